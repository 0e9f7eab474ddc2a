//! The state of a game of For Sale and its rules (FS-1 .. FS-8, FS-V1 .. FS-V3).

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};
use urbs_engine::{RuleError, Seat, SeatSet};

use crate::action::{Event, Sale};

pub const MAX_PLAYERS: usize = 5;

/// A pile of building or cheque values, held inline (no allocation).
pub type Cards = ArrayVec<u8, 20>;
/// FS-1 data: 15 chips per player.
pub const START_CHIPS: u8 = 15;
/// FS-1 data: buildings 1 to 20.
pub const BUILDINGS: std::ops::RangeInclusive<u8> = 1..=20;
/// FS-1 data: two cheques of $0M, then $3M to $20M.
pub const CHEQUES: [u8; 20] = [
    0, 0, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
];

/// Game options.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// The seed's variant (FS-V1 .. FS-V3).
    pub variant: bool,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Phase 1: buildings are auctioned.
    Buying,
    /// Phase 2: buildings are sold for cheques.
    Selling,
    Over,
}

/// A set of buildings (values 1..=20) as bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Buildings(pub u32);

impl Buildings {
    pub fn contains(self, b: u8) -> bool {
        b < 32 && self.0 & (1 << b) != 0
    }
    pub fn insert(&mut self, b: u8) {
        self.0 |= 1 << b;
    }
    pub fn remove(&mut self, b: u8) {
        self.0 &= !(1 << b);
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Ascending.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let b = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                b
            })
        })
    }
    pub fn to_vec(self) -> Vec<u8> {
        self.iter().collect()
    }
}

/// A game of For Sale.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ForSale {
    pub(crate) players: u8,
    pub(crate) variant: bool,
    pub(crate) phase: Phase,
    /// Auctions (phase 1) or sales (phase 2) started so far.
    pub(crate) round: u8,
    /// Face down; the top card is the last.
    pub(crate) building_deck: Cards,
    pub(crate) cheque_deck: Cards,
    /// FS-1 / FS-V1: out of the game, never seen.
    pub(crate) removed_buildings: Cards,
    pub(crate) removed_cheques: Cards,
    /// Face up, ascending: buildings on auction (phase 1), cheques (phase 2).
    pub(crate) display: ArrayVec<u8, MAX_PLAYERS>,
    pub(crate) chips: [u8; MAX_PLAYERS],
    /// Each player's bid in the middle in the current auction.
    pub(crate) bids: [u8; MAX_PLAYERS],
    /// Chips paid to the bank.
    pub(crate) bank: u16,
    /// Phase 1: players still in the auction.
    pub(crate) in_auction: SeatSet,
    /// Phase 1: whose turn it is to bid or pass.
    pub(crate) bidder: u8,
    /// FS-V2: somebody has passed in this auction already.
    pub(crate) passed_any: bool,
    /// Buildings each player holds.
    pub(crate) holdings: [Buildings; MAX_PLAYERS],
    /// Cheques each player has taken, in the order taken.
    pub(crate) cheques: [Cards; MAX_PLAYERS],
    /// Phase 2: players who still have to choose a building.
    pub(crate) choosing: SeatSet,
    /// Phase 2: the building each player put face down (0 = none yet).
    pub(crate) choices: [u8; MAX_PLAYERS],
    /// Buildings sold, face up, in order.
    pub(crate) sold: Cards,
}

/// Appends an event built in place. A finished event pushed is first built
/// on the stack and copied whole (96 bytes) into the log, and the copy's
/// wide loads of what narrow stores just wrote stall the processor: on a
/// random playout's hot path that cost about a sixth of the time.
#[inline(always)]
fn emit(events: &mut Vec<Event>, event: impl FnOnce() -> Event) {
    let mut event = Some(event);
    let len = events.len();
    events.resize_with(len + 1, || (event.take().expect("called once"))());
}

/// Sorts at most five values without a branch on them: a sorting network
/// of min and max over the list padded with `pad` (the largest value).
/// What is sorted here (cards turned up, buildings chosen) is random, so a
/// comparison sort's branches are mispredicted about half the time, and
/// every auction and sale sorts.
#[inline(always)]
fn sort_five<T: Copy + Ord>(items: &mut [T], pad: T) {
    const PAIRS: [(usize, usize); 9] = [
        (0, 1),
        (3, 4),
        (2, 4),
        (2, 3),
        (0, 3),
        (0, 2),
        (1, 4),
        (1, 3),
        (1, 2),
    ];
    let n = items.len();
    debug_assert!(n <= 5);
    let mut v = [pad; 5];
    v[..n].copy_from_slice(items);
    for (a, b) in PAIRS {
        let (low, high) = (v[a].min(v[b]), v[a].max(v[b]));
        v[a] = low;
        v[b] = high;
    }
    items.copy_from_slice(&v[..n]);
}

/// The cards face up, ascending.
#[inline(always)]
fn sort_display(display: &mut ArrayVec<u8, MAX_PLAYERS>) {
    sort_five(display, u8::MAX);
}

impl ForSale {
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// FS-1 / FS-V1: how many buildings and cheques are used.
    pub fn cards_used(players: usize, variant: bool) -> usize {
        match (variant, players) {
            (true, 3) => 16,
            (true, 4) => 18,
            (false, 3) => 18,
            _ => 20,
        }
    }

    /// FS-V2: buildings shown per auction.
    fn auction_size(&self) -> usize {
        self.players as usize - usize::from(self.variant)
    }

    pub(crate) fn score(&self, seat: Seat) -> i64 {
        self.cheques[seat].iter().map(|&c| c as i64).sum::<i64>() + self.chips[seat] as i64
    }

    /// Next seat clockwise after `from` that is in `set`.
    fn next_in(&self, from: usize, set: SeatSet) -> usize {
        // The lowest seat above `from`, else the lowest (no division: this
        // runs at every bid).
        let bits = set.bits();
        debug_assert!(bits != 0, "someone is still in");
        let after = bits & !((2u32 << from) - 1);
        (if after != 0 { after } else { bits }).trailing_zeros() as usize
    }

    pub(crate) fn highest_bid(&self) -> u8 {
        self.bids.iter().copied().max().unwrap_or(0)
    }

    /// FS-2 / FS-5: turn up the next buildings, or go on to phase 2.
    pub(crate) fn open_auction(&mut self, opener: usize, events: &mut Vec<Event>) {
        if self.building_deck.is_empty() {
            self.open_sale(events);
            return;
        }
        let k = self.auction_size().min(self.building_deck.len());
        let at = self.building_deck.len() - k;
        self.display.clear();
        self.display.extend(self.building_deck.drain(at..));
        sort_display(&mut self.display);
        self.round += 1;
        self.in_auction = SeatSet::all(self.players as usize);
        self.bids = [0; MAX_PLAYERS];
        self.bidder = opener as u8;
        self.passed_any = false;
        emit(events, || Event::AuctionOpened {
            round: self.round,
            buildings: self.display.clone(),
            opener,
        });
    }

    /// FS-6 / FS-V3: turn up cheques for the players who still hold buildings.
    pub(crate) fn open_sale(&mut self, events: &mut Vec<Event>) {
        if self.phase == Phase::Buying {
            self.phase = Phase::Selling;
            self.round = 0;
            self.display.clear();
        }
        let sellers: SeatSet = (0..self.players as usize)
            .filter(|&s| !self.holdings[s].is_empty())
            .collect();
        if sellers.is_empty() || self.cheque_deck.is_empty() {
            self.finish(events);
            return;
        }
        let k = sellers.len().min(self.cheque_deck.len());
        let at = self.cheque_deck.len() - k;
        self.display.clear();
        self.display.extend(self.cheque_deck.drain(at..));
        sort_display(&mut self.display);
        self.round += 1;
        self.choosing = sellers;
        self.choices = [0; MAX_PLAYERS];
        emit(events, || Event::SaleOpened {
            round: self.round,
            cheques: self.display.clone(),
        });
    }

    /// FS-7.
    fn finish(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Over;
        self.display.clear();
        // As `outcome()` ranks them, without building the outcome.
        let n = self.players as usize;
        let scores: Vec<i64> = (0..n).map(|s| self.score(s)).collect();
        let key = |s: Seat| (scores[s], self.chips[s]);
        let best = (0..n).map(key).max().expect("a game has players");
        let winners = (0..n).filter(|&s| key(s) == best).collect();
        emit(events, || Event::GameOver { scores, winners });
    }

    pub(crate) fn bid(
        &mut self,
        seat: Seat,
        total: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let high = self.highest_bid();
        let can = self.chips[seat] + self.bids[seat];
        if total <= high {
            return Err(RuleError::new(
                "FS-3",
                format!("a bid must be higher than the highest bid, {high}"),
            ));
        }
        if total > can {
            return Err(RuleError::new(
                "FS-3",
                format!("you can bid at most {can}: that is all your chips"),
            ));
        }
        self.chips[seat] -= total - self.bids[seat];
        self.bids[seat] = total;
        emit(events, || Event::Bid { seat, total });
        self.bidder = self.next_in(seat, self.in_auction) as u8;
        Ok(())
    }

    pub(crate) fn pass(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let bid = self.bids[seat];
        self.bids[seat] = 0;
        self.in_auction.remove(seat);
        if self.variant && !self.passed_any {
            // FS-V2: the first to pass gets no building but every chip back.
            self.chips[seat] += bid;
            emit(events, || Event::Passed {
                seat,
                building: None,
                refund: bid,
                paid: 0,
            });
        } else {
            // FS-4: cheapest building, half the bid back rounded up.
            let building = self.display.remove(0);
            self.holdings[seat].insert(building);
            let refund = bid.div_ceil(2);
            let paid = bid - refund;
            self.chips[seat] += refund;
            self.bank += paid as u16;
            emit(events, || Event::Passed {
                seat,
                building: Some(building),
                refund,
                paid,
            });
        }
        self.passed_any = true;
        if self.in_auction.len() == 1 {
            // FS-5: the last player in pays the whole bid for the best building.
            let last = self.in_auction.first().expect("one left");
            let building = self.display.pop().expect("a building is left");
            debug_assert!(self.display.is_empty());
            let paid = self.bids[last];
            self.bank += paid as u16;
            self.bids[last] = 0;
            self.holdings[last].insert(building);
            self.in_auction = SeatSet::EMPTY;
            emit(events, || Event::Bought {
                seat: last,
                building,
                paid,
            });
            self.open_auction(last, events);
        } else {
            self.bidder = self.next_in(seat, self.in_auction) as u8;
        }
    }

    pub(crate) fn sell(&mut self, seat: Seat, building: u8, events: &mut Vec<Event>) {
        self.choices[seat] = building;
        self.choosing.remove(seat);
        emit(events, || Event::Chose { seat });
        if !self.choosing.is_empty() {
            return;
        }
        // FS-6: reveal together; the best building takes the best cheque.
        // Best building first: keys of (255 - building, seat) ascending.
        let mut keys: ArrayVec<u16, MAX_PLAYERS> = (0..self.players as usize)
            .filter(|&s| self.choices[s] != 0)
            .map(|s| u16::from(u8::MAX - self.choices[s]) << 8 | s as u16)
            .collect();
        sort_five(&mut keys, u16::MAX);
        let sellers = keys.iter().map(|&k| (k & 0xFF) as Seat);
        let mut sales = ArrayVec::new();
        for seat in sellers {
            let building = self.choices[seat];
            let cheque = self.display.pop().expect("one cheque per seller");
            self.holdings[seat].remove(building);
            self.sold.push(building);
            self.cheques[seat].push(cheque);
            sales.push(Sale {
                seat,
                building,
                cheque,
            });
        }
        self.choices = [0; MAX_PLAYERS];
        emit(events, || Event::Sold { sales });
        self.open_sale(events);
    }

    /// Every building, cheque and chip is in exactly one place.
    pub(crate) fn conservation(&self) -> Result<(), String> {
        let n = self.players as usize;
        let mut seen = Buildings::default();
        let mut count = 0;
        let building_places: [&[u8]; 3] =
            [&self.building_deck, &self.removed_buildings, &self.sold];
        let display_buildings: &[u8] = if self.phase == Phase::Buying {
            &self.display
        } else {
            &[]
        };
        for &b in building_places
            .iter()
            .copied()
            .flatten()
            .chain(display_buildings)
        {
            if !BUILDINGS.contains(&b) || seen.contains(b) {
                return Err(format!("building {b} is out of range or twice in play"));
            }
            seen.insert(b);
            count += 1;
        }
        for h in &self.holdings[..n] {
            if h.0 & seen.0 != 0 {
                return Err("a held building is also elsewhere".into());
            }
            seen.0 |= h.0;
            count += h.len();
        }
        if count != 20 || seen.len() != 20 {
            return Err(format!("{count} buildings in play instead of 20"));
        }
        let mut cheques: Vec<u8> = self
            .cheque_deck
            .iter()
            .chain(&self.removed_cheques)
            .chain(self.cheques[..self.players as usize].iter().flatten())
            .copied()
            .collect();
        if self.phase == Phase::Selling {
            cheques.extend(&self.display);
        }
        cheques.sort_unstable();
        if cheques[..] != CHEQUES {
            return Err(format!("cheques are not conserved: {cheques:?}"));
        }
        let chips: u32 = self.chips[..n]
            .iter()
            .chain(&self.bids[..n])
            .map(|&c| c as u32)
            .sum::<u32>()
            + self.bank as u32;
        if chips != START_CHIPS as u32 * n as u32 {
            return Err(format!("{chips} chips instead of {}", 15 * n));
        }
        if self.phase == Phase::Buying {
            let expected = self.in_auction.len() - usize::from(self.variant && !self.passed_any);
            if self.display.len() != expected {
                return Err("buildings on offer do not match the players in".into());
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_lists_sort_as_a_sort_does() {
        // Every list of up to five values from a small range, duplicates
        // and the largest value included.
        let values = [0u8, 1, 7, 20, u8::MAX];
        for n in 0..=MAX_PLAYERS {
            for code in 0..values.len().pow(n as u32) {
                let mut display = ArrayVec::<u8, MAX_PLAYERS>::new();
                let mut c = code;
                for _ in 0..n {
                    display.push(values[c % values.len()]);
                    c /= values.len();
                }
                let mut expected = display.clone();
                expected.sort_unstable();
                sort_display(&mut display);
                assert_eq!(display, expected);
            }
        }
    }
}

//! The state of a game of Skyline and its rules (SK-1 .. SK-12).

use serde::{Deserialize, Serialize};
use urbs_engine::rand::RngExt;
use urbs_engine::{GameRng, Seat};

use crate::action::{Action, MAX_PLAYERS};
use crate::cards::{BuildingId, MoneyCard, MoneyCards};
use crate::data::{
    BUILDINGS, BuildingType, COPIES, COPIES_TWO_PLAYERS, Currency, DISPLAY, SLOTS, Scoring,
};
use crate::deck::Cards;
use crate::hand::{Hand, yard_payments};
use crate::rules::push_takes;

/// Index of the neutral player (SK-12) in arrays over owners of buildings.
pub(crate) const NEUTRAL: usize = MAX_PLAYERS;
pub(crate) const OWNERS: usize = MAX_PLAYERS + 1;

/// Game options.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// SK-13: show every hand to everyone (for teaching and analysis).
    pub open_hands: bool,
    /// A user's printing as deck-file text (SK-P9): building prices and the
    /// reference card; `None` plays the default. The text travels with the
    /// options, so replays stay self-contained.
    pub deck: Option<String>,
}

/// A card of the money deck: money, or scoring card A or B (SK-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum DeckCard {
    Money(MoneyCard),
    Scoring(Scoring),
}

/// A game of Skyline.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Skyline {
    pub(crate) players: u8,
    pub(crate) open_hands: bool,
    pub(crate) over: bool,
    /// Whose turn it is.
    pub(crate) active: u8,
    /// Actions taken in this turn so far (SK-4: at most 5).
    pub(crate) actions: u8,
    /// Face down; the top card is the last.
    pub(crate) building_deck: Vec<BuildingId>,
    /// The construction yard; slot k (index k - 1) is paid in currency k.
    pub(crate) yard: [Option<BuildingId>; SLOTS],
    /// Buildings owned, as bits over building ids; index [`NEUTRAL`] is the
    /// neutral player's.
    pub(crate) owned: [u64; OWNERS],
    /// Face down; the top card is the last.
    pub(crate) money_deck: Vec<DeckCard>,
    /// Payments, face up, in the order paid.
    pub(crate) discard: Vec<MoneyCard>,
    /// The face-up money display.
    pub(crate) display: MoneyCards,
    pub(crate) hands: [Hand; MAX_PLAYERS],
    pub(crate) scores: [i32; OWNERS],
    /// Scorings A and B done.
    pub(crate) scored: [bool; 2],
    /// For reshuffles of the discard pile (SK-7).
    pub(crate) rng: GameRng,
    /// The printing: building prices and the reference card (SK-P9).
    pub(crate) cards: Cards,
}

/// SK-1: the money deck is split into five piles as equal as possible
/// (earlier piles take the extra cards); scoring A goes into pile 2 and B into
/// pile 4. Returns, for A and for B, the range of positions (0 = top) it may
/// take in the stacked deck of `money` money cards plus the two scoring cards.
pub(crate) fn scoring_positions(money: usize) -> [(usize, usize); 2] {
    let pile = |i: usize| money / 5 + usize::from(i < money % 5);
    let a_low = pile(0);
    let a_high = a_low + pile(1);
    let b_low = a_high + 1 + pile(2);
    let b_high = b_low + pile(3);
    [(a_low, a_high), (b_low, b_high)]
}

/// SK-2: fewest cards, then lowest total, then a random one of those tied.
pub(crate) fn start_player(hands: &[Hand], rng: &mut GameRng) -> usize {
    let key = |h: &Hand| (h.len(), h.grand_total());
    let best = hands.iter().map(key).min().expect("a game has players");
    let mut tied = (0..hands.len()).filter(|&s| key(&hands[s]) == best);
    let pick = rng.random_range(0..tied.clone().count());
    tied.nth(pick).expect("in range")
}

impl Skyline {
    pub fn is_over(&self) -> bool {
        self.over
    }

    pub(crate) fn two_players(&self) -> bool {
        self.players == 2
    }

    /// Copies of each money card in this game (SK-12).
    pub(crate) fn copies(players: usize) -> u8 {
        if players == 2 {
            COPIES_TWO_PLAYERS
        } else {
            COPIES
        }
    }

    /// Owners of buildings who rank in scorings: the seats, and the neutral
    /// player with two players (SK-12).
    pub(crate) fn owners(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.players as usize).chain(self.two_players().then_some(NEUTRAL))
    }

    /// How many buildings of `kind` `owner` has.
    pub fn count(&self, owner: usize, kind: BuildingType) -> u8 {
        // A type's ids are consecutive, at most eleven of them: their bits,
        // shifted down, index a table of bit counts (no popcount
        // instruction on every machine).
        const BITS: [u8; 2048] = {
            let mut bits = [0; 2048];
            let mut i = 1;
            while i < 2048 {
                bits[i] = bits[i / 2] + (i & 1) as u8;
                i += 1;
            }
            bits
        };
        let mask = kind.mask();
        let field = (self.owned[owner] & mask) >> mask.trailing_zeros();
        debug_assert!(field < 2048);
        BITS[field as usize & 2047]
    }

    /// SK-4: whether `seat` could pay for any building in the yard.
    pub(crate) fn can_buy(&self, seat: Seat) -> bool {
        (0..SLOTS).any(|i| {
            self.yard[i].is_some_and(|id| {
                self.hands[seat].total(Currency::of_slot(i)) >= self.cards.price(id) as u32
            })
        })
    }

    /// SK-3: the takes allowed from the display, each set of cards once.
    #[inline(always)]
    pub(crate) fn push_takes(&self, out: &mut Vec<Action>) {
        push_takes(self.display, out);
    }

    /// SK-4, SK-5, SK-12: every minimal payment for every building.
    #[inline(always)]
    pub(crate) fn push_buys(&self, seat: Seat, out: &mut Vec<Action>) {
        // An empty slot asks more than any hand holds (no branch on the
        // slots: the stand-in id's price is the most).
        let mut prices = [u8::MAX; SLOTS];
        for (price, slot) in prices.iter_mut().zip(&self.yard) {
            *price = self.cards.price(slot.unwrap_or(BuildingId::NONE));
        }
        let two = self.two_players();
        yard_payments(&self.hands[seat], prices, |i, pay| {
            let slot = i as u8 + 1;
            out.push(Action::Buy {
                slot,
                pay,
                to_neutral: false,
            });
            if two {
                out.push(Action::Buy {
                    slot,
                    pay,
                    to_neutral: true,
                });
            }
        });
    }

    /// Every card in exactly one place.
    pub(crate) fn conservation(&self) -> Result<(), String> {
        let n = self.players as usize;
        // Money.
        let mut counts = [0u8; MoneyCard::KINDS];
        let mut scoring_in_deck = [0u8; 2];
        let mut add = |c: MoneyCard, k: u8| counts[c.index()] += k;
        for hand in &self.hands[..n] {
            for i in 0..MoneyCard::KINDS {
                let c = MoneyCard::from_index(i);
                add(c, hand.count(c));
            }
        }
        if self.hands[n..].iter().any(|h| !h.is_empty()) {
            return Err("an empty seat holds money".into());
        }
        for c in self.display.iter().chain(self.discard.iter().copied()) {
            add(c, 1);
        }
        for card in &self.money_deck {
            match card {
                DeckCard::Money(c) => add(*c, 1),
                DeckCard::Scoring(Scoring::A) => scoring_in_deck[0] += 1,
                DeckCard::Scoring(Scoring::B) => scoring_in_deck[1] += 1,
                DeckCard::Scoring(Scoring::C) => return Err("scoring C is no card".into()),
            }
        }
        let copies = Skyline::copies(n);
        if let Some(i) = counts.iter().position(|&k| k != copies) {
            return Err(format!(
                "{} copies of {} instead of {copies}",
                counts[i],
                MoneyCard::from_index(i)
            ));
        }
        for (k, (&in_deck, &scored)) in scoring_in_deck.iter().zip(&self.scored).enumerate() {
            if in_deck != u8::from(!scored) {
                return Err(format!("scoring card {} is misplaced", ["A", "B"][k]));
            }
        }
        // Buildings.
        let mut seen = 0u64;
        let mut total = 0;
        let mut place = |bits: u64| -> Result<(), String> {
            if seen & bits != 0 {
                return Err("a building is in two places".into());
            }
            seen |= bits;
            total += bits.count_ones();
            Ok(())
        };
        for id in self.building_deck.iter().chain(self.yard.iter().flatten()) {
            place(id.bit())?;
        }
        for (o, &bits) in self.owned.iter().enumerate() {
            let may_own = o < n || (o == NEUTRAL && self.two_players());
            if !may_own && bits != 0 {
                return Err(format!("owner {o} should own nothing"));
            }
            place(bits)?;
        }
        if total as usize != BUILDINGS || seen != (1u64 << BUILDINGS) - 1 {
            return Err(format!("{total} buildings instead of {BUILDINGS}"));
        }
        // The table at the start of a turn (SK-7, SK-11).
        if !self.over && self.actions == 0 {
            if self.yard.iter().any(Option::is_none) {
                return Err("an empty slot at the start of a turn".into());
            }
            let exhausted = self.money_deck.is_empty() && self.discard.is_empty();
            if self.display.len() != DISPLAY && !exhausted {
                return Err("the money display is short but money is left".into());
            }
        }
        if self.actions > 5 {
            return Err("more than five actions in a turn".into());
        }
        Ok(())
    }
}

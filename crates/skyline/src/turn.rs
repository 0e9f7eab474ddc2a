//! What actions do, and the end of a turn: taking money (SK-3), buying
//! (SK-4, SK-5, SK-12), refilling the yard and the display (SK-7, SK-8,
//! SK-11), scoring (SK-9) and the end of the game (SK-10). The checks come
//! in two parts: a quick one for the legal actions, and for the others a
//! cold path that finds the ruling they break (SK-P5).

use urbs_engine::{Game, RuleError, Seat};

use crate::action::{Event, NeutralDraw, PerSeat, Seats};
use crate::cards::{MoneyCard, MoneyCards, Payment};
use crate::data::{BuildingType, Currency, DISPLAY, NEUTRAL_DRAW, SLOTS, Scoring, TAKE_LIMIT};
use crate::rules::{share_ranks_packed, shuffle};
use crate::state::{DeckCard, NEUTRAL, OWNERS, Skyline};

impl Skyline {
    /// Checks a take; returns the display without the cards.
    #[inline(always)]
    pub(crate) fn check_take(&self, cards: MoneyCards) -> Result<MoneyCards, RuleError> {
        // The legal takes, checked the quick way: one card on the display,
        // or several within the limit, all on the display.
        let mut rest = self.display;
        let ok = match cards.len() {
            0 => false,
            1 => rest.remove(cards.get(0)),
            _ => cards.total() <= TAKE_LIMIT && cards.iter().all(|c| rest.remove(c)),
        };
        if ok {
            Ok(rest)
        } else {
            Err(self.take_error(cards))
        }
    }

    /// Why a take is refused. SK-P5 lists which rule each refusal names.
    #[cold]
    #[inline(never)]
    fn take_error(&self, cards: MoneyCards) -> RuleError {
        if cards.is_empty() {
            return RuleError::new("SK-3", "take at least one money card");
        }
        let mut rest = self.display;
        if let Some(c) = cards.iter().find(|&c| !rest.remove(c)) {
            return RuleError::new(
                "SK-3",
                format!("there is no {c} (or not that many) on the money display"),
            );
        }
        debug_assert!(cards.len() > 1 && cards.total() > TAKE_LIMIT);
        RuleError::new(
            "SK-3",
            format!(
                "several money cards may be taken only if they total {TAKE_LIMIT} or less; \
                 these total {}",
                cards.total()
            ),
        )
    }

    #[inline(always)]
    pub(crate) fn take(
        &mut self,
        seat: Seat,
        cards: MoneyCards,
        rest: MoneyCards,
        events: &mut Vec<Event>,
    ) {
        self.display = rest;
        for c in cards.iter() {
            self.hands[seat].add(c);
        }
        events.push(Event::Took { seat, cards });
        self.end_turn(events);
    }

    /// Checks a buy; returns the payment's total.
    #[inline(always)]
    pub(crate) fn check_buy(
        &self,
        seat: Seat,
        slot: u8,
        pay: Payment,
        to_neutral: bool,
    ) -> Result<u32, RuleError> {
        // The legal buys, checked the quick way (SK-4, SK-5, SK-12).
        let i = (slot as usize).wrapping_sub(1);
        if i < SLOTS
            && (!to_neutral || self.two_players())
            && let Some(id) = self.yard[i]
            && !pay.is_empty()
            && pay.is_within(self.hands[seat].purse(Currency::of_slot(i)))
        {
            let (price, total) = (self.cards.price(id) as u32, pay.total());
            let smallest = pay.0.trailing_zeros() / 2 + 1;
            if total >= price && total - smallest < price {
                return Ok(total);
            }
        }
        Err(self.buy_error(seat, slot, pay, to_neutral))
    }

    /// Why a buy is refused. SK-P5 lists which rule each refusal names.
    #[cold]
    #[inline(never)]
    fn buy_error(&self, seat: Seat, slot: u8, pay: Payment, to_neutral: bool) -> RuleError {
        if to_neutral && !self.two_players() {
            return RuleError::new(
                "SK-12",
                "buildings go to the neutral player only in a two-player game",
            );
        }
        if !(1..=SLOTS as u8).contains(&slot) {
            return RuleError::new("SK-4", "the slots are numbered 1 to 4");
        }
        let Some(id) = self.yard[slot as usize - 1] else {
            return RuleError::new(
                "SK-4",
                format!("slot {slot} is empty: the yard is refilled only when the turn ends"),
            );
        };
        let building = self.cards.building(id);
        let currency = Currency::of_slot(slot as usize - 1);
        if pay.is_empty() {
            return RuleError::new("SK-4", "pay with at least one money card");
        }
        if let Some(c) = self.hands[seat].missing(currency, pay) {
            return RuleError::new("SK-4", format!("you do not hold {c} (or not that many)"));
        }
        let price = building.price as u32;
        let total = pay.total();
        if total < price {
            return RuleError::new(
                "SK-4",
                format!("{building} costs {price} {currency}; you offer only {total}"),
            );
        }
        let smallest = pay.smallest().expect("not empty");
        if total - smallest as u32 >= price {
            return RuleError::new(
                "SK-5",
                format!(
                    "{currency} {smallest} is not needed: the other cards already pay the \
                     {price} of {building}, and there is no change"
                ),
            );
        }
        unreachable!("a legal buy has no error")
    }

    #[inline(always)]
    pub(crate) fn buy(
        &mut self,
        seat: Seat,
        (slot, pay, total): (u8, Payment, u32),
        to_neutral: bool,
        events: &mut Vec<Event>,
    ) {
        let i = slot as usize - 1;
        let id = self.yard[i].take().expect("checked");
        let building = self.cards.building(id);
        let currency = Currency::of_slot(i);
        self.hands[seat].pay_total(currency, pay, total);
        // Discarded highest first, as the event lists them. Three copies of
        // each value are pushed and the extra ones dropped again, without
        // branching on the counts.
        let mut present = pay.present();
        while present != 0 {
            let shift = 31 - present.leading_zeros();
            let card = MoneyCard::new(currency, shift as u8 / 2 + 1);
            let kept = self.discard.len() + ((pay.0 >> shift) & 3) as usize;
            self.discard.extend_from_slice(&[card; 3]);
            self.discard.truncate(kept);
            present &= !(1 << shift);
        }
        self.owned[if to_neutral { NEUTRAL } else { seat }] |= id.bit();
        // SK-4: paying exactly grants another action.
        let exact = total == building.price as u32;
        events.push(Event::Bought {
            seat,
            slot,
            building,
            currency,
            paid: pay,
            exact,
            to_neutral,
        });
        self.actions += 1;
        if !exact {
            self.end_turn(events);
        }
    }

    /// SK-7: refill the yard, then the money display; SK-10 when the yard
    /// cannot be filled.
    #[inline(always)]
    pub(crate) fn end_turn(&mut self, events: &mut Vec<Event>) {
        let empty_slot = self.yard.iter().fold(false, |e, slot| e | slot.is_none());
        if empty_slot && self.refill_yard(events) {
            self.finish(events);
            return;
        }
        self.refill_display(events);
        self.active += 1;
        if self.active == self.players {
            self.active = 0;
        }
        self.actions = 0;
    }

    /// SK-7: fills the empty slots in order; true if the deck ran short.
    #[inline(never)]
    fn refill_yard(&mut self, events: &mut Vec<Event>) -> bool {
        let mut filled = [None; SLOTS];
        let mut short = false;
        for (slot, place) in self.yard.iter_mut().zip(&mut filled) {
            if slot.is_none() {
                *slot = self.building_deck.pop();
                *place = slot.map(|id| self.cards.building(id));
                short |= slot.is_none();
            }
        }
        if filled.iter().any(Option::is_some) {
            events.push(Event::YardRefilled { buildings: filled });
        }
        short
    }

    /// SK-7, SK-8, SK-11.
    #[inline(always)]
    fn refill_display(&mut self, events: &mut Vec<Event>) {
        let mut revealed = MoneyCards::default();
        while self.display.len() < DISPLAY {
            match self.money_deck.pop() {
                Some(DeckCard::Money(c)) => {
                    self.display.insert(c);
                    if revealed.is_empty() {
                        revealed = MoneyCards::one(c);
                    } else {
                        revealed.insert(c);
                    }
                }
                other => {
                    if !self.refill_otherwise(other, &mut revealed, events) {
                        break;
                    }
                }
            }
        }
        if !revealed.is_empty() {
            events.push(Event::MoneyRevealed { cards: revealed });
        }
    }

    /// The refill of the display meets a scoring card or an empty deck: the
    /// money turned up so far is shown first. False when the display must
    /// stay short.
    #[cold]
    #[inline(never)]
    fn refill_otherwise(
        &mut self,
        top: Option<DeckCard>,
        revealed: &mut MoneyCards,
        events: &mut Vec<Event>,
    ) -> bool {
        let shown = *revealed;
        let mut flush = || {
            if !shown.is_empty() {
                events.push(Event::MoneyRevealed { cards: shown });
            }
        };
        match top {
            Some(DeckCard::Money(_)) => unreachable!("money is turned up directly"),
            // SK-8: scored at once, then the refill goes on. (SK-P1: a
            // scoring card never drawn is never scored.)
            Some(DeckCard::Scoring(s)) => {
                flush();
                *revealed = MoneyCards::default();
                self.score(s, events);
                true
            }
            // SK-11: nothing left anywhere; the display stays short.
            None if self.discard.is_empty() => false,
            // SK-7: the discard pile becomes the new deck, when a card is
            // needed (SK-P8).
            None => {
                flush();
                *revealed = MoneyCards::default();
                let cards = self.discard.len() as u8;
                self.money_deck
                    .extend(self.discard.drain(..).map(DeckCard::Money));
                shuffle(&mut self.money_deck, &mut self.rng);
                events.push(Event::Reshuffled { cards });
                true
            }
        }
    }

    /// SK-9 (and SK-12: the neutral player ranks; after A and B he draws).
    pub(crate) fn score(&mut self, scoring: Scoring, events: &mut Vec<Event>) {
        let points = self.points(scoring);
        for (s, p) in self.scores.iter_mut().zip(points) {
            *s += p;
        }
        let n = self.players as usize;
        events.push(Event::Scored {
            scoring,
            points: points[..n].iter().copied().collect(),
            neutral: self.two_players().then_some(points[NEUTRAL]),
        });
        match scoring {
            Scoring::A => self.scored[0] = true,
            Scoring::B => self.scored[1] = true,
            Scoring::C => {}
        }
        if self.two_players() {
            let draw = match scoring {
                Scoring::A => NEUTRAL_DRAW,
                Scoring::B => self.building_deck.len() / 3,
                Scoring::C => 0,
            };
            // SK-P2: no more than the deck holds.
            let draw = draw.min(self.building_deck.len());
            if draw > 0 {
                let at = self.building_deck.len() - draw;
                let mut buildings = NeutralDraw::new();
                for id in self.building_deck.drain(at..).rev() {
                    self.owned[NEUTRAL] |= id.bit();
                    buildings.push(self.cards.building(id));
                }
                events.push(Event::NeutralTook { buildings });
            }
        }
    }

    /// SK-9: the points every owner earns at `scoring`.
    pub(crate) fn points(&self, scoring: Scoring) -> [i32; OWNERS] {
        let table = self.cards.points(scoring);
        // The owners who rank, side by side.
        let mut owners = [0; OWNERS];
        let mut ranking = 0;
        for o in self.owners() {
            owners[ranking] = o;
            ranking += 1;
        }
        let mut points = [0; OWNERS];
        for kind in BuildingType::ALL {
            // One byte per ranking owner: how many of the type it has.
            let mut counts = 0u64;
            for (j, &o) in owners[..ranking].iter().enumerate() {
                counts |= (self.count(o, kind) as u64) << (8 * j);
            }
            if counts == 0 {
                continue;
            }
            let t = kind.index();
            let earned =
                share_ranks_packed(counts, ranking, [table[0][t], table[1][t], table[2][t]]);
            for (j, &o) in owners[..ranking].iter().enumerate() {
                points[o] += earned[j];
            }
        }
        points
    }

    /// SK-10: leftover buildings go to the richest in their currency; then
    /// scoring C.
    #[cold]
    #[inline(never)]
    fn finish(&mut self, events: &mut Vec<Event>) {
        let n = self.players as usize;
        for i in 0..SLOTS {
            let Some(id) = self.yard[i] else { continue };
            let currency = Currency::of_slot(i);
            // The richest seat in the currency, if it is the only one.
            let (mut best, mut holders, mut richest) = (0, 0, 0);
            for s in 0..n {
                let total = self.hands[s].total(currency);
                if total > best {
                    (best, holders, richest) = (total, 1, s);
                } else if total == best {
                    holders += 1;
                }
            }
            let seat = (best > 0 && holders == 1).then_some(richest);
            if let Some(s) = seat {
                self.owned[s] |= id.bit();
                self.yard[i] = None;
            }
            events.push(Event::Assigned {
                slot: i as u8 + 1,
                building: self.cards.building(id),
                seat,
            });
        }
        self.score(Scoring::C, events);
        self.over = true;
        // SK-10, as [`Game::outcome`] has it: the highest score wins; ties
        // share.
        let scores: PerSeat = self.scores[..n].iter().copied().collect();
        let best = scores.iter().copied().max().expect("a game has players");
        let winners: Seats = (0..n as u8)
            .filter(|&s| scores[s as usize] == best)
            .collect();
        debug_assert_eq!(
            self.outcome().map(|o| o.winners()),
            Some(winners.iter().map(|&s| s as Seat).collect())
        );
        events.push(Event::GameOver { winners, scores });
    }
}

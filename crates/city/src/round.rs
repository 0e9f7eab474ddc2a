//! The reveal and the rest of a round (CT-2, CT-6 .. CT-9): builds and
//! surveys carried out in seat order, surveyors' discards, scoring, the end
//! checks, income and the hand limit; and the bookkeeping check.

use arrayvec::ArrayVec;
use urbs_engine::rand::seq::SliceRandom;
use urbs_engine::{Game, Seat, SeatSet};

use crate::action::{EndReason, Event, MAX_PLAYERS};
use crate::card::{CardId, CardName};
use crate::state::{City, HAND_LIMIT, Phase, ROUND_LIMIT, SURVEY_DRAW, Step, TARGET_VP};

/// Merges the sorted `new` cards into the sorted `hand`, from the back.
fn merge_into(hand: &mut Vec<CardId>, new: &[CardId]) {
    let old = hand.len();
    hand.resize(old + new.len(), 0);
    let (mut i, mut j, mut k) = (old, new.len(), old + new.len());
    while j > 0 {
        if i > 0 && hand[i - 1] > new[j - 1] {
            hand[k - 1] = hand[i - 1];
            i -= 1;
        } else {
            hand[k - 1] = new[j - 1];
            j -= 1;
        }
        k -= 1;
    }
}

impl City {
    /// CT-8: draws up to `n` cards into `seat`'s hand, shuffling the discard
    /// pile into a new deck when the deck runs out. Returns the number drawn.
    pub(crate) fn draw(&mut self, seat: Seat, n: usize, events: &mut Vec<Event>) -> usize {
        let mut drawn = 0;
        while drawn < n {
            if self.deck.is_empty() {
                if self.discard.is_empty() {
                    break;
                }
                std::mem::swap(&mut self.deck, &mut self.discard);
                self.deck.shuffle(&mut self.rng);
                events.push(Event::Reshuffled {
                    cards: self.deck.len() as u16,
                });
            }
            let k = (n - drawn).min(self.deck.len());
            let at = self.deck.len() - k;
            let mut new: ArrayVec<CardId, 16> = ArrayVec::new();
            if k <= new.capacity() {
                new.extend(self.deck.drain(at..));
                new.sort_unstable();
                merge_into(&mut self.seats[seat].hand, &new);
            } else {
                let hand = &mut self.seats[seat].hand;
                hand.extend(self.deck.drain(at..));
                hand.sort_unstable();
            }
            drawn += k;
        }
        drawn
    }

    /// Every seat has decided: reveal and carry out, in seat order.
    pub(crate) fn reveal(&mut self, events: &mut Vec<Event>) {
        match self.phase {
            Phase::Keep => {
                self.reveal_discards(events);
                self.start_round(events);
            }
            Phase::Build => self.reveal_builds(events),
            Phase::Survey => {
                self.reveal_discards(events);
                self.end_of_round(events);
            }
            Phase::HandLimit => {
                self.reveal_discards(events);
                self.start_round(events);
            }
            Phase::Over => unreachable!("nobody decides after the end"),
        }
    }

    fn reveal_discards(&mut self, events: &mut Vec<Event>) {
        for (seat, p) in self.seats.iter_mut().enumerate() {
            if !p.commit.spent.is_empty() {
                events.push(Event::Discarded {
                    seat,
                    cards: p.commit.spent.len() as u16,
                });
                self.discard.append(&mut p.commit.spent);
            }
            p.must_discard = 0;
            p.commit.reset(Step::Idle, 0);
        }
    }

    /// CT-2, CT-6: builds go into tableaux, payments onto the discard pile,
    /// surveyors draw; all in seat order.
    fn reveal_builds(&mut self, events: &mut Vec<Event>) {
        let mut surveyors = SeatSet::EMPTY;
        for seat in 0..self.seats.len() {
            if self.seats[seat].commit.survey {
                let drew = self.draw(seat, SURVEY_DRAW, events);
                events.push(Event::Surveyed {
                    seat,
                    drew: drew as u8,
                });
                // CT-6, CT-P1: keep one more than before (all of them if the
                // cards ran out so that fewer than 5 could be drawn).
                let owe = drew.saturating_sub(1) as u16;
                if owe > 0 {
                    surveyors.insert(seat);
                }
                self.seats[seat].must_discard = owe;
                self.seats[seat].commit.reset(Step::Idle, 0);
                continue;
            }
            let gc = self.cards.contractor();
            let p = &mut self.seats[seat];
            let mut built: ArrayVec<CardName, 2> = p
                .commit
                .building
                .iter()
                .map(|&id| self.cards.name(id))
                .collect();
            p.tableau.append(&mut p.commit.building);
            if p.commit.contractor {
                let gc = gc.expect("a contractor was taken");
                p.tableau.push(gc);
                built.push(self.cards.name(gc));
                self.contractors -= 1;
            }
            let paid = p.commit.spent.len() as u16;
            self.discard.append(&mut p.commit.spent);
            p.commit.reset(Step::Idle, 0);
            events.push(Event::Built {
                seat,
                cards: built,
                paid,
            });
        }
        if surveyors.is_empty() {
            self.end_of_round(events);
        } else {
            self.phase = Phase::Survey;
            for seat in surveyors.iter() {
                let p = &mut self.seats[seat];
                p.commit.reset(Step::Discard, p.must_discard);
            }
            self.deciding = surveyors;
        }
    }

    /// CT-7 .. CT-9: scoring, income, the end checks, the hand limit.
    fn end_of_round(&mut self, events: &mut Vec<Event>) {
        let n = self.seats.len();
        let mut gains: ArrayVec<u16, MAX_PLAYERS> = ArrayVec::new();
        let mut incomes = [0u16; MAX_PLAYERS];
        for (seat, income) in incomes.iter_mut().enumerate().take(n) {
            let (vp, inc) = self.yields(seat);
            gains.push(vp);
            *income = inc;
        }
        for (p, g) in self.seats.iter_mut().zip(&gains) {
            p.vp = p.vp.saturating_add(*g);
        }
        events.push(Event::Scored {
            gains,
            totals: self.seats.iter().map(|p| p.vp).collect(),
        });
        // CT-8, edition 1: the 50 VP check came right after scoring, with
        // no income (and CT-10's tie-break counted the hands without it);
        // changed in cd606aa.
        if self.edition == 1 && self.reached_target() {
            return self.finish(EndReason::Points, events);
        }
        // CT-P3: the last round is scored, with no income.
        if self.round >= ROUND_LIMIT {
            let reason = if self.reached_target() {
                EndReason::Points
            } else {
                EndReason::RoundLimit
            };
            return self.finish(reason, events);
        }
        // CT-8: income (or the end when it cannot be paid), then the 50 VP
        // check; the hand limit only after it, so CT-10's tie-break counts
        // the hands with the income in them.
        let needed: u16 = incomes.iter().fold(0, |a, &b| a.saturating_add(b));
        let available = (self.deck.len() + self.discard.len()) as u16;
        if needed > available {
            events.push(Event::IncomeShortage { needed, available });
            return self.finish(EndReason::Shortage, events);
        }
        // Highest VP draws first; ties in seat order.
        let mut order: ArrayVec<Seat, MAX_PLAYERS> = (0..n).collect();
        order.sort_by_key(|&s| std::cmp::Reverse(self.seats[s].vp));
        for &seat in &order {
            self.draw(seat, incomes[seat] as usize, events);
        }
        events.push(Event::Income {
            order,
            cards: incomes[..n].iter().copied().collect(),
        });
        if self.reached_target() {
            return self.finish(EndReason::Points, events);
        }
        // CT-9: the hand limit.
        let mut over = SeatSet::EMPTY;
        for (seat, p) in self.seats.iter_mut().enumerate() {
            if p.hand.len() > HAND_LIMIT {
                let owe = (p.hand.len() - HAND_LIMIT) as u16;
                p.must_discard = owe;
                p.commit.reset(Step::Discard, owe);
                over.insert(seat);
            }
        }
        if over.is_empty() {
            self.start_round(events);
        } else {
            self.phase = Phase::HandLimit;
            self.deciding = over;
        }
    }

    /// CT-8: somebody has 50 VP or more.
    fn reached_target(&self) -> bool {
        self.seats.iter().any(|p| p.vp >= TARGET_VP)
    }

    fn start_round(&mut self, events: &mut Vec<Event>) {
        self.round += 1;
        self.phase = Phase::Build;
        for p in &mut self.seats {
            p.commit.reset(Step::Choose, 0);
        }
        self.deciding = SeatSet::all(self.seats.len());
        events.push(Event::RoundStarted { round: self.round });
    }

    fn finish(&mut self, reason: EndReason, events: &mut Vec<Event>) {
        self.phase = Phase::Over;
        self.end = Some(reason);
        self.deciding = SeatSet::EMPTY;
        for p in &mut self.seats {
            p.commit.reset(Step::Idle, 0);
        }
        let outcome = self.outcome().expect("over");
        events.push(Event::GameOver {
            reason,
            scores: outcome.scores.iter().copied().collect(),
            winners: outcome.winners().into_iter().collect(),
        });
    }

    /// Every card is in exactly one place, and the bookkeeping agrees.
    pub(crate) fn conservation(&self) -> Result<(), String> {
        let n = self.cards.cards().len();
        let mut count = vec![0usize; n];
        for &c in self.deck.iter().chain(&self.discard) {
            count[c as usize] += 1;
        }
        for (s, p) in self.seats.iter().enumerate() {
            if !p.hand.is_sorted() {
                return Err(format!("hand of seat {s} is not sorted"));
            }
            for &c in p
                .hand
                .iter()
                .chain(&p.tableau)
                .chain(&p.commit.building)
                .chain(&p.commit.spent)
            {
                count[c as usize] += 1;
            }
            let deciding = !matches!(p.commit.step, Step::Idle | Step::Committed);
            if deciding != self.deciding.contains(s) {
                return Err(format!(
                    "seat {s} is {:?} but deciding is {:?}",
                    p.commit.step, self.deciding
                ));
            }
            if p.commit.building.len() > 2 {
                return Err(format!("seat {s} builds more than two"));
            }
        }
        if let Some(gc) = self.cards.contractor() {
            count[gc as usize] += self.contractors as usize + self.removed as usize;
        }
        for (id, c) in self.cards.cards().iter().enumerate() {
            if count[id] != c.copies as usize {
                return Err(format!(
                    "{} copies of {} instead of {}",
                    count[id], c.name, c.copies
                ));
            }
        }
        if self.phase == Phase::Over && !self.deciding.is_empty() {
            return Err("deciding after the end".into());
        }
        if self.phase != Phase::Over && self.deciding.is_empty() {
            return Err("nobody to act before the end".into());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::merge_into;

    #[test]
    fn drawn_cards_merge_into_a_sorted_hand() {
        let mut hand = vec![1, 4, 4, 9];
        merge_into(&mut hand, &[0, 4, 5, 12]);
        assert_eq!(hand, vec![0, 1, 4, 4, 4, 5, 9, 12]);
        let mut empty = Vec::new();
        merge_into(&mut empty, &[2, 3]);
        assert_eq!(empty, vec![2, 3]);
    }
}

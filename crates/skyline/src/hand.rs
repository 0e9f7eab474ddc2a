//! A player's money by currency, kept with each purse's row in the payment
//! tables, and the minimal payments (SK-5) a hand can make for the yard.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::cards::{MoneyCard, Payment};
use crate::data::{Currency, SLOTS};
use crate::payments::{
    LOWEST_PRICE, MINIMAL, PRICES, SMALL, minimal_payments, purse_row, set_payment,
};

/// A player's money: the cards of each currency, and each currency's total
/// and row in the payment tables (kept up to date: the rules ask for them
/// often).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "HandJson", into = "HandJson")]
pub struct Hand {
    purses: [Payment; 4],
    totals: [u8; 4],
    rows: [u16; 4],
}

/// The JSON form of a hand: its purses and totals.
#[derive(Clone, Copy, Serialize, Deserialize)]
struct HandJson {
    purses: [Payment; 4],
    totals: [u8; 4],
}

impl From<HandJson> for Hand {
    fn from(j: HandJson) -> Hand {
        Hand {
            purses: j.purses,
            totals: j.totals,
            rows: j.purses.map(purse_row),
        }
    }
}

impl From<Hand> for HandJson {
    fn from(h: Hand) -> HandJson {
        HandJson {
            purses: h.purses,
            totals: h.totals,
        }
    }
}

impl Hand {
    pub fn from_cards(cards: impl IntoIterator<Item = MoneyCard>) -> Hand {
        let mut h = Hand::default();
        for c in cards {
            h.add(c);
        }
        h
    }

    pub fn add(&mut self, card: MoneyCard) {
        let c = card.currency().index();
        self.purses[c] = self.purses[c].plus(card.value() as usize);
        self.totals[c] += card.value();
        self.rows[c] = purse_row(self.purses[c]);
    }

    /// Whether each currency's total is the sum of its cards (a hand read
    /// from a file carries both).
    pub(crate) fn totals_agree(&self) -> bool {
        (0..4).all(|c| self.totals[c] as u32 == self.purses[c].total())
    }

    /// The row of the purse of slot `i`'s currency in the payment tables.
    pub(crate) fn row(&self, i: usize) -> u16 {
        self.rows[i]
    }

    /// The cards of one currency.
    pub fn purse(&self, currency: Currency) -> Payment {
        self.purses[currency.index()]
    }

    pub fn count(&self, card: MoneyCard) -> u8 {
        self.purses[card.currency().index()].count(card.value())
    }

    /// Removes one copy of `card`; false if there is none.
    pub fn remove(&mut self, card: MoneyCard) -> bool {
        let c = card.currency().index();
        let v = card.value();
        if self.purses[c].count(v) == 0 {
            return false;
        }
        self.purses[c].0 -= 1 << ((v as u32 - 1) * 2);
        self.totals[c] -= v;
        self.rows[c] = purse_row(self.purses[c]);
        true
    }

    /// The highest card of `payment` this hand lacks, if any.
    #[inline]
    pub fn missing(&self, currency: Currency, payment: Payment) -> Option<MoneyCard> {
        let purse = self.purses[currency.index()];
        if payment.is_within(purse) {
            return None;
        }
        Hand::first_missing(purse, currency, payment)
    }

    #[cold]
    fn first_missing(purse: Payment, currency: Currency, payment: Payment) -> Option<MoneyCard> {
        (1..=9u8)
            .rev()
            .find(|&v| payment.count(v) > purse.count(v))
            .map(|v| MoneyCard::new(currency, v))
    }

    /// Takes `payment` out of the hand; it must be there.
    pub fn pay(&mut self, currency: Currency, payment: Payment) {
        self.pay_total(currency, payment, payment.total());
    }

    /// [`Hand::pay`] of a payment whose total is known.
    pub(crate) fn pay_total(&mut self, currency: Currency, payment: Payment, total: u32) {
        debug_assert!(payment.is_within(self.purses[currency.index()]));
        debug_assert_eq!(payment.total(), total);
        let c = currency.index();
        // Field by field no count goes below zero, so no borrow crosses fields.
        self.purses[c].0 -= payment.0;
        self.totals[c] -= total as u8;
        self.rows[c] = purse_row(self.purses[c]);
    }

    /// Total value of one currency.
    pub fn total(&self, currency: Currency) -> u32 {
        self.totals[currency.index()] as u32
    }

    /// Total value of every card, currencies disregarded.
    pub fn grand_total(&self) -> u32 {
        self.totals.iter().map(|&t| t as u32).sum()
    }

    /// Number of cards.
    pub fn len(&self) -> usize {
        self.purses.iter().map(|p| p.len() as usize).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.totals == [0; 4]
    }

    /// Every card, sorted by currency then value.
    pub fn cards(&self) -> Vec<MoneyCard> {
        let mut out = Vec::with_capacity(self.len());
        for i in 0..MoneyCard::KINDS {
            let card = MoneyCard::from_index(i);
            out.extend(std::iter::repeat_n(card, self.count(card) as usize));
        }
        out
    }
}

impl fmt::Debug for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.cards()).finish()
    }
}

/// SK-5 for every slot of the yard: calls `f` with each slot (0 to 3) and
/// each minimal payment for its building from the `hand`'s cards of the
/// slot's currency, slot by slot, each slot's in the order of
/// [`minimal_payments`]. `prices[i]` is `u8::MAX` for an empty slot.
#[inline(always)]
pub(crate) fn yard_payments(hand: &Hand, prices: [u8; SLOTS], mut f: impl FnMut(usize, Payment)) {
    // Small purses: their sets for all slots side by side, 16 bits a slot,
    // found without branching. A big purse that may afford its building
    // needs the search.
    let mut sets = 0u64;
    let mut rows = [0; SLOTS];
    let mut search_needed = false;
    for (i, &price) in prices.iter().enumerate() {
        let currency = Currency::of_slot(i);
        let row = (hand.row(i) as usize).min(SMALL);
        let small = row < SMALL;
        let column = (price as u32).wrapping_sub(LOWEST_PRICE).min(PRICES as u32);
        sets |= (MINIMAL[row][column as usize] as u64) << (16 * i);
        rows[i] = row;
        search_needed |= !small && hand.total(currency) >= price as u32;
    }
    if search_needed {
        yard_payments_searched(hand, prices, sets, rows, f);
        return;
    }
    while sets != 0 {
        let bit = sets.trailing_zeros() as usize;
        sets &= sets - 1;
        let slot = bit / 16;
        f(slot, Payment(set_payment(rows[slot], bit as u32 % 16)));
    }
}

/// [`yard_payments`] when a big purse has to be searched: slot by slot,
/// small purses from the tables still.
#[cold]
#[inline(never)]
fn yard_payments_searched(
    hand: &Hand,
    prices: [u8; SLOTS],
    sets: u64,
    rows: [usize; SLOTS],
    mut f: impl FnMut(usize, Payment),
) {
    for (i, &price) in prices.iter().enumerate() {
        if rows[i] < SMALL {
            let mut sets = (sets >> (16 * i)) as u16 as u32;
            while sets != 0 {
                let set = sets.trailing_zeros();
                sets &= sets - 1;
                f(i, Payment(set_payment(rows[i], set)));
            }
        } else {
            let currency = Currency::of_slot(i);
            minimal_payments(hand.purse(currency), hand.total(currency), price, |pay| {
                f(i, pay)
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hands_count_and_pay() {
        let mut h = Hand::from_cards([
            MoneyCard::new(Currency::Orange, 8),
            MoneyCard::new(Currency::Orange, 4),
            MoneyCard::new(Currency::Blue, 9),
        ]);
        assert_eq!(h.total(Currency::Orange), 12);
        assert_eq!(h.grand_total(), 21);
        let p = Payment::from_values(&[8, 4]).unwrap();
        assert_eq!(h.missing(Currency::Orange, p), None);
        assert_eq!(
            h.missing(Currency::Blue, p),
            Some(MoneyCard::new(Currency::Blue, 8))
        );
        h.pay(Currency::Orange, p);
        assert_eq!(h.len(), 1);
    }
}

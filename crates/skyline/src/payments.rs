//! SK-5: the minimal payments of a purse for a price, the heart of the legal
//! buys. Purses of up to four cards, most of them, are looked up in tables
//! built at compile time; bigger ones are searched.

use crate::cards::Payment;

/// The payment of the cards at the positions of `set`, for the purse of
/// `row`.
#[inline]
pub(crate) fn set_payment(row: usize, set: u32) -> u32 {
    SET_PAYMENTS[row.min(SMALL)][set as usize & 15]
}

/// SK-5: calls `f` with every minimal payment of at least `price` from a
/// currency's `purse` holding `total`: sets of cards reaching the price from
/// which no card can be removed while still reaching it. They come in
/// ascending order of how many cards of the highest value they use, then of
/// the next value, and so on (the order of [`search`]).
#[inline]
pub(crate) fn minimal_payments(purse: Payment, total: u32, price: u8, mut f: impl FnMut(Payment)) {
    let price = price as u32;
    if total < price {
        return;
    }
    // Often the whole purse is needed: then it is the only minimal payment
    // (any other set lacks a card at least as big as the smallest).
    let smallest = purse.0.trailing_zeros() / 2 + 1;
    if total - smallest < price {
        f(purse);
        return;
    }
    if let Some(i) = small_index(purse.0)
        && let Some(&sets) = MINIMAL[i][..PRICES].get(price.wrapping_sub(LOWEST_PRICE) as usize)
    {
        let mut sets = sets as u32;
        while sets != 0 {
            let set = sets.trailing_zeros();
            sets &= sets - 1;
            f(Payment(set_payment(i, set)));
        }
        return;
    }
    search(purse.0, total, price, 0, &mut f);
}

/// Adds to the partial payment `pay` cards of `purse` (worth `total`, at
/// least `need`, which is above 0) to reach `need` more, highest value first:
/// for 0, 1, 2.. cards of the highest value, first the ways to go on with
/// smaller values, then the next card, which may complete the payment.
///
/// A set is complete the moment it reaches the price: its last card is then
/// its smallest, and without it the set was short, which is exactly
/// minimality. Each minimal set has one such descending order, so each comes
/// out once.
fn search(purse: u32, total: u32, need: u32, mut pay: u32, f: &mut impl FnMut(Payment)) {
    // The highest value held: its field, its value and its copies; the
    // smaller values and their total.
    let shift = (31 - purse.leading_zeros()) & !1;
    let value = shift / 2 + 1;
    let copies = purse >> shift;
    let smaller = purse & ((1 << shift) - 1);
    let rest = total - copies * value;
    let mut need = need;
    for _ in 0..copies {
        // (Enough in smaller values implies there are some.)
        if rest >= need {
            go_on(smaller, rest, need, pay, f);
        }
        pay += 1 << shift;
        if need <= value {
            f(Payment(pay));
            return;
        }
        need -= value;
    }
    if rest >= need {
        go_on(smaller, rest, need, pay, f);
    }
}

/// Completes `pay` with the minimal payments of `need` from `purse`: from
/// the tables when it is small, else by [`search`].
#[inline]
fn go_on(purse: u32, total: u32, need: u32, pay: u32, f: &mut impl FnMut(Payment)) {
    if let Some(row) = small_index(purse)
        && let Some(&sets) = MINIMAL[row][..PRICES].get(need.wrapping_sub(LOWEST_PRICE) as usize)
    {
        let mut sets = sets as u32;
        while sets != 0 {
            let set = sets.trailing_zeros();
            sets &= sets - 1;
            f(Payment(pay + set_payment(row, set)));
        }
    } else {
        search(purse, total, need, pay, f);
    }
}

// The tables. A purse of at most MAX_CARDS cards gets an index: its low
// half (values 1 to 5, ten bits) ranks among low halves by number of cards,
// so that those that fit beside a given high half (values 6 to 9) come
// first; each high half has an offset and the number of low halves that fit.

/// Purses with more cards are searched.
const MAX_CARDS: u32 = 4;
/// Building prices run from 2 to 13 (`data::PRICES`); the search also asks
/// for what is left to pay, down to 1.
pub(crate) const LOWEST_PRICE: u32 = 1;
pub(crate) const PRICES: usize = 13;
// Every price a deck may give (`deck::price_range`: 2 to 13) is in the tables.
const _: () = assert!(LOWEST_PRICE <= 2 && 5 + 8 < LOWEST_PRICE + PRICES as u32);
const LOW_BITS: u32 = 10;

const fn cards(purse: u32) -> u32 {
    let mut n = 0;
    let mut field = 0;
    while field < 9 {
        n += (purse >> (2 * field)) & 3;
        field += 1;
    }
    n
}

/// Rank of each low half among those of at most MAX_CARDS cards, by cards;
/// `u16::MAX` for more.
static LOW_RANK: [u16; 1 << LOW_BITS] = {
    let mut rank = [u16::MAX; 1 << LOW_BITS];
    let mut next = 0;
    let mut n = 0;
    while n <= MAX_CARDS {
        let mut low = 0;
        while low < 1 << LOW_BITS {
            if cards(low) == n {
                rank[low as usize] = next;
                next += 1;
            }
            low += 1;
        }
        n += 1;
    }
    rank
};

/// How many low halves have at most `n` cards.
const fn lows_up_to(n: u32) -> u16 {
    let mut count = 0;
    let mut low = 0;
    while low < 1 << LOW_BITS {
        if cards(low) <= n {
            count += 1;
        }
        low += 1;
    }
    count
}

/// Per high half: the index of its first purse, and how many low halves fit
/// beside it (0 if it has too many cards itself).
static HIGH: [(u16, u16); 1 << (18 - LOW_BITS)] = {
    let mut high = [(0, 0); 1 << (18 - LOW_BITS)];
    let mut offset = 0;
    let mut h = 0;
    while h < 1 << (18 - LOW_BITS) {
        let n = cards(h << LOW_BITS);
        if n <= MAX_CARDS {
            let fit = lows_up_to(MAX_CARDS - n);
            high[h as usize] = (offset, fit);
            offset += fit;
        }
        h += 1;
    }
    high
};

/// Purses of at most MAX_CARDS cards.
pub(crate) const SMALL: usize = {
    let mut count = 0;
    let mut h = 0;
    while h < 1 << (18 - LOW_BITS) {
        let n = cards(h << LOW_BITS);
        if n <= MAX_CARDS {
            count += lows_up_to(MAX_CARDS - n) as usize;
        }
        h += 1;
    }
    count
};

/// The index of a purse of at most MAX_CARDS cards.
#[inline]
fn small_index(purse: u32) -> Option<usize> {
    let rank = LOW_RANK[(purse & ((1 << LOW_BITS) - 1)) as usize];
    let (offset, fit) = HIGH[(purse >> LOW_BITS) as usize & ((1 << (18 - LOW_BITS)) - 1)];
    (rank < fit).then(|| offset as usize + rank as usize)
}

/// The row of a purse in the tables: its index if small; big purses get
/// the last row, which is all zeros.
#[inline]
pub(crate) fn purse_row(purse: Payment) -> u16 {
    small_index(purse.0).unwrap_or(SMALL) as u16
}

/// The purse of each index.
const PURSES: [u32; SMALL] = {
    let mut purses = [0; SMALL];
    let mut h = 0;
    while h < 1 << (18 - LOW_BITS) {
        let (offset, fit) = HIGH[h as usize];
        let mut low = 0;
        while low < 1 << LOW_BITS {
            let rank = LOW_RANK[low as usize];
            if rank < fit {
                purses[(offset + rank) as usize] = h << LOW_BITS | low;
            }
            low += 1;
        }
        h += 1;
    }
    purses
};

/// Per purse, its cards by ascending value, as the field shift of each card,
/// one per byte (positions past the cards hold 0 and are never used).
const SHIFTS: [u32; SMALL] = {
    let mut shifts = [0; SMALL];
    let mut i = 0;
    while i < SMALL {
        let mut position = 0;
        let mut field = 0;
        while field < 9 {
            let mut copies = (PURSES[i] >> (2 * field)) & 3;
            while copies > 0 {
                shifts[i] |= (2 * field) << (8 * position);
                position += 1;
                copies -= 1;
            }
            field += 1;
        }
        i += 1;
    }
    shifts
};

/// Per purse, the payment of each set of its cards (bit i: the card at
/// position i, by ascending value).
static SET_PAYMENTS: [[u32; 16]; SMALL + 1] = {
    let mut payments = [[0; 16]; SMALL + 1];
    let mut i = 0;
    while i < SMALL {
        let n = cards(PURSES[i]);
        let mut set = 0;
        while set < 16 {
            let mut position = 0;
            while position < n {
                if set & (1 << position) != 0 {
                    payments[i][set] += 1 << ((SHIFTS[i] >> (8 * position)) & 0xFF);
                }
                position += 1;
            }
            set += 1;
        }
        i += 1;
    }
    payments
};

/// Per purse and price (from the lowest), the sets of card positions that
/// are minimal payments, as bits of a mask (bit `set`). Of equal cards, a set
/// takes the lowest positions first, so each payment is one set; ascending
/// sets are the order of [`search`] (the highest card is the highest bit).
/// The last column (any other price) and the last row (big purses) are 0.
pub(crate) static MINIMAL: [[u16; PRICES + 1]; SMALL + 1] = {
    let mut minimal = [[0; PRICES + 1]; SMALL + 1];
    let mut i = 0;
    while i < SMALL {
        let n = cards(PURSES[i]);
        let shifts = SHIFTS[i];
        let mut set = 1;
        while set < 1 << n {
            let mut sum = 0;
            let mut smallest = 0;
            let mut canonical = true;
            let mut position = 0;
            while position < n {
                let shift = (shifts >> (8 * position)) & 0xFF;
                if set & (1 << position) != 0 {
                    sum += shift / 2 + 1;
                    if smallest == 0 {
                        smallest = shift / 2 + 1;
                    }
                    // A copy picked while the one before it is not.
                    if position > 0
                        && set & (1 << (position - 1)) == 0
                        && (shifts >> (8 * (position - 1))) & 0xFF == shift
                    {
                        canonical = false;
                    }
                }
                position += 1;
            }
            // Minimal for the prices above sum - smallest, up to sum.
            let mut price = sum - smallest + 1;
            while canonical && price <= sum {
                if price >= LOWEST_PRICE && price < LOWEST_PRICE + PRICES as u32 {
                    minimal[i][(price - LOWEST_PRICE) as usize] |= 1 << set;
                }
                price += 1;
            }
            set += 1;
        }
        i += 1;
    }
    minimal
};

#[cfg(test)]
mod tests {
    use super::*;

    /// The minimal payments in [`search`] order, by search alone.
    fn searched(purse: Payment, price: u8) -> Vec<Payment> {
        let mut out = Vec::new();
        let (total, price) = (purse.total(), price as u32);
        if total >= price {
            search(purse.0, total, price, 0, &mut |p| out.push(p));
        }
        out
    }

    fn listed(purse: Payment, price: u8) -> Vec<Payment> {
        let mut out = Vec::new();
        minimal_payments(purse, purse.total(), price, |p| out.push(p));
        out
    }

    fn all_payments(counts: [u8; 9], price: u8) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        let purse = Payment::from_values(
            &(1..=9u8)
                .flat_map(|v| std::iter::repeat_n(v, counts[v as usize - 1] as usize))
                .collect::<Vec<_>>(),
        )
        .unwrap();
        minimal_payments(purse, purse.total(), price, |p| {
            out.push(p.values().collect())
        });
        out.sort();
        out
    }

    /// Every sub-multiset, checked for minimality the slow way.
    fn brute_force(counts: [u8; 9], price: u8) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        let mut k = [0u8; 9];
        loop {
            let total: u32 = (0..9).map(|i| (i as u32 + 1) * k[i] as u32).sum();
            let smallest = (0..9).find(|&i| k[i] > 0).map(|i| i as u32 + 1);
            if smallest.is_some_and(|m| total >= price as u32 && total - m < price as u32) {
                let mut values: Vec<u8> = Vec::new();
                for v in (1..=9u8).rev() {
                    values.extend(std::iter::repeat_n(v, k[v as usize - 1] as usize));
                }
                out.push(values);
            }
            // Next combination, odometer style.
            let mut i = 0;
            loop {
                if i == 9 {
                    out.sort();
                    return out;
                }
                if k[i] < counts[i] {
                    k[i] += 1;
                    break;
                }
                k[i] = 0;
                i += 1;
            }
        }
    }

    #[test]
    fn minimal_payments_match_brute_force() {
        let hands = [
            [1, 0, 2, 0, 1, 0, 0, 1, 0],
            [3, 3, 0, 1, 0, 2, 0, 0, 1],
            [0, 0, 0, 0, 0, 0, 0, 0, 3],
            [2, 1, 1, 1, 1, 1, 1, 1, 1],
            [0; 9],
        ];
        for counts in hands {
            for price in 2..=13 {
                assert_eq!(
                    all_payments(counts, price),
                    brute_force(counts, price),
                    "{counts:?} price {price}"
                );
            }
        }
        assert_eq!(
            all_payments([0, 0, 0, 1, 0, 0, 0, 1, 0], 11),
            vec![vec![8, 4]]
        );
    }

    #[test]
    fn small_purses_are_indexed_one_to_one() {
        assert_eq!(SMALL, 706);
        // `Hand::default` holds row 0 for its empty purses.
        assert_eq!(purse_row(Payment::default()), 0);
        let mut seen = vec![false; SMALL];
        for purse in 0..1u32 << 18 {
            // Every 18-bit word is a purse (at most three cards a value).
            let fits = cards(purse) <= MAX_CARDS;
            match small_index(purse) {
                Some(i) => {
                    assert!(fits && !seen[i] && PURSES[i] == purse);
                    seen[i] = true;
                }
                None => assert!(!fits, "{purse:b}"),
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn sk5_tables_agree_with_the_search_for_every_small_purse_and_price() {
        for &purse in PURSES.iter() {
            for price in 1..=20 {
                let purse = Payment(purse);
                assert_eq!(
                    listed(purse, price),
                    searched(purse, price),
                    "{purse:?} {price}"
                );
            }
        }
    }
}

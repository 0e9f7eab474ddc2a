//! The computations at the heart of the rules: which payments are minimal
//! (SK-5), how tied majorities share points (SK-9), and shuffling.

use urbs_engine::GameRng;
use urbs_engine::rand::Rng;

use crate::cards::Payment;
use crate::data::VALUES;

/// SK-5: calls `f` with every minimal payment of at least `price` from a
/// currency's `counts` (index 0 is value 1): sets of cards reaching the price
/// from which no card can be removed while still reaching it.
///
/// Cards are added highest value first and a set is complete the moment it
/// reaches the price: its last card is then its smallest, and without it the
/// set was short, which is exactly minimality. Each minimal set has one such
/// descending order, so each comes out once.
#[inline]
pub(crate) fn minimal_payments(purse: Payment, total: u32, price: u8, mut f: impl FnMut(Payment)) {
    let price = price as u32;
    if total < price {
        return;
    }
    // Often the whole purse is needed: then it is the only minimal payment
    // (any other set lacks a card at least as big as the smallest).
    let smallest = purse.present().trailing_zeros() / 2 + 1;
    if total - smallest < price {
        f(purse);
        return;
    }
    search(purse, price, f);
}

fn search(purse: Payment, price: u32, mut f: impl FnMut(Payment)) {
    // Levels: the values held, highest first, with their copies, the unit
    // that adds one card of the value to a packed payment, and rest[i], the
    // total of levels i and below.
    let mut value = [0u32; VALUES];
    let mut copies = [0u32; VALUES];
    let mut unit = [0u32; VALUES];
    let mut rest = [0u32; VALUES + 1];
    let mut levels = 0;
    let mut present = purse.present();
    while present != 0 {
        let bit = 31 - present.leading_zeros();
        value[levels] = bit / 2 + 1;
        copies[levels] = (purse.0 >> bit) & 3;
        unit[levels] = 1 << bit;
        levels += 1;
        present &= !(1 << bit);
    }
    for i in (0..levels).rev() {
        rest[i] = rest[i + 1] + value[i] * copies[i];
    }
    // Depth-first, without recursion: at level i, `taken[i]` cards are in the
    // payment, whose total is `sum`; `before[i]` is the total before level i.
    // Invariant: sum < price.
    let mut taken = [0u32; VALUES];
    let mut before = [0u32; VALUES];
    let (mut i, mut sum, mut pay) = (0usize, 0u32, 0u32);
    loop {
        // Go down a level if the smaller values can still reach the price.
        if i + 1 < levels && sum + rest[i + 1] >= price {
            i += 1;
            before[i] = sum;
            taken[i] = 0;
            continue;
        }
        // Else add a card of this level, or back up.
        loop {
            if taken[i] < copies[i] {
                taken[i] += 1;
                sum += value[i];
                pay += unit[i];
                if sum < price {
                    break;
                }
                f(Payment(pay));
            }
            // Level exhausted, or complete (a further card would be spare).
            sum = before[i];
            pay -= taken[i] * unit[i];
            if i == 0 {
                return;
            }
            i -= 1;
        }
    }
}

/// SK-9: adds to `out[o]` the points owner `o` earns for one building type,
/// where `counts[o]` is how many buildings of the type `o` owns and
/// `by_rank[r]` the points of rank `r + 1` (0 where the scoring pays none).
///
/// Owners without a building of the type do not rank. Owners with equal
/// counts occupy consecutive ranks, add up their points and share them,
/// rounding down.
pub fn share_ranks(counts: &[u8], by_rank: [i32; 3], out: &mut [i32]) {
    for (o, &c) in counts.iter().enumerate() {
        if c == 0 {
            continue;
        }
        let (mut above, mut tied) = (0, 0);
        for &d in counts {
            above += usize::from(d > c);
            tied += usize::from(d == c);
        }
        let ranks = by_rank.len();
        let pot: i32 = by_rank[above.min(ranks)..(above + tied).min(ranks)]
            .iter()
            .sum();
        out[o] += pot / tied as i32;
    }
}

/// Shuffles `items` uniformly (Fisher-Yates).
pub(crate) fn shuffle<T>(items: &mut [T], rng: &mut GameRng) {
    for i in (1..items.len()).rev() {
        items.swap(i, below(rng, i as u32 + 1) as usize);
    }
}

/// A uniform number in `0..n` from one 32-bit draw, rarely more (Lemire's
/// multiply-and-reject: no bias, no division in the common case).
fn below(rng: &mut GameRng, n: u32) -> u32 {
    let mut m = rng.next_u32() as u64 * n as u64;
    if (m as u32) < n {
        let threshold = n.wrapping_neg() % n;
        while (m as u32) < threshold {
            m = rng.next_u32() as u64 * n as u64;
        }
    }
    (m >> 32) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn shuffles_are_uniform() {
        // Every order of three items, about equally often.
        let mut rng = urbs_engine::rng_from_seed(3);
        let mut counts = std::collections::BTreeMap::new();
        for _ in 0..6000 {
            let mut items = [0, 1, 2];
            shuffle(&mut items, &mut rng);
            *counts.entry(items).or_insert(0) += 1;
        }
        assert_eq!(counts.len(), 6);
        assert!(
            counts.values().all(|&c| (850..1150).contains(&c)),
            "{counts:?}"
        );
    }

    #[test]
    fn shared_ranks() {
        let mut out = [0; 4];
        share_ranks(&[3, 3, 2, 2], [20, 12, 5], &mut out);
        assert_eq!(out, [16, 16, 2, 2]);
        let mut out = [0; 3];
        share_ranks(&[0, 1, 0], [1, 0, 0], &mut out);
        assert_eq!(out, [0, 1, 0]);
    }
}

//! The two computations at the heart of the rules: which payments are minimal
//! (SK-5) and how tied majorities share points (SK-9).

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
pub(crate) fn minimal_payments(counts: &[u8; VALUES], price: u8, mut f: impl FnMut(Payment)) {
    // below[v]: the total of all cards of value v or less.
    let mut below = [0u32; VALUES + 1];
    for v in 1..=VALUES {
        below[v] = below[v - 1] + v as u32 * counts[v - 1] as u32;
    }
    descend(counts, &below, VALUES, 0, [0; VALUES], price as u32, &mut f);
}

fn descend(
    counts: &[u8; VALUES],
    below: &[u32; VALUES + 1],
    v: usize,
    sum: u32,
    mut chosen: [u8; VALUES],
    price: u32,
    f: &mut impl FnMut(Payment),
) {
    // Invariant: sum < price. Prune when even every smaller card is not enough.
    if sum + below[v] < price {
        return;
    }
    // below[0] == 0, so v >= 1 here.
    descend(counts, below, v - 1, sum, chosen, price, f);
    let mut s = sum;
    for _ in 0..counts[v - 1] {
        s += v as u32;
        chosen[v - 1] += 1;
        if s >= price {
            f(Payment::from_counts(&chosen));
            return;
        }
        descend(counts, below, v - 1, s, chosen, price, f);
    }
}

/// SK-9: adds to `out[o]` the points owner `o` earns for one building type,
/// where `counts[o]` is how many buildings of the type `o` owns and
/// `by_rank[r]` the points of rank `r + 1` (0 where the scoring pays none).
///
/// Owners without a building of the type do not rank. Owners with equal
/// counts occupy consecutive ranks, add up their points and share them,
/// rounding down.
pub(crate) fn share_ranks(counts: &[u8], by_rank: [i32; 3], out: &mut [i32]) {
    let mut rank = 0;
    let mut level = u8::MAX;
    loop {
        // The next lower count held by anyone.
        let Some(next) = counts.iter().copied().filter(|&c| c > 0 && c < level).max() else {
            return;
        };
        level = next;
        let tied = counts.iter().filter(|&&c| c == level).count();
        let pot: i32 = (rank..rank + tied)
            .map(|r| by_rank.get(r).copied().unwrap_or(0))
            .sum();
        let each = pot / tied as i32;
        for (o, &c) in counts.iter().enumerate() {
            if c == level {
                out[o] += each;
            }
        }
        rank += tied;
        if rank >= by_rank.len() {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_payments(counts: [u8; 9], price: u8) -> Vec<Vec<u8>> {
        let mut out = Vec::new();
        minimal_payments(&counts, price, |p| out.push(p.values().collect()));
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
    fn shared_ranks() {
        let mut out = [0; 4];
        share_ranks(&[3, 3, 2, 2], [20, 12, 5], &mut out);
        assert_eq!(out, [16, 16, 2, 2]);
        let mut out = [0; 3];
        share_ranks(&[0, 1, 0], [1, 0, 0], &mut out);
        assert_eq!(out, [0, 1, 0]);
    }
}

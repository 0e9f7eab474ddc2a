//! The computations at the heart of the rules: which takes the display
//! allows (SK-3), how tied majorities share points (SK-9), and shuffling.

use urbs_engine::{GameRng, below};

use crate::action::Action;
use crate::cards::MoneyCards;
use crate::data::{DISPLAY, TAKE_LIMIT};

/// SK-3: pushes every take the money `display` allows, each set of cards
/// once: first every distinct card alone, in display order; then every set
/// of two or more cards totalling at most [`TAKE_LIMIT`], by descending mask
/// of display positions.
#[inline(always)]
pub(crate) fn push_takes(display: MoneyCards, out: &mut Vec<Action>) {
    let d = display.0;
    let present = (1u32 << display.len()) - 1;
    // The display is sorted, so equal cards are adjacent; of equal cards
    // only the first ones may be picked, so that each set of cards comes
    // once. Bit i of `dups`: card i equals card i - 1 (bytes are card codes,
    // below 0x40, so adding 0x7F flags the nonzero ones without carries).
    let differs = ((d ^ (d << 8)) + 0x7F7F_7F7F) & 0x8080_8080;
    let dups = byte_flags(!differs & 0x8080_8000) & present;
    // Each card alone, without branching on the cards (random, so hard to
    // predict): pushed, then dropped again unless it is a take.
    let singles = present & !dups;
    for i in 0..DISPLAY as u32 {
        out.push(Action::Take(MoneyCards((d >> (8 * i)) & 0xFF)));
        let drop = 1 - ((singles >> i) & 1) as usize;
        out.truncate(out.len() - drop);
    }
    // Several cards: the value of each card small enough to go with another
    // (0 for the others), three bits per card, keys a table of the sets
    // within the limit; bit 15 - mask stands for the cards of `mask`.
    let values = d & 0x0F0F_0F0F;
    let big = (((values + 0x7B7B_7B7B) & 0x8080_8080) >> 7) * 0x0F;
    let small = values & !big;
    let key =
        (small & 7) | ((small >> 5) & 0x38) | ((small >> 10) & 0x1C0) | ((small >> 15) & 0xE00);
    let mut several = (MULTI_TAKES[key as usize] & !DUP_SKIPS[dups as usize]) as u32;
    while several != 0 {
        let bit = several.trailing_zeros();
        several &= several - 1;
        out.push(Action::Take(display.subset(15 - bit)));
    }
}

/// The bits 7, 15, 23 and 31 of `flags` as bits 0 to 3.
#[inline]
fn byte_flags(flags: u32) -> u32 {
    ((flags >> 7).wrapping_mul(0x0020_4081) >> 21) & 0xF
}

/// For three-bit values of four display cards (0: the card cannot go with
/// another), bit `15 - mask` is set when the cards at the positions of
/// `mask` are two or more, all small, and total at most [`TAKE_LIMIT`].
static MULTI_TAKES: [u16; 4096] = {
    let mut table = [0u16; 4096];
    let mut key = 0;
    while key < 4096 {
        let mut mask = 0;
        while mask < 16 {
            let mut total = 0;
            let mut cards = 0;
            let mut all_small = true;
            let mut i = 0;
            while i < 4 {
                if mask & (1 << i) != 0 {
                    let value = (key >> (3 * i)) & 7;
                    all_small &= value != 0;
                    total += value;
                    cards += 1;
                }
                i += 1;
            }
            if cards >= 2 && all_small && total <= TAKE_LIMIT as usize {
                table[key] |= 1 << (15 - mask);
            }
            mask += 1;
        }
        key += 1;
    }
    table
};

/// For a set of duplicate positions (bit i: card i equals card i - 1), bit
/// `15 - mask` is set when `mask` picks a duplicate without the card before
/// it.
const DUP_SKIPS: [u16; 16] = {
    let mut table = [0u16; 16];
    let mut dups = 0;
    while dups < 16 {
        let mut mask = 0;
        while mask < 16 {
            if mask & dups & !(mask << 1) != 0 {
                table[dups] |= 1 << (15 - mask);
            }
            mask += 1;
        }
        dups += 1;
    }
    table
};

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
        let pot: i32 = (above..(above + tied).min(by_rank.len()))
            .map(|r| by_rank[r])
            .sum();
        out[o] += pot / tied as i32;
    }
}

/// [`share_ranks`] for points of 0 or more and at most seven owners, whose
/// counts are the bytes of `counts` (the first `owners` bytes).
pub fn share_ranks_packed(counts: u64, owners: usize, by_rank: [i32; 3]) -> [i32; 7] {
    const BYTES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    debug_assert!(owners <= 7 && by_rank.iter().all(|&p| p >= 0));
    // Points of the ranks above r, for r = 0..3.
    let before = [
        0,
        by_rank[0],
        by_rank[0] + by_rank[1],
        by_rank[0] + by_rank[1] + by_rank[2],
    ];
    // The bytes of the owners; the others count as nothing.
    let used = (1u64 << (8 * owners)) - 1;
    let mut earned = [0; 7];
    for (o, e) in earned.iter_mut().enumerate().take(owners) {
        let c = (counts >> (8 * o)) & 0xFF;
        // Per byte d (counts are below 0x80): (0x80 + d) - c keeps the high
        // bit when d >= c, and (0x80 + c) - d when d <= c; flags summed by
        // a multiplication.
        let at_least = ((counts | HIGH) - c * BYTES) & HIGH & (used & HIGH);
        let at_most = (((c * BYTES) | HIGH) - counts) & HIGH & (used & HIGH);
        let above = ((at_least & !at_most) >> 7).wrapping_mul(BYTES) >> 56;
        let tied = ((at_least & at_most) >> 7).wrapping_mul(BYTES) >> 56;
        let pot = before[(above + tied).min(3) as usize] - before[above.min(3) as usize];
        // Owners without a building of the type do not rank (no branch:
        // their share is multiplied by 0).
        *e = pot / tied.max(1) as i32 * i32::from(c != 0);
    }
    earned
}

/// Shuffles `items` uniformly (Fisher-Yates).
pub(crate) fn shuffle<T>(items: &mut [T], rng: &mut GameRng) {
    for i in (1..items.len()).rev() {
        items.swap(i, below(rng, i as u32 + 1) as usize);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

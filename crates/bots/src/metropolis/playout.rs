//! The playout policy: the greedy bot's judgement at the cost of a move.
//!
//! The greedy bot weighs each choice by playing it one step ahead and
//! appraising the whole board, and searches deals at every turn; in a
//! playout that costs a hundred moves a step. Here the same measure of a
//! position (score, plus what the lots could still become, fading as the
//! deck runs out) is worked out only where a choice changes it: a lot
//! taken changes one block, a build one block, a deal the few lots it
//! names. Playouts propose no deals (a search for one is what cost most);
//! proposals that come up are answered by the same measure, as the greedy
//! bot answers them.

use urbs_engine::{GameRng, Seat};
use urbs_metropolis::{Action, Build, Deal, Lot, LotSet, Metropolis, Phase, data};

/// What a lot adds to its holder's prospects, and what a building is worth,
/// fade as the deck runs out (as in [`super::worth`]).
fn fade(g: &Metropolis) -> f64 {
    (g.deck_len() as f64 / 40.0).clamp(0.15, 0.6)
}

/// Pairs of lots side by side within `lots`.
fn pairs(lots: LotSet) -> usize {
    let d = data();
    lots.iter()
        .map(|l| d.adjacent(l).intersection(lots).len())
        .sum::<usize>()
        / 2
}

/// The prospects of the lots `lots` in the blocks `blocks` touches (bit
/// per block), before fading: the best building each block allows, a
/// little for every lot and for lots side by side.
fn prospects(g: &Metropolis, lots: LotSet, blocks: u32) -> f64 {
    let mut best = 0.0;
    let mut b = blocks;
    while b != 0 {
        let block = b.trailing_zeros() as usize;
        b &= b - 1;
        best += g.best_appraisal(lots, block) as f64;
        let here = lots.block_mask(block).count_ones() as f64;
        best += 0.5 * here;
    }
    best
}

/// The blocks the lots of `set` lie in, as bits.
fn blocks_of(set: LotSet) -> u32 {
    set.iter().fold(0, |b, l| b | 1 << l.block())
}

/// How `seat`'s worth changes when its lots go from `before` to `after`,
/// both built on nothing (the change is worked out in the blocks it
/// touches only).
fn lots_change(g: &Metropolis, before: LotSet, after: LotSet, f: f64) -> f64 {
    let touched = blocks_of(before.minus(after).union(after.minus(before)));
    let pairs_change = pairs(after) as f64 - pairs(before) as f64;
    f * (prospects(g, after, touched) - prospects(g, before, touched) + 0.4 * pairs_change)
}

/// What taking `lot` is worth to `seat`.
fn lot_gain(g: &Metropolis, seat: Seat, lot: Lot, f: f64) -> f64 {
    let mine = g.tokens(seat);
    let mut after = mine;
    after.insert(lot);
    lots_change(g, mine, after, f)
}

/// What `build` is worth to the active player `seat`: its value (less the
/// shares of consenting owners) less the prospects of its own lots it uses.
fn build_gain(g: &Metropolis, seat: Seat, build: Build, shares: u8, f: f64) -> f64 {
    let mine = g.tokens(seat);
    let value = g.appraise(build) as f64 * (100 - shares.min(100)) as f64 / 100.0;
    value + lots_change(g, mine, mine.minus(build.lots()), f)
}

/// What accepting `deal` is worth to `seat` (its active player or partner):
/// lots and points change hands, and a consent lets the active player
/// build, for the share.
fn deal_gain(g: &Metropolis, seat: Seat, deal: &Deal, f: f64) -> f64 {
    let active = seat == g.active();
    let (gets, gives) = if active {
        (deal.lots_to_active, deal.lots_to_partner)
    } else {
        (deal.lots_to_partner, deal.lots_to_active)
    };
    let mine = g.tokens(seat);
    let after = mine.minus(gives).union(gets);
    let mut gain = if active {
        -(deal.points_to_partner as f64)
    } else {
        deal.points_to_partner as f64
    };
    gain += lots_change(g, mine, after, f);
    if let Some(c) = deal.consent {
        let value = g.appraise(c.build) as f64;
        let used = c.build.lots().intersection(after);
        if active {
            gain += value * (100 - c.share.min(100)) as f64 / 100.0
                + lots_change(g, after, after.minus(used), f);
        } else {
            gain += value * c.share as f64 / 100.0 + lots_change(g, after, after.minus(used), f);
        }
    }
    gain
}

/// An offer is accepted when it is worth at least this much (as greedy).
const ACCEPT: f64 = 0.5;

/// The index of `want` in `legal`, or of the first action.
fn index_of(legal: &[Action], want: Action) -> usize {
    legal.iter().position(|&a| a == want).unwrap_or(0)
}

/// The policy; see the module docs.
pub fn playout(g: &Metropolis, seat: Seat, legal: &[Action], _rng: &mut GameRng) -> Option<usize> {
    let f = fade(g);
    let mut best = (0, f64::NEG_INFINITY);
    let mut consider = |i: usize, v: f64| {
        if v > best.1 {
            best = (i, v);
        }
    };
    match g.phase() {
        Phase::Take => {
            for (i, &a) in legal.iter().enumerate() {
                match a {
                    Action::Take(lot) => consider(i, lot_gain(g, seat, lot, f)),
                    // MP-4: help the receiver as little as possible.
                    Action::Gift { lot, to } => consider(i, -lot_gain(g, to as Seat, lot, f)),
                    _ => {}
                }
            }
        }
        Phase::Main => {
            for (i, &a) in legal.iter().enumerate() {
                match a {
                    Action::End => consider(i, 0.0),
                    Action::Build(b) => {
                        let shares = g.consent_shares(b);
                        consider(i, build_gain(g, seat, b, shares, f));
                    }
                    _ => {}
                }
            }
        }
        Phase::Answer | Phase::Reply => {
            let accept = g
                .offer()
                .is_some_and(|deal| deal_gain(g, seat, &deal, f) >= ACCEPT);
            return Some(index_of(
                legal,
                if accept {
                    Action::Accept
                } else {
                    Action::Decline
                },
            ));
        }
        // A draft the search began is sent as it stands; playouts start none.
        Phase::Draft | Phase::Counter => {
            let send = g.drafting().is_some_and(|d| !d.is_empty());
            return Some(index_of(
                legal,
                if send { Action::Send } else { Action::Cancel },
            ));
        }
        Phase::Propose => return Some(index_of(legal, Action::Cancel)),
        Phase::Over => return None,
    }
    (best.1 > f64::NEG_INFINITY).then_some(best.0)
}

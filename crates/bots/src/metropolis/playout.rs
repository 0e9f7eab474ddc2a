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
//!
//! Its weights are a [`Thumb`]: the playouts' own ([`PLAYOUT`], the greedy
//! bot's measure), or ones tuned to beat them ([`TUNED`], `+tuned`;
//! `examples/thumb.rs` finds them).

use serde::{Deserialize, Serialize};
use urbs_engine::{Game, GameRng, Seat, Table, rng_from_seed};
use urbs_metropolis::{
    Action, Build, Deal, Lot, LotSet, MAX_BLOCKS, MAX_PLAYERS, Metropolis, Phase, data,
};

use crate::ismcts::{Ahead, Playout};

/// The weights of the playouts' rules of thumb, in points.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Thumb {
    /// Lots left in the deck at which the prospects count in full (before
    /// the clamp below).
    pub deck: f64,
    /// The least share of the prospects that counts, however few lots are left.
    pub fade_min: f64,
    /// The most, however many.
    pub fade_max: f64,
    /// What a lot is worth in itself.
    pub lot: f64,
    /// What two lots side by side are worth.
    pub pair: f64,
    /// An offer is accepted when it is worth at least this much.
    pub accept: f64,
    /// A build is made when it is worth more than this.
    pub build: f64,
    /// A lot taken is worth this share, too, of what it would have been
    /// worth to the other seat it would help most (0: not weighed, and not
    /// worked out).
    pub deny: f64,
}

/// The playouts' own weights: the greedy bot's measure (Expert's playouts).
pub const PLAYOUT: Thumb = Thumb {
    deck: 40.0,
    fade_min: 0.15,
    fade_max: 0.6,
    lot: 0.5,
    pair: 0.4,
    accept: 0.5,
    build: 0.0,
    deny: 0.0,
};

/// Weights tuned against three seats of [`PLAYOUT`] (`+tuned`): two passes
/// of `examples/thumb.rs` (`thumb metropolis 20000 1 6`, then `thumb
/// metropolis 20000 3 4` from the first's weights; docs/strength.md,
/// eighteenth run), rounded to three digits. Prospects count more and fade
/// later, lots side by side twice as much, and a build must gain some 0.4.
/// The search found [`Thumb::deny`] worth 0.102; it is left at 0 here, which
/// wins nearly as often (0.439 against 0.449 of the games against three of
/// [`PLAYOUT`]) and leaves the search half as many iterations again.
pub const TUNED: Thumb = Thumb {
    deck: 19.3,
    fade_min: 0.181,
    fade_max: 1.36,
    lot: 0.747,
    pair: 0.917,
    accept: 0.5,
    build: 0.391,
    deny: 0.0,
};

/// What a lot adds to its holder's prospects, and what a building is worth,
/// fade as the deck runs out (as in [`super::worth`]).
pub(super) fn fade(t: &Thumb, g: &Metropolis) -> f64 {
    (g.deck_len() as f64 / t.deck).clamp(t.fade_min, t.fade_max)
}

/// The prospects of the lots `lots` in the blocks `blocks` touches (bit
/// per block), before fading: the best building each block allows, a
/// little for every lot and for lots side by side.
pub(super) fn prospects(t: &Thumb, g: &Metropolis, lots: LotSet, blocks: u32) -> f64 {
    let mut best = 0.0;
    let mut b = blocks;
    while b != 0 {
        let block = b.trailing_zeros() as usize;
        b &= b - 1;
        best += g.best_appraisal(lots, block) as f64;
        let here = lots.block_mask(block).count_ones() as f64;
        best += t.lot * here;
    }
    best
}

/// The blocks the lots of `set` lie in, as bits.
pub(super) fn blocks_of(set: LotSet) -> u32 {
    (0..MAX_BLOCKS)
        .filter(|&b| set.block_mask(b) != 0)
        .fold(0, |m, b| m | 1 << b)
}

/// How many more pairs of lots side by side `after` holds than `before`,
/// counted in the blocks where they differ only (pairs never cross a
/// street).
pub(super) fn pairs_change(before: LotSet, after: LotSet) -> f64 {
    let d = data();
    let mut change = 0i32;
    let mut differ = blocks_of(before.minus(after).union(after.minus(before)));
    while differ != 0 {
        let b = differ.trailing_zeros() as usize;
        differ &= differ - 1;
        change += d.pairs_within(b, after.block_mask(b)) as i32;
        change -= d.pairs_within(b, before.block_mask(b)) as i32;
    }
    f64::from(change)
}

/// A seat's lots before a choice, with their prospects block by block,
/// each worked out once however many of the choices weighed touch the
/// block (a turn's builds are mostly in the same few blocks).
pub(super) struct Before {
    pub(super) lots: LotSet,
    /// The prospects in each block, NaN until asked for.
    blocks: [f64; MAX_BLOCKS],
}

impl Before {
    pub(super) fn new(lots: LotSet) -> Before {
        Before {
            lots,
            blocks: [f64::NAN; MAX_BLOCKS],
        }
    }

    /// [`prospects`] of these lots in the blocks `touched`.
    pub(super) fn prospects(&mut self, t: &Thumb, g: &Metropolis, touched: u32) -> f64 {
        if touched.count_ones() != 1 {
            return prospects(t, g, self.lots, touched);
        }
        let slot = &mut self.blocks[touched.trailing_zeros() as usize];
        if slot.is_nan() {
            *slot = prospects(t, g, self.lots, touched);
        }
        *slot
    }
}

/// How `seat`'s worth changes when its lots go from `before` to `after`,
/// both built on nothing (the change is worked out in the blocks it
/// touches only).
pub(super) fn lots_change(
    t: &Thumb,
    g: &Metropolis,
    before: &mut Before,
    after: LotSet,
    f: f64,
) -> f64 {
    let lots = before.lots;
    let touched = blocks_of(lots.minus(after).union(after.minus(lots)));
    let pairs_change = pairs_change(lots, after);
    f * (prospects(t, g, after, touched) - before.prospects(t, g, touched) + t.pair * pairs_change)
}

/// What taking `lot` is worth to the seat whose lots are `mine`.
pub(super) fn lot_gain(t: &Thumb, g: &Metropolis, mine: &mut Before, lot: Lot, f: f64) -> f64 {
    let mut after = mine.lots;
    after.insert(lot);
    lots_change(t, g, mine, after, f)
}

/// What taking `lot` is worth to `seat`, with [`Thumb::deny`]'s share of
/// what it would be worth to the other seat it would help most.
/// (`seats`: every seat's lots, as far as weighed yet.)
pub(super) fn take_gain(
    t: &Thumb,
    g: &Metropolis,
    seats: &mut [Option<Before>],
    seat: Seat,
    lot: Lot,
    f: f64,
) -> f64 {
    let gain = lot_gain(t, g, before(seats, g, seat), lot, f);
    if t.deny == 0.0 {
        return gain;
    }
    let most = (0..g.players())
        .filter(|&s| s != seat)
        .map(|s| lot_gain(t, g, before(seats, g, s), lot, f))
        .fold(0.0, f64::max);
    gain + t.deny * most
}

/// `seat`'s lots in `seats`, made the first time they are asked for.
pub(super) fn before<'a>(
    seats: &'a mut [Option<Before>],
    g: &Metropolis,
    seat: Seat,
) -> &'a mut Before {
    seats[seat].get_or_insert_with(|| Before::new(g.tokens(seat)))
}

/// What `build` is worth to the active player, whose lots are `mine`: its
/// value (less the shares of consenting owners) less the prospects of its
/// own lots it uses.
pub(super) fn build_gain(
    t: &Thumb,
    g: &Metropolis,
    mine: &mut Before,
    build: Build,
    shares: u8,
    f: f64,
) -> f64 {
    let value = g.appraise(build) as f64 * (100 - shares.min(100)) as f64 / 100.0;
    let after = mine.lots.minus(build.lots());
    value + lots_change(t, g, mine, after, f)
}

/// What accepting `deal` is worth to `seat` (its active player or partner):
/// lots and points change hands, and a consent lets the active player
/// build, for the share.
fn deal_gain(t: &Thumb, g: &Metropolis, seat: Seat, deal: &Deal, f: f64) -> f64 {
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
    gain += lots_change(t, g, &mut Before::new(mine), after, f);
    if let Some(c) = deal.consent {
        let value = g.appraise(c.build) as f64;
        let used = c.build.lots().intersection(after);
        let kept = lots_change(t, g, &mut Before::new(after), after.minus(used), f);
        if active {
            gain += value * (100 - c.share.min(100)) as f64 / 100.0 + kept;
        } else {
            gain += value * c.share as f64 / 100.0 + kept;
        }
    }
    gain
}

/// The index of `want` in `legal`, or of the first action.
fn index_of(legal: &[Action], want: Action) -> usize {
    legal.iter().position(|&a| a == want).unwrap_or(0)
}

/// The policy with the playouts' own weights ([`PLAYOUT`]); see the module
/// docs.
pub fn playout(g: &Metropolis, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Option<usize> {
    playout_by(&PLAYOUT, g, seat, legal, rng)
}

/// The policy with [`TUNED`]'s weights (`+tuned`).
pub fn tuned_playout(
    g: &Metropolis,
    seat: Seat,
    legal: &[Action],
    rng: &mut GameRng,
) -> Option<usize> {
    playout_by(&TUNED, g, seat, legal, rng)
}

/// The policy with `t`'s weights, as an index into `legal` (`None` when the
/// game is over).
pub fn playout_by(
    t: &Thumb,
    g: &Metropolis,
    seat: Seat,
    legal: &[Action],
    _rng: &mut GameRng,
) -> Option<usize> {
    let mut best = (0, f64::NEG_INFINITY);
    let weighed = weigh(t, g, seat, legal, |i, v| {
        if v > best.1 {
            best = (i, v);
        }
    });
    match weighed {
        Weighed::Each => (best.1 > f64::NEG_INFINITY).then_some(best.0),
        Weighed::Fixed(i) => Some(i),
        Weighed::Over => None,
    }
}

/// How [`weigh`] judged a step.
enum Weighed {
    /// Each action it has an opinion on was given its gain.
    Each,
    /// The step has one answer by the rules of thumb (an offer accepted or
    /// declined, a draft sent or cancelled).
    Fixed(usize),
    /// The game is over.
    Over,
}

/// The rules of thumb's gain, in points, of each action of `legal` they
/// weigh for `seat` (given to `consider` with its index), or the step's
/// one answer.
fn weigh(
    t: &Thumb,
    g: &Metropolis,
    seat: Seat,
    legal: &[Action],
    mut consider: impl FnMut(usize, f64),
) -> Weighed {
    let f = fade(t, g);
    match g.phase() {
        Phase::Take => {
            // Each seat's lots, made when first weighed (without `deny`
            // only the mover's, or a gift's receivers').
            let mut seats: [Option<Before>; MAX_PLAYERS] = Default::default();
            for (i, &a) in legal.iter().enumerate() {
                match a {
                    Action::Take(lot) => consider(i, take_gain(t, g, &mut seats, seat, lot, f)),
                    // MP-4: help the receiver as little as possible.
                    Action::Gift { lot, to } => {
                        let receiver = before(&mut seats, g, to as Seat);
                        consider(i, -lot_gain(t, g, receiver, lot, f))
                    }
                    _ => {}
                }
            }
            Weighed::Each
        }
        Phase::Main => {
            let mut mine = Before::new(g.tokens(seat));
            for (i, &a) in legal.iter().enumerate() {
                match a {
                    Action::End => consider(i, t.build),
                    Action::Build(b) => {
                        let shares = g.consent_shares(b);
                        consider(i, build_gain(t, g, &mut mine, b, shares, f));
                    }
                    _ => {}
                }
            }
            Weighed::Each
        }
        Phase::Answer | Phase::Reply => {
            let accept = g
                .offer()
                .is_some_and(|deal| deal_gain(t, g, seat, &deal, f) >= t.accept);
            Weighed::Fixed(index_of(
                legal,
                if accept {
                    Action::Accept
                } else {
                    Action::Decline
                },
            ))
        }
        // A draft the search began is sent as it stands; playouts start none.
        Phase::Draft | Phase::Counter => {
            let send = g.drafting().is_some_and(|d| !d.is_empty());
            Weighed::Fixed(index_of(
                legal,
                if send { Action::Send } else { Action::Cancel },
            ))
        }
        Phase::Propose => Weighed::Fixed(index_of(legal, Action::Cancel)),
        Phase::Over => Weighed::Over,
    }
}

/// The rules of thumb with [`TUNED`]'s weights as a heuristic that also
/// ranks every action (`+rank`): the playouts' choice is
/// [`tuned_playout`]'s, and the tree opens a node's actions in the order of
/// their gains. An action they do not weigh (a proposal begun) ranks
/// below every one they do; where the step has one answer, that answer
/// ranks first and the rest alike.
pub struct TunedRanks;

impl Playout<Metropolis> for TunedRanks {
    fn choose(
        &mut self,
        state: &Metropolis,
        seat: Seat,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<usize> {
        tuned_playout(state, seat, legal, rng)
    }

    fn appraise(
        &mut self,
        state: &Metropolis,
        seat: Seat,
        legal: &[Action],
        gains: &mut Vec<f64>,
    ) -> bool {
        gains.clear();
        gains.resize(legal.len(), f64::NEG_INFINITY);
        match weigh(&TUNED, state, seat, legal, |i, v| gains[i] = v) {
            Weighed::Each => true,
            Weighed::Fixed(i) => one_answer(gains, legal.len(), i),
            Weighed::Over => false,
        }
    }
}

/// How a model of the other seats answers an offer (MP-8) waiting on a
/// seat: [`ByValue`] (`+answers`) or [`Never`] (`+declines`).
pub trait Answer: Send {
    /// Whether `seat` accepts the offer open in `g`.
    fn accepts(&mut self, g: &Metropolis, seat: Seat) -> bool;
}

/// The other seats answering offers by `A`: at an offer's answer (MP-8)
/// the choice is `A`'s, ranked alone first; everywhere else the tuned
/// rules of thumb choose, and rank with `+rank`, as [`TunedRanks`]. The
/// search's model of the others with `+answers` ([`ValueAnswers`]) and
/// `+declines` ([`Declines`]).
pub struct Answering<A>(pub A);

/// `+answers`: offers answered one move ahead by the learned value.
/// Searching players answer so: on the searcher's offers at a tenth of
/// the budgets, the tuned rules of thumb accept 21 of some 26 a game and
/// agree with the Experts' answers at 0.23 of them (the Experts accept
/// one), the value one move ahead accepts 3.7 and agrees at 0.84
/// (docs/strength.md, thirty-fifth run).
pub type ValueAnswers = Answering<ByValue>;

/// `+declines`: every offer declined. Searching players answer a
/// searcher's offers nearly so (the Experts accept about one of the 26
/// Master sends a game), and a search that expects every offer declined
/// cannot draft offers to fit its model of the answers
/// (docs/strength.md, thirty-sixth run).
pub type Declines = Answering<Never>;

/// An offer accepted when the answerer's chance to win, by the learned
/// value one move ahead ([`Ahead`]), is higher after accepting than after
/// declining.
pub struct ByValue {
    ahead: Ahead<Metropolis>,
}

impl Answer for ByValue {
    fn accepts(&mut self, g: &Metropolis, seat: Seat) -> bool {
        let mut chance = |a: Action| self.ahead.judge(g, seat, &a).unwrap_or(f64::NEG_INFINITY);
        chance(Action::Accept) > chance(Action::Decline)
    }
}

/// `+last`: offers answered as [`ByValue`] answers them, but a seat that
/// is surely last ([`surely_last`]) accepts every offer. A searching
/// player's reward for finishing last is nothing, however far behind (the
/// win share is 0 and the margin's part, measured against the spread of
/// the scores, is 0 too), so a seat that finishes last in all its playouts
/// is indifferent to what it gives: the Experts in that seat take and even
/// draft deals that pay their points away to whoever asks (some 95 points
/// in one full-scale game of Master's journal; docs/strength.md, forty-
/// first run). [`ByValue`] weighs the answerer's chance to win, which is
/// nothing either way there, and declines. Measured, it did not pay at
/// Master's time (-0.130 of the wins on Master's deals, se 0.078, 27
/// games): the Experts surely last take 0.47 of the counter-proposals to
/// their own proposals but 0.16 of the proposals sent to them, and 0.03
/// of those this model has the search send.
#[derive(Default)]
pub struct LastAccepts(pub ByValue);

/// How far a seat's [`super::worth`] must trail every other seat's for
/// [`surely_last`].
pub const LAST_BY: f64 = 10.0;

/// Whether `seat` trails every other seat by more than [`LAST_BY`] points
/// of [`super::worth`] (its score plus its lots' fading prospects).
pub fn surely_last(g: &Metropolis, seat: Seat) -> bool {
    let mut worths = Vec::new();
    super::worths(g, &mut worths);
    let mine = worths[seat];
    (0..worths.len())
        .filter(|&s| s != seat)
        .all(|s| worths[s] > mine + LAST_BY)
}

impl Answer for LastAccepts {
    fn accepts(&mut self, g: &Metropolis, seat: Seat) -> bool {
        surely_last(g, seat) || self.0.accepts(g, seat)
    }
}

/// `+counters`: offers answered as [`ByValue`] answers them, but a seat
/// surely last ([`surely_last`]) takes every counter-proposal to its own
/// proposal (MP-8's reply). At a tenth of the budgets the searching
/// players in that seat took 0.47 of the counters to their own proposals
/// and 0.16 of the proposals sent to them (docs/strength.md, forty-first
/// run), so this model keeps `+last`'s half that was near the mark.
/// Measured, it did not pay at Master's time (-0.125 of the wins on
/// Master's deals, se 0.067, 44 games): there the Experts surely last take
/// only 0.09 to 0.23 of such counters (forty-second run).
#[derive(Default)]
pub struct LastTakesCounters(pub ByValue);

impl Answer for LastTakesCounters {
    fn accepts(&mut self, g: &Metropolis, seat: Seat) -> bool {
        (g.phase() == Phase::Reply && surely_last(g, seat)) || self.0.accepts(g, seat)
    }
}

/// No offer accepted.
pub struct Never;

impl Answer for Never {
    fn accepts(&mut self, _: &Metropolis, _: Seat) -> bool {
        false
    }
}

impl ByValue {
    pub fn new() -> ByValue {
        ByValue {
            ahead: Ahead::new(super::value),
        }
    }
}

impl Default for ByValue {
    fn default() -> Self {
        ByValue::new()
    }
}

impl ValueAnswers {
    pub fn new() -> ValueAnswers {
        Answering(ByValue::new())
    }
}

impl Default for ValueAnswers {
    fn default() -> Self {
        ValueAnswers::new()
    }
}

impl<A: Answer> Answering<A> {
    /// `seat`'s answer to the offer open in `g`, as an index into `legal`
    /// (`None` where no offer waits on it).
    fn answer(&mut self, g: &Metropolis, seat: Seat, legal: &[Action]) -> Option<usize> {
        if !matches!(g.phase(), Phase::Answer | Phase::Reply) {
            return None;
        }
        let answer = if self.0.accepts(g, seat) {
            Action::Accept
        } else {
            Action::Decline
        };
        Some(index_of(legal, answer))
    }
}

impl<A: Answer> Playout<Metropolis> for Answering<A> {
    fn choose(
        &mut self,
        state: &Metropolis,
        seat: Seat,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<usize> {
        self.answer(state, seat, legal)
            .or_else(|| tuned_playout(state, seat, legal, rng))
    }

    fn appraise(
        &mut self,
        state: &Metropolis,
        seat: Seat,
        legal: &[Action],
        gains: &mut Vec<f64>,
    ) -> bool {
        match self.answer(state, seat, legal) {
            Some(i) => one_answer(gains, legal.len(), i),
            None => TunedRanks.appraise(state, seat, legal, gains),
        }
    }
}

/// A step with one answer ranked: `i` first, the rest of `n` alike.
fn one_answer(gains: &mut Vec<f64>, n: usize, i: usize) -> bool {
    gains.clear();
    gains.resize(n, 0.0);
    gains[i] = 1.0;
    true
}

/// A whole game in which each seat plays this policy with its own weights
/// (`seats`, one a seat), on a table dealt from `seed`: how `examples/thumb.rs`
/// and the tests weigh one set of weights against another. The policy reads
/// only what its seat may see (the deck's size, the lots, its own offers and
/// drafts), so it plays on the table's own state.
pub fn game_by(seats: &[Thumb], seed: u64) -> Table<Metropolis> {
    let mut table = Table::<Metropolis>::new(seats.len(), &Default::default(), seed)
        .expect("a Metropolis game deals");
    let mut rng = rng_from_seed(seed);
    while let Some(seat) = table.to_act().seats().first() {
        let legal = table.legal_actions(seat);
        let i = playout_by(&seats[seat], table.state(), seat, &legal, &mut rng)
            .expect("the policy chooses while the game goes on");
        table
            .apply(seat, &legal[i])
            .expect("the policy plays legal moves");
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pairs of lots side by side within `lots` (never across a street:
    /// block by block, from the data's table).
    fn pairs(lots: LotSet) -> usize {
        let d = data();
        (0..d.blocks.len())
            .map(|b| d.pairs_within(b, lots.block_mask(b)))
            .sum()
    }

    /// A pseudo-random subset of every lot, each kept one time in `one_in`.
    fn subset(seed: u64, one_in: u64) -> LotSet {
        let mut set = LotSet::EMPTY;
        for (i, lot) in data().all_lots.iter().enumerate() {
            let h = urbs_engine::derive_seed(seed, i as u64);
            if h.is_multiple_of(one_in) {
                set.insert(lot);
            }
        }
        set
    }

    /// `+rank`'s ranking agrees with the rules of thumb it ranks by: along
    /// games of the greedy bot (which proposes deals, so offers are
    /// answered too), the first action of the most gain is
    /// [`tuned_playout`]'s choice at every step; where a step has one
    /// answer (an offer, a draft) that answer alone ranks first; and lots
    /// and builds are told apart, not ranked alike.
    #[test]
    fn the_ranking_puts_the_rules_of_thumbs_choice_first() {
        let (mut answers, mut spread) = (0, 0);
        for seed in 0..3 {
            let mut table = Table::<Metropolis>::new(4, &Default::default(), seed).unwrap();
            let mut greedy = crate::make_bot::<Metropolis>("greedy", seed).unwrap();
            let (mut rng, mut gains) = (rng_from_seed(seed), Vec::new());
            while let Some(seat) = table.to_act().seats().first() {
                let legal = table.legal_actions(seat);
                let g = table.state();
                assert!(TunedRanks.appraise(g, seat, &legal, &mut gains));
                assert_eq!(gains.len(), legal.len());
                let first =
                    (0..legal.len()).fold(0, |b, i| if gains[i] > gains[b] { i } else { b });
                let choice = TunedRanks.choose(g, seat, &legal, &mut rng);
                assert_eq!(Some(first), choice, "seed {seed}, {:?}", g.phase());
                let top = gains.iter().filter(|&&x| x == gains[first]).count();
                match g.phase() {
                    Phase::Answer | Phase::Reply | Phase::Draft | Phase::Counter => {
                        assert_eq!(top, 1, "one answer");
                        answers += 1;
                    }
                    _ if top < legal.len() => spread += 1,
                    _ => {}
                }
                let action = crate::ask(greedy.as_mut(), &table, seat);
                table.apply(seat, &action).unwrap();
            }
            assert!(
                !TunedRanks.appraise(table.state(), 0, &[], &mut gains),
                "over"
            );
        }
        assert!(
            answers > 0 && spread > 100,
            "{answers} answers, {spread} ranked"
        );
    }

    /// Walks `model` along games of the greedy bot (which proposes deals,
    /// and accepts some) and checks it plays and ranks as the tuned rules
    /// of thumb everywhere but at an offer's answer; there it ranks its
    /// choice alone first, and `at_answer` is given the state, the seat,
    /// its legal actions, the model's choice and the tuned rules of
    /// thumb's.
    fn along_greedy_games(
        model: &mut dyn Playout<Metropolis>,
        at_answer: impl FnMut(&Metropolis, Seat, &[Action], usize, Option<usize>),
    ) {
        along_greedy_games_of(0..3, model, at_answer)
    }

    /// [`along_greedy_games`], along the games of `seeds`.
    fn along_greedy_games_of(
        seeds: std::ops::Range<u64>,
        model: &mut dyn Playout<Metropolis>,
        mut at_answer: impl FnMut(&Metropolis, Seat, &[Action], usize, Option<usize>),
    ) {
        let (mut gains, mut tuned_gains) = (Vec::new(), Vec::new());
        for seed in seeds {
            let mut table = Table::<Metropolis>::new(4, &Default::default(), seed).unwrap();
            let mut greedy = crate::make_bot::<Metropolis>("greedy", seed).unwrap();
            let mut rng = rng_from_seed(seed);
            while let Some(seat) = table.to_act().seats().first() {
                let legal = table.legal_actions(seat);
                let g = table.state();
                let choice = model.choose(g, seat, &legal, &mut rng);
                let tuned = tuned_playout(g, seat, &legal, &mut rng);
                assert!(model.appraise(g, seat, &legal, &mut gains));
                if matches!(g.phase(), Phase::Answer | Phase::Reply) {
                    let choice = choice.expect("an answer");
                    assert_eq!(gains.iter().filter(|&&x| x == 1.0).count(), 1);
                    assert_eq!(gains[choice], 1.0, "seed {seed}");
                    at_answer(g, seat, &legal, choice, tuned);
                } else {
                    assert_eq!(choice, tuned, "seed {seed}, {:?}", g.phase());
                    assert!(TunedRanks.appraise(g, seat, &legal, &mut tuned_gains));
                    assert_eq!(gains, tuned_gains);
                }
                let action = crate::ask(greedy.as_mut(), &table, seat);
                table.apply(seat, &action).unwrap();
            }
        }
    }

    /// `+answers`' model of the others: at every offer it accepts exactly
    /// when the answerer's chance to win by the learned value is higher
    /// after accepting than after declining, worked out here by applying
    /// each; everywhere else it plays and ranks as the tuned rules of
    /// thumb. It accepts some offers and declines some, and parts from the
    /// rules of thumb at some.
    #[test]
    fn the_others_answer_offers_by_the_learned_value() {
        let chance = |g: &Metropolis, seat: Seat, a: Action| {
            let mut next = g.clone();
            next.apply(seat, &a, &mut Vec::new()).unwrap();
            let mut chances = Vec::new();
            super::super::value(&next, &mut chances);
            chances[seat]
        };
        let (mut accepts, mut declines, mut differ) = (0, 0, 0);
        along_greedy_games(&mut ValueAnswers::new(), |g, seat, legal, choice, tuned| {
            let accept = chance(g, seat, Action::Accept) > chance(g, seat, Action::Decline);
            let want = if accept {
                Action::Accept
            } else {
                Action::Decline
            };
            assert_eq!(legal[choice], want);
            (accepts, declines) = if accept {
                (accepts + 1, declines)
            } else {
                (accepts, declines + 1)
            };
            differ += usize::from(Some(choice) != tuned);
        });
        assert!(
            accepts > 0 && declines > 0 && differ > 0,
            "{accepts} accepted, {declines} declined, {differ} unlike the rules of thumb"
        );
    }

    /// `+last`'s model of the others: a seat whose worth trails every
    /// other seat's by more than [`LAST_BY`] accepts every offer (some of
    /// them ones the learned value one move ahead declines); any other seat
    /// answers as `+answers`' model; everywhere else it plays and ranks as
    /// the tuned rules of thumb.
    #[test]
    fn a_seat_surely_last_takes_every_offer() {
        let (mut last, mut last_unlike_value, mut others) = (0, 0, 0);
        let mut value = ValueAnswers::new();
        let mut rng = rng_from_seed(0);
        let model = &mut Answering(LastAccepts::default());
        along_greedy_games_of(0..40, model, |g, seat, legal, choice, _| {
            // Seat by seat, as `worth` works each out alone.
            let worth = |s: Seat| super::super::worth(g, s);
            let trails = (0..g.players())
                .filter(|&s| s != seat)
                .all(|s| worth(s) > worth(seat) + LAST_BY);
            assert_eq!(surely_last(g, seat), trails);
            let by_value = value.choose(g, seat, legal, &mut rng);
            if trails {
                assert_eq!(legal[choice], Action::Accept);
                last += 1;
                last_unlike_value += usize::from(by_value != Some(choice));
            } else {
                assert_eq!(Some(choice), by_value);
                others += 1;
            }
        });
        assert!(
            last > 0 && last_unlike_value > 0 && others > 0,
            "{last} answers surely last ({last_unlike_value} unlike the value's), {others} others"
        );
    }

    /// `+counters`' model of the others: a seat surely last takes every
    /// counter-proposal to its own proposal (some the value one move ahead
    /// declines) but answers proposals sent to it as `+answers`' model
    /// does; any other seat answers as `+answers`' model. The greedy
    /// players seldom counter, so each turn of a seat surely last in their
    /// games is also played on: it proposes a point to its first partner,
    /// who counters asking for points back.
    #[test]
    fn a_seat_surely_last_takes_every_counter_to_its_proposal() {
        let mut value = ValueAnswers::new();
        let mut rng = rng_from_seed(0);
        let model = &mut Answering(LastTakesCounters::default());
        let mut answers = 0;
        along_greedy_games_of(0..40, model, |g, seat, legal, choice, _| {
            if g.phase() == Phase::Reply && surely_last(g, seat) {
                assert_eq!(legal[choice], Action::Accept);
            } else {
                assert_eq!(Some(choice), value.choose(g, seat, legal, &mut rng));
                answers += usize::from(surely_last(g, seat));
            }
        });
        let (mut replies, mut replies_unlike_value) = (0, 0);
        for seed in 0..40 {
            let mut table = Table::<Metropolis>::new(4, &Default::default(), seed).unwrap();
            let mut greedy = crate::make_bot::<Metropolis>("greedy", seed).unwrap();
            while let Some(seat) = table.to_act().seats().first() {
                let g = table.state();
                let legal = table.legal_actions(seat);
                if g.phase() == Phase::Main
                    && surely_last(g, seat)
                    && legal.contains(&Action::Propose)
                {
                    let mut g = g.clone();
                    let play = |g: &mut Metropolis, by: Seat, pick: fn(&Action) -> bool| {
                        let a = *g.legal_actions_vec(by).iter().find(|a| pick(a))?;
                        g.apply(by, &a, &mut Vec::new()).ok()
                    };
                    let countered = play(&mut g, seat, |a| *a == Action::Propose)
                        .and_then(|_| play(&mut g, seat, |a| matches!(a, Action::To(_))))
                        .and_then(|_| play(&mut g, seat, |a| matches!(a, Action::GivePoints(_))))
                        .and_then(|_| play(&mut g, seat, |a| *a == Action::Send))
                        .and_then(|_| {
                            let partner = g.to_act().seats().first()?;
                            play(&mut g, partner, |a| *a == Action::Counter)?;
                            play(&mut g, partner, |a| matches!(a, Action::AskPoints(_)))?;
                            play(&mut g, partner, |a| *a == Action::Send)
                        });
                    if countered.is_some() {
                        assert_eq!(g.phase(), Phase::Reply);
                        assert!(surely_last(&g, seat));
                        let legal = g.legal_actions_vec(seat);
                        let choice = model.choose(&g, seat, &legal, &mut rng).unwrap();
                        assert_eq!(legal[choice], Action::Accept);
                        replies += 1;
                        let by_value = value.choose(&g, seat, &legal, &mut rng);
                        replies_unlike_value += usize::from(by_value != Some(choice));
                    }
                }
                let action = crate::ask(greedy.as_mut(), &table, seat);
                table.apply(seat, &action).unwrap();
            }
        }
        assert!(
            replies > 0 && replies_unlike_value > 0 && answers > 0,
            "{replies} replies surely last ({replies_unlike_value} unlike the value's), \
             {answers} answers to proposals surely last"
        );
    }

    /// `+declines`' model of the others: at every offer it declines;
    /// everywhere else it plays and ranks as the tuned rules of thumb,
    /// which would have accepted some of those offers.
    #[test]
    fn the_others_decline_every_offer() {
        let (mut offers, mut tuned_accepts) = (0, 0);
        along_greedy_games(&mut Answering(Never), |_, _, legal, choice, tuned| {
            assert_eq!(legal[choice], Action::Decline);
            offers += 1;
            tuned_accepts += usize::from(tuned.map(|i| legal[i]) == Some(Action::Accept));
        });
        assert!(
            offers > 0 && tuned_accepts > 0,
            "{offers} offers, {tuned_accepts} the rules of thumb would take"
        );
    }

    /// The table's pairs are the lots side by side, counted lot by lot
    /// from the board's adjacency.
    #[test]
    fn pairs_are_the_lots_side_by_side() {
        let d = data();
        let by_lot = |lots: LotSet| {
            lots.iter()
                .map(|l| d.adjacent(l).intersection(lots).len())
                .sum::<usize>()
                / 2
        };
        // A whole 2 x 5 block: 5 pairs across, 4 down each column.
        assert_eq!(pairs(d.block_lots(0)), 13);
        assert_eq!(pairs(d.all_lots), 13 * d.blocks.len());
        for seed in 0..300 {
            for lots in [subset(seed, 2), subset(seed, 5), subset(seed, 40)] {
                assert_eq!(pairs(lots), by_lot(lots), "seed {seed}");
            }
        }
    }

    /// Blocks touched, bit per block, as the lots' own blocks say.
    #[test]
    fn blocks_of_are_the_lots_blocks() {
        for seed in 0..300 {
            let lots = subset(seed, 6);
            let by_lot = lots.iter().fold(0u32, |b, l| b | 1 << l.block());
            assert_eq!(blocks_of(lots), by_lot, "seed {seed}");
        }
        assert_eq!(blocks_of(LotSet::EMPTY), 0);
    }

    /// The pairs gained or lost, worked out from the blocks that differ, are
    /// those of counting both sets whole: for a lot taken or given, a build's
    /// lots gone, a deal's lots swapped, and sets with nothing in common.
    #[test]
    fn pairs_change_counts_as_both_sets_whole() {
        for seed in 0..300 {
            let before = subset(seed, 3);
            let taken = subset(seed + 1_000, 40);
            let gone = subset(seed + 2_000, 8).intersection(before);
            for after in [
                before.union(taken),
                before.minus(gone),
                before.minus(gone).union(taken),
                subset(seed + 3_000, 2),
            ] {
                let whole = pairs(after) as f64 - pairs(before) as f64;
                assert_eq!(pairs_change(before, after), whole, "seed {seed}");
                assert_eq!(pairs_change(after, before), -whole, "seed {seed}");
            }
        }
    }
}

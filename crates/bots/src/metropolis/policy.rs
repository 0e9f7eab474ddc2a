//! Metropolis's learned policy (`+policy`): a network that scores each
//! action of a lot taken or a build made, trained to play as the searching
//! players at the table play (Expert's search, `ismcts:4000`), so that the
//! search's model of the other seats is players who search rather than the
//! rules of thumb.
//!
//! **What it reads.** For each legal action, [`action_inputs`] writes a few
//! numbers a seat may know: what the action changes of the seat's own
//! prospects and lots side by side, what the lot would be worth to the
//! other seat it would help most, what a build is worth and how many lots
//! it spends, the rules of thumb's own gain for it ([`TUNED`]), and the
//! table as it stands (the deck's size, the seat's score and its lead).
//! Lots, buildings, scores, the deck's size and the consents of deals
//! carried out are public in Metropolis (hidden are only the deck's order
//! and proposals between other players, which it does not read), so the
//! choice for a seat in a world the search dealt itself answers nothing
//! but what that seat sees.
//!
//! **How it chooses.** One network ([`crate::learned::Net`], one hidden
//! layer) scores every action's inputs; the lot taken or given, the build
//! or the turn's end of the highest score is the choice, and the scores
//! rank every action ([`Playout::appraise`], the searcher's openings with
//! `+rank`), a proposal begun included. The searching players begin a
//! proposal at half the steps of their turns, but the policy does not
//! draft one (the rules of thumb, which draft none, would cancel it), so
//! it never chooses one. Where a step has one answer by the
//! rules of thumb (an offer accepted or declined, a draft sent), the
//! policy gives that answer: its data holds only the lots taken and the
//! steps of a turn's builds.
//!
//! **Where the weights come from.** `crates/bots/examples/policy_data.rs`
//! plays games of the teacher in every seat and writes each choice with
//! the inputs of every action; `python/examples/train_policy.py` fits the
//! network (a softmax over a step's actions, cross-entropy against the
//! action played) and writes `metropolis_policy_net.rs` (docs/python.md).

use urbs_engine::{Game, GameRng, Seat};
use urbs_metropolis::{Action, LotSet, Metropolis, Phase};

use super::playout::{
    Before, before, blocks_of, build_gain, fade, lot_gain, pairs_change, prospects,
};
use super::{TUNED, TunedRanks, tuned_playout};
use crate::ismcts::Playout;
use crate::learned::Net;

/// Numbers per action: the table's six, the action's kind (five), and
/// seven of what it changes.
pub const POLICY_INPUTS: usize = 18;

/// Points are given in tens, lots side by side as counts.
const POINTS: f64 = 10.0;

/// The inputs of every action of `legal` for `seat` in `g`, one row of
/// [`POLICY_INPUTS`] each, written to `out` (cleared first); `false`, with
/// nothing written, where the step is not a lot taken or a build (the
/// rules of thumb answer there) or the game is over.
pub fn action_inputs(g: &Metropolis, seat: Seat, legal: &[Action], out: &mut Vec<f32>) -> bool {
    out.clear();
    let take = match g.phase() {
        Phase::Take => true,
        Phase::Main => false,
        _ => return false,
    };
    let t = &TUNED;
    let f = fade(t, g);
    let scores = g.scores();
    let own = scores.get(seat).copied().unwrap_or(0);
    let best_other = (0..scores.len())
        .filter(|&s| s != seat)
        .map(|s| scores[s])
        .max()
        .unwrap_or(own);
    let mine = g.tokens(seat);
    let table = [
        f,
        g.deck_len() as f64 / 40.0,
        own as f64 / 50.0,
        (own - best_other) as f64 / 50.0,
        mine.len() as f64 / 10.0,
        f64::from(u8::from(take)),
    ];
    let mut seats: [Option<Before>; urbs_metropolis::MAX_PLAYERS] = Default::default();
    let mut before_mine = Before::new(mine);
    for &a in legal {
        // kind: take, gift, build, end, other; then own prospects, own
        // pairs, the best other's gain, the build's value, the shares it
        // gives, the lots it spends, the rules of thumb's gain.
        let mut kind = [0.0; 5];
        let mut change = [0.0; 7];
        match a {
            Action::Take(lot) => {
                kind[0] = 1.0;
                let mut after = mine;
                after.insert(lot);
                let touched = 1 << lot.block();
                let own_change =
                    prospects(t, g, after, touched) - before_mine.prospects(t, g, touched);
                let pairs = pairs_change(mine, after);
                let helped = (0..g.players())
                    .filter(|&s| s != seat)
                    .map(|s| lot_gain(t, g, before(&mut seats, g, s), lot, 1.0))
                    .fold(0.0, f64::max);
                change[0] = own_change / POINTS;
                change[1] = pairs;
                change[2] = helped / POINTS;
                change[6] = f * (own_change + t.pair * pairs) / POINTS;
            }
            Action::Gift { lot, to } => {
                kind[1] = 1.0;
                let helped = lot_gain(t, g, before(&mut seats, g, to as Seat), lot, 1.0);
                change[2] = helped / POINTS;
                change[6] = -f * helped / POINTS;
            }
            Action::Build(b) => {
                kind[2] = 1.0;
                let shares = g.consent_shares(b);
                let used = b.lots().intersection(mine);
                let after = mine.minus(used);
                let touched = blocks_of(used);
                let own_change = if used == LotSet::EMPTY {
                    0.0
                } else {
                    prospects(t, g, after, touched) - before_mine.prospects(t, g, touched)
                };
                change[0] = own_change / POINTS;
                change[1] = pairs_change(mine, after);
                change[3] = g.appraise(b) as f64 * (100 - shares.min(100)) as f64 / 100.0 / POINTS;
                change[4] = shares as f64 / 100.0;
                change[5] = used.len() as f64 / 5.0;
                change[6] = build_gain(t, g, &mut before_mine, b, shares, f) / POINTS;
            }
            Action::End => {
                kind[3] = 1.0;
                change[6] = t.build / POINTS;
            }
            _ => kind[4] = 1.0,
        }
        out.extend(table.iter().chain(&kind).chain(&change).map(|&x| x as f32));
    }
    true
}

/// The learned policy as a heuristic: the network's best action where it
/// judges the step ([`action_inputs`]), else the rules of thumb's one
/// answer.
pub struct LearnedPolicy {
    net: &'static Net,
    inputs: Vec<f32>,
    scores: Vec<f64>,
}

const _: () = assert!(
    crate::metropolis_policy_net::NET.fits(POLICY_INPUTS),
    "metropolis_policy_net.rs was trained on other inputs: retrain it (python/examples/train_policy.py)"
);

impl LearnedPolicy {
    /// The policy of the network shipped in `metropolis_policy_net.rs`.
    pub fn shipped() -> LearnedPolicy {
        LearnedPolicy::new(&crate::metropolis_policy_net::NET)
    }

    /// The policy of `net`, a network over [`POLICY_INPUTS`] numbers.
    pub fn new(net: &'static Net) -> LearnedPolicy {
        assert!(
            net.fits(POLICY_INPUTS),
            "a policy network over POLICY_INPUTS"
        );
        LearnedPolicy {
            net,
            inputs: Vec::new(),
            scores: Vec::new(),
        }
    }

    /// Each action's score, written to `scores` (cleared first); `false`
    /// where the network does not judge the step.
    fn scores(
        &mut self,
        g: &Metropolis,
        seat: Seat,
        legal: &[Action],
        scores: &mut Vec<f64>,
    ) -> bool {
        scores.clear();
        if !action_inputs(g, seat, legal, &mut self.inputs) {
            return false;
        }
        scores.extend(
            self.inputs
                .chunks_exact(POLICY_INPUTS)
                .map(|x| self.net.score(x) as f64),
        );
        true
    }
}

impl Playout<Metropolis> for LearnedPolicy {
    fn choose(
        &mut self,
        state: &Metropolis,
        seat: Seat,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Option<usize> {
        let mut scores = std::mem::take(&mut self.scores);
        let choice = if self.scores(state, seat, legal, &mut scores) {
            // A proposal begun would be cancelled at the next step (the
            // drafting goes by the rules of thumb, which start none), so
            // the choice is among the rest.
            for (score, &a) in scores.iter_mut().zip(legal) {
                if !judged(a) {
                    *score = f64::NEG_INFINITY;
                }
            }
            first_best(&scores).filter(|&i| judged(legal[i]))
        } else {
            tuned_playout(state, seat, legal, rng)
        };
        self.scores = scores;
        choice
    }

    fn appraise(
        &mut self,
        state: &Metropolis,
        seat: Seat,
        legal: &[Action],
        gains: &mut Vec<f64>,
    ) -> bool {
        self.scores(state, seat, legal, gains) || TunedRanks.appraise(state, seat, legal, gains)
    }
}

/// Whether the network's choice may be `a`: a lot taken or given, a build
/// or the turn's end, not a proposal begun.
fn judged(a: Action) -> bool {
    matches!(
        a,
        Action::Take(_) | Action::Gift { .. } | Action::Build(_) | Action::End
    )
}

/// The index of the first of the highest scores (`None` if there are none).
fn first_best(scores: &[f64]) -> Option<usize> {
    (!scores.is_empty())
        .then(|| (0..scores.len()).fold(0, |b, i| if scores[i] > scores[b] { i } else { b }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use urbs_engine::{Table, rng_from_seed};

    /// Along games of the greedy bot (which proposes deals, so offers are
    /// answered too): where a lot is taken or a build made, the policy
    /// judges every action, its choice is the first of its highest scores,
    /// and the inputs hold the rules of thumb's own gain for each action
    /// (their choice is the first of the most of it); elsewhere it gives
    /// the rules of thumb's one answer.
    #[test]
    fn the_policy_scores_lots_and_builds_and_answers_offers_by_the_rules_of_thumb() {
        let (mut steps, mut answered, mut thumb_disagrees, mut proposals_ranked) = (0, 0, 0, 0);
        for seed in 0..3 {
            let mut table = Table::<Metropolis>::new(4, &Default::default(), seed).unwrap();
            let mut greedy = crate::make_bot::<Metropolis>("greedy", seed).unwrap();
            let mut policy = LearnedPolicy::shipped();
            let (mut rng, mut gains, mut inputs) = (rng_from_seed(seed), Vec::new(), Vec::new());
            while let Some(seat) = table.to_act().seats().first() {
                let legal = table.legal_actions(seat);
                let g = table.state();
                let choice = policy.choose(g, seat, &legal, &mut rng);
                assert!(policy.appraise(g, seat, &legal, &mut gains));
                assert_eq!(gains.len(), legal.len());
                let thumb = tuned_playout(g, seat, &legal, &mut rng);
                if action_inputs(g, seat, &legal, &mut inputs) {
                    assert_eq!(inputs.len(), legal.len() * POLICY_INPUTS);
                    // The first of the highest scores, a proposal begun
                    // not among them (it ranks, but is not chosen).
                    let mut chosen = gains.clone();
                    for (score, &a) in chosen.iter_mut().zip(&legal) {
                        if !judged(a) {
                            *score = f64::NEG_INFINITY;
                        }
                    }
                    assert_eq!(choice, first_best(&chosen), "seed {seed}");
                    proposals_ranked += usize::from(legal.contains(&Action::Propose));
                    // The rules of thumb's gain of each action they weigh
                    // (not a proposal begun): their choice has the most,
                    // up to the f32 of the inputs.
                    let weighed = inputs.chunks_exact(POLICY_INPUTS).filter(|x| x[10] == 0.0);
                    let top = weighed
                        .map(|x| x[POLICY_INPUTS - 1])
                        .fold(f32::MIN, f32::max);
                    let best = inputs[thumb.unwrap() * POLICY_INPUTS + POLICY_INPUTS - 1];
                    assert!(
                        (best - top).abs() < 1e-6,
                        "seed {seed}: {best} against {top}"
                    );
                    thumb_disagrees += usize::from(choice != thumb);
                    steps += 1;
                } else {
                    assert!(matches!(
                        g.phase(),
                        Phase::Answer
                            | Phase::Reply
                            | Phase::Draft
                            | Phase::Counter
                            | Phase::Propose
                    ));
                    assert_eq!(choice, thumb, "seed {seed}: {:?}", g.phase());
                    answered += 1;
                }
                let action = crate::ask(greedy.as_mut(), &table, seat);
                table.apply(seat, &action).unwrap();
            }
            assert!(!policy.appraise(table.state(), 0, &[], &mut gains), "over");
        }
        assert!(
            steps > 300 && answered > 0,
            "{steps} judged, {answered} answered"
        );
        assert!(proposals_ranked > 0, "a proposal begun is ranked");
        // The network is not the rules of thumb under another name.
        assert!(
            thumb_disagrees > 0,
            "it plays as the rules of thumb at every step"
        );
    }

    /// The policy reads only what a seat may see: in a twin table dealt
    /// from the seat's view (the deck in another order), every action of
    /// every step along greedy games gets the same inputs and scores.
    #[test]
    fn hidden_cards_cannot_change_the_policys_scores() {
        let mut compared = 0;
        for seed in 0..3 {
            let mut table = Table::<Metropolis>::new(4, &Default::default(), seed).unwrap();
            let mut greedy = crate::make_bot::<Metropolis>("greedy", seed).unwrap();
            let mut policy = LearnedPolicy::shipped();
            let (mut sampler, mut differ) = (rng_from_seed(seed + 40), 0);
            let (mut a, mut b) = (Vec::new(), Vec::new());
            while let Some(seat) = table.to_act().seats().first() {
                let legal = table.legal_actions(seat);
                let twin = table.sample(seat, &mut sampler);
                differ += usize::from(twin.state().deck_len() > 1 && twin.state() != table.state());
                let x = policy.appraise(table.state(), seat, &legal, &mut a);
                let y = policy.appraise(twin.state(), seat, &legal, &mut b);
                assert_eq!((x, &a), (y, &b), "seed {seed}, {:?}", table.state().phase());
                compared += 1;
                let action = crate::ask(greedy.as_mut(), &table, seat);
                table.apply(seat, &action).unwrap();
            }
            assert!(differ > 10, "the twins' hidden deck differs");
        }
        assert!(compared > 300);
    }
}

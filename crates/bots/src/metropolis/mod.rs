//! A greedy Metropolis player.
//!
//! It draws a world consistent with its view (only the order of the lot deck
//! is hidden, and proposals between other players) and judges each choice by
//! playing it one step ahead there. A position is worth, to a player, its
//! score now plus what its lots could still become: the best building each
//! block of its lots allows, a little for every lot and for lots side by
//! side, all discounted as the deck runs out.
//!
//! - Takes the lot that raises that worth most (gives away, MP-4, to whoever
//!   gains least from it).
//! - Builds when a build raises its worth (so it does not spend a factory's
//!   lots on a house) and prefers a good deal when there is one.
//! - Proposes deals that raise its worth and, by the same measure, the
//!   partner's: a joint build for a share in proportion to the lots, consent
//!   for points, or a lot bought for points.
//! - Accepts only deals that raise its own worth; counters once by asking for
//!   more points when that would make a deal worth it.

use urbs_engine::{Game, GameRng, Seat, rng_from_seed};
use urbs_metropolis::{Action, Build, Deal, Metropolis, POINT_AMOUNTS, Phase, View, data};

use crate::bot::{Bot, Turn};
use crate::ismcts::{Answers, DecisionStep, Evaluation, IsmctsConfig, PlayoutPolicy, PreludeOf};
use crate::roster::Roster;

mod asks;
mod playout;
mod policy;

pub use asks::{ASK_POINTS, ASKS, ask_the_last};

pub use playout::{
    Answer, Answering, ByValue, Declines, LAST_BY, LastAccepts, LastTakesCounters, Never, PLAYOUT,
    TUNED, Thumb, TunedRanks, ValueAnswers, game_by, playout, playout_by, surely_last,
    tuned_playout,
};
pub use policy::{LearnedPolicy, POLICY_INPUTS, action_inputs};

impl Roster for Metropolis {
    const GAME_BOTS: &'static [&'static str] = &["greedy"];
    const LEVELS: &'static [&'static str] = &[
        "random",
        "greedy",
        "ismcts:4000/1s",
        "ismcts:40000/2s",
        // Master: the playouts follow rules of thumb tuned to beat the
        // playouts' own (`+tuned`: `playout::TUNED`, 0.447 against three
        // seats playing `PLAYOUT`), stop after 30 moves and are scored by
        // the learned value (`+value30`: each seat's chance to win, from
        // the network of `metropolis_net.rs`). It runs 1.14 times plain
        // search's iterations a second (measured 2026-12-02), so twice
        // Expert's time is some 90,000 iterations, a decision's steps
        // sharing them (issue 29). It replaced `ismcts+value30:150000` on
        // 2026-12-03, having won more of the same deals against three
        // Experts at the levels' own budgets (see MASTER_AGAINST_EXPERT;
        // docs/strength.md, eighteenth and nineteenth runs), and 0.299 of
        // 120 at a tenth of the budgets against that Master's 0.225.
        "ismcts+tuned+value30:90000/2s",
    ];
    // All five measured 2026-12-05 in one tournament of the five levels
    // (release, 4 players, seats rotated, 180 games, each line-up of four
    // of the five in 36; issue 33):
    // `urbs tournament --game metropolis --players 4 --bots random,greedy,ismcts:4000,ismcts:40000,ismcts+tuned+value30:90000 --games 180 --seed 1 --threads 2 --journal docs/figures/ladder-metropolis.jsonl`
    // (the levels' budgets without their time caps, so the games do not
    // depend on the machine's load; docs/figures/ladder-metropolis.json,
    // README Levels). Each level finished ahead of the one below in 1.00,
    // 0.77, 0.60 and 0.57 of their games together. After its first 60
    // games Master stood 14 points below Expert (0.44 of their 36 games);
    // over the 180, 51 points above (0.57 of 108), where its 200 games
    // against three Experts put it 31 above. (The tournament of
    // 2026-11-28, with the Master before it, is
    // docs/figures/ladder-metropolis-value30.*.)
    const LEVEL_RATINGS: &'static [f64] = &[-736.1, -31.3, 176.7, 269.6, 321.0];
    const LADDER_WITH_MASTER: bool = true;
    // At the levels' own budgets, seed 501, against three `ismcts:40000`
    // (docs/figures/tuned-vs-expert-metropolis-full-s501.jsonl): 57 of 200
    // games, 0.22 to 0.35 (the target, 0.35, just above). Game by game on the same
    // deals the Master before it won 0.194 of 90
    // (master-vs-expert-metropolis-full-s501.jsonl): +0.133 (se 0.062).
    const MASTER_AGAINST_EXPERT: (f64, u32) = (0.285, 200);

    fn game_bot(name: &str, seed: u64) -> Option<Box<dyn Bot<Self>>> {
        match name {
            "greedy" => Some(Box::new(Greedy::new(seed))),
            _ => None,
        }
    }

    fn playout_policy() -> Option<PlayoutPolicy<Self>> {
        Some(|| Box::new(playout))
    }

    fn tuned_playout_policy() -> Option<PlayoutPolicy<Self>> {
        Some(|| Box::new(TunedRanks))
    }

    /// The network of [`LearnedPolicy`], trained on the choices of
    /// searching players (`ismcts:4000`), stands for the other seats in the
    /// tree with `+policy`.
    fn policy() -> Option<PlayoutPolicy<Self>> {
        Some(|| Box::new(LearnedPolicy::shipped()))
    }

    /// The other seats answer offers by the learned value one move ahead
    /// ([`ValueAnswers`]) with `+answers`, decline every one
    /// ([`Declines`]) with `+declines`, and with `+last` answer as
    /// `+answers` but take every offer where surely last ([`LastAccepts`]),
    /// and with `+counters` take only the counters to their own proposals
    /// there ([`LastTakesCounters`]).
    fn answer_model(answers: Answers) -> Option<PlayoutPolicy<Self>> {
        Some(match answers {
            Answers::Value => || Box::new(ValueAnswers::new()),
            Answers::Decline => || Box::new(Answering(Never)),
            Answers::Last => || Box::new(Answering(LastAccepts::default())),
            Answers::Counters => || Box::new(Answering(LastTakesCounters::default())),
        })
    }

    /// A seat's expected final score is its [`worth`]: its score now plus
    /// what its lots could still become, fading as the deck runs out.
    fn evaluation() -> Option<Evaluation<Self>> {
        Some(worths)
    }

    fn value() -> Option<Evaluation<Self>> {
        Some(value)
    }

    fn tuned_value() -> Option<Evaluation<Self>> {
        Some(tuned_value)
    }

    /// `+asks`: plain asks of the seats surely last ([`ask_the_last`]).
    fn prelude(config: IsmctsConfig) -> Option<PreludeOf<Self>> {
        config.asks.then_some(ask_the_last as PreludeOf<Self>)
    }

    /// A turn's decisions (issue 29: a proposal, a counter-proposal): the
    /// lot taken (MP-2); the active player's steps between two proposals
    /// (build, propose, end); a proposal, from its partner to its sending
    /// (MP-8); the partner's answer with its counter-proposal; the reply to
    /// that. Steps expected: a proposal's partner, two terms and its
    /// sending; an answer and perhaps a counter of three steps.
    fn decision_step(
        view: &View,
        _log: &[urbs_metropolis::Event],
        _legal: &[Action],
        _seat: Seat,
    ) -> Option<DecisionStep> {
        let (part, steps) = match view.phase {
            Phase::Take | Phase::Over => (0, 1),
            Phase::Main => (1, 2),
            Phase::Propose => (2, 4),
            Phase::Draft => (2, 3),
            Phase::Answer => (3, 2),
            Phase::Counter => (3, 3),
            Phase::Reply => (4, 1),
        };
        Some(DecisionStep {
            key: (view.turn as u64) << 16 | (part as u64) << 8 | view.proposals as u64,
            steps,
        })
    }
}

/// Proposals the bot makes in one turn at most (the rules allow three).
const MY_PROPOSALS: u8 = 2;
/// A proposal must be worth this much to the bot.
const WANT: f64 = 1.5;
/// ... and, by the bot's measure, this much to the partner.
const FAIR: f64 = 1.0;
/// An offer is accepted when it is worth at least this much.
const ACCEPT: f64 = 0.5;

/// See the module docs.
pub struct Greedy {
    rng: GameRng,
    /// The rest of a proposal or counter-proposal under way.
    plan: Vec<Action>,
    /// Proposals tried this turn: (turn, partner, actions).
    tried: Vec<(u16, Seat, Vec<Action>)>,
}

impl Greedy {
    pub fn new(seed: u64) -> Greedy {
        Greedy {
            rng: rng_from_seed(seed),
            plan: Vec::new(),
            tried: Vec::new(),
        }
    }
}

/// What a position is worth to `seat`: score plus the prospects of its lots.
pub fn worth(g: &Metropolis, seat: Seat) -> f64 {
    Prospects::of(g, seat, g.scores()[seat]).worth()
}

/// Every seat's [`worth`], into `out` (the scores worked out once).
pub fn worths(g: &Metropolis, out: &mut Vec<f64>) {
    out.clear();
    let scores = g.scores();
    out.extend((0..g.players()).map(|s| Prospects::of(g, s, scores[s]).worth()));
}

/// What [`worth`] adds up for a seat.
struct Prospects {
    score: f64,
    lots: usize,
    /// The best building each block of its lots allows, summed.
    buildings: f64,
    /// Its lots side by side.
    pairs: usize,
    /// How much of the prospects still counts: they fade as the lot deck
    /// runs out.
    fade: f64,
}

impl Prospects {
    /// `seat`'s, whose score now is `score`.
    fn of(g: &Metropolis, seat: Seat, score: i64) -> Prospects {
        let d = data();
        let lots = g.tokens(seat);
        let mut builds = Vec::new();
        g.builds_within(lots, &mut builds);
        let mut best = vec![0u8; d.blocks.len()];
        for b in builds {
            let v = g.appraise(b);
            let slot = &mut best[b.block as usize];
            *slot = (*slot).max(v);
        }
        Prospects {
            score: score as f64,
            lots: lots.len(),
            buildings: best.iter().map(|&v| v as f64).sum(),
            pairs: lots
                .iter()
                .map(|l| d.adjacent(l).intersection(lots).len())
                .sum::<usize>()
                / 2,
            fade: (g.deck_len() as f64 / 40.0).clamp(0.15, 0.6),
        }
    }

    fn worth(&self) -> f64 {
        self.score + self.fade * (self.buildings + 0.5 * self.lots as f64 + 0.4 * self.pairs as f64)
    }
}

/// Numbers per seat the learned value reads ([`value_inputs`]).
pub const VALUE_FEATURES: usize = 6;
/// Numbers of the table it reads.
pub const VALUE_TABLE: usize = 2;
/// Inputs of one seat to the network: its numbers, the others' maximum
/// and mean, the table's.
pub const VALUE_INPUTS: usize = 3 * VALUE_FEATURES + VALUE_TABLE;

/// Every seat's inputs to the learned value (`+valueN`), `VALUE_INPUTS`
/// each, written to `out` (`VALUE_INPUTS` times the players long): per seat its score, its lots, the best
/// buildings they allow, its lots side by side, its [`worth`], and whether
/// it is the active player, each over a scale of about 1; the table's lot
/// deck and number of players. Read from a world the search dealt itself.
pub fn value_inputs(g: &Metropolis, out: &mut [f32]) {
    let n = g.players();
    let scores = g.scores();
    let mut seats = [[0.0f32; VALUE_FEATURES]; urbs_metropolis::MAX_PLAYERS];
    for (s, row) in seats.iter_mut().enumerate().take(n) {
        let p = Prospects::of(g, s, scores[s]);
        *row = [
            p.score as f32 / 50.0,
            p.lots as f32 / 10.0,
            p.buildings as f32 / 50.0,
            p.pairs as f32 / 10.0,
            p.worth() as f32 / 50.0,
            f32::from(u8::from(g.active() == s)),
        ];
    }
    let table = [g.deck_len() as f32 / 40.0, n as f32 / 5.0];
    for (s, seat) in out.chunks_exact_mut(VALUE_INPUTS).take(n).enumerate() {
        crate::learned::seat_inputs(&seats[..n], s, &table, seat);
    }
}

const _: () = assert!(
    crate::metropolis_net::NET.fits(VALUE_INPUTS),
    "metropolis_net.rs was trained on other inputs: retrain it (python/examples/train_value.py --game metropolis)"
);

/// The learned value (`+valueN`): each seat's chance to win the world `g`,
/// by the network of `metropolis_net.rs` over [`value_inputs`].
pub fn value(g: &Metropolis, chances: &mut Vec<f64>) {
    chances_by(&crate::metropolis_net::NET, g, chances);
}

const _: () = assert!(
    crate::metropolis_tuned_net::NET.fits(VALUE_INPUTS),
    "metropolis_tuned_net.rs was trained on other inputs: retrain it (python/examples/train_value.py --game metropolis --bots tuned --out crates/bots/src/metropolis_tuned_net.rs)"
);

/// The learned value of `+tvalueN`: as [`value`], by the network of
/// `metropolis_tuned_net.rs`, trained on games of the tuned playouts
/// ([`TUNED`]), which hold their lots longer and build bigger than the
/// playouts' own, so a lot held is worth more where they go on.
pub fn tuned_value(g: &Metropolis, chances: &mut Vec<f64>) {
    chances_by(&crate::metropolis_tuned_net::NET, g, chances);
}

/// Each seat's chance to win `g` by `net` over [`value_inputs`].
fn chances_by(net: &crate::learned::Net, g: &Metropolis, chances: &mut Vec<f64>) {
    net.chances_of::<{ VALUE_INPUTS * urbs_metropolis::MAX_PLAYERS }>(
        g.players(),
        |inputs| value_inputs(g, inputs),
        chances,
    );
}

/// Plays `actions` from `g`, each by whoever must act; `None` if one is refused.
fn play(g: &Metropolis, actions: &[Action]) -> Option<Metropolis> {
    let mut g = g.clone();
    let mut events = Vec::new();
    for a in actions {
        let seat = g.to_act().seats().first()?;
        g.apply(seat, a, &mut events).ok()?;
    }
    Some(g)
}

/// After an accepted deal with a consent, the active player builds (if it
/// can): that is what the consent is for.
fn then_build(g: Metropolis, deal: &Deal) -> Metropolis {
    match deal.consent {
        Some(c) if g.phase() == Phase::Main => play(&g, &[Action::Build(c.build)]).unwrap_or(g),
        _ => g,
    }
}

/// Points from the active player to the partner as draft actions of the
/// drafter (`by_active`).
fn points_action(points_to_partner: i8, by_active: bool) -> Option<Action> {
    let n = points_to_partner.unsigned_abs();
    match (points_to_partner.signum(), by_active) {
        (0, _) => None,
        (1, true) | (-1, false) => Some(Action::GivePoints(n)),
        _ => Some(Action::AskPoints(n)),
    }
}

/// The draft actions that make `deal`, for the drafter (`by_active`).
fn draft(deal: &Deal, by_active: bool) -> Vec<Action> {
    let mut out = Vec::new();
    if let Some(c) = deal.consent {
        out.push(Action::Consent(c.build));
        if c.share > 0 {
            out.push(Action::Share(c.share));
        }
    }
    let (mine, theirs) = if by_active {
        (deal.lots_to_partner, deal.lots_to_active)
    } else {
        (deal.lots_to_active, deal.lots_to_partner)
    };
    out.extend(mine.iter().map(Action::Give));
    out.extend(theirs.iter().map(Action::Ask));
    out.extend(points_action(deal.points_to_partner, by_active));
    out
}

/// Point amounts a proposal may name, from the active player to the
/// partner, smallest first: -20 .. 20.
fn point_steps() -> Vec<i8> {
    let mut v: Vec<i8> = POINT_AMOUNTS.iter().map(|&n| n as i8).collect();
    v.extend(POINT_AMOUNTS.iter().map(|&n| -(n as i8)));
    v.push(0);
    v.sort_unstable();
    v
}

impl Greedy {
    fn take(&mut self, g: &Metropolis, me: Seat, legal: &[Action]) -> Action {
        let mut best = (f64::NEG_INFINITY, legal[0]);
        for &a in legal {
            let Some(after) = play(g, &[a]) else { continue };
            let value = match a {
                Action::Gift { to, .. } => {
                    // Help the receiver as little as possible.
                    let to = to as Seat;
                    worth(g, to) - worth(&after, to)
                }
                _ => worth(&after, me),
            };
            if value > best.0 {
                best = (value, a);
            }
        }
        best.1
    }

    fn main(&mut self, view: &View, g: &Metropolis, me: Seat, legal: &[Action]) -> Action {
        let base = worth(g, me);
        let mut best = (0.0, Action::End);
        for &a in legal {
            if let Action::Build(_) = a
                && let Some(after) = play(g, &[a])
            {
                let gain = worth(&after, me) - base;
                if gain > best.0 {
                    best = (gain, a);
                }
            }
        }
        if legal.contains(&Action::Propose)
            && view.proposals < MY_PROPOSALS
            && let Some((gain, partner, plan)) = self.best_proposal(view, g, me)
            && gain > best.0 + 0.5
        {
            self.tried.push((view.turn, partner, plan.clone()));
            let mut steps = vec![Action::To(partner as u8)];
            steps.extend(plan);
            steps.push(Action::Send);
            self.plan = steps;
            return Action::Propose;
        }
        best.1
    }

    /// The proposal worth most to the bot that is fair to its partner:
    /// (gain, partner, draft actions).
    fn best_proposal(
        &self,
        view: &View,
        g: &Metropolis,
        me: Seat,
    ) -> Option<(f64, Seat, Vec<Action>)> {
        let base = worth(g, me);
        let mut best: Option<(f64, Seat, Vec<Action>)> = None;
        let steps = point_steps();
        for partner in (0..g.players()).filter(|&p| p != me) {
            let opening: &[Action] = if g.players() == 2 {
                &[Action::Propose]
            } else {
                &[Action::Propose, Action::To(partner as u8)]
            };
            let Some(drafting) = play(g, opening) else {
                continue;
            };
            let theirs_before = worth(g, partner);
            let options = drafting.legal_actions_vec(me);
            let mut candidates: Vec<Vec<Action>> = Vec::new();
            for &a in &options {
                match a {
                    Action::Consent(b) => candidates.push(consent_terms(g, partner, b)),
                    // Only lots beside the bot's own are worth buying.
                    Action::Ask(lot) if data().adjacent(lot).intersects(g.tokens(me)) => {
                        candidates.push(vec![Action::Ask(lot)]);
                    }
                    _ => {}
                }
            }
            for items in candidates {
                if self
                    .tried
                    .iter()
                    .any(|(t, p, a)| *t == view.turn && *p == partner && *a == items)
                {
                    continue;
                }
                let mut seq = items.clone();
                seq.extend([Action::Send, Action::Accept]);
                let Some(after) = play(&drafting, &seq) else {
                    continue;
                };
                let after = then_build(after, &consent_of(&items));
                // Points move worth one for one: pay the partner just enough
                // to make the deal fair to them (or charge what it leaves).
                let theirs = worth(&after, partner) - theirs_before;
                let mine = worth(&after, me) - base;
                let price = if g.options().no_point_trades {
                    (theirs >= FAIR).then_some(0)
                } else {
                    steps.iter().copied().find(|&p| theirs + p as f64 >= FAIR)
                };
                let Some(price) = price else { continue };
                let mine = mine - price as f64;
                if mine >= WANT && best.as_ref().is_none_or(|b| mine > b.0) {
                    let mut terms = items;
                    terms.extend(points_action(price, true));
                    best = Some((mine, partner, terms));
                }
            }
        }
        best
    }
}

/// Consent to `build`, with a share in proportion to the partner's lots for a
/// joint building.
fn consent_terms(g: &Metropolis, partner: Seat, build: Build) -> Vec<Action> {
    let mut items = vec![Action::Consent(build)];
    if build.kind.info().joint {
        let lots = build.lots();
        let theirs = lots.intersection(g.tokens(partner)).len();
        let share = (100 * theirs / lots.len()) as u8 / 10 * 10;
        if share > 0 {
            items.push(Action::Share(share));
        }
    }
    items
}

impl Greedy {
    fn answer(&mut self, view: &View, g: &Metropolis, me: Seat, legal: &[Action]) -> Action {
        let proposal = view.phase == Phase::Answer;
        let deal = if proposal { view.deal } else { view.counter };
        let Some(deal) = deal else {
            return Action::Decline;
        };
        let before = worth(g, me);
        let gain = play(g, &[Action::Accept])
            .map(|after| worth(&then_build(after, &deal), me) - before)
            .unwrap_or(f64::NEG_INFINITY);
        if gain >= ACCEPT {
            return Action::Accept;
        }
        if proposal && legal.contains(&Action::Counter) && !g.options().no_point_trades {
            // Ask for more points (or offer fewer) so that the deal is worth it:
            // points move worth one for one.
            let want = deal.points_to_partner as f64 + (1.0 - gain);
            let counter = point_steps()
                .into_iter()
                .find(|&p| p as f64 >= want)
                .map(|p| Deal {
                    points_to_partner: p,
                    ..deal
                });
            if let Some(counter) = counter {
                let items = draft(&counter, false);
                let mut seq = vec![Action::Counter];
                seq.extend(items.iter().copied());
                seq.extend([Action::Send, Action::Accept]);
                let worth_it = play(g, &seq).is_some_and(|after| {
                    worth(&then_build(after, &counter), me) - before >= ACCEPT
                });
                if worth_it && !items.is_empty() {
                    self.plan = items;
                    self.plan.push(Action::Send);
                    return Action::Counter;
                }
            }
        }
        Action::Decline
    }
}

/// The deal the draft actions of a proposal make, as far as its consent goes.
fn consent_of(items: &[Action]) -> Deal {
    let mut deal = Deal::default();
    for a in items {
        if let Action::Consent(b) = a {
            deal.consent = Some(urbs_metropolis::Consent {
                build: *b,
                share: 0,
            });
        }
    }
    deal
}

impl Bot<Metropolis> for Greedy {
    fn choose(&mut self, turn: &Turn<'_, Metropolis>) -> Action {
        let view = turn.view;
        self.tried.retain(|(t, _, _)| *t == view.turn);
        // Carry on with a proposal under way; the partner step is skipped
        // with two players.
        while let Some(&next) = self.plan.first() {
            self.plan.remove(0);
            if turn.legal.contains(&next) {
                return next;
            }
            if !matches!(next, Action::To(_)) {
                self.plan.clear();
            }
        }
        let g = Metropolis::sample(view, turn.log, &mut self.rng);
        let me = turn.seat;
        let action = match view.phase {
            Phase::Take => self.take(&g, me, turn.legal),
            Phase::Main => self.main(view, &g, me, turn.legal),
            Phase::Answer | Phase::Reply => self.answer(view, &g, me, turn.legal),
            Phase::Propose | Phase::Draft | Phase::Counter | Phase::Over => Action::Cancel,
        };
        if turn.legal.contains(&action) {
            action
        } else {
            turn.legal[0]
        }
    }
}

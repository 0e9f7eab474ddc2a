//! A greedy City player. It values a build by what the card adds to its
//! tableau's VP and income over the rounds it expects are left, less the
//! cards it costs; it surveys when no build is worth more than a card; it
//! pays with, and discards, the cards it would least like to build later.
//!
//! Its weights are a [`Thumb`]: `greedy`'s own ([`GREEDY`]), or ones tuned
//! to beat it ([`TUNED`], `+tuned`; `examples/thumb.rs` finds them).
//!
//! The same code plays ISMCTS's playouts straight off the sampled world
//! ([`playout`]): the tableaux are read where they lie, and what the
//! tableau yields before a build is worked out once per decision, not once
//! per card weighed.

use std::cell::Cell;

use serde::{Deserialize, Serialize};

use urbs_city::{Action, CardId, CardName, City, Deck, MAX_PLAYERS, Phase, Step, Tableaux};
use urbs_engine::{Game, GameRng, Seat};

use crate::bot::{Bot, Turn};
use crate::ismcts::{Belief, BlindEvaluation, DecisionStep, Evaluation, PlayoutPolicy};
use crate::roster::Roster;

impl Roster for City {
    const GAME_BOTS: &'static [&'static str] = &["greedy"];
    const LEVELS: &'static [&'static str] = &[
        "random",
        "greedy",
        "ismcts:100/1s",
        "ismcts:5000/2s",
        // Master: twice Expert's iterations, a round's steps sharing them
        // (issue 29), weighing a playout's score margin as much as its win
        // (`+score`): `ismcts+score:1000` took 0.307 of 352 games against
        // three `ismcts:500` (docs/figures/master-vs-expert-city*.json;
        // docs/strength.md), and 0.335 of 200 more (value-screen-city-master-*). Searching the builds as simultaneous
        // (`ismcts+sm:500`) took only 0.06 of 100 (master-trials-city-sm500),
        // and twice the iterations alone 0.229 of 48 (master-trials-city-double);
        // with regrets from mean rewards (`ismcts+smv+score:1000`) 0.146 of 48,
        // where this Master took 0.292 of the same games (master-smv-city-*).
        // Playouts cut short and scored by `evaluation` did no better in
        // the same time: `+score+cut60:1900` 0.319 of 72 and 0.292 of 24
        // (evaluation as now), `+score+cut30:3700` 0.125 of 24 twice
        // (master-cut-city-*). Worlds weighed by `belief` did not win
        // either: `ismcts+belief+score:1000` took 0.235 of 132, where this
        // Master took 0.295 of the same games (master-belief-city-*). Nor
        // did the learned value (`learned`): `ismcts+score+value30:3200`
        // took 0.312 of 200 and `ismcts+value30:3200` 0.295, where this
        // Master took 0.335 of the same deals (value-screen-city-*); over
        // all its games at these budgets it took 0.317 of 552, and 0.289
        // of 400 at the levels' own (`ismcts+score:10000` against three
        // `ismcts:5000`, master-vs-expert-city-full-*), where the learned
        // value's `ismcts+score+value30:32000` took 0.285 of 200 of seed
        // 1's deals (this Master 0.302; value-vs-expert-city-full-s1).
        // The others modelled one move ahead, blind to the face-down
        // builds (`+ahead`), lost: `ismcts+ahead+score+value30:420` 0.280
        // of 100 where this Master took 0.355 of the same deals
        // (ahead-screen-city-*; docs/strength.md, thirteenth run).
        // Playouts, the others in the tree and its own move order by the
        // rules of thumb with tuned weights (`+tuned`, `TUNED`): 0.320 of
        // 400 games against three Experts at these budgets, where the
        // Master before it (`ismcts+score:10000`) took 0.289 of the same
        // deals (tuned-vs-expert-city-full-*; docs/strength.md, fifteenth
        // run). The playouts by those rules of thumb at every move, never
        // MAST's or a random one (`+pure`): 0.331 of the same 400, game by
        // game +0.011 (standard error 0.021) against `+tuned` alone
        // (pure-vs-expert-city-full-*; seventeenth run).
        "ismcts+tuned+pure+score:10000/2s",
    ];
    // Measured 2026-12-02 in one tournament of the five levels with the
    // present Master (release, 4 players, seats rotated, 60 games, each
    // line-up of four of the five in 12; issue 33):
    // `urbs tournament --game city --players 4 --bots random,greedy,ismcts:100,ismcts:5000,ismcts+tuned+pure+score:10000 --games 60 --seed 1`
    // (the levels' budgets without their time caps, so the games do not
    // depend on the machine's load; docs/figures/ladder-city.json, README
    // Levels). Each level finished ahead of the one below in 0.97, 0.53,
    // 0.69 and 0.57 of their games together. The same tournament with the
    // Masters before it rated the five -445, -44, -11, 219 and 281 (`+tuned`
    // without `+pure`, earlier that day) and -449, -71, 15, 198 and 306
    // (`ismcts+score:10000`, 2026-11-27).
    const LEVEL_RATINGS: &'static [f64] = &[-442.8, -48.1, 3.5, 220.5, 266.9];
    const LADDER_WITH_MASTER: bool = true;
    // At the levels' own budgets (docs/strength.md, seventeenth run).
    const MASTER_AGAINST_EXPERT: (f64, u32) = (0.331, 400);

    fn game_bot(name: &str, _seed: u64) -> Option<Box<dyn Bot<Self>>> {
        match name {
            "greedy" => Some(Box::new(Greedy::with(GREEDY))),
            _ => None,
        }
    }

    fn playout_policy() -> Option<PlayoutPolicy<Self>> {
        Some(|| Box::new(playout))
    }

    fn tuned_playout_policy() -> Option<PlayoutPolicy<Self>> {
        Some(|| Box::new(tuned_playout))
    }

    fn evaluation() -> Option<Evaluation<Self>> {
        Some(evaluation)
    }

    fn belief() -> Option<Belief<Self>> {
        Some(belief)
    }

    fn value() -> Option<Evaluation<Self>> {
        Some(value)
    }

    fn blind_value() -> Option<BlindEvaluation<Self>> {
        Some(blind_value)
    }

    /// A round is one decision of each seat (issue 29: "a City round"):
    /// its build or survey, the cards paid card by card, a second build
    /// (CT-5) and the discards after it (CT-6, CT-9); the first hands' keep
    /// (CT-1) is round 0's. Steps expected: the choice and some two cards
    /// paid, with one kept back for what may follow; each card still owed,
    /// and one more after a payment.
    fn decision_step(
        view: &urbs_city::View,
        _log: &[urbs_city::Event],
        _legal: &[Action],
        _seat: Seat,
    ) -> Option<DecisionStep> {
        let choice = view.choice.as_ref()?;
        let owed = choice.owed as u32;
        let steps = match choice.step {
            Step::Choose => 4,
            Step::Second => 3,
            Step::Pay => owed + 1,
            Step::Discard | Step::Idle | Step::Committed => owed.max(1),
        };
        Some(DecisionStep {
            key: view.round as u64,
            steps,
        })
    }
}

/// Deterministic heuristic; see the module docs.
pub struct Greedy {
    thumb: Thumb,
}

impl Greedy {
    /// The rules of thumb with these weights.
    pub fn with(thumb: Thumb) -> Greedy {
        Greedy { thumb }
    }
}

/// The weights of the rules of thumb, in VP.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Thumb {
    /// What a card in hand is worth.
    pub card: f32,
    /// What surveying is worth, in cards.
    pub survey: f32,
    /// How much faster than now the leader is expected to score, VP a round.
    pub pace: f32,
    /// The most rounds expected to be left.
    pub horizon: f32,
    /// Rounds a building's VP counts beyond those left.
    pub extra_rounds: f32,
    /// Weight of a card of income a round, in cards.
    pub income: f32,
    /// Worth of a discount, per round (up to four).
    pub discount: f32,
    /// Worth of a Construction Gang, per round (up to four).
    pub gang: f32,
    /// Share of a card's gain kept when weighing it for later.
    pub keep: f32,
    /// Share of that kept when the card's requirement is unmet.
    pub unmet: f32,
}

/// Weights tuned against three `greedy` seats (`+tuned`).
pub const TUNED: Thumb = Thumb {
    card: 1.37,
    survey: 1.59,
    pace: 4.77,
    horizon: 13.0,
    extra_rounds: 2.65,
    income: 1.84,
    discount: 0.193,
    gang: 0.4,
    keep: 0.437,
    unmet: 0.378,
};

/// The `greedy` level's weights (and Expert's playouts').
pub const GREEDY: Thumb = Thumb {
    card: CARD,
    survey: 1.8,
    pace: 2.0,
    horizon: 10.0,
    extra_rounds: 1.0,
    income: 1.0,
    discount: 0.3,
    gang: 0.4,
    keep: 0.8,
    unmet: 0.5,
};

/// VP a card in hand is worth: what it buys, on average, before the end.
const CARD: f32 = 0.6;

/// The seat's position, as card ids.
struct Position<'a> {
    deck: &'a Deck,
    own: &'a [CardId],
    pending: &'a [CardId],
    others: [&'a [CardId]; MAX_PLAYERS],
    n_others: usize,
    /// Rounds the game is expected to last after this one.
    rounds_left: f32,
    thumb: &'a Thumb,
    /// VP and income of the tableau as it stands, once asked for.
    before: Cell<Option<(u16, u16)>>,
}

/// The leader's pace sets the end: VP per round grows by about 2. Seats as
/// (VP, VP per round).
fn rounds_left(seats: impl Iterator<Item = (u16, u16)>) -> f32 {
    rounds_left_by(&GREEDY, seats)
}

/// [`rounds_left`] by `thumb`'s pace and horizon.
fn rounds_left_by(thumb: &Thumb, seats: impl Iterator<Item = (u16, u16)>) -> f32 {
    seats
        .map(|(vp, per_round)| {
            let need = urbs_city::TARGET_VP.saturating_sub(vp) as f32;
            need / (per_round as f32 + thumb.pace)
        })
        .fold(f32::MAX, f32::min)
        .clamp(0.5, thumb.horizon)
}

impl<'a> Position<'a> {
    fn new(
        deck: &'a Deck,
        own: &'a [CardId],
        pending: &'a [CardId],
        others: impl Iterator<Item = &'a [CardId]>,
        rounds_left: f32,
        thumb: &'a Thumb,
    ) -> Position<'a> {
        let mut buf: [&[CardId]; MAX_PLAYERS] = [&[]; MAX_PLAYERS];
        let mut n_others = 0;
        for o in others {
            buf[n_others] = o;
            n_others += 1;
        }
        Position {
            deck,
            own,
            pending,
            others: buf,
            n_others,
            rounds_left,
            thumb,
            before: Cell::new(None),
        }
    }

    fn tableaux<'b>(&'b self, pending: &'b [CardId]) -> Tableaux<'b> {
        Tableaux::with_pending(self.deck, self.own, pending, &self.others[..self.n_others])
    }

    fn before(&self) -> (u16, u16) {
        if let Some(y) = self.before.get() {
            return y;
        }
        let y = self.tableaux(self.pending).yields();
        self.before.set(Some(y));
        y
    }

    /// What building `card` now adds, in VP, before paying for it.
    fn gain(&self, card: CardId) -> f32 {
        let (vp_before, income_before) = self.before();
        let mut with = [0; 3];
        let n = self.pending.len().min(2);
        with[..n].copy_from_slice(&self.pending[..n]);
        with[n] = card;
        let after = self.tableaux(&with[..=n]);
        let (vp_after, income_after) = after.yields();
        let vp = vp_after as f32 - vp_before as f32;
        let income = income_after as f32 - income_before as f32;
        let c = self.deck.card(card);
        // Powers the sums above miss: discounts and the Construction Gang.
        let th = self.thumb;
        let later = self.rounds_left.min(4.0);
        let mut power = c.discounts.len() as f32 * th.discount * later;
        if c.double_build.is_some() && self.tableaux(self.pending).double_build().is_none() {
            power += th.gang * later;
        }
        vp * (self.rounds_left + th.extra_rounds)
            + income * self.rounds_left * th.card * th.income
            + power
    }

    /// What surveying is worth: a card more, and a choice among five.
    fn survey(&self) -> f32 {
        self.thumb.survey * self.thumb.card
    }

    /// The net worth of building `card` now: its gain less the cards paid.
    fn build_value(&self, card: CardId) -> f32 {
        let cost = self.tableaux(self.pending).cost(card) as f32;
        let from_hand = if self.deck.card(card).contractor {
            0.0
        } else {
            1.0
        };
        self.gain(card) - (cost + from_hand) * self.thumb.card
    }

    /// How much the seat would like to keep `card`: building it later at
    /// today's prices, and never less than its worth as money.
    fn keep_value(&self, card: CardId) -> f32 {
        let t = self.tableaux(self.pending);
        let c = self.deck.card(card);
        if c.limit.is_some_and(|l| t.owned(card) >= l as u16) {
            return self.thumb.card;
        }
        let th = self.thumb;
        let mut value = self.gain(card) * th.keep - t.cost(card) as f32 * th.card;
        let present = t.present();
        if !c.requires.is_empty() && !c.requires.iter().any(|&r| present & (1u128 << r) != 0) {
            value *= th.unmet;
        }
        value.max(th.card)
    }

    fn id(&self, name: &CardName) -> Option<CardId> {
        self.deck.id(name)
    }

    /// The index of the card of `legal` (pay or discard actions) the seat
    /// wants least.
    fn cheapest(&self, legal: &[Action]) -> usize {
        let mut best = 0;
        let mut best_value = f32::MAX;
        for (i, a) in legal.iter().enumerate() {
            let (Action::Pay(n) | Action::Discard(n)) = a else {
                continue;
            };
            let v = self.id(n).map_or(0.0, |id| self.keep_value(id));
            if v < best_value {
                best_value = v;
                best = i;
            }
        }
        best
    }

    /// CT-2 / CT-5: the index of the best build, or of survey / done.
    fn choose_build(&self, legal: &[Action]) -> usize {
        let mut best = 0;
        let mut best_value = f32::MIN;
        for (i, a) in legal.iter().enumerate() {
            let value = match a {
                Action::Build(n) => match self.id(n) {
                    Some(id) => self.build_value(id),
                    None => continue,
                },
                Action::Survey => self.survey(),
                Action::Done => 0.0,
                _ => continue,
            };
            if value > best_value {
                best_value = value;
                best = i;
            }
        }
        best
    }

    /// The index in `legal` to play at `step` of `phase`.
    fn choose(&self, phase: Phase, step: Option<Step>, legal: &[Action]) -> usize {
        match (phase, step) {
            (Phase::Build, Some(Step::Choose | Step::Second)) => self.choose_build(legal),
            (_, Some(Step::Pay | Step::Discard)) => self.cheapest(legal),
            _ => 0,
        }
    }
}

impl Bot<City> for Greedy {
    fn choose(&mut self, turn: &Turn<'_, City>) -> Action {
        let view = turn.view;
        let ids = view.tableau_ids(turn.seat);
        let th = &self.thumb;
        let left = rounds_left_by(th, view.seats.iter().map(|s| (s.vp, s.vp_per_round)));
        let pos = Position::new(
            &view.deck,
            &ids.own,
            &ids.pending,
            ids.others.iter().map(Vec::as_slice),
            left,
            th,
        );
        let step = view.choice.as_ref().map(|c| c.step);
        turn.legal[pos.choose(view.phase, step, turn.legal)]
    }
}

/// [`Greedy`]'s choice in a sampled world, as an index into `legal`.
pub fn playout(g: &City, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Option<usize> {
    playout_by(&GREEDY, g, seat, legal, rng)
}

/// The choice by [`TUNED`]'s weights in a sampled world (`+tuned`).
pub fn tuned_playout(g: &City, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Option<usize> {
    playout_by(&TUNED, g, seat, legal, rng)
}

/// The choice by `thumb`'s weights in a sampled world.
pub fn playout_by(
    thumb: &Thumb,
    g: &City,
    seat: Seat,
    legal: &[Action],
    _rng: &mut GameRng,
) -> Option<usize> {
    let n = g.players();
    let me = g.player(seat);
    let step = me.commit.step;
    let (phase, step) = match step {
        Step::Idle => (g.phase(), None),
        s => (g.phase(), Some(s)),
    };
    let left = rounds_left_by(thumb, (0..n).map(|s| (g.player(s).vp, g.yields(s).0)));
    let pos = Position::new(
        g.cards(),
        &me.tableau,
        &me.commit.building,
        (0..n)
            .filter(|&s| s != seat)
            .map(|s| &g.player(s).tableau[..]),
        left,
        thumb,
    );
    Some(pos.choose(phase, step, legal))
}

/// Each seat's round VP and income with its buildings set aside this round
/// counted built, and the rounds the leader's pace leaves (as [`Greedy`]
/// reckons them).
fn paces(g: &City) -> ([(u16, u16); MAX_PLAYERS], f32) {
    paces_as(g, None)
}

/// [`paces`] as `judge` sees the world: with `Some(seat)`, every other
/// seat's face-down choice of the round taken back ([`pending`]).
fn paces_as(g: &City, judge: Option<Seat>) -> ([(u16, u16); MAX_PLAYERS], f32) {
    let n = g.players();
    let mut yields = [(0u16, 0u16); MAX_PLAYERS];
    for (s, y) in yields.iter_mut().enumerate().take(n) {
        let (others, k) = g.others(s);
        let (building, _) = pending(g, s, judge);
        *y = Tableaux::with_pending(g.cards(), &g.player(s).tableau, building, &others[..k])
            .yields();
    }
    let left = rounds_left((0..n).map(|s| (g.player(s).vp, yields[s].0)));
    (yields, left)
}

/// Seat `s`'s buildings set aside this round and the cards it still owes
/// for them, as `judge` sees them: with `Some(judge)` another seat's
/// face-down choice is taken back (nothing set aside, nothing owed), as if
/// it had not chosen yet (the blind value, [`blind_value`]).
fn pending(g: &City, s: Seat, judge: Option<Seat>) -> (&[CardId], u16) {
    match judge {
        Some(j) if j != s => (&[], 0),
        _ => {
            let c = &g.player(s).commit;
            (&c.building, c.owed)
        }
    }
}

/// The cards left in seat `s`'s hand once it has paid what it owes (as
/// `judge` sees it, [`pending`]).
fn hand_left(g: &City, s: Seat, judge: Option<Seat>) -> usize {
    let owed = pending(g, s, judge).1;
    g.player(s).hand.len().saturating_sub(owed as usize)
}

/// Each seat's expected final VP in a sampled world (`+cutN`): its VP, plus
/// over the rounds the leader's pace leaves (as [`Greedy`] reckons them)
/// its VP a round and its income, its buildings set aside this round
/// counted built, and the cards left in its hand once paid for, each card
/// at `CARD`.
pub fn evaluation(g: &City, scores: &mut Vec<f64>) {
    let (yields, left) = paces(g);
    scores.clear();
    scores.extend((0..g.players()).map(|s| expected_vp(g, s, yields[s], left, None)));
}

fn expected_vp(
    g: &City,
    s: Seat,
    (per_round, income): (u16, u16),
    left: f32,
    judge: Option<Seat>,
) -> f64 {
    let card = CARD as f64;
    g.player(s).vp as f64
        + left as f64 * (per_round as f64 + income as f64 * card)
        + hand_left(g, s, judge) as f64 * card
}

/// Numbers per seat the learned value reads ([`value_inputs`]).
pub const VALUE_FEATURES: usize = 8;
/// Numbers of the table it reads.
pub const VALUE_TABLE: usize = 3;
/// Inputs of one seat to the network: its numbers, the others' maximum
/// and mean, the table's.
pub const VALUE_INPUTS: usize = 3 * VALUE_FEATURES + VALUE_TABLE;

/// Every seat's inputs to the learned value (`+valueN`), `VALUE_INPUTS`
/// each, written to `out` (`VALUE_INPUTS` times the players long): per seat its VP, its VP a round and income
/// (buildings set aside counted built), its hand once paid for, its
/// buildings, whether it has the Construction Gang (CT-5), the hand-written
/// [`evaluation`] and its VP after the next round's yield, each over a
/// scale of about 1; the table's round, the rounds the leader's pace leaves
/// and the number of players. Read from a world the search dealt itself.
pub fn value_inputs(g: &City, out: &mut [f32]) {
    inputs_as(g, None, out);
}

/// [`value_inputs`] as `judge` sees the world ([`pending`]).
fn inputs_as(g: &City, judge: Option<Seat>, out: &mut [f32]) {
    let n = g.players();
    let (yields, left) = paces_as(g, judge);
    let target = urbs_city::TARGET_VP as f32;
    let mut seats = [[0.0f32; VALUE_FEATURES]; MAX_PLAYERS];
    for (s, row) in seats.iter_mut().enumerate().take(n) {
        let p = g.player(s);
        let (per_round, income) = yields[s];
        let (buf, k) = g.others(s);
        let (building, _) = pending(g, s, judge);
        let gang = Tableaux::with_pending(g.cards(), &p.tableau, building, &buf[..k])
            .double_build()
            .is_some();
        *row = [
            p.vp as f32 / target,
            per_round as f32 / 10.0,
            income as f32 / 10.0,
            hand_left(g, s, judge) as f32 / 10.0,
            (p.tableau.len() + building.len()) as f32 / 20.0,
            f32::from(u8::from(gang)),
            expected_vp(g, s, yields[s], left, judge) as f32 / target,
            (p.vp + per_round) as f32 / target,
        ];
    }
    let table = [g.round() as f32 / 20.0, left / 10.0, n as f32 / 5.0];
    for (s, seat) in out.chunks_exact_mut(VALUE_INPUTS).take(n).enumerate() {
        crate::learned::seat_inputs(&seats[..n], s, &table, seat);
    }
}

const _: () = assert!(
    crate::city_net::NET.fits(VALUE_INPUTS),
    "city_net.rs was trained on other inputs: retrain it (python/examples/train_value.py --game city)"
);

/// The learned value (`+valueN`): each seat's chance to win the world `g`,
/// by the network of `city_net.rs` over [`value_inputs`].
pub fn value(g: &City, chances: &mut Vec<f64>) {
    crate::city_net::NET.chances_of::<{ VALUE_INPUTS * MAX_PLAYERS }>(
        g.players(),
        |inputs| value_inputs(g, inputs),
        chances,
    );
}

/// The learned value as `judge` sees the world while the seats choose their
/// builds at once (`+ahead`'s model of the seats in a round): every other
/// seat's face-down choice of the round taken back, as if not yet made.
pub fn blind_value(g: &City, judge: Seat, chances: &mut Vec<f64>) {
    crate::city_net::NET.chances_of::<{ VALUE_INPUTS * MAX_PLAYERS }>(
        g.players(),
        |inputs| inputs_as(g, Some(judge), inputs),
        chances,
    );
}

/// How much less likely the opponent model finds a choice one place further
/// down [`Greedy`]'s order (two places: this squared, and so on). 0.8 did
/// no better in City's games against three Experts (docs/strength.md).
const RANK_AWAY: f64 = 0.5;

/// The opponent model of `+belief`: the sampler deals the hands of the
/// seats that have made their secret choice this round (CT-11) anew and
/// walks their choice again with random legal steps; the model holds that
/// a seat chooses and pays as [`Greedy`] would from the hand it held, so a
/// world is as likely as `RANK_AWAY` to the power of how many options
/// greedy would have put before the build (or survey) the world dealt, and
/// before each card it paid with. Everything it reads is in the world the
/// searching bot dealt itself: the hands and choices it judges are the
/// sampler's guesses, the tableaux and VP the observer's own view.
pub fn belief(world: &City, observer: Seat) -> f64 {
    if world.phase() != Phase::Build {
        return 1.0;
    }
    let n = world.players();
    let left = rounds_left((0..n).map(|s| (world.player(s).vp, world.yields(s).0)));
    let mut misses = 0;
    for seat in (0..n).filter(|&s| s != observer) {
        if world.player(seat).commit.step == Step::Committed {
            misses += choice_misses(world, seat, left);
        }
    }
    RANK_AWAY.powi(misses as i32)
}

/// How far `seat`'s committed choice in `world` lies from [`Greedy`]'s: the
/// options greedy values above its first build or survey, from the hand it
/// held before choosing, and for each card it paid the cards it kept that
/// greedy would rather have paid with.
fn choice_misses(world: &City, seat: Seat, rounds_left: f32) -> u32 {
    let n = world.players();
    let p = world.player(seat);
    let c = &p.commit;
    let others = (0..n)
        .filter(|&s| s != seat)
        .map(|s| &world.player(s).tableau[..]);
    let pos = Position::new(
        world.cards(),
        &p.tableau,
        &[],
        others.clone(),
        rounds_left,
        &GREEDY,
    );
    let chosen = if c.survey {
        pos.survey()
    } else if c.contractor {
        match world.cards().contractor() {
            Some(gc) => pos.build_value(gc),
            None => return 0,
        }
    } else {
        match c.building.first() {
            Some(&id) => pos.build_value(id),
            None => return 0,
        }
    };
    // The hand before the choice: what is left, what was set aside, what
    // was paid.
    let mut held: Vec<CardId> = p
        .hand
        .iter()
        .chain(&c.building)
        .chain(&c.spent)
        .copied()
        .collect();
    held.sort_unstable();
    held.dedup();
    let in_hand = p.hand.len() + c.held();
    let t = pos.tableaux(&[]);
    let mut misses = u32::from(!c.survey && pos.survey() > chosen);
    for &id in &held {
        let affordable = (t.cost(id) as usize) < in_hand && t.may_build(id).is_ok();
        if affordable && pos.build_value(id) > chosen {
            misses += 1;
        }
    }
    // Payments: greedy pays with the cards it would least like to keep.
    let paying = Position::new(
        world.cards(),
        &p.tableau,
        &c.building,
        others,
        rounds_left,
        &GREEDY,
    );
    if !c.spent.is_empty() {
        let kept: Vec<f32> = p.hand.iter().map(|&k| paying.keep_value(k)).collect();
        for &paid in &c.spent {
            let worth = paying.keep_value(paid);
            misses += kept.iter().filter(|&&k| k < worth).count() as u32;
        }
    }
    misses
}

//! Which bots each game offers, by name, and the levels' ids that stand
//! for a bot of each game (the levels as people see them are `levels.rs`).

use std::hash::Hash;
use std::time::Duration;

use urbs_engine::rand::RngExt;
use urbs_engine::{Game, GameRng, Seat, Viewer};

use crate::bot::{Bot, RandomBot, Turn};
use crate::ismcts::{
    Answers, Belief, BlindEvaluation, Budget, DecisionStep, Evaluation, Ismcts, IsmctsConfig,
    Playout, PlayoutPolicy, PreludeOf,
};

/// A level as people see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// What a spec names it by: `"casual"`.
    pub id: &'static str,
    /// What the lobby shows: `"Casual"`.
    pub name: &'static str,
    /// One line on how it plays.
    pub blurb: &'static str,
}

/// The levels, weakest first.
pub const LEVELS: &[Level] = &[
    Level {
        id: "beginner",
        name: "Beginner",
        blurb: "Plays at random: the gentlest opponent, to learn the rules against.",
    },
    Level {
        id: "casual",
        name: "Casual",
        blurb: "Plays by simple rules of thumb and never looks ahead; a careful player beats it.",
    },
    Level {
        id: "strong",
        name: "Strong",
        blurb: "Plays out many possible futures a move, quickly; a real test for a good player.",
    },
    Level {
        id: "expert",
        name: "Expert",
        blurb: "Searches long (up to two seconds a decision); a hard test for anyone.",
    },
    Level {
        id: "master",
        name: "Master",
        blurb: "Searches up to two seconds a decision, further than Expert; in For Sale it weighs \
                the secret sales as a game of their own, and expects players who have played like \
                its learned model to go on doing so.",
    },
];

/// The spec level `id` stands for in game `G` (`None`: not a level).
pub fn level_spec<G: Roster>(id: &str) -> Option<&'static str> {
    let at = LEVELS.iter().position(|l| l.id == id)?;
    G::LEVELS.get(at).copied()
}

/// A game's bots. Implemented here, in the bots crate, for every game: the
/// game crates know nothing of bots.
pub trait Roster: Game<Event: Hash> {
    /// Names of the bots written for this game (besides the generic ones).
    const GAME_BOTS: &'static [&'static str];

    /// The spec behind each of [`LEVELS`], in its order
    /// (weakest first): chosen so that each beats the one below it and every
    /// one moves within two seconds on one core.
    const LEVELS: &'static [&'static str];

    /// The levels' Bradley-Terry ratings in [`Roster::LEVELS`] order, as
    /// measured by `urbs tournament --game G --players 4 --bots
    /// beginner,casual,strong,expert` (empty until measured), and Master's
    /// from its games against Expert: Expert's rating plus
    /// [`crate::levels::elo_above`] of [`Roster::MASTER_AGAINST_EXPERT`];
    /// or, where [`Roster::LADDER_WITH_MASTER`] says so, all five from one
    /// tournament of the five levels.
    const LEVEL_RATINGS: &'static [f64] = &[];

    /// Whether [`Roster::LEVEL_RATINGS`] come from one seat-rotated
    /// tournament of all five levels, Master among them (`--bots
    /// beginner,casual,strong,expert,master`; issue 33), rather than
    /// Master's from its games against three Experts.
    const LADDER_WITH_MASTER: bool = false;

    /// Master's share of the wins in a seat-rotated tournament of one
    /// Master against three Experts, 4 players, and the games it was
    /// measured over (docs/strength.md): where Master's rating
    /// comes from where the levels' tournament did not include it (see
    /// [`Roster::LADDER_WITH_MASTER`]), and the measure of Master
    /// everywhere.
    const MASTER_AGAINST_EXPERT: (f64, u32);

    /// The search hints and reviews run (`urbs_review`), as a spec without
    /// a budget (theirs is the server's): plain `ismcts` by default; a game
    /// whose learned value searches better at their budgets names it
    /// (`ismcts+value30`). See [`coach_bot`].
    const COACH: &'static str = "ismcts";

    /// One of [`Roster::GAME_BOTS`] by name.
    fn game_bot(name: &str, seed: u64) -> Option<Box<dyn Bot<Self>>>;

    /// The heuristic ISMCTS plays its playouts with and opens tree nodes
    /// with: picks the index in `legal` that `seat` plays in the sampled
    /// world `state` (`None`: no opinion, use MAST). The state is a world
    /// the searching bot dealt itself from its own view, never the real one.
    ///
    /// Default: the game's first own bot ([`Roster::GAME_BOTS`]), shown the
    /// seat's view of that world (a view built at every step: a game whose
    /// search matters gives a policy that reads the world directly); games
    /// without one use MAST alone.
    fn playout_policy() -> Option<PlayoutPolicy<Self>> {
        (!Self::GAME_BOTS.is_empty()).then_some(view_playout::<Self> as PlayoutPolicy<Self>)
    }

    /// The rules of thumb with weights tuned to beat the game's own (City's
    /// `greedy`, Metropolis's playouts; `+tuned`): the playouts, the tree's other seats and the searcher's
    /// move order follow them instead of [`Roster::playout_policy`]'s.
    /// `None` (the default): `+tuned` keeps the playout policy.
    fn tuned_playout_policy() -> Option<PlayoutPolicy<Self>> {
        None
    }

    /// The opponent model `+belief` weighs sampled worlds by: how likely
    /// the other seats' hidden choices in a world are, given what they did
    /// in public. `None` (the default): every world the sampler deals is
    /// alike.
    fn belief() -> Option<Belief<Self>> {
        None
    }

    /// The evaluation `+cutN` scores a playout by when it stops at its
    /// cutoff: each seat's expected final score in a sampled world (never
    /// the real one), from the game's own scoring. `None` (the default):
    /// playouts run to the end whatever the spec.
    fn evaluation() -> Option<Evaluation<Self>> {
        None
    }

    /// The learned value `+valueN` scores a playout by when it stops at
    /// its cutoff: each seat's chance to win a sampled world (never the
    /// real one), written as shares that sum to 1 (see [`crate::learned`]).
    /// `None` (the default): playouts run to the end whatever the spec.
    fn value() -> Option<Evaluation<Self>> {
        None
    }

    /// The learned value `+tvalueN` scores a playout by at its cutoff: as
    /// [`Roster::value`], but trained on games of the tuned playouts
    /// ([`Roster::tuned_playout_policy`]) instead of the playouts' own, so
    /// that it foresees how `+tuned`'s playouts go on (they hold lots, say,
    /// where the playouts' own would build). `None` (the default):
    /// `+tvalueN` scores by [`Roster::value`].
    fn tuned_value() -> Option<Evaluation<Self>> {
        None
    }

    /// The learned value as a seat judges a world while seats choose at
    /// once in secret, the others' face-down choices of the round taken
    /// back: with it `+ahead` models the seats there too (City's rounds).
    /// `None` (the default): there the rules of thumb stand for them.
    fn blind_value() -> Option<BlindEvaluation<Self>> {
        None
    }

    /// The game's learned policy as the search's model of the other seats
    /// (`+policy`): in the tree each other seat plays the move the policy
    /// picks for its view of the sampled world, and the searcher's moves
    /// open in the policy's order. `None` (the default): `+policy` keeps
    /// the rules of thumb.
    fn policy() -> Option<PlayoutPolicy<Self>> {
        None
    }

    /// The search's model of how the other seats answer offers, one for
    /// each way of answering (`+answers`: by the game's judgment of the
    /// offer; `+declines`: never taking one): it stands for them at their
    /// own turns in the tree, answering offers so and elsewhere playing as
    /// a playout heuristic (Metropolis's: the tuned rules of thumb, as
    /// with `+tuned`). `None` (the default): the flag keeps the heuristic.
    fn answer_model(_answers: Answers) -> Option<PlayoutPolicy<Self>> {
        None
    }

    /// The move `config`'s bot makes without searching, if the spec asks
    /// for one (Metropolis's `+asks`); `None` (the default): every move is
    /// searched. Read from the seat's view and the public log only.
    fn prelude(_config: IsmctsConfig) -> Option<PreludeOf<Self>> {
        None
    }

    /// Where `seat`'s step stands in a decision of several steps (a City
    /// round, a Metropolis proposal), read from its view and the public
    /// log and its legal actions: the steps of one decision share a search
    /// level's budget (issue 29; see [`crate::ismcts`]'s `decision`
    /// module). `None` (the default): every step is a decision of its own.
    fn decision_step(
        _view: &Self::View,
        _log: &[Self::Event],
        _legal: &[Self::Action],
        _seat: Seat,
    ) -> Option<DecisionStep> {
        None
    }

    /// The search's settings for this game, from those a spec names (its
    /// budget and threads): exploration, widening, playouts. Default: as
    /// given.
    fn search_config(config: IsmctsConfig) -> IsmctsConfig {
        config
    }
}

/// One move ahead by the game's learned value (`+ahead`): the search's
/// model of the other seats, blind where seats choose at once if the game
/// judges so ([`Roster::blind_value`]); `None` without a learned value.
pub fn ahead_model<G: Roster>() -> Option<Box<dyn Playout<G>>> {
    let ahead = crate::ismcts::Ahead::new(G::value()?);
    Some(match (G::blind_value(), G::playout_policy()) {
        (Some(blind), Some(thumb)) => Box::new(ahead.with_blind(blind, thumb())),
        _ => Box::new(ahead),
    })
}

/// [`ahead_model`] as the search makes it (only chosen where it exists).
fn ahead_tree_model<G: Roster>() -> Box<dyn Playout<G>> {
    ahead_model::<G>().expect("`+ahead` is only chosen where the game has a learned value")
}

/// The search's model of the other seats for `config`: the game's learned
/// policy with `+policy`, its answers with `+answers` or `+declines`, one
/// move ahead with `+ahead` where the game has a learned value, else none
/// (the playouts' heuristic stands for them).
fn model<G: Roster>(config: IsmctsConfig) -> Option<PlayoutPolicy<G>> {
    if config.policy {
        return G::policy();
    }
    if let Some(answers) = config.answers {
        return G::answer_model(answers);
    }
    (config.ahead && G::value().is_some()).then_some(ahead_tree_model::<G> as PlayoutPolicy<G>)
}

/// The playouts' heuristic for `config`: the tuned rules of thumb with
/// `+tuned` where the game has them, else the game's playout policy.
fn playouts<G: Roster>(config: IsmctsConfig) -> Option<PlayoutPolicy<G>> {
    if config.tuned {
        G::tuned_playout_policy().or_else(G::playout_policy)
    } else {
        G::playout_policy()
    }
}

/// [`heuristic_playout`] as a playout heuristic.
fn view_playout<G: Roster>() -> Box<dyn Playout<G>> {
    Box::new(heuristic_playout::<G>)
}

/// Plays `seat`'s move in a sampled world as the game's first own bot
/// would, shown the seat's view of that world (and an empty log: playouts
/// keep none).
pub fn heuristic_playout<G: Roster>(
    state: &G,
    seat: Seat,
    legal: &[G::Action],
    rng: &mut GameRng,
) -> Option<usize> {
    let mut bot = G::game_bot(G::GAME_BOTS.first()?, rng.random())?;
    let view = state.view(Viewer::Seat(seat));
    let action = bot.choose(&Turn {
        seat,
        view: &view,
        log: &[],
        legal,
    });
    legal.iter().position(|a| *a == action)
}

/// The ISMCTS bot of game `G` for `config` (a spec's budget and threads),
/// with the game's settings and playout heuristic.
pub fn search_bot<G: Roster>(config: IsmctsConfig, seed: u64) -> Ismcts<G> {
    Ismcts::<G>::new(G::search_config(config), seed)
        .with_policy(playouts::<G>(config))
        .with_model(model::<G>(config))
        .with_belief(G::belief())
        .with_evaluation(evaluation::<G>(config))
        .with_decisions(Some(G::decision_step))
        .with_prelude(G::prelude(config))
}

/// What a playout stopped at `config`'s cutoff is scored by: the learned
/// value (`+valueN`), the one learned from the tuned playouts' games
/// (`+tvalueN`, else the learned value), or the hand-written evaluation.
fn evaluation<G: Roster>(config: IsmctsConfig) -> Option<Evaluation<G>> {
    match (config.learned, config.tuned_value) {
        (true, true) => G::tuned_value().or_else(G::value),
        (true, false) => G::value(),
        (false, _) => G::evaluation(),
    }
}

/// The search of hints and reviews: [`Roster::COACH`] at `iterations` a
/// step, stopped at `time_cap` whatever its iterations, with the game's
/// playouts (and its learned value, if the spec names it); every step is
/// a decision of its own.
pub fn coach_bot<G: Roster>(iterations: u32, time_cap: Duration, seed: u64) -> Ismcts<G> {
    let spec: IsmctsConfig = G::COACH.parse().expect("a game's coach spec parses");
    let config = IsmctsConfig {
        budget: Budget::Iterations(iterations.max(1)),
        time_cap: Some(time_cap),
        ..spec
    };
    Ismcts::<G>::new(config, seed)
        .with_policy(playouts::<G>(config))
        .with_model(model::<G>(config))
        .with_evaluation(evaluation::<G>(config))
}

/// Bots every game has.
pub const GENERIC_BOTS: &[&str] = &["random"];

/// Search bots every game has, listed after the game's own bots. `N` stands
/// for a budget: `ismcts:10000` (iterations per move), `ismcts:500ms` or
/// `ismcts:1s` (time per move), `ismcts:20000/1s` (iterations, stopped at
/// the time if they take longer), optionally `x2` for two root-parallel
/// threads.
pub const SEARCH_BOTS: &[&str] = &["ismcts:N"];

/// Every bot name `G` accepts: the levels, then the bots themselves.
pub fn bot_names<G: Roster>() -> Vec<String> {
    LEVELS
        .iter()
        .map(|l| l.id)
        .chain(GENERIC_BOTS.iter().copied())
        .chain(G::GAME_BOTS.iter().copied())
        .chain(SEARCH_BOTS.iter().copied())
        .map(|s| s.to_string())
        .collect()
}

/// The spec `spec` stands for: a level's bot in `G`, or `spec` itself.
pub fn resolve<G: Roster>(spec: &str) -> &str {
    let spec = spec.trim();
    level_spec::<G>(spec).unwrap_or(spec)
}

/// Makes the bot named by `spec` (a level's id or a bot spec), with its own
/// RNG seeded from `seed`.
pub fn make_bot<G: Roster>(spec: &str, seed: u64) -> Result<Box<dyn Bot<G>>, String> {
    let spec = resolve::<G>(spec);
    if spec == "random" {
        return Ok(Box::new(RandomBot::new(seed)));
    }
    if spec.starts_with("ismcts") {
        let config: IsmctsConfig = spec.parse()?;
        return Ok(Box::new(search_bot::<G>(config, seed)));
    }
    G::game_bot(spec, seed).ok_or_else(|| {
        format!(
            "unknown bot `{spec}` for {}; choose from: {}",
            G::ID,
            bot_names::<G>().join(", ")
        )
    })
}

/// What a server allows one bot move: specs over it are refused when a seat
/// is asked for, and every search it runs stops at `max_time` whatever its
/// budget. The command line has no limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotLimits {
    /// Longest a bot may think per move.
    pub max_time: std::time::Duration,
    /// Most threads one move may use.
    pub max_threads: usize,
}

impl Default for BotLimits {
    fn default() -> BotLimits {
        BotLimits {
            max_time: std::time::Duration::from_secs(2),
            max_threads: 1,
        }
    }
}

impl BotLimits {
    /// The bots allowed, in words, for error messages and listings.
    pub fn describe<G: Roster>(&self) -> String {
        let mut names: Vec<String> = LEVELS
            .iter()
            .map(|l| l.id)
            .filter(|id| self.check_plain::<G>(resolve::<G>(id)).is_ok())
            .chain(GENERIC_BOTS.iter().copied())
            .chain(G::GAME_BOTS.iter().copied())
            .map(|s| s.to_string())
            .collect();
        let secs = self.max_time.as_secs_f64();
        names.push(format!(
            "ismcts:ITERATIONS or ismcts:TIME up to {secs}s{}",
            if self.max_threads > 1 {
                format!(", xTHREADS up to x{}", self.max_threads)
            } else {
                String::new()
            }
        ));
        format!("{} (every move stops after {secs}s)", names.join(", "))
    }

    /// Refuses `spec` (a level's id or a bot spec) unless it names a bot of
    /// `G` within these limits.
    pub fn check<G: Roster>(&self, spec: &str) -> Result<(), String> {
        let asked = spec.trim();
        self.check_plain::<G>(resolve::<G>(asked)).map_err(|why| {
            format!(
                "bot `{asked}` is not allowed on this server: {why}; choose from: {}",
                self.describe::<G>()
            )
        })
    }

    /// Why `spec` (a bot spec, not a level) is over these limits, if it is.
    fn check_plain<G: Roster>(&self, spec: &str) -> Result<(), String> {
        if spec == "random" || G::GAME_BOTS.contains(&spec) {
            return Ok(());
        }
        if !spec.starts_with("ismcts") {
            return Err(format!("{} has no such bot", G::ID));
        }
        let config: IsmctsConfig = spec.parse()?;
        if config.threads > self.max_threads {
            return Err(format!(
                "it asks for {} threads, at most {}",
                config.threads, self.max_threads
            ));
        }
        if let crate::ismcts::Budget::Time(t) = config.budget
            && t > self.max_time
        {
            return Err(format!(
                "it asks for {}s a move, at most {}s",
                t.as_secs_f64(),
                self.max_time.as_secs_f64()
            ));
        }
        // A time cap (`ismcts:N/CAP`, as the levels are) only bounds a
        // search: one over the server's is cut to the server's, as an
        // iteration budget is, so that every level stays offered.
        Ok(())
    }

    /// Threads a move of `spec` uses within these limits (a level uses one:
    /// every level is within the default limits).
    pub fn threads(&self, spec: &str) -> usize {
        spec.trim()
            .parse::<IsmctsConfig>()
            .map_or(1, |c| c.threads.clamp(1, self.max_threads.max(1)))
    }
}

/// Makes the bot named by `spec` held to `limits`: a search stops at
/// `limits.max_time` and uses at most `limits.max_threads` threads, whatever
/// the spec asks (check it first with [`BotLimits::check`] to refuse rather
/// than trim).
pub fn make_bot_within<G: Roster>(
    spec: &str,
    seed: u64,
    limits: &BotLimits,
) -> Result<Box<dyn Bot<G>>, String> {
    let spec = resolve::<G>(spec);
    if spec.starts_with("ismcts") {
        let mut config: IsmctsConfig = spec.parse()?;
        config.threads = config.threads.clamp(1, limits.max_threads.max(1));
        config.time_cap = Some(
            config
                .time_cap
                .map_or(limits.max_time, |c| c.min(limits.max_time)),
        );
        return Ok(Box::new(search_bot::<G>(config, seed)));
    }
    make_bot(spec, seed)
}

/// A 4-player table of `G` dealt from `seed` after `moves` moves of the
/// game's greedy bot (seeded `greedy_seed`): a position some way into a
/// game, for tests that search one.
#[cfg(test)]
pub(crate) fn greedy_opening<G: Roster>(
    seed: u64,
    greedy_seed: u64,
    moves: usize,
) -> urbs_engine::Table<G> {
    let mut table = urbs_engine::Table::<G>::new(4, &G::Options::default(), seed).unwrap();
    let mut greedy = make_bot::<G>("greedy", greedy_seed).unwrap();
    for _ in 0..moves {
        let seat = table.to_act().seats().first().unwrap();
        let a = crate::ask(greedy.as_mut(), &table, seat);
        table.apply(seat, &a).unwrap();
    }
    table
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use urbs_engine::{Table, Viewer};
    use urbs_forsale::{ForSale, Options};

    use super::*;
    use crate::ismcts::Budget;

    const LIMITS: BotLimits = BotLimits {
        max_time: Duration::from_millis(20),
        max_threads: 1,
    };

    #[test]
    fn limits_refuse_what_they_do_not_allow_and_name_what_they_do() {
        for spec in [
            "ismcts:1s",
            "ismcts:20msx2",
            "ismcts:4294967295x256",
            "minimax",
        ] {
            let e = LIMITS.check::<ForSale>(spec).unwrap_err();
            assert!(e.contains("not allowed"), "{e}");
            assert!(
                e.contains("random, greedy, policy, ismcts:ITERATIONS"),
                "{e}"
            );
        }
        for spec in [
            "random",
            "greedy",
            "ismcts:20ms",
            "ismcts:10ms",
            "ismcts:4294967295",
            "ismcts:4294967295/20ms",
            // A cap over the server's is cut to it, as a budget is.
            "ismcts:100/1s",
        ] {
            assert_eq!(LIMITS.check::<ForSale>(spec), Ok(()), "{spec}");
        }
        assert_eq!(LIMITS.threads("ismcts:1sx8"), 1);
    }

    /// `+tvalueN` scores a playout by the network learned from the tuned
    /// playouts' games where the game has one (Metropolis) and `+valueN` by
    /// the playouts' own; a game without one (Skyline) keeps its learned
    /// value. Wiring either spec to the other network fails.
    #[test]
    fn tvalue_scores_by_the_value_learned_from_the_tuned_playouts() {
        use urbs_metropolis::Metropolis;
        let tvalue: IsmctsConfig = "ismcts+tuned+tvalue30:100".parse().unwrap();
        let value: IsmctsConfig = "ismcts+tuned+value30:100".parse().unwrap();
        let mut worlds: Vec<Metropolis> = Vec::new();
        crate::learned::tuned_self_play::<Metropolis>(4, 5, 0.2, |g| worlds.push(g.clone()))
            .unwrap();
        assert!(worlds.len() > 5, "{} worlds", worlds.len());
        let of = |evaluate: Evaluation<Metropolis>, g: &Metropolis| {
            let mut v = Vec::new();
            evaluate(g, &mut v);
            v
        };
        let (by_tvalue, by_value) = (
            evaluation::<Metropolis>(tvalue).unwrap(),
            evaluation::<Metropolis>(value).unwrap(),
        );
        let mut differ = 0;
        for g in &worlds {
            let tuned = of(crate::metropolis::tuned_value, g);
            let own = of(crate::metropolis::value, g);
            assert_eq!(of(by_tvalue, g), tuned);
            assert_eq!(of(by_value, g), own);
            differ += usize::from(tuned != own);
        }
        assert!(differ > worlds.len() / 2, "{differ} of {}", worlds.len());

        use urbs_skyline::Skyline;
        let g = Skyline::new(4, &Default::default(), 5).unwrap();
        let fallback = evaluation::<Skyline>(tvalue).unwrap();
        let (mut a, mut b) = (Vec::new(), Vec::new());
        fallback(&g, &mut a);
        crate::skyline::value(&g, &mut b);
        assert_eq!(a, b);
    }

    #[test]
    fn a_capped_search_stops_at_the_time_whatever_its_iterations() {
        let mut config: IsmctsConfig = "ismcts:4294967295".parse().unwrap();
        assert_eq!(config.budget, Budget::Iterations(u32::MAX));
        config.time_cap = Some(Duration::from_millis(20));
        let table = Table::<ForSale>::new(4, &Options::default(), 1).unwrap();
        let seat = table.to_act().seats().first().unwrap();
        let view = table.view(Viewer::Seat(seat));
        let legal = table.legal_actions(seat);
        let mut bot = Ismcts::<ForSale>::new(config, 1);
        let analysis = bot.analyze(&Turn {
            seat,
            view: &view,
            log: table.log(),
            legal: &legal,
        });
        assert!(
            analysis.iterations < u32::MAX as u64,
            "{}",
            analysis.iterations
        );
        assert!(analysis.iterations > 0);
    }

    /// Visits of each legal action by `bot` at the first decision of a
    /// 4-player game of `G` a few greedy moves in.
    fn visits<G: Roster>(mut bot: Ismcts<G>) -> Vec<u64> {
        let table = greedy_opening::<G>(3, 1, 12);
        let seat = table.to_act().seats().first().unwrap();
        let view = table.view(Viewer::Seat(seat));
        let legal = table.legal_actions(seat);
        let analysis = bot.analyze(&Turn {
            seat,
            view: &view,
            log: table.log(),
            legal: &legal,
        });
        analysis.actions.iter().map(|a| a.visits).collect()
    }

    /// Whether hints and reviews search `G` otherwise than plain ISMCTS
    /// with the game's playouts at the same iterations and seed.
    fn coach_differs<G: Roster>() -> bool {
        assert!(
            !G::COACH.contains(':'),
            "{}: a coach spec has no budget",
            G::ID
        );
        let time = Duration::from_secs(600);
        let plain = IsmctsConfig {
            budget: Budget::Iterations(300),
            time_cap: Some(time),
            ..IsmctsConfig::default()
        };
        let plain = Ismcts::<G>::new(plain, 7).with_policy(G::playout_policy());
        visits(coach_bot::<G>(300, time, 7)) != visits(plain)
    }

    /// Skyline's hints and reviews score their playouts by the learned
    /// value (`ismcts+value30`); the others' are plain.
    #[test]
    fn the_coach_searches_with_the_learned_value_where_the_game_names_it() {
        assert!(coach_differs::<urbs_skyline::Skyline>());
        assert!(!coach_differs::<urbs_metropolis::Metropolis>());
        assert!(!coach_differs::<ForSale>());
        assert!(!coach_differs::<urbs_city::City>());
    }
}

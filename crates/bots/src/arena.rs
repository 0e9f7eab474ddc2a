//! Playing bots against each other: one game, a batch in parallel, and raw
//! random playouts for throughput figures.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;
use urbs_engine::rand::SeedableRng;
use urbs_engine::rand::rngs::Xoshiro256PlusPlus;
use urbs_engine::{Edition, Game, Outcome, Table, ToAct, below, derive_seed};

use crate::bot::{Bot, ask_with, decide};
use crate::roster::{Roster, make_bot};

/// The progress bar of a batch of `len` games: on standard error when it
/// is a terminal, hidden when it is piped or redirected, so scripts read
/// clean output.
pub fn games_bar(len: u64) -> ProgressBar {
    let bar = ProgressBar::new(len);
    if std::io::stderr().is_terminal() {
        bar.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, eta {eta}")
                .expect("valid template"),
        );
    } else {
        bar.set_draw_target(ProgressDrawTarget::hidden());
    }
    bar
}

/// Win shares are summed exactly as multiples of 1/60 (ties split 1/2 .. 1/6).
const SHARE_UNIT: f64 = 60.0;

/// Plays one game, under the latest edition of the rules, with a bot per
/// seat. Bot `i` gets its own seed derived from the game seed, so the game
/// is fully determined by `seed` and `specs`.
pub fn play_game<G: Roster>(
    players: usize,
    options: &G::Options,
    seed: u64,
    specs: &[String],
) -> Result<Table<G>, String> {
    play_game_with(G::EDITION, players, options, seed, specs, &make_bot::<G>)
}

/// Makes a seat's bot from its spec and seed; [`make_bot`] is one. Another
/// lets programs outside the roster (an agent in Python) take seats.
pub type BotMaker<'a, G> = dyn Fn(&str, u64) -> Result<Box<dyn Bot<G>>, String> + Sync + 'a;

/// [`play_game`] under `edition` of the rules, with the bots made by
/// `make`, seeded the same way.
pub fn play_game_with<G: Game>(
    edition: Edition,
    players: usize,
    options: &G::Options,
    seed: u64,
    specs: &[String],
    make: &BotMaker<'_, G>,
) -> Result<Table<G>, String> {
    let mut bots = seat_bots::<G>(players, seed, specs, make)?;
    let mut table =
        Table::<G>::new_in(edition, players, options, seed).map_err(|e| e.to_string())?;
    table.set_names(specs.to_vec());
    play_out(&mut table, &mut bots)?;
    Ok(table)
}

/// One bot per seat for game `seed`, each with its own seed derived from
/// the game's.
fn seat_bots<G: Game>(
    players: usize,
    seed: u64,
    specs: &[String],
    make: &BotMaker<'_, G>,
) -> Result<Vec<Box<dyn Bot<G>>>, String> {
    if specs.len() != players {
        return Err(format!("{} bots for {players} seats", specs.len()));
    }
    specs
        .iter()
        .enumerate()
        .map(|(i, s)| make(s, derive_seed(seed, 1000 + i as u64)))
        .collect()
}

/// Buffers a thread keeps from game to game when only outcomes are wanted.
struct Buffers<G: Game> {
    log: Vec<G::Event>,
    legal: Vec<G::Action>,
}

impl<G: Game> Buffers<G> {
    fn new() -> Self {
        Buffers {
            log: Vec::with_capacity(1024),
            legal: Vec::with_capacity(64),
        }
    }
}

/// [`play_game`]'s game, when nobody reads its record: the same bots and
/// seeds, every action checked by the rules as at a table, the public log
/// kept for the bots (in a buffer reused from game to game), and only the
/// outcome returned.
fn play_outcome<G: Roster>(
    edition: Edition,
    players: usize,
    options: &G::Options,
    seed: u64,
    specs: &[String],
    buf: &mut Buffers<G>,
) -> Result<Outcome, String> {
    let mut bots = seat_bots::<G>(players, seed, specs, &make_bot::<G>)?;
    let mut state = G::new_in(edition, players, options, seed).map_err(|e| e.to_string())?;
    buf.log.clear();
    buf.log.extend(state.setup_events());
    loop {
        let seats = match state.to_act() {
            ToAct::Over => break,
            to_act => to_act.seats(),
        };
        for seat in seats.iter() {
            let action = decide(bots[seat].as_mut(), &state, &buf.log, seat, &mut buf.legal);
            state
                .apply(seat, &action, &mut buf.log)
                .map_err(|e| format!("bot at seat {seat} chose {action}: {e}"))?;
        }
    }
    state
        .outcome()
        .ok_or_else(|| "a game did not finish".into())
}

/// Plays `table` to its end with one bot per seat.
pub fn play_out<G: Game>(table: &mut Table<G>, bots: &mut [Box<dyn Bot<G>>]) -> Result<(), String> {
    let mut legal = Vec::with_capacity(64);
    loop {
        // Every seat of a simultaneous decision decides on its own view:
        // one seat's secret choice is not in the next seat's view.
        let seats = match table.to_act() {
            ToAct::Over => return Ok(()),
            to_act => to_act.seats(),
        };
        for seat in seats.iter() {
            let action = ask_with(bots[seat].as_mut(), table, seat, &mut legal);
            table
                .apply(seat, &action)
                .map_err(|e| format!("bot at seat {seat} chose {action}: {e}"))?;
        }
    }
}

/// What to simulate. Name the fields wanted and fill the rest with
/// `..SimConfig::default()`.
#[derive(Clone, Debug, Default)]
pub struct SimConfig<O> {
    pub players: usize,
    pub options: O,
    pub games: u64,
    pub seed: u64,
    /// One bot spec per seat.
    pub bots: Vec<String>,
    /// The edition of the rules the games are played under (issue 28); the
    /// latest ([`Game::EDITION`]) if `None`.
    pub edition: Option<Edition>,
}

/// Totals per seat over a batch.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct SeatTotals {
    pub bot: String,
    /// Summed win share (a tie of k winners counts 1/k each).
    pub wins: f64,
    pub mean_score: f64,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct SimReport {
    pub game: String,
    /// The edition of the rules the games were played under.
    pub edition: Edition,
    pub players: usize,
    pub games: u64,
    pub seed: u64,
    pub seats: Vec<SeatTotals>,
    pub elapsed_s: f64,
}

#[derive(Clone, Default)]
struct Tally {
    share_units: Vec<u64>,
    score_sum: Vec<i64>,
}

impl Tally {
    fn new(players: usize) -> Tally {
        Tally {
            share_units: vec![0; players],
            score_sum: vec![0; players],
        }
    }
    fn add(&mut self, o: &Outcome) {
        for (i, w) in o.wins.iter().enumerate() {
            self.share_units[i] += (w * SHARE_UNIT).round() as u64;
            self.score_sum[i] += o.scores[i];
        }
    }
    fn merge(mut self, other: Tally) -> Tally {
        for i in 0..self.share_units.len() {
            self.share_units[i] += other.share_units[i];
            self.score_sum[i] += other.score_sum[i];
        }
        self
    }
}

/// Called with each finished game's index and table (to save replays).
pub type GameHook<G> = dyn Fn(u64, &Table<G>) -> Result<(), String> + Sync;

/// Plays `cfg.games` games in parallel on rayon's pool. Game `i` uses seed
/// `derive_seed(cfg.seed, i)`; totals are summed exactly, so the report is the
/// same whatever the thread count. `on_game` sees every finished table (for
/// saving replays); `progress` is called with the number of games done.
pub fn simulate<G: Roster>(
    cfg: &SimConfig<G::Options>,
    on_game: &GameHook<G>,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<SimReport, String> {
    simulate_with(cfg, Some(on_game), progress)
}

/// [`simulate`], where `on_game` may be `None`: then no table is kept (no
/// record of the actions), only each game's outcome, and each thread reuses
/// its buffers from game to game. The report is the same either way.
pub fn simulate_with<G: Roster>(
    cfg: &SimConfig<G::Options>,
    on_game: Option<&GameHook<G>>,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<SimReport, String> {
    // Fail fast on bad bot names or player counts.
    urbs_engine::check_players::<G>(cfg.players).map_err(|e| e.to_string())?;
    let edition = cfg.edition.unwrap_or(G::EDITION);
    urbs_engine::check_edition::<G>(edition).map_err(|e| e.to_string())?;
    for spec in &cfg.bots {
        make_bot::<G>(spec, 0)?;
    }
    let start = Instant::now();
    let done = AtomicU64::new(0);
    let tally = (0..cfg.games)
        .into_par_iter()
        .map_init(Buffers::<G>::new, |buf, i| -> Result<Tally, String> {
            let seed = derive_seed(cfg.seed, i);
            let outcome = match on_game {
                Some(hook) => {
                    let table = play_game_with::<G>(
                        edition,
                        cfg.players,
                        &cfg.options,
                        seed,
                        &cfg.bots,
                        &make_bot::<G>,
                    )?;
                    hook(i, &table)?;
                    table.outcome().ok_or("a game did not finish")?
                }
                None => {
                    play_outcome::<G>(edition, cfg.players, &cfg.options, seed, &cfg.bots, buf)?
                }
            };
            let mut t = Tally::new(cfg.players);
            t.add(&outcome);
            progress(done.fetch_add(1, Ordering::Relaxed) + 1);
            Ok(t)
        })
        .try_reduce(|| Tally::new(cfg.players), |a, b| Ok(a.merge(b)))?;
    let games = cfg.games.max(1) as f64;
    Ok(SimReport {
        game: G::ID.to_string(),
        edition,
        players: cfg.players,
        games: cfg.games,
        seed: cfg.seed,
        seats: (0..cfg.players)
            .map(|i| SeatTotals {
                bot: cfg.bots[i].clone(),
                wins: tally.share_units[i] as f64 / SHARE_UNIT,
                mean_score: tally.score_sum[i] as f64 / games,
            })
            .collect(),
        elapsed_s: start.elapsed().as_secs_f64(),
    })
}

/// Throughput of random playouts on the calling thread.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Throughput {
    pub game: String,
    pub players: usize,
    pub games: u64,
    pub actions: u64,
    pub seconds: f64,
    pub games_per_sec: f64,
    pub actions_per_sec: f64,
}

/// Plays `games` games with uniformly random legal actions, straight on the
/// game state (no table, no views), as search bots do in their playouts.
///
/// The games deal and shuffle with their own generator, as always; the
/// picks come from a xoshiro generator, which is far cheaper per draw than
/// the games' ChaCha and needs no unpredictability: the figure measures the
/// game, not the harness.
pub fn random_playouts<G: Game>(
    players: usize,
    options: &G::Options,
    games: u64,
    seed: u64,
) -> Throughput {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut legal = Vec::with_capacity(64);
    // A game's events are kept until it ends, as a table's log keeps them.
    let mut events = Vec::with_capacity(1024);
    let mut actions = 0u64;
    let start = Instant::now();
    for i in 0..games {
        let mut state = G::new(players, options, derive_seed(seed, i)).expect("valid setup");
        while let Some(seat) = state.to_act().seats().first() {
            legal.clear();
            state.legal_actions(seat, &mut legal);
            let a = &legal[below(&mut rng, legal.len() as u32) as usize];
            state
                .apply(seat, a, &mut events)
                .expect("legal actions apply");
            actions += 1;
        }
        events.clear();
    }
    let seconds = start.elapsed().as_secs_f64().max(1e-9);
    Throughput {
        game: G::ID.to_string(),
        players,
        games,
        actions,
        seconds,
        games_per_sec: games as f64 / seconds,
        actions_per_sec: actions as f64 / seconds,
    }
}

#[cfg(test)]
mod tests {
    use urbs_city::City;
    use urbs_forsale::ForSale;
    use urbs_metropolis::Metropolis;
    use urbs_skyline::Skyline;

    use super::*;

    /// Without a hook no table is kept, and nothing else changes: the same
    /// games, the same report, whatever the bots.
    fn same_report_without_tables<G: Roster>(bots: &[&str]) {
        let cfg = SimConfig {
            players: bots.len(),
            options: G::Options::default(),
            games: 6,
            seed: 4,
            bots: bots.iter().map(|b| b.to_string()).collect(),
            ..SimConfig::default()
        };
        let with = simulate::<G>(&cfg, &|_, _| Ok(()), &|_| {}).unwrap();
        let without = simulate_with::<G>(&cfg, None, &|_| {}).unwrap();
        assert_eq!(with.seats, without.seats, "{}", G::ID);
        let total: f64 = with.seats.iter().map(|s| s.wins).sum();
        assert!((total - 6.0).abs() < 1e-9);
    }

    #[test]
    fn simulating_without_tables_changes_nothing() {
        same_report_without_tables::<ForSale>(&["random", "greedy", "ismcts:30", "random"]);
        same_report_without_tables::<Skyline>(&["random", "greedy", "ismcts:20"]);
        same_report_without_tables::<City>(&["greedy", "random", "ismcts:20"]);
        same_report_without_tables::<Metropolis>(&["greedy", "random", "ismcts:10"]);
    }

    /// Issue 28: a batch may be played under an earlier edition of the
    /// rules; every game is, with a table or without, and the report says so.
    #[test]
    fn a_batch_plays_the_edition_it_is_given() {
        let cfg = SimConfig {
            players: 3,
            options: Default::default(),
            games: 6,
            seed: 4,
            bots: vec!["greedy".into(), "random".into(), "greedy".into()],
            edition: Some(1),
        };
        let editions = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let seen = editions.clone();
        let with = simulate::<Metropolis>(
            &cfg,
            &move |_, table| {
                seen.lock().unwrap().push(table.edition());
                Ok(())
            },
            &|_| {},
        )
        .unwrap();
        assert_eq!(*editions.lock().unwrap(), vec![1; 6]);
        assert_eq!(with.edition, 1);
        let without = simulate_with::<Metropolis>(&cfg, None, &|_| {}).unwrap();
        assert_eq!(without.seats, with.seats);

        let latest = SimConfig {
            edition: None,
            ..cfg.clone()
        };
        let report = simulate_with::<Metropolis>(&latest, None, &|_| {}).unwrap();
        assert_eq!(report.edition, Metropolis::EDITION);

        let unknown = SimConfig {
            edition: Some(9),
            ..cfg
        };
        let e = simulate_with::<Metropolis>(&unknown, None, &|_| {}).unwrap_err();
        assert!(e.contains("not edition 9"), "{e}");
    }
}

//! Episodes and batches behind one object type, made from a game id and
//! JSON options (for the Python package).

use serde_json::Value;
use urbs_bots::Roster;
use urbs_engine::{ActError, DynTable, Edition, Seat, parse_options};

use crate::Encoding;
use crate::batch::{Batch, BatchConfig, Ended, Outputs, output_lens};
use crate::episode::{Episode, Reward};

/// A [`Batch`] of any game.
pub trait DynBatch: Send {
    fn game(&self) -> &'static str;
    fn games(&self) -> usize;
    fn players(&self) -> usize;
    /// See [`Batch::step`].
    fn step(&mut self, actions: &[i64]) -> Result<Vec<Ended>, String>;
    /// See [`Batch::step_into`].
    fn step_into(&mut self, actions: &[i64], out: Outputs<'_>) -> Result<Vec<Ended>, String>;
    /// See [`Batch::write_into`].
    fn write_into(&mut self, out: Outputs<'_>) -> Result<(), String>;
    /// The lengths of the buffers, in [`Outputs`] order.
    fn output_lens(&self) -> [usize; 6];
    fn obs(&self) -> &[f32];
    fn mask(&self) -> &[u8];
    fn seat(&self) -> &[i64];
    fn rewards(&self) -> &[f32];
    fn reward(&self) -> &[f32];
    fn done(&self) -> &[u8];
}

impl<G: Encoding + Roster> DynBatch for Batch<G> {
    fn game(&self) -> &'static str {
        G::ID
    }
    fn games(&self) -> usize {
        Batch::games(self)
    }
    fn players(&self) -> usize {
        Batch::players(self)
    }
    fn step(&mut self, actions: &[i64]) -> Result<Vec<Ended>, String> {
        Batch::step(self, actions)
    }
    fn step_into(&mut self, actions: &[i64], out: Outputs<'_>) -> Result<Vec<Ended>, String> {
        Batch::step_into(self, actions, out)
    }
    fn write_into(&mut self, out: Outputs<'_>) -> Result<(), String> {
        Batch::write_into(self, out)
    }
    fn output_lens(&self) -> [usize; 6] {
        output_lens(
            Batch::games(self),
            G::LAYOUT.len(),
            G::ACTIONS,
            Batch::players(self),
        )
    }
    fn obs(&self) -> &[f32] {
        &self.obs
    }
    fn mask(&self) -> &[u8] {
        &self.mask
    }
    fn seat(&self) -> &[i64] {
        &self.seat
    }
    fn rewards(&self) -> &[f32] {
        &self.rewards
    }
    fn reward(&self) -> &[f32] {
        &self.reward
    }
    fn done(&self) -> &[u8] {
        &self.done
    }
}

/// An [`Episode`] of any game.
pub trait DynEpisode: Send {
    /// See [`Episode::to_act`].
    fn to_act(&self) -> Option<Seat>;
    /// See [`Episode::step`].
    fn step(&mut self, seat: Seat, id: usize) -> Result<(), ActError>;
    fn observe(&mut self, seat: Seat, obs: &mut [f32], mask: &mut [u8]);
    fn rewards(&self, reward: Reward) -> Option<Vec<f32>>;
    fn table(&self) -> &dyn DynTable;
}

impl<G: Encoding + Roster> DynEpisode for Episode<G> {
    fn to_act(&self) -> Option<Seat> {
        Episode::to_act(self)
    }
    fn step(&mut self, seat: Seat, id: usize) -> Result<(), ActError> {
        Episode::step(self, seat, id)
    }
    fn observe(&mut self, seat: Seat, obs: &mut [f32], mask: &mut [u8]) {
        Episode::observe(self, seat, obs, mask)
    }
    fn rewards(&self, reward: Reward) -> Option<Vec<f32>> {
        Episode::rewards(self, reward)
    }
    fn table(&self) -> &dyn DynTable {
        Episode::table(self)
    }
}

fn batch_of<G: Encoding + Roster>(cfg: &BatchConfig<Value>) -> Result<Box<dyn DynBatch>, String> {
    let options = parse_options::<G>(&cfg.options).map_err(|e| e.to_string())?;
    let typed = BatchConfig {
        games: cfg.games,
        players: cfg.players,
        options,
        seed: cfg.seed,
        seats: cfg.seats,
        opponents: cfg.opponents.clone(),
        reward: cfg.reward,
        parallel: cfg.parallel,
        edition: cfg.edition,
    };
    Ok(Box::new(Batch::<G>::new(typed)?))
}

fn episode_of<G: Encoding + Roster>(
    edition: Option<Edition>,
    players: usize,
    options: &Value,
    seed: u64,
    bots: &[Option<String>],
) -> Result<Box<dyn DynEpisode>, String> {
    let options = parse_options::<G>(options).map_err(|e| e.to_string())?;
    let edition = edition.unwrap_or(G::EDITION);
    Ok(Box::new(Episode::<G>::new_in(
        edition, players, &options, seed, bots,
    )?))
}

/// Code that works for any game with an encoding, run by [`with_encoding`]
/// on the game picked by id.
pub trait Visitor {
    type Out;
    fn visit<G: Encoding + Roster>(self) -> Self::Out;
}

/// Runs `v` on the game `id`.
pub fn with_encoding<V: Visitor>(id: &str, v: V) -> Result<V::Out, String> {
    match id {
        "forsale" => Ok(v.visit::<urbs_forsale::ForSale>()),
        "skyline" => Ok(v.visit::<urbs_skyline::Skyline>()),
        "city" => Ok(v.visit::<urbs_city::City>()),
        "metropolis" => Ok(v.visit::<urbs_metropolis::Metropolis>()),
        other => Err(unknown(other)),
    }
}

fn unknown(id: &str) -> String {
    format!(
        "unknown game `{id}`; choose from: {}",
        crate::GAMES.join(", ")
    )
}

/// A batch of game `id`, its options given as JSON (`null`: the defaults).
pub fn new_batch(id: &str, cfg: &BatchConfig<Value>) -> Result<Box<dyn DynBatch>, String> {
    struct Make<'a>(&'a BatchConfig<Value>);
    impl Visitor for Make<'_> {
        type Out = Result<Box<dyn DynBatch>, String>;
        fn visit<G: Encoding + Roster>(self) -> Self::Out {
            batch_of::<G>(self.0)
        }
    }
    with_encoding(id, Make(cfg))?
}

/// An episode of game `id` under `edition` of its rules, `None` the latest
/// (see [`Episode::new_in`]).
pub fn new_episode(
    id: &str,
    edition: Option<Edition>,
    players: usize,
    options: &Value,
    seed: u64,
    bots: &[Option<String>],
) -> Result<Box<dyn DynEpisode>, String> {
    struct Make<'a>(Option<Edition>, usize, &'a Value, u64, &'a [Option<String>]);
    impl Visitor for Make<'_> {
        type Out = Result<Box<dyn DynEpisode>, String>;
        fn visit<G: Encoding + Roster>(self) -> Self::Out {
            episode_of::<G>(self.0, self.1, self.2, self.3, self.4)
        }
    }
    with_encoding(id, Make(edition, players, options, seed, bots))?
}

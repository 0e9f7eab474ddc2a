//! Which bots each game offers, by name.

use urbs_engine::rand::RngExt;
use urbs_engine::{Game, GameRng, Seat, Viewer};

use crate::bot::{Bot, RandomBot, Turn};
use crate::ismcts::{Ismcts, IsmctsConfig, PlayoutPolicy};

/// A game's bots. Implemented here, in the bots crate, for every game: the
/// game crates know nothing of bots.
pub trait Roster: Game {
    /// Names of the bots written for this game (besides the generic ones).
    const GAME_BOTS: &'static [&'static str];

    /// One of [`Roster::GAME_BOTS`] by name.
    fn game_bot(name: &str, seed: u64) -> Option<Box<dyn Bot<Self>>>;

    /// The heuristic ISMCTS plays its playouts with and opens tree nodes
    /// with: picks the index in `legal` that `seat` plays in the sampled
    /// world `state` (`None`: no opinion, use MAST). The state is a world
    /// the searching bot dealt itself from its own view, never the real one.
    ///
    /// Default: the game's first own bot ([`Roster::GAME_BOTS`]), shown the
    /// seat's view of that world; games without one use MAST alone.
    fn playout_policy() -> Option<PlayoutPolicy<Self>> {
        (!Self::GAME_BOTS.is_empty()).then_some(heuristic_playout::<Self> as PlayoutPolicy<Self>)
    }
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

/// Bots every game has.
pub const GENERIC_BOTS: &[&str] = &["random"];

/// Search bots every game has, listed after the game's own bots. `N` stands
/// for a budget: `ismcts:10000` (iterations per move), `ismcts:500ms` or
/// `ismcts:1s` (time per move), optionally `x2` for two root-parallel threads.
pub const SEARCH_BOTS: &[&str] = &["ismcts:N"];

/// Every bot name `G` accepts.
pub fn bot_names<G: Roster>() -> Vec<String> {
    GENERIC_BOTS
        .iter()
        .chain(G::GAME_BOTS)
        .chain(SEARCH_BOTS)
        .map(|s| s.to_string())
        .collect()
}

/// Makes the bot named by `spec`, with its own RNG seeded from `seed`.
pub fn make_bot<G: Roster>(spec: &str, seed: u64) -> Result<Box<dyn Bot<G>>, String> {
    let spec = spec.trim();
    if spec == "random" {
        return Ok(Box::new(RandomBot::new(seed)));
    }
    if spec.starts_with("ismcts") {
        let config: IsmctsConfig = spec.parse()?;
        return Ok(Box::new(
            Ismcts::<G>::new(config, seed).with_policy(G::playout_policy()),
        ));
    }
    G::game_bot(spec, seed).ok_or_else(|| {
        format!(
            "unknown bot `{spec}` for {}; choose from: {}",
            G::ID,
            bot_names::<G>().join(", ")
        )
    })
}

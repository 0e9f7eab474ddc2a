//! Which bots each game offers, by name.

use urbs_engine::Game;

use crate::bot::{Bot, RandomBot};
use crate::ismcts::{Ismcts, IsmctsConfig};

/// A game's bots. Implemented here, in the bots crate, for every game: the
/// game crates know nothing of bots.
pub trait Roster: Game {
    /// Names of the bots written for this game (besides the generic ones).
    const GAME_BOTS: &'static [&'static str];

    /// One of [`Roster::GAME_BOTS`] by name.
    fn game_bot(name: &str, seed: u64) -> Option<Box<dyn Bot<Self>>>;
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
        return Ok(Box::new(Ismcts::<G>::new(config, seed)));
    }
    G::game_bot(spec, seed).ok_or_else(|| {
        format!(
            "unknown bot `{spec}` for {}; choose from: {}",
            G::ID,
            bot_names::<G>().join(", ")
        )
    })
}

//! Bots for urbs games, and the arena that plays them.
//!
//! A [`Bot`] is handed a [`Turn`]: its seat, its view, the public log and its
//! legal actions, and nothing else, so it cannot cheat. Each game names its
//! bots through [`Roster`]; [`make_bot`] builds one from a spec such as
//! `"random"`, `"greedy"` or `"ismcts:10000"`. [`ismcts`] is the search bot
//! every game has: information-set Monte Carlo tree search over worlds it
//! samples from its own view.
//!
//! ```
//! use urbs_bots::arena::{SimConfig, simulate};
//! use urbs_forsale::{ForSale, Options};
//!
//! let cfg = SimConfig {
//!     players: 4,
//!     options: Options::default(),
//!     games: 200,
//!     seed: 1,
//!     bots: ["greedy", "random", "random", "random"].map(String::from).to_vec(),
//!     ..SimConfig::default()
//! };
//! let report = simulate::<ForSale>(&cfg, &|_, _| Ok(()), &|_| {}).unwrap();
//! assert!(report.seats[0].wins > report.seats[1].wins);
//! ```

pub mod arena;
mod bot;
pub mod city;
mod city_net;
pub mod forsale;
pub mod forsale_policy;
pub mod ismcts;
pub mod learned;
pub mod levels;
pub mod metropolis;
mod metropolis_net;
mod metropolis_policy_net;
mod metropolis_tuned_net;
pub mod policy_net;
mod roster;
pub mod skyline;
mod skyline_net;

#[cfg(test)]
mod policy_tests;

pub use bot::DynTurn;
pub use bot::{Bot, DynBot, RandomBot, Turn, ask, erase};
pub use roster::{
    BotLimits, GENERIC_BOTS, Roster, SEARCH_BOTS, ahead_model, bot_names, coach_bot,
    heuristic_playout, make_bot, make_bot_within, resolve, search_bot,
};

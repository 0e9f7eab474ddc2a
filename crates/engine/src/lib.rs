//! The urbs engine: the contract every game implements, and the machinery
//! that works for any game.
//!
//! - [`Game`]: a game's rules. Who must act ([`ToAct`]: one seat, several
//!   seats deciding at once and in secret, or nobody), typed actions with a
//!   text and a JSON form, `apply` that returns public events or a
//!   [`RuleError`] naming the ruling broken, a view per [`Viewer`], the
//!   [`Outcome`], and `sample`, which draws a full state consistent with one
//!   player's view (for search bots, which never see the real state).
//! - [`Table`]: a game being played, with its record of actions (a
//!   [`Replay`]) and the public event log.
//! - [`DynTable`]: any game behind one object type, for code that picks the
//!   game at run time.
//! - [`conformance`]: the battery of checks every game's tests run.
//!
//! The engine knows no game, bot, server or file format beyond serde.
//!
//! ```
//! use urbs_engine::{Game, Table, Viewer};
//!
//! /// Plays the first legal action until the game ends, then prints the result.
//! fn play_through<G: Game>(players: usize, seed: u64) {
//!     let mut table = Table::<G>::new(players, &G::Options::default(), seed).unwrap();
//!     while let Some(seat) = table.to_act().seats().first() {
//!         let action = table.legal_actions(seat)[0].clone();
//!         table.apply(seat, &action).expect("legal actions apply");
//!     }
//!     println!("{}", table.view(Viewer::Spectator));
//!     println!("{:?}", table.outcome().unwrap().wins);
//! }
//! ```

pub mod conformance;
mod edition;
mod erased;
mod game;
mod printing;
mod seat;
mod table;
pub mod text;
pub mod undo;

pub use edition::{Edition, FIRST_EDITION, first_edition};
pub use erased::{ActError, ActionChoice, DynTable};
pub use game::{
    Game, GameRng, Outcome, RuleError, SetupError, below, check_edition, check_players,
    derive_seed, is_latest_edition, latest_edition, parse_options, rng_from_seed,
};
pub use printing::{Printing, Shared, parse_built_in};
pub use seat::{Seat, SeatSet, ToAct, Viewer};
pub use table::{LoadError, Replay, Snapshot, Step, Table};

/// The random-number traits games use with [`GameRng`].
pub use rand;

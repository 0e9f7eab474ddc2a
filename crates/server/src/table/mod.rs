//! The table core: one game at a table and its rules of the house
//! (docs/rules/table.md), with no HTTP, no lock and no database round trip
//! in it. A change here is a new `Live` and the rows that record it; the
//! hub commits those rows and publishes the new `Live`.
//!
//! - `live.rs`: the game in play, its seats, chat, status, and the rows
//!   each change is stored by.
//! - `setup.rs`: a new game (from a request or a position) and a rematch.
//! - `restore.rs`: a stored game played back from its rows.
//! - `state.rs`: what a seat or a spectator is shown (`GameState`, the one
//!   wire type of a table at a moment), the log in words and the replay.
//! - `attend.rs`: the changes besides moves (leave, come back, time out,
//!   undo, abandon).
//! - `seats.rs`: who sits where, and whether a bot plays for them.
//! - `clock.rs`: the time controls and every seat's clock.
//! - `tokens.rs`: seat tokens, game ids and seeds.

pub(crate) mod attend;
pub mod clock;
pub(crate) mod live;
pub(crate) mod restore;
pub(crate) mod seats;
pub(crate) mod setup;
pub(crate) mod state;
pub(crate) mod tokens;

use urbs_engine::{ActError, RuleError};

/// Why the table refused a change, by meaning (`crate::http::error` maps each
/// meaning to its HTTP status). The messages are for people and never name
/// a card the requester cannot see.
#[derive(Clone, Debug, PartialEq)]
pub enum TableError {
    /// The request cannot be read as one (a bad option, name or action).
    Malformed(String),
    /// A ruling forbids it; the error names the ruling (`"FS-3"`, `"U-1"`).
    Refused(RuleError),
    /// The table as it stands does not allow it (the game is over, the
    /// seat is taken).
    Conflict(String),
    /// The game cannot be played back right now.
    Unavailable(String),
}

impl TableError {
    pub fn malformed(message: impl Into<String>) -> TableError {
        TableError::Malformed(message.into())
    }

    pub fn conflict(message: impl Into<String>) -> TableError {
        TableError::Conflict(message.into())
    }

    pub fn unavailable(message: impl Into<String>) -> TableError {
        TableError::Unavailable(message.into())
    }

    /// An action the game refused: unreadable, or against a ruling.
    pub fn from_act(e: ActError) -> TableError {
        match e {
            ActError::Malformed(m) => TableError::Malformed(format!("not a valid action: {m}")),
            ActError::Rule(r) => TableError::Refused(r),
        }
    }

    /// The words of the refusal.
    pub fn message(&self) -> &str {
        match self {
            TableError::Malformed(m) | TableError::Conflict(m) | TableError::Unavailable(m) => m,
            TableError::Refused(r) => &r.message,
        }
    }
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for TableError {}

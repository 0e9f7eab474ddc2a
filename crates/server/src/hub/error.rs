//! Why the hub refused or could not carry out a request, by meaning; the
//! HTTP wing maps each meaning to its status (`http/error.rs`), so the hub
//! speaks no HTTP. The messages are for people and never name a card the
//! requester cannot see.

use crate::table::TableError;

/// A refusal or failure of the hub.
#[derive(Clone, Debug, PartialEq)]
pub enum HubError {
    /// The table core's meanings: the request is malformed, a ruling
    /// forbids it, the table as it stands does not allow it, or the game
    /// cannot be played back. The hub's own checks of a request (a key too
    /// long, no seats given) answer in them too.
    Table(TableError),
    /// No game has this id.
    NoGame { id: String },
    /// The game's rows cannot be rebuilt: it is never shown or played again.
    Damaged { id: String, reason: String },
    /// Another server holds the game now (`crate::cluster`): nothing was
    /// changed here.
    Moved,
    /// Not for this asker: a token of no seat here, a position on a server
    /// that allows none, a hint at a table that offers none.
    NotAllowed(String),
    /// Over a seat's allowance (actions, chat, hints a second).
    TooMany(String),
    /// The database or the server cannot take it now (not answering,
    /// stopping): nothing was changed, and it may be asked again.
    Unavailable(String),
    /// The search for a hint failed.
    HintFailed(String),
}

impl HubError {
    /// The answer for every request on game `id`, damaged for `reason`.
    pub fn damaged(id: &str, reason: &str) -> HubError {
        HubError::Damaged {
            id: id.to_string(),
            reason: reason.to_string(),
        }
    }

    /// Whether this is [`HubError::Moved`].
    pub fn is_moved(&self) -> bool {
        matches!(self, HubError::Moved)
    }

    /// Whether it may work if asked again later (the database or the
    /// server was away, or the game could not be played back).
    pub fn is_unavailable(&self) -> bool {
        matches!(
            self,
            HubError::Unavailable(_) | HubError::Table(TableError::Unavailable(_))
        )
    }
}

impl From<TableError> for HubError {
    fn from(e: TableError) -> HubError {
        HubError::Table(e)
    }
}

/// The words of the refusal.
impl std::fmt::Display for HubError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HubError::Table(e) => e.fmt(f),
            HubError::NoGame { id } => write!(f, "no game `{id}`"),
            HubError::Damaged { id, reason } => {
                write!(
                    f,
                    "game {id} is damaged and cannot be shown or played: {reason}"
                )
            }
            HubError::Moved => f.write_str(MOVED),
            HubError::NotAllowed(m)
            | HubError::TooMany(m)
            | HubError::Unavailable(m)
            | HubError::HintFailed(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for HubError {}

/// The words of [`HubError::Moved`], which servers answer each other.
pub const MOVED: &str = "another server holds this game now";

//! Invitations (rulings I-1 .. I-8 in docs/rules/table.md, docs/api.md
//! "Invitations"): an account invited by name to an open seat of a new
//! game or of a rematch, the seat held for it until it answers. Kept in
//! the database (`rows`), so every server of a cluster sees them and they
//! outlive a restart. Below the HTTP wing, beside accounts: it knows no
//! route and no game; `http/invitations.rs` asks the hub for the seats.

pub mod rows;

/// I-8: at most this many invitations one account sent stand unanswered
/// at a time, so nobody floods another's page.
pub const MAX_STANDING: i64 = 10;

/// At most this many invitations are listed each way.
pub const LISTED: i64 = 50;

/// Where an invitation stands, as stored. `Lapsed` (I-7) is not stored: it
/// is a standing invitation whose game is over or whose invitee is gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Standing,
    Accepted,
    Declined,
}

impl Answer {
    pub fn as_str(self) -> &'static str {
        match self {
            Answer::Standing => "pending",
            Answer::Accepted => "accepted",
            Answer::Declined => "declined",
        }
    }
}

/// An invitation with what the lobby shows of its game (I-8: nothing
/// hidden, no token).
#[derive(Clone, Debug, serde::Serialize)]
pub struct Invitation {
    /// The game's id.
    pub id: String,
    /// The game's kind (`forsale`, ...).
    pub game: String,
    pub players: i64,
    pub seat: i64,
    /// Who invites, and who is invited (`deleted player` once gone).
    pub from: String,
    pub to: String,
    /// `pending`, `accepted`, `declined` or `lapsed` (I-7).
    pub status: String,
    pub rated: bool,
    /// Milliseconds since the Unix epoch.
    pub created_at: i64,
    #[serde(skip)]
    pub invitee_id: Option<String>,
}

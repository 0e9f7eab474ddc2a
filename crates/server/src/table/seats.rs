//! The seats of a game: who sits in each (a person, a bot, nobody yet),
//! their names, and whether a bot plays for a person who is away (T-3,
//! T-4).

use serde::{Deserialize, Serialize};
use urbs_engine::Seat;

use super::TableError;

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    Human,
    Bot,
    /// Waiting for someone to join.
    Open,
}

impl SeatKind {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Bot => "bot",
            SeatKind::Open => "open",
        }
    }

    pub(crate) fn parse(s: &str) -> Result<SeatKind, String> {
        match s {
            "human" => Ok(SeatKind::Human),
            "bot" => Ok(SeatKind::Bot),
            "open" => Ok(SeatKind::Open),
            _ => Err(format!("unknown seat kind `{s}`")),
        }
    }
}

/// Why a bot plays for a person now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Away {
    /// T-4: they pressed Leave.
    Left,
    /// T-3: their time ran out.
    Time,
}

impl Away {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Away::Left => "left",
            Away::Time => "time",
        }
    }

    pub(crate) fn parse(s: &str) -> Result<Away, String> {
        match s {
            "left" => Ok(Away::Left),
            "time" => Ok(Away::Time),
            _ => Err(format!("unknown reason for being away `{s}`")),
        }
    }
}

/// A change of who plays a person's seat, as the table's log tells it
/// (T-3 .. T-5): "P2's time ran out: Strong plays for them".
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Notice {
    pub seat: Seat,
    /// Why a bot plays for them from now on, or `null`: they came back.
    pub away: Option<Away>,
    /// The actions played before it.
    pub after: usize,
    /// Where it stands in the public log: before entry `log_at`.
    #[serde(default)]
    pub log_at: usize,
    /// Milliseconds since the Unix epoch.
    pub at: i64,
}

/// A seat as the creator of a game asks for it.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatRequest {
    pub kind: SeatKind,
    /// The bot's spec or level (`"greedy"`, `"casual"`), for bot seats.
    #[serde(default)]
    pub bot: Option<String>,
    /// A name shown to the table.
    #[serde(default)]
    pub name: Option<String>,
}

/// What a seat is, as everyone may see it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub seat: Seat,
    pub kind: SeatKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// A person's seat that a bot plays for now, and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub away: Option<Away>,
    /// A person's seat a bot played for at some point: the first such
    /// action's number (from 1, as the replay counts steps).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot_from: Option<usize>,
}

#[derive(Clone)]
pub(crate) struct SeatSlot {
    pub kind: SeatKind,
    pub bot_spec: Option<String>,
    pub name: Option<String>,
    pub token_hash: Option<String>,
    pub away: Option<Away>,
}

impl SeatSlot {
    pub fn info(&self, seat: Seat) -> SeatInfo {
        SeatInfo {
            seat,
            kind: self.kind,
            bot: self.bot_spec.clone(),
            name: self.name.clone(),
            away: self.away,
            bot_from: None,
        }
    }

    /// A bot moves for this seat: a bot's seat, or a person's who is away.
    pub fn bot_plays(&self) -> bool {
        self.kind == SeatKind::Bot || (self.kind == SeatKind::Human && self.away.is_some())
    }

    /// A person plays this seat now.
    pub fn person_plays(&self) -> bool {
        self.kind == SeatKind::Human && self.away.is_none()
    }
}

/// The names a table's log uses.
pub(crate) fn names_of(seats: &[SeatSlot]) -> Vec<String> {
    seats
        .iter()
        .map(|s| match (&s.kind, &s.bot_spec, &s.name) {
            (_, _, Some(n)) => n.clone(),
            (SeatKind::Bot, Some(b), _) => b.clone(),
            (k, _, _) => k.as_str().to_string(),
        })
        .collect()
}

/// Names longer than this are refused.
const MAX_NAME: usize = 40;

/// A name shown to the table: 1 to [`MAX_NAME`] characters, not all
/// blank, with no control or format characters and no pile of combining
/// marks (`urbs_engine::text::check_text`; a bidi override could make
/// it read as someone else's).
pub(crate) fn check_name(name: &Option<String>) -> Result<(), TableError> {
    let Some(n) = name else {
        return Ok(());
    };
    let count = n.chars().count();
    if count > MAX_NAME {
        return Err(TableError::malformed(format!(
            "a name has at most {MAX_NAME} characters; this one has {count}"
        )));
    }
    urbs_engine::text::check_text("a name", n).map_err(TableError::malformed)?;
    Ok(())
}

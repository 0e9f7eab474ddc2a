//! Why a request was refused, with the HTTP status that says so; and the
//! one place where each meaning of the hub's and the table core's refusals
//! gets its status (the wings below speak no HTTP).

use serde::Serialize;
use urbs_engine::{ActError, RuleError};

use crate::hub::{HubError, MOVED};
use crate::table::TableError;

/// A refusal. The message is for people and never names a card the
/// requester cannot see: rule messages come from the games, which promise
/// that, and everything else here is about the request itself.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ApiError {
    #[serde(skip)]
    pub status: u16,
    #[serde(rename = "error")]
    pub message: String,
    /// The ruling broken (`"FS-3"`, `"TURN"`), for refusals by the rules.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
}

impl ApiError {
    pub fn new(status: u16, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
            rule: None,
        }
    }

    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(400, message)
    }

    pub fn forbidden(message: impl Into<String>) -> ApiError {
        ApiError::new(403, message)
    }

    pub fn not_found(message: impl Into<String>) -> ApiError {
        ApiError::new(404, message)
    }

    pub fn conflict(message: impl Into<String>) -> ApiError {
        ApiError::new(409, message)
    }

    pub fn too_many(message: impl Into<String>) -> ApiError {
        ApiError::new(429, message)
    }

    pub fn unavailable(message: impl Into<String>) -> ApiError {
        ApiError::new(503, message)
    }

    /// Another server holds the game now (`crate::cluster`): nothing was
    /// changed here. Servers answer it to each other; the server a client
    /// reached then passes the request on to the one that holds the game.
    pub fn moved() -> ApiError {
        ApiError::new(421, MOVED)
    }

    /// Whether this is [`ApiError::moved`].
    pub fn is_moved(&self) -> bool {
        self.status == 421 && self.message == MOVED
    }

    /// A rule broken: 409 with the ruling's id.
    pub fn rule(e: RuleError) -> ApiError {
        ApiError {
            status: 409,
            message: e.message,
            rule: Some(e.rule),
        }
    }

    pub fn from_act(e: ActError) -> ApiError {
        TableError::from_act(e).into()
    }
}

impl From<TableError> for ApiError {
    fn from(e: TableError) -> ApiError {
        match e {
            TableError::Malformed(m) => ApiError::bad_request(m),
            TableError::Refused(r) => ApiError::rule(r),
            TableError::Conflict(m) => ApiError::conflict(m),
            TableError::Unavailable(m) => ApiError::unavailable(m),
        }
    }
}

impl From<HubError> for ApiError {
    fn from(e: HubError) -> ApiError {
        let message = e.to_string();
        match e {
            HubError::Table(e) => e.into(),
            HubError::NoGame { .. } => ApiError::not_found(message),
            HubError::Damaged { .. } => ApiError::new(410, message),
            HubError::Moved => ApiError::moved(),
            HubError::NotAllowed(_) => ApiError::forbidden(message),
            HubError::TooMany(_) => ApiError::too_many(message),
            HubError::Unavailable(_) => ApiError::unavailable(message),
            HubError::HintFailed(_) => ApiError::new(500, message),
        }
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.status, self.message)
    }
}

impl std::error::Error for ApiError {}

//! Nothing unreadable, nothing silently different (issue 28): a finished
//! game's outcome is stored in the commit of the action that finished it
//! and read back ever after, never replayed into a different one; a game
//! whose rows cannot be rebuilt is marked damaged once, with the reason,
//! and read no further.

use serde::{Deserialize, Serialize};
use urbs_engine::Outcome;

use super::Write;

/// Why a game cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// The database did not answer, or refused: it may later.
    Unavailable(String),
    /// The game's rows answer but cannot be made into the game, or it was
    /// marked damaged before: it never will be.
    Damaged(String),
}

/// A stored outcome that replaying the game's actions no longer gives
/// (the rules changed under it, or its rows did): the stored one is shown,
/// and this says what the replay gives instead.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OutcomeDispute {
    /// What the actions come to when played again now; `null` when they
    /// no longer finish the game.
    pub rebuilt: Option<Outcome>,
}

/// The row that stores `outcome` as what game `game_id` came to.
pub(crate) fn outcome_write(game_id: &str, outcome: &Outcome) -> Write {
    Write::Outcome {
        game_id: game_id.to_string(),
        outcome: serde_json::to_string(outcome).expect("an outcome serializes"),
    }
}

/// The row that marks game `game_id` damaged.
pub(crate) fn damaged_write(game_id: &str, reason: &str) -> Write {
    Write::Damaged {
        game_id: game_id.to_string(),
        reason: reason.to_string(),
    }
}

/// A stored outcome, read back.
pub(crate) fn parse_outcome(text: &str) -> Result<Outcome, String> {
    serde_json::from_str(text).map_err(|e| format!("its stored outcome cannot be read: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_read_back_as_written() {
        let outcome = Outcome {
            scores: vec![41, 57, 57],
            wins: vec![0.0, 0.5, 0.5],
        };
        let Write::Outcome { outcome: text, .. } = outcome_write("g", &outcome) else {
            panic!("an outcome row");
        };
        assert_eq!(parse_outcome(&text), Ok(outcome));
        assert!(
            parse_outcome("{\"scores\": [1").is_err(),
            "a garbled outcome is refused"
        );
    }
}

//! Editions of a game's rules (issue 28). Any change that can alter a legal
//! set, an event or an outcome makes a new edition; earlier editions stay
//! playable, so a record (a replay, a position, a stored game) is always
//! played again under the rules it was played under. Each game's changelog is
//! `docs/rules/GAME-changelog.md`.

use crate::game::{Game, SetupError};

/// An edition of a game's rules: 1, 2, ... Edition 1 of every game is its
/// rules as of commit 1cb25b6, before editions were recorded.
pub type Edition = u32;

/// The edition of a record that names none: it was written before editions
/// were recorded, under edition 1.
pub const FIRST_EDITION: Edition = 1;

/// [`FIRST_EDITION`], for `#[serde(default = "...")]` on records.
pub fn first_edition() -> Edition {
    FIRST_EDITION
}

/// The latest edition of `G`, for `#[serde(default = "...")]` on what is not
/// a record (a view names its edition only when it is not the latest).
pub fn latest_edition<G: Game>() -> Edition {
    G::EDITION
}

/// Whether `edition` is the latest of `G`, for `#[serde(skip_serializing_if
/// = "...")]` beside [`latest_edition`].
pub fn is_latest_edition<G: Game>(edition: &Edition) -> bool {
    *edition == G::EDITION
}

/// Refuses an edition this build cannot play: every edition from 1 to
/// [`Game::EDITION`] can be played.
pub fn check_edition<G: Game>(edition: Edition) -> Result<(), SetupError> {
    if (FIRST_EDITION..=G::EDITION).contains(&edition) {
        return Ok(());
    }
    let known = if G::EDITION == FIRST_EDITION {
        "has only edition 1 of its rules".to_string()
    } else {
        format!("has editions 1 to {} of its rules", G::EDITION)
    };
    Err(SetupError(format!(
        "{} {known}, not edition {edition}",
        G::ID
    )))
}

//! Editions of a game's rules (issue 28). Any change that can alter a legal
//! set, an event or an outcome makes a new edition; earlier editions stay
//! playable, so a record (a replay, a position, a stored game) is always
//! played again under the rules it was played under. Each game's changelog is
//! `docs/rules/changelog/GAME.md`. What a game does with its edition
//! (`Game::EDITION`, `Game::new_in`, `check_edition`) is in `game.rs`.

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

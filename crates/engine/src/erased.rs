//! Games behind one object type, for code that picks the game at run time
//! (the command line, the server). Actions, events and views travel as JSON
//! values or text; typed code stays available through `as_any`.

use std::any::Any;

use serde_json::Value;

use crate::edition::Edition;
use crate::game::{Game, Outcome, RuleError};
use crate::seat::{Seat, ToAct, Viewer};
use crate::table::Table;
use crate::text::Words;
use crate::undo::{Mark, UndoError};

/// A legal action in both of its forms.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct ActionChoice {
    pub text: String,
    pub json: Value,
}

/// Why an action sent from outside was not carried out. Either way the game
/// is unchanged.
#[derive(Clone, Debug, PartialEq)]
pub enum ActError {
    /// Not an action of this game at all.
    Malformed(String),
    /// A well-formed action the rules forbid now.
    Rule(RuleError),
}

impl std::fmt::Display for ActError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ActError::Malformed(m) => write!(f, "not a valid action: {m}"),
            ActError::Rule(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ActError {}

/// A [`Table`] of any game.
pub trait DynTable: Send + Sync {
    fn game(&self) -> &'static str;
    /// How to play, in a few lines ([`Game::SUMMARY`]).
    fn summary(&self) -> &'static str;
    fn players(&self) -> usize;
    /// The edition of the rules the game is played under ([`Game::edition`]).
    fn edition(&self) -> Edition;
    /// The latest edition of the game's rules ([`Game::EDITION`]).
    fn latest_edition(&self) -> Edition;
    fn to_act(&self) -> ToAct;
    fn legal_actions(&self, seat: Seat) -> Vec<ActionChoice>;
    /// Applies a JSON action; returns the events it caused, as JSON.
    fn apply_json(&mut self, seat: Seat, action: &Value) -> Result<Vec<Value>, ActError>;
    /// Applies an action in its text form; returns the events as text.
    fn apply_text(&mut self, seat: Seat, action: &str) -> Result<Vec<String>, ActError>;
    fn view_json(&self, viewer: Viewer) -> Value;
    fn view_text(&self, viewer: Viewer) -> String;
    /// The view drawn with the reader's words ([`Game::draw_view`]).
    fn view_text_in(&self, viewer: Viewer, words: &dyn Words) -> String;
    fn log_len(&self) -> usize;
    fn log_json(&self, from: usize) -> Vec<Value>;
    fn log_text(&self, from: usize) -> Vec<String>;
    fn outcome(&self) -> Option<Outcome>;
    fn moves(&self) -> usize;
    fn replay_json(&self) -> Value;
    fn snapshot_json(&self) -> Value;
    fn names(&self) -> Vec<String>;
    fn set_names(&mut self, names: Vec<String>);
    /// Keeps what undo needs from now on ([`Table::track_undo`]).
    fn track_undo(&mut self);
    /// How many of `seat`'s latest actions it may take back now.
    fn undoable(&self, seat: Seat) -> usize;
    /// Takes back `seat`'s latest action ([`Table::undo`]); returns it.
    fn undo(&mut self, seat: Seat) -> Result<ActionChoice, UndoError>;
    /// Per action, what undo knows of it (`None` until tracked).
    fn marks(&self) -> Option<Vec<Mark>>;
    fn clone_box(&self) -> Box<dyn DynTable>;
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

fn to_json<T: serde::Serialize>(v: &T) -> Value {
    serde_json::to_value(v).expect("game types serialize to JSON")
}

impl<G: Game> DynTable for Table<G> {
    fn game(&self) -> &'static str {
        G::ID
    }

    fn summary(&self) -> &'static str {
        G::SUMMARY
    }

    fn players(&self) -> usize {
        Table::players(self)
    }

    fn edition(&self) -> Edition {
        Table::edition(self)
    }

    fn latest_edition(&self) -> Edition {
        G::EDITION
    }

    fn to_act(&self) -> ToAct {
        Table::to_act(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<ActionChoice> {
        Table::legal_actions(self, seat)
            .iter()
            .map(|a| ActionChoice {
                text: a.to_string(),
                json: to_json(a),
            })
            .collect()
    }

    fn apply_json(&mut self, seat: Seat, action: &Value) -> Result<Vec<Value>, ActError> {
        let action: G::Action = serde_json::from_value(action.clone())
            .map_err(|e| ActError::Malformed(e.to_string()))?;
        let events = self.apply(seat, &action).map_err(ActError::Rule)?;
        Ok(events.iter().map(to_json).collect())
    }

    fn apply_text(&mut self, seat: Seat, action: &str) -> Result<Vec<String>, ActError> {
        let action: G::Action = action.trim().parse().map_err(ActError::Malformed)?;
        let events = self.apply(seat, &action).map_err(ActError::Rule)?;
        Ok(events.iter().map(|e| e.to_string()).collect())
    }

    fn view_json(&self, viewer: Viewer) -> Value {
        to_json(&self.view(viewer))
    }

    fn view_text(&self, viewer: Viewer) -> String {
        self.view(viewer).to_string()
    }

    fn view_text_in(&self, viewer: Viewer, words: &dyn Words) -> String {
        G::draw_view(&self.view(viewer), words)
    }

    fn log_len(&self) -> usize {
        self.log().len()
    }

    fn log_json(&self, from: usize) -> Vec<Value> {
        self.log()
            .get(from..)
            .unwrap_or(&[])
            .iter()
            .map(to_json)
            .collect()
    }

    fn log_text(&self, from: usize) -> Vec<String> {
        self.log()
            .get(from..)
            .unwrap_or(&[])
            .iter()
            .map(|e| e.to_string())
            .collect()
    }

    fn outcome(&self) -> Option<Outcome> {
        Table::outcome(self)
    }

    fn moves(&self) -> usize {
        self.record().len()
    }

    fn replay_json(&self) -> Value {
        to_json(&self.replay())
    }

    fn snapshot_json(&self) -> Value {
        to_json(&self.snapshot())
    }

    fn names(&self) -> Vec<String> {
        Table::names(self).to_vec()
    }

    fn set_names(&mut self, names: Vec<String>) {
        Table::set_names(self, names)
    }

    fn track_undo(&mut self) {
        Table::track_undo(self)
    }

    fn undoable(&self, seat: Seat) -> usize {
        Table::undoable(self, seat)
    }

    fn undo(&mut self, seat: Seat) -> Result<ActionChoice, UndoError> {
        let step = Table::undo(self, seat)?;
        Ok(ActionChoice {
            text: step.action.to_string(),
            json: to_json(&step.action),
        })
    }

    fn marks(&self) -> Option<Vec<Mark>> {
        Table::marks(self).map(<[Mark]>::to_vec)
    }

    fn clone_box(&self) -> Box<dyn DynTable> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

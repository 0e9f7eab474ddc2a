//! Encodings behind one object type, for code that picks the game at run
//! time (the Python package): tables come as [`DynTable`], actions as ids.

use std::marker::PhantomData;

use serde_json::Value;
use urbs_engine::{ActError, ActionChoice, DynTable, Game, Seat, Table, Viewer};

use crate::obs::Placed;
use crate::trajectory::Decisions;
use crate::{Encoding, fill_mask, observe_into};

/// The games that have an encoding: the catalog's list (`urbs_catalog::GAME_IDS`,
/// the one list of the games), in its order. This crate does not depend on
/// the catalog, so a test holds the two together.
pub const GAMES: &[&str] = &["forsale", "skyline", "city", "metropolis"];

/// One game's encoding, for tables of that game.
pub trait DynEncoding: Send + Sync {
    fn game(&self) -> &'static str;
    /// Ids run from 0 to `actions() - 1`.
    fn actions(&self) -> usize;
    /// Floats in an observation.
    fn observation_len(&self) -> usize;
    /// The observation's fields with their places.
    fn layout(&self) -> Vec<Placed>;
    /// What `id` stands for, in words (see [`Encoding::describe`]).
    fn describe(&self, id: usize) -> Option<String>;
    /// Writes `seat`'s observation into `obs` and its legal actions into
    /// `mask` (either may be left out). The mask is all zeros when the seat
    /// need not act.
    fn encode(
        &self,
        table: &dyn DynTable,
        seat: Seat,
        obs: Option<&mut [f32]>,
        mask: Option<&mut [u8]>,
    ) -> Result<(), String>;
    /// `seat`'s legal actions with their ids, in the game's order (`None`
    /// for an action outside the space, which only a crafted position offers).
    fn legal(
        &self,
        table: &dyn DynTable,
        seat: Seat,
    ) -> Result<Vec<(Option<usize>, ActionChoice)>, String>;
    /// The action `id` stands for when `seat` acts at `table` (`None`: the id
    /// names nothing here).
    fn action(
        &self,
        table: &dyn DynTable,
        seat: Seat,
        id: usize,
    ) -> Result<Option<ActionChoice>, String>;
    /// The id of a JSON action for `seat` at `table`.
    fn id_of(&self, table: &dyn DynTable, seat: Seat, action: &Value) -> Option<usize>;
    /// Plays action `id` for `seat`. A rule error leaves the table unchanged.
    fn apply(&self, table: &mut dyn DynTable, seat: Seat, id: usize) -> Result<(), ActError>;
    /// The observation of a view and a log in their JSON forms (a line of a
    /// trajectory, `docs/trajectories.md`).
    fn observe_json(&self, view: &Value, log: &[Value], out: &mut [f32]) -> Result<(), String>;
    /// The id of a JSON action offered to the viewer of a JSON view.
    fn id_of_json(&self, view: &Value, action: &Value) -> Result<Option<usize>, String>;
    /// The decisions of a trajectory's lines (see [`crate::decisions`]).
    fn decisions(&self, lines: &[Value]) -> Result<Decisions, String>;
}

struct Erased<G>(PhantomData<G>);

fn typed<G: Game>(table: &dyn DynTable) -> Result<&Table<G>, String> {
    table
        .as_any()
        .downcast_ref::<Table<G>>()
        .ok_or_else(|| format!("this is a {} table, not {}", table.game(), G::ID))
}

fn parse<T: serde::de::DeserializeOwned>(what: &str, v: &Value) -> Result<T, String> {
    serde_json::from_value(v.clone()).map_err(|e| format!("not a {what}: {e}"))
}

fn choice<G: Game>(a: &G::Action) -> ActionChoice {
    ActionChoice {
        text: a.to_string(),
        json: serde_json::to_value(a).unwrap_or(Value::Null),
    }
}

impl<G: Encoding> DynEncoding for Erased<G> {
    fn game(&self) -> &'static str {
        G::ID
    }

    fn actions(&self) -> usize {
        G::ACTIONS
    }

    fn observation_len(&self) -> usize {
        G::LAYOUT.len()
    }

    fn layout(&self) -> Vec<Placed> {
        G::LAYOUT.placed()
    }

    fn describe(&self, id: usize) -> Option<String> {
        G::describe(id)
    }

    fn encode(
        &self,
        table: &dyn DynTable,
        seat: Seat,
        obs: Option<&mut [f32]>,
        mask: Option<&mut [u8]>,
    ) -> Result<(), String> {
        let t = typed::<G>(table)?;
        let view = t.view(Viewer::Seat(seat));
        if let Some(obs) = obs {
            check_len("observation", obs.len(), G::LAYOUT.len())?;
            observe_into::<G>(&view, t.log(), obs);
        }
        if let Some(mask) = mask {
            check_len("mask", mask.len(), G::ACTIONS)?;
            fill_mask::<G>(&view, &t.legal_actions(seat), mask);
        }
        Ok(())
    }

    fn legal(
        &self,
        table: &dyn DynTable,
        seat: Seat,
    ) -> Result<Vec<(Option<usize>, ActionChoice)>, String> {
        let t = typed::<G>(table)?;
        let view = t.view(Viewer::Seat(seat));
        Ok(t.legal_actions(seat)
            .iter()
            .map(|a| (G::action_id(&view, a), choice::<G>(a)))
            .collect())
    }

    fn action(
        &self,
        table: &dyn DynTable,
        seat: Seat,
        id: usize,
    ) -> Result<Option<ActionChoice>, String> {
        let t = typed::<G>(table)?;
        let view = t.view(Viewer::Seat(seat));
        Ok(G::action(&view, id).map(|a| choice::<G>(&a)))
    }

    fn id_of(&self, table: &dyn DynTable, seat: Seat, action: &Value) -> Option<usize> {
        let t = typed::<G>(table).ok()?;
        let action: G::Action = serde_json::from_value(action.clone()).ok()?;
        G::action_id(&t.view(Viewer::Seat(seat)), &action)
    }

    fn apply(&self, table: &mut dyn DynTable, seat: Seat, id: usize) -> Result<(), ActError> {
        let t = table
            .as_any_mut()
            .downcast_mut::<Table<G>>()
            .ok_or_else(|| ActError::Malformed(format!("not a {} table", G::ID)))?;
        let action = G::action(&t.view(Viewer::Seat(seat)), id).ok_or_else(|| {
            ActError::Malformed(format!(
                "action id {id} names no {} action (ids run from 0 to {})",
                G::ID,
                G::ACTIONS - 1
            ))
        })?;
        t.apply(seat, &action).map(|_| ()).map_err(ActError::Rule)
    }

    fn observe_json(&self, view: &Value, log: &[Value], out: &mut [f32]) -> Result<(), String> {
        check_len("observation", out.len(), G::LAYOUT.len())?;
        let view: G::View = parse("view", view)?;
        let log: Vec<G::Event> = log
            .iter()
            .map(|e| parse("event", e))
            .collect::<Result<_, _>>()?;
        observe_into::<G>(&view, &log, out);
        Ok(())
    }

    fn id_of_json(&self, view: &Value, action: &Value) -> Result<Option<usize>, String> {
        let view: G::View = parse("view", view)?;
        let action: G::Action = parse("action", action)?;
        Ok(G::action_id(&view, &action))
    }

    fn decisions(&self, lines: &[Value]) -> Result<Decisions, String> {
        crate::decisions::<G>(lines)
    }
}

fn check_len(what: &str, got: usize, want: usize) -> Result<(), String> {
    if got == want {
        Ok(())
    } else {
        Err(format!("a {what} buffer of {got}, not {want}"))
    }
}

static FORSALE: Erased<urbs_forsale::ForSale> = Erased(PhantomData);
static SKYLINE: Erased<urbs_skyline::Skyline> = Erased(PhantomData);
static CITY: Erased<urbs_city::City> = Erased(PhantomData);
static METROPOLIS: Erased<urbs_metropolis::Metropolis> = Erased(PhantomData);

/// The encoding of game `id`.
pub fn encoding(id: &str) -> Result<&'static dyn DynEncoding, String> {
    match id {
        "forsale" => Ok(&FORSALE),
        "skyline" => Ok(&SKYLINE),
        "city" => Ok(&CITY),
        "metropolis" => Ok(&METROPOLIS),
        _ => Err(format!(
            "unknown game `{id}`; choose from: {}",
            GAMES.join(", ")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ids of `pub const GAME_IDS: &[&str] = &[...];` in the catalog's
    /// source (the catalog is no dependency of this crate).
    fn catalog_ids() -> Vec<String> {
        let source = include_str!("../../catalog/src/lib.rs");
        let head = "pub const GAME_IDS: &[&str] = &[";
        let start = source
            .find(head)
            .expect("the catalog defines GAME_IDS as a list of ids")
            + head.len();
        let list = &source[start..start + source[start..].find("];").unwrap()];
        list.split(',')
            .map(|id| id.trim().trim_matches('"').to_string())
            .filter(|id| !id.is_empty())
            .collect()
    }

    #[test]
    fn the_encoded_games_are_the_catalogs_in_its_order() {
        assert_eq!(
            GAMES,
            catalog_ids(),
            "erased::GAMES and urbs_catalog::GAME_IDS differ"
        );
    }

    #[test]
    fn every_listed_game_has_its_encoding() {
        for id in GAMES {
            assert_eq!(encoding(id).map(|e| e.game()), Ok(*id));
        }
        let refused = encoding("chess").err().expect("chess has no encoding");
        assert!(refused.ends_with(&GAMES.join(", ")), "{refused}");
    }
}

//! Every urbs game by id: its facts, its bots, and a way to run generic code
//! on it, typed ([`with_game`]) or behind [`DynTable`] ([`new_table`]).
//!
//! Adding a game: a crate that implements [`urbs_engine::Game`], a
//! [`urbs_bots::Roster`] impl in the bots crate, and one line in [`with_game`]
//! and [`GAME_IDS`].
//!
//! ```
//! let table = urbs_catalog::new_table("forsale", 4, &serde_json::json!({}), 7).unwrap();
//! assert_eq!(table.players(), 4);
//! assert!(urbs_catalog::new_table("chess", 2, &serde_json::Value::Null, 7).is_err());
//! ```

use serde::Serialize;
use serde_json::Value;
use urbs_bots::{BotLimits, DynBot, Roster, bot_names, erase, make_bot, make_bot_within};
use urbs_engine::{DynTable, Replay, Table, parse_options};

/// The games, in the order menus show them.
pub const GAME_IDS: &[&str] = &["forsale", "skyline", "city", "metropolis"];

/// Code that works for any game, run by [`with_game`] on the game picked by id.
pub trait Visitor {
    type Out;
    fn visit<G: Roster>(self) -> Self::Out;
}

/// Runs `v` on the game `id`.
pub fn with_game<V: Visitor>(id: &str, v: V) -> Result<V::Out, String> {
    match id {
        "forsale" => Ok(v.visit::<urbs_forsale::ForSale>()),
        "skyline" => Ok(v.visit::<urbs_skyline::Skyline>()),
        "city" => Ok(v.visit::<urbs_city::City>()),
        "metropolis" => Ok(v.visit::<urbs_metropolis::Metropolis>()),
        _ => Err(format!(
            "unknown game `{id}`; choose from: {}",
            GAME_IDS.join(", ")
        )),
    }
}

/// What a menu needs to know about a game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub min_players: usize,
    pub max_players: usize,
    /// How to play, in a few lines.
    pub summary: &'static str,
    pub bots: Vec<String>,
    /// The default options, which also show every option's name.
    pub options: Value,
}

struct Info;
impl Visitor for Info {
    type Out = GameInfo;
    fn visit<G: Roster>(self) -> GameInfo {
        GameInfo {
            id: G::ID,
            name: G::NAME,
            min_players: G::MIN_PLAYERS,
            max_players: G::MAX_PLAYERS,
            summary: G::SUMMARY,
            bots: bot_names::<G>(),
            options: serde_json::to_value(G::Options::default()).unwrap_or(Value::Null),
        }
    }
}

/// Facts about every game.
pub fn games() -> Vec<GameInfo> {
    GAME_IDS
        .iter()
        .map(|id| with_game(id, Info).expect("listed games exist"))
        .collect()
}

pub fn game_info(id: &str) -> Result<GameInfo, String> {
    with_game(id, Info)
}

struct NewTable<'a> {
    players: usize,
    options: &'a Value,
    seed: u64,
}
impl Visitor for NewTable<'_> {
    type Out = Result<Box<dyn DynTable>, String>;
    fn visit<G: Roster>(self) -> Self::Out {
        let options = parse_options::<G>(self.options).map_err(|e| e.to_string())?;
        let table =
            Table::<G>::new(self.players, &options, self.seed).map_err(|e| e.to_string())?;
        Ok(Box::new(table))
    }
}

/// A new game of `id`; `options` is a JSON object (or null for defaults).
pub fn new_table(
    id: &str,
    players: usize,
    options: &Value,
    seed: u64,
) -> Result<Box<dyn DynTable>, String> {
    with_game(
        id,
        NewTable {
            players,
            options,
            seed,
        },
    )?
}

struct LoadReplay<'a>(&'a Value);
impl Visitor for LoadReplay<'_> {
    type Out = Result<Box<dyn DynTable>, String>;
    fn visit<G: Roster>(self) -> Self::Out {
        let replay: Replay<G> = serde_json::from_value(self.0.clone())
            .map_err(|e| format!("not a {} replay: {e}", G::ID))?;
        Ok(Box::new(
            Table::from_replay(&replay).map_err(|e| e.to_string())?,
        ))
    }
}

/// Plays a replay (JSON, with its `game` field naming the game) through.
pub fn load_replay(json: &Value) -> Result<Box<dyn DynTable>, String> {
    let id = json
        .get("game")
        .and_then(Value::as_str)
        .ok_or("a replay needs a \"game\" field")?;
    with_game(id, LoadReplay(json))?
}

struct MakeBot<'a> {
    spec: &'a str,
    seed: u64,
    limits: Option<&'a BotLimits>,
}
impl Visitor for MakeBot<'_> {
    type Out = Result<Box<dyn DynBot>, String>;
    fn visit<G: Roster>(self) -> Self::Out {
        Ok(erase(match self.limits {
            None => make_bot::<G>(self.spec, self.seed)?,
            Some(limits) => make_bot_within::<G>(self.spec, self.seed, limits)?,
        }))
    }
}

/// A bot for game `id` by spec (`"random"`, `"greedy"`, ...).
pub fn make_dyn_bot(id: &str, spec: &str, seed: u64) -> Result<Box<dyn DynBot>, String> {
    with_game(
        id,
        MakeBot {
            spec,
            seed,
            limits: None,
        },
    )?
}

/// A bot for game `id` held to a server's `limits` (see
/// [`urbs_bots::make_bot_within`]).
pub fn make_dyn_bot_within(
    id: &str,
    spec: &str,
    seed: u64,
    limits: &BotLimits,
) -> Result<Box<dyn DynBot>, String> {
    with_game(
        id,
        MakeBot {
            spec,
            seed,
            limits: Some(limits),
        },
    )?
}

struct CheckBot<'a>(&'a str, &'a BotLimits);
impl Visitor for CheckBot<'_> {
    type Out = Result<(), String>;
    fn visit<G: Roster>(self) -> Self::Out {
        self.1.check::<G>(self.0)
    }
}

/// Refuses `spec` unless it names a bot of game `id` within `limits`, with
/// a message that lists the bots allowed.
pub fn check_bot(id: &str, spec: &str, limits: &BotLimits) -> Result<(), String> {
    with_game(id, CheckBot(spec, limits))?
}

/// The complete rules of game `id` as urbs plays them (Markdown, English), with
/// every ruling as a findable heading (`FS-3`, `SK-P9`, ...); `None` for an
/// unknown game. The files are `docs/rules/GAME.md`, compiled in.
pub fn rules_markdown(id: &str) -> Option<&'static str> {
    match id {
        "forsale" => Some(include_str!("../../../docs/rules/forsale.md")),
        "skyline" => Some(include_str!("../../../docs/rules/skyline.md")),
        "city" => Some(include_str!("../../../docs/rules/city.md")),
        "metropolis" => Some(include_str!("../../../docs/rules/metropolis.md")),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_game_sets_up_and_plays_with_bots() {
        for info in games() {
            let mut table = new_table(info.id, info.min_players, &Value::Null, 3).unwrap();
            let mut bots: Vec<Box<dyn DynBot>> = (0..info.min_players)
                .map(|i| make_dyn_bot(info.id, &info.bots[i % info.bots.len()], i as u64).unwrap())
                .collect();
            while let Some(seat) = table.to_act().seats().first() {
                let choice = bots[seat].choose(table.as_ref(), seat).unwrap();
                table.apply_json(seat, &choice.json).unwrap();
            }
            assert!(table.outcome().is_some());
            let again = load_replay(&table.replay_json()).unwrap();
            assert_eq!(
                again.view_json(urbs_engine::Viewer::Spectator),
                table.view_json(urbs_engine::Viewer::Spectator)
            );
        }
    }

    fn err<T>(r: Result<T, String>) -> String {
        r.err().expect("an error")
    }

    #[test]
    fn bad_requests_are_refused_with_reasons() {
        assert!(err(new_table("forsale", 2, &Value::Null, 1)).contains("3 to 5"));
        let e = err(new_table(
            "forsale",
            4,
            &serde_json::json!({"colour": 1}),
            1,
        ));
        assert!(e.contains("colour"), "{e}");
        assert!(err(make_dyn_bot("forsale", "genius", 1)).contains("greedy"));
        assert!(err(new_table("chess", 2, &Value::Null, 1)).contains("unknown game"));
    }
}

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

mod editions;
mod help;

pub use editions::{
    changelog_markdown, changelog_markdown_in, rules_markdown_of_edition,
    rules_markdown_of_edition_in,
};
pub use help::help;
/// A City card as JSON: its fields and its rules in English words.
pub use urbs_city::card_json as city_card;

use serde::Serialize;
use serde_json::Value;
use urbs_bots::{BotLimits, DynBot, Roster, bot_names, erase, make_bot, make_bot_within};
use urbs_engine::{DynTable, Edition, Replay, Table, check_edition, parse_options};

/// The games, in the order menus show them: the one list of the games.
/// Every other list is checked against it by a test that fails when they
/// differ (`urbs_tensor::erased::GAMES`, the page's renderers in
/// `crates/web/assets/js/games/index.js`, Python's `urbs.GAMES`), and the
/// match arms here by the tests below.
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
    /// The bot levels for people, weakest first, each with the spec that
    /// plays it in this game and its measured rating.
    pub levels: Vec<urbs_bots::levels::LevelInfo>,
    /// The level a lobby offers first.
    pub default_level: &'static str,
    /// The default options, which also show every option's name.
    pub options: Value,
    /// The latest edition of the rules, which new games are played under
    /// (issue 28); every edition from 1 to it can be played.
    pub edition: Edition,
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
            levels: urbs_bots::levels::levels::<G>(),
            default_level: urbs_bots::levels::DEFAULT_LEVEL,
            options: serde_json::to_value(G::Options::default()).unwrap_or(Value::Null),
            edition: G::EDITION,
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
    edition: Option<Edition>,
    players: usize,
    options: &'a Value,
    seed: u64,
}
impl Visitor for NewTable<'_> {
    type Out = Result<Box<dyn DynTable>, String>;
    fn visit<G: Roster>(self) -> Self::Out {
        let options = parse_options::<G>(self.options).map_err(|e| e.to_string())?;
        let edition = self.edition.unwrap_or(G::EDITION);
        let table = Table::<G>::new_in(edition, self.players, &options, self.seed)
            .map_err(|e| e.to_string())?;
        Ok(Box::new(table))
    }
}

/// A new game of `id` under the latest edition of its rules; `options` is a
/// JSON object (or null for defaults).
pub fn new_table(
    id: &str,
    players: usize,
    options: &Value,
    seed: u64,
) -> Result<Box<dyn DynTable>, String> {
    new_table_in(id, None, players, options, seed)
}

/// [`new_table`] under `edition` of the rules (`None`: the latest), for
/// study; an edition the game does not have is refused, naming those it has.
pub fn new_table_in(
    id: &str,
    edition: Option<Edition>,
    players: usize,
    options: &Value,
    seed: u64,
) -> Result<Box<dyn DynTable>, String> {
    with_game(
        id,
        NewTable {
            edition,
            players,
            options,
            seed,
        },
    )?
}

struct Latest;
impl Visitor for Latest {
    type Out = Edition;
    fn visit<G: Roster>(self) -> Edition {
        G::EDITION
    }
}

/// The latest edition of game `id`'s rules.
pub fn latest_edition(id: &str) -> Result<Edition, String> {
    with_game(id, Latest)
}

struct CheckEdition(Edition);
impl Visitor for CheckEdition {
    type Out = Result<(), String>;
    fn visit<G: Roster>(self) -> Self::Out {
        check_edition::<G>(self.0).map_err(|e| e.to_string())
    }
}

/// Refuses an edition game `id` does not have, naming those it has.
pub fn check_game_edition(id: &str, edition: Edition) -> Result<(), String> {
    with_game(id, CheckEdition(edition))?
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

struct LoadPosition<'a>(&'a Value);
impl Visitor for LoadPosition<'_> {
    type Out = Result<Box<dyn DynTable>, String>;
    fn visit<G: Roster>(self) -> Self::Out {
        let state = self
            .0
            .get("state")
            .ok_or("a position needs a \"state\" field")?;
        let state: G = serde_json::from_value(state.clone())
            .map_err(|e| format!("not a {} position: {e}", G::ID))?;
        // The state is checked before anything reads it, even its player count.
        let table = Table::from_position(state, 0).map_err(|e| e.to_string())?;
        if let Some(edition) = self.0.get("edition").filter(|e| !e.is_null())
            && edition.as_u64() != Some(u64::from(table.edition()))
        {
            return Err(format!(
                "\"edition\" is {edition} but the state is of edition {}",
                table.edition()
            ));
        }
        if let Some(players) = self.0.get("players").filter(|p| !p.is_null())
            && players.as_u64() != Some(table.players() as u64)
        {
            return Err(format!(
                "\"players\" is {players} but the state has {} players",
                table.players()
            ));
        }
        if let Some(options) = self.0.get("options").filter(|o| !o.is_null()) {
            let options = parse_options::<G>(options).map_err(|e| e.to_string())?;
            let own = serde_json::to_value(table.state().options()).unwrap_or(Value::Null);
            if serde_json::to_value(&options).unwrap_or(Value::Null) != own {
                return Err(format!(
                    "\"options\" differ from the state's own options {own}"
                ));
            }
        }
        Ok(Box::new(table))
    }
}

/// A table that starts from a position: `{"game", "players", "options",
/// "state"}` (docs/positions.md), `state` being the game's whole state as
/// serde writes it. The state is deserialized and checked with
/// [`urbs_engine::Game::check_position`] before anything else; a file that
/// fails is refused with the reason. `players` and `options` may be left
/// out; when present they must agree with the state.
pub fn load_position(json: &Value) -> Result<Box<dyn DynTable>, String> {
    let id = json
        .get("game")
        .and_then(Value::as_str)
        .ok_or("a position needs a \"game\" field")?;
    with_game(id, LoadPosition(json))?
}

/// The position `table` has reached, in the format [`load_position`] reads
/// (`edition` is for people: the state carries its own).
pub fn position_json(table: &dyn DynTable) -> Value {
    let replay = table.replay_json();
    serde_json::json!({
        "game": table.game(),
        "edition": table.edition(),
        "players": table.players(),
        "options": replay["options"],
        "state": table.snapshot_json()["state"],
    })
}

struct Sample<'a> {
    table: &'a dyn DynTable,
    seat: usize,
    seed: u64,
}
impl Visitor for Sample<'_> {
    type Out = Result<Box<dyn DynTable>, String>;
    fn visit<G: Roster>(self) -> Self::Out {
        let table = self
            .table
            .as_any()
            .downcast_ref::<Table<G>>()
            .ok_or("a table of an unlisted game")?;
        if self.seat >= table.players() {
            return Err(format!(
                "seat {} does not exist; this table has seats 0 to {}",
                self.seat,
                table.players() - 1
            ));
        }
        let mut rng = urbs_engine::rng_from_seed(self.seed);
        Ok(Box::new(table.sample(self.seat, &mut rng)))
    }
}

/// A world `seat` cannot tell from `table` ([`Table::sample`]): the same
/// view and public log for that seat, everything hidden from it drawn anew
/// from `seed`.
pub fn sample_table(
    table: &dyn DynTable,
    seat: usize,
    seed: u64,
) -> Result<Box<dyn DynTable>, String> {
    with_game(table.game(), Sample { table, seat, seed })?
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

/// The rulings every game shares (undo, time, leaving: `U-1`, `T-1`, ...),
/// `docs/rules/table.md`, compiled in.
pub const TABLE_RULES: &str = include_str!("../../../docs/rules/table.md");

/// Game `id`'s rules in language `lang` (`"en"`, `"es"`; the translations
/// are `docs/rules/LANG/GAME.md`, with the same ruling ids as headings);
/// `None` for an unknown game or language.
pub fn rules_markdown_in(id: &str, lang: &str) -> Option<&'static str> {
    match lang {
        "en" => rules_markdown(id),
        "es" => match id {
            "forsale" => Some(include_str!("../../../docs/rules/es/forsale.md")),
            "skyline" => Some(include_str!("../../../docs/rules/es/skyline.md")),
            "city" => Some(include_str!("../../../docs/rules/es/city.md")),
            "metropolis" => Some(include_str!("../../../docs/rules/es/metropolis.md")),
            _ => None,
        },
        _ => None,
    }
}

/// The rulings every game shares in language `lang` ([`TABLE_RULES`] in
/// English).
pub fn table_rules_in(lang: &str) -> Option<&'static str> {
    match lang {
        "en" => Some(TABLE_RULES),
        "es" => Some(include_str!("../../../docs/rules/es/table.md")),
        _ => None,
    }
}

/// The languages the rules are written in, English first.
pub const RULES_LANGS: &[&str] = &["en", "es"];

/// What game `id`'s rules say on ruling `rule` (`"CT-3"`, or one of the
/// [`TABLE_RULES`] every game shares, `"U-3"`): the section
/// under its heading (`### CT-3 Paying`, given without the hashes) up to the
/// next heading, or the paragraph a bold label opens (`**FS-V2 ...**`).
/// What an illegal move's rule reference points to.
pub fn ruling_text(id: &str, rule: &str) -> Option<String> {
    ruling_text_in(id, rule, "en")
}

/// [`ruling_text`] in language `lang` ([`rules_markdown_in`]).
pub fn ruling_text_in(id: &str, rule: &str, lang: &str) -> Option<String> {
    let game = rules_markdown_in(id, lang)?;
    let md = if rule.starts_with("U-") || rule.starts_with("T-") {
        table_rules_in(lang)?
    } else {
        game
    };
    let names = |l: &str, prefix: &str| {
        l.strip_prefix(prefix)
            .is_some_and(|h| h.split([' ', '*', ':', '.']).next() == Some(rule))
    };
    let lines: Vec<&str> = md.lines().collect();
    if let Some(at) = lines.iter().position(|l| names(l, "### ")) {
        let body: Vec<&str> = lines[at + 1..]
            .iter()
            .take_while(|l| !l.starts_with('#'))
            .copied()
            .collect();
        return Some(format!(
            "{}\n{}",
            lines[at].trim_start_matches('#').trim(),
            body.join("\n").trim()
        ));
    }
    let at = lines.iter().position(|l| names(l, "**"))?;
    let paragraph: Vec<&str> = lines[at..]
        .iter()
        .take_while(|l| !l.trim().is_empty())
        .copied()
        .collect();
    Some(paragraph.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_game_sets_up_and_plays_with_bots() {
        for info in games() {
            let mut table = new_table(info.id, info.min_players, &Value::Null, 3).unwrap();
            // The bots themselves (the levels stand for some of them, and
            // are played in the bots crate's tests).
            let plain: Vec<&String> = info
                .bots
                .iter()
                .filter(|b| !info.levels.iter().any(|l| l.id == b.as_str()))
                .collect();
            let mut bots: Vec<Box<dyn DynBot>> = (0..info.min_players)
                .map(|i| make_dyn_bot(info.id, plain[i % plain.len()], i as u64).unwrap())
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

    #[test]
    fn each_listed_id_plays_its_own_game_and_has_its_rules() {
        // `with_game`'s arm for an id runs the game whose `Game::ID` it is.
        let ids: Vec<&str> = games().iter().map(|g| g.id).collect();
        assert_eq!(ids, GAME_IDS);
        for id in GAME_IDS {
            for lang in ["en", "es"] {
                let rules = rules_markdown_in(id, lang).unwrap_or_else(|| panic!("{id} {lang}"));
                assert!(!rules.is_empty(), "{id} {lang}");
            }
        }
        assert!(with_game("chess", Info).is_err() && rules_markdown("chess").is_none());
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

    /// A game of `id` played by random bots to the end.
    fn played(id: &str, players: usize, seed: u64) -> Box<dyn DynTable> {
        let mut table = new_table(id, players, &Value::Null, seed).unwrap();
        let mut bots: Vec<Box<dyn DynBot>> = (0..players)
            .map(|i| make_dyn_bot(id, "random", i as u64).unwrap())
            .collect();
        while let Some(seat) = table.to_act().seats().first() {
            let choice = bots[seat].choose(table.as_ref(), seat).unwrap();
            table.apply_json(seat, &choice.json).unwrap();
        }
        table
    }

    /// The replay `full` cut after its first `n` actions.
    fn cut(full: &Value, n: usize) -> Value {
        let mut r = full.clone();
        let actions: Vec<Value> = r["actions"].as_array().unwrap()[..n].to_vec();
        r["actions"] = Value::Array(actions);
        r
    }

    #[test]
    fn a_game_goes_on_from_its_position_as_from_its_replay() {
        use urbs_engine::Viewer;
        for id in GAME_IDS {
            let full = played(id, 3, 9).replay_json();
            // Old replays (no starting position) are written as before.
            assert!(full.get("position").is_none(), "{id}");
            let actions = full["actions"].as_array().unwrap().clone();
            let half = actions.len() / 2;
            let early = load_replay(&cut(&full, half)).unwrap();
            let position = position_json(early.as_ref());
            assert_eq!(position["game"], *id);
            assert_eq!(position["players"], 3);
            let mut table = load_position(&position).unwrap();
            for v in [Viewer::Seat(0), Viewer::Seat(2), Viewer::Spectator] {
                assert_eq!(table.view_json(v), early.view_json(v), "{id}");
            }
            for step in &actions[half..] {
                let seat = step["seat"].as_u64().unwrap() as usize;
                table.apply_json(seat, &step["action"]).unwrap();
            }
            let whole = load_replay(&full).unwrap();
            assert_eq!(table.outcome(), whole.outcome(), "{id}");
            assert_eq!(
                table.view_json(Viewer::Spectator),
                whole.view_json(Viewer::Spectator),
                "{id}"
            );
            // The replay of a table started from a position holds the
            // position and the actions from there, and loads again.
            let replay = table.replay_json();
            assert_eq!(replay["position"], position["state"], "{id}");
            assert_eq!(
                replay["actions"].as_array().unwrap().len(),
                actions.len() - half
            );
            let again = load_replay(&replay).unwrap();
            assert_eq!(again.replay_json(), replay, "{id}");
            assert_eq!(again.outcome(), whole.outcome(), "{id}");
        }
    }

    #[test]
    fn a_sampled_world_looks_the_same_to_its_seat_and_plays_on() {
        use urbs_engine::Viewer;
        for id in GAME_IDS {
            let full = played(id, 3, 5).replay_json();
            let half = full["actions"].as_array().unwrap().len() / 2;
            let table = load_replay(&cut(&full, half)).unwrap();
            let seat = table.to_act().seats().first().unwrap();
            let world = sample_table(table.as_ref(), seat, 1).unwrap();
            assert_eq!(
                world.view_json(Viewer::Seat(seat)),
                table.view_json(Viewer::Seat(seat)),
                "{id}"
            );
            assert_eq!(world.log_json(0), table.log_json(0), "{id}");
            assert_eq!(world.legal_actions(seat), table.legal_actions(seat), "{id}");
            // The same seed draws the same world.
            let again = sample_table(table.as_ref(), seat, 1).unwrap();
            assert_eq!(again.snapshot_json(), world.snapshot_json(), "{id}");
            // It plays on to an end, and its replay starts from the world.
            let mut world = world;
            let mut bot = make_dyn_bot(id, "random", 2).unwrap();
            while let Some(s) = world.to_act().seats().first() {
                let choice = bot.choose(world.as_ref(), s).unwrap();
                world.apply_json(s, &choice.json).unwrap();
            }
            assert!(world.outcome().is_some());
            let replayed = load_replay(&world.replay_json()).unwrap();
            assert_eq!(replayed.outcome(), world.outcome(), "{id}");
        }
        let table = played("forsale", 3, 1);
        assert!(err(sample_table(table.as_ref(), 3, 1)).contains("seats 0 to 2"));
    }

    /// A crafted Metropolis position at turn 65535 passed the check and
    /// then overflowed the turn count at the end of the turn (found by
    /// `tests/positions.rs`, 2026-12-07): a turn no game reaches is refused.
    #[test]
    fn a_metropolis_turn_no_game_reaches_is_refused() {
        let table = new_table("metropolis", 4, &Value::Null, 7).unwrap();
        let good = position_json(table.as_ref());
        let at = |turn: u64| {
            let mut p = good.clone();
            p["state"]["turn"] = Value::from(turn);
            load_position(&p)
        };
        assert!(at(1).is_ok());
        for turn in [0, 65535] {
            let e = err(at(turn));
            assert!(e.contains(&format!("turn {turn} is not a turn")), "{e}");
        }
        // Played on from the last turn a position may have, the count stays
        // in range to the end.
        let last = good["state"]["turn"].as_u64().unwrap();
        assert_eq!(last, 1);
        let lots = (1..200).rev().find(|&t| at(t).is_ok()).unwrap();
        let mut table = at(lots).unwrap();
        while let Some(seat) = table.to_act().seats().first() {
            let action = table.legal_actions(seat)[0].json.clone();
            table.apply_json(seat, &action).unwrap();
        }
        assert!(table.outcome().is_some());
    }

    #[test]
    fn crafted_positions_are_refused_with_a_reason() {
        let early = load_replay(&cut(&played("forsale", 3, 4).replay_json(), 4)).unwrap();
        let good = position_json(early.as_ref());
        assert!(load_position(&good).is_ok());
        let with = |f: &dyn Fn(&mut Value)| {
            let mut p = good.clone();
            f(&mut p);
            err(load_position(&p))
        };
        // Chips out of thin air break the conservation of chips.
        let e = with(&|p| p["state"]["chips"][0] = Value::from(200));
        assert!(e.contains("not a valid position"), "{e}");
        // Seven players in a For Sale state.
        let e = with(&|p| p["state"]["players"] = Value::from(7));
        assert!(e.contains("not a valid position"), "{e}");
        let e = with(&|p| p["state"] = serde_json::json!({"players": 3}));
        assert!(e.contains("not a forsale position"), "{e}");
        let e = with(&|p| p["players"] = Value::from(4));
        assert!(e.contains("3 players"), "{e}");
        let e = with(&|p| p["options"] = serde_json::json!({"variant": true}));
        assert!(e.contains("options"), "{e}");
        let e = with(&|p| p["game"] = Value::from("chess"));
        assert!(e.contains("unknown game"), "{e}");
        let e = with(&|p| {
            p.as_object_mut().unwrap().remove("state");
        });
        assert!(e.contains("\"state\""), "{e}");
        // Every game refuses a state of another game.
        for id in ["skyline", "city", "metropolis"] {
            let e = with(&|p| p["game"] = Value::from(id));
            assert!(e.contains(&format!("not a {id} position")), "{e}");
        }
    }
}

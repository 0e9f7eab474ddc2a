//! Turning command-line flags into a game's options (JSON) and seat bots.

use serde_json::{Map, Value};

use crate::GameOptions;

/// The options object for the game, from `--variant`, `--option` and `--deck`.
pub fn options_json(opts: &GameOptions) -> Result<Value, String> {
    let mut map = Map::new();
    if opts.variant {
        map.insert("variant".into(), Value::Bool(true));
    }
    for kv in &opts.option {
        let (key, value) = kv
            .split_once('=')
            .ok_or_else(|| format!("--option wants KEY=VALUE, got `{kv}`"))?;
        let value = serde_json::from_str(value).unwrap_or_else(|_| Value::String(value.into()));
        map.insert(key.trim().to_string(), value);
    }
    if let Some(path) = &opts.deck {
        let text = crate::files::read_text(path, "deck", crate::files::MAX_DECK_FILE)?;
        map.insert("deck".into(), Value::String(text));
    }
    Ok(Value::Object(map))
}

/// Splits `a,b,c` into bot specs.
pub fn bot_list(spec: &str) -> Vec<String> {
    spec.split(',')
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .collect()
}

/// A player count: the one asked for, or 4 clamped to the game's range.
pub fn players_or_default(game: &str, players: Option<usize>) -> Result<usize, String> {
    let info = urbs_catalog::game_info(game)?;
    Ok(players.unwrap_or_else(|| 4.clamp(info.min_players, info.max_players)))
}

/// A seed from the clock, for games where none was given.
pub fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64 % 1_000_000_000)
        .unwrap_or(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_from_flags() {
        let o = GameOptions {
            variant: true,
            option: vec!["open_hands=true".into(), "name=abc".into()],
            deck: None,
        };
        assert_eq!(
            options_json(&o).unwrap(),
            serde_json::json!({"variant": true, "open_hands": true, "name": "abc"})
        );
        let bad = GameOptions {
            option: vec!["nope".into()],
            ..Default::default()
        };
        assert!(options_json(&bad).unwrap_err().contains("KEY=VALUE"));
    }

    #[test]
    fn bot_lists() {
        assert_eq!(bot_list("greedy, random,,x"), vec!["greedy", "random", "x"]);
    }
}

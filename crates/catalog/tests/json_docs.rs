//! `docs/json.md` stays true: every field of every game's view (and of
//! the objects in it one level down), every event kind and every event
//! field that random games produce is named, in backquotes (or as a key of
//! a JSON shape), in that game's section or among the shared shapes. A field added to a view or an event without a line in the docs
//! fails here.

use std::collections::BTreeSet;

use serde_json::Value;
use urbs_engine::rand::RngExt;
use urbs_engine::{Viewer, rng_from_seed};

fn docs() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/json.md");
    std::fs::read_to_string(path).expect("docs/json.md")
}

/// The text of `## NAME` up to the next `## `.
fn section<'a>(docs: &'a str, name: &str) -> &'a str {
    let head = format!("\n## {name}\n");
    let start = docs
        .find(&head)
        .unwrap_or_else(|| panic!("docs/json.md has no section `## {name}`"));
    let rest = &docs[start + head.len()..];
    &rest[..rest.find("\n## ").unwrap_or(rest.len())]
}

/// Keys of `v` and of the objects directly inside it (in arrays too).
fn keys(v: &Value, depth: usize, out: &mut BTreeSet<String>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                // Keys that are numbers or ids (a map by seat) are data.
                if !k.chars().all(|c| c.is_ascii_digit()) {
                    out.insert(k.clone());
                }
                if depth > 0 {
                    keys(x, depth - 1, out);
                }
            }
        }
        Value::Array(a) if depth > 0 => {
            for x in a {
                keys(x, depth, out);
            }
        }
        _ => {}
    }
}

#[test]
fn every_view_and_event_field_is_documented() {
    let docs = docs();
    let shared = section(&docs, "Shared shapes");
    // Named in backquotes, or as a key of a JSON shape ("name").
    let named = |text: &str, name: &str| {
        text.contains(&format!("`{name}`")) || text.contains(&format!("\"{name}\""))
    };
    let mut missing = Vec::new();
    for info in urbs_catalog::games() {
        let text = section(&docs, info.name);
        let (mut view_keys, mut event_keys, mut kinds) =
            (BTreeSet::new(), BTreeSet::new(), BTreeSet::new());
        for (players, seed) in [(info.min_players, 1), (info.max_players.min(4), 2)] {
            let mut table = urbs_catalog::new_table(info.id, players, &Value::Null, seed).unwrap();
            let mut rng = rng_from_seed(seed);
            loop {
                for v in (0..players).map(Viewer::Seat).chain([Viewer::Spectator]) {
                    keys(&table.view_json(v), 1, &mut view_keys);
                }
                let Some(seat) = table.to_act().seats().first() else {
                    break;
                };
                let legal = table.legal_actions(seat);
                let a = &legal[rng.random_range(0..legal.len())];
                table.apply_json(seat, &a.json).unwrap();
            }
            for e in table.log_json(0) {
                if let Some(kind) = e["event"].as_str() {
                    kinds.insert(kind.to_string());
                }
                keys(&e, 0, &mut event_keys);
            }
        }
        for (what, names) in [
            ("view field", &view_keys),
            ("event", &kinds),
            ("event field", &event_keys),
        ] {
            for name in names {
                if !named(text, name) && !named(shared, name) {
                    missing.push(format!("{}: {what} `{name}`", info.id));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "docs/json.md does not name:\n{}",
        missing.join("\n")
    );
}

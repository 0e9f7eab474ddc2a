//! The catalogs cover what the games say: every event of every game reads
//! as a whole line in both languages, every rule error the game crates can
//! give has its template, and City's card texts say in English exactly what
//! the city crate says.

use std::collections::BTreeSet;
use std::path::Path;

use serde_json::Value;
use urbs_i18n::{Lang, city_card_text, error_templates, error_text, event_text};

/// Games of every kind played to the end by random bots, with every public
/// event they logged.
fn events(id: &str) -> Vec<Value> {
    let mut out = Vec::new();
    for (players, seed) in [(2, 1), (3, 2), (4, 3), (5, 4), (3, 5), (3, 6)] {
        let Ok(mut table) = urbs_catalog::new_table(id, players, &Value::Null, seed) else {
            continue;
        };
        let mut bots: Vec<_> = (0..players)
            .map(|s| urbs_catalog::make_dyn_bot(id, "random", s as u64).unwrap())
            .collect();
        while let Some(seat) = table.to_act().seats().first() {
            let choice = bots[seat].choose(table.as_ref(), seat).unwrap();
            table.apply_json(seat, &choice.json).unwrap();
        }
        out.extend(table.log_json(0));
    }
    out
}

#[test]
fn every_event_of_every_game_reads_in_both_languages() {
    let names: Vec<String> = vec![
        "Ana".into(),
        String::new(),
        "Luis".into(),
        "P3".into(),
        "P4".into(),
    ];
    for id in urbs_catalog::GAME_IDS {
        let events = events(id);
        let kinds: BTreeSet<&str> = events.iter().filter_map(|e| e["event"].as_str()).collect();
        assert!(kinds.len() >= 5, "{id}: only {kinds:?}");
        for e in &events {
            for lang in Lang::ALL {
                let line = event_text(lang, id, e, &names)
                    .unwrap_or_else(|| panic!("{id}: no {} line for {e}", lang.code()));
                assert!(
                    !line.contains('{') && !line.contains("event.") && !line.contains("term."),
                    "{id}: {} line with a gap: {line} (from {e})",
                    lang.code()
                );
            }
        }
    }
}

/// The literal messages of `RuleError::new(RULE, MESSAGE)` (and of undo's
/// `UndoError::new`), and of
/// Metropolis's `deal_error(MESSAGE)` in a source file, their holes as `{}`.
fn messages(text: &str, out: &mut Vec<String>) {
    let text = text.split("#[cfg(test)]").next().unwrap_or("");
    let b = text.as_bytes();
    for call in ["RuleError::new(", "UndoError::new(", "deal_error("] {
        let mut from = 0;
        while let Some(at) = text[from..].find(call) {
            let start = from + at;
            from = start + call.len();
            if text[..start].ends_with("fn ") {
                continue;
            }
            let mut i = from;
            if call.starts_with("RuleError") || call.starts_with("UndoError") {
                // Past the rule, the first argument.
                let mut depth = 0;
                while !(b[i] == b',' && depth == 0) {
                    match b[i] {
                        b'(' => depth += 1,
                        b')' => depth -= 1,
                        b'"' => i = skip_literal(b, i),
                        _ => {}
                    }
                    i += 1;
                }
                i += 1;
            }
            // The message: literals that start it, a `format!` (its first
            // literal only) or a block (`if giving { format!(..) } else
            // { .. }`), up to the call's end.
            let mut frames: Vec<Frame> = vec![Frame::Call];
            let mut at_start = true;
            while !frames.is_empty() {
                match b[i] {
                    b'(' => {
                        let fmt = text[..i].ends_with("format!");
                        frames.push(if fmt {
                            Frame::Format(false)
                        } else {
                            Frame::Other
                        });
                        at_start = fmt;
                    }
                    b'{' => {
                        frames.push(Frame::Block);
                        at_start = true;
                    }
                    b')' | b'}' => {
                        frames.pop();
                    }
                    b'"' => {
                        let end = skip_literal(b, i);
                        let in_args = frames.contains(&Frame::Format(true));
                        if at_start && !in_args {
                            out.push(unescape(&text[i + 1..end]));
                            if let Some(f @ Frame::Format(false)) = frames.last_mut() {
                                *f = Frame::Format(true);
                            }
                        }
                        i = end;
                        at_start = false;
                    }
                    c if c.is_ascii_whitespace() => {}
                    _ => at_start = false,
                }
                i += 1;
            }
        }
    }
}

/// What a bracket opened, while reading a message.
#[derive(Clone, Copy, PartialEq)]
enum Frame {
    Call,
    Other,
    Block,
    /// `format!(`: whether its format string has been read.
    Format(bool),
}

fn skip_literal(b: &[u8], mut i: usize) -> usize {
    i += 1;
    while b[i] != b'"' {
        if b[i] == b'\\' {
            i += 1;
        }
        i += 1;
    }
    i
}

/// A Rust string literal's text (`\` + newline joins lines), holes as `{}`.
fn unescape(lit: &str) -> String {
    let mut s = String::new();
    let mut chars = lit.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some('\n') => {
                    while chars.peek().is_some_and(|c| c.is_whitespace()) {
                        chars.next();
                    }
                }
                Some('n') => s.push('\n'),
                Some(other) => s.push(other),
                None => {}
            }
        } else {
            s.push(c);
        }
    }
    holes(&s.replace("{{", "\u{1}").replace("}}", "\u{2}"))
        .replace('\u{1}', "{")
        .replace('\u{2}', "}")
}

fn holes(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let close = rest[open..].find('}').map_or(rest.len(), |c| open + c);
        out.push_str("{}");
        rest = &rest[(close + 1).min(rest.len())..];
    }
    out.push_str(rest);
    out
}

fn sources(dir: &Path, out: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if path.is_dir() {
            if !name.contains("test") {
                sources(&path, out);
            }
        } else if name.ends_with(".rs") && !name.contains("test") {
            messages(&std::fs::read_to_string(&path).unwrap(), out);
        }
    }
}

#[test]
fn every_rule_error_the_games_give_has_its_template() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut found = Vec::new();
    for c in ["engine", "forsale", "skyline", "city", "metropolis"] {
        sources(&crates.join(c).join("src"), &mut found);
    }
    let found: BTreeSet<String> = found.into_iter().collect();
    assert!(found.len() > 50, "the scan found only {found:?}");
    let templates: BTreeSet<String> = error_templates().map(|(_, t)| holes(t)).collect();
    let missing: Vec<_> = found.difference(&templates).collect();
    assert!(
        missing.is_empty(),
        "rule errors without a template in the catalogs: {missing:#?}"
    );
    let stale: Vec<_> = templates.difference(&found).collect();
    assert!(
        stale.is_empty(),
        "templates of errors no game gives: {stale:#?}"
    );
}

#[test]
fn real_rule_errors_are_translated() {
    // Errors as the games give them, through the referee.
    let mut table = urbs_catalog::new_table("forsale", 3, &Value::Null, 7).unwrap();
    let seat = table.to_act().seats().first().unwrap();
    let err = table
        .apply_json(seat, &serde_json::json!({"bid": 99}))
        .unwrap_err();
    let urbs_engine::ActError::Rule(e) = err else {
        panic!("{err}")
    };
    let es = error_text(Lang::Es, &e.rule, &e.message);
    assert!(es.starts_with("puedes pujar como mucho"), "{es}");
    let turn = table
        .apply_json((seat + 1) % 3, &serde_json::json!("pass"))
        .unwrap_err();
    let urbs_engine::ActError::Rule(e) = turn else {
        panic!("{turn}")
    };
    assert_eq!(
        error_text(Lang::Es, &e.rule, &e.message),
        // Seats named as people count them, from 1 (issue 29).
        format!("no le toca jugar al jugador {}", (seat + 1) % 3 + 1)
    );
    // A phrase inside a hole is translated too.
    assert_eq!(
        error_text(
            Lang::Es,
            "MP-7",
            "with this Factory in block 2, the new Factory would stand in an NA (not allowed) cell of the appraisal chart"
        ),
        "con este edificio (Fábrica) en la manzana 2, el nuevo edificio (Fábrica) quedaría en una casilla NA (no permitida) de la tabla de tasación"
    );
}

#[test]
fn city_card_texts_say_what_the_city_crate_says() {
    let deck = <urbs_city::Deck as urbs_engine::Printing>::built_in();
    let mut cards = 0;
    for id in 0..deck.cards().len() {
        let id = id as urbs_city::CardId;
        let card = urbs_catalog::city_card(&deck, id);
        assert_eq!(
            city_card_text(Lang::En, &card),
            urbs_city::describe(&deck, id),
            "{card}"
        );
        let es = city_card_text(Lang::Es, &card);
        assert!(!es.contains('{') && !es.contains("city.text"), "{es}");
        cards += 1;
    }
    assert!(cards > 20);
}

#[test]
fn undo_refusals_are_translated() {
    use urbs_engine::undo::{Barrier, Mark, refusal};
    // U-1: nothing of one's own to take back, through a real table.
    let mut table = urbs_catalog::new_table("forsale", 3, &Value::Null, 7).unwrap();
    table.track_undo();
    let e = table.undo(0).unwrap_err();
    assert_eq!(e.rule, "U-1");
    assert_eq!(
        error_text(Lang::Es, e.rule, &e.message),
        "no tienes ninguna acción que retirar"
    );
    // U-2 .. U-4: each barrier's reason is itself translated.
    for (barrier, rule, why) in [
        (Barrier::Chance, "U-2", "robó del mazo o tiró los dados"),
        (Barrier::Reveal, "U-3", "mostró a alguien una carta oculta"),
        (
            Barrier::TurnMoved,
            "U-4",
            "el turno ha pasado desde entonces",
        ),
    ] {
        let marks = [Mark {
            seat: 0,
            barrier: Some(barrier),
            silent: false,
            seen_by: 0b110,
        }];
        let e = refusal(&marks, 0);
        assert_eq!(e.rule, rule);
        assert_eq!(
            error_text(Lang::Es, e.rule, &e.message),
            format!("tu última acción no se puede retirar: {why}")
        );
    }
}

//! `urbs rules`: the list of games, one game's complete rules, a clear error.

use std::process::{Command, Output};

fn urbs(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_urbs"))
        .args(args)
        .output()
        .expect("run urbs")
}

#[test]
fn rules_lists_the_games_and_prints_each_ones_rules() {
    let out = urbs(&["rules"]);
    assert!(out.status.success());
    let list = String::from_utf8(out.stdout).unwrap();
    for (game, id) in [
        ("forsale", "### FS-3 "),
        ("skyline", "### SK-9 "),
        ("city", "### CT-8 "),
        ("metropolis", "### MP-9 "),
    ] {
        assert!(list.contains(game), "{list}");
        let out = urbs(&["rules", game]);
        assert!(out.status.success());
        let text = String::from_utf8(out.stdout).unwrap();
        assert_eq!(text, urbs_catalog::rules_markdown(game).unwrap());
        assert!(text.contains(id), "{game}: no {id}");
    }
}

#[test]
fn rules_of_an_unknown_game_is_refused_with_the_choices() {
    let out = urbs(&["rules", "chess"]);
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("unknown game `chess`") && err.contains("metropolis"),
        "{err}"
    );
}

#[test]
fn rules_in_spanish_and_an_unknown_language_is_refused() {
    let out = urbs(&["rules", "skyline", "--lang", "es"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text,
        urbs_catalog::rules_markdown_in("skyline", "es").unwrap()
    );
    assert!(text.contains("### SK-9 Clasificación"), "{text}");
    let list = String::from_utf8(urbs(&["rules", "--lang", "es"]).stdout).unwrap();
    assert!(list.contains("muestra las reglas completas"), "{list}");
    let out = urbs(&["rules", "city", "--lang", "fr"]);
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("unknown language `fr`") && err.contains("es"),
        "{err}"
    );
}

#[test]
fn rules_of_an_edition_and_replays_say_their_edition() {
    // MP-5: edition 1's rules are the page with its marks and the changelog.
    let out = urbs(&["rules", "metropolis", "--edition", "1"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text,
        urbs_catalog::rules_markdown_of_edition("metropolis", 1).unwrap()
    );
    assert!(text.contains("straight line of four"), "{text}");
    let out = urbs(&["rules", "metropolis", "--edition", "2"]);
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        urbs_catalog::rules_markdown("metropolis").unwrap()
    );
    // In Spanish, the Spanish page with its own marks (it printed English).
    let out = urbs(&["rules", "metropolis", "--lang", "es", "--edition", "1"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text,
        urbs_catalog::rules_markdown_of_edition_in("metropolis", 1, "es").unwrap()
    );
    assert!(
        text.starts_with("> **Edición 1 de estas reglas**"),
        "{text}"
    );
    let out = urbs(&["rules", "city", "--edition", "3"]);
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("city has editions 1 to 2 of its rules, not edition 3"),
        "{err}"
    );
    // A replay written by the build of 1cb25b6 names no edition: edition 1.
    let corpus = concat!(env!("CARGO_MANIFEST_DIR"), "/../../corpus/1cb25b6/replays");
    let file = format!("{corpus}/metropolis-3p-greedy-1.json");
    let out = urbs(&["replay", &file]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("Played under edition 1 of the rules (the latest is 2)."),
        "{text}"
    );
    let out = urbs(&["replay", "--json", &file]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["edition"], 1);
}

/// The marks of earlier editions on a page, in order: where each stands (the
/// ruling id of the heading above it, or for another heading its place
/// among the headings) and the edition it names.
fn edition_marks(page: &str, mark: &str) -> Vec<(String, String)> {
    let mut headings = 0;
    let mut place = String::new();
    let mut marks = Vec::new();
    for line in page.lines() {
        if let Some(heading) = line.strip_prefix("### ") {
            headings += 1;
            let first = heading.split(' ').next().unwrap_or("");
            let is_ruling = first.contains('-') && first.ends_with(|c: char| c.is_ascii_digit());
            place = if is_ruling {
                first.to_string()
            } else {
                format!("heading {headings}")
            };
        }
        if let Some(rest) = line.strip_prefix(&format!("**{mark} ")) {
            let edition: String = rest.chars().take_while(char::is_ascii_digit).collect();
            marks.push((place.clone(), edition));
        }
    }
    marks
}

/// Issue 28: the Spanish pages say which edition they are and mark every
/// ruling's earlier form where the English pages do.
#[test]
fn spanish_pages_carry_the_edition_marks_of_the_english_ones() {
    for game in urbs_catalog::GAME_IDS {
        let en = urbs_catalog::rules_markdown(game).unwrap();
        let es = urbs_catalog::rules_markdown_in(game, "es").unwrap();
        let latest = urbs_catalog::latest_edition(game).unwrap();
        assert!(
            en.contains(&format!("This is **edition {latest}** of these rules")),
            "{game}"
        );
        assert!(
            es.contains(&format!("Esta es la **edición {latest}** de estas reglas")),
            "{game}: the Spanish page does not say its edition"
        );
        let marks = edition_marks(en, "Edition");
        assert_eq!(!marks.is_empty(), latest > 1, "{game}: {marks:?}");
        assert_eq!(edition_marks(es, "Edición"), marks, "{game}");
    }
}

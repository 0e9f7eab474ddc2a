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

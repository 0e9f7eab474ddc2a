//! The compiled-in rules (docs/rules/GAME.md): every ruling id the game
//! crates cite is a findable heading or bold label in its game's file, and no
//! file points outside the repository.

use std::path::Path;

const PREFIXES: &[(&str, &str)] = &[
    ("forsale", "FS-"),
    ("skyline", "SK-"),
    ("city", "CT-"),
    ("metropolis", "MP-"),
];

/// Every `XX-N`, `XX-PN` or `XX-VN` id in the Rust files under `dir`.
fn cited_ids(dir: &Path, prefix: &str, out: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            cited_ids(&path, prefix, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            let mut rest = text.as_str();
            while let Some(at) = rest.find(prefix) {
                let before = text.len() - rest.len() + at;
                let after = &rest[at + prefix.len()..];
                let letter = after.starts_with(['P', 'V']) as usize;
                let digits = after[letter..]
                    .bytes()
                    .take_while(u8::is_ascii_digit)
                    .count();
                let boundary = before == 0 || !text.as_bytes()[before - 1].is_ascii_alphanumeric();
                if digits > 0 && boundary {
                    out.push(format!("{prefix}{}", &after[..letter + digits]));
                }
                rest = &after[letter + digits..];
            }
        }
    }
}

#[test]
fn every_cited_ruling_is_a_heading_in_its_rules_file() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    for (game, prefix) in PREFIXES {
        assert!(
            urbs_catalog::rules_markdown(game).is_some(),
            "rules compiled in"
        );
        let mut ids = Vec::new();
        cited_ids(&crates.join(game).join("src"), prefix, &mut ids);
        ids.sort();
        ids.dedup();
        assert!(ids.len() > 3, "{game}: found only {ids:?}");
        for id in ids {
            // What `urbs play` shows after an illegal move citing it.
            let found = urbs_catalog::ruling_text(game, &id).unwrap_or_else(|| {
                panic!(
                    "{game}: ruling {id} is cited by the code but has no heading in docs/rules/{game}.md"
                )
            });
            assert!(found.starts_with(&id), "{game}: {id}: {found}");
            assert!(
                found.lines().count() >= 2 || found.len() > 40,
                "{game}: {id} is empty: {found}"
            );
        }
    }
}

#[test]
fn every_cited_table_ruling_is_a_heading_in_table_md() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut ids = Vec::new();
    for dir in ["engine", "server", "catalog", "urbs"] {
        for prefix in ["U-", "T-"] {
            cited_ids(&crates.join(dir).join("src"), prefix, &mut ids);
        }
    }
    ids.sort();
    ids.dedup();
    assert!(ids.len() >= 4, "found only {ids:?}");
    for id in ids {
        for (game, _) in PREFIXES {
            let found = urbs_catalog::ruling_text(game, &id)
                .unwrap_or_else(|| panic!("{id} is cited but not in docs/rules/table.md"));
            assert!(found.starts_with(&id), "{id}: {found}");
        }
    }
}

#[test]
fn rules_point_nowhere_outside_the_repository() {
    for (game, _) in PREFIXES {
        let text = urbs_catalog::rules_markdown(game).unwrap();
        // (Spelled in pieces, so that this file does not itself read as a
        // pointer outside the repository.)
        for bad in [
            concat!("..", "/shared"),
            concat!("shared", "/rules"),
            concat!("shared", "/seeds"),
            concat!("seeds", "/"),
        ] {
            assert!(!text.contains(bad), "{game}: points outside: {bad}");
        }
    }
    assert!(!urbs_catalog::TABLE_RULES.contains(concat!("..", "/shared")));
    let index = include_str!("../../../docs/rules/README.md");
    assert!(
        !index.contains("shared/"),
        "docs/rules/README.md points outside"
    );
    assert!(urbs_catalog::rules_markdown("chess").is_none());
}

/// The ruling ids that head sections of `md` (`### FS-3 ...`), in order.
fn heading_ids(md: &str) -> Vec<String> {
    md.lines()
        .filter_map(|l| l.strip_prefix("### "))
        .filter_map(|h| h.split([' ', ':', '.']).next())
        .filter(|id| {
            let mut parts = id.splitn(2, '-');
            let (p, n) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
            p.len() == 2
                && p.bytes().all(|b| b.is_ascii_uppercase())
                && n.trim_start_matches(['P', 'V']).parse::<u32>().is_ok()
        })
        .map(str::to_string)
        .collect()
}

/// Every translation has every ruling of the English rules, in the same
/// order and under the same id, and no other, so that a rule an error names
/// is found in any language.
#[test]
fn translations_have_the_same_rulings() {
    for (game, _) in PREFIXES {
        let en = heading_ids(urbs_catalog::rules_markdown(game).unwrap());
        assert!(en.len() > 8, "{game}: {en:?}");
        for lang in urbs_catalog::RULES_LANGS {
            let text = urbs_catalog::rules_markdown_in(game, lang)
                .unwrap_or_else(|| panic!("{game} has no rules in {lang}"));
            assert_eq!(heading_ids(text), en, "{game} in {lang}");
            for id in &en {
                let found = urbs_catalog::ruling_text_in(game, id, lang).unwrap();
                assert!(
                    found.starts_with(id.as_str()),
                    "{game} {lang} {id}: {found}"
                );
            }
            for bad in [
                concat!("..", "/shared"),
                concat!("shared", "/rules"),
                concat!("seeds", "/"),
            ] {
                assert!(!text.contains(bad), "{game} {lang}: points outside: {bad}");
            }
        }
    }
    assert!(urbs_catalog::rules_markdown_in("forsale", "fr").is_none());
}

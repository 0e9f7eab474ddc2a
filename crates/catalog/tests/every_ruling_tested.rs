//! Every ruling has a test that cites it: each ruling heading of
//! `docs/rules/*.md` (`### FS-P3 Who may not raise`) is cited by some test
//! source of the workspace or of `python/tests`, by its id (`FS-P3`) or in a
//! test's name (`fsp3_...`, `fs_p3_...`). A ruling nobody cites fails here,
//! by name.
//!
//! Test sources: files under a `tests` folder, files and folders whose name
//! holds `tests` (`rulings_tests.rs`, `rulings_tests/round.rs`), and the
//! part of any other Rust file from its first `#[cfg(test)]` on. A citation
//! in the rules code itself does not count: it says what the code means to
//! do, not that anything checks it.

use std::path::{Path, PathBuf};

/// The ids of the ruling headings of one rules file, in order.
fn ruling_ids(markdown: &str) -> Vec<String> {
    markdown
        .lines()
        .filter_map(|line| {
            let title = line.trim_start_matches('#');
            if title.len() == line.len() || !title.starts_with(' ') {
                return None;
            }
            let id = title.split_whitespace().next()?;
            parse_id(id).map(|_| id.to_string())
        })
        .collect()
}

/// `FS-P3` as (`fs`, `p`, `3`); `U-2` as (`u`, ``, `2`).
fn parse_id(id: &str) -> Option<(String, String, String)> {
    let (prefix, rest) = id.split_once('-')?;
    let letter: String = rest.chars().take_while(char::is_ascii_uppercase).collect();
    let number = &rest[letter.len()..];
    let ok = !prefix.is_empty()
        && prefix.chars().all(|c| c.is_ascii_uppercase())
        && letter.len() <= 1
        && !number.is_empty()
        && number.chars().all(|c| c.is_ascii_digit());
    ok.then(|| {
        (
            prefix.to_ascii_lowercase(),
            letter.to_ascii_lowercase(),
            number.to_string(),
        )
    })
}

/// Whether `text` (lower case) cites `id`: `fs-p3`, `fs_p3`, `fsp3` or
/// `fs-p-3`, not inside a longer word or number (`fs-p31`, `xfs-p3`).
fn cites(text: &str, id: &str) -> bool {
    let (prefix, letter, number) = parse_id(id).expect("a ruling id");
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(at) = text[from..].find(prefix.as_str()) {
        let start = from + at;
        from = start + 1;
        if start > 0 && bytes[start - 1].is_ascii_alphanumeric() {
            continue;
        }
        let mut rest = &text[start + prefix.len()..];
        rest = rest.strip_prefix(['-', '_']).unwrap_or(rest);
        if !letter.is_empty() {
            let Some(after) = rest.strip_prefix(letter.as_str()) else {
                continue;
            };
            rest = after.strip_prefix(['-', '_']).unwrap_or(after);
        }
        let Some(after) = rest.strip_prefix(number.as_str()) else {
            continue;
        };
        if !after.starts_with(|c: char| c.is_ascii_digit()) {
            return true;
        }
    }
    false
}

/// The test sources under `dir`, as (path, lower-case text).
fn test_sources(dir: &Path, in_tests: bool, out: &mut Vec<(PathBuf, String)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if path.is_dir() {
            if name == "target" || name == "node_modules" || name.starts_with('.') {
                continue;
            }
            test_sources(&path, in_tests || name.contains("tests"), out);
            continue;
        }
        let Some(ext) = path.extension().and_then(|e| e.to_str()) else {
            continue;
        };
        if !["rs", "py", "js", "mjs"].contains(&ext) {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let text = if in_tests || name.contains("tests") {
            text
        } else if ext == "rs" {
            match text.find("#[cfg(test)]") {
                Some(at) => text[at..].to_string(),
                None => continue,
            }
        } else {
            continue;
        };
        out.push((path, text.to_ascii_lowercase()));
    }
}

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn every_ruling_heading_is_cited_by_a_test() {
    let root = repository();
    let mut sources = Vec::new();
    test_sources(&root.join("crates"), false, &mut sources);
    test_sources(&root.join("python/tests"), true, &mut sources);
    // This file names no ruling of its own, so it cannot cite one for the
    // others.
    let me = Path::new(file!()).file_name().unwrap();
    sources.retain(|(path, _)| path.file_name() != Some(me));
    assert!(
        sources.len() > 50,
        "found only {} test sources",
        sources.len()
    );

    let mut rulings = Vec::new();
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("docs/rules"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    files.sort();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        rulings.extend(ruling_ids(&text).into_iter().map(|id| (name.clone(), id)));
    }
    // The rules files hold some 94 rulings: a reader that finds few is broken.
    assert!(rulings.len() > 80, "found only {} rulings", rulings.len());

    let uncited: Vec<String> = rulings
        .iter()
        .filter(|(_, id)| !sources.iter().any(|(_, text)| cites(text, id)))
        .map(|(file, id)| format!("{id} (docs/rules/{file})"))
        .collect();
    assert!(
        uncited.is_empty(),
        "rulings no test cites (name the test after the ruling, or cite it in a comment): {}",
        uncited.join(", ")
    );
}

#[test]
fn ruling_ids_are_read_from_headings_only() {
    let md = "# For Sale\n## Rulings\n### FS-1 Setup\ntext FS-2 here\n### FS-P3 Who\n\
              ### Notes\n#### T-6 Deep\n###FS-9 no space\n";
    assert_eq!(ruling_ids(md), ["FS-1", "FS-P3", "T-6"]);
}

#[test]
fn citations_are_found_in_ids_and_test_names_but_not_in_longer_words() {
    assert!(cites("// fs-p3: only pass", "FS-P3"));
    assert!(cites("fn fsp3_who_may_not_raise()", "FS-P3"));
    assert!(cites("fn fs_p3_who()", "FS-P3"));
    assert!(cites("fn fs1_setup()", "FS-1"));
    assert!(cites("(\"u-2\")", "U-2"));
    assert!(!cites("fs-p31", "FS-P3"));
    assert!(!cites("fs-3", "FS-P3"));
    assert!(!cites("xfs-p3", "FS-P3"));
    assert!(!cites("fs-13", "FS-1"));
    assert!(!cites("mu-2", "U-2"));
}

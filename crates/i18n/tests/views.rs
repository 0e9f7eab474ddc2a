//! The terminal's drawn tables in every language: each game's view, drawn
//! with a catalog's words, says in English exactly what the game crate's own
//! `Display` says, and in Spanish finds every message it asks for.

use std::cell::RefCell;
use std::collections::BTreeSet;

use serde_json::Value;
use urbs_engine::Viewer;
use urbs_engine::text::{Words, fill};
use urbs_i18n::{Catalog, Lang, catalog, placeholders};

/// A catalog's words that note every message the catalog lacks, and every
/// placeholder of a template the game gave no value for.
struct Strict {
    catalog: &'static Catalog,
    gaps: RefCell<BTreeSet<String>>,
}

impl Words for Strict {
    fn say(&self, key: &str, english: &str, args: &[(&str, String)]) -> String {
        let Some(template) = self.catalog.template(key, args) else {
            self.gaps.borrow_mut().insert(format!("no message {key}"));
            return fill(english, args);
        };
        for name in placeholders(template) {
            if !args.iter().any(|(k, _)| *k == name) {
                self.gaps
                    .borrow_mut()
                    .insert(format!("{key}: no value for {{{name}}}"));
            }
        }
        fill(template, args)
    }

    fn data(&self, kind: &str, json: &Value, english: &str) -> String {
        self.catalog.data(kind, json, english)
    }
}

/// Every view of every seat (and a spectator's) at every step of games
/// played to the end by random bots, drawn in `lang`, beside the game's
/// own English; with the gaps found.
fn draw_all(id: &str, lang: Lang) -> (Vec<(String, String)>, BTreeSet<String>) {
    let words = Strict {
        catalog: catalog(lang),
        gaps: RefCell::new(BTreeSet::new()),
    };
    let mut drawn = Vec::new();
    for (players, seed) in [(2, 1), (3, 2), (4, 3), (5, 4), (6, 5)] {
        let Ok(mut table) = urbs_catalog::new_table(id, players, &Value::Null, seed) else {
            continue;
        };
        let mut bots: Vec<_> = (0..players)
            .map(|s| urbs_catalog::make_dyn_bot(id, "random", s as u64).unwrap())
            .collect();
        loop {
            let viewers = (0..players).map(Viewer::Seat).chain([Viewer::Spectator]);
            for viewer in viewers {
                drawn.push((table.view_text_in(viewer, &words), table.view_text(viewer)));
            }
            let Some(seat) = table.to_act().seats().first() else {
                break;
            };
            let choice = bots[seat].choose(table.as_ref(), seat).unwrap();
            table.apply_json(seat, &choice.json).unwrap();
        }
    }
    (drawn, words.gaps.into_inner())
}

/// In English the catalog's words draw what the game's `Display` draws.
fn english_says_what_the_game_says(id: &str) {
    let (drawn, gaps) = draw_all(id, Lang::En);
    assert!(gaps.is_empty(), "{id}: {gaps:?}");
    for (catalog, game) in &drawn {
        assert_eq!(catalog, game, "{id}: the catalog's English differs");
    }
    assert!(drawn.len() > 100, "{id}: only {} views", drawn.len());
}

/// In Spanish every message is there, every view differs from the
/// English and no key shows.
fn spanish_has_every_word(id: &str) {
    let (drawn, gaps) = draw_all(id, Lang::Es);
    assert!(gaps.is_empty(), "{id}: {gaps:?}");
    let differ = drawn.iter().filter(|(es, en)| es != en).count();
    assert_eq!(differ, drawn.len(), "{id}: views drawn in English under es");
    for (es, _) in &drawn {
        assert!(!es.contains("view."), "{id}: a key shows: {es}");
    }
}

macro_rules! games {
    ($($game:ident),*) => {$(
        mod $game {
            #[test]
            fn english_says_what_the_game_says() {
                super::english_says_what_the_game_says(stringify!($game));
            }

            #[test]
            fn spanish_has_every_word() {
                super::spanish_has_every_word(stringify!($game));
            }
        }
    )*};
}

games!(forsale, skyline, city, metropolis);

#[test]
fn every_game_is_drawn_here() {
    assert_eq!(
        urbs_catalog::GAME_IDS,
        ["forsale", "skyline", "city", "metropolis"]
    );
}

//! The page draws every game the catalog lists, and only those: the
//! renderers in `assets/js/games/index.js` are keyed by the catalog's ids
//! (`urbs_catalog::GAME_IDS`, the one list of the games), in its order, each
//! from its own module, named as the catalog names the game.

use std::path::Path;

fn games_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/js/games")
}

/// The keys of `const RENDERERS = { ... };` in index.js.
fn renderer_ids(index: &str) -> Vec<String> {
    let start = index
        .find("const RENDERERS = {")
        .expect("index.js defines RENDERERS")
        + "const RENDERERS = {".len();
    let end = start + index[start..].find('}').expect("RENDERERS is closed");
    index[start..end]
        .split(',')
        .map(|key| key.split(':').next().unwrap_or("").trim().to_string())
        .filter(|key| !key.is_empty())
        .collect()
}

/// The `name: "..."` of a renderer module's default export.
fn renderer_name(module: &str) -> Option<String> {
    let export = &module[module.find("export default {")?..];
    let line = export
        .lines()
        .find(|l| l.trim_start().starts_with("name:"))?;
    let quoted = line.split('"').nth(1)?;
    Some(quoted.to_string())
}

#[test]
fn the_page_has_a_renderer_for_each_catalog_game_in_its_order() {
    let index = std::fs::read_to_string(games_dir().join("index.js")).unwrap();
    assert_eq!(
        renderer_ids(&index),
        urbs_catalog::GAME_IDS,
        "assets/js/games/index.js and urbs_catalog::GAME_IDS list different games"
    );
}

#[test]
fn each_renderer_is_its_own_module_named_as_the_catalog_names_the_game() {
    let index = std::fs::read_to_string(games_dir().join("index.js")).unwrap();
    for game in urbs_catalog::games() {
        let import = format!("import {} from \"./{}.js\";", game.id, game.id);
        assert!(index.contains(&import), "index.js lacks `{import}`");
        let module = std::fs::read_to_string(games_dir().join(format!("{}.js", game.id)))
            .unwrap_or_else(|e| panic!("{}.js: {e}", game.id));
        assert_eq!(
            renderer_name(&module).as_deref(),
            Some(game.name),
            "{}.js names the game differently from the catalog",
            game.id
        );
    }
}

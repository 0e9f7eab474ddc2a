//! The urbs browser client, embedded in the binary.
//!
//! The client is plain HTML, CSS and JavaScript ES modules under `assets/`:
//! no framework, no bundler, no build step. Every file is compiled into the
//! binary with `include_bytes!`, and the server hands requests for paths it
//! does not route itself to [`asset`]. The client talks to the server only
//! through the JSON API (`docs/api.md`) and the game's WebSocket, and draws
//! every game from that seat's view and the legal actions the server sends:
//! it knows how each game *looks*, never its rules.
//!
//! ```
//! let index = urbs_web::asset("/").unwrap();
//! assert_eq!(index.mime, "text/html; charset=utf-8");
//! assert!(std::str::from_utf8(index.bytes).unwrap().contains("<title>urbs</title>"));
//! assert_eq!(urbs_web::asset("/js/main.js").unwrap().mime, "text/javascript; charset=utf-8");
//! assert!(urbs_web::asset("/../Cargo.toml").is_none());
//! ```

/// A file of the client.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asset {
    /// The `Content-Type` to send.
    pub mime: &'static str,
    pub bytes: &'static [u8],
}

macro_rules! assets {
    ($($path:literal),* $(,)?) => {
        /// Every embedded file, by its URL path (without the leading `/`).
        pub const FILES: &[(&str, &[u8])] = &[
            $(($path, include_bytes!(concat!("../assets/", $path)))),*
        ];
    };
}

assets![
    "index.html",
    "style.css",
    "favicon.svg",
    "js/main.js",
    "js/api.js",
    "js/dom.js",
    "js/lobby.js",
    "js/table.js",
    "js/replay.js",
    "js/actions.js",
    "js/alerts.js",
    "js/seatbar.js",
    "js/review.js",
    "js/tutorial.js",
    "js/i18n.js",
    "js/rules.js",
    "js/rulelinks.js",
    "js/account.js",
    "js/invitations.js",
    "js/players.js",
    "js/announce.js",
    "js/playnow.js",
    "js/notify.js",
    "js/words.js",
    "js/heldseat.js",
    "sw.js",
    "js/help/metropolis.js",
    "js/games/index.js",
    "js/games/generic.js",
    "js/games/forsale.js",
    "js/games/skyline.js",
    "js/games/city.js",
    "js/games/metropolis.js",
];

/// The `Content-Type` for a file name.
pub fn mime_of(path: &str) -> &'static str {
    match path.rsplit_once('.').map(|(_, ext)| ext) {
        Some("html") => "text/html; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("json") => "application/json",
        Some("toml") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// The client file for a URL path (`/`, `/index.html`, `/js/main.js`; a
/// query string is ignored). `None` for anything else: the server answers
/// 404 for it.
pub fn asset(path: &str) -> Option<Asset> {
    let path = path.split(['?', '#']).next().unwrap_or("");
    let path = path.trim_start_matches('/');
    let path = if path.is_empty() { "index.html" } else { path };
    FILES
        .iter()
        .find(|(name, _)| *name == path)
        .map(|&(name, bytes)| Asset {
            mime: mime_of(name),
            bytes,
        })
}

/// [`asset`] in the shape of the server's static-files hook
/// (`urbs_server::StaticFiles`).
pub fn static_file(path: &str) -> Option<(&'static str, &'static [u8])> {
    asset(path).map(|a| (a.mime, a.bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every file under `assets/` is embedded, so none is forgotten when one
    /// is added.
    #[test]
    fn every_asset_file_is_embedded() {
        fn walk(dir: &std::path::Path, root: &std::path::Path, out: &mut Vec<String>) {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    walk(&path, root, out);
                } else {
                    let rel = path.strip_prefix(root).unwrap();
                    out.push(rel.to_string_lossy().replace('\\', "/"));
                }
            }
        }
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
        let mut on_disk = Vec::new();
        walk(&root, &root, &mut on_disk);
        on_disk.sort();
        let mut embedded: Vec<String> = FILES.iter().map(|(p, _)| p.to_string()).collect();
        embedded.sort();
        assert_eq!(on_disk, embedded);
    }

    #[test]
    fn lookups() {
        assert_eq!(asset("/"), asset("/index.html"));
        assert_eq!(asset("/?x=1"), asset("/index.html"));
        assert_eq!(asset("/style.css").unwrap().mime, "text/css; charset=utf-8");
        assert!(asset("/nothing.js").is_none());
        assert!(asset("/js/../index.html").is_none());
    }

    /// Every message the client names by a fixed key (`t("lobby.new_game")`)
    /// is in the catalogs (which have the same keys in every language, as
    /// `urbs-i18n` checks); keys made at run time are checked by the
    /// browser tests (`window.urbsMissing`).
    #[test]
    fn every_message_the_client_names_is_in_the_catalogs() {
        let en = urbs_i18n::catalog(urbs_i18n::Lang::En);
        assert!(en.get("no.such.key").is_none());
        let mut named = 0;
        for (path, bytes) in FILES.iter().filter(|(p, _)| p.ends_with(".js")) {
            let text = std::str::from_utf8(bytes).unwrap();
            let mut rest = text;
            while let Some(at) = rest.find("t(\"") {
                let before = rest[..at].chars().next_back();
                rest = &rest[at + 3..];
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.') {
                    continue;
                }
                let key = &rest[..rest.find('"').unwrap()];
                let known = en.get(key).is_some()
                    || (en.get(&format!("{key}.one")).is_some()
                        && en.get(&format!("{key}.other")).is_some());
                assert!(known, "{path} names `{key}`, which no catalog has");
                named += 1;
            }
        }
        assert!(named > 200, "only {named} messages found");
    }

    /// Every module the client imports is one the binary serves.
    #[test]
    fn every_import_resolves() {
        for (path, bytes) in FILES.iter().filter(|(p, _)| p.ends_with(".js")) {
            let text = std::str::from_utf8(bytes).unwrap();
            let dir = path.rsplit_once('/').map(|(d, _)| d).unwrap_or("");
            for line in text.lines() {
                let Some(from) = line.split(" from ").nth(1) else {
                    continue;
                };
                if !line.trim_start().starts_with("import") {
                    continue;
                }
                let target = from.trim().trim_end_matches(';').trim_matches(['"', '\'']);
                let mut parts: Vec<&str> = if dir.is_empty() {
                    Vec::new()
                } else {
                    dir.split('/').collect()
                };
                for seg in target.split('/') {
                    match seg {
                        "." => {}
                        ".." => {
                            parts.pop();
                        }
                        s => parts.push(s),
                    }
                }
                let resolved = parts.join("/");
                assert!(
                    asset(&resolved).is_some(),
                    "{path} imports {target}, which is not embedded"
                );
            }
        }
    }
}

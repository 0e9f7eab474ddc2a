//! The words of urbs in English and Spanish.
//!
//! Every message a person reads, in the browser or the terminal, lives in a
//! catalog: `catalog/en.toml` and `catalog/es.toml`, compiled in, with the
//! same keys (a test checks it). The browser gets a whole catalog from the
//! server (`GET /api/i18n/{lang}`) and fills it in itself; the server and the
//! terminal fill it in here. A message is a template with `{name}`
//! placeholders; one that depends on a count has `.one` and `.other` forms.
//!
//! On top of the catalogs: [`event_text`] writes any game's public event
//! (its JSON, `docs/json.md`) as a log line, and [`error_text`] translates
//! the message of a rule error by the templates of the game crates' own
//! messages.
//!
//! ```
//! use urbs_i18n::{Lang, t};
//!
//! let es = Lang::parse("es-ES").unwrap();
//! assert_eq!(t(es, "lobby.new_game", &[]), "Nueva partida");
//! assert_eq!(t(Lang::En, "players_count", &[("n", "1".into())]), "1 player");
//! assert_eq!(t(es, "players_count", &[("n", "3".into())]), "3 jugadores");
//! let line = urbs_i18n::event_text(
//!     es,
//!     "forsale",
//!     &serde_json::json!({"event": "bid", "seat": 1, "total": 4}),
//!     &["Ana".into(), "Luis".into()],
//! );
//! assert_eq!(line.as_deref(), Some("Luis puja 4 (FS-3)"));
//! ```

mod city;
mod errors;
mod events;

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde_json::Value;
pub use urbs_engine::text::fill;
use urbs_engine::text::{Words, is_name};

pub use city::{city_card_name, city_card_text};
pub use errors::{error_templates, error_text};
pub use events::{event_text, seat_name};

/// A language urbs speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Es,
}

impl Lang {
    /// Every language, English (the default) first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];

    /// The language's code: `en`, `es`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }

    /// The language of a tag such as `es`, `es-AR` or `EN_gb`; `None` for
    /// one urbs does not speak.
    pub fn parse(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first language of an `Accept-Language` list urbs speaks, else
    /// English.
    pub fn negotiate(accept: &str) -> Lang {
        accept
            .split(',')
            .filter_map(|part| Lang::parse(part.split(';').next().unwrap_or("")))
            .next()
            .unwrap_or(Lang::En)
    }
}

/// One language's messages by key.
pub struct Catalog {
    lang: Lang,
    messages: BTreeMap<String, String>,
}

fn flatten(prefix: &str, table: &toml::Table, out: &mut BTreeMap<String, String>) {
    for (k, v) in table {
        let key = if prefix.is_empty() {
            k.clone()
        } else {
            format!("{prefix}.{k}")
        };
        match v {
            toml::Value::Table(t) => flatten(&key, t, out),
            toml::Value::String(s) => {
                out.insert(key, s.clone());
            }
            other => panic!("catalog entry {key} is not text: {other}"),
        }
    }
}

impl Catalog {
    fn parse(lang: Lang, text: &str) -> Catalog {
        let table: toml::Table = text
            .parse()
            .unwrap_or_else(|e| panic!("catalog {} does not parse: {e}", lang.code()));
        let mut messages = BTreeMap::new();
        flatten("", &table, &mut messages);
        Catalog { lang, messages }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The template of `key`, if the catalog has it.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.messages.get(key).map(String::as_str)
    }

    /// Every key with its template.
    pub fn entries(&self) -> impl Iterator<Item = (&str, &str)> {
        self.messages.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// The catalog as one JSON object of keys and templates, for the
    /// browser.
    pub fn to_json(&self) -> Value {
        Value::Object(
            self.messages
                .iter()
                .map(|(k, v)| (k.clone(), Value::String(v.clone())))
                .collect(),
        )
    }

    /// The message `key` with its placeholders filled from `args`. A key
    /// with `.one`/`.other` forms picks one by the argument `n`. A key the
    /// catalog lacks comes back as itself, so a gap shows rather than hides.
    pub fn t(&self, key: &str, args: &[(&str, String)]) -> String {
        match self.template(key, args) {
            Some(t) => fill(t, args),
            None => key.to_string(),
        }
    }

    /// The template of `key`, or of its `.one`/`.other` form as the
    /// argument `n` asks.
    pub fn template(&self, key: &str, args: &[(&str, String)]) -> Option<&str> {
        self.get(key).or_else(|| {
            let n = args.iter().find(|(k, _)| *k == "n")?;
            let form = if n.1 == "1" { "one" } else { "other" };
            self.get(&format!("{key}.{form}"))
        })
    }
}

/// A game's drawn table in the catalog's language: its labels and lines
/// are the catalog's `view.GAME.*` messages (English too, where a test
/// checks they say what the game crates say). A key the catalog lacks is
/// written in the game's English rather than shown as a key.
impl Words for Catalog {
    fn say(&self, key: &str, english: &str, args: &[(&str, String)]) -> String {
        fill(self.template(key, args).unwrap_or(english), args)
    }

    fn data(&self, kind: &str, json: &Value, english: &str) -> String {
        match kind {
            "city.card" => city_card_text(self.lang, json),
            _ => english.to_string(),
        }
    }
}

/// The placeholders of a template, in order.
pub fn placeholders(template: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) if is_name(&after[..close]) => {
                out.push(&after[..close]);
                rest = &after[close + 1..];
            }
            _ => rest = after,
        }
    }
    out
}

/// The catalog of `lang`.
pub fn catalog(lang: Lang) -> &'static Catalog {
    static EN: OnceLock<Catalog> = OnceLock::new();
    static ES: OnceLock<Catalog> = OnceLock::new();
    match lang {
        Lang::En => EN.get_or_init(|| Catalog::parse(Lang::En, include_str!("../catalog/en.toml"))),
        Lang::Es => ES.get_or_init(|| Catalog::parse(Lang::Es, include_str!("../catalog/es.toml"))),
    }
}

/// [`Catalog::t`] in `lang`'s catalog.
pub fn t(lang: Lang, key: &str, args: &[(&str, String)]) -> String {
    catalog(lang).t(key, args)
}

/// A list in words: `a, b and c` (`a, b y c`).
pub fn join_and(lang: Lang, items: &[String]) -> String {
    join_last(lang, "list.and", items)
}

/// `items` joined by commas, the last two by the template `key` (with
/// `{first}` and `{last}`).
pub(crate) fn join_last(lang: Lang, key: &str, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => t(
            lang,
            key,
            &[("first", rest.join(", ")), ("last", last.clone())],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// A message in one language only is a defect: both catalogs have the
    /// same keys, and each key the same placeholders.
    #[test]
    fn both_languages_have_every_message() {
        let en = catalog(Lang::En);
        let es = catalog(Lang::Es);
        let keys = |c: &Catalog| {
            c.entries()
                .map(|(k, _)| k.to_string())
                .collect::<BTreeSet<_>>()
        };
        let (ke, ks) = (keys(en), keys(es));
        let only_en: Vec<_> = ke.difference(&ks).collect();
        let only_es: Vec<_> = ks.difference(&ke).collect();
        assert!(only_en.is_empty(), "in English only: {only_en:?}");
        assert!(only_es.is_empty(), "in Spanish only: {only_es:?}");
        for (key, template) in en.entries() {
            let mut a = placeholders(template);
            let mut b = placeholders(es.get(key).unwrap());
            a.sort();
            a.dedup();
            b.sort();
            b.dedup();
            assert_eq!(a, b, "{key}: the placeholders differ");
            assert!(!template.trim().is_empty(), "{key} is empty");
        }
    }

    /// Counted messages have both forms, never a bare key beside them.
    #[test]
    fn counted_messages_have_both_forms() {
        for lang in Lang::ALL {
            let c = catalog(lang);
            for (key, _) in c.entries() {
                if let Some(base) = key.strip_suffix(".one") {
                    assert!(c.get(&format!("{base}.other")).is_some(), "{key}");
                    assert!(c.get(base).is_none(), "{base} and {key}");
                }
                if let Some(base) = key.strip_suffix(".other") {
                    assert!(c.get(&format!("{base}.one")).is_some(), "{key}");
                }
            }
        }
    }

    #[test]
    fn templates_are_filled() {
        assert_eq!(
            fill(
                "{a} and {b}, {c} {",
                &[("a", "1".into()), ("b", "2".into())]
            ),
            "1 and 2, {c} {"
        );
        assert_eq!(placeholders("{x} {y} {x} {not a name}"), ["x", "y", "x"]);
        assert_eq!(t(Lang::Es, "no.such.key", &[]), "no.such.key");
    }

    #[test]
    fn languages_are_negotiated() {
        assert_eq!(Lang::parse("es"), Some(Lang::Es));
        assert_eq!(Lang::parse("ES_mx"), Some(Lang::Es));
        assert_eq!(Lang::parse("fr"), None);
        assert_eq!(Lang::negotiate("fr-FR,es;q=0.8,en;q=0.5"), Lang::Es);
        assert_eq!(Lang::negotiate("de"), Lang::En);
        assert_eq!(Lang::negotiate(""), Lang::En);
    }

    #[test]
    fn lists_read_naturally() {
        let items: Vec<String> = ["a", "b", "c"].map(String::from).to_vec();
        assert_eq!(join_and(Lang::En, &items), "a, b and c");
        assert_eq!(join_and(Lang::Es, &items), "a, b y c");
        assert_eq!(join_and(Lang::Es, &items[..1]), "a");
    }
}

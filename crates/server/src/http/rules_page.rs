//! A game's rules as HTML, for the browser's Rules page: the project's own
//! Markdown (docs/rules, compiled into the catalog) through pulldown-cmark.
//! Every heading gets a stable anchor: a ruling's is its id (`FS-3`,
//! `SK-P9`), the same in every language, so that an error naming a ruling
//! links to its section; other headings get `s-` and their words. A ruling
//! id in the text links to that ruling. Raw HTML in the Markdown is shown
//! as text, never passed on.

use pulldown_cmark::{CowStr, Event, Options, Parser, Tag, TagEnd, html};
use serde::Serialize;

/// One heading of the rules.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(crate) struct Section {
    /// The anchor: a ruling's id, or `s-` and the heading's words.
    pub id: String,
    pub title: String,
    pub level: u8,
}

/// The rules page: the HTML and its headings.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(crate) struct RulesPage {
    pub html: String,
    pub sections: Vec<Section>,
}

/// The ruling id a heading or word starts with (`FS-3`, `SK-P9`, `FS-V2`)
/// when it is one of `prefix`'s (`FS-`).
fn ruling_id<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let rest = text.strip_prefix(prefix)?;
    let letter = usize::from(rest.starts_with(['P', 'V']));
    let digits = rest[letter..]
        .bytes()
        .take_while(u8::is_ascii_digit)
        .count();
    let end = prefix.len() + letter + digits;
    let boundary = text[end..]
        .chars()
        .next()
        .is_none_or(|c| !c.is_alphanumeric());
    (digits > 0 && boundary).then(|| &text[..end])
}

fn slug(text: &str) -> String {
    let mut out = String::from("s-");
    let mut dash = false;
    for c in text.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            out.push(c);
            dash = false;
        } else if !dash && out.len() > 2 {
            out.push('-');
            dash = true;
        }
    }
    out.trim_end_matches('-').to_string()
}

/// The first ruling prefix of `prefixes` in `text`: where, and which.
fn find_prefix<'p>(text: &str, prefixes: &[&'p str]) -> Option<(usize, &'p str)> {
    prefixes
        .iter()
        .filter_map(|p| text.find(p).map(|at| (at, *p)))
        .min_by_key(|&(at, _)| at)
}

/// The ruling id `text` starts with, of any of `prefixes`.
fn ruling_of<'a>(text: &'a str, prefixes: &[&str]) -> Option<&'a str> {
    prefixes.iter().find_map(|p| ruling_id(text, p))
}

/// `text` with every ruling id of `prefixes` made a link to its section.
fn link_rulings<'a>(text: &str, game: &str, prefixes: &[&str], out: &mut Vec<Event<'a>>) {
    let mut plain = String::new();
    let mut rest = text;
    while let Some((at, prefix)) = find_prefix(rest, prefixes) {
        let before = &rest[..at];
        let starts_word = before
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric());
        match ruling_id(&rest[at..], prefix).filter(|_| starts_word) {
            Some(id) => {
                plain.push_str(before);
                if !plain.is_empty() {
                    out.push(Event::Text(CowStr::from(std::mem::take(&mut plain))));
                }
                out.push(Event::InlineHtml(CowStr::from(format!(
                    "<a class=\"rule-ref\" href=\"#/rules/{game}?rule={id}\">{id}</a>"
                ))));
                rest = &rest[at + id.len()..];
            }
            None => {
                plain.push_str(&rest[..at + prefix.len()]);
                rest = &rest[at + prefix.len()..];
            }
        }
    }
    plain.push_str(rest);
    if !plain.is_empty() {
        out.push(Event::Text(CowStr::from(plain)));
    }
}

/// Renders `markdown`, the rules of `game`, whose rulings start with one
/// of `prefixes` (`FS-`; the table's `U-` and `T-`).
pub(crate) fn render(game: &str, prefixes: &[&str], markdown: &str) -> RulesPage {
    let events: Vec<Event> = Parser::new_ext(markdown, Options::ENABLE_TABLES).collect();
    let mut out: Vec<Event> = Vec::with_capacity(events.len());
    let mut sections = Vec::new();
    let mut in_code = false;
    let mut in_link = false;
    let mut i = 0;
    while i < events.len() {
        match &events[i] {
            Event::Start(Tag::Heading {
                level,
                classes,
                attrs,
                ..
            }) => {
                // The heading's words, to name its anchor.
                let mut title = String::new();
                let mut j = i + 1;
                while !matches!(events[j], Event::End(TagEnd::Heading(_))) {
                    if let Event::Text(t) | Event::Code(t) = &events[j] {
                        title.push_str(t);
                    }
                    j += 1;
                }
                let mut id = ruling_of(&title, prefixes)
                    .map(str::to_string)
                    .unwrap_or_else(|| slug(&title));
                let taken = |id: &str| sections.iter().any(|s: &Section| s.id == id);
                if taken(&id) {
                    let mut n = 2;
                    while taken(&format!("{id}-{n}")) {
                        n += 1;
                    }
                    id = format!("{id}-{n}");
                }
                sections.push(Section {
                    id: id.clone(),
                    title: title.trim().to_string(),
                    level: *level as u8,
                });
                out.push(Event::Start(Tag::Heading {
                    level: *level,
                    id: Some(CowStr::from(id)),
                    classes: classes.clone(),
                    attrs: attrs.clone(),
                }));
                // The heading's own words are not linked to itself.
                out.extend(events[i + 1..=j].iter().map(|e| match e {
                    Event::Html(h) | Event::InlineHtml(h) => Event::Text(h.clone()),
                    other => other.clone(),
                }));
                i = j + 1;
                continue;
            }
            Event::Start(Tag::CodeBlock(_)) => in_code = true,
            Event::End(TagEnd::CodeBlock) => in_code = false,
            Event::Start(Tag::Link { .. }) => in_link = true,
            Event::End(TagEnd::Link) => in_link = false,
            _ => {}
        }
        match &events[i] {
            // Raw HTML in the Markdown is shown, not obeyed.
            Event::Html(h) | Event::InlineHtml(h) => out.push(Event::Text(h.clone())),
            Event::Text(t) if !in_code && !in_link => link_rulings(t, game, prefixes, &mut out),
            other => out.push(other.clone()),
        }
        i += 1;
    }
    let mut html_out = String::with_capacity(markdown.len() * 3 / 2);
    html::push_html(&mut html_out, out.into_iter());
    RulesPage {
        html: html_out,
        sections,
    }
}

/// Each game's ruling prefix: the games are `urbs_catalog::GAME_IDS`, in
/// its order (a test holds the two lists together).
const PREFIXES: [(&str, &str); 4] = [
    ("forsale", "FS-"),
    ("skyline", "SK-"),
    ("city", "CT-"),
    ("metropolis", "MP-"),
];

/// The page of the rulings every game shares (`#/rules/table`).
pub(crate) const TABLE: &str = "table";

/// The table's ruling prefixes: undo (`U-1`), time (`T-1`), rated games
/// (`R-1`), invitations (`I-1`), play now (`Q-1`) and notifications (`N-1`).
const TABLE_PREFIXES: [&str; 6] = ["U-", "T-", "R-", "I-", "Q-", "N-"];

/// The ruling prefixes of a rules page's ids (`forsale` -> `FS-`; the
/// table's page: `U-` and `T-`).
pub(crate) fn prefix_of(game: &str) -> Option<&'static [&'static str]> {
    if game == TABLE {
        return Some(&TABLE_PREFIXES);
    }
    PREFIXES
        .iter()
        .find(|(id, _)| *id == game)
        .map(|(_, prefix)| std::slice::from_ref(prefix))
}

/// The Markdown of rules page `game` in `lang` (`None`: not translated).
pub(crate) fn markdown_in(game: &str, lang: &str) -> Option<&'static str> {
    if game == TABLE {
        urbs_catalog::table_rules_in(lang)
    } else {
        urbs_catalog::rules_markdown_in(game, lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ruling_is_an_anchor_in_every_language() {
        // The games' pages and the table's (T-, U-: `#/rules/table`).
        for game in urbs_catalog::GAME_IDS.iter().chain(&[TABLE]) {
            let prefix = prefix_of(game).unwrap();
            let mut ids: Option<Vec<String>> = None;
            for lang in urbs_catalog::RULES_LANGS {
                let md = markdown_in(game, lang).unwrap();
                let page = render(game, prefix, md);
                let rulings: Vec<String> = page
                    .sections
                    .iter()
                    .filter(|s| prefix.iter().any(|p| s.id.starts_with(p)))
                    .map(|s| s.id.clone())
                    .collect();
                assert!(rulings.len() > 8, "{game} {lang}");
                for id in &rulings {
                    assert!(
                        page.html.contains(&format!("<h3 id=\"{id}\">")),
                        "{game} {lang}: no anchor {id}"
                    );
                }
                match &ids {
                    None => ids = Some(rulings),
                    Some(en) => assert_eq!(en, &rulings, "{game}: {lang} differs"),
                }
            }
        }
    }

    #[test]
    fn the_prefixes_are_those_of_the_catalog_s_games() {
        let games: Vec<&str> = PREFIXES.iter().map(|(id, _)| *id).collect();
        assert_eq!(
            games,
            urbs_catalog::GAME_IDS,
            "a game without a prefix, or one too many"
        );
        let mut prefixes: Vec<&str> = PREFIXES.iter().map(|(_, p)| *p).collect();
        prefixes.sort_unstable();
        prefixes.dedup();
        assert_eq!(prefixes.len(), PREFIXES.len(), "two games share a prefix");
        assert_eq!(prefix_of("chess"), None);
    }

    #[test]
    fn ruling_ids_in_the_text_link_and_raw_html_is_shown_as_text() {
        let page = render(
            "forsale",
            &["FS-"],
            "# T\n\n### FS-3 Bidding\nSee FS-4 and FS-V2, not XFS-5 or FS-; `FS-6` in code.\n<script>alert(1)</script>\n\n## Setup\n## Setup\n",
        );
        assert!(
            page.html
                .contains("<a class=\"rule-ref\" href=\"#/rules/forsale?rule=FS-4\">FS-4</a>"),
            "{}",
            page.html
        );
        assert!(page.html.contains("rule=FS-V2"));
        assert!(!page.html.contains("rule=FS-5"));
        assert!(!page.html.contains("rule=FS-6"), "code stays code");
        assert!(!page.html.contains("<script>"), "{}", page.html);
        assert!(page.html.contains("&lt;script&gt;"));
        let ids: Vec<&str> = page.sections.iter().map(|s| s.id.as_str()).collect();
        assert_eq!(ids, ["s-t", "FS-3", "s-setup", "s-setup-2"]);
        assert_eq!(page.sections[1].title, "FS-3 Bidding");
        assert_eq!(page.sections[1].level, 3);
    }

    #[test]
    fn the_table_s_rulings_are_a_page_whose_u_and_t_cites_link() {
        let page = render(
            TABLE,
            prefix_of(TABLE).unwrap(),
            markdown_in(TABLE, "en").unwrap(),
        );
        let ids: Vec<&str> = page.sections.iter().map(|s| s.id.as_str()).collect();
        for id in [
            "U-1", "U-4", "T-1", "T-5", "T-7", "T-8", "R-1", "R-7", "I-1", "I-8", "Q-1", "Q-10",
            "N-1", "N-7",
        ] {
            assert!(ids.contains(&id), "{id} in {ids:?}");
        }
        assert!(
            page.html
                .contains("<a class=\"rule-ref\" href=\"#/rules/table?rule=U-1\">U-1</a>"),
            "U-1 is cited in the text and links"
        );
        assert!(page.html.contains("href=\"#/rules/table?rule=T-6\""));
        assert!(
            page.html.contains("href=\"#/rules/table?rule=R-2\""),
            "the rated rulings' cites link too"
        );
    }
}

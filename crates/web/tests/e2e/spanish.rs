//! Spanish everywhere (issue 29): every page, and each of the four games
//! played to the end in Spanish against bots (its hint, its list of moves,
//! its result, its replay and, for For Sale, its review), shows no English
//! word of the games' vocabulary. The vocabulary is the English catalog's:
//! bot level names, move names, City's card names and the games' terms;
//! a word Spanish also uses ("neutral", "Casino") is left out. The game's
//! names ("For Sale") and the commands typed at the terminal (`code`) may
//! stay the game's words.

use std::collections::BTreeSet;

use serde_json::json;
use urbs_i18n::{Lang, catalog, placeholders};

use crate::browser::{Browser, Result};
use crate::learn::choose_language;
use crate::{Player, check_result, create_in_lobby, games, play_to_end, run, session};

/// Catalog groups that hold the games' own words.
const VOCABULARY: [&str; 8] = [
    "level.",
    "move.",
    "card.city.",
    "term.skyline.currency.",
    "term.skyline.type.",
    "term.metropolis.kind.",
    "term.city.symbol.",
    "term.metropolis.special.",
];

/// The games' names, which are the same in every language.
const GAME_NAMES: [&str; 4] = ["For Sale", "Skyline", "City", "Metropolis"];

fn words_of(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphanumeric() && c != '-' && c != '&')
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
}

/// The English words and names of the games' vocabulary that Spanish does
/// not use: whole card names ("Construction Gang"), single words of the
/// rest ("bid", "Beginner"), none of two letters or fewer.
pub fn english_vocabulary() -> Vec<String> {
    let (en, es) = (catalog(Lang::En), catalog(Lang::Es));
    let spanish: BTreeSet<String> = es
        .entries()
        .flat_map(|(_, v)| words_of(v).collect::<Vec<_>>())
        .collect();
    let mut out = BTreeSet::new();
    for (key, english) in en.entries() {
        if !VOCABULARY.iter().any(|p| key.starts_with(p)) || key.ends_with("_blurb") {
            continue;
        }
        if es.get(key) == Some(english) || key.starts_with("card.city_letter.") {
            continue;
        }
        let mut text = english.to_string();
        for hole in placeholders(english) {
            text = text.replace(&format!("{{{hole}}}"), " ");
        }
        if key.starts_with("card.city.") {
            if !spanish.contains(&english.to_lowercase()) {
                out.insert(english.to_string());
            }
            continue;
        }
        for w in words_of(&text) {
            if w.chars().count() > 2
                && !spanish.contains(&w)
                && !w.chars().all(|c| c.is_ascii_digit())
            {
                out.insert(w);
            }
        }
    }
    out.into_iter().collect()
}

/// Every English word of `words` the page shows (its text, tooltips and
/// labels, closed panels included), each with the text around it.
const FIND: &str = r#"
const [words, games] = arguments;
const skip = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "CODE"]);
const parts = [];
const walk = (n) => {
  for (const c of n.childNodes) {
    if (c.nodeType === 3) parts.push(c.nodeValue);
    else if (c.nodeType === 1 && !skip.has(c.tagName) && !c.matches("[data-test=chat-line]")) {
      for (const a of ["title", "aria-label", "placeholder", "data-label", "alt", "label"]) {
        const v = c.getAttribute(a);
        if (v) parts.push(v);
      }
      if (c.tagName === "INPUT" && c.type === "button") parts.push(c.value);
      walk(c);
    }
  }
};
walk(document.body);
let all = parts.join(" | ");
// The Spanish rules give each of the game's English terms in parentheses
// after its Spanish name, as a glossary ("Casa (House)").
if (document.querySelector("[data-test=rules-page]")) all = all.replace(/\([^()]*\)/g, " ");
for (const g of games) all = all.split(g).join(" ");
const found = [];
for (const w of words) {
  const esc = w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const m = new RegExp(`(^|[^\\p{L}\\p{N}])${esc}(?=$|[^\\p{L}\\p{N}])`, "iu").exec(all);
  if (m) found.push(`${w}: …${all.slice(Math.max(0, m.index - 40), m.index + w.length + 40)}…`);
}
return found;
"#;

/// The English words the page shows now, noted under `at`.
pub async fn english_on_page(
    b: &Browser,
    words: &[String],
    at: &str,
    found: &mut BTreeSet<String>,
) -> Result<()> {
    let hits = b
        .js_args(FIND, vec![json!(words), json!(GAME_NAMES)])
        .await?;
    for h in hits.as_array().into_iter().flatten() {
        found.insert(format!("{at}: {}", h.as_str().unwrap_or("")));
    }
    Ok(())
}

/// Waits until nothing is loading (the page's `main` is drawn and idle).
async fn settled(b: &Browser, css: &str) -> Result<()> {
    // Asked in one go: a screen drawn anew may replace the element found.
    b.wait_js_args(
        "return !!document.querySelector(arguments[0]) && !document.querySelector('main').classList.contains('busy')",
        vec![json!(css)],
        &format!("{css} on a settled page"),
        20,
    )
    .await?;
    Ok(())
}

/// A game's player that reads the page before every move, and asks for
/// a hint on its first turn.
struct Reading<'a, P> {
    inner: P,
    words: &'a [String],
    found: BTreeSet<String>,
    game: &'static str,
    hinted: bool,
}

impl<P: Player> Player for Reading<'_, P> {
    async fn play(&mut self, b: &Browser) -> Result<String> {
        if !self.hinted && b.exists("[data-test=hint]").await? {
            self.hinted = true;
            b.click("[data-test=hint]").await?;
            b.wait_for("[data-test=hint-best]", 30).await?;
        }
        english_on_page(
            b,
            self.words,
            &format!("{} table", self.game),
            &mut self.found,
        )
        .await?;
        self.inner.play(b).await
    }
}

/// Plays `game` in Spanish to the end and reads every screen of it.
async fn game_in_spanish(
    b: &Browser,
    game: &'static str,
    player: impl Player,
    words: &[String],
) -> Result<BTreeSet<String>> {
    create_in_lobby(b, game, 3, "beginner").await?;
    let mut reading = Reading {
        inner: player,
        words,
        found: BTreeSet::new(),
        game,
        hinted: false,
    };
    b.wait_for("[data-test=your-turn]", 30).await?;
    // The table as a spectator sees it, too.
    let play = b.js("return location.hash").await?;
    let play = play.as_str().unwrap_or("").to_string();
    let watch = play.split('?').next().unwrap_or("").to_string();
    b.goto(&format!("/{watch}")).await?;
    // The spectator's table, not the seat's one still shown while it loads.
    settled(b, "[data-test=table][data-mode=watch] .board").await?;
    english_on_page(b, words, &format!("{game} spectator"), &mut reading.found).await?;
    b.goto(&format!("/{play}")).await?;
    b.wait_for("[data-test=table][data-mode=play]", 20).await?;
    // Never reloads: the reload check reads the English table head.
    play_to_end(b, &mut reading, usize::MAX, false).await?;
    assert!(reading.hinted, "{game}: no hint was offered");
    check_result(b, 3).await?;
    english_on_page(b, words, &format!("{game} result"), &mut reading.found).await?;
    b.screenshot(&format!("{game}-result")).await?;
    b.click("[data-test=to-replay]").await?;
    b.wait_for("[data-test=replay-controls]", 20).await?;
    if game == "forsale" {
        b.wait_for("[data-test=review-start]", 10).await?;
        b.click("[data-test=review-start]").await?;
        b.wait_for("[data-test=chance-graph]", 120).await?;
    }
    b.click("[data-test=replay-first]").await?;
    for step in 1..=6 {
        b.click("[data-test=replay-next]").await?;
        b.wait_js_args(
            "return document.querySelector('[data-test=replay-step]').innerText.startsWith(`Jugada ${arguments[0]} `) && !!document.querySelector('[data-test=table]')",
            vec![json!(step)],
            "the replay's next move",
            10,
        )
        .await?;
        if game == "forsale" {
            b.wait_for("[data-test=review-decision]", 10).await?;
        }
        english_on_page(
            b,
            words,
            &format!("{game} replay, move {step}"),
            &mut reading.found,
        )
        .await?;
    }
    b.screenshot(&format!("{game}-replay")).await?;
    let missing = b.js("return window.urbsMissing ?? []").await?;
    assert_eq!(missing, json!([]), "messages missing from the catalogs");
    Ok(reading.found)
}

/// Fails with every English word found, where.
fn none_found(found: &BTreeSet<String>) -> Result<()> {
    if found.is_empty() {
        Ok(())
    } else {
        let list: Vec<&str> = found.iter().map(String::as_str).collect();
        Err(format!(
            "{} English words in Spanish:\n{}",
            found.len(),
            list.join("\n")
        ))
    }
}

#[test]
fn every_page_reads_in_spanish() {
    run(pages());
}

async fn pages() {
    session("spanish-pages", (1280, 900), async |b, _server| {
        let words = english_vocabulary();
        assert!(
            words.iter().any(|w| w == "beginner") && words.iter().any(|w| w == "Construction Gang"),
            "{words:?}"
        );
        b.goto("/").await?;
        choose_language(b, "es").await?;
        let mut found = BTreeSet::new();
        settled(b, "[data-test=new-game]").await?;
        english_on_page(b, &words, "lobby", &mut found).await?;
        for game in ["forsale", "skyline", "city", "metropolis"] {
            b.goto("/").await?;
            b.click(&format!("[data-test=game-{game}]")).await?;
            settled(b, "[data-test=seat-kind-1]").await?;
            english_on_page(b, &words, &format!("new {game} game"), &mut found).await?;
        }
        // City's Spanish rules name the cards in Spanish too, the printed
        // English name in parentheses in the card table.
        for page in [
            "rules/forsale",
            "rules/skyline",
            "rules/city",
            "rules/metropolis",
            "rules/table",
        ] {
            b.goto(&format!("/#/{page}")).await?;
            settled(b, "[data-test=rules-page]").await?;
            english_on_page(b, &words, page, &mut found).await?;
        }
        for page in ["leaderboard/forsale", "account"] {
            b.goto(&format!("/#/{page}")).await?;
            settled(b, "main h2").await?;
            english_on_page(b, &words, page, &mut found).await?;
        }
        none_found(&found)
    })
    .await;
}

/// Plays one game in Spanish (a session of its own).
fn one_game(game: &'static str, player: impl Player) {
    run(async move {
        session(
            &format!("spanish-{game}"),
            (1280, 900),
            async move |b, _server| {
                let words = english_vocabulary();
                b.goto("/").await?;
                choose_language(b, "es").await?;
                let found = game_in_spanish(b, game, player, &words).await?;
                none_found(&found)
            },
        )
        .await;
    });
}

#[test]
fn forsale_reads_in_spanish() {
    one_game("forsale", games::ForSalePlayer::new(11));
}

#[test]
fn skyline_reads_in_spanish() {
    one_game("skyline", games::SkylinePlayer::new(12));
}

#[test]
fn city_reads_in_spanish() {
    one_game("city", games::CityPlayer::new(13));
}

#[test]
fn metropolis_reads_in_spanish() {
    one_game("metropolis", games::MetropolisPlayer::new(14));
}

//! The guided first games: each starts from the lobby's "Learn to play",
//! is played through to the end at the real table against Beginner bots,
//! and shows the tips for the moments that matter on the way.

use serde_json::Value;

use crate::games::{CityPlayer, ForSalePlayer, MetropolisPlayer, SkylinePlayer};
use crate::{Player, play_to_end, run, session};

async fn learn(game: &str, player: &mut impl Player, tips: &[&str]) {
    session(&format!("learn-{game}"), (1280, 1000), async |b, _server| {
        b.goto("/").await?;
        b.click(&format!("[data-test=learn-{game}]")).await?;
        b.wait_for("[data-test=tutorial]", 20).await?;
        let head = b.text(".table-head").await?;
        assert!(head.contains("seat 1"), "the tutorial plays seat 0 (seat 1 to people): {head}");
        b.screenshot("first-tip").await?;
        // A guided game is in no public list: the server's lists leave it out.
        let listed = b
            .js_await(
                "const id = decodeURIComponent(location.hash.split('/')[2].split('?')[0]);
                 const ids = async (q) => (await (await fetch('/api/games' + q)).json())
                   .games.map((g) => g.id);
                 return { id, all: await ids(''), active: await ids('?status=active') };",
                vec![],
            )
            .await?;
        let id = listed["id"].clone();
        assert!(id.as_str().is_some_and(|s| !s.is_empty()), "{listed}");
        for list in ["all", "active"] {
            let ids = listed[list].as_array().expect("a list of ids");
            assert!(!ids.contains(&id), "the guided game is in the {list} list: {listed}");
        }
        // Every tip shown on the way, as the page shows it.
        b.js(
            "window.urbsTips = new Set();
             const note = () => document.querySelectorAll('[data-test=tutorial]')
               .forEach((e) => window.urbsTips.add(e.dataset.tip));
             note();
             new MutationObserver(note).observe(document.body,
               { subtree: true, childList: true, attributes: true, attributeFilter: ['data-tip'] });",
        )
        .await?;
        play_to_end(b, player, usize::MAX, false).await?;
        b.wait_js(
            "return document.querySelector('[data-test=tutorial]')?.dataset.tip === 'end'",
            "the closing tip",
            10,
        )
        .await?;
        let seen: Vec<String> = match b.js("return [...window.urbsTips]").await? {
            Value::Array(a) => a.iter().filter_map(|v| v.as_str().map(String::from)).collect(),
            other => return Err(format!("no tips recorded: {other}")),
        };
        for tip in tips {
            assert!(seen.iter().any(|s| s == tip), "{game}: tip `{tip}` never shown; saw {seen:?}");
        }
        b.screenshot("last-tip").await?;
        Ok(())
    })
    .await;
}

#[test]
fn forsale_is_learned_in_a_guided_game() {
    run(learn(
        "forsale",
        &mut ForSalePlayer::new(7),
        &["auction", "pass", "sell", "end"],
    ));
}

#[test]
fn skyline_is_learned_in_a_guided_game() {
    run(learn(
        "skyline",
        &mut SkylinePlayer::new(7),
        &["take", "buy", "end"],
    ));
}

#[test]
fn city_is_learned_in_a_guided_game() {
    run(learn(
        "city",
        &mut CityPlayer::new(7),
        &["keep", "build", "pay", "end"],
    ));
}

#[test]
fn metropolis_is_learned_in_a_guided_game() {
    run(learn(
        "metropolis",
        &mut MetropolisPlayer::new(7),
        &["take", "end"],
    ));
}

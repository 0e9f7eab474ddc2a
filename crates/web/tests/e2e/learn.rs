//! Learning the games in the page: the rules pages (from the lobby, from a
//! table, from an error's and a log line's ruling), the page in Spanish,
//! and help at the table for each game.

use serde_json::json;

use crate::a11y::game_and_token;
use crate::browser::{Browser, Result};
use crate::{create_in_lobby, run, session};

/// The rules page is showing `game`'s rules with ruling `rule` in view,
/// focused and marked.
async fn at_ruling(b: &Browser, game: &str, rule: &str) -> Result<()> {
    b.wait_js(
        &format!(
            "const t = document.getElementById({rule:?}); const p = document.querySelector('[data-test=rules-page]');
             return !!t && !!p && p.dataset.game === {game:?} && t.classList.contains('target') && document.activeElement === t"
        ),
        &format!("{game}'s rules at {rule}"),
        10,
    )
    .await?;
    let shown = b
        .js_args(
            "const r = document.getElementById(arguments[0]).getBoundingClientRect(); return r.top >= -2 && r.top < window.innerHeight",
            vec![json!(rule)],
        )
        .await?;
    assert_eq!(shown, json!(true), "{rule} is scrolled into view");
    Ok(())
}

#[test]
fn rules_open_from_the_lobby_a_table_an_error_and_the_log() {
    run(rules_pages());
}

async fn rules_pages() {
    session("rules", (1280, 900), async |b, _server| {
        // From the lobby: the chosen game's rules, every ruling an anchor.
        b.goto("/").await?;
        b.click("[data-test=game-skyline]").await?;
        b.click("[data-test=rules-link]").await?;
        b.wait_for("[data-test=rules-page][data-game=skyline]", 10).await?;
        assert!(b.exists("h3#SK-9").await?, "ruling SK-9 has its anchor");
        assert!(b.text("h1").await?.starts_with("Skyline"), "the rules' title");
        b.check_accessible("the rules page").await?;
        // A ruling in the contents or in the text takes the page there.
        b.click(".rules-text a.rule-ref[href*='SK-12']").await?;
        at_ruling(b, "skyline", "SK-12").await?;
        b.screenshot("skyline-rules").await?;

        // From a table, in a new page: the table's own game.
        create_in_lobby(b, "forsale", 3, "beginner").await?;
        b.wait_for("[data-test=your-turn]", 20).await?;
        let href = b
            .js("return document.querySelector('[data-test=table-rules]').getAttribute('href')")
            .await?;
        assert_eq!(href, json!("#/rules/forsale"));
        let table = b.js("return location.hash").await?;

        // A log line's ruling, opened in a new tab, at its section.
        let link = b
            .js("return document.querySelector('[data-test=log] a[data-test=rule-ref]').getAttribute('href')")
            .await?;
        let link = link.as_str().unwrap_or("").to_string();
        assert!(link.starts_with("#/rules/forsale?rule=FS-"), "{link}");
        let target = b
            .js("return document.querySelector('[data-test=log] a[data-test=rule-ref]').target")
            .await?;
        assert_eq!(target, json!("_blank"), "the game stays open");
        let before = b.client.windows().await.map_err(|e| e.to_string())?;
        b.click("[data-test=log] a[data-test=rule-ref]").await?;
        let mut windows = before.clone();
        for _ in 0..100 {
            windows = b.client.windows().await.map_err(|e| e.to_string())?;
            if windows.len() > before.len() {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        let new = windows
            .into_iter()
            .find(|w| !before.contains(w))
            .ok_or("the ruling opened in no new tab")?;
        b.client
            .switch_to_window(new)
            .await
            .map_err(|e| e.to_string())?;
        let rule = link.split("rule=").nth(1).unwrap_or("").to_string();
        at_ruling(b, "forsale", &rule).await?;
        b.client.close_window().await.map_err(|e| e.to_string())?;
        b.client
            .switch_to_window(before[0].clone())
            .await
            .map_err(|e| e.to_string())?;

        // An error naming a ruling: a bid the rules refuse, through the
        // table's own error path (the answer's message and a link).
        let (id, token) = game_and_token(b).await?;
        b.js_await(
            "const [{ api, errorNode }, { toast }] = await Promise.all([import('/js/api.js'), import('/js/dom.js')]);
             try { await api.act(arguments[0], arguments[1], { bid: 99 }); } catch (e) { toast(errorNode(e.data, 'forsale')); }
             return true;",
            vec![json!(id), json!(token)],
        )
        .await?;
        b.wait_for("#toasts [data-test=error-rule]", 10).await?;
        let text = b.text("#toasts .toast").await?;
        assert!(text.contains("you can bid at most") && text.contains("rule FS-3"), "{text}");
        b.click("#toasts [data-test=error-rule]").await?;
        at_ruling(b, "forsale", "FS-3").await?;
        b.screenshot("from-error").await?;
        b.js_args("location.hash = arguments[0]", vec![table]).await?;
        b.wait_for("[data-test=table]", 10).await?;
        b.click("[data-test=table-rules]").await?;
        b.wait_for("[data-test=rules-page][data-game=forsale]", 10).await?;
        Ok(())
    })
    .await;
}

/// Picks `lang` in the top bar.
pub async fn choose_language(b: &Browser, lang: &str) -> Result<()> {
    b.wait_for("[data-test=lang]", 10).await?;
    // The screen is drawn afresh in the new language, after the language
    // is set: mark the old one so that it is not taken for the new.
    b.js_args(
        "for (const c of document.getElementById('app').children) c.dataset.e2eStale = '1'; \
         const s = document.querySelector('[data-test=lang]'); s.value = arguments[0]; s.dispatchEvent(new Event('change'));",
        vec![json!(lang)],
    )
    .await?;
    b.wait_js(
        &format!("return document.documentElement.lang === {lang:?} && !document.querySelector('#app [data-e2e-stale]') && !!document.querySelector('main h2, main h1, [data-test=table]')"),
        "the page in the new language",
        10,
    )
    .await?;
    Ok(())
}

#[test]
fn the_page_speaks_spanish() {
    run(spanish());
}

async fn spanish() {
    session("spanish", (1280, 900), async |b, _server| {
        b.goto("/").await?;
        b.wait_for("[data-test=new-game]", 10).await?;
        assert!(b.text("[data-test=new-game] h2").await?.contains("New game"));
        choose_language(b, "es").await?;
        b.wait_js(
            "return document.querySelector('[data-test=new-game] h2')?.innerText === 'Nueva partida'",
            "the lobby in Spanish",
            10,
        )
        .await?;
        assert_eq!(b.text("[data-test=create]").await?, "Crear la partida");
        b.check_accessible("the lobby in Spanish").await?;
        b.screenshot("lobby").await?;

        // The table, its log (from the server, in Spanish, citing rulings)
        // and its rules.
        create_in_lobby(b, "forsale", 3, "beginner").await?;
        b.wait_for("[data-test=your-turn]", 20).await?;
        let head = b.text(".table-head").await?;
        assert!(head.contains("asiento 1"), "seat 0, counted from 1: {head}");
        let banner = b.text("[data-test=your-turn]").await?;
        assert!(banner.starts_with("Tu turno"), "{banner}");
        let log = b.text("[data-test=log]").await?;
        assert!(log.contains("Subasta 1: se ofrecen los edificios"), "{log}");
        assert!(b.exists("[data-test=pass]").await?);
        let pass = b.text("[data-test=pass]").await?;
        assert!(pass.starts_with("Pasar"), "{pass}");
        b.click("[data-test=pass]").await?;
        b.wait_js(
            "return [...document.querySelectorAll('[data-test=log] li')].some(l => l.innerText.includes(' pasa, se lleva el edificio'))",
            "a pass in the Spanish log",
            20,
        )
        .await?;
        b.screenshot("table").await?;
        b.check_accessible("a table in Spanish").await?;
        b.click("[data-test=table-rules]").await?;
        b.wait_for("[data-test=rules-page][data-game=forsale]", 10).await?;
        let rule = b.text("h3#FS-3").await?;
        assert_eq!(rule, "FS-3 Pujar");

        // The choice stays in this browser; English comes back the same way.
        b.client.refresh().await.map_err(|e| e.to_string())?;
        b.wait_for("h3#FS-3", 10).await?;
        assert_eq!(b.text("h3#FS-3").await?, "FS-3 Pujar");
        choose_language(b, "en").await?;
        b.wait_js(
            "return document.querySelector('h3#FS-3')?.innerText === 'FS-3 Bidding'",
            "the rules in English again",
            10,
        )
        .await?;
        let missing = b.js("return window.urbsMissing ?? []").await?;
        assert_eq!(missing, json!([]), "messages missing from the catalogs");
        Ok(())
    })
    .await;
}

/// A browser whose language is Spanish gets the page in Spanish at once.
#[test]
fn a_spanish_browser_gets_spanish() {
    run(async {
        let server = crate::server::Server::start().await;
        let b = Browser::start_in(&server.url, 1280, 900, "browser-es", Some("es"))
            .await
            .expect("browser");
        let outcome: Result<()> = async {
            b.goto("/").await?;
            b.wait_js(
                "return document.querySelector('[data-test=new-game] h2')?.innerText === 'Nueva partida'",
                "the lobby in the browser's language",
                10,
            )
            .await?;
            assert_eq!(
                b.js("return document.querySelector('[data-test=lang]').value").await?,
                json!("es")
            );
            Ok(())
        }
        .await;
        b.close().await;
        server.stop().await;
        outcome.expect("the page in Spanish");
    });
}

/// The server's help for seat 0 of the game on the page.
async fn help_of(b: &Browser, server: &crate::server::Server) -> Result<serde_json::Value> {
    let (id, token) = game_and_token(b).await?;
    let client = urbs_loadtest::client::Client::new(server.addr());
    let r = client
        .get(&format!("/api/games/{id}/help?token={token}"))
        .await?;
    assert_eq!(r.status, 200, "{}", r.body);
    Ok(r.body)
}

/// Metropolis: the board and the appraisal chart come from the server's
/// data; a placement with focus shows on the board where it stands and
/// what it would be worth now, as the server values it, and is built from
/// the keyboard; buildings show their owner beside the colour.
#[test]
fn metropolis_shows_its_chart_and_what_a_placement_is_worth() {
    run(metropolis_help());
}

async fn metropolis_help() {
    session("mp-help", (1280, 1000), async |b, server| {
        // Dealt from a seed (the bots' choices follow it) where a random
        // seat starts (MP-1) and proposes a deal to us (MP-8) before the
        // first lot is ours to take: it is declined first.
        crate::create_in_lobby_dealt(b, "metropolis", 3, "random", 162).await?;
        let mut declined = 0;
        loop {
            let step = b
                .wait_js(
                    "return document.querySelector('[data-test^=offer-]') ? 'take'
                        : document.querySelector('[data-test=decline]') ? 'answer' : null",
                    "a lot to take or a deal to answer",
                    30,
                )
                .await?;
            if step == "take" {
                break;
            }
            declined += 1;
            let moves = "return document.querySelector('[data-test=table]').dataset.moves";
            let before = b.js(moves).await?;
            b.click("[data-test=decline]").await?;
            b.wait_js_args(
                "return document.querySelector('[data-test=table]').dataset.moves !== arguments[0]",
                vec![before],
                "the deal declined",
                30,
            )
            .await?;
        }
        assert_eq!(
            declined, 1,
            "seed 162: one deal proposed before our first lot"
        );
        b.wait_for("[data-test=your-turn]", 30).await?;
        assert_eq!(b.count(".city-map [data-block]").await?, 8, "eight blocks");
        assert_eq!(b.count(".city-map .lot").await?, 80, "eighty lots");
        let help = help_of(b, server).await?;
        let rows = help["chart"]["rows"].as_array().unwrap().len();
        assert_eq!(
            b.count("[data-test=chart] tbody tr").await?,
            rows,
            "the chart's rows"
        );
        b.check_accessible("a Metropolis table").await?;
        // Take a lot from the keyboard.
        let before = b
            .js("return document.querySelector('[data-test=table]').dataset.moves")
            .await?;
        b.key_to("[data-test^=offer-]").await?;
        crate::a11y::moved(b, &before).await?;
        // Then choose a building and move to a placement with Tab.
        b.wait_for("[data-test^=build-kind-]", 30).await?;
        b.key_to("[data-test^=build-kind-]").await?;
        b.wait_for("[data-test=build-0]", 10).await?;
        b.tab_to("[data-test=build-0]", false, 50).await?;
        let note = b.text("[data-test=placement-note]").await?;
        let help = help_of(b, server).await?;
        let label = b.text("[data-test=build-0]").await?;
        let value: serde_json::Value = {
            // The value the server gives this very placement.
            let lots: Vec<u64> = label
                .split(" on ")
                .nth(1)
                .unwrap_or("")
                .split(|c: char| !c.is_ascii_digit())
                .filter_map(|w| w.parse().ok())
                .take_while(|&n| n >= 10)
                .collect();
            help["values"]
                .as_array()
                .unwrap()
                .iter()
                .find(|v| {
                    v["action"]["build"]["lots"].as_array().is_some_and(|l| {
                        l.iter().filter_map(|x| x.as_u64()).eq(lots.iter().copied())
                    })
                })
                .map(|v| v["value"].clone())
                .ok_or(format!("no value for {label} in {help}"))?
        };
        assert!(
            note.contains(&format!("would be worth {value} now")),
            "{note} (the server says {value})"
        );
        assert!(label.contains(&format!("worth {value} now")), "{label}");
        assert_eq!(
            b.count("[data-test=chart] td.now").await?,
            1,
            "the chart cell in use"
        );
        assert!(
            b.count(".city-map .lot.hl").await? >= 1,
            "the placement on the board"
        );
        b.screenshot("placement").await?;
        let before = b
            .js("return document.querySelector('[data-test=table]').dataset.moves")
            .await?;
        b.press(fantoccini::key::Key::Enter, false).await?;
        crate::a11y::moved(b, &before).await?;
        crate::a11y::check_ownership_cues(b).await?;
        let owner = b.text(".city-map .b-label .b-owner").await?;
        assert!(owner.starts_with('P'), "{owner}");
        Ok(())
    })
    .await;
}

/// City: every card's full text, in a tableau too (from the keyboard), and
/// what a build costs after discounts, as the server says.
#[test]
fn city_shows_card_texts_and_costs() {
    run(city_help());
}

async fn city_help() {
    session("city-help", (1280, 1000), async |b, server| {
        create_in_lobby(b, "city", 3, "beginner").await?;
        // Keep five of seven, from the keyboard.
        for _ in 0..2 {
            b.wait_for("[data-test^=discard-]", 30).await?;
            let before = b.js("return document.querySelector('[data-test=table]').dataset.moves").await?;
            b.key_to("[data-test^=discard-]").await?;
            crate::a11y::moved(b, &before).await?;
        }
        b.wait_for("[data-test=survey]", 60).await?;
        let help = help_of(b, server).await?;
        let costs = help["costs"].as_object().cloned().unwrap_or_default();
        let builds = b
            .js("return [...document.querySelectorAll('[data-test^=build-]:not([data-test=build-contractor])')].map(e => [e.dataset.test, e.innerText])")
            .await?;
        for pair in builds.as_array().unwrap() {
            let label = pair[1].as_str().unwrap();
            let cost: u64 = label
                .split(|c: char| !c.is_ascii_digit())
                .filter_map(|w| w.parse().ok())
                .next()
                .ok_or(format!("no cost on {label}"))?;
            let slug = pair[0].as_str().unwrap().trim_start_matches("build-");
            let server_cost = costs
                .iter()
                .find(|(name, _)| name.replace(|c: char| !c.is_ascii_alphanumeric(), "-") == slug)
                .map(|(_, c)| c.as_u64().unwrap())
                .ok_or(format!("no cost for {slug}"))?;
            assert_eq!(cost, server_cost, "{label}");
        }
        // The General Contractor's card, opened from the keyboard, in full.
        b.key_to(".supply [data-test=city-card]").await?;
        b.wait_for("[data-test=card-info]", 10).await?;
        let text = b.text("[data-test=card-info] .ctext").await?;
        assert_eq!(text, "taken face up, not from hand; limit 1");
        b.check_accessible("a City table").await?;
        b.screenshot("card-info").await?;
        Ok(())
    })
    .await;
}

/// Skyline: the reference card is the printing's (a deck file's), and money
/// is taken from the keyboard.
#[test]
fn skyline_reference_card_is_the_printing_s() {
    run(skyline_help());
}

async fn skyline_help() {
    session("sk-help", (1280, 1000), async |b, _server| {
        b.goto("/").await?;
        b.click("[data-test=game-skyline]").await?;
        b.wait_for("textarea[name=deck]", 10).await?;
        let deck = "[scoring]\na = [[2, 3, 4, 5, 6, 7]]\nb = [[9, 9, 10, 11, 12, 13], [1, 2, 3, 4, 5, 6]]\nc = [[17, 17, 18, 19, 20, 21], [9, 9, 10, 11, 12, 13], [1, 2, 3, 4, 5, 6]]\n";
        b.js_args(
            "const t = document.querySelector('textarea[name=deck]'); t.value = arguments[0]; t.dispatchEvent(new Event('change'));",
            vec![json!(deck)],
        )
        .await?;
        // The rest as any game: the options are kept while seats change.
        b.js("const s = document.querySelector('[data-test=players]'); s.value = '3'; s.dispatchEvent(new Event('change'));").await?;
        for seat in 1..3 {
            b.js_args(
                "const s = document.querySelector(`[data-test=seat-kind-${arguments[0]}]`); s.value = 'bot:random'; s.dispatchEvent(new Event('change'));",
                vec![json!(seat)],
            )
            .await?;
        }
        b.click("[data-test=create]").await?;
        b.click("[data-test=play-0]").await?;
        b.wait_for("[data-test=reference]", 20).await?;
        let a = b.text("[data-test=ref-A-0]").await?;
        assert!(a.contains("2\t3\t4\t5\t6\t7") || a.contains("2 3 4 5 6 7"), "{a:?}");
        let c = b.text("[data-test=ref-C-0]").await?;
        assert!(c.contains("17"), "{c:?}");
        b.wait_for("[data-test=your-turn]", 30).await?;
        b.check_accessible("a Skyline table").await?;
        // Pick a money card and take it, from the keyboard.
        if b.exists("[data-test^=cash-]:not(:disabled)").await? {
            let before = b.js("return document.querySelector('[data-test=table]').dataset.moves").await?;
            b.key_to("[data-test^=cash-]:not(:disabled)").await?;
            b.wait_for("[data-test=take]:not(:disabled)", 5).await?;
            b.key_to("[data-test=take]").await?;
            crate::a11y::moved(b, &before).await?;
        }
        b.screenshot("reference").await?;
        Ok(())
    })
    .await;
}

/// A Metropolis position where the player to act is taking a lot and may
/// not take one of those face up, played to by random bots: the position,
/// that seat, and the lots refused with their rulings (from the game).
fn refusing_position() -> (serde_json::Value, usize, Vec<(u64, String)>) {
    for seed in 0..300 {
        let mut table =
            urbs_catalog::new_table("metropolis", 3, &serde_json::Value::Null, seed).unwrap();
        let mut bots: Vec<_> = (0..3)
            .map(|s| urbs_catalog::make_dyn_bot("metropolis", "random", s).unwrap())
            .collect();
        while let Some(seat) = table.to_act().seats().first() {
            let help = urbs_catalog::help(table.as_ref(), Some(seat));
            let refused: Vec<(u64, String)> = help["refusals"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|r| {
                    (
                        r["lot"].as_u64().unwrap(),
                        r["rule"].as_str().unwrap().to_string(),
                    )
                })
                .collect();
            if !refused.is_empty() {
                return (urbs_catalog::position_json(table.as_ref()), seat, refused);
            }
            let choice = bots[seat].choose(table.as_ref(), seat).unwrap();
            table.apply_json(seat, &choice.json).unwrap();
        }
    }
    panic!("no game of 300 led to a lot its player may not take");
}

/// Metropolis: a lot on offer that the player may not take says which
/// ruling forbids it, in the game's words, with a link to the ruling.
#[test]
fn metropolis_says_why_a_lot_may_not_be_taken() {
    run(metropolis_refusal());
}

async fn metropolis_refusal() {
    session("mp-refusal", (1280, 1000), async |b, server| {
        let (position, seat, refused) = refusing_position();
        let seats: Vec<serde_json::Value> = (0..3)
            .map(|s| if s == seat { json!({"kind": "human"}) } else { json!({"kind": "bot", "bot": "random"}) })
            .collect();
        let client = urbs_loadtest::client::Client::new(server.addr());
        let created = client
            .create(&json!({"game": "metropolis", "position": position, "seats": seats}))
            .await?;
        let token = created.seats[seat].token.clone().ok_or("a token")?;
        b.goto(&format!("/#/game/{}?token={token}", created.id)).await?;
        b.wait_for("[data-test=your-turn]", 30).await?;
        let mut english = Vec::new();
        for (lot, rule) in &refused {
            let sel = format!("[data-test=refused-{lot}]");
            // The reason comes with the position's help, which may arrive
            // after the lot itself is drawn.
            b.wait_for(&format!("{sel} .why"), 10).await?;
            let text = b.text(&sel).await?;
            english.push(text.clone());
            assert!(text.contains(&format!("({rule})")), "{text}");
            let href = b
                .js_args(
                    "return document.querySelector(arguments[0] + ' a.rule-ref').getAttribute('href')",
                    vec![json!(sel)],
                )
                .await?;
            assert_eq!(href, json!(format!("#/rules/metropolis?rule={rule}")));
            // On the board too, for a screen reader.
            let label = b
                .js_args(
                    "return document.querySelector(`.city-map [data-lot='${arguments[0]}']`).getAttribute('aria-label')",
                    vec![json!(lot)],
                )
                .await?;
            assert!(label.as_str().unwrap_or("").contains(&format!("lot {lot}")), "{label}");
        }
        b.screenshot("refused").await?;
        // In Spanish, in Spanish.
        choose_language(b, "es").await?;
        // Read in one step once the reason is redrawn: the table is drawn
        // again (and the help asked for again) in the new language, so the
        // lot may be missing for a moment between two separate reads.
        let (lot, _) = &refused[0];
        let text = b
            .wait_js_args(
                "const e = document.querySelector(`[data-test=refused-${arguments[0]}] .why`); \
                 const t = e ? e.parentElement.innerText : ''; return t && t !== arguments[1] ? t : null",
                vec![json!(lot), json!(english[0])],
                "the reason redrawn in Spanish",
                10,
            )
            .await?;
        let text = text.as_str().unwrap_or_default();
        assert!(
            text.contains("manzana") || text.contains("regala") || text.contains("puedes"),
            "{text}"
        );
        Ok(())
    })
    .await;
}

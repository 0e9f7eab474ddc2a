//! A City card's rules in words, in either language, from the card's
//! fields as the deck file writes them (`urbs_catalog::city_card` gives them
//! as JSON). In English it reads as `urbs_city::describe` writes it (a test
//! checks every card of the default deck), so both languages say the same.

use serde_json::Value;

use crate::{Lang, join_and, join_last, t};

fn num(v: &Value) -> String {
    v.as_u64().map(|n| n.to_string()).unwrap_or_default()
}

fn names(lang: Lang, v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|n| n.as_str().map(|n| city_card_name(lang, n)))
                .collect()
        })
        .unwrap_or_default()
}

/// A City card's name in `lang` (`card.city.*`); a card the catalog does
/// not name (another deck's) keeps the deck's name.
pub fn city_card_name(lang: Lang, name: &str) -> String {
    crate::catalog(lang)
        .get(&format!("card.city.{name}"))
        .map_or_else(|| name.to_string(), str::to_string)
}

/// A City symbol (`T`, `S`, `L`) as the one letter a card shows in `lang`.
fn symbol_letter(lang: Lang, symbol: &str) -> String {
    crate::catalog(lang)
        .get(&format!("card.city_letter.{symbol}"))
        .map_or_else(|| symbol.to_string(), str::to_string)
}

/// Whether a City card's name is feminine in `lang` (`card.city_gender`):
/// "una Escuela tuya", not "un Escuela tuyo". A card another deck adds has
/// no gender there, nor do the symbols (T, C, O: all masculine nouns).
fn feminine(lang: Lang, card: Option<&str>) -> bool {
    card.and_then(|c| crate::catalog(lang).get(&format!("card.city_gender.{c}"))) == Some("f")
}

/// The card text message `key`, in the form that agrees with a feminine
/// card (`city.text_feminine`) where the catalogs have one.
fn agreeing(lang: Lang, key: &str, feminine: bool) -> String {
    let form = format!("city.text_feminine.{key}");
    if feminine && crate::catalog(lang).get(&form).is_some() {
        form
    } else {
        format!("city.text.{key}")
    }
}

/// One term of a variable income, VP or cost; `less` for a cost taken off.
fn term(lang: Lang, term: &Value, less: bool) -> String {
    let fem = feminine(lang, term["card"].as_str());
    let what = match (term["symbol"].as_str(), term["card"].as_str()) {
        (Some(symbol), _) => symbol_letter(lang, symbol),
        (None, Some(card)) => city_card_name(lang, card),
        (None, None) => "?".to_string(),
    };
    let times = num(&term["times"]);
    let scope = term["in"].as_str().unwrap_or("own");
    let sign = if less { "less_" } else { "" };
    if term["cap"].as_u64() == Some(1) {
        let article = match what.chars().next().map(|c| c.to_ascii_lowercase()) {
            Some('a' | 'e' | 'i' | 'o' | 'u') => "an_card",
            _ => "a_card",
        };
        let what = t(lang, &agreeing(lang, article, fem), &[("what", what)]);
        let key = match scope {
            "all" => "if_all",
            "best_other" => "if_other",
            _ => "if_own",
        };
        return t(
            lang,
            &format!("city.text.{sign}{key}"),
            &[("n", times), ("what", what)],
        );
    }
    let place = t(lang, &agreeing(lang, &format!("place_{scope}"), fem), &[]);
    let cap = term["cap"]
        .as_u64()
        .map(|c| t(lang, "city.text.cap", &[("n", c.to_string())]))
        .unwrap_or_default();
    let per = if term["exclude_self"].as_bool() == Some(true) {
        "per_other"
    } else {
        "per"
    };
    t(
        lang,
        &agreeing(lang, &format!("{sign}{per}"), fem),
        &[("n", times), ("what", what), ("place", place), ("cap", cap)],
    )
}

fn terms(lang: Lang, v: &Value, less: bool) -> String {
    v.as_array()
        .map(|a| {
            a.iter()
                .map(|x| term(lang, x, less))
                .collect::<Vec<_>>()
                .join(", ")
        })
        .unwrap_or_default()
}

fn has(v: &Value) -> bool {
    v.as_array().is_some_and(|a| !a.is_empty())
}

/// The card's rules beyond cost, symbols, income and VP, as one line.
pub fn city_card_text(lang: Lang, card: &Value) -> String {
    let mut parts = Vec::new();
    let contractor = card["contractor"].as_bool() == Some(true);
    if contractor {
        parts.push(t(lang, "city.text.contractor", &[]));
    }
    if has(&card["income_plus"]) {
        parts.push(t(
            lang,
            "city.text.income",
            &[
                ("base", num(&card["income"])),
                ("terms", terms(lang, &card["income_plus"], false)),
            ],
        ));
    }
    if has(&card["vp_plus"]) {
        parts.push(t(
            lang,
            "city.text.vp",
            &[
                ("base", num(&card["vp"])),
                ("terms", terms(lang, &card["vp_plus"], false)),
            ],
        ));
    }
    if has(&card["cost_less"]) {
        parts.push(t(
            lang,
            "city.text.cost_less",
            &[("terms", terms(lang, &card["cost_less"], true))],
        ));
    }
    if has(&card["requires"]) {
        parts.push(t(
            lang,
            "city.text.requires",
            &[(
                "cards",
                join_last(lang, "city.text.or", &names(lang, &card["requires"])),
            )],
        ));
    }
    if let Some(l) = card["limit"].as_u64()
        && !contractor
    {
        parts.push(t(lang, "city.text.limit", &[("n", l.to_string())]));
    }
    for d in card["discounts"].as_array().into_iter().flatten() {
        parts.push(t(
            lang,
            "city.text.discount",
            &[
                ("cards", join_and(lang, &names(lang, &d["cards"]))),
                ("n", num(&d["amount"])),
            ],
        ));
    }
    if let Some(max) = card["double_build"].as_u64() {
        parts.push(t(lang, "city.text.double_build", &[("n", max.to_string())]));
    }
    parts.join("; ")
}

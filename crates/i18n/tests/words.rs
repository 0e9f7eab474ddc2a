//! The game's own words in Spanish (issue 29, "Spanish everywhere"): every
//! City card has a name in both catalogs, and the card texts, the log and
//! the rule errors call a card by its Spanish name in Spanish (and by the
//! deck's name in English).

use serde_json::json;
use urbs_i18n::{Lang, catalog, city_card_name, city_card_text, error_text, event_text};

/// Cards whose Spanish name is the English one.
const SAME_IN_BOTH: [&str; 3] = ["Boutique", "Casino", "Hospital"];

#[test]
fn every_city_card_has_a_name_in_both_languages() {
    let deck = <urbs_city::Deck as urbs_engine::Printing>::built_in();
    assert!(deck.cards().len() > 20);
    for id in 0..deck.cards().len() {
        let card = urbs_catalog::city_card(&deck, id as urbs_city::CardId);
        let name = card["name"].as_str().expect("a card has a name");
        let key = format!("card.city.{name}");
        assert_eq!(catalog(Lang::En).get(&key), Some(name), "{key} in English");
        let es = catalog(Lang::Es)
            .get(&key)
            .unwrap_or_else(|| panic!("{key} in Spanish"));
        assert_eq!(
            es == name,
            SAME_IN_BOTH.contains(&name),
            "{name} is {es} in Spanish"
        );
    }
    // A card of another deck keeps its own name.
    assert_eq!(city_card_name(Lang::Es, "Lighthouse"), "Lighthouse");
}

#[test]
fn card_texts_name_cards_and_symbols_in_spanish() {
    let deck = <urbs_city::Deck as urbs_engine::Printing>::built_in();
    let mut named = 0;
    for id in 0..deck.cards().len() {
        let card = urbs_catalog::city_card(&deck, id as urbs_city::CardId);
        let en = city_card_text(Lang::En, &card);
        let es = city_card_text(Lang::Es, &card);
        for other in card["requires"].as_array().into_iter().flatten() {
            let other = other.as_str().unwrap();
            assert!(en.contains(other), "{en}");
            assert!(es.contains(&city_card_name(Lang::Es, other)), "{es}");
            if !SAME_IN_BOTH.contains(&other) {
                assert!(!es.contains(other), "{other} in English in: {es}");
            }
            named += 1;
        }
    }
    assert!(named > 0, "some card requires another");
    // Shopping (S) is C (comercio) and leisure (L) is O (ocio) in Spanish.
    let per_shop =
        json!({"name": "X", "vp_plus": [{"symbol": "S", "times": 1, "in": "own"}], "vp": 0});
    assert!(city_card_text(Lang::Es, &per_shop).contains("por cada C tuyo"));
    assert!(city_card_text(Lang::En, &per_shop).contains("per S you own"));
}

#[test]
fn the_log_and_errors_name_cards_in_spanish() {
    let names = ["Ana".to_string(), "Luis".to_string()];
    let built =
        json!({"event": "built", "seat": 0, "cards": ["Construction Gang", "Diner"], "paid": 3});
    let es = event_text(Lang::Es, "city", &built, &names).unwrap();
    assert!(
        es.contains("Cuadrilla de Obra") && es.contains("Cafetería"),
        "{es}"
    );
    assert!(!es.contains("Construction Gang"), "{es}");
    let en = event_text(Lang::En, "city", &built, &names).unwrap();
    assert!(en.contains("Construction Gang and Diner"), "{en}");
    assert_eq!(
        error_text(Lang::Es, "CT-2", "you have no Diner in hand"),
        "no tienes Cafetería en la mano"
    );
}

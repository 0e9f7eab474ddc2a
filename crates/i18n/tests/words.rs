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

/// The gender a Spanish noun's ending tells, where it tells one: `-a`,
/// `-as`, `-ción`, `-sión`, `-dad` are feminine, `-o` and `-os` masculine
/// (`-ista` names people of either gender, and `-e` or a consonant says
/// nothing). Not a list of cards: a card renamed in the catalog is checked
/// by the same rule.
fn gender_by_ending(noun: &str) -> Option<&'static str> {
    let noun = noun.to_lowercase();
    if noun.ends_with("ista") {
        None
    } else if ["a", "as", "ción", "sión", "dad"]
        .iter()
        .any(|e| noun.ends_with(e))
    {
        Some("f")
    } else if noun.ends_with('o') || noun.ends_with("os") {
        Some("m")
    } else {
        None
    }
}

/// Issue 29: "si tienes un Escuela". Every card's Spanish name has a
/// gender in the catalog that its noun's ending does not contradict, and a
/// card text names each card with the article and the words that agree
/// with it ("una Escuela", "por cada otra Escuela tuya"; "un Colmado",
/// "por cada otro Colmado tuyo").
#[test]
fn spanish_card_texts_agree_with_each_cards_gender() {
    let deck = <urbs_city::Deck as urbs_engine::Printing>::built_in();
    let names: Vec<String> = (0..deck.cards().len())
        .map(|id| {
            let card = urbs_catalog::city_card(&deck, id as urbs_city::CardId);
            card["name"].as_str().unwrap_or_default().to_string()
        })
        .collect();
    let mut told = 0;
    for name in &names {
        let name = name.as_str();
        let es = city_card_name(Lang::Es, name);
        let gender = catalog(Lang::Es)
            .get(&format!("card.city_gender.{name}"))
            .unwrap_or_else(|| panic!("{name} has no gender in Spanish"));
        assert!(gender == "f" || gender == "m", "{name}: {gender}");
        let head = es.split_whitespace().next().unwrap();
        if let Some(by_ending) = gender_by_ending(head) {
            assert_eq!(gender, by_ending, "{es} ({name})");
            told += 1;
        }
        let (un, otro, tuyo) = if gender == "f" {
            ("una", "otra", "tuya")
        } else {
            ("un", "otro", "tuyo")
        };
        let one = json!({"name": "X", "income": 0,
            "income_plus": [{"card": name, "times": 1, "in": "own", "cap": 1}]});
        let text = city_card_text(Lang::Es, &one);
        assert!(text.contains(&format!("si tienes {un} {es}")), "{text}");
        let each = json!({"name": "X", "vp": 0,
            "vp_plus": [{"card": name, "times": 1, "in": "own", "exclude_self": true}]});
        let text = city_card_text(Lang::Es, &each);
        assert!(
            text.contains(&format!("por cada {otro} {es} {tuyo}")),
            "{text}"
        );
        // English keeps its own articles ("a School", "an Office Park").
        let text = city_card_text(Lang::En, &one);
        let article = if "AEIOU".contains(&name[..1]) {
            "an"
        } else {
            "a"
        };
        assert!(
            text.contains(&format!("if you own {article} {name}")),
            "{text}"
        );
    }
    assert!(
        told > 30,
        "the endings told the gender of only {told} cards"
    );
}

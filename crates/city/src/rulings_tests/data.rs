//! CT-12 and CT-P4: the deck as data, user decks and their validation.

use urbs_engine::{Game, Table, Viewer, parse_options};

use super::*;
use crate::{DEFAULT_DECK, Symbol};

/// The rulings' table (docs/rules/city.md): name, cost, symbols, income,
/// VP, copies; `*` marks a variable figure (its fixed part is in the deck).
const RULINGS_TABLE: &str = "\
General Contractor | 0 | - | 1 | 0 | 5
Housing Tracts | 1 | - | 1 | 0 | 6
Parking Lot | 0 | TSL | 0 | 0 | 3
Townhouse Row | 1 | L | 0 | 1 | 3
Estates | 1 | TS | 0 | 1 | 3
Construction Gang | 1 | - | 0 | 0 | 3
School | 1 | - | 0 | 2 | 3
Corner Grocery | 1 | TS | 1 | 0 | 3
Diner | 1 | SL | 0 | 1 | 3
Bus Depot | 1 | SL | 0 | 1 | 3
Warehouse District | 1 | - | 1 | 0 | 3
Central Park | 1 | L | 0 | * | 2
Mall | 2 | L | * | 0 | 2
Cinema | 2 | TSL | 1 | 0 | 2
Office Building | 2 | - | 1 | 2 | 3
Boutique | 2 | SL | 1 | 0 | 3
Factory | 2 | T | 1 | 0 | 2
Freeway Interchange | 2 | - | * | * | 2
City Hall Annex | 2 | - | * | 1 | 2
High-Rise | 3 | SL | 1 | 1 | 3
Office Park | 3 | LL | 1 | 1 | 3
Department Store | 3 | SL | 2 | 0 | 3
Market Hall | 3 | T | 1 | 1 | 2
Freeway | 3 | T | 0 | * | 2
Luxury Homes | 4 | - | 0 | 3* | 4
Bridge | 4 | T | 1* | 2 | 2
Train Station | 4 | TSL | 1 | 2 | 2
Theater | 4 | L | 1 | 3 | 2
Art Gallery | 4 | LL | 0 | 3 | 2
Multiplex | 4 | TSS | 2 | 1 | 2
Sports Complex | 4 | TT | 0 | 3 | 2
Research Lab | 4 | - | 1 | 2* | 2
Tech Park | 5 | TL | 2 | 2 | 2
University | 5 | L | 0 | 4* | 2
Museum | 5 | L | * | 4 | 2
Stadium | 6 | TT | 2 | 3 | 1
Hospital | 6 | L | 1 | 4 | 2
Town Hall | 6 | L | 0 | 5 | 1
Discount Warehouse | 6 | TSS | 3 | 1 | 1
Casino | 6 | S | 4 | 1 | 1
Convention Center | 7 | S | 1 | 5 | 1
Concert Hall | 7 | L | 0 | 7 | 1
Shopping Center | 7 | SSS | 2 | * | 1
Megamall | 8 | TSS | 3 | * | 1
Skyscraper | 8 | L | 1 | 7 | 1
Opera House | 8 | L | 0 | 8 | 1
Amusement Park | 8 | TTT | 2 | 5 | 1
Airport | 9 | TS | 1 | 8 | 1
Monument | 9 | LLL | 1 | 8 | 1
Park & Ride | 11 | TT | 0 | * | 1
Subway System | 11 | - | 0 | * | 1";

#[test]
fn ct12_the_default_deck_has_110_cards() {
    let deck = <Deck as urbs_engine::Printing>::built_in();
    assert_eq!(deck.total_cards(), 110);
    assert_eq!(deck.developments(), 105);
    assert_eq!(deck.contractor_copies(), 5);
    assert_eq!(deck.cards().len(), 51, "50 developments and the contractor");
    assert!(deck.source().is_none(), "the default travels as null");
    // Every name finds its card, whatever the case.
    for (i, c) in deck.cards().iter().enumerate() {
        assert_eq!(deck.id(&c.name), Some(i as CardId));
        let upper = name(&c.name.to_string().to_uppercase());
        assert_eq!(deck.id(&upper), Some(i as CardId));
    }
    assert_eq!(deck.id(&name("Mal")), None);
}

#[test]
fn ct12_the_default_deck_matches_the_rulings_table() {
    let deck = <Deck as urbs_engine::Printing>::built_in();
    let rows: Vec<&str> = RULINGS_TABLE.lines().collect();
    assert_eq!(rows.len(), deck.cards().len());
    for (row, card) in rows.iter().zip(deck.cards()) {
        let f: Vec<&str> = row.split('|').map(str::trim).collect();
        assert_eq!(card.name.to_string(), f[0]);
        assert_eq!(card.cost.to_string(), f[1], "{row}");
        let sym = if f[2] == "-" { "" } else { f[2] };
        for s in Symbol::ALL {
            let n = sym.chars().filter(|&c| c == s.letter()).count();
            assert_eq!(card.symbols[s.index()] as usize, n, "{row}");
        }
        // `*` alone: variable, fixed part 0; `3*`: fixed 3 plus a formula.
        // Without a star only "+1 if you own X" bonuses (the table's text
        // column) may be added.
        let check = |text: &str, fixed: u8, terms: &[crate::Term]| {
            let star = text.ends_with('*');
            if star {
                assert!(!terms.is_empty(), "{row}: variable part missing");
            } else {
                assert!(
                    terms.iter().all(|t| t.cap == Some(1)),
                    "{row}: a formula the table does not mark"
                );
            }
            let digits = text.trim_end_matches('*');
            let want: u8 = if digits.is_empty() {
                0
            } else {
                digits.parse().unwrap()
            };
            assert_eq!(fixed, want, "{row}: fixed part");
        };
        check(f[3], card.income, &card.income_plus);
        check(f[4], card.vp, &card.vp_plus);
        assert_eq!(card.copies.to_string(), f[5], "{row}");
    }
}

#[test]
fn ct12_requirements_limits_and_discounts_are_fields() {
    let deck = <Deck as urbs_engine::Printing>::built_in();
    let card = |n: &str| deck.card(deck.id(&name(n)).unwrap());
    let names =
        |ids: &[CardId]| -> Vec<String> { ids.iter().map(|&i| deck.name(i).to_string()).collect() };
    assert_eq!(
        names(&card("School").requires),
        ["Housing Tracts", "Estates", "Luxury Homes"]
    );
    assert_eq!(names(&card("Office Building").requires), ["Housing Tracts"]);
    for limited in [
        "Central Park",
        "Mall",
        "Freeway Interchange",
        "City Hall Annex",
    ] {
        assert_eq!(card(limited).limit, Some(1), "{limited}");
    }
    assert_eq!(card("Diner").limit, None);
    let d = &card("Townhouse Row").discounts;
    assert_eq!(d.len(), 1);
    assert_eq!(names(&d[0].cards), ["Luxury Homes", "School"]);
    assert_eq!(card("Construction Gang").double_build, Some(4));
    assert!(card("General Contractor").contractor);
}

const BROKEN: &str = r#"name = "Broken edition"

[[card]]
name = "Contractor"
cost = 0
income = 1
copies = 5
contractor = true

[[card]]
name = "Good"
cost = 1
copies = 40

[[card]]
name = "Painted"
cost = 1
copies = 2
colour = "red"

[[card]]
name = "Negative"
cost = -1
copies = 2

[[card]]
name = "Odd Symbols"
cost = 1
symbols = "TX"
copies = 2

[[card]]
name = "Needy"
cost = 1
copies = 2
requires = ["Nowhere"]

[[card]]
name = "good"
cost = 2
copies = 1

[[card]]
name = "No Copies"
cost = 2

[[card]]
name = "Bad Formula"
cost = 2
copies = 1
vp_plus = [{ symbol = "L", card = "Good" }]
"#;

#[test]
fn ct12_every_bad_entry_is_reported_with_its_line_and_reason() {
    let errors = Deck::parse(BROKEN).unwrap_err();
    let found: Vec<(usize, String)> = errors
        .0
        .iter()
        .map(|i| (i.line, i.reason.clone()))
        .collect();
    let expect = [
        (15, "colour"),
        (21, "-1"),
        (26, "`X`"),
        (32, "`Nowhere`"),
        (38, "already used by the card on line 10"),
        (43, "copies"),
        (47, "either a `symbol` or a `card`"),
    ];
    assert_eq!(found.len(), expect.len(), "{errors}");
    for ((line, reason), (want_line, want)) in found.iter().zip(expect) {
        assert_eq!(*line, want_line, "{reason}");
        assert!(reason.contains(want), "line {line}: {reason} lacks {want}");
    }
    // All of them reach the player through the setup error.
    let options = Options {
        deck: Some(BROKEN.into()),
    };
    let err = City::new(2, &options, 1).unwrap_err().to_string();
    assert!(err.contains("7 problem(s)"), "{err}");
    assert!(err.contains("line 32 (Needy)"), "{err}");
}

#[test]
fn ct12_a_syntax_error_names_its_line() {
    let errors = Deck::parse("[[card]]\nname = \"A\"\ncost = \n").unwrap_err();
    assert_eq!(errors.0.len(), 1);
    assert_eq!(errors.0[0].line, 3, "{errors}");
    let errors = Deck::parse("").unwrap_err();
    assert!(errors.to_string().contains("no [[card]]"));
    let errors = Deck::parse("cards = 3").unwrap_err();
    assert!(errors.to_string().contains("cards"), "{errors}");
    let huge: String = (0..5)
        .map(|i| format!("[[card]]\nname = \"C{i}\"\ncost = 1\ncopies = 250\n"))
        .collect();
    let errors = Deck::parse(&huge).unwrap_err();
    assert!(errors.to_string().contains("at most 1000"), "{errors}");
}

#[test]
fn ct12_a_user_deck_travels_in_the_options_and_replays() {
    let text = DEFAULT_DECK.replace("name = \"Casino\"", "name = \"Gaming Hall\"");
    let options = Options {
        deck: Some(text.clone()),
    };
    let g = City::new(3, &options, 5).unwrap();
    assert_eq!(g.options(), options);
    assert!(g.cards.id(&name("Gaming Hall")).is_some());
    assert!(g.cards.id(&name("Casino")).is_none());
    let json = serde_json::to_string(&g).unwrap();
    let back: City = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    let view = g.view(Viewer::Seat(0));
    let vjson = serde_json::to_value(&view).unwrap();
    assert_eq!(vjson["deck"].as_str(), Some(text.as_str()));
    // Through a table: the replay carries the deck.
    let mut table = Table::<City>::new(3, &options, 5).unwrap();
    let first = table.legal_actions(0)[0];
    table.apply(0, &first).unwrap();
    let replay = serde_json::to_string(&table.replay()).unwrap();
    let back: urbs_engine::Replay<City> = serde_json::from_str(&replay).unwrap();
    let again = Table::<City>::from_replay(&back).unwrap();
    assert_eq!(again.state(), table.state());
    // The CLI's `--deck FILE` puts the text into options["deck"].
    let parsed = parse_options::<City>(&serde_json::json!({ "deck": text })).unwrap();
    assert_eq!(parsed, options);
    assert!(parse_options::<City>(&serde_json::json!({ "decks": "x" })).is_err());
}

#[test]
fn ctp4_a_user_deck_needs_a_contractor_per_player_and_seven_cards_each() {
    let deck = |gcs: u8, developments: u8| {
        format!(
            "[[card]]\nname = \"GC\"\ncost = 0\nincome = 1\ncopies = {gcs}\ncontractor = true\n\n\
             [[card]]\nname = \"Hut\"\ncost = 1\nvp = 1\ncopies = {developments}\n"
        )
    };
    let options = |text: String| Options { deck: Some(text) };
    assert!(City::new(2, &options(deck(2, 14)), 1).is_ok());
    let err = City::new(3, &options(deck(2, 40)), 1).unwrap_err();
    assert!(err.0.contains("too few for 3 players"), "{err}");
    let err = City::new(3, &options(deck(5, 20)), 1).unwrap_err();
    assert!(err.0.contains("20 developments"), "{err}");
    // Two contractor entries are refused, on the second one's line.
    let two = format!(
        "{}\n{}",
        deck(5, 40),
        deck(5, 40).replace("GC", "GC2").replace("Hut", "Hut2")
    );
    let errors = Deck::parse(&two).unwrap_err();
    assert_eq!(errors.0.len(), 1, "{errors}");
    assert!(
        errors.0[0]
            .reason
            .contains("only one card may be the contractor")
    );
    // A deck without a contractor plays without one.
    let no_gc = "[[card]]\nname = \"Hut\"\ncost = 1\nvp = 1\ncopies = 40\n";
    let mut g = City::new(2, &options(no_gc.into()), 1).unwrap();
    keep_all(&mut g);
    assert!(legal(&g, 0).iter().all(|a| !a.contains("GC")));
}

#[test]
fn ct12_an_unknown_key_hides_no_other_problem() {
    let text = "edition = 2\n[[card]]\nname = \"A\"\ncost = 1\ncopies = 40\ncolour = \"red\"\nvp = -3\n[[card]]\nname = \"B\"\ncost = 1\ncopies = 0\n";
    let errors = Deck::parse(text).unwrap_err();
    let has = |line: usize, words: &str| {
        assert!(
            errors
                .0
                .iter()
                .any(|i| i.line == line && i.reason.contains(words)),
            "no `{words}` at line {line}: {errors}"
        )
    };
    has(1, "unknown key `edition`");
    has(2, "unknown field `colour`");
    has(2, "-3");
    has(8, "copies");
    assert_eq!(errors.0.len(), 4, "{errors}");
}

/// CT-12 and issue 30: the deck's name is printed with the table, so one
/// with a control or bidi character, or only blank fillers, is refused on
/// its line; a card name with ESC is named without it.
#[test]
fn ct12_a_name_that_could_drive_a_terminal_is_refused_on_its_line() {
    let card = "[[card]]\nname = \"A\"\ncost = 1\ncopies = 40\n";
    for (name, code) in [("\\u001b[2J", "U+001B"), ("x\\u202Eexe", "U+202E")] {
        let errors = Deck::parse(&format!("name = \"{name}\"\n{card}")).unwrap_err();
        let issue = errors
            .0
            .iter()
            .find(|i| i.line == 1)
            .expect("an issue on line 1");
        assert!(issue.reason.contains(code), "{errors}");
    }
    let errors = Deck::parse(&format!("name = \"\\u2800\"\n{card}")).unwrap_err();
    assert!(
        errors
            .to_string()
            .contains("the deck's name cannot be empty or blank"),
        "{errors}"
    );
    let errors =
        Deck::parse("[[card]]\nname = \"A\\u001bB\"\ncost = 1\ncopies = 40\n").unwrap_err();
    assert!(!errors.to_string().contains('\u{1b}'), "{errors}");
}

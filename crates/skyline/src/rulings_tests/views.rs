//! SK-13: what views show, and the sampler that rebuilds a world from a view
//! and the public log.

use std::collections::BTreeSet;

use urbs_engine::rand::RngExt;
use urbs_engine::{Game, Table, Viewer, rng_from_seed};

use crate::cards::Building;
use crate::data::Scoring;
use crate::state::{DeckCard, scoring_positions};
use crate::{Options, Skyline};

/// A table after `actions` random legal actions.
fn played(players: usize, options: &Options, seed: u64, actions: usize) -> Table<Skyline> {
    let mut table = Table::<Skyline>::new(players, options, seed).unwrap();
    let mut rng = rng_from_seed(seed + 99);
    for _ in 0..actions {
        let Some(seat) = table.to_act().seats().first() else {
            break;
        };
        let legal = table.legal_actions(seat);
        let a = legal[rng.random_range(0..legal.len())];
        table.apply(seat, &a).unwrap();
    }
    table
}

#[test]
fn sk13_a_player_sees_their_own_hand_and_only_the_size_of_others() {
    let table = played(4, &Options::default(), 1, 30);
    let g = table.state();
    let v = g.view(Viewer::Seat(2));
    for (s, seat) in v.seats.iter().enumerate() {
        assert_eq!(seat.hand_size as usize, g.hands[s].len());
        assert_eq!(seat.hand.is_some(), s == 2);
        assert!(
            seat.buildings
                .iter()
                .copied()
                .eq(crate::deck::buildings_of(&g.cards, g.owned[s]))
        );
        assert_eq!(seat.score, g.scores[s]);
    }
    assert_eq!(v.my_hand().unwrap(), g.hands[2].cards());
    let spectator = g.view(Viewer::Spectator);
    assert!(spectator.seats.iter().all(|s| s.hand.is_none()));
    assert_eq!(v.buildings_in_deck as usize, g.building_deck.len());
    assert_eq!(v.money_in_deck as usize, g.money_deck.len());
    let json = serde_json::to_string(&v).unwrap();
    assert!(!json.contains("money_deck\"") && !json.contains("building_deck\""));
}

#[test]
fn sk13_deck_order_and_other_hands_do_not_show() {
    let table = played(4, &Options::default(), 2, 25);
    let g = table.state();
    let mut other = g.clone();
    other.money_deck.reverse();
    other.building_deck.reverse();
    // Seat 3's hand swapped for another of the same size.
    let size = g.hands[3].len();
    other.hands[3] = crate::Hand::from_cards(
        (0..size).map(|i| crate::MoneyCard::new(crate::Currency::Yellow, (i % 9) as u8 + 1)),
    );
    for viewer in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Spectator] {
        assert_eq!(other.view(viewer), g.view(viewer), "{viewer:?}");
    }
    assert_ne!(other.view(Viewer::Seat(3)), g.view(Viewer::Seat(3)));
}

#[test]
fn sk13_open_hands_shows_every_hand() {
    let open = Options {
        open_hands: true,
        ..Options::default()
    };
    let table = played(3, &open, 3, 20);
    let g = table.state();
    for viewer in [Viewer::Seat(0), Viewer::Spectator] {
        let v = g.view(viewer);
        for (s, seat) in v.seats.iter().enumerate() {
            assert_eq!(seat.hand.as_ref().unwrap(), &g.hands[s].cards());
        }
    }
    assert!(g.view(Viewer::Seat(0)).to_string().contains("P1 holds: "));
    // The option is read strictly: an unknown field is refused.
    let json = serde_json::json!({ "open_hands": true });
    assert_eq!(
        serde_json::from_value::<Options>(json).unwrap(),
        Options {
            open_hands: true,
            ..Options::default()
        }
    );
    assert!(serde_json::from_value::<Options>(serde_json::json!({ "open_hand": true })).is_err());
    assert_eq!(
        serde_json::from_value::<Options>(serde_json::json!({})).unwrap(),
        Options::default()
    );
}

fn money_multiset(deck: &[DeckCard]) -> Vec<String> {
    let mut v: Vec<String> = deck.iter().map(|c| format!("{c:?}")).collect();
    v.sort();
    v
}

fn building_multiset(g: &Skyline) -> Vec<Building> {
    let mut v: Vec<Building> = g
        .building_deck
        .iter()
        .map(|&id| g.cards.building(id))
        .collect();
    v.sort();
    v
}

#[test]
fn sk13_the_log_tells_every_hand_so_only_deck_order_is_sampled() {
    for (players, actions) in [(2, 40), (4, 60), (6, 150), (3, 400)] {
        let table = played(players, &Options::default(), 4, actions);
        let g = table.state();
        let view = g.view(Viewer::Seat(1));
        let mut rng = rng_from_seed(7);
        let a = Skyline::sample(&view, table.log(), &mut rng);
        let b = Skyline::sample(&view, table.log(), &mut rng);
        for sample in [&a, &b] {
            assert_eq!(sample.view(Viewer::Seat(1)), view);
            assert_eq!(sample.hands, g.hands, "every hand rebuilt from the log");
            assert_eq!(sample.discard, g.discard);
            assert_eq!(
                money_multiset(&sample.money_deck),
                money_multiset(&g.money_deck)
            );
            assert_eq!(building_multiset(sample), building_multiset(g));
        }
        if g.money_deck.len() > 3 {
            assert_ne!(a.money_deck, b.money_deck, "deck order is drawn anew");
        }
    }
}

#[test]
fn sk13_sampled_scoring_cards_stay_in_their_piles_below_the_cards_drawn() {
    let table = played(4, &Options::default(), 5, 12);
    let g = table.state();
    assert!(!g.scored[0], "scoring A is still in the deck");
    let view = g.view(Viewer::Seat(0));
    let dealt: usize = table
        .log()
        .iter()
        .map(|e| match e {
            crate::Event::Dealt { cards, .. } => cards.len(),
            _ => 0,
        })
        .sum();
    let setup_money = 108 - dealt - 4;
    let drawn = setup_money + 2 - g.money_deck.len();
    let [(a_low, a_high), (b_low, b_high)] = scoring_positions(setup_money);
    let mut rng = rng_from_seed(8);
    let mut seen_a = BTreeSet::new();
    for _ in 0..300 {
        let s = Skyline::sample(&view, table.log(), &mut rng);
        let top_down: Vec<DeckCard> = s.money_deck.iter().rev().copied().collect();
        let at = |k| {
            drawn
                + top_down
                    .iter()
                    .position(|&c| c == DeckCard::Scoring(k))
                    .unwrap()
        };
        assert!((a_low.max(drawn)..=a_high).contains(&at(Scoring::A)));
        assert!((b_low..=b_high).contains(&at(Scoring::B)));
        seen_a.insert(at(Scoring::A));
    }
    assert_eq!(
        seen_a.len(),
        a_high + 1 - a_low.max(drawn),
        "every place possible"
    );
}

#[test]
fn sk13_without_a_usable_log_the_sampler_still_matches_the_view() {
    let table = played(5, &Options::default(), 6, 50);
    let g = table.state();
    let view = g.view(Viewer::Seat(4));
    let mut rng = rng_from_seed(9);
    let s = Skyline::sample(&view, &[], &mut rng);
    assert_eq!(s.view(Viewer::Seat(4)), view);
    s.check_invariants().unwrap();
    assert_eq!(s.legal_actions_vec(4), g.legal_actions_vec(4));
}

#[test]
fn sk_p6_the_log_opens_with_the_setup_in_its_order() {
    use crate::Event;
    let table = Table::<Skyline>::new(2, &Options::default(), 11).unwrap();
    let g = table.state();
    let log = table.log();
    assert_eq!(log.len(), 6, "{log:?}");
    assert!(matches!(&log[0], Event::NeutralTook { buildings } if buildings.len() == 6));
    assert!(
        matches!(log[1], Event::YardRefilled { buildings } if buildings.iter().all(Option::is_some))
    );
    for seat in 0..2 {
        assert_eq!(
            log[2 + seat],
            Event::Dealt {
                seat,
                cards: g.hands[seat].cards().into_iter().collect()
            }
        );
    }
    assert_eq!(log[4], Event::MoneyRevealed { cards: g.display });
    assert_eq!(
        log[5],
        Event::Starts {
            seat: g.active as usize
        }
    );
    assert_eq!(table.to_act(), urbs_engine::ToAct::Seat(g.active as usize));
}

#[test]
fn sk_p7_the_money_display_is_shown_sorted() {
    for seed in 0..20 {
        let table = played(4, &Options::default(), seed, 7);
        let shown: Vec<_> = table.view(Viewer::Spectator).display.iter().collect();
        let mut sorted = shown.clone();
        sorted.sort();
        assert_eq!(shown, sorted);
    }
}

#[test]
fn sk13_the_view_draws_the_table_for_the_terminal() {
    let table = played(2, &Options::default(), 7, 9);
    let text = table.view(Viewer::Seat(0)).to_string();
    println!("{text}");
    for needle in [
        "Construction yard:",
        "slot 1 blue",
        "slot 4 yellow",
        "Money display: ",
        "Your hand (",
        "Muse",
        "Skys",
        "neutral",
        "Scoring A ",
    ] {
        assert!(text.contains(needle), "{needle} missing from\n{text}");
    }
    let spectator = table.view(Viewer::Spectator).to_string();
    assert!(!spectator.contains("Your hand"));
}

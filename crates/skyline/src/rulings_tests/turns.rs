//! SK-1 .. SK-8: setup, the turn, payments, refills and scoring cards.

use std::collections::BTreeSet;

use urbs_engine::{Game, ToAct, rng_from_seed};

use super::stage::{Spare, Stage, act, card, cards, legal, refuse};
use crate::cards::MoneyCards;
use crate::data::Scoring;
use crate::hand::Hand;
use crate::state::{DeckCard, NEUTRAL, scoring_positions, start_player};
use crate::{Action, Building, BuildingType, Event, Options, Skyline};

#[test]
fn sk1_setup_deals_capital_seat_by_seat_then_display_then_five_piles() {
    let mut a_offsets = BTreeSet::new();
    let mut b_offsets = BTreeSet::new();
    for players in 2..=6 {
        for seed in 0..150 {
            let g = Skyline::new(players, &Options::default(), seed).unwrap();
            g.check_invariants().unwrap();
            let mut dealt = 0;
            for s in 0..players {
                let hand = g.hands[s].cards();
                let total = g.hands[s].grand_total();
                let biggest = hand.iter().map(|c| c.value() as u32).max().unwrap();
                // Dealt one by one until 20 or more: without the last card
                // (at most the biggest) the total was below 20.
                assert!(total >= 20 && total - biggest < 20, "{hand:?}");
                assert!(total <= 28, "the seed's note: 20 to 28");
                assert!(g.setup_events().contains(&Event::Dealt {
                    seat: s,
                    cards: hand.iter().copied().collect()
                }));
                dealt += hand.len();
            }
            assert_eq!(g.display.len(), 4);
            assert!(g.yard.iter().all(Option::is_some));
            let neutral = if players == 2 { 6 } else { 0 };
            assert_eq!(g.owned[NEUTRAL].count_ones(), neutral);
            assert_eq!(g.building_deck.len(), 54 - 4 - neutral as usize);
            let all = if players == 2 { 72 } else { 108 };
            let money = all - dealt - 4;
            assert_eq!(g.money_deck.len(), money + 2, "the rest plus A and B");
            let top_down: Vec<DeckCard> = g.money_deck.iter().rev().copied().collect();
            let at = |s| {
                top_down
                    .iter()
                    .position(|&c| c == DeckCard::Scoring(s))
                    .unwrap()
            };
            let [(a_low, a_high), (b_low, b_high)] = scoring_positions(money);
            assert!((a_low..=a_high).contains(&at(Scoring::A)), "A in pile 2");
            assert!((b_low..=b_high).contains(&at(Scoring::B)), "B in pile 4");
            if players == 4 {
                a_offsets.insert(at(Scoring::A) - a_low);
                b_offsets.insert(b_high - at(Scoring::B));
            }
        }
    }
    // Anywhere in its pile: the top and the bottom of the pile both occur.
    assert!(a_offsets.contains(&0) && b_offsets.contains(&0));
    assert!(
        a_offsets.len() > 12 && b_offsets.len() > 12,
        "{a_offsets:?}"
    );
}

#[test]
fn sk1_piles_are_as_equal_as_possible_with_earlier_piles_larger() {
    // 77 cards: piles of 16, 16, 15, 15, 15; A goes among 16 + 1 places
    // after pile 1, B among 15 + 1 after piles 1-3 and A.
    assert_eq!(scoring_positions(77), [(16, 32), (48, 63)]);
    assert_eq!(scoring_positions(80), [(16, 32), (49, 65)]);
}

#[test]
fn sk1_two_players_use_72_money_cards_and_the_neutral_gets_6_buildings() {
    let g = Skyline::new(2, &Options::default(), 5).unwrap();
    let in_hands: usize = (0..2).map(|s| g.hands[s].len()).sum();
    let total = in_hands + g.display.len() + g.money_deck.len() - 2 + g.discard.len();
    assert_eq!(total, 72);
    assert_eq!(g.owned[NEUTRAL].count_ones(), 6);
}

#[test]
fn sk2_start_player_has_fewest_cards_then_lowest_total_then_random() {
    let hand = |list: &[&str]| Hand::from_cards(cards(list));
    let mut rng = rng_from_seed(1);
    // Fewest cards beats a lower total.
    let hands = [
        hand(&["blue 9", "blue 9", "green 5"]),
        hand(&["blue 5", "blue 5", "green 5", "green 5"]),
    ];
    assert_eq!(start_player(&hands, &mut rng), 0);
    // Among the fewest, the lowest total.
    let hands = [
        hand(&["blue 9", "blue 9", "green 5"]),
        hand(&["blue 5", "blue 5", "green 5", "green 5"]),
        hand(&["yellow 9", "yellow 9", "yellow 3"]),
    ];
    assert_eq!(start_player(&hands, &mut rng), 2);
    // Still tied: one of the tied players at random, never anybody else.
    let hands = [
        hand(&["blue 9", "blue 9", "green 5"]),
        hand(&["yellow 9", "yellow 9", "yellow 3"]),
        hand(&["orange 9", "orange 8", "orange 4"]),
        hand(&["green 9", "green 9", "green 9"]),
    ];
    let picks: BTreeSet<usize> = (0..100).map(|_| start_player(&hands, &mut rng)).collect();
    assert_eq!(picks, BTreeSet::from([1, 2]));
}

/// Three players; seat 0 holds `hand` and faces `display`, with a yard it
/// cannot afford unless the test says otherwise.
fn take_table<'a>(hand: Vec<&'a str>, display: Vec<&'a str>, money_top: Vec<&'a str>) -> Skyline {
    Stage {
        players: 3,
        hands: vec![hand],
        display,
        money_top,
        ..Stage::default()
    }
    .build()
}

#[test]
fn sk3_take_one_card_of_any_value_or_several_totalling_at_most_5() {
    let mut g = take_table(
        vec!["orange 1"],
        vec!["blue 1", "blue 1", "green 3", "yellow 8"],
        vec!["green 9", "orange 2"],
    );
    let takes: BTreeSet<String> = legal(&g, 0).into_iter().collect();
    let expected: BTreeSet<String> = [
        "take blue 1",
        "take green 3",
        "take yellow 8",
        "take blue 1, blue 1",
        "take blue 1, green 3",
        "take blue 1, blue 1, green 3",
    ]
    .map(String::from)
    .into();
    assert_eq!(
        takes, expected,
        "each set of cards once, no buys affordable"
    );
    let m = refuse(&mut g, 0, "take blue 1, yellow 8", "SK-3");
    assert!(m.contains("total 5 or less; these total 9"), "{m}");
    let m = refuse(&mut g, 0, "take orange 5", "SK-3");
    assert!(m.contains("no orange 5"), "{m}");
    refuse(&mut g, 0, "take blue 1, blue 1, blue 1", "SK-3");
    let err = g
        .apply(0, &Action::Take(MoneyCards::default()), &mut Vec::new())
        .unwrap_err();
    assert_eq!(err.rule, "SK-3");
    // The cards go to the hand, the turn ends, the display is refilled.
    let events = act(&mut g, 0, "take blue 1, green 3");
    assert_eq!(
        g.hands[0].cards(),
        cards(&["blue 1", "green 3", "orange 1"])
    );
    assert_eq!(g.to_act(), ToAct::Seat(1));
    assert_eq!(
        g.display.iter().collect::<Vec<_>>(),
        cards(&["blue 1", "green 9", "orange 2", "yellow 8"])
    );
    assert_eq!(
        events[1],
        Event::MoneyRevealed {
            cards: MoneyCards::from_cards(&cards(&["green 9", "orange 2"])).unwrap()
        }
    );
}

/// Seat 0 can pay every building exactly.
fn exact_table() -> Skyline {
    Stage {
        players: 3,
        hands: vec![vec![
            "blue 5", "blue 4", "green 3", "orange 6", "yellow 5", "yellow 9",
        ]],
        display: vec!["blue 1", "green 2", "orange 7", "yellow 4"],
        money_top: vec!["green 8"],
        yard: ["Park 9", "Museum 3", "Station 6", "Church 5"],
        buildings_top: vec!["Theater 4", "Theater 5", "Theater 6", "Theater 7"],
        ..Stage::default()
    }
    .build()
}

#[test]
fn sk4_exact_payment_grants_another_action_up_to_five_without_refills() {
    let mut g = exact_table();
    let display = g.display;
    for (n, buy) in [
        "buy 1 with blue 5, blue 4",
        "buy 2 with green 3",
        "buy 3 with orange 6",
        "buy 4 with yellow 5",
    ]
    .iter()
    .enumerate()
    {
        let events = act(&mut g, 0, buy);
        assert!(
            matches!(events[..], [Event::Bought { exact: true, .. }]),
            "{events:?}"
        );
        assert_eq!(g.to_act(), ToAct::Seat(0), "exact: seat 0 acts again");
        assert_eq!(g.actions as usize, n + 1);
        assert_eq!(g.display, display, "the display is not refilled mid-turn");
        assert_eq!(g.yard.iter().filter(|s| s.is_none()).count(), n + 1);
    }
    assert_eq!(g.count(0, BuildingType::Park), 1);
    // The yard is empty: only money may be taken, the fifth action.
    assert!(legal(&g, 0).iter().all(|a| a.starts_with("take")));
    refuse(&mut g, 0, "buy 1 with blue 9", "SK-4");
    let events = act(&mut g, 0, "take yellow 4");
    assert_eq!(g.to_act(), ToAct::Seat(1));
    let refilled: Vec<Building> = g
        .yard
        .iter()
        .map(|s| g.cards.building(s.unwrap()))
        .collect();
    assert_eq!(
        refilled,
        ["Theater 4", "Theater 5", "Theater 6", "Theater 7"].map(super::stage::building)
    );
    assert!(matches!(events[1], Event::YardRefilled { .. }));
    assert_eq!(g.actions, 0);
}

#[test]
fn sk4_paying_more_ends_the_turn_and_there_is_no_change() {
    let mut g = exact_table();
    let events = act(&mut g, 0, "buy 4 with yellow 9");
    assert!(matches!(events[0], Event::Bought { exact: false, .. }));
    assert_eq!(g.to_act(), ToAct::Seat(1));
    assert_eq!(g.hands[0].total(crate::Currency::Yellow), 5, "no change");
    assert_eq!(g.discard, cards(&["yellow 9"]), "payments are discarded");
}

#[test]
fn sk4_pay_the_slot_currency_at_least_the_price_from_your_hand() {
    let mut g = exact_table();
    let m = refuse(&mut g, 0, "buy 2 with green 9", "SK-4");
    assert!(m.contains("you do not hold green 9"), "{m}");
    let m = refuse(&mut g, 0, "buy 1 with blue 5", "SK-4");
    assert!(m.contains("Park 9 costs 9 blue; you offer only 5"), "{m}");
    act(&mut g, 0, "buy 2 with green 3");
    let m = refuse(&mut g, 0, "buy 2 with green 3", "SK-4");
    assert!(m.contains("slot 2 is empty"), "{m}");
    // Text for another currency than the slot's does not even parse.
    assert!("buy 2 with blue 3".parse::<Action>().is_err());
}

#[test]
fn sk5_only_minimal_payments_are_offered_and_a_spare_card_is_named() {
    let mut g = Stage {
        players: 3,
        hands: vec![vec!["orange 8", "orange 4", "orange 2", "orange 1"]],
        display: vec!["blue 9", "green 9", "orange 9", "yellow 9"],
        yard: ["", "", "Church 11", ""],
        ..Stage::default()
    }
    .build();
    let buys: BTreeSet<String> = legal(&g, 0)
        .into_iter()
        .filter(|a| a.starts_with("buy"))
        .collect();
    let expected = [
        "buy 3 with orange 8, orange 4",
        "buy 3 with orange 8, orange 2, orange 1",
    ];
    assert_eq!(buys, expected.map(String::from).into());
    let m = refuse(&mut g, 0, "buy 3 with orange 8, orange 4, orange 2", "SK-5");
    assert!(m.starts_with("orange 2 is not needed"), "{m}");
    let m = refuse(&mut g, 0, "buy 3 with orange 8, orange 4, orange 1", "SK-5");
    assert!(m.starts_with("orange 1 is not needed"), "{m}");
    // Minimal payments may still overpay: 8 + 4 is 12 for 11.
    let events = act(&mut g, 0, "buy 3 with orange 8, orange 4");
    assert!(matches!(events[0], Event::Bought { exact: false, .. }));
}

#[test]
fn sk6_pass_only_when_nothing_else_is_possible() {
    // All money is in hands: the display is empty and stays so.
    let mut g = Stage {
        players: 3,
        hands: vec![vec!["blue 1"], vec![]],
        money_spare: Spare::To(2),
        scored: [true, true],
        ..Stage::default()
    }
    .build();
    assert!(g.display.is_empty());
    assert_eq!(legal(&g, 0), ["pass"]);
    let events = act(&mut g, 0, "pass");
    assert_eq!(events, [Event::Passed { seat: 0 }]);
    assert_eq!(g.to_act(), ToAct::Seat(1));
    act(&mut g, 1, "pass");
    // Seat 2 holds all the rest and can buy: no pass for it.
    assert!(!legal(&g, 2).contains(&"pass".to_string()));
    let m = refuse(&mut g, 2, "pass", "SK-6");
    assert!(m.contains("neither take money nor buy"), "{m}");
}

#[test]
fn sk7_end_of_turn_refills_the_yard_left_to_right_then_the_money_display() {
    let mut g = exact_table();
    act(&mut g, 0, "buy 3 with orange 6");
    act(&mut g, 0, "buy 1 with blue 5, blue 4");
    let events = act(&mut g, 0, "take green 2");
    assert_eq!(events.len(), 3, "{events:?}");
    let Event::YardRefilled { buildings } = events[1] else {
        panic!("{events:?}")
    };
    let names = |s: &str| Some(super::stage::building(s));
    assert_eq!(
        buildings,
        [names("Theater 4"), None, names("Theater 5"), None]
    );
    assert_eq!(
        events[2],
        Event::MoneyRevealed {
            cards: MoneyCards::one(card("green 8"))
        }
    );
}

#[test]
fn sk7_an_empty_money_deck_is_replaced_by_the_shuffled_discard_pile() {
    let mut g = Stage {
        players: 3,
        hands: vec![vec!["orange 1"]],
        display: vec!["blue 1", "green 2", "orange 7", "yellow 4"],
        discard: vec!["blue 9", "blue 8", "blue 7"],
        money_spare: Spare::To(2),
        scored: [true, true],
        ..Stage::default()
    }
    .build();
    assert!(g.money_deck.is_empty());
    let events = act(&mut g, 0, "take orange 7");
    assert_eq!(events[1], Event::Reshuffled { cards: 3 });
    let Event::MoneyRevealed { cards: revealed } = events[2] else {
        panic!("{events:?}")
    };
    assert!(revealed.get(0).currency() == crate::Currency::Blue);
    assert!(g.discard.is_empty());
    assert_eq!(g.money_deck.len(), 2);
}

#[test]
fn sk8_a_scoring_card_drawn_in_a_refill_scores_at_once_and_the_refill_goes_on() {
    let mut g = Stage {
        players: 3,
        hands: vec![vec!["orange 1"]],
        display: vec!["blue 1", "green 1", "orange 9", "yellow 9"],
        money_top: vec!["blue 2", "A", "green 2", "yellow 3"],
        owned: vec![vec![], vec!["Church 5", "Church 6"], vec!["Church 7"]],
        ..Stage::default()
    }
    .build();
    let events = act(&mut g, 0, "take blue 1, green 1");
    assert_eq!(
        events[1..],
        [
            Event::MoneyRevealed {
                cards: MoneyCards::one(card("blue 2"))
            },
            Event::Scored {
                scoring: Scoring::A,
                points: [0, 4, 0].into_iter().collect(),
                neutral: None
            },
            Event::MoneyRevealed {
                cards: MoneyCards::one(card("green 2"))
            },
        ]
    );
    // Scored before the next turn; the card is out of the game.
    assert_eq!(g.to_act(), ToAct::Seat(1));
    assert_eq!(g.scores[1], 4);
    assert!(g.scored[0] && !g.scored[1]);
    assert_eq!(g.display.len(), 4);
    assert_eq!(
        g.money_deck.last(),
        Some(&DeckCard::Money(card("yellow 3")))
    );
}

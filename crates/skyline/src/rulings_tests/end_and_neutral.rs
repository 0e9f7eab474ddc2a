//! SK-10 .. SK-12 and the project rulings SK-P1 .. SK-P3: the end of the
//! game, an exhausted money supply, the two-player neutral player.

use urbs_engine::{Game, ToAct};

use super::stage::{Spare, Stage, act, building, card, legal, owned, refuse};
use crate::data::Scoring;
use crate::state::NEUTRAL;
use crate::{Event, Options, Skyline};

/// Three players, an empty building deck; seat 0 can end the game by buying
/// the Church in slot 4 with yellow 6.
fn last_turn(buildings_below: usize, buildings_top: Vec<&str>) -> Skyline {
    Stage {
        players: 3,
        hands: vec![
            vec!["yellow 6", "green 3"],
            vec!["blue 7", "blue 3", "green 4"],
            vec!["blue 9", "green 4"],
        ],
        yard: ["Park 9", "Museum 3", "Theater 4", "Church 5"],
        buildings_top,
        buildings_below,
        buildings_spare: Spare::To(2),
        ..Stage::default()
    }
    .build()
}

#[test]
fn sk10_leftover_buildings_go_to_the_richest_in_the_slot_currency_ties_unsold() {
    let mut g = last_turn(0, vec![]);
    let events = act(&mut g, 0, "buy 4 with yellow 6");
    assert!(g.is_over());
    assert_eq!(g.to_act(), ToAct::Over);
    let assigned: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Assigned { .. }))
        .collect();
    assert_eq!(
        assigned,
        [
            // Blue: 10 against 9.
            &Event::Assigned {
                slot: 1,
                building: building("Park 9"),
                seat: Some(1)
            },
            // Green: 4 and 4 (seat 0's 3 is less): a tie, nobody.
            &Event::Assigned {
                slot: 2,
                building: building("Museum 3"),
                seat: None
            },
            // Orange: nobody holds any.
            &Event::Assigned {
                slot: 3,
                building: building("Theater 4"),
                seat: None
            },
        ]
    );
    assert!(owned(&g, 1).contains(&building("Park 9")));
    // Then scoring C, then the end.
    let n = events.len();
    assert!(matches!(
        events[n - 2],
        Event::Scored {
            scoring: Scoring::C,
            ..
        }
    ));
    assert!(matches!(events[n - 1], Event::GameOver { .. }));
    assert!(g.outcome().is_some());
    assert!(legal(&g, 0).is_empty() && legal(&g, 1).is_empty());
}

#[test]
fn sk10_the_yard_is_filled_as_far_as_possible_in_order_before_the_end() {
    let mut g = last_turn(0, vec!["Museum 2"]);
    act(&mut g, 0, "buy 2 with green 3");
    let events = act(&mut g, 0, "buy 4 with yellow 6");
    assert_eq!(
        events[1],
        Event::YardRefilled {
            buildings: [None, Some(building("Museum 2")), None, None]
        }
    );
    assert!(g.is_over());
    // The new Museum 2 is a remaining face-up building too (green: a tie).
    assert!(events.contains(&Event::Assigned {
        slot: 2,
        building: building("Museum 2"),
        seat: None
    }));
}

#[test]
fn sk10_the_money_display_is_not_refilled_in_the_turn_that_ends_the_game() {
    // Money deck and discard pile are empty, so the display is short (SK-11).
    // The payment goes onto the discard pile: a refill would shuffle it into
    // a new deck and turn it up.
    let mut g = Stage {
        players: 3,
        hands: vec![
            vec!["yellow 6", "green 3"],
            vec!["blue 7", "blue 3", "green 4"],
            vec!["blue 9", "green 4"],
        ],
        display: vec!["orange 1"],
        money_spare: Spare::To(2),
        scored: [true, true],
        yard: ["Park 9", "Museum 3", "Theater 4", "Church 5"],
        buildings_spare: Spare::To(2),
        ..Stage::default()
    }
    .build();
    assert!(g.money_deck.is_empty() && g.discard.is_empty());
    let events = act(&mut g, 0, "buy 4 with yellow 6");
    assert!(g.is_over());
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::MoneyRevealed { .. } | Event::Reshuffled { .. })),
        "{events:?}"
    );
    let scorings: Vec<Scoring> = events
        .iter()
        .filter_map(|e| match e {
            Event::Scored { scoring, .. } => Some(*scoring),
            _ => None,
        })
        .collect();
    assert_eq!(scorings, [Scoring::C], "only scoring C at the end");
    assert_eq!(g.display.len(), 1);
    assert_eq!(g.discard, [card("yellow 6")]);
    assert!(g.money_deck.is_empty());
}

#[test]
fn sk10_highest_points_wins_and_ties_share_the_win() {
    let mut g = last_turn(0, vec![]);
    act(&mut g, 0, "buy 4 with yellow 6");
    g.scores[..3].copy_from_slice(&[10, 12, 12]);
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, [10, 12, 12]);
    assert_eq!(o.wins, [0.0, 0.5, 0.5]);
    g.scores[0] = 13;
    assert_eq!(g.outcome().unwrap().wins, [1.0, 0.0, 0.0]);
}

#[test]
fn sk11_with_deck_and_discard_empty_the_display_stays_short() {
    let mut g = Stage {
        players: 3,
        hands: vec![vec![], vec!["blue 8", "blue 3"]],
        display: vec!["blue 1", "green 9"],
        yard: ["Park 10", "", "", ""],
        money_spare: Spare::To(2),
        scored: [true, true],
        ..Stage::default()
    }
    .build();
    let events = act(&mut g, 0, "take green 9");
    assert_eq!(events.len(), 1, "no refill, no reshuffle: {events:?}");
    assert_eq!(g.display.len(), 1);
    let takes: Vec<String> = legal(&g, 1)
        .into_iter()
        .filter(|a| a.starts_with("take"))
        .collect();
    assert_eq!(takes, ["take blue 1"]);
    // A payment refills the discard pile, which the next refill reshuffles
    // (SK-7).
    let events = act(&mut g, 1, "buy 1 with blue 8, blue 3");
    assert!(
        events.contains(&Event::Reshuffled { cards: 2 }),
        "{events:?}"
    );
    assert_eq!(g.display.len(), 3);
}

#[test]
fn sk_p8_the_discard_pile_is_reshuffled_only_when_a_card_is_needed() {
    let mut g = Stage {
        players: 3,
        hands: vec![vec!["orange 1"], vec!["blue 9"], vec![]],
        display: vec!["blue 1", "green 2", "orange 7", "yellow 4"],
        discard: vec!["green 9"],
        money_top: vec!["yellow 1"],
        yard: ["Park 8", "", "", ""],
        money_spare: Spare::To(2),
        scored: [true, true],
        ..Stage::default()
    }
    .build();
    // The last card of the deck is drawn: the deck is empty, nothing more needed.
    let events = act(&mut g, 0, "take orange 7");
    assert!(!events.iter().any(|e| matches!(e, Event::Reshuffled { .. })));
    assert!(g.money_deck.is_empty());
    // A payment goes onto the discard pile; the display is full, no refill.
    act(&mut g, 1, "buy 1 with blue 9");
    assert_eq!(g.discard.len(), 2);
    // The next refill shuffles both discarded cards into the new deck.
    let events = act(&mut g, 2, "take yellow 1");
    assert!(
        events.contains(&Event::Reshuffled { cards: 2 }),
        "{events:?}"
    );
}

/// Two players; seat 0 takes money and the refill draws `money_top`.
fn two_player_table(money_top: Vec<&str>, spare: Spare, buildings_below: usize) -> Skyline {
    Stage {
        players: 2,
        hands: vec![vec!["blue 9", "orange 9"], vec!["green 9"]],
        display: vec!["blue 1", "green 1", "orange 8", "yellow 8"],
        money_top,
        owned: vec![vec!["Skyscraper 7", "Skyscraper 8"], vec![]],
        neutral: vec!["Skyscraper 9", "Skyscraper 10", "Skyscraper 11"],
        yard: ["Park 9", "Museum 3", "Station 8", "Church 5"],
        buildings_top: vec!["Theater 3", "Theater 4", "Theater 5", "Theater 6"],
        buildings_below,
        buildings_spare: spare,
        ..Stage::default()
    }
    .build()
}

#[test]
fn sk12_each_buy_is_offered_kept_or_given_to_the_neutral_player() {
    let mut g = two_player_table(vec![], Spare::Deck, 0);
    let buys: Vec<String> = legal(&g, 0)
        .into_iter()
        .filter(|a| a.starts_with("buy"))
        .collect();
    assert_eq!(
        buys,
        [
            "buy 1 with blue 9",
            "buy 1 with blue 9 for neutral",
            "buy 3 with orange 9",
            "buy 3 with orange 9 for neutral"
        ]
    );
    let before = owned(&g, NEUTRAL).len();
    let events = act(&mut g, 0, "buy 3 with orange 9 for neutral");
    assert!(matches!(
        events[0],
        Event::Bought {
            to_neutral: true,
            ..
        }
    ));
    assert_eq!(owned(&g, NEUTRAL).len(), before + 1);
    assert_eq!(
        owned(&g, 0).len(),
        2,
        "seat 0 still has only its skyscrapers"
    );
    // With three players there is no neutral player.
    let mut g3 = last_turn(10, vec![]);
    let m = refuse(&mut g3, 0, "buy 4 with yellow 6 for neutral", "SK-12");
    assert!(m.contains("two-player"), "{m}");
}

#[test]
fn sk12_the_neutral_player_ranks_and_draws_6_after_scoring_a() {
    let mut g = two_player_table(vec!["blue 2", "A", "green 2"], Spare::Deck, 0);
    let deck = g.building_deck.len();
    let events = act(&mut g, 0, "take blue 1, green 1");
    // Skyscrapers: neutral 3, seat 0 two: A pays the neutral 6.
    assert!(events.contains(&Event::Scored {
        scoring: Scoring::A,
        points: [0, 0].into_iter().collect(),
        neutral: Some(6)
    }));
    let drawn = ["Theater 3", "Theater 4", "Theater 5", "Theater 6", "", ""];
    let Some(Event::NeutralTook { buildings }) = events
        .iter()
        .find(|e| matches!(e, Event::NeutralTook { .. }))
    else {
        panic!("{events:?}")
    };
    assert_eq!(buildings.len(), 6);
    for (b, name) in buildings.iter().zip(drawn) {
        if !name.is_empty() {
            assert_eq!(*b, building(name), "from the top of the deck");
        }
    }
    assert_eq!(g.building_deck.len(), deck - 6);
}

#[test]
fn sk12_after_scoring_b_the_neutral_draws_a_third_of_the_deck_rounded_down() {
    let mut g = two_player_table(vec!["blue 2", "B", "green 2"], Spare::To(1), 7);
    g.scored[0] = true;
    // Scoring A is out of the game already: take it from the deck.
    g.money_deck
        .retain(|c| *c != crate::state::DeckCard::Scoring(Scoring::A));
    g.check_invariants().unwrap();
    let expected = g.points(Scoring::B);
    assert!(expected[NEUTRAL] > 0, "the neutral player ranks");
    let events = act(&mut g, 0, "take blue 1, green 1");
    assert!(events.contains(&Event::Scored {
        scoring: Scoring::B,
        points: expected[..2].iter().copied().collect(),
        neutral: Some(expected[NEUTRAL])
    }));
    // 4 + 7 = 11 in the deck: a third is 3.
    assert_eq!(g.building_deck.len(), 11 - 3);
}

#[test]
fn sk_p2_the_neutral_player_draws_no_more_than_the_deck_holds() {
    let mut g = two_player_table(vec!["blue 2", "A", "green 2"], Spare::To(1), 0);
    let events = act(&mut g, 0, "take blue 1, green 1");
    let took = events.iter().find_map(|e| match e {
        Event::NeutralTook { buildings } => Some(buildings.len()),
        _ => None,
    });
    assert_eq!(took, Some(4));
    assert!(g.building_deck.is_empty());
    // The next turn cannot refill the yard once something is bought: the end.
    act(&mut g, 1, "buy 2 with green 9");
    assert!(g.is_over());
}

#[test]
fn sk_p1_a_scoring_card_still_in_the_deck_at_the_end_is_never_scored() {
    let mut g = last_turn(0, vec![]);
    assert!(!g.scored[0] && !g.scored[1]);
    let events = act(&mut g, 0, "buy 4 with yellow 6");
    let scorings: Vec<Scoring> = events
        .iter()
        .filter_map(|e| match e {
            Event::Scored { scoring, .. } => Some(*scoring),
            _ => None,
        })
        .collect();
    assert_eq!(scorings, [Scoring::C]);
}

#[test]
fn sk_p3_the_neutral_player_wins_nothing() {
    let mut g = Skyline::new(2, &Options::default(), 3).unwrap();
    g.over = true;
    g.scores[0] = 30;
    g.scores[1] = 20;
    g.scores[NEUTRAL] = 90;
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, [30, 20], "only the seats are scored");
    assert_eq!(o.wins, [1.0, 0.0]);
}

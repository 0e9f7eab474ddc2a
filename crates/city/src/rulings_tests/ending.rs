//! CT-7 .. CT-10 and CT-P3: scoring, the end checks, income, the hand limit
//! and the winner.

use urbs_engine::{Game, SeatSet, ToAct};

use super::*;
use crate::{EndReason, ROUND_LIMIT, Step};

/// Everyone takes a General Contractor (income 1, no payment): the round
/// ends at once. Returns the events of the reveal.
pub(super) fn all_take_contractors(g: &mut City) -> Vec<Event> {
    let mut last = Vec::new();
    for s in 0..g.players() {
        last = act(g, s, "build General Contractor");
    }
    last
}

#[test]
fn ct7_park_and_ride_counts_own_traffic_and_the_best_other_players() {
    let mut g = round_one(3, 30);
    give_tableau(&mut g, 0, &["Park & Ride", "Factory"]);
    give_tableau(&mut g, 1, &["Stadium", "Market Hall"]);
    give_tableau(&mut g, 2, &["Amusement Park", "Sports Complex"]);
    // Own T: 2 (Park & Ride) + 1 (Factory); best other: 5 (seat 2), not 3.
    assert_eq!(g.yields(0).0, 3 + 5);
    let before = g.seats[0].vp;
    let events = all_take_contractors(&mut g);
    assert_eq!(g.seats[0].vp, before + 8);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Scored { gains, .. } if gains[0] == 8))
    );
}

#[test]
fn ct7_subway_counts_own_leisure_and_the_best_other_players() {
    let mut g = round_one(3, 31);
    give_tableau(&mut g, 0, &["Subway System", "Theater"]);
    give_tableau(&mut g, 1, &["Art Gallery", "Hospital"]);
    give_tableau(&mut g, 2, &["Monument", "Central Park"]);
    // Subway: own L 1 + best other 4 = 5; Theater 3.
    assert_eq!(g.yields(0).0, 5 + 3);
    // Central Park counts its own L: 3 + 1 = 4; Monument 8.
    assert_eq!(g.yields(2).0, 4 + 8);
}

#[test]
fn ct7_variable_points_follow_their_formulas() {
    let mut g = round_one(2, 32);
    give_tableau(&mut g, 0, &["Luxury Homes", "Luxury Homes", "Luxury Homes"]);
    assert_eq!(g.yields(0).0, 3 * (3 + 2), "+1 for every other one");
    let mut g = round_one(2, 32);
    give_tableau(&mut g, 0, &["Freeway", "Research Lab"]);
    give_tableau(&mut g, 1, &["Freeway Interchange", "University", "School"]);
    // Freeway: 2 x 1 Interchange in play; Research Lab: 2 + 2 x 1 University.
    assert_eq!(g.yields(0).0, 2 + 4);
    // University 4 + 1 School; School 2; Interchange: own T = 0.
    assert_eq!(g.yields(1).0, 5 + 2);
    // Income: Mall counts S, Bridge 1 + Freeways, Diner +1 with an Office Park.
    let mut g = round_one(2, 33);
    give_tableau(
        &mut g,
        0,
        &["Mall", "Multiplex", "Bridge", "Freeway", "Diner"],
    );
    assert_eq!(
        g.yields(0).1,
        3 + 2 + 2,
        "Mall: 3 S; Multiplex 2; Bridge 1 + 1"
    );
    give_tableau(&mut g, 0, &["Office Park"]);
    assert_eq!(g.yields(0).1, 7 + 1 + 1, "Office Park 1, Diner +1");
}

#[test]
fn ct8_at_fifty_the_game_ends_after_income_before_the_hand_limit() {
    let mut g = round_one(2, 34);
    give_tableau(&mut g, 0, &["Opera House"]);
    g.seats[0].vp = 42;
    let hands: Vec<usize> = g.seats.iter().map(|p| p.hand.len()).collect();
    let events = all_take_contractors(&mut g);
    assert_eq!(g.to_act(), ToAct::Over);
    assert_eq!(g.end_reason(), Some(EndReason::Points));
    let at = |f: fn(&Event) -> bool| events.iter().position(f);
    let scored = at(|e| matches!(e, Event::Scored { .. })).unwrap();
    let income = at(|e| matches!(e, Event::Income { .. })).expect("income is drawn");
    let over = at(|e| matches!(e, Event::GameOver { .. })).unwrap();
    assert!(scored < income && income < over, "{events:?}");
    assert_eq!(over, events.len() - 1);
    // Each drew the contractor's income of 1.
    assert_eq!(
        g.seats.iter().map(|p| p.hand.len()).collect::<Vec<_>>(),
        hands.iter().map(|h| h + 1).collect::<Vec<_>>()
    );
    assert_eq!(g.outcome().unwrap().wins, vec![1.0, 0.0]);
    assert!(legal(&g, 0).is_empty() && legal(&g, 1).is_empty());
    assert!(matches!(
        events.last(),
        Some(Event::GameOver {
            reason: EndReason::Points,
            ..
        })
    ));
}

#[test]
fn ct8_the_tie_break_counts_hands_after_income_and_before_the_hand_limit() {
    let mut g = round_one(2, 41);
    // Both reach 50. Seat 0's income is 3 (contractor and two Factories),
    // seat 1's is 1.
    give_tableau(&mut g, 0, &["Art Gallery", "Factory", "Factory"]);
    give_tableau(&mut g, 1, &["Art Gallery"]);
    g.seats[0].vp = 47;
    g.seats[1].vp = 47;
    // Hands of 11 and 12: before income seat 1 has more; after income seat 0
    // (14 against 13); after the hand limit they would be equal (12 each).
    for (seat, size) in [(0, 11), (1, 12)] {
        while g.seats[seat].hand.len() < size {
            let card = g.deck.pop().expect("cards left");
            g.seats[seat].hand.push(card);
        }
        g.seats[seat].hand.sort_unstable();
    }
    g.check_invariants().unwrap();
    all_take_contractors(&mut g);
    assert_eq!(g.end_reason(), Some(EndReason::Points));
    assert_eq!(g.seats[0].hand.len(), 14);
    assert_eq!(g.seats[1].hand.len(), 13);
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![50, 50]);
    assert_eq!(o.wins, vec![1.0, 0.0]);
}

#[test]
fn ct8_an_income_shortage_ends_the_game_and_nobody_draws() {
    let mut g = round_one(2, 35);
    give_tableau(&mut g, 0, &["Casino"]);
    give_tableau(&mut g, 1, &["Discount Warehouse"]);
    // Only 5 cards left in deck and discard pile; the rest in seat 1's hand.
    let spare = g.deck.len() + g.discard.len() - 5;
    let mut moved: Vec<CardId> = g.discard.drain(..).collect();
    moved.append(&mut g.deck);
    g.deck = moved.split_off(spare);
    g.seats[1].hand.extend(moved);
    g.seats[1].hand.sort_unstable();
    g.check_invariants().unwrap();
    let hands: Vec<usize> = g.seats.iter().map(|p| p.hand.len()).collect();
    let events = all_take_contractors(&mut g);
    assert!(events.contains(&Event::IncomeShortage {
        needed: 5 + 4,
        available: 5
    }));
    assert_eq!(g.end_reason(), Some(EndReason::Shortage));
    assert_eq!(
        g.seats.iter().map(|p| p.hand.len()).collect::<Vec<_>>(),
        hands
    );
    assert_eq!(g.deck.len(), 5);
}

#[test]
fn ct8_income_is_drawn_highest_vp_first_ties_in_seat_order() {
    let mut g = round_one(3, 36);
    g.seats[0].vp = 5;
    g.seats[1].vp = 9;
    g.seats[2].vp = 5;
    // The top three cards of the deck, last on top: Casino, Airport, Monument.
    for c in ["Monument", "Airport", "Casino"] {
        let card = id(&g, c);
        take(&mut g, card);
        g.deck.push(card);
    }
    let events = all_take_contractors(&mut g);
    assert!(events.contains(&Event::Income {
        order: [1, 0, 2].into_iter().collect(),
        cards: [1, 1, 1].into_iter().collect(),
    }));
    assert!(g.seats[1].hand.contains(&id(&g, "Casino")));
    assert!(g.seats[0].hand.contains(&id(&g, "Airport")));
    assert!(g.seats[2].hand.contains(&id(&g, "Monument")));
}

#[test]
fn ct8_income_reshuffles_the_discard_pile_when_the_deck_runs_out() {
    let mut g = round_one(3, 37);
    let keep = g.deck.split_off(g.deck.len() - 1);
    let rest = std::mem::replace(&mut g.deck, keep);
    g.discard.extend(rest);
    let events = all_take_contractors(&mut g);
    let at = |f: fn(&Event) -> bool| events.iter().position(f).unwrap();
    assert!(
        at(|e| matches!(e, Event::Reshuffled { .. })) < at(|e| matches!(e, Event::Income { .. }))
    );
    assert!(g.seats.iter().all(|p| p.hand.len() == 6));
}

#[test]
fn ct9_players_over_twelve_discard_down_to_twelve_together() {
    let mut g = round_one(3, 38);
    let twelve = [
        "Diner",
        "Diner",
        "Bus Depot",
        "Bus Depot",
        "Boutique",
        "Boutique",
        "Office Building",
        "Office Building",
        "High-Rise",
        "High-Rise",
        "Department Store",
        "Department Store",
    ];
    let eleven = [
        "Estates",
        "Estates",
        "School",
        "School",
        "Corner Grocery",
        "Corner Grocery",
        "Warehouse District",
        "Warehouse District",
        "Office Park",
        "Office Park",
        "Townhouse Row",
    ];
    give_hand(&mut g, 0, &twelve);
    give_hand(&mut g, 1, &eleven);
    give_tableau(&mut g, 0, &["Casino"]);
    give_tableau(&mut g, 2, &["Housing Tracts"]);
    all_take_contractors(&mut g);
    // Seat 0: 12 + 5 = 17; seat 1: 11 + 1 = 12 (not over); seat 2: 5 + 2.
    assert_eq!(g.phase, Phase::HandLimit);
    assert_eq!(g.to_act(), ToAct::Simultaneous(SeatSet::only(0)));
    assert_eq!(g.seats[0].must_discard, 5);
    assert_eq!(g.seats[0].commit.step, Step::Discard);
    assert!(legal(&g, 1).is_empty());
    for _ in 0..5 {
        let first = legal(&g, 0)[0].clone();
        act(&mut g, 0, &first);
    }
    assert_eq!(g.phase, Phase::Build);
    assert_eq!(g.seats[0].hand.len(), 12);
    assert_eq!(g.seats[1].hand.len(), 12);
}

#[test]
fn ct10_ties_go_to_the_most_cards_in_hand_then_are_shared() {
    for (extra, wins) in [(2, vec![0.0, 1.0]), (0, vec![0.5, 0.5])] {
        let mut g = round_one(2, 39);
        give_tableau(&mut g, 0, &["Art Gallery"]);
        give_tableau(&mut g, 1, &["Art Gallery"]);
        g.seats[0].vp = 47;
        g.seats[1].vp = 47;
        give_hand(&mut g, 0, &["Diner", "Factory", "Cinema"]);
        let mut hand = vec!["Diner", "Factory", "Cinema"];
        hand.extend(["Estates", "Boutique"].iter().take(extra));
        give_hand(&mut g, 1, &hand);
        all_take_contractors(&mut g);
        let o = g.outcome().unwrap();
        assert_eq!(o.scores, vec![50, 50]);
        assert_eq!(o.wins, wins, "hands {} and {}", 3, 3 + extra);
    }
}

#[test]
fn ctp3_the_game_ends_at_the_round_limit() {
    let mut g = round_one(2, 40);
    g.round = ROUND_LIMIT;
    let events = all_take_contractors(&mut g);
    assert_eq!(g.end_reason(), Some(EndReason::RoundLimit));
    assert!(events.iter().any(|e| matches!(e, Event::Scored { .. })));
    assert!(!events.iter().any(|e| matches!(e, Event::Income { .. })));
    // One round earlier the game goes on.
    let mut g = round_one(2, 40);
    g.round = ROUND_LIMIT - 1;
    all_take_contractors(&mut g);
    assert_eq!(g.round, ROUND_LIMIT);
    assert_eq!(g.phase, Phase::Build);
}

//! CT-1 .. CT-6: setup, the secret build step, paying, requirements, the
//! Construction Gang and surveying.

use urbs_engine::{Game, Seat, SeatSet, ToAct, Viewer};

use super::*;
use crate::{Status, Step, Tableaux};

fn built(events: &[Event]) -> Vec<(Seat, Vec<String>, u16)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Built { seat, cards, paid } => {
                Some((*seat, cards.iter().map(|c| c.to_string()).collect(), *paid))
            }
            _ => None,
        })
        .collect()
}

/// Every seat but `except` surveys, then discards the first cards offered.
fn others_survey(g: &mut City, except: &[Seat]) {
    for s in 0..g.players() {
        if !except.contains(&s) {
            act(g, s, "survey");
        }
    }
}

fn finish_discards(g: &mut City) {
    while matches!(g.phase, Phase::Survey | Phase::HandLimit) {
        let s = g.to_act().seats().first().unwrap();
        let first = legal(g, s)[0].clone();
        act(g, s, &first);
    }
}

#[test]
fn ct1_setup_sets_out_a_contractor_per_player_and_deals_seven() {
    for players in 2..=5 {
        let g = new(players, 3);
        assert_eq!(g.contractors as usize, players);
        assert_eq!(g.removed as usize, 5 - players, "the rest leave the game");
        assert!(
            g.seats
                .iter()
                .all(|p| p.hand.len() == 7 && p.tableau.is_empty())
        );
        assert_eq!(g.deck.len(), 105 - 7 * players);
        assert!(!g.deck.contains(&id(&g, "General Contractor")));
        assert_eq!(g.to_act(), ToAct::Simultaneous(SeatSet::all(players)));
        for s in 0..players {
            assert!(legal(&g, s).iter().all(|a| a.starts_with("discard ")));
        }
    }
    let mut g = new(3, 3);
    keep_all(&mut g);
    assert!(g.seats.iter().all(|p| p.hand.len() == 5), "keep 5 of 7");
    assert_eq!(g.discard.len(), 6, "the discards start the discard pile");
}

#[test]
fn ct1_keep_discards_are_secret_until_everyone_has_chosen() {
    let mut g = new(3, 4);
    let seen_by_1 = g.view(Viewer::Seat(1));
    let first = legal(&g, 0)[0].clone();
    assert!(
        act(&mut g, 0, &first).is_empty(),
        "half a choice is not news"
    );
    assert_eq!(
        g.view(Viewer::Seat(1)),
        seen_by_1,
        "seat 1 sees nothing of seat 0's first discard"
    );
    let second = legal(&g, 0)[0].clone();
    assert_eq!(act(&mut g, 0, &second), vec![Event::Committed { seat: 0 }]);
    let v1 = g.view(Viewer::Seat(1));
    assert_eq!(v1.seats[0].status, Status::Committed);
    assert_eq!(v1.seats[0].hand, 7, "the hand shrinks at the reveal");
    assert_eq!(v1.discard_pile, 0);
    assert_eq!(
        g.to_act(),
        ToAct::Simultaneous([1, 2].into_iter().collect())
    );
    let v0 = g.view(Viewer::Seat(0));
    assert_eq!(
        v0.choice.as_ref().unwrap().spent.len(),
        2,
        "you see your own"
    );
    assert_eq!(v0.hand.len(), 5);
    let mut last = Vec::new();
    for s in 1..3 {
        for _ in 0..2 {
            let f = legal(&g, s)[0].clone();
            last = act(&mut g, s, &f);
        }
    }
    assert!(last.contains(&Event::Discarded { seat: 0, cards: 2 }));
    assert!(last.contains(&Event::RoundStarted { round: 1 }));
    assert_eq!(g.view(Viewer::Seat(1)).seats[0].hand, 5);
    assert_eq!(g.discard.len(), 6);
}

#[test]
fn ct2_choices_are_revealed_together_and_carried_out_in_seat_order() {
    let mut g = round_one(3, 5);
    give_hand(
        &mut g,
        0,
        &[
            "Casino",
            "Diner",
            "Diner",
            "Factory",
            "Cinema",
            "Bus Depot",
            "Estates",
        ],
    );
    give_hand(&mut g, 1, &["Parking Lot", "Diner"]);
    give_hand(&mut g, 2, &["Housing Tracts", "Factory"]);
    let discard_pile = g.discard.len();
    act(&mut g, 0, "build Casino");
    assert_eq!(g.seats[0].commit.step, Step::Pay);
    for card in ["Diner", "Diner", "Factory", "Cinema", "Bus Depot"] {
        assert!(act(&mut g, 0, &format!("pay {card}")).is_empty());
    }
    assert_eq!(
        act(&mut g, 0, "pay Estates"),
        vec![Event::Committed { seat: 0 }]
    );
    let v = g.view(Viewer::Spectator);
    assert!(v.seats[0].tableau.is_empty(), "nothing is revealed yet");
    assert_eq!(v.seats[0].hand, 7);
    assert_eq!(v.discard_pile as usize, discard_pile);
    assert!(!view_json(&g, 1).contains("Casino"));
    act(&mut g, 1, "build Parking Lot");
    act(&mut g, 2, "build Housing Tracts");
    assert!(g.seats[1].tableau.is_empty(), "seat 2 is still paying");
    let events = act(&mut g, 2, "pay Factory");
    assert_eq!(
        built(&events),
        vec![
            (0, vec!["Casino".to_string()], 6),
            (1, vec!["Parking Lot".to_string()], 0),
            (2, vec!["Housing Tracts".to_string()], 1),
        ]
    );
    assert_eq!(g.seats[0].tableau, vec![id(&g, "Casino")]);
    assert_eq!(g.discard.len(), discard_pile + 7);
    assert_eq!(g.round, 2, "scored, drew income, next round");
}

#[test]
fn ct2_general_contractor_is_taken_face_up_only_without_one() {
    let mut g = round_one(2, 6);
    assert_eq!(legal(&g, 0)[0], "build General Contractor");
    let hand = g.seats[0].hand.len();
    assert_eq!(
        act(&mut g, 0, "build General Contractor"),
        vec![Event::Committed { seat: 0 }],
        "no payment: decided at once"
    );
    assert_eq!(g.seats[0].hand.len(), hand, "not from hand");
    assert_eq!(g.contractors, 2, "still face up until the reveal");
    act(&mut g, 1, "build General Contractor");
    assert_eq!(g.contractors, 0);
    let gc = id(&g, "General Contractor");
    assert_eq!(g.seats[0].tableau, vec![gc]);
    assert_eq!(g.seats[0].hand.len(), hand + 1, "income 1");
    assert!(!legal(&g, 0).contains(&"build General Contractor".to_string()));
    let err = refused(&mut g, 0, "build General Contractor");
    assert_eq!(err.rule, "CT-4");
}

#[test]
fn ct3_paying_is_a_card_at_a_time_from_the_rest_of_the_hand() {
    let mut g = round_one(2, 7);
    give_hand(&mut g, 0, &["Mall", "Diner", "Diner", "Factory"]);
    act(&mut g, 0, "build Mall");
    assert_eq!(g.seats[0].commit.owed, 2);
    assert_eq!(legal(&g, 0), vec!["pay Diner", "pay Factory"]);
    let err = refused(&mut g, 0, "pay Mall");
    assert_eq!(err.rule, "CT-3");
    let err = refused(&mut g, 0, "survey");
    assert_eq!(err.rule, "CT-3");
    assert_eq!(err.message, "pay 2 more cards first (`pay CARD`)");
    act(&mut g, 0, "pay Diner");
    // One card owed is "card", not "cards" (issue 29's plurals).
    let err = refused(&mut g, 0, "survey");
    assert_eq!(err.message, "pay 1 more card first (`pay CARD`)");
    act(&mut g, 0, "pay Diner");
    assert_eq!(g.seats[0].commit.step, Step::Committed);
    assert_eq!(g.seats[0].hand, vec![id(&g, "Factory")]);
}

#[test]
fn ct3_discounts_from_copies_of_one_card_do_not_add_up() {
    let mut g = round_one(2, 8);
    give_tableau(&mut g, 0, &["Townhouse Row", "Townhouse Row"]);
    give_hand(&mut g, 0, &["Luxury Homes", "Diner", "Factory"]);
    // Cost 4 - 1 = 3, not 4 - 2: two other cards cannot pay.
    assert!(!legal(&g, 0).contains(&"build Luxury Homes".to_string()));
    assert_eq!(refused(&mut g, 0, "build Luxury Homes").rule, "CT-3");
    give_hand(&mut g, 0, &["Luxury Homes", "Diner", "Factory", "Cinema"]);
    act(&mut g, 0, "build Luxury Homes");
    assert_eq!(g.seats[0].commit.owed, 3);
}

const DISCOUNT_DECK: &str = r#"
[[card]]
name = "Contractor"
cost = 0
income = 1
copies = 5
contractor = true

[[card]]
name = "Filler"
cost = 1
vp = 1
copies = 40

[[card]]
name = "Tower"
cost = 5
vp = 3
copies = 2

[[card]]
name = "Crane"
cost = 1
copies = 2
discounts = [{ cards = ["Tower"], amount = 1 }]

[[card]]
name = "Quarry"
cost = 1
copies = 2
discounts = [{ cards = ["Tower"], amount = 2 }]

[[card]]
name = "Bulldozer"
cost = 1
copies = 1
discounts = [{ cards = ["Tower"], amount = 3 }]
"#;

#[test]
fn ct3_discounts_from_different_cards_add_up_never_below_zero() {
    let deck = deck_of(DISCOUNT_DECK);
    let tower = deck.id(&name("Tower")).unwrap();
    let ids = |names: &[&str]| -> Vec<CardId> {
        names.iter().map(|n| deck.id(&name(n)).unwrap()).collect()
    };
    let cost = |own: &[&str]| {
        let own = ids(own);
        Tableaux::new(&deck, &own, &[]).cost(tower)
    };
    assert_eq!(cost(&[]), 5);
    assert_eq!(cost(&["Crane", "Crane"]), 4, "copies of one card: once");
    assert_eq!(cost(&["Crane", "Quarry"]), 2, "different cards: 1 + 2");
    assert_eq!(cost(&["Crane", "Quarry", "Bulldozer"]), 0, "6 off 5: zero");
    // The same through a game on this deck.
    let options = Options {
        deck: Some(DISCOUNT_DECK.into()),
    };
    let mut g = City::new(2, &options, 1).unwrap();
    keep_all(&mut g);
    give_tableau(&mut g, 0, &["Crane", "Quarry"]);
    give_hand(&mut g, 0, &["Tower", "Filler", "Filler"]);
    act(&mut g, 0, "build Tower");
    assert_eq!(g.seats[0].commit.owed, 2);
}

#[test]
fn ct3_city_hall_annex_costs_one_less_per_leisure_symbol() {
    let mut g = round_one(2, 9);
    let annex = id(&g, "City Hall Annex");
    give_tableau(&mut g, 0, &["Theater"]);
    let cost = |g: &City| Tableaux::new(&g.cards, &g.seats[0].tableau, &[]).cost(annex);
    assert_eq!(cost(&g), 1);
    give_tableau(&mut g, 0, &["Art Gallery"]);
    assert_eq!(cost(&g), 0, "three L take 3 off a cost of 2: zero");
}

#[test]
fn ct3_a_player_who_cannot_pay_for_any_card_must_survey() {
    let mut g = round_one(2, 10);
    give_tableau(&mut g, 0, &["General Contractor"]);
    give_hand(&mut g, 0, &["Monument", "Airport"]);
    assert_eq!(legal(&g, 0), vec!["survey"]);
    let err = refused(&mut g, 0, "build Monument");
    assert_eq!(err.rule, "CT-3");
    assert!(err.message.contains("costs you 9"), "{err}");
    assert_eq!(refused(&mut g, 0, "build Casino").rule, "CT-2");
}

#[test]
fn ct4_requirements_need_one_of_the_cards_in_the_tableau() {
    let mut g = round_one(2, 11);
    give_hand(
        &mut g,
        0,
        &["School", "Office Building", "Diner", "Factory"],
    );
    let l = legal(&g, 0);
    assert!(!l.contains(&"build School".to_string()));
    assert!(!l.contains(&"build Office Building".to_string()));
    let err = refused(&mut g, 0, "build School");
    assert_eq!(err.rule, "CT-4");
    assert!(
        err.message
            .contains("requires Housing Tracts, Estates or Luxury Homes"),
        "{err}"
    );
    give_tableau(&mut g, 0, &["Estates"]);
    let l = legal(&g, 0);
    assert!(l.contains(&"build School".to_string()), "any one of them");
    assert!(!l.contains(&"build Office Building".to_string()));
    give_tableau(&mut g, 0, &["Housing Tracts"]);
    assert!(legal(&g, 0).contains(&"build Office Building".to_string()));
}

#[test]
fn ct4_limit_one_means_never_two() {
    let mut g = round_one(2, 12);
    give_tableau(&mut g, 0, &["Mall"]);
    give_hand(&mut g, 0, &["Mall", "Diner", "Factory"]);
    assert!(!legal(&g, 0).contains(&"build Mall".to_string()));
    let err = refused(&mut g, 0, "build Mall");
    assert_eq!(err.rule, "CT-4");
    assert!(err.message.contains("limited to 1"), "{err}");
    // Nor two in one round with a Construction Gang.
    let mut g = round_one(2, 12);
    give_tableau(&mut g, 0, &["Construction Gang"]);
    give_hand(
        &mut g,
        0,
        &["Mall", "Mall", "Diner", "Factory", "Parking Lot"],
    );
    act(&mut g, 0, "build Mall");
    act(&mut g, 0, "pay Diner");
    act(&mut g, 0, "pay Factory");
    assert_eq!(g.seats[0].commit.step, Step::Second);
    assert!(!legal(&g, 0).contains(&"build Mall".to_string()));
    assert_eq!(refused(&mut g, 0, "build Mall").rule, "CT-4");
}

#[test]
fn ct5_construction_gang_builds_two_and_the_first_counts_for_the_second() {
    let mut g = round_one(2, 13);
    give_tableau(&mut g, 0, &["Construction Gang"]);
    give_hand(
        &mut g,
        0,
        &[
            "Housing Tracts",
            "School",
            "Townhouse Row",
            "Luxury Homes",
            "Diner",
            "Factory",
        ],
    );
    act(&mut g, 0, "build Housing Tracts");
    act(&mut g, 0, "pay Diner");
    assert_eq!(g.seats[0].commit.step, Step::Second);
    let l = legal(&g, 0);
    // School requires Housing Tracts: the first build counts.
    assert!(l.contains(&"build School".to_string()), "{l:?}");
    assert_eq!(l.last().unwrap(), "done");
    act(&mut g, 0, "build School");
    act(&mut g, 0, "pay Factory");
    assert_eq!(g.seats[0].commit.step, Step::Committed);
    let events = act(&mut g, 1, "survey");
    assert_eq!(
        built(&events),
        vec![(
            0,
            vec!["Housing Tracts".to_string(), "School".to_string()],
            2
        )]
    );
    // Discounts too: Townhouse Row first makes Luxury Homes cost 3.
    let mut g = round_one(2, 13);
    give_tableau(&mut g, 0, &["Construction Gang"]);
    give_hand(
        &mut g,
        0,
        &[
            "Townhouse Row",
            "Luxury Homes",
            "Diner",
            "Factory",
            "Cinema",
            "Bus Depot",
        ],
    );
    act(&mut g, 0, "build Townhouse Row");
    act(&mut g, 0, "pay Diner");
    act(&mut g, 0, "build Luxury Homes");
    assert_eq!(g.seats[0].commit.owed, 3);
}

#[test]
fn ct5_the_gang_is_the_first_of_two_in_the_round_it_is_built() {
    let mut g = round_one(2, 14);
    give_hand(&mut g, 0, &["Construction Gang", "Parking Lot", "Diner"]);
    act(&mut g, 0, "build Construction Gang");
    act(&mut g, 0, "pay Diner");
    assert_eq!(legal(&g, 0), vec!["build Parking Lot", "done"]);
    act(&mut g, 0, "build Parking Lot");
    let events = act(&mut g, 1, "survey");
    assert_eq!(
        built(&events),
        vec![(
            0,
            vec!["Construction Gang".to_string(), "Parking Lot".to_string()],
            1
        )]
    );
}

#[test]
fn ct5_both_builds_of_printed_cost_four_or_less_never_a_contractor() {
    let mut g = round_one(2, 15);
    give_tableau(&mut g, 0, &["Construction Gang"]);
    give_hand(
        &mut g,
        0,
        &[
            "Housing Tracts",
            "Tech Park",
            "Parking Lot",
            "Diner",
            "Factory",
            "Cinema",
            "Bus Depot",
            "Boutique",
        ],
    );
    act(&mut g, 0, "build Housing Tracts");
    act(&mut g, 0, "pay Diner");
    let l = legal(&g, 0);
    assert!(
        !l.contains(&"build Tech Park".to_string()),
        "printed cost 5"
    );
    assert!(!l.contains(&"build General Contractor".to_string()));
    let err = refused(&mut g, 0, "build Tech Park");
    assert_eq!(err.rule, "CT-5");
    assert_eq!(refused(&mut g, 0, "build General Contractor").rule, "CT-5");
    act(&mut g, 0, "done");
    assert_eq!(
        g.seats[0].commit.building.len(),
        1,
        "`done`: one build only"
    );

    // A first build above 4 is a single build.
    let mut g = round_one(2, 15);
    give_tableau(&mut g, 0, &["Construction Gang"]);
    give_hand(
        &mut g,
        0,
        &[
            "Tech Park",
            "Parking Lot",
            "Diner",
            "Factory",
            "Cinema",
            "Bus Depot",
            "Boutique",
        ],
    );
    act(&mut g, 0, "build Tech Park");
    for c in ["Diner", "Factory", "Cinema", "Bus Depot", "Boutique"] {
        act(&mut g, 0, &format!("pay {c}"));
    }
    assert_eq!(g.seats[0].commit.step, Step::Committed);

    // Taking the General Contractor is a single build too.
    let mut g = round_one(2, 15);
    give_tableau(&mut g, 0, &["Construction Gang"]);
    act(&mut g, 0, "build General Contractor");
    assert_eq!(g.seats[0].commit.step, Step::Committed);
}

#[test]
fn ct5_a_gang_owner_who_surveys_builds_nothing() {
    let mut g = round_one(2, 16);
    give_tableau(&mut g, 0, &["Construction Gang"]);
    act(&mut g, 0, "survey");
    let events = act(&mut g, 1, "survey");
    assert!(built(&events).is_empty());
    assert_eq!(g.seats[0].tableau.len(), 1);
}

#[test]
fn ct6_survey_draws_five_then_discards_four_and_still_scores_and_earns() {
    let mut g = round_one(3, 17);
    give_tableau(&mut g, 0, &["Housing Tracts", "Estates"]);
    let hand = g.seats[0].hand.len();
    let pile = g.discard.len();
    act(&mut g, 0, "survey");
    act(&mut g, 1, "build General Contractor");
    let events = act(&mut g, 2, "build General Contractor");
    assert!(events.contains(&Event::Surveyed { seat: 0, drew: 5 }));
    assert_eq!(g.phase, Phase::Survey);
    assert_eq!(g.to_act(), ToAct::Simultaneous(SeatSet::only(0)));
    assert_eq!(g.seats[0].hand.len(), hand + 5);
    assert_eq!(g.view(Viewer::Seat(1)).seats[0].must_discard, 4);
    for _ in 0..4 {
        let first = legal(&g, 0)[0].clone();
        assert!(first.starts_with("discard "));
        act(&mut g, 0, &first);
    }
    assert_eq!(g.round, 2);
    assert_eq!(g.seats[0].vp, 1, "Estates scored");
    assert_eq!(g.seats[0].hand.len(), hand + 1 + 1, "net +1, and income 1");
    assert_eq!(g.discard.len(), pile + 4);
}

#[test]
fn ct6_surveys_reshuffle_the_discard_pile_when_the_deck_runs_out() {
    let mut g = round_one(2, 18);
    // Leave 2 cards in the deck; the rest go to the discard pile.
    let keep = g.deck.split_off(g.deck.len() - 2);
    let rest = std::mem::replace(&mut g.deck, keep);
    g.discard.extend(rest);
    act(&mut g, 0, "survey");
    let events = act(&mut g, 1, "build General Contractor");
    assert!(events.iter().any(|e| matches!(e, Event::Reshuffled { .. })));
    assert!(events.contains(&Event::Surveyed { seat: 0, drew: 5 }));
    g.check_invariants().unwrap();
}

#[test]
fn ctp1_a_survey_with_fewer_than_five_cards_left_keeps_one_more() {
    let mut g = round_one(2, 19);
    // Only 3 cards left to draw: the rest are in seat 1's hand.
    let all = std::mem::take(&mut g.deck);
    let (three, rest) = all.split_at(3);
    g.deck = three.to_vec();
    g.seats[1].hand.extend(rest.iter().chain(&g.discard));
    g.discard.clear();
    g.seats[1].hand.sort_unstable();
    g.check_invariants().unwrap();
    let hand = g.seats[0].hand.len();
    act(&mut g, 0, "survey");
    let events = act(&mut g, 1, "build General Contractor");
    assert!(events.contains(&Event::Surveyed { seat: 0, drew: 3 }));
    assert_eq!(g.seats[0].must_discard, 2);
    assert_eq!(g.seats[0].hand.len(), hand + 3);
}

#[test]
fn ctp2_surveyors_all_draw_in_seat_order_then_discard_together() {
    let mut g = round_one(3, 20);
    let top: Vec<CardId> = g.deck[g.deck.len() - 10..].to_vec();
    act(&mut g, 2, "survey");
    act(&mut g, 0, "survey");
    act(&mut g, 1, "build General Contractor");
    let mut first_five: Vec<CardId> = top[5..].to_vec();
    let mut next_five: Vec<CardId> = top[..5].to_vec();
    first_five.sort_unstable();
    next_five.sort_unstable();
    let has = |hand: &[CardId], cards: &[CardId]| {
        let mut h = hand.to_vec();
        cards
            .iter()
            .all(|c| h.iter().position(|x| x == c).map(|i| h.remove(i)).is_some())
    };
    assert!(has(&g.seats[0].hand, &first_five), "seat 0 draws first");
    assert!(has(&g.seats[2].hand, &next_five));
    assert_eq!(
        g.to_act(),
        ToAct::Simultaneous([0, 2].into_iter().collect())
    );
    finish_discards(&mut g);
    assert_eq!(g.phase, Phase::Build);
}

#[test]
fn ct2_survey_is_always_open_and_nothing_else_is_offered_out_of_step() {
    let mut g = round_one(4, 21);
    others_survey(&mut g, &[0]);
    assert!(legal(&g, 0).contains(&"survey".to_string()));
    assert_eq!(refused(&mut g, 0, "pay Diner").rule, "CT-2");
    assert_eq!(refused(&mut g, 0, "discard Diner").rule, "CT-2");
    assert_eq!(refused(&mut g, 0, "done").rule, "CT-2");
    assert_eq!(refused(&mut g, 1, "survey").rule, "TURN");
}

#[test]
fn ctp5_the_second_build_is_offered_only_when_one_is_possible() {
    let mut g = round_one(2, 22);
    give_tableau(&mut g, 0, &["Construction Gang"]);
    // After Mall and its payment only Tech Park (printed cost 5) is left.
    give_hand(&mut g, 0, &["Mall", "Diner", "Factory", "Tech Park"]);
    act(&mut g, 0, "build Mall");
    act(&mut g, 0, "pay Diner");
    let events = act(&mut g, 0, "pay Factory");
    assert_eq!(
        events,
        vec![Event::Committed { seat: 0 }],
        "no pointless `done`"
    );
    // With a possible second build, the choice waits for it.
    let mut g = round_one(2, 22);
    give_tableau(&mut g, 0, &["Construction Gang"]);
    give_hand(&mut g, 0, &["Mall", "Diner", "Factory", "Parking Lot"]);
    act(&mut g, 0, "build Mall");
    act(&mut g, 0, "pay Diner");
    assert!(act(&mut g, 0, "pay Factory").is_empty());
    assert_eq!(legal(&g, 0), vec!["build Parking Lot", "done"]);
}

#[test]
fn ctp8_card_names_in_actions_ignore_case_and_spacing() {
    let mut g = round_one(2, 23);
    give_hand(&mut g, 0, &["Park & Ride", "Mall", "Diner", "Factory"]);
    act(&mut g, 0, "BUILD   mall");
    act(&mut g, 0, "pay  DINER");
    assert_eq!(g.seats[0].commit.building, vec![id(&g, "Mall")]);
    assert_eq!(a("build park & ride"), a("build Park & Ride"));
}

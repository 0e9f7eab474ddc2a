//! CT-11: what each player sees, and worlds sampled from it.

use urbs_engine::{Game, Viewer, rng_from_seed};

use super::*;
use crate::{Status, Step};

const SECRET: [&str; 5] = ["Casino", "Airport", "Monument", "Opera House", "Skyscraper"];

/// Round one with seat 0 holding five cards that exist once each, and six
/// cheap ones.
fn secret_hand(players: usize, seed: u64) -> City {
    let mut g = round_one(players, seed);
    let mut hand = SECRET.to_vec();
    hand.extend(["Diner", "Diner", "Factory", "Factory", "Cinema", "Cinema"]);
    give_hand(&mut g, 0, &hand);
    // And a unique card in the deck.
    let hall = id(&g, "Concert Hall");
    take(&mut g, hall);
    g.deck.insert(0, hall);
    g
}

#[test]
fn ct11_views_show_no_other_hand_nor_the_deck() {
    let g = secret_hand(3, 50);
    for viewer in [Viewer::Seat(1), Viewer::Seat(2), Viewer::Spectator] {
        let v = g.view(viewer);
        let json = serde_json::to_string(&v).unwrap();
        let text = v.to_string();
        for c in SECRET.iter().chain(&["Concert Hall"]) {
            assert!(!json.contains(c), "{viewer:?} sees {c} in JSON");
            assert!(!text.contains(c), "{viewer:?} sees {c} in text");
        }
        assert_eq!(v.seats[0].hand, 11, "hand sizes are public");
    }
    let own = g.view(Viewer::Seat(0));
    assert_eq!(own.hand.len(), 11);
    let text = own.to_string();
    assert!(text.contains("Casino") && text.contains("income"));
    assert!(
        !text.contains("Concert Hall"),
        "not even your own deck order"
    );
}

#[test]
fn ct11_a_choice_stays_hidden_until_the_reveal() {
    let mut g = secret_hand(3, 51);
    let seen_by_1 = g.view(Viewer::Seat(1));
    let seen_by_all = g.view(Viewer::Spectator);
    act(&mut g, 0, "build Airport");
    act(&mut g, 0, "pay Casino");
    act(&mut g, 0, "pay Monument");
    assert_eq!(
        g.view(Viewer::Seat(1)),
        seen_by_1,
        "half a choice changes nothing others see"
    );
    assert_eq!(g.view(Viewer::Spectator), seen_by_all);
    // Seat 0 sees its own progress.
    let own = g.view(Viewer::Seat(0)).choice.unwrap();
    assert_eq!(own.step, Step::Pay);
    assert_eq!(own.building, vec![name("Airport")]);
    assert_eq!(own.owed, 7);
    // Committing shows a marker only.
    let mut g = secret_hand(3, 51);
    act(&mut g, 0, "survey");
    let v = g.view(Viewer::Seat(1));
    assert_eq!(v.seats[0].status, Status::Committed);
    let mut expected = seen_by_1.clone();
    expected.seats[0].status = Status::Committed;
    expected.to_act = g.to_act();
    assert_eq!(v, expected, "only the marker and who is to act change");
}

#[test]
fn ct11_sampled_worlds_look_the_same_and_redraw_hidden_cards_and_choices() {
    let mut g = secret_hand(3, 52);
    act(&mut g, 0, "build Casino");
    for c in ["Airport", "Monument", "Opera House", "Skyscraper"] {
        act(&mut g, 0, &format!("pay {c}"));
    }
    assert_eq!(g.seats[0].commit.step, Step::Pay, "2 more to pay");
    let p = &g.seats[0];
    let mut before: Vec<CardId> = p.hand.clone();
    before.extend(p.commit.building.iter().chain(&p.commit.spent));
    before.sort_unstable();
    let view = g.view(Viewer::Seat(1));
    let mut rng = rng_from_seed(9);
    let mut other_hands = 0;
    for _ in 0..20 {
        let s = City::sample(&view, &[], &mut rng);
        s.check_invariants().unwrap();
        assert_eq!(s.view(Viewer::Seat(1)), view);
        assert_eq!(s.legal_actions_vec(1), g.legal_actions_vec(1));
        // Seat 0 is still deciding: its progress is not known, so the
        // sample starts its choice afresh.
        assert_eq!(s.seats[0].commit.step, Step::Choose);
        if s.seats[0].hand != before {
            other_hands += 1;
        }
    }
    assert!(other_hands >= 19, "other hands are redrawn");
}

#[test]
fn ct11_committed_choices_of_others_are_redrawn_in_samples() {
    let mut g = round_one(3, 53);
    give_hand(
        &mut g,
        0,
        &[
            "Casino",
            "Diner",
            "Factory",
            "Cinema",
            "Bus Depot",
            "Boutique",
            "Estates",
        ],
    );
    act(&mut g, 0, "build Casino");
    for c in [
        "Diner",
        "Factory",
        "Cinema",
        "Bus Depot",
        "Boutique",
        "Estates",
    ] {
        act(&mut g, 0, &format!("pay {c}"));
    }
    assert_eq!(g.seats[0].commit.step, Step::Committed);
    let view = g.view(Viewer::Seat(2));
    let mut rng = rng_from_seed(10);
    let casino = id(&g, "Casino");
    let mut kinds = std::collections::HashSet::new();
    for _ in 0..40 {
        let s = City::sample(&view, &[], &mut rng);
        assert_eq!(s.view(Viewer::Seat(2)), view);
        let c = &s.seats[0].commit;
        assert_eq!(c.step, Step::Committed);
        assert_eq!(s.seats[0].public_hand(), 7);
        kinds.insert((c.survey, c.contractor, c.building.first() == Some(&casino)));
        // Play the sampled world on: the reveal happens when the others
        // decide, and the world stays consistent.
        let mut s = s;
        for seat in [1, 2] {
            let mut events = Vec::new();
            s.apply(seat, &Action::Survey, &mut events).unwrap();
        }
        s.check_invariants().unwrap();
    }
    assert!(
        kinds.len() >= 2,
        "the hidden choice is not copied: {kinds:?}"
    );
}

#[test]
fn ct11_samples_do_not_depend_on_the_true_hidden_cards() {
    let a = secret_hand(3, 54);
    let mut b = a.clone();
    // Swap one of seat 0's cards with the bottom of the deck: seat 1 cannot
    // tell the two apart.
    let (from_hand, from_deck) = (b.seats[0].hand[0], b.deck[0]);
    b.seats[0].hand[0] = from_deck;
    b.seats[0].hand.sort_unstable();
    b.deck[0] = from_hand;
    assert_ne!(a, b);
    let (va, vb) = (a.view(Viewer::Seat(1)), b.view(Viewer::Seat(1)));
    assert_eq!(va, vb);
    let sa = City::sample(&va, &[], &mut rng_from_seed(3));
    let sb = City::sample(&vb, &[], &mut rng_from_seed(3));
    assert_eq!(sa, sb);
}

#[test]
fn ct11_errors_name_only_what_the_player_typed() {
    let mut g = secret_hand(3, 55);
    let err = refused(&mut g, 1, "build Casino");
    assert_eq!(err.message, "you have no Casino in hand");
    assert!(!err.message.contains("player 0"));
}

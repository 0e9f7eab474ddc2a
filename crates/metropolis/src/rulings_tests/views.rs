//! What each player sees (MP-11).

use urbs_engine::{Game, Viewer};

use crate::Metropolis;
use crate::test_util::*;

#[test]
fn mp11_views_hide_the_deck_order_and_show_the_board() {
    let g = game(4, 15);
    let v = g.view(Viewer::Seat(1));
    assert_eq!(v.deck as usize, g.deck.len());
    let json = serde_json::to_value(&v).unwrap();
    assert!(json["deck"].is_number(), "only the deck's size");
    assert_eq!(
        v.seats[2].lots, g.tokens[2],
        "every player's lots are public"
    );
    assert_eq!(v.face_up, g.face_up.to_vec());
    // A sampled world keeps the view but reshuffles the deck.
    let mut rng = urbs_engine::rng_from_seed(1);
    let s = Metropolis::sample(&v, &[], &mut rng);
    assert_eq!(s.view(Viewer::Seat(1)), v);
    let mut a = s.deck.clone();
    let mut b = g.deck.clone();
    assert_ne!(a, b, "a fresh order");
    a.sort();
    b.sort();
    assert_eq!(a, b, "the same lots");
}

#[test]
fn mp11_the_view_draws_the_city() {
    let mut g = game(3, 16);
    clear(&mut g);
    put(&mut g, 1, "factory", &[40, 41, 45, 46]);
    own(&mut g, 2, &[62]);
    let text = g.view(Viewer::Seat(2)).to_string();
    assert!(text.contains("P A R K"), "{text}");
    // Seats 1 and 2, counted from 1 as people count them (issue 29).
    assert!(text.contains("45 F2"), "{text}");
    assert!(text.contains("62 p3"), "{text}");
    assert!(text.contains(" ~ "), "the river: {text}");
    assert!(text.contains("-[4]-center"), "{text}");
    assert!(text.contains("you (P3)"), "{text}"); // seat 2, counted from 1
}

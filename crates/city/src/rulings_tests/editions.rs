//! Editions (issue 28): edition 1 is the rules as of 1cb25b6. CT-8 (and
//! CT-10's tie-break, which follows from it) is tested in both forms.

use urbs_engine::{Game, ToAct, Viewer, rng_from_seed};

use super::ending::all_take_contractors;
use super::*;
use crate::EndReason;

/// Round one of a game under `edition`, every seat having kept its hand.
fn round_one_in(edition: u32, players: usize, seed: u64) -> City {
    let mut g = City::new_in(edition, players, &Options::default(), seed).unwrap();
    keep_all(&mut g);
    g
}

#[test]
fn ct8_edition_1_ends_at_fifty_right_after_scoring_edition_2_after_income() {
    for (edition, income) in [(1, false), (2, true)] {
        let mut g = round_one_in(edition, 2, 34);
        give_tableau(&mut g, 0, &["Opera House"]);
        g.seats[0].vp = 42;
        let hands: Vec<usize> = g.seats.iter().map(|p| p.hand.len()).collect();
        let events = all_take_contractors(&mut g);
        assert_eq!(g.to_act(), ToAct::Over);
        assert_eq!(g.end_reason(), Some(EndReason::Points));
        let drew = events.iter().any(|e| matches!(e, Event::Income { .. }));
        assert_eq!(drew, income, "edition {edition}: {events:?}");
        let after: Vec<usize> = g.seats.iter().map(|p| p.hand.len()).collect();
        let expected: Vec<usize> = hands.iter().map(|h| h + usize::from(income)).collect();
        assert_eq!(after, expected, "edition {edition}");
    }
}

#[test]
fn ct10_edition_1_breaks_ties_on_hands_without_the_last_income() {
    // Both reach 50. Seat 0's income is 3, seat 1's is 1; hands of 11 and
    // 12: without income seat 1 has more (edition 1), with it seat 0
    // (edition 2, 14 against 13).
    for (edition, wins) in [(1, vec![0.0, 1.0]), (2, vec![1.0, 0.0])] {
        let mut g = round_one_in(edition, 2, 41);
        give_tableau(&mut g, 0, &["Art Gallery", "Factory", "Factory"]);
        give_tableau(&mut g, 1, &["Art Gallery"]);
        g.seats[0].vp = 47;
        g.seats[1].vp = 47;
        for (seat, size) in [(0, 11), (1, 12)] {
            while g.seats[seat].hand.len() < size {
                let card = g.deck.pop().expect("cards left");
                g.seats[seat].hand.push(card);
            }
            g.seats[seat].hand.sort_unstable();
        }
        g.check_invariants().unwrap();
        all_take_contractors(&mut g);
        let o = g.outcome().unwrap();
        assert_eq!(o.scores, vec![50, 50]);
        assert_eq!(o.wins, wins, "edition {edition}");
    }
}

#[test]
fn the_edition_is_kept_by_views_samples_and_json_and_an_unknown_one_refused() {
    let g = round_one_in(1, 3, 5);
    assert_eq!(g.edition(), 1);
    let view = g.view(Viewer::Seat(1));
    assert_eq!(serde_json::to_value(&view).unwrap()["edition"], 1);
    let sampled = City::sample(&view, &[], &mut rng_from_seed(2));
    assert_eq!(sampled.edition(), 1);
    let latest = round_one(3, 5);
    assert_eq!(latest.edition(), 2);
    assert!(serde_json::to_value(latest.view(Viewer::Spectator)).unwrap()["edition"].is_null());
    let mut state = serde_json::to_value(&latest).unwrap();
    state.as_object_mut().unwrap().remove("edition");
    let old: City = serde_json::from_value(state).unwrap();
    assert_eq!(
        old.edition(),
        1,
        "a position without an edition is edition 1"
    );
    let err = City::new_in(0, 3, &Options::default(), 5).unwrap_err();
    assert_eq!(
        err.0,
        "city has editions 1 to 2 of its rules, not edition 0"
    );
}

//! The variant for four and five players (FS-V1 .. FS-V3).

use super::*;

#[test]
fn fsv1_variant_uses_16_18_20_cards() {
    for (players, used) in [(3, 16), (4, 18), (5, 20)] {
        let g = variant(players, 11);
        assert_eq!(g.removed_buildings.len(), 20 - used);
        assert_eq!(g.removed_cheques.len(), 20 - used);
        assert_eq!(g.cheque_deck.len(), used);
        g.check_invariants().unwrap();
    }
}

#[test]
fn fsv2_one_building_fewer_and_first_passer_gets_chips_back() {
    let mut g = variant(4, 12);
    assert_eq!(g.display.len(), 3, "one fewer than players");
    let first = bidder(&g);
    act(&mut g, first, Action::Bid(4));
    let second = bidder(&g);
    let ev = act(&mut g, second, Action::Pass);
    assert_eq!(
        ev[0],
        Event::Passed {
            seat: second,
            building: None,
            refund: 0,
            paid: 0
        }
    );
    assert!(g.holdings[second].is_empty());
    // The next to pass follows FS-4.
    let third = bidder(&g);
    let lowest = g.display[0];
    act(&mut g, third, Action::Pass);
    assert!(g.holdings[third].contains(lowest));

    // A first passer with chips in the middle gets every one back.
    let mut g = variant(3, 13);
    let a = bidder(&g);
    act(&mut g, a, Action::Bid(5));
    let b = bidder(&g);
    act(&mut g, b, Action::Bid(6));
    let c = bidder(&g);
    act(&mut g, c, Action::Pass);
    let ev = act(&mut g, a, Action::Pass);
    assert_eq!(
        ev[0],
        Event::Passed {
            seat: a,
            building: Some(ev_building(&ev[0])),
            refund: 3,
            paid: 2
        }
    );
    let mut g2 = variant(3, 13);
    let a = bidder(&g2);
    act(&mut g2, a, Action::Bid(5));
    let b = bidder(&g2);
    act(&mut g2, b, Action::Bid(6));
    let c = bidder(&g2);
    let ev = act(&mut g2, c, Action::Bid(7));
    assert!(matches!(ev[0], Event::Bid { .. }));
    let ev = act(&mut g2, a, Action::Pass);
    assert_eq!(
        ev[0],
        Event::Passed {
            seat: a,
            building: None,
            refund: 5,
            paid: 0
        }
    );
    assert_eq!(g2.chips[a], 15);
}

fn ev_building(e: &Event) -> u8 {
    match e {
        Event::Passed {
            building: Some(b), ..
        } => *b,
        _ => panic!("{e:?}"),
    }
}

#[test]
fn fsv3_sales_shrink_as_players_run_out_of_buildings() {
    let mut g = to_phase_two(variant(4, 14));
    let counts: Vec<usize> = (0..4).map(|s| g.holdings[s].len()).collect();
    assert_eq!(counts.iter().sum::<usize>(), 18);
    // Give seat 3 no buildings at all: it sits out.
    let moved = g.holdings[3];
    g.holdings[0].0 |= moved.0;
    g.holdings[3] = Buildings::default();
    g.cheque_deck.extend(g.display.drain(..));
    g.round = 0;
    g.open_sale(&mut Vec::new());
    assert_eq!(g.display.len(), 3, "three players still hold buildings");
    assert!(!g.to_act().includes(3));
    assert!(g.legal_actions_vec(3).is_empty());
    // Play to the end: the game ends when nobody holds a building.
    while let Some(s) = g.to_act().seats().first() {
        let a = g.legal_actions_vec(s)[0];
        act(&mut g, s, a);
        g.check_invariants().unwrap();
    }
    assert!((0..4).all(|s| g.holdings[s].is_empty()));
    assert!(g.outcome().is_some());
}

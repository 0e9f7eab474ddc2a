//! Phase 2, the sales, the score and what each seat sees (FS-6 .. FS-8).

use super::*;

#[test]
fn fs6_choices_are_secret_until_all_are_in_then_best_building_takes_best_cheque() {
    let mut g = to_phase_two(new(3, 6));
    g.holdings[0] = Buildings(1 << 4 | 1 << 11);
    g.holdings[1] = Buildings(1 << 17 | 1 << 2);
    g.holdings[2] = Buildings(1 << 9 | 1 << 20);
    let cheques = g.display.clone();
    let ev = act(&mut g, 0, Action::Sell(4));
    assert_eq!(ev, vec![Event::Chose { seat: 0 }]);
    // Nobody else can tell which building player 0 chose.
    for viewer in [Viewer::Seat(1), Viewer::Seat(2), Viewer::Spectator] {
        let v = g.view(viewer);
        assert_eq!(v.my_choice, None);
        assert!(v.seats[0].chosen);
        let mut other = g.clone();
        other.choices[0] = 11;
        assert_eq!(other.view(viewer), v, "choice leaks to {viewer:?}");
    }
    assert_eq!(g.view(Viewer::Seat(0)).my_choice, Some(4));
    act(&mut g, 2, Action::Sell(9));
    let ev = act(&mut g, 1, Action::Sell(17));
    let Event::Sold { sales } = &ev[1] else {
        panic!("{ev:?}")
    };
    let pairs: Vec<(Seat, u8, u8)> = sales
        .iter()
        .map(|s| (s.seat, s.building, s.cheque))
        .collect();
    assert_eq!(
        pairs,
        vec![(1, 17, cheques[2]), (2, 9, cheques[1]), (0, 4, cheques[0])]
    );
    assert_eq!(
        g.sold[..3],
        [17, 9, 4],
        "sold buildings are discarded face up"
    );
}

#[test]
fn fs6_a_building_not_held_is_refused() {
    let mut g = to_phase_two(new(4, 7));
    let missing = (1..=20).find(|&b| !g.holdings[0].contains(b)).unwrap();
    let err = g
        .apply(0, &Action::Sell(missing), &mut Vec::new())
        .unwrap_err();
    assert_eq!(err.rule, "FS-6");
    let err = g.apply(0, &Action::Bid(1), &mut Vec::new()).unwrap_err();
    assert_eq!(err.rule, "FS-6");
}

#[test]
fn fs7_score_is_cheques_plus_chips_ties_by_chips_then_shared() {
    let mut g = to_phase_two(new(3, 8));
    g.phase = Phase::Over;
    g.cheques = [
        cards(&[10, 5]),
        cards(&[12, 0]),
        cards(&[13, 3]),
        cards(&[]),
        cards(&[]),
    ];
    g.chips = [5, 8, 4, 0, 0];
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![20, 20, 20]);
    assert_eq!(o.wins, vec![0.0, 1.0, 0.0], "most chips breaks the tie");
    g.chips = [8, 8, 1, 0, 0];
    g.cheques[2] = cards(&[14, 5]);
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![23, 20, 20]);
    assert_eq!(o.wins, vec![1.0, 0.0, 0.0]);
    g.cheques[1] = cards(&[10, 5]);
    let o = g.outcome().unwrap();
    assert_eq!(o.wins, vec![0.5, 0.5, 0.0], "still tied: shared");
}

#[test]
fn fs8_views_show_chips_and_buildings_but_hide_the_decks() {
    let mut g = new(4, 10);
    let s = bidder(&g);
    act(&mut g, s, Action::Bid(3));
    let v = g.view(Viewer::Seat((s + 1) % 4));
    assert_eq!(v.seats[s].chips, 12, "chips are public");
    assert_eq!(v.seats[s].bid, 3);
    // Two games that differ only in deck order look the same to everyone.
    let mut other = g.clone();
    other.building_deck.reverse();
    other.cheque_deck.reverse();
    assert_ne!(other, g);
    for viewer in [Viewer::Seat(0), Viewer::Seat(3), Viewer::Spectator] {
        assert_eq!(other.view(viewer), g.view(viewer));
    }
    let text = serde_json::to_string(&g.view(Viewer::Seat(0))).unwrap();
    assert!(
        !text.contains("deck\":["),
        "no deck contents in a view: {text}"
    );
}

//! One test (at least) per ruling, named after it.

use urbs_engine::{Game, Seat, SeatSet, Table, ToAct, Viewer};

use crate::{Action, Buildings, Event, ForSale, Options, Phase};

fn cards(values: &[u8]) -> crate::state::Cards {
    values.iter().copied().collect()
}

fn new(players: usize, seed: u64) -> ForSale {
    ForSale::new(players, &Options::default(), seed).unwrap()
}

fn variant(players: usize, seed: u64) -> ForSale {
    ForSale::new(players, &Options { variant: true }, seed).unwrap()
}

fn act(g: &mut ForSale, seat: Seat, a: Action) -> Vec<Event> {
    let mut events = Vec::new();
    g.apply(seat, &a, &mut events)
        .unwrap_or_else(|e| panic!("{a} by {seat}: {e}"));
    events
}

fn bidder(g: &ForSale) -> Seat {
    match g.to_act() {
        ToAct::Seat(s) => s,
        other => panic!("expected one bidder, got {other:?}"),
    }
}

/// Puts exactly `display` on offer (swapping cards with the deck or the
/// removed pile, so every card stays conserved) and lets `opener` bid first.
fn stage_auction(g: &mut ForSale, display: &[u8], opener: Seat) {
    assert_eq!(g.display.len(), display.len());
    for (i, &want) in display.iter().enumerate() {
        let cur = g.display[i];
        if cur == want {
            continue;
        }
        if let Some(j) = g.display.iter().position(|&b| b == want) {
            g.display.swap(i, j);
            continue;
        }
        let place = g
            .building_deck
            .iter_mut()
            .chain(g.removed_buildings.iter_mut())
            .find(|b| **b == want)
            .expect("the building is somewhere");
        *place = cur;
        g.display[i] = want;
    }
    g.display.sort_unstable();
    g.bidder = opener as u8;
    g.check_invariants().unwrap();
}

#[test]
fn fs1_setup_removes_two_of_each_unseen_with_three_players() {
    for seed in 0..50 {
        let g = new(3, seed);
        assert_eq!(g.removed_buildings.len(), 2);
        assert_eq!(g.removed_cheques.len(), 2);
        assert_eq!(g.building_deck.len() + g.display.len(), 18);
        assert_eq!(g.display.len(), 3, "3 players: 3 buildings per auction");
        let v = g.view(Viewer::Seat(0));
        assert_eq!(v.rounds, 6, "18 buildings / 3 players");
        assert_eq!(v.buildings_in_deck, 15);
        // The removed cards appear nowhere in the view.
        let json = serde_json::to_value(&v).unwrap();
        assert!(json.get("removed_buildings").is_none());
        g.check_invariants().unwrap();
    }
    for (players, rounds) in [(4, 5), (5, 4)] {
        let g = new(players, 3);
        assert!(g.removed_buildings.is_empty() && g.removed_cheques.is_empty());
        assert_eq!(g.view(Viewer::Spectator).rounds, rounds);
    }
}

#[test]
fn fs1_chips_and_decks_at_setup() {
    let g = new(4, 9);
    assert_eq!(&g.chips[..4], &[15; 4]);
    let mut cheques = g.cheque_deck.clone();
    cheques.sort_unstable();
    assert_eq!(cheques[..], crate::CHEQUES, "two $0M, then $3M..$20M");
}

#[test]
fn fs2_first_bidder_is_random_then_last_player_in_opens() {
    let mut counts = [0usize; 4];
    for seed in 0..400 {
        counts[bidder(&new(4, seed))] += 1;
    }
    // Uniform: 100 each expected; 60 is far below any plausible draw.
    assert!(counts.iter().all(|&c| c > 60), "{counts:?}");

    let mut g = new(4, 1);
    stage_auction(&mut g, &[2, 9, 14, 20], 1);
    act(&mut g, 1, Action::Bid(1));
    act(&mut g, 2, Action::Pass);
    act(&mut g, 3, Action::Pass);
    act(&mut g, 0, Action::Pass);
    // Player 1 was last in and opens the next auction.
    assert_eq!(bidder(&g), 1);
}

#[test]
fn fs3_bids_must_be_strictly_higher_and_within_chips() {
    let mut g = new(4, 2);
    stage_auction(&mut g, &[3, 5, 8, 13], 0);
    // The opener may pass without bidding, or bid 1 or more.
    let legal = g.legal_actions_vec(0);
    assert_eq!(legal[0], Action::Pass);
    assert_eq!(legal.len(), 16, "pass and bids 1..=15");
    act(&mut g, 0, Action::Bid(4));
    let before = g.clone();
    let mut events = Vec::new();
    let err = g.apply(1, &Action::Bid(4), &mut events).unwrap_err();
    assert_eq!(err.rule, "FS-3");
    assert!(err.message.contains("higher"), "{err}");
    assert_eq!(g, before, "an illegal bid changes nothing");
    assert!(events.is_empty());
    let err = g.apply(1, &Action::Bid(16), &mut events).unwrap_err();
    assert_eq!(err.rule, "FS-3");
    assert!(err.message.contains("at most 15"));
    // Raising: player 0 already has 4 in the middle, may raise to all 15.
    act(&mut g, 1, Action::Bid(5));
    act(&mut g, 2, Action::Pass);
    act(&mut g, 3, Action::Pass);
    assert_eq!(bidder(&g), 0);
    assert_eq!(g.legal_actions_vec(0).last(), Some(&Action::Bid(15)));
    act(&mut g, 0, Action::Bid(15));
    assert_eq!(g.chips[0], 0, "all chips are in the middle");
    // Out of turn: a TURN error.
    let err = g.apply(3, &Action::Pass, &mut events).unwrap_err();
    assert_eq!(err.rule, "TURN");
}

#[test]
fn fs4_passing_takes_cheapest_and_half_back_rounded_up() {
    let mut g = new(4, 3);
    stage_auction(&mut g, &[3, 5, 8, 13], 0);
    act(&mut g, 0, Action::Bid(5));
    act(&mut g, 1, Action::Bid(6));
    act(&mut g, 2, Action::Pass); // never bid: pays nothing
    assert!(g.holdings[2].contains(3));
    assert_eq!(g.chips[2], 15);
    let ev = act(&mut g, 3, Action::Pass);
    assert!(g.holdings[3].contains(5));
    assert_eq!(
        ev[0],
        Event::Passed {
            seat: 3,
            building: Some(5),
            refund: 0,
            paid: 0
        }
    );
    let ev = act(&mut g, 0, Action::Pass);
    // Bid 5: 3 back (rounded up), 2 to the bank.
    assert_eq!(
        ev[0],
        Event::Passed {
            seat: 0,
            building: Some(8),
            refund: 3,
            paid: 2
        }
    );
    assert_eq!(g.chips[0], 13);
    assert_eq!(g.bank, 2 + 6);
}

#[test]
fn fs5_last_player_in_pays_everything_for_the_best_building() {
    let mut g = new(3, 4);
    stage_auction(&mut g, &[1, 10, 19], 2);
    act(&mut g, 2, Action::Bid(3));
    act(&mut g, 0, Action::Bid(7));
    act(&mut g, 1, Action::Pass);
    let ev = act(&mut g, 2, Action::Pass);
    assert!(ev.contains(&Event::Bought {
        seat: 0,
        building: 19,
        paid: 7
    }));
    assert_eq!(g.chips[0], 8);
    assert!(g.holdings[0].contains(19));
    assert_eq!(bidder(&g), 0, "the buyer opens the next auction");
}

#[test]
fn fs5_phase_one_ends_when_the_deck_is_used_up() {
    let mut g = new(4, 5);
    let mut auctions = 0;
    while g.phase() == Phase::Buying {
        let seat = bidder(&g);
        if act(&mut g, seat, Action::Pass)
            .iter()
            .any(|e| matches!(e, Event::Bought { .. }))
        {
            auctions += 1;
        }
    }
    assert_eq!(auctions, 5);
    assert!((0..4).all(|s| g.holdings[s].len() == 5));
    assert_eq!(g.to_act(), ToAct::Simultaneous(SeatSet::all(4)));
}

/// Plays phase 1 by passing, so the game is in phase 2.
fn to_phase_two(mut g: ForSale) -> ForSale {
    while g.phase() == Phase::Buying {
        let s = bidder(&g);
        act(&mut g, s, Action::Pass);
    }
    g
}

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

#[test]
fn table_replay_reproduces_a_game() {
    let mut t = Table::<ForSale>::new(5, &Options::default(), 99).unwrap();
    while let Some(s) = t.to_act().seats().first() {
        let legal = t.legal_actions(s);
        let a = legal[legal.len() / 2];
        t.apply(s, &a).unwrap();
    }
    let again = Table::<ForSale>::from_replay(&t.replay()).unwrap();
    assert_eq!(again.state(), t.state());
    assert_eq!(
        serde_json::to_string(again.state()).unwrap(),
        serde_json::to_string(t.state()).unwrap()
    );
}

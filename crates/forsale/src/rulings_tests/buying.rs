//! Phase 1, the auctions (FS-1 .. FS-5).

use super::*;

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

//! The turn: setup (MP-1), its steps (MP-2) and taking lots (MP-3, MP-4).

use urbs_engine::{Game, ToAct};

use crate::state::Phase;
use crate::test_util::*;
use crate::{Event, Metropolis};

#[test]
fn mp1_setup_deals_24_lots_evenly_and_four_face_up() {
    for (players, each) in [(2, 12), (3, 8), (4, 6), (5, 4)] {
        for seed in 0..20 {
            let g = game(players, seed);
            for s in 0..players {
                assert_eq!(g.tokens[s].len(), each, "{players} players");
            }
            assert_eq!(g.face_up.len(), 4);
            assert_eq!(g.deck.len(), 80 - 4 - players * each);
            assert!(g.buildings.is_empty());
            assert_eq!(g.phase, Phase::Take);
            g.check_invariants().unwrap();
        }
    }
    // The start player is drawn at random.
    let mut counts = [0; 4];
    for seed in 0..400 {
        counts[game(4, seed).active as usize] += 1;
    }
    assert!(counts.iter().all(|&c| c > 60), "{counts:?}");
    assert_ne!(game(4, 1), game(4, 2));
    assert_eq!(game(4, 1), game(4, 1), "the same seed deals the same");
}

#[test]
fn mp2_a_turn_takes_a_lot_turns_up_another_then_deals_builds_or_ends() {
    let mut g = game(3, 5);
    clear(&mut g);
    own(&mut g, 0, &[45]);
    show(&mut g, &[10, 20, 30, 50]);
    turn(&mut g, 0, Phase::Take);
    // Step 1 first: no building or proposal before taking a lot.
    assert!(refuse(&mut g, 0, "build house 45").rule == "MP-2");
    assert!(refuse(&mut g, 0, "propose").rule == "MP-2");
    let deck = g.deck.len();
    let events = act(&mut g, 0, "take 20");
    assert!(matches!(events[0], Event::Took { seat: 0, .. }));
    assert!(matches!(events[1], Event::TurnedUp { last: false, .. }));
    assert_eq!(g.face_up.len(), 4, "step 2: a replacement is turned up");
    assert_eq!(g.deck.len(), deck - 1);
    assert!(g.tokens[0].contains(lot(20)));
    assert_eq!(g.phase, Phase::Main);
    // Steps 3-5: deals and one build are optional.
    let options = legal(&g, 0);
    assert!(options.contains(&"propose".into()));
    assert!(options.contains(&"build house 45".into()));
    assert!(options.contains(&"end".into()));
    act(&mut g, 0, "end");
    assert_eq!(g.to_act(), ToAct::Seat(1));
    assert_eq!(g.phase, Phase::Take);
    // A build ends the turn (MP-P6): at most one building.
    turn(&mut g, 0, Phase::Main);
    act(&mut g, 0, "build house 45");
    assert_eq!(g.to_act(), ToAct::Seat(1));
}

#[test]
fn mp2_without_lots_a_turn_has_no_step_1() {
    let mut g = game(2, 3);
    clear(&mut g);
    own(&mut g, 0, &[10]);
    // Every lot but four is owned, the four are face up, the deck is empty.
    let vacant: Vec<u8> = g.deck.iter().map(|l| l.number()).collect();
    own(&mut g, 1, &vacant);
    assert!(g.deck.is_empty());
    let up: Vec<u8> = g.face_up.iter().map(|l| l.number()).collect();
    own(&mut g, 1, &up);
    assert!(g.face_up.is_empty());
    turn(&mut g, 0, Phase::Take);
    g.end_turn(&mut Vec::new());
    assert_eq!(g.phase, Phase::Main, "nothing to take: straight to step 3");
}

/// Block 2 crowded: player 1 on 20 21 22, player 2 on 25 26 (5 occupied).
fn crowded() -> Metropolis {
    let mut g = game(3, 11);
    clear(&mut g);
    own(&mut g, 1, &[20, 21, 22]);
    own(&mut g, 2, &[25, 26]);
    g
}

#[test]
fn mp3_a_crowded_block_refuses_lots_beside_other_players_lots() {
    let mut g = crowded();
    show(&mut g, &[27, 23, 24, 35]);
    turn(&mut g, 0, Phase::Take);
    // 27 touches 22 and 26, 23 touches 22: others' lots only.
    let err = refuse(&mut g, 0, "take 27");
    assert_eq!(err.rule, "MP-3");
    assert!(err.message.contains("crowded"), "{err}");
    refuse(&mut g, 0, "take 23");
    // Another block is not crowded.
    act(&mut g, 0, "take 35");
}

#[test]
fn mp3_a_block_of_four_occupied_lots_is_not_crowded() {
    let mut g = game(3, 11);
    clear(&mut g);
    own(&mut g, 1, &[20, 21, 22]);
    own(&mut g, 2, &[25]);
    show(&mut g, &[26, 27, 23, 35]);
    turn(&mut g, 0, Phase::Take);
    act(&mut g, 0, "take 26");
}

#[test]
fn mp3_exception_a_lot_beside_one_of_your_own() {
    let mut g = crowded();
    own(&mut g, 0, &[29]);
    show(&mut g, &[28, 27, 23, 35]);
    turn(&mut g, 0, Phase::Take);
    // 28 touches 29, which is player 0's.
    assert_eq!(legal(&g, 0), ["take 28", "take 35"]);
    act(&mut g, 0, "take 28");
}

#[test]
fn mp3_exception_a_lot_beside_your_own_building_mp_p1() {
    let mut g = crowded();
    put(&mut g, 0, "house", &[29]);
    show(&mut g, &[28, 27, 23, 35]);
    turn(&mut g, 0, Phase::Take);
    // MP-P1: the house bears player 0's token, so player 0 occupies 29.
    act(&mut g, 0, "take 28");
}

#[test]
fn mp_p1_a_building_counts_all_its_lots_as_occupied() {
    // The seed's reading: "an apartment counts as 3 built lots".
    let mut g = game(3, 11);
    clear(&mut g);
    put(&mut g, 1, "apartments", &[20, 21, 25]);
    own(&mut g, 2, &[23, 28]);
    show(&mut g, &[27, 24, 29, 35]);
    turn(&mut g, 0, Phase::Take);
    // 3 + 2 = 5 occupied: crowded. 27 touches 28 (player 2); 24 touches 23.
    refuse(&mut g, 0, "take 27");
    refuse(&mut g, 0, "take 24");
    // Player 1 occupies the apartments' lots, so 26 (beside 21 and 25) is theirs
    // to take; 29 touches only 28 and 24.
    turn(&mut g, 1, Phase::Take);
    show(&mut g, &[26, 24, 29, 35]);
    assert_eq!(legal(&g, 1), ["take 26", "take 35"]);
}

#[test]
fn mp3_exception_a_lot_beside_no_occupied_lot() {
    let mut g = crowded();
    show(&mut g, &[24, 27, 23, 35]);
    turn(&mut g, 0, Phase::Take);
    // 24 touches 23 and 29, both vacant.
    act(&mut g, 0, "take 24");
}

/// Blocks 2 and 3 crowded by players 1 and 2, and the four face-up lots
/// all beside their lots.
fn nothing_to_take() -> Metropolis {
    let mut g = crowded();
    own(&mut g, 1, &[30, 31, 32]);
    own(&mut g, 2, &[35, 36]);
    show(&mut g, &[23, 27, 33, 37]);
    turn(&mut g, 0, Phase::Take);
    g
}

#[test]
fn mp4_forced_gift_to_a_player_who_could_take_the_lot() {
    let mut g = nothing_to_take();
    let err = refuse(&mut g, 0, "take 27");
    assert!(err.message.contains("give one away"), "{err}");
    // 23 touches only player 1's 22; 27 touches 22 (player 1) and 26 (player 2).
    assert_eq!(
        legal(&g, 0),
        [
            "gift 23 to 1",
            "gift 27 to 1",
            "gift 27 to 2",
            "gift 33 to 1",
            "gift 37 to 1",
            "gift 37 to 2"
        ]
    );
    assert_eq!(refuse(&mut g, 0, "gift 23 to 2").rule, "MP-4");
    assert_eq!(refuse(&mut g, 0, "gift 23 to 0").rule, "MP-4");
    let events = act(&mut g, 0, "gift 27 to 2");
    assert_eq!(
        events[0],
        Event::Gave {
            seat: 0,
            lot: lot(27),
            to: 2
        }
    );
    assert!(g.tokens[2].contains(lot(27)));
    assert!(!g.tokens[0].contains(lot(27)));
    assert_eq!(g.phase, Phase::Main, "the turn goes on");
}

#[test]
fn mp4_no_gift_while_a_lot_may_be_taken() {
    let mut g = nothing_to_take();
    show(&mut g, &[23, 27, 33, 44]);
    assert_eq!(refuse(&mut g, 0, "gift 23 to 1").rule, "MP-4");
    assert_eq!(legal(&g, 0), ["take 44"]);
}

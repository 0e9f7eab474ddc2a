//! One test (at least) per ruling, named after it: MP-1 .. MP-6, MP-9 ..
//! MP-11 and the project's rulings on them. The chart (MP-7) is in
//! `chart_tests.rs`, deals (MP-8) in `deal_tests.rs`.

use urbs_engine::{Game, ToAct, Viewer};

use crate::state::{EndReason, Phase};
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

#[test]
fn mp5_build_on_your_own_occupied_unbuilt_lots() {
    let mut g = game(3, 2);
    clear(&mut g);
    own(&mut g, 0, &[40, 41, 45, 46]);
    turn(&mut g, 0, Phase::Main);
    let options = legal(&g, 0);
    for b in [
        "build house 40",
        "build store 40 41",
        "build store 40 45",
        "build apartments 40 41 45",
        "build factory 40 41 45 46",
    ] {
        assert!(options.contains(&b.to_string()), "{b}: {options:?}");
    }
    assert!(!options.iter().any(|o| o.starts_with("build school")));
    let events = act(&mut g, 0, "build factory 40 41 45 46");
    let Event::Built { building } = events[0] else {
        panic!("{events:?}")
    };
    assert_eq!(building.builder, 0);
    assert!(building.special, "45 and 46 are on the river");
    assert!(g.tokens[0].is_empty(), "the lots' tokens come off");
    assert_eq!(g.built_by[0], lots(&[40, 41, 45, 46]));
    assert_eq!(
        g.remaining[crate::Kind::keyed("factory").unwrap().index()],
        2
    );
    assert_eq!(g.value(&g.buildings[0]), 14, "factory on the river");
}

#[test]
fn mp5_no_build_on_vacant_built_or_others_lots_or_in_the_wrong_shape() {
    let mut g = game(3, 2);
    clear(&mut g);
    own(&mut g, 0, &[40, 41, 45]);
    own(&mut g, 1, &[46]);
    put(&mut g, 0, "house", &[42]);
    turn(&mut g, 0, Phase::Main);
    let err = refuse(&mut g, 0, "build store 44 49");
    assert_eq!(err.rule, "MP-5");
    assert!(err.message.contains("vacant"), "{err}");
    assert_eq!(refuse(&mut g, 0, "build store 41 42").rule, "MP-5");
    let err = refuse(&mut g, 0, "build factory 40 41 45 46");
    assert_eq!(err.rule, "MP-5");
    assert!(err.message.contains("player 1"), "{err}");
    let err = refuse(&mut g, 0, "build school 40 41 45");
    assert!(err.message.contains("shape"), "{err}");
    // Every house built: none left to build.
    for n in [10, 11, 12, 13, 14] {
        put(&mut g, 2, "house", &[n]);
    }
    let err = refuse(&mut g, 0, "build house 40");
    assert!(err.message.contains("every House"), "{err}");
}

/// Player 0 on 40 45, player 1 on 41 46: a factory needs player 1's consent.
fn half_a_factory(players: usize) -> Metropolis {
    let mut g = game(players, 4);
    clear(&mut g);
    own(&mut g, 0, &[40, 45]);
    own(&mut g, 1, &[41, 46]);
    turn(&mut g, 0, Phase::Main);
    g
}

#[test]
fn mp5_consent_lets_you_build_on_another_players_lots_this_turn() {
    let mut g = half_a_factory(3);
    assert_eq!(refuse(&mut g, 0, "build factory 40 41 45 46").rule, "MP-5");
    propose(&mut g, 0, 1);
    act(&mut g, 0, "consent factory 40 41 45 46");
    act(&mut g, 0, "send");
    act(&mut g, 1, "accept");
    assert_eq!(g.consents.len(), 1);
    act(&mut g, 0, "build factory 40 41 45 46");
    assert_eq!(g.buildings[0].builder, 0, "the builder's token goes on it");
    assert_eq!(
        g.buildings[0].shares, [0; 5],
        "consent alone gives no share"
    );
    assert!(g.tokens[1].is_empty());
    assert_eq!(g.scores()[..2], [14, 0]);
}

#[test]
fn mp5_consent_lapses_when_the_turn_ends() {
    let mut g = half_a_factory(2);
    propose(&mut g, 0, 1);
    act(&mut g, 0, "consent factory 40 41 45 46");
    act(&mut g, 0, "send");
    act(&mut g, 1, "accept");
    act(&mut g, 0, "end");
    turn(&mut g, 0, Phase::Main);
    assert_eq!(refuse(&mut g, 0, "build factory 40 41 45 46").rule, "MP-5");
}

#[test]
fn mp6_joint_building_shares_round_down_and_the_builder_keeps_the_rest() {
    let mut g = half_a_factory(3);
    propose(&mut g, 0, 1);
    act(&mut g, 0, "consent factory 40 41 45 46");
    // Shares are tens of percent (MP-P4), up to all of it.
    let shares: Vec<String> = legal(&g, 0)
        .into_iter()
        .filter(|a| a.starts_with("share"))
        .collect();
    assert_eq!(shares.len(), 10);
    assert_eq!(refuse(&mut g, 0, "share 35").rule, "MP-P4");
    act(&mut g, 0, "share 30");
    act(&mut g, 0, "send");
    act(&mut g, 1, "accept");
    act(&mut g, 0, "build factory 40 41 45 46");
    assert_eq!(g.buildings[0].shares[1], 30);
    // 30% of 14 is 4.2: player 1 gets 4, the builder the other 10.
    assert_eq!(g.scores(), [10, 4, 0]);
}

#[test]
fn mp6_three_owners_build_a_mall_together() {
    let mut g = game(3, 8);
    clear(&mut g);
    own(&mut g, 0, &[10, 15]);
    own(&mut g, 1, &[11, 16]);
    own(&mut g, 2, &[12, 17]);
    turn(&mut g, 0, Phase::Main);
    for (partner, share) in [(1, 30), (2, 40)] {
        propose(&mut g, 0, partner);
        act(&mut g, 0, "consent mall 10 11 12 15 16 17");
        act(&mut g, 0, &format!("share {share}"));
        act(&mut g, 0, "send");
        act(&mut g, partner, "accept");
        if partner == 1 {
            // Player 2 has not consented yet.
            assert_eq!(
                refuse(&mut g, 0, "build mall 10 11 12 15 16 17").rule,
                "MP-5"
            );
        }
    }
    act(&mut g, 0, "build mall 10 11 12 15 16 17");
    // Mall outside downtown, no residences: 18. 30% -> 5, 40% -> 7, rest 6.
    assert_eq!(g.scores(), [6, 5, 7]);
}

#[test]
fn mp6_shares_of_several_owners_never_pass_100_percent() {
    let mut g = game(3, 8);
    clear(&mut g);
    own(&mut g, 0, &[10]);
    own(&mut g, 1, &[11, 15]);
    own(&mut g, 2, &[16]);
    turn(&mut g, 0, Phase::Main);
    propose(&mut g, 0, 1);
    act(&mut g, 0, "consent factory 10 11 15 16");
    act(&mut g, 0, "share 70");
    act(&mut g, 0, "send");
    act(&mut g, 1, "accept");
    propose(&mut g, 0, 2);
    act(&mut g, 0, "consent factory 10 11 15 16");
    let shares: Vec<String> = legal(&g, 0)
        .into_iter()
        .filter(|a| a.starts_with("share"))
        .collect();
    assert_eq!(shares, ["share 10", "share 20", "share 30"]);
    assert_eq!(refuse(&mut g, 0, "share 40").rule, "MP-P4");
}

#[test]
fn mp6_only_4_and_6_lot_buildings_are_built_jointly() {
    let mut g = half_a_factory(3);
    propose(&mut g, 0, 1);
    act(&mut g, 0, "consent store 40 41");
    assert!(!legal(&g, 0).iter().any(|a| a.starts_with("share")));
    assert_eq!(refuse(&mut g, 0, "share 50").rule, "MP-6");
}

/// Packs every building but one house onto the board, player 1 building
/// them, and gives player 0 one lot (45) for the last house.
fn one_house_left() -> Metropolis {
    let mut g = game(3, 9);
    clear(&mut g);
    own(&mut g, 0, &[45]);
    let d = crate::data();
    let mut queue: Vec<crate::Kind> = Vec::new();
    for k in d.all_kinds() {
        let n = k.info().count - u8::from(k.key() == "house");
        queue.extend(std::iter::repeat_n(k, n as usize));
    }
    queue.sort_by_key(|k| std::cmp::Reverse(k.info().size));
    for kind in queue {
        let occupied = g.occupied();
        let spot = (0..d.blocks.len()).find_map(|b| {
            d.placements(kind, b)
                .iter()
                .find(|p| {
                    crate::LotSet::in_block(b, p.mask)
                        .intersection(occupied)
                        .is_empty()
                })
                .map(|p| crate::LotSet::in_block(b, p.mask).numbers())
        });
        let spot = spot.expect("room for every building");
        put(&mut g, 1, kind.key(), &spot);
    }
    turn(&mut g, 0, Phase::Main);
    g
}

#[test]
fn mp9_the_game_ends_when_the_last_building_is_placed() {
    let mut g = one_house_left();
    assert!(g.deck.len() > 1, "lots remain");
    let events = act(&mut g, 0, "build house 45");
    assert_eq!(g.phase, Phase::Over);
    assert_eq!(g.end, Some(EndReason::AllBuilt));
    assert!(matches!(
        events.last(),
        Some(Event::GameOver {
            reason: EndReason::AllBuilt,
            ..
        })
    ));
    assert!(g.outcome().is_some());
    assert!(legal(&g, 0).is_empty() && legal(&g, 1).is_empty());
}

#[test]
fn mp9_after_the_last_lot_card_every_player_has_one_more_turn() {
    let mut g = game(3, 12);
    clear(&mut g);
    own(&mut g, 2, &[10, 11]);
    // Leave one card face down.
    let keep = g.deck[0].number();
    let rest: Vec<u8> = g.deck[1..].iter().map(|l| l.number()).collect();
    own(&mut g, 2, &rest);
    assert_eq!(g.deck.len(), 1);
    turn(&mut g, 0, Phase::Take);
    // Player 2 crowds every block: player 0 may have to give the lot away.
    let first = legal(&g, 0)[0].clone();
    let events = act(&mut g, 0, &first);
    assert_eq!(
        events[1],
        Event::TurnedUp {
            lot: lot(keep),
            last: true
        }
    );
    act(&mut g, 0, "end");
    // Players 1, 2 and 0 each have one more turn.
    for seat in [1, 2, 0] {
        assert_eq!(g.to_act(), ToAct::Seat(seat), "one more turn each");
        if g.phase == Phase::Take {
            let take = legal(&g, seat)[0].clone();
            act(&mut g, seat, &take);
        }
        act(&mut g, seat, "end");
    }
    assert_eq!(g.phase, Phase::Over);
    assert_eq!(g.end, Some(EndReason::LotsRanOut));
}

#[test]
fn mp9_vacant_lots_are_still_room_so_the_game_goes_on() {
    let mut g = game(3, 13);
    clear(&mut g);
    own(&mut g, 0, &[45]);
    turn(&mut g, 0, Phase::Main);
    // No other lot is occupied, but every other lot is vacant and unbuilt:
    // it can still be taken, so a house still has room (MP-9).
    act(&mut g, 0, "build house 45");
    assert_eq!(g.end, None);
    assert_eq!(g.phase, Phase::Take);
}

#[test]
fn mp9_no_placement_counts_every_unbuilt_lot_vacant_or_occupied() {
    let d = crate::data::data();
    let house = crate::Kind::keyed("house").unwrap().index();
    let factory = crate::Kind::keyed("factory").unwrap().index();
    let mut g = game(3, 13);
    clear(&mut g);
    // Every lot but 45 and 46 is built on; 45 and 46 are vacant.
    let mut left = crate::LotSet::EMPTY;
    left.insert(lot(45));
    left.insert(lot(46));
    g.built_by[1] = d.all_lots.minus(left);
    g.remaining = [0; crate::MAX_KINDS];
    g.remaining[factory] = 1;
    // A factory does not fit on two lots: nothing can be placed.
    assert!(!g.any_placement());
    // A house fits on a vacant lot: that is room on the board.
    g.remaining[house] = 1;
    assert!(g.any_placement());
    // ... and on an occupied one, whoever owns it.
    g.built_by[1].insert(lot(46));
    g.tokens[2].insert(lot(45));
    assert!(g.any_placement());
    g.built_by[1].insert(lot(45));
    g.tokens[2] = crate::LotSet::EMPTY;
    assert!(!g.any_placement());
}

#[test]
fn mp9_nothing_placeable_counts_the_chart_and_ignores_consent() {
    let d = crate::data::data();
    let mut g = game(3, 13);
    clear(&mut g);
    put(&mut g, 1, "school", &[20, 21, 22]);
    own(&mut g, 2, &[23, 24, 28, 29]);
    // Every other lot is built on (MP-9 counts vacant lots too).
    let mut left = crate::LotSet::from_numbers(&[20, 21, 22, 23, 24, 28, 29]).unwrap();
    left = d.all_lots.minus(left);
    g.built_by[0] = left;
    // Only a factory left (the counts are forced: this checks the test alone).
    g.remaining = [0; crate::MAX_KINDS];
    g.remaining[crate::Kind::keyed("factory").unwrap().index()] = 1;
    // 23 24 28 29 fits a factory, but beside the school it is NA (MP-7).
    assert!(!g.any_placement());
    // A house fits on player 2's lots: whoever owns them, that counts.
    g.remaining[crate::Kind::keyed("house").unwrap().index()] = 1;
    turn_unchecked(&mut g, 0);
    assert!(g.any_placement());
}

fn turn_unchecked(g: &mut Metropolis, seat: usize) {
    g.active = seat as u8;
    g.phase = Phase::Main;
}

#[test]
fn mp10_scores_are_buildings_shares_and_points_and_ties_share_the_win() {
    let mut g = game(2, 14);
    clear(&mut g);
    put(&mut g, 0, "house", &[15]); // park view: 2
    put(&mut g, 1, "house", &[20]); // 1
    g.points[1] = 1;
    g.points[0] = -1;
    assert_eq!(g.scores(), [1, 2]);
    g.points = [0; 5];
    assert_eq!(g.scores(), [2, 1]);
    g.phase = Phase::Over;
    assert_eq!(g.outcome().unwrap().wins, [1.0, 0.0]);
    g.points[1] = 1;
    assert_eq!(g.outcome().unwrap().wins, [0.5, 0.5], "ties share");
}

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
    assert!(text.contains("45 F1"), "{text}");
    assert!(text.contains("62 p2"), "{text}");
    assert!(text.contains(" ~ "), "the river: {text}");
    assert!(text.contains("-[4]-center"), "{text}");
    assert!(text.contains("you (P2)"), "{text}");
}

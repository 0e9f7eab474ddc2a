//! The end of the game (MP-9) and the scores (MP-10).

use urbs_engine::{Game, ToAct};

use crate::action::EndReason;
use crate::state::Phase;
use crate::test_util::*;
use crate::{Event, Metropolis};

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

//! The play rulings FS-P1 .. FS-P5 (docs/rules/forsale.md), each tested
//! through the public table: what is offered, what is refused and why, and
//! what the log tells.

use urbs_engine::rand::RngExt;
use urbs_engine::{Seat, Table, Viewer, rng_from_seed};
use urbs_forsale::{Action, Event, ForSale, Options, Phase, START_CHIPS, View};

fn table(players: usize, seed: u64) -> Table<ForSale> {
    Table::new(players, &Options::default(), seed).unwrap()
}

fn seat_to_act(t: &Table<ForSale>) -> Seat {
    t.to_act().seats().first().expect("someone is to act")
}

/// Plays random legal actions to the end, calling `each` before every one.
fn play_randomly(t: &mut Table<ForSale>, seed: u64, mut each: impl FnMut(&Table<ForSale>, Seat)) {
    let mut rng = rng_from_seed(seed);
    while !t.is_over() {
        let seat = seat_to_act(t);
        each(t, seat);
        let legal = t.legal_actions(seat);
        let a = legal[rng.random_range(0..legal.len())];
        t.apply(seat, &a).unwrap();
    }
}

/// FS-P1: the actions offered, as the ruling lists them, derived from what
/// the player sees.
fn expected_actions(view: &View, seat: Seat) -> Vec<Action> {
    let me = &view.seats[seat];
    match view.phase {
        Phase::Buying => {
            let most = me.chips + me.bid;
            let mut out = vec![Action::Pass];
            out.extend((view.highest_bid + 1..=most).map(Action::Bid));
            out
        }
        _ => me.buildings.iter().map(|&b| Action::Sell(b)).collect(),
    }
}

#[test]
fn fsp1_actions_are_pass_every_bid_up_to_the_chips_and_every_sale() {
    for (players, seed) in [(3, 1), (4, 2), (5, 3)] {
        let mut t = table(players, seed);
        let mut checked = 0;
        play_randomly(&mut t, seed, |t, seat| {
            let view = t.view(Viewer::Seat(seat));
            let mut offered = t.legal_actions(seat);
            let mut expected = expected_actions(&view, seat);
            offered.sort_by_key(|a| a.to_string());
            expected.sort_by_key(|a| a.to_string());
            assert_eq!(offered, expected, "seat {seat} in {view:?}");
            checked += 1;
        });
        assert!(checked > 30, "{checked}");
    }
    // The text and JSON forms the ruling names.
    for (a, text, json) in [
        (Action::Bid(5), "bid 5", r#"{"bid":5}"#),
        (Action::Pass, "pass", r#""pass""#),
        (Action::Sell(17), "sell 17", r#"{"sell":17}"#),
    ] {
        assert_eq!(a.to_string(), text);
        assert_eq!(text.parse::<Action>(), Ok(a));
        assert_eq!(serde_json::to_string(&a).unwrap(), json);
        assert_eq!(serde_json::from_str::<Action>(json).unwrap(), a);
    }
}

#[test]
fn fsp2_the_last_player_in_buys_at_once_without_being_asked() {
    let mut buys = 0;
    for seed in 0..10 {
        let mut t = table(4, seed);
        let mut rng = rng_from_seed(seed);
        while t.state().phase() == Phase::Buying {
            let seat = seat_to_act(&t);
            let legal = t.legal_actions(seat);
            let a = legal[rng.random_range(0..legal.len())];
            let before = t.view(Viewer::Spectator);
            let events = t.apply(seat, &a).unwrap().to_vec();
            let in_before: Vec<Seat> = (0..4).filter(|&s| before.seats[s].in_auction).collect();
            if a == Action::Pass && in_before.len() == 2 {
                // The pass left one player in: the same action ends the
                // auction with that player's purchase (FS-5).
                let last = *in_before.iter().find(|&&s| s != seat).unwrap();
                let bought = events
                    .iter()
                    .find_map(|e| match e {
                        Event::Bought { seat, building, .. } => Some((*seat, *building)),
                        _ => None,
                    })
                    .expect("the last player in bought");
                assert_eq!(bought.0, last);
                assert_eq!(bought.1, *before.display.iter().max().unwrap());
                buys += 1;
            }
            // Nobody is ever asked to act alone in an auction.
            let now = t.view(Viewer::Spectator);
            if now.phase == Phase::Buying {
                let in_now = (0..4).filter(|&s| now.seats[s].in_auction).count();
                assert!(in_now >= 2 || now.display.is_empty(), "{now:?}");
            }
        }
    }
    assert!(buys > 40, "{buys}");
}

#[test]
fn fsp3_who_cannot_top_the_highest_bid_may_only_pass() {
    let mut t = table(3, 7);
    let opener = seat_to_act(&t);
    // The opener bids every chip: nobody can top 15.
    t.apply(opener, &Action::Bid(START_CHIPS)).unwrap();
    let next = seat_to_act(&t);
    assert_ne!(next, opener);
    assert_eq!(t.legal_actions(next), [Action::Pass]);
    let err = t.apply(next, &Action::Bid(START_CHIPS + 1)).unwrap_err();
    assert_eq!(err.rule, "FS-3");
    // And wherever it happens in play, a player whose chips and bid do not
    // reach above the highest bid is offered `pass` alone.
    let mut seen = 0;
    for seed in 0..20 {
        let mut t = table(5, seed);
        play_randomly(&mut t, seed, |t, seat| {
            let view = t.view(Viewer::Seat(seat));
            let me = &view.seats[seat];
            if view.phase == Phase::Buying && me.chips + me.bid <= view.highest_bid {
                assert_eq!(t.legal_actions(seat), [Action::Pass], "{view:?}");
                seen += 1;
            }
        });
    }
    assert!(seen > 10, "{seen}");
}

#[test]
fn fsp4_errors_name_fs3_fs6_or_turn() {
    let mut t = table(3, 11);
    let opener = seat_to_act(&t);
    let other = (opener + 1) % 3;
    let refused = |t: &mut Table<ForSale>, seat: Seat, a: Action| {
        let before = t.state().clone();
        let err = t.apply(seat, &a).unwrap_err();
        assert_eq!(t.state(), &before, "{a} changed nothing");
        err.rule
    };
    assert_eq!(refused(&mut t, other, Action::Bid(1)), "TURN");
    assert_eq!(
        refused(&mut t, opener, Action::Bid(START_CHIPS + 1)),
        "FS-3"
    );
    assert_eq!(refused(&mut t, opener, Action::Sell(1)), "FS-3");
    t.apply(opener, &Action::Bid(3)).unwrap();
    let next = seat_to_act(&t);
    assert_eq!(refused(&mut t, next, Action::Bid(3)), "FS-3");
    assert_eq!(refused(&mut t, next, Action::Bid(2)), "FS-3");
    // Phase 2: bids and buildings not held name FS-6.
    let mut rng = rng_from_seed(1);
    while t.state().phase() == Phase::Buying {
        let seat = seat_to_act(&t);
        let legal = t.legal_actions(seat);
        t.apply(seat, &legal[rng.random_range(0..legal.len())])
            .unwrap();
    }
    let seat = t.to_act().seats().first().unwrap();
    let view = t.view(Viewer::Seat(seat));
    let not_held = (1..=30)
        .find(|b| !view.seats[seat].buildings.contains(b))
        .unwrap();
    assert_eq!(refused(&mut t, seat, Action::Sell(not_held)), "FS-6");
    assert_eq!(refused(&mut t, seat, Action::Bid(1)), "FS-6");
}

/// FS-P5: the log alone tells every seat's chips, buildings and cheques, as
/// the view shows them; and it never names a building chosen face down.
#[test]
fn fsp5_the_public_log_tells_what_the_view_shows_and_no_choice() {
    for (players, seed) in [(3, 4), (5, 5)] {
        let mut t = table(players, seed);
        play_randomly(&mut t, seed, |t, _| check_log_against_view(t, players));
        check_log_against_view(&t, players);
        let kinds: Vec<&str> = t
            .log()
            .iter()
            .map(|e| match e {
                Event::AuctionOpened { .. } => "opened",
                Event::Bid { .. } => "bid",
                Event::Passed { .. } => "passed",
                Event::Bought { .. } => "bought",
                Event::SaleOpened { .. } => "sale",
                Event::Chose { .. } => "chose",
                Event::Sold { .. } => "sold",
                _ => "other",
            })
            .collect();
        for kind in ["opened", "bid", "passed", "bought", "sale", "chose", "sold"] {
            assert!(kinds.contains(&kind), "no {kind} in the log");
        }
        for e in t.log() {
            if let Event::Chose { .. } = e {
                // Only who has chosen, never what: one number, the seat.
                let json = serde_json::to_string(e).unwrap();
                let numbers = json
                    .split(|c: char| !c.is_ascii_digit())
                    .filter(|n| !n.is_empty())
                    .count();
                assert_eq!(numbers, 1, "{json}");
                assert!(json.contains("seat"), "{json}");
            }
        }
    }
}

/// Between auctions (no chips in the middle) and in phase 2, each seat's
/// chips, buildings and cheques follow from the log.
fn check_log_against_view(t: &Table<ForSale>, players: usize) {
    let view = t.view(Viewer::Spectator);
    if view.phase == Phase::Buying && view.seats.iter().any(|s| s.bid > 0) {
        return;
    }
    let mut chips = vec![START_CHIPS as i64; players];
    let mut held: Vec<Vec<u8>> = vec![Vec::new(); players];
    let mut cheques: Vec<Vec<u8>> = vec![Vec::new(); players];
    for e in t.log() {
        match e {
            Event::Passed {
                seat,
                building,
                paid,
                ..
            } => {
                chips[*seat] -= *paid as i64;
                held[*seat].extend(building);
            }
            Event::Bought {
                seat,
                building,
                paid,
            } => {
                chips[*seat] -= *paid as i64;
                held[*seat].push(*building);
            }
            Event::Sold { sales } => {
                for s in sales {
                    held[s.seat].retain(|&b| b != s.building);
                    cheques[s.seat].push(s.cheque);
                }
            }
            _ => {}
        }
    }
    for s in 0..players {
        held[s].sort_unstable();
        let seat = &view.seats[s];
        assert_eq!(seat.chips as i64, chips[s], "seat {s} chips");
        if view.phase == Phase::Buying || seat.chosen {
            // A building put face down has left the hand shown.
            assert!(seat.buildings.iter().all(|b| held[s].contains(b)));
        } else {
            assert_eq!(seat.buildings, held[s], "seat {s} buildings");
        }
        assert_eq!(seat.cheques, cheques[s], "seat {s} cheques");
    }
}

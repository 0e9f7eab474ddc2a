//! Undo (rulings U-1 .. U-5) over random games of every game: what may be
//! taken back, and that taking it back reveals nothing: every viewer sees,
//! byte for byte, what it saw before the action undone.

use urbs_bots::Roster;
use urbs_catalog::{GAME_IDS, Visitor, with_game};
use urbs_engine::rand::RngExt;
use urbs_engine::undo::Barrier;
use urbs_engine::{Game, Seat, Step, Table, Viewer, rng_from_seed};

fn viewers(players: usize) -> Vec<Viewer> {
    (0..players)
        .map(Viewer::Seat)
        .chain([Viewer::Spectator])
        .collect()
}

/// Before each action of the record: the state and every viewer's view.
fn history<G: Game>(table: &Table<G>) -> Vec<(G, Vec<G::View>)> {
    let replay = table.replay();
    let mut again = Table::<G>::new(replay.players, &replay.options, replay.seed).unwrap();
    let all = viewers(replay.players);
    let mut out = Vec::new();
    for step in &replay.actions {
        let views = all.iter().map(|&v| again.view(v)).collect();
        out.push((again.state().clone(), views));
        again.apply(step.seat, &step.action).unwrap();
    }
    out
}

/// What the random games saw.
#[derive(Debug, Default)]
struct Tally {
    actions: usize,
    undos: usize,
    /// Undos with another seat's silent actions after the action undone.
    interleaved: usize,
    /// Undos of actions others could see (a build in Metropolis).
    public: usize,
    /// Undos of secret steps after which others acted for all to see.
    crossed: usize,
    barriers: [usize; 4],
}

struct Undo;

impl Visitor for Undo {
    type Out = Tally;
    fn visit<G: Roster>(self) -> Tally {
        let mut tally = Tally::default();
        for seed in 0..12u64 {
            let players = G::MIN_PLAYERS + seed as usize % (G::MAX_PLAYERS - G::MIN_PLAYERS + 1);
            random_game::<G>(players, seed, &mut tally);
        }
        tally
    }
}

/// Plays a random game in which players undo now and then, checking every
/// undo against the views before the action it took back.
fn random_game<G: Roster>(players: usize, seed: u64, tally: &mut Tally) {
    let mut rng = rng_from_seed(seed ^ 0x0dd0);
    let mut table = Table::<G>::new(players, &G::Options::default(), seed).unwrap();
    table.track_undo();
    let all = viewers(players);
    while !table.is_over() {
        let seats: Vec<Seat> = table.to_act().seats().iter().collect();
        // Now and then, the player who may take something back does.
        let undoer = (0..players).find(|&s| table.undoable(s) > 0);
        if let Some(s) = undoer
            && rng.random_bool(0.3)
        {
            check_undo(&mut table, s, &all, tally);
            continue;
        }
        let seat = seats[rng.random_range(0..seats.len())];
        let legal = table.legal_actions(seat);
        let action = legal[rng.random_range(0..legal.len())].clone();
        table.apply(seat, &action).unwrap();
        tally.actions += 1;
        let mark = table.marks().unwrap().last().copied().unwrap();
        if let Some(b) = mark.barrier {
            tally.barriers[b as usize] += 1;
        }
    }
    // After the end nothing can be taken back.
    for s in 0..players {
        assert_eq!(table.undoable(s), 0, "{}: undo after the end", G::ID);
    }
}

fn check_undo<G: Game>(table: &mut Table<G>, s: Seat, all: &[Viewer], tally: &mut Tally) {
    let marks = table.marks().unwrap().to_vec();
    let record: Vec<Step<G::Action>> = table.record().to_vec();
    let before = history(table);
    let now: Vec<G::View> = all.iter().map(|&v| table.view(v)).collect();
    let n = table.undoable(s);
    // The action taken back: `s`'s latest. Others may have acted since,
    // unseen by `s`, or seen when nobody else could see `s`'s step (U-1).
    let at = (0..record.len())
        .rev()
        .find(|&i| record[i].seat == s)
        .unwrap();
    assert!(marks[at].barrier.is_none());
    let later = &record[at + 1..];
    assert!(later.iter().all(|st| st.seat != s));
    let unseen_since = marks[at + 1..].iter().all(|m| m.silent);
    assert!(unseen_since || marks[at].silent);
    let taken = table.undo(s).unwrap();
    assert_eq!(taken, record[at]);
    assert_eq!(table.record().len(), record.len() - 1);
    assert_eq!(table.undoable(s), n - 1, "{}: one step at a time", G::ID);
    tally.undos += 1;
    tally.interleaved += usize::from(!later.is_empty());
    tally.crossed += usize::from(!unseen_since);
    tally.public += usize::from(!marks[at].silent);
    let (state_before, views_before) = &before[at];
    if later.is_empty() {
        // The whole game is as it was, byte for byte.
        assert_eq!(
            serde_json::to_string(table.state()).unwrap(),
            serde_json::to_string(state_before).unwrap(),
            "{}: state after undo",
            G::ID
        );
    }
    for (i, &v) in all.iter().enumerate() {
        let acted_since = !unseen_since || later.iter().any(|st| Some(st.seat) == v.seat());
        let seen = serde_json::to_string(&table.view(v)).unwrap();
        if !acted_since {
            // Every viewer without an action of its own since sees what it
            // saw before the action undone.
            assert_eq!(
                seen,
                serde_json::to_string(&views_before[i]).unwrap(),
                "{}: {v:?}'s view after {s} undid `{}`",
                G::ID,
                record[at].action
            );
        }
        if marks[at].silent && v != Viewer::Seat(s) {
            // Taking back what nobody else saw shows them nothing.
            assert_eq!(seen, serde_json::to_string(&now[i]).unwrap());
        }
    }
}

#[test]
fn undo_takes_back_only_what_reveals_nothing_in_every_game() {
    for id in GAME_IDS {
        let tally = with_game(id, Undo).unwrap();
        eprintln!("{id}: {tally:?}");
        assert!(tally.actions > 500, "{id}: {tally:?}");
        match *id {
            // U-4: every bid and pass gives the auction to the next bidder;
            // the phase-2 choice is made in one step and committed by it.
            "forsale" => assert_eq!(tally.undos, 0, "{id}: {tally:?}"),
            // U-2, U-3: every take turns up new money or a new building; a
            // pass ends the turn.
            "skyline" => assert_eq!(tally.undos, 0, "{id}: {tally:?}"),
            // CT-P: a build and its payments, step by step, while the
            // others decide at the same time in secret.
            "city" => {
                assert!(tally.undos > 50, "{id}: {tally:?}");
                assert!(tally.interleaved > 5, "{id}: {tally:?}");
                assert!(tally.crossed > 5, "{id}: {tally:?}");
            }
            // MP-P: a draft item by item, and a building before the turn ends.
            "metropolis" => {
                assert!(tally.undos > 50, "{id}: {tally:?}");
                assert!(tally.public > 5, "{id}: {tally:?}");
            }
            _ => unreachable!(),
        }
        // Every kind of barrier a game has shows up; Skyline's turns all
        // end with the money display refilled from the deck (a reveal).
        let kinds: &[Barrier] = match *id {
            "forsale" | "metropolis" => &[Barrier::Reveal, Barrier::TurnMoved],
            _ => &[Barrier::Chance, Barrier::Reveal],
        };
        for &b in kinds {
            assert!(tally.barriers[b as usize] > 0, "{id}: {b:?} {tally:?}");
        }
    }
}

/// Plays `seat`'s first legal action whose text starts with `prefix`.
fn play<G: Game>(table: &mut Table<G>, seat: Seat, prefix: &str) {
    let action = table
        .legal_actions(seat)
        .into_iter()
        .find(|a| a.to_string().starts_with(prefix))
        .unwrap_or_else(|| panic!("{}: no `{prefix}` for seat {seat}", G::ID));
    table.apply(seat, &action).unwrap();
}

fn first_to_act<G: Game>(table: &Table<G>) -> Seat {
    table.to_act().seats().first().unwrap()
}

#[test]
fn u4_a_bid_gives_the_auction_to_the_next_bidder_and_stays() {
    let mut t = Table::<urbs_forsale::ForSale>::new(4, &Default::default(), 3).unwrap();
    t.track_undo();
    let s = first_to_act(&t);
    play(&mut t, s, "bid");
    assert_eq!(t.undoable(s), 0);
    let e = t.undo(s).unwrap_err();
    assert_eq!(e.rule, "U-4", "{e}");
    assert_eq!(t.record().len(), 1, "a refused undo changes nothing");
}

#[test]
fn u3_taking_money_turns_up_new_cards_and_stays() {
    let mut t = Table::<urbs_skyline::Skyline>::new(3, &Default::default(), 5).unwrap();
    t.track_undo();
    let s = first_to_act(&t);
    play(&mut t, s, "take");
    let e = t.undo(s).unwrap_err();
    assert!(["U-2", "U-3"].contains(&e.rule), "{e}");
}

#[test]
fn u1_u5_a_secret_build_is_taken_back_whatever_the_others_decide_meanwhile() {
    use urbs_city::City;
    let mut t = Table::<City>::new(3, &Default::default(), 2).unwrap();
    t.track_undo();
    // CT-1: everyone keeps 5 of 7 cards, a discard at a time, in secret.
    play(&mut t, 0, "discard");
    let seen_by_1 = t.view(Viewer::Seat(1));
    play(&mut t, 1, "discard");
    play(&mut t, 2, "discard");
    // Seat 0 may still take its discard back: 1 and 2 acted, but in secret.
    assert_eq!(t.undoable(0), 1);
    let mine_before = t.view(Viewer::Seat(2));
    t.undo(0).unwrap();
    assert_eq!(t.view(Viewer::Seat(2)), mine_before, "2 sees nothing of it");
    assert_eq!(t.record().len(), 2);
    // Seat 1 takes its own back too, and sees what it saw before it.
    t.undo(1).unwrap();
    assert_eq!(t.view(Viewer::Seat(1)), seen_by_1);
    // Nothing of seat 0's is left to take back.
    assert_eq!(t.undo(0).unwrap_err().rule, "U-1");
}

#[test]
fn u1_u3_a_lot_is_taken_back_only_when_no_card_was_turned_up_for_it() {
    use urbs_metropolis::Metropolis;
    let (mut revealed, mut taken_back) = (false, false);
    for seed in 0..10 {
        let mut t = Table::<Metropolis>::new(3, &Default::default(), seed).unwrap();
        t.track_undo();
        let mut bots: Vec<_> = (0..3)
            .map(|s| urbs_bots::make_bot::<Metropolis>("greedy", s).unwrap())
            .collect();
        while !t.is_over() {
            let s = first_to_act(&t);
            let before: Vec<_> = (0..3).map(|v| t.view(Viewer::Seat(v))).collect();
            let action = urbs_bots::ask(bots[s].as_mut(), &t, s);
            t.apply(s, &action).unwrap();
            if !action.to_string().starts_with("take") {
                continue;
            }
            let other = (s + 1) % 3;
            assert_ne!(t.view(Viewer::Seat(other)), before[other], "others see it");
            if before[s].deck > 0 {
                // MP-2 step 2 turned up a new lot card.
                assert_eq!(t.undo(s).unwrap_err().rule, "U-3");
                revealed = true;
            } else {
                // The deck is empty: nothing was shown but the take itself,
                // and nobody has acted since.
                assert_eq!(t.undoable(other), 0);
                t.undo(s).unwrap();
                for (v, seen) in before.iter().enumerate() {
                    assert_eq!(t.view(Viewer::Seat(v)), *seen);
                }
                t.apply(s, &action).unwrap();
                taken_back = true;
            }
        }
        if revealed && taken_back {
            return;
        }
    }
    panic!("revealed {revealed}, taken back {taken_back}");
}

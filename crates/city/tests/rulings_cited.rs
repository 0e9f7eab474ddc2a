//! CT-P6 and CT-P7 (docs/rules/city.md), tested through the public table
//! over seeded random games.

use urbs_city::{Action, City, Options, Status, Step};
use urbs_engine::rand::RngExt;
use urbs_engine::{Seat, Table, Viewer, rng_from_seed};

/// Plays seeded random games of 2 to 5 players, calling `each` with the
/// table, the seat and the action before every action is applied.
fn play(mut each: impl FnMut(&Table<City>, Seat, &Action)) {
    for (players, seed) in [(2, 1), (3, 2), (4, 3), (5, 4)] {
        let mut t = Table::<City>::new(players, &Options::default(), seed).unwrap();
        let mut rng = rng_from_seed(seed);
        while !t.is_over() {
            let seats: Vec<Seat> = t.to_act().seats().iter().collect();
            let seat = seats[rng.random_range(0..seats.len())];
            let legal = t.legal_actions(seat);
            let a = legal[rng.random_range(0..legal.len())];
            each(&t, seat, &a);
            t.apply(seat, &a).unwrap();
        }
    }
}

#[test]
fn ctp6_a_card_set_aside_or_paid_stays_so_and_the_others_see_only_the_status() {
    let mut secret_steps = 0;
    play(|t, seat, a| {
        let mut after = t.clone();
        after.apply(seat, a).unwrap();
        let (mine_before, mine_after) =
            (t.view(Viewer::Seat(seat)), after.view(Viewer::Seat(seat)));
        let (Some(before), Some(now)) = (&mine_before.choice, &mine_after.choice) else {
            return;
        };
        // Still in the same step of the secret choice (the same cards to
        // put down in all): what was set aside or paid stays.
        let same_step = now.step == before.step
            && now.owed as usize + now.spent.len() == before.owed as usize + before.spent.len();
        if same_step {
            assert!(
                now.spent.starts_with(&before.spent),
                "{a}: {before:?} -> {now:?}"
            );
            if !before.building.is_empty() {
                assert!(now.building.starts_with(&before.building), "{a}");
            }
            if let Action::Pay(card) | Action::Discard(card) = a {
                assert_eq!(now.spent.last(), Some(card), "{a}");
                assert_eq!(now.spent.len(), before.spent.len() + 1, "{a}");
            }
        }
        // Nobody else sees more than the status while another seat is still
        // deciding (this action cannot be the last before the reveal).
        let was = t.view(Viewer::Spectator);
        let others = after.view(Viewer::Spectator);
        let another_deciding = was
            .seats
            .iter()
            .enumerate()
            .any(|(s, x)| s != seat && x.status == Status::Deciding);
        if another_deciding {
            secret_steps += 1;
            assert_eq!(others.discard_pile, was.discard_pile, "{a}");
            assert_eq!(others.contractors, was.contractors, "{a}");
            for (s, (x, y)) in was.seats.iter().zip(&others.seats).enumerate() {
                assert_eq!(x.hand, y.hand, "{a}: hand size of seat {s}");
                assert_eq!(x.tableau, y.tableau, "{a}: tableau of seat {s}");
            }
            let other = (seat + 1) % was.seats.len();
            let theirs = (t.view(Viewer::Seat(other)), after.view(Viewer::Seat(other)));
            assert_eq!(theirs.0.hand, theirs.1.hand, "{a}");
            assert_eq!(theirs.0.choice, theirs.1.choice, "{a}");
        }
    });
    assert!(secret_steps > 200, "{secret_steps}");
}

#[test]
fn ctp7_surveying_is_always_offered_also_to_who_could_build() {
    let mut could_build = 0;
    play(|t, seat, _| {
        let view = t.view(Viewer::Seat(seat));
        if view.choice.as_ref().map(|c| c.step) != Some(Step::Choose) {
            return;
        }
        // CT-2's choice: survey is offered, also beside every build the
        // player could make.
        let legal = t.legal_actions(seat);
        assert!(legal.contains(&Action::Survey), "{legal:?}");
        if legal.iter().any(|a| matches!(a, Action::Build(_))) {
            could_build += 1;
        }
    });
    assert!(could_build > 100, "{could_build}");
}

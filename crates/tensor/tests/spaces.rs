//! Every game's action space and observation, checked at every decision of
//! seeded random games.

use std::collections::HashSet;

use urbs_city::City;
use urbs_engine::rand::RngExt;
use urbs_engine::{Edition, Table, Viewer, rng_from_seed};
use urbs_forsale::ForSale;
use urbs_metropolis::Metropolis;
use urbs_skyline::Skyline;
use urbs_tensor::{BOUND, Encoding, fill_mask, legal_ids, observe};

/// Plays `games` random games of each player count, checking every seat
/// that must act at every step.
fn check_game<G: Encoding>(games: u64, max_steps: usize) {
    check_game_in::<G>(G::EDITION, games, max_steps);
}

/// [`check_game`] under `edition` of the rules (issue 28).
fn check_game_in<G: Encoding>(edition: Edition, games: u64, max_steps: usize) {
    let mut rng = rng_from_seed(7);
    let mut seen_ids = HashSet::new();
    for players in G::MIN_PLAYERS..=G::MAX_PLAYERS {
        for g in 0..games {
            let seed = g * 31 + players as u64;
            let mut table =
                Table::<G>::new_in(edition, players, &G::Options::default(), seed).unwrap();
            let mut steps = 0;
            while let Some(seat) = table.to_act().seats().first() {
                for s in table.to_act().seats().iter() {
                    check_decision(&table, s, &mut rng, &mut seen_ids);
                }
                let legal = table.legal_actions(seat);
                let a = legal[rng.random_range(0..legal.len())].clone();
                table.apply(seat, &a).unwrap();
                steps += 1;
                if steps == max_steps {
                    break;
                }
            }
            // The spectator's and a finished game's observations are
            // well-formed too.
            let obs = observe::<G>(&table.view(Viewer::Spectator), table.log());
            assert!(obs.iter().all(|x| x.is_finite()));
        }
    }
    assert!(
        seen_ids.len() > 10,
        "{}: ids seen {}",
        G::ID,
        seen_ids.len()
    );
}

fn check_decision<G: Encoding>(
    table: &Table<G>,
    seat: usize,
    rng: &mut urbs_engine::GameRng,
    seen: &mut HashSet<usize>,
) {
    let view = table.view(Viewer::Seat(seat));
    let legal = table.legal_actions(seat);
    // Every legal action has an id in range, its own, that maps back to it.
    let ids = legal_ids::<G>(&view, &legal);
    assert_eq!(ids.len(), legal.len(), "{}: an action without an id", G::ID);
    let distinct: HashSet<usize> = ids.iter().copied().collect();
    assert_eq!(
        distinct.len(),
        ids.len(),
        "{}: two actions share an id",
        G::ID
    );
    for (a, &id) in legal.iter().zip(&ids) {
        assert!(id < G::ACTIONS);
        assert_eq!(G::action(&view, id).as_ref(), Some(a), "{}: id {id}", G::ID);
        assert!(G::describe(id).is_some());
        seen.insert(id);
    }
    let mut mask = vec![9u8; G::ACTIONS];
    fill_mask::<G>(&view, &legal, &mut mask);
    assert_eq!(mask.iter().map(|&m| m as usize).sum::<usize>(), legal.len());
    assert!(ids.iter().all(|&id| mask[id] == 1));

    // The observation is finite, scaled well inside the bound (so that
    // holding values to it never changes one), and the same in every world
    // the seat cannot tell from this one.
    let obs = observe::<G>(&view, table.log());
    assert_eq!(obs.len(), G::LAYOUT.len());
    assert!(
        obs.iter().all(|x| x.is_finite() && x.abs() <= BOUND / 2.0),
        "{}: {obs:?}",
        G::ID
    );
    let world = G::sample(&view, table.log(), rng);
    let again = observe::<G>(&world.view(Viewer::Seat(seat)), table.log());
    assert_eq!(
        obs,
        again,
        "{}: the observation reads more than the view",
        G::ID
    );
}

#[test]
fn forsale_actions_and_observations() {
    check_game::<ForSale>(12, usize::MAX);
}

#[test]
fn skyline_actions_and_observations() {
    check_game::<Skyline>(4, usize::MAX);
}

#[test]
fn city_actions_and_observations() {
    check_game::<City>(2, 400);
}

#[test]
fn metropolis_actions_and_observations() {
    check_game::<Metropolis>(3, 600);
}

/// Issue 28: edition 1 of Metropolis (MP-5's straight Admin. Bldg.) has
/// every legal action in the one space too.
#[test]
fn metropolis_edition_1_actions_and_observations() {
    check_game_in::<Metropolis>(1, 3, 600);
}

#[test]
fn ids_past_the_space_name_nothing() {
    fn past<G: Encoding>() {
        assert!(G::describe(G::ACTIONS).is_none(), "{}", G::ID);
        assert!(G::describe(G::ACTIONS - 1).is_some(), "{}", G::ID);
    }
    past::<ForSale>();
    past::<Skyline>();
    past::<City>();
    past::<Metropolis>();
}

/// SK-13: a seat's observation holds every other hand as the public log
/// shows it, which is the hand itself.
#[test]
fn sk13_skyline_observations_recall_every_hand_from_the_log() {
    let layout = Skyline::LAYOUT.placed();
    let hand_of = |obs: &[f32], k: usize| -> Vec<f32> {
        let f = layout
            .iter()
            .find(|f| f.name == format!("seat{k}.hand"))
            .unwrap();
        obs[f.start..f.start + f.len].to_vec()
    };
    let known_of = |obs: &[f32], k: usize| -> f32 {
        let f = layout
            .iter()
            .find(|f| f.name == format!("seat{k}.hand_known"))
            .unwrap();
        obs[f.start]
    };
    let mut rng = rng_from_seed(3);
    let mut table = Table::<Skyline>::new(4, &Default::default(), 5).unwrap();
    for _ in 0..60 {
        let Some(seat) = table.to_act().seats().first() else {
            break;
        };
        let me = (seat + 1) % 4;
        let mine = observe::<Skyline>(&table.view(Viewer::Seat(me)), table.log());
        for k in 1..4 {
            let other = (me + k) % 4;
            let theirs = observe::<Skyline>(&table.view(Viewer::Seat(other)), table.log());
            assert_eq!(known_of(&mine, k), 1.0);
            assert_eq!(hand_of(&mine, k), hand_of(&theirs, 0), "seat {other}");
        }
        let legal = table.legal_actions(seat);
        let a = legal[rng.random_range(0..legal.len())];
        table.apply(seat, &a).unwrap();
    }
}

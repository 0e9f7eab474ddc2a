//! The playout policies read the sampled world directly; for For Sale,
//! Skyline and City they must choose exactly what the greedy bot chooses
//! from the same seat's view, at every decision of many games.

use urbs_city::City;
use urbs_engine::{Table, ToAct, rng_from_seed};
use urbs_forsale::ForSale;
use urbs_skyline::Skyline;

use crate::{Roster, ask, make_bot};

/// Plays `games` games per player count with greedy and random seats in
/// turn, and at every decision compares the policy on the state with the
/// greedy bot on the view.
fn policy_is_greedy<G: Roster>(players: &[usize], games: u64) -> usize {
    let mut policy = G::playout_policy().expect("a policy")();
    let mut rng = rng_from_seed(5);
    let mut checked = 0;
    for &n in players {
        for seed in 0..games {
            let mut table = Table::<G>::new(n, &G::Options::default(), seed).unwrap();
            let mut greedy = make_bot::<G>("greedy", seed).unwrap();
            let mut random = make_bot::<G>("random", seed).unwrap();
            let mut step = 0usize;
            loop {
                let seats: Vec<usize> = match table.to_act() {
                    ToAct::Over => break,
                    ToAct::Seat(s) => vec![s],
                    ToAct::Simultaneous(set) => set.iter().collect(),
                };
                for seat in seats {
                    let legal = table.legal_actions(seat);
                    let wanted = ask(greedy.as_mut(), &table, seat);
                    let got = policy.choose(table.state(), seat, &legal, &mut rng);
                    assert_eq!(
                        got.map(|i| &legal[i]),
                        Some(&wanted),
                        "{} seed {seed}, {n} players, step {step}, seat {seat}",
                        G::ID
                    );
                    checked += 1;
                    // Half the seats play at random, so that the policy
                    // meets positions greedy players never reach.
                    let action = if (seat + step) & 1 == 0 {
                        wanted
                    } else {
                        ask(random.as_mut(), &table, seat)
                    };
                    table.apply(seat, &action).unwrap();
                    step += 1;
                }
            }
        }
    }
    checked
}

#[test]
fn forsale_policy_is_the_greedy_bot() {
    assert!(policy_is_greedy::<ForSale>(&[3, 4, 5], 40) > 1000);
}

#[test]
fn skyline_policy_is_the_greedy_bot() {
    assert!(policy_is_greedy::<Skyline>(&[2, 3, 4, 6], 12) > 1000);
}

#[test]
fn city_policy_is_the_greedy_bot() {
    assert!(policy_is_greedy::<City>(&[2, 4, 5], 6) > 1000);
}

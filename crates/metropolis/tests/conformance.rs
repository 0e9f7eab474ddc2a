//! The engine's conformance harness, run on Metropolis for 2 to 5 players,
//! with and without point trades (more games under `scripts/soak.sh`:
//! `URBS_SOAK_GAMES` games per test).

use urbs_engine::conformance::{Conformance, soak_games};
use urbs_metropolis::{Metropolis, Options};

#[test]
fn conformance_default_options() {
    let games = soak_games(40, 4);
    let report = Conformance::<Metropolis>::new()
        .games(games)
        .seed(1)
        .view_every(3)
        .run();
    assert_eq!(report.games, 4 * games);
    assert!(report.illegal_checked > 10_000, "{report:?}");
}

#[test]
fn conformance_without_point_trades() {
    let games = soak_games(25, 4);
    let report = Conformance::<Metropolis>::new()
        .options([Options {
            no_point_trades: true,
        }])
        .games(games)
        .seed(2)
        .view_every(3)
        .run();
    assert_eq!(report.games, 4 * games);
}

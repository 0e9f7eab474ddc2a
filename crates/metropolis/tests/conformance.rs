//! The engine's conformance harness, run on Metropolis for 2 to 5 players,
//! with and without point trades.

use urbs_engine::conformance::Conformance;
use urbs_metropolis::{Metropolis, Options};

#[test]
fn conformance_default_options() {
    let report = Conformance::<Metropolis>::new()
        .games(40)
        .seed(1)
        .view_every(3)
        .run();
    assert_eq!(report.games, 160);
    assert!(report.illegal_checked > 10_000, "{report:?}");
}

#[test]
fn conformance_without_point_trades() {
    let report = Conformance::<Metropolis>::new()
        .options([Options {
            no_point_trades: true,
        }])
        .games(25)
        .seed(2)
        .view_every(3)
        .run();
    assert_eq!(report.games, 100);
}

//! The engine's conformance harness, run on Skyline for 2 to 6 players, with
//! hidden and with open hands.

use urbs_engine::conformance::Conformance;
use urbs_skyline::{Options, Skyline};

#[test]
fn conformance_hidden_hands() {
    let report = Conformance::<Skyline>::new()
        .games(60)
        .seed(1)
        .view_every(3)
        .run();
    assert_eq!(report.games, 300);
    assert!(report.illegal_checked > 10_000, "{report:?}");
    assert!(report.samples_checked > 5_000, "{report:?}");
}

#[test]
fn conformance_open_hands() {
    let report = Conformance::<Skyline>::new()
        .options([Options { open_hands: true }])
        .games(20)
        .seed(2)
        .view_every(3)
        .run();
    assert_eq!(report.games, 100);
}

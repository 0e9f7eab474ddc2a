//! The engine's conformance harness, run on City for 2 to 5 players.

use urbs_city::City;
use urbs_engine::conformance::Conformance;

#[test]
fn conformance_default_deck() {
    let report = Conformance::<City>::new()
        .games(30)
        .seed(1)
        .view_every(3)
        .rollout_every(25)
        .run();
    eprintln!("{report:?}");
    assert_eq!(report.games, 120);
}

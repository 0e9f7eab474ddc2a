//! The engine's conformance harness, run on For Sale with and without the
//! variant: 1,000 games per player count in CI, more under
//! `scripts/soak.sh` (`URBS_SOAK_GAMES` games per test).

use urbs_engine::conformance::{Conformance, soak_games};
use urbs_forsale::{ForSale, Options};

#[test]
fn conformance_base_game() {
    let games = soak_games(1000, 3);
    let report = Conformance::<ForSale>::new().games(games).seed(1).run();
    assert_eq!(report.games, 3 * games);
    assert!(report.illegal_checked > 10_000, "{report:?}");
}

#[test]
fn conformance_variant() {
    let games = soak_games(1000, 3);
    let report = Conformance::<ForSale>::new()
        .options([Options { variant: true }])
        .games(games)
        .seed(2)
        .run();
    assert_eq!(report.games, 3 * games);
}

//! The engine's conformance harness, run on Skyline for 2 to 6 players, with
//! hidden and with open hands (more games under `scripts/soak.sh`:
//! `URBS_SOAK_GAMES` games per test).

use urbs_engine::conformance::{Conformance, soak_games};
use urbs_skyline::{Options, Skyline};

#[test]
fn conformance_hidden_hands() {
    let games = soak_games(60, 5);
    let report = Conformance::<Skyline>::new()
        .games(games)
        .seed(1)
        .view_every(3)
        .run();
    assert_eq!(report.games, 5 * games);
    assert!(report.illegal_checked > 10_000, "{report:?}");
    assert!(report.samples_checked > 5_000, "{report:?}");
}

#[test]
fn conformance_open_hands() {
    let games = soak_games(20, 5);
    let report = Conformance::<Skyline>::new()
        .options([Options {
            open_hands: true,
            ..Options::default()
        }])
        .games(games)
        .seed(2)
        .view_every(3)
        .run();
    assert_eq!(report.games, 5 * games);
}

/// A printing of its own (SK-P9): other prices within the seed's ranges, and
/// a reference card that pays two ranks at A.
pub const OTHER_PRINTING: &str = r#"
name = "a test printing"
[buildings]
museum = [8, 8, 8, 2, 2, 2, 5]
theater = [9, 9, 9, 9, 9, 9, 9]
station = [4, 4, 4, 4, 10, 10, 10, 10, 7]
church = [5, 11, 5, 11, 5, 11, 5, 11, 8]
park = [12, 12, 12, 12, 12, 12, 6, 6, 6, 6, 6]
skyscraper = [13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 7]
[scoring]
a = [[2, 2, 2, 2, 2, 2], [1, 1, 1, 1, 1, 1]]
"#;

#[test]
fn conformance_with_a_user_deck() {
    let games = soak_games(20, 5);
    let report = Conformance::<Skyline>::new()
        .options([Options {
            deck: Some(OTHER_PRINTING.to_string()),
            ..Options::default()
        }])
        .games(games)
        .seed(3)
        .view_every(3)
        .run();
    assert_eq!(report.games, 5 * games);
    assert!(report.samples_checked > 300, "{report:?}");
}

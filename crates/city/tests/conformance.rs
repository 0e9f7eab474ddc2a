//! The engine's conformance harness, run on City for 2 to 5 players, with
//! the default deck and with a small user deck (more games under
//! `scripts/soak.sh`: `URBS_SOAK_GAMES` games per test).

use urbs_city::{City, DEFAULT_DECK, Options};
use urbs_engine::conformance::{Conformance, soak_games};

#[test]
fn conformance_default_deck() {
    let games = soak_games(45, 4);
    let report = Conformance::<City>::new()
        .games(games)
        .seed(1)
        .view_every(2)
        .rollout_every(15)
        .run();
    assert_eq!(report.games, 4 * games);
    assert!(report.samples_checked > 15_000, "{report:?}");
    assert!(report.illegal_checked > 15_000, "{report:?}");
}

/// A user deck: the default with fewer, pricier cards and no General
/// Contractor, so the game runs short of cards (CT-8) and plays without one.
#[test]
fn conformance_user_deck() {
    let text: String = DEFAULT_DECK
        .replace("contractor = true", "")
        .replace(
            "name = \"General Contractor\"\ncost = 0\nincome = 1\ncopies = 5\nlimit = 1\n",
            "name = \"Shack\"\ncost = 0\nincome = 1\ncopies = 5\nlimit = 1\n",
        )
        .replace("copies = 6", "copies = 2");
    let options = Options { deck: Some(text) };
    let games = soak_games(15, 4);
    let report = Conformance::<City>::new()
        .options([options])
        .games(games)
        .seed(2)
        .view_every(3)
        .rollout_every(20)
        .run();
    assert_eq!(report.games, 4 * games);
}

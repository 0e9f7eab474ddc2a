//! The engine's conformance harness, run on For Sale with and without the variant.

use urbs_engine::conformance::Conformance;
use urbs_forsale::{ForSale, Options};

#[test]
fn conformance_base_game() {
    let report = Conformance::<ForSale>::new().games(1000).seed(1).run();
    assert_eq!(report.games, 3000);
    assert!(report.illegal_checked > 10_000, "{report:?}");
}

#[test]
fn conformance_variant() {
    let report = Conformance::<ForSale>::new()
        .options([Options { variant: true }])
        .games(1000)
        .seed(2)
        .run();
    assert_eq!(report.games, 3000);
}

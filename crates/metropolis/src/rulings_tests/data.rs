//! The data file (MP-12): the rulings' board and buildings, every placement,
//! and bad files refused with their reasons.

use crate::data::{DEFAULT_TOML, Data, data};
use crate::lots::{Lot, LotSet};

fn lots(numbers: &[u8]) -> u16 {
    let set = LotSet::from_numbers(numbers).unwrap();
    set.block_mask(set.single_block().unwrap())
}

#[test]
fn mp12_default_data_has_the_rulings_board_and_buildings() {
    let d = data();
    assert_eq!(d.blocks.len(), 8);
    assert_eq!(d.all_lots.len(), 80);
    let counts: Vec<(&str, u8, u8)> = d
        .kinds
        .iter()
        .map(|k| (k.key.as_str(), k.size, k.count))
        .collect();
    assert_eq!(
        counts,
        vec![
            ("house", 1, 6),
            ("store", 2, 3),
            ("apartments", 3, 4),
            ("school", 3, 3),
            ("factory", 4, 3),
            ("admin", 4, 2),
            ("hospital", 4, 2),
            ("mall", 6, 2),
        ]
    );
    assert_eq!(d.kinds.iter().map(|k| k.count as u32).sum::<u32>(), 25);
    let joint: Vec<&str> = d
        .kinds
        .iter()
        .filter(|k| k.joint)
        .map(|k| k.key.as_str())
        .collect();
    assert_eq!(joint, ["factory", "admin", "hospital", "mall"], "MP-6");
    assert_eq!(
        d.park_view.numbers(),
        [15, 16, 17, 18, 19, 25, 40, 45, 60, 61, 62, 63, 64, 70]
    );
    assert_eq!(d.downtown.numbers(), (40..60).collect::<Vec<u8>>());
    assert_eq!(d.river.len(), 20);
    assert!(d.park_view.contains(Lot::numbered(45).unwrap()));
    assert!(d.river.contains(Lot::numbered(45).unwrap()));
    assert!(d.downtown.contains(Lot::numbered(45).unwrap()));
}

#[test]
fn mp12_adjacency_is_within_a_block_by_columns_and_across() {
    let adj = |n: u8| data().adjacent(Lot::numbered(n).unwrap()).numbers();
    assert_eq!(adj(10), [11, 15]);
    assert_eq!(adj(12), [11, 13, 17]);
    assert_eq!(adj(17), [12, 16, 18]);
    assert_eq!(adj(14), [13, 19]);
    // Streets separate blocks: 19 and 20, 14 and 15 are not neighbours.
    assert_eq!(adj(19), [14, 18]);
    assert_eq!(adj(20), [21, 25]);
}

/// The table of pairs side by side agrees with the adjacency, lot by lot,
/// for every set of a block's lots.
#[test]
fn mp12_pairs_within_a_block_are_its_lots_side_by_side() {
    let d = data();
    for block in 0..d.blocks.len() {
        for mask in 0..1u16 << 10 {
            let lots = LotSet::in_block(block, mask);
            let by_lot = lots
                .iter()
                .map(|l| d.adjacent(l).intersection(lots).len())
                .sum::<usize>()
                / 2;
            assert_eq!(
                d.pairs_within(block, mask),
                by_lot,
                "block {block}, {mask:#b}"
            );
        }
    }
    // A whole 2 x 5 block: 5 pairs across, 4 down each column.
    assert_eq!(d.pairs_within(0, (1 << 10) - 1), 13);
    assert_eq!(d.pairs_within(3, 0), 0);
}

#[test]
fn mp12_placements_cover_every_rotation_and_reflection() {
    let d = data();
    let count: Vec<usize> = d.all_kinds().map(|k| d.placements(k, 0).len()).collect();
    // house 10; store 8 upright + 5 across; apartments 4 per 2x2 square x 4;
    // school upright only; factory 4; admin (a T) upright, 3 x 2 sides;
    // hospital 4 orientations x 3; mall 3.
    assert_eq!(count, [10, 13, 16, 6, 4, 6, 12, 3]);
    for k in d.all_kinds() {
        for b in 1..8 {
            let masks = |b: usize| {
                d.placements(k, b)
                    .iter()
                    .map(|p| p.mask)
                    .collect::<Vec<_>>()
            };
            assert_eq!(masks(b), masks(0), "same grid");
        }
    }
    let factory = d.kind("factory").unwrap();
    assert!(d.placement(factory, 3, lots(&[40, 41, 45, 46])).is_some());
    assert!(d.placement(factory, 3, lots(&[40, 41, 42, 43])).is_none());
    let hospital = d.kind("hospital").unwrap();
    for l in [
        [40, 41, 42, 47],
        [45, 46, 47, 42],
        [40, 45, 46, 47],
        [40, 41, 42, 45],
    ] {
        assert!(d.placement(hospital, 3, lots(&l)).is_some(), "{l:?}");
    }
    assert!(
        d.placement(hospital, 3, lots(&[40, 41, 46, 47])).is_none(),
        "S, not L"
    );
    // River row: a factory covering one river lot is on the river.
    let river = d.placement(factory, 3, lots(&[41, 42, 46, 47])).unwrap();
    assert!(river.special);
    let mall = d.kind("mall").unwrap();
    assert!(
        d.placement(mall, 0, lots(&[10, 11, 12, 15, 16, 17]))
            .is_some()
    );
}

#[test]
fn mp12_bad_data_is_refused_with_a_reason() {
    let bad = DEFAULT_TOML.replace("count = 6", "count = 0");
    assert!(Data::from_toml(&bad).unwrap_err().contains("count"));
    let bad = DEFAULT_TOML.replace("count = 6", "count = 20");
    assert!(Data::from_toml(&bad).unwrap_err().contains("at most 32"));
    let bad = DEFAULT_TOML.replace("[10, 15], [11, 16]", "[10, 15], [11, 15]");
    assert!(Data::from_toml(&bad).unwrap_err().contains("twice"));
    let bad = DEFAULT_TOML.replace("plain = [1, 0, 1, 2, 2, 4]", "plain = [1, 0, 1, 2, 2]");
    assert!(Data::from_toml(&bad).unwrap_err().contains("cells"));
    let bad = DEFAULT_TOML.replace("\"NA\", 10, \"NA\"]", "\"no\", 10, \"NA\"]");
    assert!(Data::from_toml(&bad).unwrap_err().contains("no"));
    let bad = DEFAULT_TOML.replace(
        "joint = false\nshape = [\"#\"]",
        "joint = false\nshape = [\"#\"]\ncolour = 1",
    );
    assert!(Data::from_toml(&bad).unwrap_err().contains("colour"));
    assert_eq!(Data::from_toml(DEFAULT_TOML).as_ref(), Ok(data()));
}

#[test]
fn mp12_an_unknown_key_hides_no_other_problem() {
    let bad = DEFAULT_TOML
        .replace(
            "joint = false\nshape = [\"#\"]",
            "joint = false\nshape = [\"#\"]\ncolour = 1",
        )
        .replace("count = 6", "count = 0")
        .replacen("[chart]", "[chart]\nsparkle = true", 1);
    let e = Data::from_toml(&bad).unwrap_err();
    let lines: Vec<&str> = e.lines().collect();
    assert_eq!(lines.len(), 3, "{e}");
    let colour = bad.lines().position(|l| l == "colour = 1").unwrap() + 1;
    assert!(
        lines[0].starts_with(&format!("line {colour}: unknown key `colour` in buildings")),
        "{e}"
    );
    let sparkle = bad.lines().position(|l| l == "sparkle = true").unwrap() + 1;
    assert!(
        lines[1].starts_with(&format!("line {sparkle}: unknown key `sparkle` in chart")),
        "{e}"
    );
    assert!(
        lines[2].contains("count"),
        "the count of 0 is still found: {e}"
    );
}

//! MP-7 (NA and X cells refuse a build, in either order) and the appraisal
//! chart: every cell reached from a block's contents by a table-driven test.

use urbs_engine::Game;

use crate::chart::Cell;
use crate::data::{Kind, MAX_KINDS, data};
use crate::state::Phase;
use crate::test_util::*;

/// The seed's chart, written out again independently of the data file.
/// Table 1 columns: none, factory, store+factory, school, store, store+school.
const TABLE_1: [(&str, bool, [&str; 6]); 8] = [
    ("house", false, ["1", "0", "1", "2", "2", "4"]),
    ("house", true, ["2", "1", "2", "3", "3", "5"]),
    ("apartments", false, ["5", "2", "5", "8", "8", "15"]),
    ("apartments", true, ["8", "4", "7", "11", "11", "18"]),
    ("factory", false, ["10", "14", "X", "NA", "10", "NA"]),
    ("factory", true, ["14", "18", "X", "NA", "14", "NA"]),
    ("admin", false, ["12", "8", "X", "12", "12", "12"]),
    ("admin", true, ["20", "14", "X", "20", "20", "20"]),
];

/// Table 2 columns: 0, factory, 1 .. 8 residences ("-": blank, not possible).
const TABLE_2: [(&str, bool, [&str; 10]); 6] = [
    (
        "store",
        false,
        ["4", "4", "5", "6", "7", "8", "9", "10", "11", "12"],
    ),
    (
        "school",
        false,
        ["6", "NA", "7", "8", "10", "11", "12", "14", "16", "X"],
    ),
    (
        "hospital",
        false,
        ["14", "NA", "16", "18", "20", "22", "24", "26", "-", "-"],
    ),
    (
        "hospital",
        true,
        ["20", "NA", "22", "24", "26", "28", "30", "32", "-", "-"],
    ),
    (
        "mall",
        false,
        ["18", "18", "21", "24", "27", "30", "X", "X", "-", "-"],
    ),
    (
        "mall",
        true,
        ["26", "26", "29", "32", "35", "38", "X", "X", "-", "-"],
    ),
];

fn k(key: &str) -> Kind {
    Kind::keyed(key).unwrap()
}

fn expected(mark: &str) -> Cell {
    match mark {
        "NA" => Cell::NotAllowed,
        "X" | "-" => Cell::NotPossible,
        v => Cell::Value(v.parse().unwrap()),
    }
}

/// A block holding one building of `kind` and these others.
fn block_of(kind: Kind, others: &[(&str, u8)]) -> [u8; MAX_KINDS] {
    let mut counts = [0; MAX_KINDS];
    counts[kind.index()] += 1;
    for &(key, n) in others {
        counts[k(key).index()] += n;
    }
    counts
}

#[test]
fn mp7_every_cell_of_table_1_from_the_blocks_contents() {
    let d = data();
    let columns: [&[(&str, u8)]; 6] = [
        &[],
        &[("factory", 1)],
        &[("store", 1), ("factory", 1)],
        &[("school", 1)],
        &[("store", 1)],
        &[("store", 1), ("school", 1)],
    ];
    let mut reached = 0;
    for (key, special, row) in TABLE_1 {
        for (col, others) in columns.iter().enumerate() {
            // A factory's "factory" is another factory: counted on top of itself.
            let counts = block_of(k(key), others);
            let hood = d.neighbourhood(&counts, k(key));
            let cell = d.cell(k(key), special, &hood);
            assert_eq!(
                cell,
                expected(row[col]),
                "{key} special={special} column {col}"
            );
            reached += 1;
        }
    }
    assert_eq!(reached, 48);
    // Extra buildings that table 1 ignores change nothing.
    let counts = block_of(k("house"), &[("mall", 1), ("hospital", 1), ("house", 2)]);
    assert_eq!(
        d.cell(k("house"), false, &d.neighbourhood(&counts, k("house"))),
        Cell::Value(1)
    );
    // No column for a factory beside a school: NA for everyone there.
    let counts = block_of(k("house"), &[("factory", 1), ("school", 1)]);
    assert_eq!(
        d.cell(k("house"), false, &d.neighbourhood(&counts, k("house"))),
        Cell::NotAllowed
    );
}

#[test]
fn mp7_every_cell_of_table_2_from_the_blocks_contents() {
    let d = data();
    let mut reached = 0;
    for (key, special, row) in TABLE_2 {
        for (col, mark) in row.iter().enumerate() {
            let counts = match col {
                0 => block_of(k(key), &[]),
                // A factory overrides the residences, however many.
                1 => block_of(k(key), &[("factory", 1), ("house", 2), ("apartments", 1)]),
                r => {
                    // r - 1 residence lots (MP-P9): an Apartments covers 3.
                    let lots = (r - 1) as u8;
                    block_of(k(key), &[("apartments", lots / 3), ("house", lots % 3)])
                }
            };
            let cell = d.cell(k(key), special, &d.neighbourhood(&counts, k(key)));
            assert_eq!(cell, expected(mark), "{key} special={special} column {col}");
            reached += 1;
        }
    }
    assert_eq!(reached, 60);
    // More residence lots than the chart has columns: not possible.
    let counts = block_of(k("store"), &[("apartments", 3)]);
    assert_eq!(
        d.cell(k("store"), false, &d.neighbourhood(&counts, k("store"))),
        Cell::NotPossible
    );
}

#[test]
fn mp7_every_building_kind_has_a_row_in_one_table() {
    let d = data();
    let mut keys: Vec<&str> = TABLE_1.iter().map(|r| r.0).collect();
    keys.extend(TABLE_2.iter().map(|r| r.0));
    for kind in d.all_kinds() {
        assert!(keys.contains(&kind.key()), "{}", kind.key());
    }
}

/// Player 0 to build in block 2 (lots 20-24 left, 25-29 right).
fn block_2() -> crate::Metropolis {
    let mut g = game(3, 21);
    clear(&mut g);
    g
}

#[test]
fn mp7_no_factory_in_a_block_with_a_school() {
    let mut g = block_2();
    put(&mut g, 1, "school", &[20, 21, 22]);
    own(&mut g, 0, &[23, 24, 28, 29]);
    turn(&mut g, 0, Phase::Main);
    let err = refuse(&mut g, 0, "build factory 23 24 28 29");
    assert_eq!(err.rule, "MP-7");
    assert!(err.message.contains("NA"), "{err}");
}

#[test]
fn mp7_no_school_in_a_block_with_a_factory() {
    let mut g = block_2();
    put(&mut g, 1, "factory", &[23, 24, 28, 29]);
    own(&mut g, 0, &[20, 21, 22]);
    turn(&mut g, 0, Phase::Main);
    let err = refuse(&mut g, 0, "build school 20 21 22");
    assert_eq!(err.rule, "MP-7");
    assert!(err.message.contains("NA"), "{err}");
    // A store is fine there: table 2's factory column.
    act(&mut g, 0, "build store 20 21");
    assert_eq!(g.value(&g.buildings[1]), 4);
}

#[test]
fn mp7_no_factory_and_hospital_together_either_way() {
    let mut g = block_2();
    put(&mut g, 1, "hospital", &[20, 21, 22, 27]);
    own(&mut g, 0, &[23, 24, 28, 29]);
    turn(&mut g, 0, Phase::Main);
    assert_eq!(refuse(&mut g, 0, "build factory 23 24 28 29").rule, "MP-7");

    let mut g = block_2();
    put(&mut g, 1, "factory", &[23, 24, 28, 29]);
    own(&mut g, 0, &[20, 21, 22, 27]);
    turn(&mut g, 0, Phase::Main);
    let err = refuse(&mut g, 0, "build hospital 20 21 22 27");
    assert_eq!(err.rule, "MP-7");
    assert!(err.message.contains("new Hospital"), "{err}");
}

#[test]
fn mp7_two_factories_and_a_store_are_x_in_either_order() {
    let mut g = block_2();
    put(&mut g, 1, "factory", &[20, 21, 25, 26]);
    put(&mut g, 1, "factory", &[22, 23, 27, 28]);
    own(&mut g, 0, &[24, 29]);
    turn(&mut g, 0, Phase::Main);
    let err = refuse(&mut g, 0, "build store 24 29");
    assert_eq!(err.rule, "MP-7");
    assert!(err.message.contains("X (not possible)"), "{err}");
    // A house is fine beside two factories (0 points).
    act(&mut g, 0, "build house 24");
    assert_eq!(g.value(g.buildings.last().unwrap()), 0);

    let mut g = block_2();
    put(&mut g, 1, "factory", &[20, 21, 25, 26]);
    put(&mut g, 1, "store", &[24, 29]);
    own(&mut g, 0, &[22, 23, 27, 28]);
    turn(&mut g, 0, Phase::Main);
    assert_eq!(refuse(&mut g, 0, "build factory 22 23 27 28").rule, "MP-7");
    // Two factories without a store: 14 each.
    let mut g = block_2();
    put(&mut g, 1, "factory", &[20, 21, 25, 26]);
    put(&mut g, 1, "factory", &[22, 23, 27, 28]);
    assert!(g.buildings.iter().all(|b| g.value(b) == 14));
}

#[test]
fn mp7_refused_builds_are_not_offered_as_consents_either() {
    let mut g = block_2();
    put(&mut g, 1, "school", &[20, 21, 22]);
    own(&mut g, 0, &[23, 28]);
    own(&mut g, 1, &[24, 29]);
    turn(&mut g, 0, Phase::Main);
    propose(&mut g, 0, 1);
    assert!(
        !legal(&g, 0)
            .iter()
            .any(|a| a.starts_with("consent factory"))
    );
    assert_eq!(
        refuse(&mut g, 0, "consent factory 23 24 28 29").rule,
        "MP-7"
    );
}

#[test]
fn mp_p9_residences_are_counted_in_lots() {
    // Block 1: a Store beside two Apartments and two Houses: 8 residence
    // lots (4 buildings), the chart's column 8: 12.
    let mut g = game(2, 23);
    clear(&mut g);
    put(&mut g, 0, "store", &[10, 11]);
    put(&mut g, 1, "apartments", &[12, 13, 17]);
    put(&mut g, 1, "apartments", &[14, 18, 19]);
    put(&mut g, 1, "house", &[15]);
    put(&mut g, 1, "house", &[16]);
    assert_eq!(g.value(&g.buildings[0]), 12);
    // A School beside one Apartments and four Houses: 7 lots (5
    // buildings), column 7: 16.
    let mut g = game(2, 24);
    clear(&mut g);
    put(&mut g, 0, "school", &[10, 11, 12]);
    put(&mut g, 1, "apartments", &[13, 14, 19]);
    for lot in [15, 16, 17, 18] {
        put(&mut g, 1, "house", &[lot]);
    }
    assert_eq!(g.value(&g.buildings[0]), 16);
}

#[test]
fn mp_p9_the_admin_building_is_a_t_that_fits_beside_a_factory() {
    let d = data();
    // The T of four in block 1 (lots 10-14 down one side, 15-19 the other).
    let t = build("admin", &[12, 13, 14, 18]);
    assert!(d.placement(k("admin"), 0, t.mask).is_some());
    // A straight four is no Admin. Bldg.
    let straight = build("admin", &[11, 12, 13, 14]);
    assert!(d.placement(k("admin"), 0, straight.mask).is_none());
    let mut g = game(2, 25);
    clear(&mut g);
    put(&mut g, 1, "factory", &[10, 11, 15, 16]);
    own(&mut g, 0, &[12, 13, 14, 18]);
    turn(&mut g, 0, Phase::Main);
    assert!(
        legal(&g, 0).contains(&"build admin 12 13 14 18".to_string()),
        "{:?}",
        legal(&g, 0)
    );
    act(&mut g, 0, "build admin 12 13 14 18");
    // Table 1, "with factory", not downtown: 8.
    assert_eq!(g.value(&g.buildings[1]), 8);
}

#[test]
fn mp10_final_appraisal_reads_the_chart_by_block_and_location() {
    let mut g = game(2, 22);
    clear(&mut g);
    // Block 1: store, school, park-view house: every building gains.
    put(&mut g, 0, "store", &[10, 11]);
    put(&mut g, 0, "school", &[12, 13, 14]);
    put(&mut g, 0, "house", &[15]);
    // Block 4 (downtown, park view at 40 and 45, river at 45-49).
    put(&mut g, 1, "admin", &[41, 42, 43, 47]);
    put(&mut g, 1, "apartments", &[40, 45, 46]);
    let values: Vec<u8> = g.buildings.iter().map(|b| g.value(b)).collect();
    // store: 1 residence -> 5; school: 1 -> 7; house: park view, store+school -> 5;
    // admin downtown alone -> 20; apartments park view, nothing -> 8.
    assert_eq!(values, [5, 7, 5, 20, 8]);
    assert_eq!(g.scores(), [17, 28]);
    g.phase = Phase::Over;
    assert_eq!(g.outcome().unwrap().wins, [0.0, 1.0]);
}

//! Editions (issue 28): edition 1 is the rules as of 1cb25b6. Each ruling
//! edition 2 changed is tested in both forms, and the state keeps its
//! edition through clones, views, samples and JSON.

use urbs_engine::{Game, Viewer, rng_from_seed};

use crate::action::EndReason;
use crate::state::{Metropolis, Options, Phase};
use crate::test_util::*;

fn game_in(edition: u32, players: usize, seed: u64) -> Metropolis {
    let mut g = Metropolis::new_in(edition, players, &Options::default(), seed).unwrap();
    clear(&mut g);
    g
}

#[test]
fn mp5_edition_1_admin_building_is_a_straight_four_edition_2_a_t() {
    for (edition, straight) in [(1, true), (2, false)] {
        let mut g = game_in(edition, 2, 25);
        own(&mut g, 0, &[11, 12, 13, 14, 18]);
        turn(&mut g, 0, Phase::Main);
        let offered = legal(&g, 0);
        let has = |a: &str| offered.contains(&a.to_string());
        assert_eq!(has("build admin 11 12 13 14"), straight, "{offered:?}");
        assert_eq!(has("build admin 12 13 14 18"), !straight, "{offered:?}");
        let (shape, other) = if straight {
            ("build admin 11 12 13 14", "build admin 12 13 14 18")
        } else {
            ("build admin 12 13 14 18", "build admin 11 12 13 14")
        };
        let err = refuse(&mut g, 0, other);
        assert_eq!(err.rule, "MP-5");
        // The article is right ("an Admin. Bldg.").
        assert!(
            err.message
                .ends_with("are not the shape of an Admin. Bldg."),
            "{err}"
        );
        act(&mut g, 0, shape);
    }
}

#[test]
fn mp_p9_edition_1_counts_residences_by_building_edition_2_by_lot() {
    // A Store beside two Apartments and two Houses: 4 buildings, 8 lots.
    // Table 2's store row: 4 residences -> 8, 8 residence lots -> 12.
    for (edition, value) in [(1, 8), (2, 12)] {
        let mut g = game_in(edition, 2, 23);
        put(&mut g, 0, "store", &[10, 11]);
        put(&mut g, 1, "apartments", &[12, 13, 17]);
        put(&mut g, 1, "apartments", &[14, 18, 19]);
        put(&mut g, 1, "house", &[15]);
        put(&mut g, 1, "house", &[16]);
        assert_eq!(g.value(&g.buildings[0]), value, "edition {edition}");
    }
}

#[test]
fn mp9_edition_1_counts_only_occupied_lots_as_room_edition_2_vacant_ones_too() {
    for (edition, end) in [(1, Some(EndReason::NoPlacement)), (2, None)] {
        let mut g = game_in(edition, 3, 13);
        own(&mut g, 0, &[45]);
        turn(&mut g, 0, Phase::Main);
        // After this house no other lot is occupied; every other is vacant.
        act(&mut g, 0, "build house 45");
        assert_eq!(g.end, end, "edition {edition}");
    }
}

#[test]
fn mp_p2_edition_1_took_a_share_after_lots_edition_2_only_right_after_its_consent() {
    for edition in [1, 2] {
        let mut g = game_in(edition, 3, 4);
        own(&mut g, 0, &[40, 45, 20]);
        own(&mut g, 1, &[41, 46]);
        turn(&mut g, 0, Phase::Main);
        propose(&mut g, 0, 1);
        act(&mut g, 0, "consent factory 40 41 45 46");
        act(&mut g, 0, "give 20");
        if edition == 1 {
            // The bug 919b0b6 fixed: its records play as they were played.
            act(&mut g, 0, "share 30");
        } else {
            assert_eq!(refuse(&mut g, 0, "share 30").rule, "MP-P2");
        }
    }
}

#[test]
fn the_edition_is_kept_by_clones_views_samples_and_json_and_an_unknown_one_refused() {
    let g = Metropolis::new_in(1, 3, &Options::default(), 9).unwrap();
    assert_eq!(g.edition(), 1);
    assert_eq!(g.clone().edition(), 1);
    let view = g.view(Viewer::Seat(0));
    assert_eq!(view.edition, 1);
    let json = serde_json::to_value(&view).unwrap();
    assert_eq!(
        json["edition"], 1,
        "an earlier edition is named in the view"
    );
    let sampled = Metropolis::sample(&view, &[], &mut rng_from_seed(3));
    assert_eq!(sampled.edition(), 1);
    // The latest edition's view reads as before: no field.
    let latest = Metropolis::new(3, &Options::default(), 9).unwrap();
    assert_eq!(latest.edition(), 2);
    assert!(serde_json::to_value(latest.view(Viewer::Spectator)).unwrap()["edition"].is_null());
    // A position written before editions were recorded is edition 1.
    let mut state = serde_json::to_value(&latest).unwrap();
    state.as_object_mut().unwrap().remove("edition");
    let old: Metropolis = serde_json::from_value(state).unwrap();
    assert_eq!(old.edition(), 1);
    let err = Metropolis::new_in(3, 3, &Options::default(), 9).unwrap_err();
    assert_eq!(
        err.0,
        "metropolis has editions 1 to 2 of its rules, not edition 3"
    );
}

//! SK-9: ranking and shared ranks, with the seed's four worked examples.

use super::stage::Stage;
use crate::data::Scoring;
use crate::rules::share_ranks;
use crate::state::NEUTRAL;

/// Points per seat at `scoring` for these buildings.
fn points(owned: Vec<Vec<&str>>, scoring: Scoring) -> Vec<i32> {
    let players = owned.len().max(3);
    let g = Stage {
        players,
        owned,
        ..Stage::default()
    }
    .build();
    g.points(scoring)[..players].to_vec()
}

#[test]
fn sk9_seed_example_scoring_a_most_churches_gets_4() {
    // "The player owning the most white building cards gains 4 points."
    let p = points(
        vec![vec!["Church 5", "Church 6"], vec!["Church 7"], vec![]],
        Scoring::A,
    );
    assert_eq!(p, [4, 0, 0], "A pays the first rank only");
}

#[test]
fn sk9_seed_example_scoring_b_most_skyscrapers_13_second_6() {
    let p = points(
        vec![
            vec!["Skyscraper 7", "Skyscraper 8", "Skyscraper 9"],
            vec!["Skyscraper 10", "Skyscraper 11"],
            vec!["Skyscraper 12"],
        ],
        Scoring::B,
    );
    assert_eq!(p, [13, 6, 0]);
}

#[test]
fn sk9_seed_example_scoring_b_two_tied_for_most_skyscrapers_get_9_each() {
    // Tobi and Nina own 4 each: (13 + 6) / 2 = 9, rounded down.
    let p = points(
        vec![
            vec![
                "Skyscraper 7",
                "Skyscraper 8",
                "Skyscraper 9",
                "Skyscraper 9",
            ],
            vec![
                "Skyscraper 10",
                "Skyscraper 11",
                "Skyscraper 11",
                "Skyscraper 12",
            ],
            vec!["Skyscraper 13"],
        ],
        Scoring::B,
    );
    assert_eq!(p, [9, 9, 0], "the third is below the last rank B pays");
}

#[test]
fn sk9_seed_example_scoring_c_park_ties_16_each_and_2_each() {
    // Paul and Nina 3 parks each, Tobi and Kate 2 each.
    let p = points(
        vec![
            vec!["Park 6", "Park 7", "Park 8"],
            vec!["Park 8", "Park 8", "Park 9"],
            vec!["Park 10", "Park 10"],
            vec!["Park 10", "Park 11"],
        ],
        Scoring::C,
    );
    assert_eq!(p, [16, 16, 2, 2], "(20+12)/2 and (5+0)/2");
}

#[test]
fn sk9_players_without_a_building_of_the_type_do_not_rank() {
    // One owner of museums in B: first place, and nobody second.
    assert_eq!(
        points(vec![vec!["Museum 2"], vec![], vec![]], Scoring::B),
        [8, 0, 0]
    );
    // Two owners in C: first and second; the third rank is nobody's.
    let p = points(
        vec![vec!["Museum 2", "Museum 3"], vec!["Museum 4"], vec![]],
        Scoring::C,
    );
    assert_eq!(p, [16, 8, 0]);
}

#[test]
fn sk9_shared_ranks_add_their_points_and_round_down() {
    // Three tied for first in C: (16 + 8 + 1) / 3 = 8.
    let p = points(
        vec![vec!["Museum 2"], vec!["Museum 3"], vec!["Museum 4"]],
        Scoring::C,
    );
    assert_eq!(p, [8, 8, 8]);
    // Three tied for first in B: (8 + 1 + 0) / 3 = 3.
    let p = points(
        vec![vec!["Museum 2"], vec!["Museum 3"], vec!["Museum 4"]],
        Scoring::B,
    );
    assert_eq!(p, [3, 3, 3]);
    // A tie for second in C: (8 + 1) / 2 = 4.
    let p = points(
        vec![
            vec!["Museum 2", "Museum 3"],
            vec!["Museum 4"],
            vec!["Museum 5"],
        ],
        Scoring::C,
    );
    assert_eq!(p, [16, 4, 4]);
}

#[test]
fn sk9_below_the_last_scoring_rank_nothing() {
    // Parks 4, 3, 2, 1 in C: 20, 12, 5, and the fourth nothing.
    let p = points(
        vec![
            vec!["Park 6", "Park 7", "Park 8", "Park 8"],
            vec!["Park 8", "Park 9", "Park 10"],
            vec!["Park 10", "Park 10"],
            vec!["Park 11"],
        ],
        Scoring::C,
    );
    assert_eq!(p, [20, 12, 5, 0]);
    // In A only the first scores.
    let p = points(
        vec![vec!["Park 6", "Park 7"], vec!["Park 8"], vec![]],
        Scoring::A,
    );
    assert_eq!(p, [5, 0, 0]);
}

#[test]
fn sk9_every_type_scores_in_a_scoring() {
    let p = points(
        vec![
            vec![
                "Museum 2",
                "Theater 3",
                "Station 4",
                "Church 5",
                "Park 6",
                "Skyscraper 7",
            ],
            vec![],
            vec![],
        ],
        Scoring::A,
    );
    assert_eq!(p, [1 + 2 + 3 + 4 + 5 + 6, 0, 0]);
}

#[test]
fn sk9_share_ranks_directly() {
    let mut out = [0; 5];
    share_ranks(&[2, 2, 2, 2, 1], [16, 8, 1], &mut out);
    assert_eq!(out, [6, 6, 6, 6, 0], "(16+8+1+0)/4 = 6, fifth below");
    let mut out = [0; 2];
    share_ranks(&[0, 0], [16, 8, 1], &mut out);
    assert_eq!(out, [0, 0]);
    assert_eq!(NEUTRAL, 6, "the neutral player sits after the six seats");
}

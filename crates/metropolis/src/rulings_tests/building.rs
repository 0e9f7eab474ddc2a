//! Building on occupied lots (MP-5) and joint buildings (MP-6).

use crate::state::Phase;
use crate::test_util::*;
use crate::{Event, Metropolis};

#[test]
fn mp5_build_on_your_own_occupied_unbuilt_lots() {
    let mut g = game(3, 2);
    clear(&mut g);
    own(&mut g, 0, &[40, 41, 45, 46]);
    turn(&mut g, 0, Phase::Main);
    let options = legal(&g, 0);
    for b in [
        "build house 40",
        "build store 40 41",
        "build store 40 45",
        "build apartments 40 41 45",
        "build factory 40 41 45 46",
    ] {
        assert!(options.contains(&b.to_string()), "{b}: {options:?}");
    }
    assert!(!options.iter().any(|o| o.starts_with("build school")));
    let events = act(&mut g, 0, "build factory 40 41 45 46");
    let Event::Built { building } = events[0] else {
        panic!("{events:?}")
    };
    assert_eq!(building.builder, 0);
    assert!(building.special, "45 and 46 are on the river");
    assert!(g.tokens[0].is_empty(), "the lots' tokens come off");
    assert_eq!(g.built_by[0], lots(&[40, 41, 45, 46]));
    assert_eq!(
        g.remaining[crate::Kind::keyed("factory").unwrap().index()],
        2
    );
    assert_eq!(g.value(&g.buildings[0]), 14, "factory on the river");
}

#[test]
fn mp5_no_build_on_vacant_built_or_others_lots_or_in_the_wrong_shape() {
    let mut g = game(3, 2);
    clear(&mut g);
    own(&mut g, 0, &[40, 41, 45]);
    own(&mut g, 1, &[46]);
    put(&mut g, 0, "house", &[42]);
    turn(&mut g, 0, Phase::Main);
    let err = refuse(&mut g, 0, "build store 44 49");
    assert_eq!(err.rule, "MP-5");
    assert!(err.message.contains("vacant"), "{err}");
    assert_eq!(refuse(&mut g, 0, "build store 41 42").rule, "MP-5");
    let err = refuse(&mut g, 0, "build factory 40 41 45 46");
    assert_eq!(err.rule, "MP-5");
    assert!(err.message.contains("player 1"), "{err}");
    let err = refuse(&mut g, 0, "build school 40 41 45");
    assert!(err.message.contains("shape"), "{err}");
    // Every house built: none left to build.
    for n in [10, 11, 12, 13, 14] {
        put(&mut g, 2, "house", &[n]);
    }
    let err = refuse(&mut g, 0, "build house 40");
    assert!(err.message.contains("every House"), "{err}");
}

/// Player 0 on 40 45, player 1 on 41 46: a factory needs player 1's consent.
fn half_a_factory(players: usize) -> Metropolis {
    let mut g = game(players, 4);
    clear(&mut g);
    own(&mut g, 0, &[40, 45]);
    own(&mut g, 1, &[41, 46]);
    turn(&mut g, 0, Phase::Main);
    g
}

#[test]
fn mp5_consent_lets_you_build_on_another_players_lots_this_turn() {
    let mut g = half_a_factory(3);
    assert_eq!(refuse(&mut g, 0, "build factory 40 41 45 46").rule, "MP-5");
    propose(&mut g, 0, 1);
    act(&mut g, 0, "consent factory 40 41 45 46");
    act(&mut g, 0, "send");
    act(&mut g, 1, "accept");
    assert_eq!(g.consents.len(), 1);
    act(&mut g, 0, "build factory 40 41 45 46");
    assert_eq!(g.buildings[0].builder, 0, "the builder's token goes on it");
    assert_eq!(
        g.buildings[0].shares, [0; 5],
        "consent alone gives no share"
    );
    assert!(g.tokens[1].is_empty());
    assert_eq!(g.scores()[..2], [14, 0]);
}

#[test]
fn mp5_consent_lapses_when_the_turn_ends() {
    let mut g = half_a_factory(2);
    propose(&mut g, 0, 1);
    act(&mut g, 0, "consent factory 40 41 45 46");
    act(&mut g, 0, "send");
    act(&mut g, 1, "accept");
    act(&mut g, 0, "end");
    turn(&mut g, 0, Phase::Main);
    assert_eq!(refuse(&mut g, 0, "build factory 40 41 45 46").rule, "MP-5");
}

#[test]
fn mp6_joint_building_shares_round_down_and_the_builder_keeps_the_rest() {
    let mut g = half_a_factory(3);
    propose(&mut g, 0, 1);
    act(&mut g, 0, "consent factory 40 41 45 46");
    // Shares are tens of percent (MP-P4), up to all of it.
    let shares: Vec<String> = legal(&g, 0)
        .into_iter()
        .filter(|a| a.starts_with("share"))
        .collect();
    assert_eq!(shares.len(), 10);
    assert_eq!(refuse(&mut g, 0, "share 35").rule, "MP-P4");
    act(&mut g, 0, "share 30");
    act(&mut g, 0, "send");
    act(&mut g, 1, "accept");
    act(&mut g, 0, "build factory 40 41 45 46");
    assert_eq!(g.buildings[0].shares[1], 30);
    // 30% of 14 is 4.2: player 1 gets 4, the builder the other 10.
    assert_eq!(g.scores(), [10, 4, 0]);
}

#[test]
fn mp6_three_owners_build_a_mall_together() {
    let mut g = game(3, 8);
    clear(&mut g);
    own(&mut g, 0, &[10, 15]);
    own(&mut g, 1, &[11, 16]);
    own(&mut g, 2, &[12, 17]);
    turn(&mut g, 0, Phase::Main);
    for (partner, share) in [(1, 30), (2, 40)] {
        propose(&mut g, 0, partner);
        act(&mut g, 0, "consent mall 10 11 12 15 16 17");
        act(&mut g, 0, &format!("share {share}"));
        act(&mut g, 0, "send");
        act(&mut g, partner, "accept");
        if partner == 1 {
            // Player 2 has not consented yet.
            assert_eq!(
                refuse(&mut g, 0, "build mall 10 11 12 15 16 17").rule,
                "MP-5"
            );
        }
    }
    act(&mut g, 0, "build mall 10 11 12 15 16 17");
    // Mall outside downtown, no residences: 18. 30% -> 5, 40% -> 7, rest 6.
    assert_eq!(g.scores(), [6, 5, 7]);
}

#[test]
fn mp6_shares_of_several_owners_never_pass_100_percent() {
    let mut g = game(3, 8);
    clear(&mut g);
    own(&mut g, 0, &[10]);
    own(&mut g, 1, &[11, 15]);
    own(&mut g, 2, &[16]);
    turn(&mut g, 0, Phase::Main);
    propose(&mut g, 0, 1);
    act(&mut g, 0, "consent factory 10 11 15 16");
    act(&mut g, 0, "share 70");
    act(&mut g, 0, "send");
    act(&mut g, 1, "accept");
    propose(&mut g, 0, 2);
    act(&mut g, 0, "consent factory 10 11 15 16");
    let shares: Vec<String> = legal(&g, 0)
        .into_iter()
        .filter(|a| a.starts_with("share"))
        .collect();
    assert_eq!(shares, ["share 10", "share 20", "share 30"]);
    assert_eq!(refuse(&mut g, 0, "share 40").rule, "MP-P4");
}

#[test]
fn mp6_only_4_and_6_lot_buildings_are_built_jointly() {
    let mut g = half_a_factory(3);
    propose(&mut g, 0, 1);
    act(&mut g, 0, "consent store 40 41");
    assert!(!legal(&g, 0).iter().any(|a| a.starts_with("share")));
    assert_eq!(refuse(&mut g, 0, "share 50").rule, "MP-6");
}

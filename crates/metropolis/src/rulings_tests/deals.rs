//! MP-8 deals and MP-11 for proposals, with the project's rulings on them
//! (MP-P2 .. MP-P4).

use urbs_engine::rand::RngExt;
use urbs_engine::{Game, ToAct, Viewer, rng_from_seed};

use crate::action::Deal;
use crate::state::{Metropolis, Options, Phase};
use crate::test_util::*;
use crate::{Action, Event};

/// Three players in step 3 of player 0's turn: player 0 holds 10 11,
/// player 1 holds 20 21, player 2 holds 30.
fn table() -> Metropolis {
    let mut g = game(3, 31);
    clear(&mut g);
    own(&mut g, 0, &[10, 11]);
    own(&mut g, 1, &[20, 21]);
    own(&mut g, 2, &[30]);
    turn(&mut g, 0, Phase::Main);
    g
}

#[test]
fn mp8_a_proposal_is_drafted_step_by_step_and_carried_out_on_acceptance() {
    let mut g = table();
    let events = propose(&mut g, 0, 1);
    assert_eq!(events, [Event::Drafting { from: 0, to: 1 }]);
    assert_eq!((g.phase, g.proposals), (Phase::Draft, 1));
    let options = legal(&g, 0);
    for a in [
        "give 10",
        "give 11",
        "ask 20",
        "ask 21",
        "give 1 point",
        "ask 20 points",
        "consent house 20",
        "consent store 20 21",
        "cancel",
    ] {
        assert!(options.contains(&a.to_string()), "{a}: {options:?}");
    }
    // Nothing to send yet, and no one else's lots to trade.
    assert!(!options.contains(&"send".to_string()));
    assert_eq!(refuse(&mut g, 0, "send").rule, "MP-8");
    assert_eq!(refuse(&mut g, 0, "ask 30").rule, "MP-8");
    act(&mut g, 0, "give 10");
    assert_eq!(refuse(&mut g, 0, "give 10").rule, "MP-8");
    act(&mut g, 0, "ask 20");
    act(&mut g, 0, "give 3 points");
    let events = act(&mut g, 0, "send");
    assert_eq!(events, [Event::Proposed { from: 0, to: 1 }]);
    assert_eq!(g.to_act(), ToAct::Seat(1), "the recipient answers");
    assert_eq!(legal(&g, 1), ["accept", "decline", "counter"]);
    let events = act(&mut g, 1, "accept");
    let expected = Deal {
        lots_to_partner: lots(&[10]),
        lots_to_active: lots(&[20]),
        points_to_partner: 3,
        consent: None,
    };
    assert_eq!(
        events,
        [Event::DealMade {
            active: 0,
            partner: 1,
            deal: expected
        }]
    );
    // Binding and carried out at once.
    assert_eq!(g.tokens[0], lots(&[11, 20]));
    assert_eq!(g.tokens[1], lots(&[10, 21]));
    assert_eq!(g.points[..3], [-3, 3, 0]);
    assert_eq!((g.phase, g.to_act()), (Phase::Main, ToAct::Seat(0)));
    assert_eq!(
        events[0].to_string(),
        "deal: player 0 gives lots 10; player 1 gives lots 20; player 0 pays 3 points"
    );
}

#[test]
fn mp8_seed_example_one_point_for_lot_45() {
    // Seed 003: "I'll give you 1 of my points at the end of the game if you
    // give me lot 45."
    let mut g = table();
    own(&mut g, 2, &[45]);
    propose(&mut g, 0, 2);
    act(&mut g, 0, "ask 45");
    act(&mut g, 0, "give 1 point");
    act(&mut g, 0, "send");
    act(&mut g, 2, "accept");
    assert!(g.tokens[0].contains(lot(45)));
    assert_eq!(g.points[..3], [-1, 0, 1]);
    g.phase = Phase::Over;
    assert_eq!(
        g.outcome().unwrap().scores,
        [-1, 0, 1],
        "points count at the end"
    );
}

#[test]
fn mp8_a_declined_or_withdrawn_proposal_changes_nothing() {
    let mut g = table();
    let before = (g.tokens, g.points);
    propose(&mut g, 0, 2);
    act(&mut g, 0, "ask 30");
    act(&mut g, 0, "send");
    assert_eq!(act(&mut g, 2, "decline"), [Event::Declined { seat: 2 }]);
    propose(&mut g, 0, 2);
    act(&mut g, 0, "give 11");
    assert_eq!(act(&mut g, 0, "cancel"), [Event::Withdrew { seat: 0 }]);
    assert_eq!((g.tokens, g.points), before);
    assert_eq!((g.phase, g.proposals), (Phase::Main, 2));
}

#[test]
fn mp8_the_recipient_may_counter_once_and_the_active_player_answers() {
    let mut g = table();
    propose(&mut g, 0, 1);
    act(&mut g, 0, "ask 20");
    act(&mut g, 0, "send");
    assert_eq!(
        act(&mut g, 1, "counter"),
        [Event::Drafting { from: 1, to: 0 }]
    );
    assert_eq!((g.phase, g.to_act()), (Phase::Counter, ToAct::Seat(1)));
    // The counter-drafter gives their own lots and asks for the other's.
    let options = legal(&g, 1);
    assert!(options.contains(&"give 20".to_string()) && options.contains(&"ask 10".to_string()));
    assert_eq!(refuse(&mut g, 1, "give 10").rule, "MP-8");
    act(&mut g, 1, "give 20");
    act(&mut g, 1, "ask 5 points");
    assert_eq!(
        act(&mut g, 1, "send"),
        [Event::Countered { from: 1, to: 0 }]
    );
    assert_eq!(g.to_act(), ToAct::Seat(0));
    // No counter to a counter.
    assert_eq!(legal(&g, 0), ["accept", "decline"]);
    assert_eq!(refuse(&mut g, 0, "counter").rule, "MP-8");
    act(&mut g, 0, "accept");
    // The counter-proposal is what happens: 20 for 5 points.
    assert_eq!(g.tokens[0], lots(&[10, 11, 20]));
    assert_eq!(g.points[..2], [-5, 5]);

    // Declining a counter, or dropping it, leaves everything as it was.
    let mut g = table();
    let before = (g.tokens, g.points);
    propose(&mut g, 0, 1);
    act(&mut g, 0, "ask 20");
    act(&mut g, 0, "send");
    act(&mut g, 1, "counter");
    act(&mut g, 1, "give 21");
    act(&mut g, 1, "send");
    assert_eq!(act(&mut g, 0, "decline"), [Event::Declined { seat: 0 }]);
    propose(&mut g, 0, 1);
    act(&mut g, 0, "ask 20");
    act(&mut g, 0, "send");
    act(&mut g, 1, "counter");
    assert_eq!(act(&mut g, 1, "cancel"), [Event::Declined { seat: 1 }]);
    assert_eq!(
        (g.tokens, g.points, g.phase),
        (before.0, before.1, Phase::Main)
    );
}

#[test]
fn mp8_at_most_three_proposals_a_turn() {
    let mut g = table();
    for _ in 0..3 {
        propose(&mut g, 0, 1);
        act(&mut g, 0, "cancel");
    }
    assert_eq!(
        legal(&g, 0),
        [
            "build house 10",
            "build house 11",
            "build store 10 11",
            "end"
        ]
    );
    let err = refuse(&mut g, 0, "propose");
    assert_eq!(err.rule, "MP-8");
    assert!(err.message.contains('3'), "{err}");
    act(&mut g, 0, "end");
    let take = legal(&g, 1)[0].clone();
    act(&mut g, 1, &take);
    propose(&mut g, 1, 0);
}

#[test]
fn mp8_proposals_go_to_another_player() {
    let mut g = table();
    act(&mut g, 0, "propose");
    assert_eq!(legal(&g, 0), ["to 1", "to 2", "cancel"]);
    assert_eq!(refuse(&mut g, 0, "to 0").rule, "MP-8");
    assert_eq!(refuse(&mut g, 0, "to 3").rule, "MP-8");
    assert_eq!(refuse(&mut g, 0, "give 10").rule, "MP-8");
    assert_eq!(act(&mut g, 0, "cancel"), [Event::Withdrew { seat: 0 }]);
    assert_eq!((g.phase, g.proposals), (Phase::Main, 1));
    // With two players a proposal is for the other one.
    let mut g = game(2, 3);
    turn(&mut g, 1, Phase::Main);
    assert_eq!(
        act(&mut g, 1, "propose"),
        [Event::Drafting { from: 1, to: 0 }]
    );
    assert_eq!(g.phase, Phase::Draft);
}

#[test]
fn mp8_option_no_point_trades_forbids_points() {
    let mut g = Metropolis::new(
        3,
        &Options {
            no_point_trades: true,
        },
        31,
    )
    .unwrap();
    clear(&mut g);
    own(&mut g, 0, &[10]);
    own(&mut g, 1, &[20]);
    turn(&mut g, 0, Phase::Main);
    propose(&mut g, 0, 1);
    assert!(!legal(&g, 0).iter().any(|a| a.contains("point")));
    let err = refuse(&mut g, 0, "give 3 points");
    assert_eq!(err.rule, "MP-8");
    assert!(err.message.contains("no_point_trades"), "{err}");
    // Options are strict: unknown fields are refused.
    assert!(serde_json::from_str::<Options>(r#"{"no_points":true}"#).is_err());
    assert_eq!(
        serde_json::from_str::<Options>("{}").unwrap(),
        Options::default()
    );
}

#[test]
fn mp8_consent_is_asked_of_an_owner_of_the_lots() {
    let mut g = table();
    propose(&mut g, 0, 1);
    // Lot 10 is player 0's own: nothing for player 1 to consent to.
    let err = refuse(&mut g, 0, "consent house 10");
    assert_eq!(err.rule, "MP-8");
    assert!(err.message.contains("not theirs"), "{err}");
    act(&mut g, 0, "consent store 20 21");
    act(&mut g, 0, "send");
    act(&mut g, 1, "accept");
    // Asking again for the same consent is pointless and refused.
    propose(&mut g, 0, 1);
    assert!(!legal(&g, 0).contains(&"consent store 20 21".to_string()));
    assert_eq!(refuse(&mut g, 0, "consent store 20 21").rule, "MP-8");
}

#[test]
fn mp_p2_a_consent_comes_first_and_a_proposal_names_at_most_three_lots() {
    let mut g = table();
    own(&mut g, 1, &[22, 23]);
    propose(&mut g, 0, 1);
    act(&mut g, 0, "give 10");
    assert!(!legal(&g, 0).iter().any(|a| a.starts_with("consent")));
    assert_eq!(refuse(&mut g, 0, "consent house 20").rule, "MP-P2");
    act(&mut g, 0, "ask 20");
    act(&mut g, 0, "ask 21");
    let options = legal(&g, 0);
    assert!(!options.contains(&"ask 22".to_string()) && !options.contains(&"give 11".to_string()));
    assert_eq!(refuse(&mut g, 0, "ask 22").rule, "MP-P2");
    assert_eq!(refuse(&mut g, 0, "give 11").rule, "MP-P2");
    act(&mut g, 0, "send");
}

#[test]
fn mp_p3_points_come_in_set_amounts_once_per_proposal() {
    let mut g = table();
    propose(&mut g, 0, 1);
    let amounts: Vec<String> = legal(&g, 0)
        .into_iter()
        .filter(|a| a.starts_with("give") && a.contains("point"))
        .collect();
    assert_eq!(amounts.len(), crate::POINT_AMOUNTS.len());
    assert_eq!(refuse(&mut g, 0, "give 6 points").rule, "MP-P3");
    act(&mut g, 0, "ask 7 points");
    assert!(!legal(&g, 0).iter().any(|a| a.contains("point")));
    assert_eq!(refuse(&mut g, 0, "give 2 points").rule, "MP-8");
    act(&mut g, 0, "send");
    act(&mut g, 1, "accept");
    assert_eq!(g.points[..2], [7, -7], "points may go below zero (MP-8)");
}

#[test]
fn mp11_proposals_are_seen_only_by_the_two_parties() {
    let mut g = table();
    propose(&mut g, 0, 1);
    act(&mut g, 0, "ask 20");
    // While drafting only the drafter sees it; everyone sees who talks to whom.
    assert!(g.view(Viewer::Seat(0)).deal.is_some());
    for v in [Viewer::Seat(1), Viewer::Seat(2), Viewer::Spectator] {
        let view = g.view(v);
        assert_eq!((view.deal, view.partner), (None, Some(1)), "{v:?}");
    }
    act(&mut g, 0, "send");
    assert!(g.view(Viewer::Seat(1)).deal.is_some());
    assert!(g.view(Viewer::Seat(2)).deal.is_none());
    assert!(g.view(Viewer::Spectator).deal.is_none());
    act(&mut g, 1, "counter");
    act(&mut g, 1, "give 21");
    assert!(g.view(Viewer::Seat(1)).counter.is_some());
    assert!(g.view(Viewer::Seat(0)).counter.is_none());
    assert!(g.view(Viewer::Seat(0)).deal.is_some());
    act(&mut g, 1, "send");
    assert!(g.view(Viewer::Seat(0)).counter.is_some());
    assert!(g.view(Viewer::Seat(2)).counter.is_none());
    let text = g.view(Viewer::Seat(2)).to_string();
    assert!(text.contains("terms are theirs"), "{text}");
    assert!(!text.contains("Counter-proposal:"), "{text}");
    let events = act(&mut g, 0, "accept");
    // Once accepted, the deal is public.
    assert!(matches!(events[0], Event::DealMade { .. }));
    assert!(g.view(Viewer::Seat(2)).seats[0].lots.contains(lot(21)));
}

#[test]
fn mp_p10_choosing_whom_to_propose_to_shows_nothing_to_the_others() {
    let mut g = table();
    let before: Vec<_> = [Viewer::Seat(1), Viewer::Seat(2), Viewer::Spectator]
        .into_iter()
        .map(|v| g.view(v))
        .collect();
    let events = act(&mut g, 0, "propose");
    assert!(events.is_empty(), "a secret step: no public event");
    assert_eq!(g.view(Viewer::Seat(0)).phase, Phase::Propose);
    for (v, was) in [Viewer::Seat(1), Viewer::Seat(2), Viewer::Spectator]
        .into_iter()
        .zip(&before)
    {
        assert_eq!(&g.view(v), was, "{v:?} saw the step");
    }
    // Naming the partner is public (Drafting), and from then on all see it.
    assert_eq!(act(&mut g, 0, "to 2"), [Event::Drafting { from: 0, to: 2 }]);
    assert_eq!(g.view(Viewer::Spectator).proposals, 1);
}

#[test]
fn mp8_random_play_with_deals_always_ends_quickly() {
    let mut rng = rng_from_seed(5);
    let mut legal_actions: Vec<Action> = Vec::new();
    for players in 2..=5 {
        for seed in 0..30 {
            let mut g = game(players, seed);
            let mut steps = 0;
            while let Some(seat) = g.to_act().seats().first() {
                legal_actions.clear();
                g.legal_actions(seat, &mut legal_actions);
                let a = legal_actions[rng.random_range(0..legal_actions.len())];
                g.apply(seat, &a, &mut Vec::new()).unwrap();
                steps += 1;
                // Each turn: a lot, at most 3 bounded proposals, a build or an end.
                assert!(steps < 3000, "{players} players, seed {seed}: too long");
            }
            assert!(g.outcome().is_some());
        }
    }
}

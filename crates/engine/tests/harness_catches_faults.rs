//! The conformance harness must catch a broken game, or it proves nothing.
//! `Pebbles` (in `pebbles/`) breaks one promise of the contract per
//! [`Fault`]; every check of [`Conformance`] is shown here to fail on the
//! game that breaks it, with its exact words (the seed, players and step
//! before them are left out: they only say where).
//!
//! Not shown: "state/replay/snapshot JSON does not read back" and "JSON
//! ... does not read back" (JSON that reads back wrong is shown instead, by
//! the round-trip checks beside them), and "replay does not apply" (once
//! setup and play are shown to be seeded, a replay could only refuse what
//! was played if play were not).

mod pebbles;

use pebbles::{Fault, Pebbles, Rules, failure, what_failed};
use urbs_engine::conformance::Conformance;

/// The harness on 30 games per player count of a game with `fault`. No
/// sampled world is played out (a fault in play would show there first);
/// the checks of those rollouts have tests of their own.
fn harness(fault: Fault) -> Conformance<Pebbles> {
    Conformance::<Pebbles>::new()
        .games(30)
        .options([Rules::with(fault)])
        .rollout_every(usize::MAX)
}

/// What the rollouts of sampled worlds say of a game with `fault`.
fn caught_in_rollouts(fault: Fault) -> String {
    verdict(harness(fault).rollout_every(1).max_actions(40))
}

/// What the harness says of a game with `fault`.
fn verdict(harness: Conformance<Pebbles>) -> String {
    what_failed(&failure(move || {
        harness.run();
    }))
}

fn caught(fault: Fault) -> String {
    verdict(harness(fault))
}

#[test]
fn a_sound_game_passes() {
    let report = Conformance::<Pebbles>::new().games(200).run();
    assert_eq!(report.games, 400);
    assert!(report.samples_checked > 0 && report.illegal_checked > 0);
}

#[test]
fn catches_a_setup_that_fails() {
    assert_eq!(
        caught(Fault::SetupFails),
        "setup failed: the pebbles are lost"
    );
}

#[test]
fn catches_a_setup_that_ignores_the_seed() {
    assert_eq!(caught(Fault::SetupNotSeeded), "setup is not deterministic");
}

#[test]
fn catches_a_broken_invariant() {
    assert_eq!(
        caught(Fault::LosesPebbles),
        "invariant broken: the pebbles taken and left make no 9"
    );
}

#[test]
fn catches_an_outcome_before_the_end() {
    assert_eq!(caught(Fault::EarlyOutcome), "outcome before the end");
}

#[test]
fn catches_a_game_that_never_ends() {
    let h = harness(Fault::Endless).max_actions(40);
    assert_eq!(verdict(h), "game did not end within 40 actions");
}

#[test]
fn catches_a_sampled_world_that_never_ends() {
    assert_eq!(
        caught_in_rollouts(Fault::Endless),
        "sample for 0: sampled world did not end"
    );
}

#[test]
fn catches_moves_offered_to_a_seat_not_to_act() {
    assert_eq!(
        caught(Fault::EveryoneMayTake),
        "seat 1 is not to act but has legal actions"
    );
}

#[test]
fn catches_a_seat_to_act_without_a_move() {
    assert_eq!(
        caught(Fault::NoMoveAtOne),
        "seat 0 must act but has no legal action"
    );
}

#[test]
fn catches_duplicate_legal_actions() {
    assert_eq!(
        caught(Fault::Duplicates),
        "duplicate legal actions for seat 0: [Take(1), Take(1), Take(2), Take(2)]"
    );
}

#[test]
fn catches_an_action_text_that_does_not_read_back() {
    assert_eq!(
        caught(Fault::UnreadableText),
        "action take 101: its text \"take 101\" does not parse: not an action: take 101"
    );
}

#[test]
fn catches_a_lossy_action_json() {
    assert_eq!(
        caught(Fault::LossyActionJson),
        "action take 201: JSON round trip"
    );
}

#[test]
fn catches_a_lossy_view_json() {
    assert_eq!(
        caught(Fault::LossyViewJson),
        "spectator view: JSON round trip"
    );
}

#[test]
fn catches_a_lossy_state_json() {
    assert_eq!(caught(Fault::LossyStateJson), "state JSON round trip");
}

#[test]
fn catches_a_state_unlike_its_clone() {
    assert_eq!(caught(Fault::NotItsOwnClone), "clone differs");
}

#[test]
fn catches_a_sampler_that_contradicts_the_view() {
    assert_eq!(
        caught(Fault::CarelessSampler),
        "a world sampled for seat 0 looks different to that seat"
    );
}

#[test]
fn catches_a_sampled_world_that_breaks_the_invariants() {
    assert_eq!(
        caught(Fault::SamplerBreaksInvariants),
        "sampled world for seat 0: a sampled world counts attempts"
    );
}

#[test]
fn catches_a_sampled_world_with_another_seat_to_act() {
    assert_eq!(
        caught(Fault::SamplerGuessesTurn),
        "sampled world for seat 0 has another player to act"
    );
}

#[test]
fn catches_a_sampled_world_that_offers_other_moves() {
    assert_eq!(
        caught(Fault::MovesHangOnAnotherSecret),
        "sampled world for seat 0 offers other actions"
    );
}

#[test]
fn catches_a_sampled_world_that_refuses_its_moves() {
    assert_eq!(
        caught_in_rollouts(Fault::SampledWorldStalls),
        "sample for 0: take 2 refused in a sampled world: \
         a sampled world stands still (rule PB-9)"
    );
}

#[test]
fn catches_a_game_that_ignores_the_seat() {
    assert_eq!(caught(Fault::IgnoresTheSeat), "seat 1 acted out of turn");
}

#[test]
fn catches_an_illegal_action_accepted() {
    assert_eq!(
        caught(Fault::TakesTooMany),
        "illegal action take 2 of seat 1 was accepted"
    );
}

#[test]
fn catches_a_rejected_action_that_changes_the_state() {
    assert_eq!(
        caught(Fault::DirtyReject),
        "rejected action take 2 changed the state"
    );
}

#[test]
fn catches_a_rejected_action_that_makes_events() {
    assert_eq!(
        caught(Fault::ReportsRejected),
        "rejected action take 2 made events"
    );
}

#[test]
fn catches_a_refusal_that_names_no_rule() {
    assert_eq!(caught(Fault::NamelessRule), "error names no rule");
}

#[test]
fn catches_a_legal_action_refused() {
    assert_eq!(
        caught(Fault::RefusesTwo),
        "legal action take 2 of seat 0 was refused: two is too many today (rule PB-2)"
    );
}

#[test]
fn catches_a_game_that_ends_without_an_outcome() {
    assert_eq!(caught(Fault::NoOutcome), "game over without an outcome");
}

#[test]
fn catches_a_sampled_world_that_ends_without_an_outcome() {
    assert_eq!(
        caught_in_rollouts(Fault::NoOutcome),
        "sample for 0: no outcome at the end"
    );
}

#[test]
fn catches_a_sampled_world_without_a_move() {
    assert_eq!(
        caught_in_rollouts(Fault::NoMoveAtOne),
        "sample for 0: no legal action in a sampled world"
    );
}

#[test]
fn catches_a_sampled_world_that_breaks_in_play() {
    assert_eq!(
        caught_in_rollouts(Fault::LosesPebbles),
        "sample for 0: sampled world broke: the pebbles taken and left make no 9"
    );
}

#[test]
fn catches_an_outcome_with_too_many_scores() {
    assert_eq!(caught(Fault::ExtraScore), "3 scores for 2 players");
}

#[test]
fn catches_an_outcome_with_too_few_win_shares() {
    assert_eq!(caught(Fault::MissingWinShare), "1 win shares for 2 players");
}

#[test]
fn catches_win_shares_that_do_not_sum_to_one() {
    assert_eq!(
        caught(Fault::EveryoneWins),
        "win shares [1.0, 1.0] do not sum to 1"
    );
}

#[test]
fn catches_moves_after_the_end() {
    assert_eq!(
        caught(Fault::MovesAfterTheEnd),
        "legal actions after the end"
    );
}

#[test]
fn catches_a_lossy_replay_json() {
    assert_eq!(caught(Fault::LossyOptionsJson), "replay JSON round trip");
}

#[test]
fn catches_play_that_ignores_the_seed() {
    assert_eq!(caught(Fault::PlayNotSeeded), "replay is not deterministic");
}

#[test]
fn catches_events_that_ignore_the_seed() {
    assert_eq!(caught(Fault::EventsNotSeeded), "replay log differs");
}

#[test]
fn catches_a_lossy_event_json() {
    assert_eq!(caught(Fault::LossyEventJson), "snapshot JSON round trip");
}

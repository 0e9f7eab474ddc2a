//! MP-P2 regression: `share N` is offered only right after its consent,
//! never once a lot or points follow it. The replay is a real game in which
//! seat 0's counter-proposal named a hospital consent, then `give 36`, and
//! was still offered `share 10` .. `share 100`.
//!
//! The file is the replay as recorded. Its actions 33 to 37 are a proposal,
//! cancelled, whose consent is for a straight four Admin. Bldg.; the Admin.
//! Bldg. is now a T of four, so that consent is refused, and the test leaves
//! those five actions out (a cancelled proposal changes nothing else the
//! counter-proposal below depends on).

use urbs_engine::{Replay, Table};
use urbs_metropolis::{Action, Metropolis};

const REPLAY: &str = include_str!("data/metropolis-mp-p2-share-order.json");

/// The recorded actions 33 .. 37: the cancelled straight-four proposal.
const CANCELLED: std::ops::Range<usize> = 33..38;

/// The replay under edition 2, which fixed the bug (the file names no
/// edition: it was recorded under edition 1, issue 28).
fn replay() -> Replay<Metropolis> {
    let mut replay: Replay<Metropolis> = serde_json::from_str(REPLAY).expect("a replay");
    assert_eq!(replay.edition, 1);
    replay.edition = 2;
    replay
}

/// The table after the replay's first `n` recorded actions (without the
/// cancelled proposal).
fn after(n: usize) -> Table<Metropolis> {
    let mut replay = replay();
    replay.actions.truncate(n);
    let removed: Vec<_> = replay.actions.drain(CANCELLED).collect();
    assert_eq!(removed.first().map(|s| &s.action), Some(&Action::Propose));
    assert_eq!(removed.last().map(|s| &s.action), Some(&Action::Cancel));
    Table::from_replay(&replay).expect("the first actions are legal")
}

fn shares(table: &Table<Metropolis>, seat: usize) -> Vec<Action> {
    table
        .legal_actions(seat)
        .into_iter()
        .filter(|a| matches!(a, Action::Share(_)))
        .collect()
}

#[test]
fn mp_p2_share_is_offered_right_after_its_consent_only() {
    let replay = replay();
    // Action 45 is the consent, 46 `give 36` (seat 0's counter-proposal).
    assert!(matches!(replay.actions[45].action, Action::Consent(_)));
    assert_eq!(replay.actions[45].seat, 0);
    assert!(matches!(replay.actions[46].action, Action::Give(_)));

    // Right after the consent to the joint hospital: shares are offered.
    let table = after(46);
    let offered = shares(&table, 0);
    assert!(offered.contains(&Action::Share(20)), "{offered:?}");

    // After `give 36`: no share any more, and one is refused, changing nothing.
    let mut table = after(47);
    assert_eq!(shares(&table, 0), [], "share offered after a lot");
    assert!(table.legal_actions(0).contains(&Action::Send));
    let before = table.state().clone();
    let err = table.apply(0, &Action::Share(20)).unwrap_err();
    assert_eq!(err.rule, "MP-P2", "{err}");
    assert_eq!(*table.state(), before);
}

#[test]
fn mp_p2_edition_1_plays_the_record_as_it_was_played() {
    // Edition 1 keeps the bug and the straight four: the whole file plays,
    // and after `give 36` a share is still offered.
    let mut replay: Replay<Metropolis> = serde_json::from_str(REPLAY).unwrap();
    replay.actions.truncate(47);
    let table = Table::from_replay(&replay).expect("edition 1 plays every recorded action");
    assert!(shares(&table, 0).contains(&Action::Share(20)));
}

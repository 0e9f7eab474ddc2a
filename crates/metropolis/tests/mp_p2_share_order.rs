//! MP-P2 regression: `share N` is offered only right after its consent,
//! never once a lot or points follow it. The replay is a real game in which
//! seat 0's counter-proposal named a hospital consent, then `give 36`, and
//! was still offered `share 10` .. `share 100`.

use urbs_engine::{Replay, Table};
use urbs_metropolis::{Action, Metropolis};

const REPLAY: &str = include_str!("data/metropolis-mp-p2-share-order.json");

/// The table after the replay's first `n` actions.
fn after(n: usize) -> Table<Metropolis> {
    let mut replay: Replay<Metropolis> = serde_json::from_str(REPLAY).expect("a replay");
    replay.actions.truncate(n);
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
    let replay: Replay<Metropolis> = serde_json::from_str(REPLAY).unwrap();
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

//! The leak audit must catch a game that lets a seat learn what it may not
//! see, or it proves nothing. Every check of [`LeakAudit`] is shown here to
//! fail, with its exact words, on a `Pebbles` game (in `pebbles/`) with one
//! [`Fault`], and to pass the sound game.

mod pebbles;

use pebbles::{Fault, Pebbles, Rules, failure};
use urbs_engine::conformance::{LeakAudit, LeakReport};

fn audit(fault: Fault) -> LeakAudit<Pebbles> {
    LeakAudit::<Pebbles>::new()
        .games(20)
        .every(1)
        .options([Rules::with(fault)])
}

/// The audit's findings, without the line that only says where the first
/// exact failure was seen.
fn findings(report: &LeakReport) -> Vec<String> {
    let out = report.failures();
    assert!(!out.is_empty(), "the audit passed: {report:?}");
    out.into_iter()
        .filter(|f| !f.starts_with("first seen at pebbles players="))
        .collect()
}

#[test]
fn a_sound_game_passes_every_check() {
    let report = LeakAudit::<Pebbles>::new().games(40).every(1).run();
    assert!(report.game_fingerprint, "{report:?}");
    assert!(report.positions > 500, "{report:?}");
    // Most second worlds deal the others' secrets anew.
    assert!(report.varied * 2 > report.positions, "{report:?}");
    // The cross-seat check had hybrids to judge, and none showed through.
    assert!(report.hybrids > 500, "{report:?}");
    assert_eq!(report.cross_seat_leaks, 0, "{report:?}");
    assert_eq!(report.hidden_without_fingerprint, 0, "{report:?}");
    assert!(report.z < report.z_limit, "{report:?}");
}

#[test]
fn catches_a_sampler_that_contradicts_the_view() {
    let report = audit(Fault::CarelessSampler).measure();
    assert!(report.view_mismatches > 0, "{report:?}");
    assert_eq!(
        findings(&report),
        [format!(
            "{} sampled worlds look different to the seat they were sampled for",
            report.view_mismatches
        )]
    );
}

#[test]
fn catches_a_sampler_with_a_side_channel() {
    let report = audit(Fault::SamplerPeeks).measure();
    assert!(report.replay_mismatches > 0, "{report:?}");
    let findings = findings(&report);
    assert_eq!(
        findings[0],
        format!(
            "{} samples changed with the real world the game code touched last: \
             the sampler reads more than the view and the log",
            report.replay_mismatches
        )
    );
}

#[test]
fn catches_views_that_show_every_secret() {
    // Every sample copies the secrets the view shows: no second world
    // differs from the truth where the fingerprint says it is hidden.
    let report = audit(Fault::ViewsShowAllSecrets).measure();
    assert_eq!(report.varied, 0, "{report:?}");
    assert!(
        findings(&report).contains(&format!(
            "a second world consistent with the view differs from the truth in its hidden \
             part in only 0 of {} positions: the view (or the log) seems to show it",
            report.positions
        )),
        "{report:?}"
    );
}

#[test]
fn catches_a_view_that_shows_one_other_seat_s_secret() {
    // Three players: a seat sees the next seat's secret, the third stays
    // hidden, so second worlds still vary and the statistics see nothing:
    // only the cross-seat check can.
    let report = audit(Fault::ViewShowsNextSecret).players([3]).measure();
    assert!(report.varied * 2 > report.positions, "{report:?}");
    assert!(report.cross_seat_leaks > 0, "{report:?}");
    assert_eq!(
        findings(&report),
        [format!(
            "{} of {} times a seat's view changed when only what is hidden from that seat \
             changed: the view shows another seat's hidden part",
            report.cross_seat_leaks, report.hybrids
        )]
    );
    let first = report.first_failure.unwrap();
    assert!(
        first.ends_with("(the view shows the leaf /secret/1)"),
        "{first}"
    );
}

#[test]
fn catches_hidden_state_without_a_fingerprint() {
    let report = audit(Fault::NoFingerprint).measure();
    assert!(!report.game_fingerprint);
    assert_eq!(
        findings(&report),
        [format!(
            "the game gives no hidden fingerprint, yet in {} of {} positions a world the \
             seat could not tell from the truth differs from it: a game with hidden state \
             must say what is hidden",
            report.hidden_without_fingerprint, report.positions
        )]
    );
}

#[test]
fn catches_views_that_show_everything_and_no_fingerprint() {
    // Every sample equals the truth, so only the twin (the same moves dealt
    // from another seed) shows that there are secrets at all.
    let report = audit(Fault::ShowsAllWithoutFingerprint).measure();
    assert!(report.hidden_without_fingerprint > 0, "{report:?}");
    assert_eq!(report.varied, 0, "{report:?}");
    assert_eq!(
        findings(&report),
        [format!(
            "the game gives no hidden fingerprint, yet in {} of {} positions a world the \
             seat could not tell from the truth differs from it: a game with hidden state \
             must say what is hidden",
            report.hidden_without_fingerprint, report.positions
        )]
    );
}

#[test]
fn catches_a_sampler_that_copies_the_truth_half_the_time() {
    // The view carries the secrets without showing them: the exact checks
    // see one and the same view; the statistical one sees the samples lean
    // towards the truth.
    let report = audit(Fault::ViewSmuggles).measure();
    assert_eq!(
        findings(&report),
        [format!(
            "samples agree with the real hidden cards more than with another world \
             consistent with the view (t = {:.2} > 5.00)",
            report.z
        )]
    );
}

#[test]
fn run_panics_with_the_findings() {
    let message = failure(|| {
        audit(Fault::NoFingerprint).run();
    });
    assert!(
        message.starts_with(
            "pebbles: leak audit failed:\n  the game gives no hidden fingerprint, yet in "
        ),
        "{message}"
    );
}

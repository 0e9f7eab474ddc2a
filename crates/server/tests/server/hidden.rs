//! Hidden information on one server: every message a seat receives, for
//! whole games of every game, holds only what it may know (`truth.rs`).

use urbs_server::{Backend, Limits};

use crate::common;
use crate::truth::{play_and_check, play_with_bots_and_check};

pub async fn every_message_to_a_seat_holds_only_its_own_view(backend: Backend) {
    let limits = Limits {
        actions_per_second: 10_000.0,
        action_burst: 10_000.0,
        ..Limits::default()
    };
    let t = common::start_with(backend, limits, None).await;
    let nodes = [t.client.clone()];
    for info in urbs_catalog::games() {
        for (players, seed) in [(info.min_players, 1), (info.max_players, 2)] {
            let checked = play_and_check(&nodes, info.id, players, seed).await;
            eprintln!(
                "{} with {players}: {checked} hidden values checked",
                info.id
            );
            assert!(
                checked > 0,
                "{} with {players}: no hidden value was on the table to check against",
                info.id
            );
        }
        // People and the server's bots at one table.
        let checked = play_with_bots_and_check(&nodes, info.id, info.max_players, 3).await;
        eprintln!("{} with bots: {checked} hidden values checked", info.id);
        assert!(checked > 0, "{} with bots: nothing to check", info.id);
    }
}

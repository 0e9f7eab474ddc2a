//! What keeping undo's marks costs (`Table::track_undo`, on for every game
//! a person plays on the server): microseconds per action of random games,
//! without and with the marks, through the same `DynTable` calls.
//!
//! `cargo run --release -p urbs-catalog --example undo_cost`

use std::time::Instant;

fn main() {
    for game in urbs_catalog::GAME_IDS {
        let players = if *game == "forsale" { 4 } else { 3 };
        for track in [false, true] {
            let start = Instant::now();
            let mut actions = 0u64;
            for seed in 0..200u64 {
                let mut t =
                    urbs_catalog::new_table(game, players, &serde_json::Value::Null, seed).unwrap();
                if track {
                    t.track_undo();
                }
                let mut k = seed;
                while let Some(s) = t.to_act().seats().first() {
                    let legal = t.legal_actions(s);
                    k = k
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    let a = &legal[(k >> 33) as usize % legal.len()];
                    t.apply_json(s, &a.json).unwrap();
                    actions += 1;
                }
            }
            let us = start.elapsed().as_secs_f64() * 1e6 / actions as f64;
            println!("{game:<11} marks {track:<5}: {us:6.2} µs per action ({actions} actions)");
        }
    }
}

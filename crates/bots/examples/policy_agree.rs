//! How often For Sale's learned policy chooses as each seat of a line-up
//! did, over the seats' open choices (every bid and pass, every sale once
//! revealed), read from each game's public log as `+policy` reads it
//! (`PolicyModel::agreement`): the figures the threshold of a seat the
//! policy explains (`EXPLAINED`) was chosen by. Seats rotated over the
//! games, deals from SEED.
//! cargo run --release -p urbs-bots --example policy_agree -- SPECS GAMES SEED
//! (SPECS: one per seat, comma-separated: `ismcts:1000,greedy,policy,random`)
use std::collections::BTreeMap;

use urbs_bots::arena::play_game;
use urbs_bots::forsale_policy::PolicyModel;
use urbs_engine::Viewer;
use urbs_forsale::ForSale;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [specs, games, seed] = &args[..] else {
        eprintln!("usage: policy_agree SPECS GAMES SEED");
        std::process::exit(2);
    };
    let specs: Vec<String> = specs.split(',').map(String::from).collect();
    let n = specs.len();
    let (games, seed): (u64, u64) = (games.parse().unwrap(), seed.parse().unwrap());
    // Per spec: choices the policy agreed with, choices, and seat-games
    // past EXPLAINED_AFTER choices whose share reached EXPLAINED.
    let mut tally: BTreeMap<String, (u32, u32, u32, u32)> = BTreeMap::new();
    let mut model = PolicyModel::new();
    for g in 0..games {
        let seated: Vec<String> = (0..n)
            .map(|s| specs[(s + g as usize) % n].clone())
            .collect();
        let table = play_game::<ForSale>(n, &Default::default(), seed + g, &seated).unwrap();
        let view = table.view(Viewer::Spectator);
        for (seat, (agreed, made)) in model.agreement(&view, table.log()).into_iter().enumerate() {
            let t = tally.entry(seated[seat].clone()).or_default();
            t.0 += agreed;
            t.1 += made;
            t.3 += 1;
            // Explained at the end of phase 1 (every bid made): as +policy
            // judges it when the sales begin.
            let explained = made >= urbs_bots::forsale_policy::EXPLAINED_AFTER
                && agreed as f64 >= urbs_bots::forsale_policy::EXPLAINED * made as f64;
            t.2 += u32::from(explained);
        }
    }
    let out: serde_json::Map<String, serde_json::Value> = tally
        .into_iter()
        .map(|(spec, (agreed, made, explained, seats))| {
            let share = agreed as f64 / made.max(1) as f64;
            (
                spec,
                serde_json::json!({
                    "choices": made,
                    "agreed": (share * 1000.0).round() / 1000.0,
                    "seat_games": seats,
                    "explained_at_the_end": (explained as f64 / seats.max(1) as f64 * 1000.0).round() / 1000.0,
                }),
            )
        })
        .collect();
    println!("{}", serde_json::to_string_pretty(&out).unwrap());
}

//! Prints a player's view mid-game: `cargo run -p urbs-city --example show [seed]`.
use urbs_city::City;
use urbs_engine::rand::RngExt;
use urbs_engine::{Table, Viewer};

fn main() {
    let seed: u64 = std::env::args()
        .nth(1)
        .map_or(3, |a| a.parse().expect("seed"));
    let mut rng = urbs_engine::rng_from_seed(seed);
    let mut t = Table::<City>::new(4, &Default::default(), seed).unwrap();
    while t.state().round() < 5 || t.to_act().seats().len() > 2 {
        let Some(seat) = t.to_act().seats().iter().last() else {
            break;
        };
        let l = t.legal_actions(seat);
        let a = l[rng.random_range(0..l.len())];
        t.apply(seat, &a).unwrap();
    }
    let seat = t.to_act().seats().first().unwrap_or(0);
    println!("{}", t.view(Viewer::Seat(seat)));
    println!(
        "legal: {:?}",
        t.legal_actions(seat)
            .iter()
            .map(|a| a.to_string())
            .collect::<Vec<_>>()
    );
    for e in t.log().iter().rev().take(8).rev() {
        println!("  {e}");
    }
}

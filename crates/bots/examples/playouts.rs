//! Random playouts of one game, for profilers:
//! `cargo run --release -p urbs-bots --example playouts -- forsale 100000`.
use urbs_bots::arena::random_playouts;

fn main() {
    let mut args = std::env::args().skip(1);
    let game = args.next().unwrap_or_else(|| "forsale".into());
    let games: u64 = args.next().map_or(100_000, |a| a.parse().expect("games"));
    let t = match game.as_str() {
        "skyline" => random_playouts::<urbs_skyline::Skyline>(4, &Default::default(), games, 1),
        "city" => random_playouts::<urbs_city::City>(4, &Default::default(), games, 1),
        "metropolis" => {
            random_playouts::<urbs_metropolis::Metropolis>(4, &Default::default(), games, 1)
        }
        _ => random_playouts::<urbs_forsale::ForSale>(4, &Default::default(), games, 1),
    };
    println!(
        "{game}: {games} games in {:.2}s = {:.0} games/s, {:.0} actions/s",
        t.seconds, t.games_per_sec, t.actions_per_sec
    );
}

//! Random playouts of one game straight on its state, as search bots run
//! them, for throughput figures and profilers:
//! `cargo run --release -p urbs-bots --example playouts -- GAME [GAMES] [PLAYERS]`
//! (defaults: 100,000 games of 4 players). Under `/usr/bin/time` it also
//! gives games per second of CPU time, which other programs on the machine
//! do not disturb as they do wall time.
use urbs_bots::arena::random_playouts;

fn main() {
    let mut args = std::env::args().skip(1);
    let game = args.next().unwrap_or_else(|| "forsale".into());
    let games: u64 = args.next().map_or(100_000, |a| a.parse().expect("games"));
    let players: usize = args.next().map_or(4, |a| a.parse().expect("players"));
    let t = match game.as_str() {
        "forsale" => {
            random_playouts::<urbs_forsale::ForSale>(players, &Default::default(), games, 1)
        }
        "skyline" => {
            random_playouts::<urbs_skyline::Skyline>(players, &Default::default(), games, 1)
        }
        "city" => random_playouts::<urbs_city::City>(players, &Default::default(), games, 1),
        "metropolis" => {
            random_playouts::<urbs_metropolis::Metropolis>(players, &Default::default(), games, 1)
        }
        other => panic!("unknown game {other:?}: forsale, skyline, city or metropolis"),
    };
    println!(
        "{game}, {players} players: {games} games in {:.2}s = {:.0} games/s, {:.0} actions/s, {:.1} actions per game",
        t.seconds,
        t.games_per_sec,
        t.actions_per_sec,
        t.actions as f64 / t.games as f64
    );
}

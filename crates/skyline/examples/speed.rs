//! Random playouts straight on the game state, for throughput figures:
//! `cargo run --release -p urbs-skyline --example speed -- GAMES PLAYERS`.
//! Under `/usr/bin/time` it also gives games per second of CPU time, which
//! other programs on the machine do not disturb as they do wall time.

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().map_or(50_000, |s| s.parse().expect("games"));
    let players: usize = args.next().map_or(4, |s| s.parse().expect("players"));
    let t = urbs_bots::arena::random_playouts::<urbs_skyline::Skyline>(
        players,
        &Default::default(),
        games,
        1,
    );
    println!(
        "{players} players: {games} games, {:.0} games/s, {:.0} actions/s, {:.1} actions per game (wall clock)",
        t.games_per_sec,
        t.actions_per_sec,
        t.actions as f64 / t.games as f64
    );
}

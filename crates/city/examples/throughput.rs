//! Random-playout throughput: `cargo run --release -p urbs-city --example throughput [players] [games]`.
fn main() {
    let mut args = std::env::args().skip(1);
    let players: usize = args.next().map_or(4, |a| a.parse().expect("players"));
    let games: u64 = args.next().map_or(50_000, |a| a.parse().expect("games"));
    let t = urbs_bots::arena::random_playouts::<urbs_city::City>(
        players,
        &Default::default(),
        games,
        1,
    );
    println!(
        "city, {players} players: {games} games in {:.2}s = {:.0} games/s, {:.0} actions/s",
        t.seconds, t.games_per_sec, t.actions_per_sec
    );
}

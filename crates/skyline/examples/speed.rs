fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .map(|s| s.parse().unwrap())
        .unwrap_or(50_000);
    let players: usize = std::env::args()
        .nth(2)
        .map(|s| s.parse().unwrap())
        .unwrap_or(4);
    let t = urbs_bots::arena::random_playouts::<urbs_skyline::Skyline>(
        players,
        &Default::default(),
        n,
        1,
    );
    println!(
        "{players} players: {:.0} games/s, {:.0} actions/s, {:.1} actions/game",
        t.games_per_sec,
        t.actions_per_sec,
        t.actions as f64 / t.games as f64
    );
}

use urbs_city::City;
use urbs_engine::Table;
use urbs_engine::rand::RngExt;
fn main() {
    let mut rng = urbs_engine::rng_from_seed(5);
    for players in 2..=5 {
        let mut rounds = Vec::new();
        let mut acts = 0;
        let mut reasons = std::collections::HashMap::new();
        for seed in 0..2000 {
            let mut t = Table::<City>::new(players, &Default::default(), seed).unwrap();
            while let Some(seat) = t.to_act().seats().first() {
                let l = t.legal_actions(seat);
                let a = l[rng.random_range(0..l.len())];
                t.apply(seat, &a).unwrap();
                acts += 1;
            }
            rounds.push(t.state().round());
            *reasons
                .entry(format!("{:?}", t.state().end_reason()))
                .or_insert(0) += 1;
        }
        rounds.sort();
        println!(
            "{players}p: rounds median {} max {} min {}, actions/game {}, {:?}",
            rounds[1000],
            rounds[1999],
            rounds[0],
            acts / 2000,
            reasons
        );
    }
}

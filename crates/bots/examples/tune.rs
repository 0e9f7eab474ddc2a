//! Tuning aid: one ISMCTS against greedy players, seat-rotated.
//! cargo run --release -p urbs-bots --example tune -- ITER EPS C W GAMES PLAYERS
//! Env: OPP=greedy|random, HYBRID=1 (ISMCTS in phase 1 only) or 2 (phase 2 only).
use rayon::prelude::*;
use urbs_bots::ismcts::{Ismcts, IsmctsConfig};
use urbs_bots::{Bot, Turn, make_bot};
use urbs_engine::{Table, derive_seed};
use urbs_forsale::{Action, ForSale, Options, Phase};

struct Hybrid {
    ism: Ismcts<ForSale>,
    phase1: bool,
}
impl Bot<ForSale> for Hybrid {
    fn choose(&mut self, turn: &Turn<'_, ForSale>) -> Action {
        let buying = turn.view.phase == Phase::Buying;
        if buying == self.phase1 {
            self.ism.choose(turn)
        } else {
            urbs_bots::forsale::Greedy.choose(turn)
        }
    }
}

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let p = |i: usize, d: f64| a.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    let mut cfg = IsmctsConfig::iterations(p(0, 1000.0) as u32);
    cfg.playout_epsilon = p(1, 0.3);
    cfg.exploration = p(2, 0.7);
    cfg.score_weight = p(3, 0.25);
    cfg.widening = std::env::var("PW")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1.0);
    cfg.opponent_widening = std::env::var("OPPW")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0.1);
    let games = p(4, 100.0) as u64;
    let players = p(5, 4.0) as usize;
    let opp = std::env::var("OPP").unwrap_or("greedy".into());
    let hybrid = std::env::var("HYBRID").unwrap_or_default();
    let t = std::time::Instant::now();
    let shares: Vec<(f64, i64)> = (0..games)
        .into_par_iter()
        .map(|g| {
            let seed = derive_seed(42, g / players as u64);
            let me = (g % players as u64) as usize;
            let mut bots: Vec<Box<dyn Bot<ForSale>>> = (0..players)
                .map(|s| {
                    if s == me {
                        let mut ism = Ismcts::<ForSale>::new(cfg, derive_seed(seed, 7));
                        if std::env::var("POLICY").is_ok() {
                            ism = ism.with_policy(<ForSale as urbs_bots::Roster>::playout_policy());
                        }
                        match hybrid.as_str() {
                            "1" => Box::new(Hybrid { ism, phase1: true }) as Box<dyn Bot<ForSale>>,
                            "2" => Box::new(Hybrid { ism, phase1: false }),
                            _ => Box::new(ism),
                        }
                    } else {
                        make_bot::<ForSale>(&opp, g * 10 + s as u64).unwrap()
                    }
                })
                .collect();
            let mut table = Table::<ForSale>::new(players, &Options::default(), seed).unwrap();
            urbs_bots::arena::play_out(&mut table, &mut bots).unwrap();
            let o = table.outcome().unwrap();
            (
                o.wins[me],
                o.scores[me] - o.scores.iter().sum::<i64>() / players as i64,
            )
        })
        .collect();
    let ws: f64 = shares.iter().map(|s| s.0).sum::<f64>() / games as f64;
    let d: f64 = shares.iter().map(|s| s.1 as f64).sum::<f64>() / games as f64;
    println!(
        "{cfg:?} opp {opp} hybrid {hybrid:?} games {games} players {players}: win share {ws:.3} score-vs-mean {d:+.2} ({:.1}s)",
        t.elapsed().as_secs_f64()
    );
}

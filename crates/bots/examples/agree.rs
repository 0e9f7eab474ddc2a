//! How often a model of the other players chooses as a level does: the
//! rules of thumb (the game's playout heuristic, what the search expects of
//! the others by default) and one move ahead by the learned value (`+ahead`'s
//! model, judging blind where seats choose at once), each asked at every
//! step of the level's own games that has more than one legal action, in a
//! world dealt from the mover's view and the public log (as the search
//! would deal it). Steps that open a decision (a City build, a Skyline turn)
//! are counted apart from the later ones (a card paid). Four players, the
//! level in every seat, deals from seed 500.
//! cargo run --release -p urbs-bots --example agree -- GAME SPEC [GAMES]
use urbs_bots::{Roster, ahead_model, ask, make_bot};
use urbs_engine::{Table, Viewer, rng_from_seed};

/// Steps asked, and the models' agreements with the level: the rules of
/// thumb, one move ahead, and the two with each other.
#[derive(Default)]
struct Tally {
    steps: u32,
    thumb: u32,
    ahead: u32,
    alike: u32,
}

impl Tally {
    fn json(&self) -> serde_json::Value {
        let share = |n: u32| (n as f64 / self.steps.max(1) as f64 * 1000.0).round() / 1000.0;
        serde_json::json!({
            "steps": self.steps,
            "rules_of_thumb": share(self.thumb),
            "ahead": share(self.ahead),
            "the_two_alike": share(self.alike),
        })
    }
}

fn agree<G: Roster>(spec: &str, games: u64) {
    let Some(make_thumb) = G::playout_policy() else {
        return eprintln!("{} has no rules of thumb", G::ID);
    };
    let Some(mut ahead) = ahead_model::<G>() else {
        return eprintln!("{} has no learned value", G::ID);
    };
    let mut thumb = make_thumb();
    let mut rng = rng_from_seed(9);
    let (mut opening, mut later) = (Tally::default(), Tally::default());
    for game in 0..games {
        let mut table = Table::<G>::new(4, &G::Options::default(), 500 + game).unwrap();
        let mut bots: Vec<_> = (0..4)
            .map(|s| make_bot::<G>(spec, game * 10 + s).expect("a bot spec"))
            .collect();
        let mut keys = [None; 4];
        while let Some(seat) = table.to_act().seats().first() {
            let legal = table.legal_actions(seat);
            let chosen = ask(bots[seat].as_mut(), &table, seat);
            if legal.len() > 1 {
                let view = table.view(Viewer::Seat(seat));
                let key = G::decision_step(&view, table.log(), &legal, seat).map(|d| d.key);
                let opens = key.is_none() || key != keys[seat];
                keys[seat] = key;
                let world = G::sample(&view, table.log(), &mut rng);
                let t = thumb.choose(&world, seat, &legal, &mut rng);
                let a = ahead.choose(&world, seat, &legal, &mut rng);
                let tally = if opens { &mut opening } else { &mut later };
                tally.steps += 1;
                tally.thumb += u32::from(t.is_some_and(|i| legal[i] == chosen));
                tally.ahead += u32::from(a.is_some_and(|i| legal[i] == chosen));
                tally.alike += u32::from(t.is_some() && t == a);
            }
            table.apply(seat, &chosen).unwrap();
        }
    }
    println!(
        "{}",
        serde_json::json!({
            "game": G::ID, "level": spec, "games": games,
            "opening_steps": opening.json(), "later_steps": later.json(),
        })
    );
}

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let spec = a.get(1).map_or("ismcts:500", String::as_str);
    let games = a.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
    match a.first().map(String::as_str) {
        Some("skyline") => agree::<urbs_skyline::Skyline>(spec, games),
        Some("city") => agree::<urbs_city::City>(spec, games),
        Some("metropolis") => agree::<urbs_metropolis::Metropolis>(spec, games),
        _ => eprintln!("GAME (skyline, city, metropolis) SPEC [GAMES]"),
    }
}

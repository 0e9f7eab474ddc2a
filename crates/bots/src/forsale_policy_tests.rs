//! For Sale's learned policy: the network it ships, as a player and as the
//! search's model of the others.

use urbs_engine::{Table, ToAct, rng_from_seed};

use super::*;
use crate::arena::play_game;
use crate::ask;

/// The Rust forward pass plays as the PyTorch agent the file was exported
/// from: the first moves of game seed 5 (4 players) are those the exporter
/// printed (`python/examples/ppo_forsale.py --export`: "its first moves in
/// game seed 5"). A wrong observation, activation or layer order plays
/// other moves. Retraining the network changes them: take the exporter's.
#[test]
fn the_policy_plays_as_the_agent_it_was_exported_from() {
    let mut table = Table::<ForSale>::new(4, &Default::default(), 5).unwrap();
    let mut bot = PolicyBot::new();
    let mut ids = Vec::new();
    for _ in 0..8 {
        let seat = table.to_act().seats().first().unwrap();
        let a = ask(&mut bot, &table, seat);
        ids.push(action_id(&a).unwrap());
        table.apply(seat, &a).unwrap();
    }
    assert_eq!(ids, [1, 4, 5, 7, 0, 0, 0, 1]);
}

/// The policy alone wins far more than its share against three `greedy`
/// seats (the exporter's agent: 0.705 of 400 in Python): it learned the
/// game. Seats rotated over 48 games.
#[test]
fn the_policy_beats_the_rules_of_thumb() {
    let games = 48;
    let mut share = 0.0;
    for seed in 0..games {
        let mine = (seed % 4) as usize;
        let specs: Vec<String> = (0..4)
            .map(|s| if s == mine { "policy" } else { "greedy" }.to_string())
            .collect();
        let table = play_game::<ForSale>(4, &Default::default(), seed, &specs).unwrap();
        share += table.outcome().unwrap().wins[mine] / games as f64;
    }
    assert!(share > 0.45, "the policy won {share:.3} of its games");
}

/// The table and seat blocks add up to the observation, and every field
/// lands where the layout says: the viewer's chips (15 at the start) in its
/// own block, the table's player count one-hot.
#[test]
fn the_observation_puts_each_field_in_its_place() {
    let table = Table::<ForSale>::new(3, &Default::default(), 1).unwrap();
    let mut obs = vec![9.0; OBSERVATION];
    observe(&table.view(Viewer::Seat(2)), &mut obs);
    assert_eq!(&obs[..3], &[1.0, 0.0, 0.0], "three players");
    assert_eq!(obs[TABLE], 1.0, "the viewer's block is present");
    assert_eq!(obs[TABLE + 2], 1.0, "15 chips of 15");
    assert_eq!(obs[TABLE + 2 * SEAT], 1.0, "the third seat is present");
    assert!(
        obs[TABLE + 3 * SEAT..].iter().all(|&x| x == 0.0),
        "the two absent seats are zeros"
    );
}

/// Plays `greedy` in every seat until the sales begin (FS-6).
fn at_the_first_sale(seed: u64) -> ForSale {
    let mut table = Table::<ForSale>::new(4, &Default::default(), seed).unwrap();
    while table.state().phase() == Phase::Buying {
        let seat = table.to_act().seats().first().unwrap();
        let a = ask(&mut crate::forsale::Greedy, &table, seat);
        table.apply(seat, &a).unwrap();
    }
    table.state().clone()
}

/// Honesty (FS-8): in the tree the model chooses for a seat from that
/// seat's view of the dealt world, so whichever building the searcher has
/// put face down in it, the others' choices are the same; the worlds
/// themselves differ (so the test can fail: a model that read the world
/// would see the searcher's building).
#[test]
fn the_model_cannot_answer_a_face_down_sale() {
    let mut rng = rng_from_seed(1);
    let mut checked = 0;
    for seed in 0..6 {
        let world = at_the_first_sale(seed);
        assert!(
            matches!(world.to_act(), ToAct::Simultaneous(_)),
            "the sales are at once"
        );
        let mut legal = Vec::new();
        world.legal_actions(0, &mut legal);
        let mut worlds = Vec::new();
        for sale in &legal {
            let mut w = world.clone();
            w.apply(0, sale, &mut Vec::new()).unwrap();
            worlds.push(w);
        }
        assert!(worlds.windows(2).all(|p| p[0] != p[1]));
        for seat in 1..4 {
            let mut theirs = Vec::new();
            world.legal_actions(seat, &mut theirs);
            let choices: Vec<_> = worlds
                .iter()
                .map(|w| PolicyModel::new().choose(w, seat, &theirs, &mut rng))
                .collect();
            assert!(choices[0].is_some());
            assert!(choices.iter().all(|c| *c == choices[0]), "{choices:?}");
            checked += 1;
        }
    }
    assert_eq!(checked, 18);
}

/// The model's remembered choices are the network's: asked again in the
/// same worlds, a fresh model and a used one choose alike.
#[test]
fn the_model_remembers_only_what_the_network_chose() {
    let mut used = PolicyModel::new();
    let mut rng = rng_from_seed(2);
    for seed in 0..4 {
        let mut table = Table::<ForSale>::new(4, &Default::default(), seed).unwrap();
        while let Some(seat) = table.to_act().seats().first() {
            let mut legal = Vec::new();
            table.state().legal_actions(seat, &mut legal);
            let twice = used.choose(table.state(), seat, &legal, &mut rng);
            let again = used.choose(table.state(), seat, &legal, &mut rng);
            let fresh = PolicyModel::new().choose(table.state(), seat, &legal, &mut rng);
            assert_eq!((twice, again), (fresh, fresh));
            let a = ask(&mut crate::forsale::Greedy, &table, seat);
            table.apply(seat, &a).unwrap();
        }
    }
}

/// `+policy` stands, in a search, for the observer and for the seats that
/// have chosen as the policy would (read from the public log): seats that
/// play the policy are fitted, seats that play the rules of thumb or a
/// short search are not, and before any open choice no seat but the
/// observer is.
#[test]
fn the_model_stands_for_the_seats_the_policy_explains() {
    let specs = ["greedy", "policy", "ismcts:20", "policy"].map(String::from);
    let table = play_game::<ForSale>(4, &Default::default(), 3, &specs).unwrap();
    let mut model = PolicyModel::new();
    assert_eq!(model.fitted(), None, "every seat until it has observed");
    let view = table.view(Viewer::Seat(0));
    let agreement = model.agreement(&view, table.log());
    assert_eq!(agreement[1].0, agreement[1].1, "{agreement:?}");
    assert!(agreement[1].1 >= EXPLAINED_AFTER);
    model.observe(0, &view, table.log());
    let fitted: Vec<_> = model.fitted().unwrap().iter().collect();
    assert_eq!(fitted, [0, 1, 3], "{agreement:?}");
    let start = Table::<ForSale>::new(4, &Default::default(), 3).unwrap();
    model.observe(2, &start.view(Viewer::Seat(2)), start.log());
    assert_eq!(model.fitted().unwrap().iter().collect::<Vec<_>>(), [2]);
}

/// Honesty with the model fitted (FS-8): seats 1 to 3 play the policy, so
/// `+policy` stands for them (in the sales, instead of regret matching);
/// seat 0's search, in the last auction and in a sale where the three have
/// put their buildings face down, chooses the same in a twin table dealt
/// anew from seat 0's view (the decks and the face-down buildings other).
#[test]
fn hidden_cards_cannot_change_a_search_that_plays_the_others_by_the_policy() {
    for (seed, selling) in [(7, false), (7, true), (8, true)] {
        let mut table = Table::<ForSale>::new(4, &Default::default(), seed).unwrap();
        let mut others = PolicyBot::new();
        let mut own = crate::forsale::Greedy;
        loop {
            // Late enough that every other seat has made its choices.
            let round = if selling { 2 } else { 5 };
            let ready = table.state().round() >= round
                && (table.state().phase() == Phase::Selling) == selling;
            let seat = match table.to_act() {
                ToAct::Seat(0) if ready => break,
                ToAct::Seat(s) => s,
                ToAct::Simultaneous(set) => match set.iter().find(|&s| s != 0) {
                    Some(s) => s,
                    None if ready => break,
                    None => 0,
                },
                ToAct::Over => panic!("seed {seed}: the game ended first"),
            };
            let a = if seat == 0 {
                ask(&mut own, &table, 0)
            } else {
                ask(&mut others, &table, seat)
            };
            table.apply(seat, &a).unwrap();
        }
        let view = table.view(Viewer::Seat(0));
        let mut model = PolicyModel::new();
        model.observe(0, &view, table.log());
        let agreement = model.agreement(&view, table.log());
        assert_eq!(
            model.fitted().unwrap().len(),
            4,
            "seed {seed}, selling {selling}, round {}: {agreement:?} of {}",
            table.state().round(),
            table.log().len()
        );
        let twin = table.sample(0, &mut rng_from_seed(seed + 40));
        assert_ne!(twin.state(), table.state(), "the hidden cards differ");
        let pick = |t: &Table<ForSale>| {
            let mut bot = crate::make_bot::<ForSale>("ismcts+sm+policy:300", 9).unwrap();
            ask(bot.as_mut(), t, 0)
        };
        assert_eq!(pick(&table), pick(&twin), "seed {seed}, selling {selling}");
    }
}

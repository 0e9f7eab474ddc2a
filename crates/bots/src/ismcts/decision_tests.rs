//! A decision of several steps shares its level's budget (issue 29), counted
//! in iterations the trees really ran, never by the clock.

use urbs_city::City;
use urbs_engine::{Table, Viewer};
use urbs_forsale::ForSale;
use urbs_metropolis::Metropolis;
use urbs_skyline::Skyline;

use super::*;
use crate::{Roster, ask, make_bot, search_bot};

/// Iterations the last search of `bot` ran (every iteration takes one root
/// action), read off its tree, not off the decision's accounting.
fn ran<G: Roster>(bot: &Ismcts<G>) -> u64 {
    bot.trees[0].root_stats().map(|s| s.visits).sum()
}

/// One decision of seat 0: its key, the steps expected at its first
/// step, and the iterations each searched step ran.
struct Steps {
    key: u64,
    first_expected: u32,
    iterations: Vec<u64>,
}

/// Plays a whole game with `search_bot(ismcts:budget)` in seat 0 and the
/// game's greedy bot elsewhere, and lists seat 0's decisions.
fn decisions<G: Roster>(players: usize, seed: u64, budget: u32) -> Vec<Steps> {
    let mut table = Table::<G>::new(players, &G::Options::default(), seed).unwrap();
    let mut me = search_bot::<G>(IsmctsConfig::iterations(budget), 5);
    let mut greedy = make_bot::<G>("greedy", 1).unwrap();
    let mut out: Vec<Steps> = Vec::new();
    while let Some(seat) = table.to_act().seats().first() {
        if seat != 0 {
            let a = ask(greedy.as_mut(), &table, seat);
            table.apply(seat, &a).unwrap();
            continue;
        }
        let view = table.view(Viewer::Seat(0));
        let legal = table.legal_actions(0);
        let turn = Turn {
            seat: 0,
            view: &view,
            log: table.log(),
            legal: &legal,
        };
        let step = G::decision_step(&view, table.log(), &legal, 0)
            .expect("a game that groups steps groups every step");
        let a = me.choose(&turn);
        if legal.len() > 1 {
            match out.last_mut() {
                Some(d) if d.key == step.key => d.iterations.push(ran(&me)),
                _ => out.push(Steps {
                    key: step.key,
                    first_expected: step.steps,
                    iterations: vec![ran(&me)],
                }),
            }
        }
        table.apply(0, &a).unwrap();
    }
    out
}

/// Every decision of seat 0 stays within the budget (a step past an
/// estimate that fell short runs one iteration), opens with a fresh budget
/// shared over the steps it expects, and some take `most` searched steps
/// or more: without the sharing those would run `most` budgets.
fn every_decision_keeps_its_budget<G: Roster>(players: usize, seed: u64, most: usize) {
    const BUDGET: u32 = 120;
    let found = decisions::<G>(players, seed, BUDGET);
    assert!(!found.is_empty(), "{}", G::ID);
    let mut longest = 0;
    for d in &found {
        let total: u64 = d.iterations.iter().sum();
        let steps = d.iterations.len() as u64;
        assert!(
            total <= BUDGET as u64 + steps,
            "{}: decision {} ran {:?}",
            G::ID,
            d.key,
            d.iterations
        );
        assert_eq!(
            d.iterations[0],
            (BUDGET / d.first_expected) as u64,
            "{}: a decision opens with the whole budget, shared",
            G::ID
        );
        longest = longest.max(d.iterations.len());
    }
    assert!(
        longest >= most,
        "{}: the longest decision had {longest} searched steps",
        G::ID
    );
}

#[test]
fn a_city_round_shares_one_budget() {
    every_decision_keeps_its_budget::<City>(4, 3, 3);
}

#[test]
fn a_metropolis_proposal_shares_one_budget() {
    every_decision_keeps_its_budget::<Metropolis>(4, 2, 3);
}

#[test]
fn a_skyline_turn_shares_one_budget() {
    every_decision_keeps_its_budget::<Skyline>(4, 1, 2);
}

#[test]
fn a_one_step_decision_has_the_whole_budget_every_move() {
    // For Sale groups nothing: every searched move runs the whole budget.
    let mut table = Table::<ForSale>::new(4, &Default::default(), 4).unwrap();
    let mut me = search_bot::<ForSale>(IsmctsConfig::iterations(90), 5);
    let mut searched = 0;
    while let Some(seat) = table.to_act().seats().first() {
        let view = table.view(Viewer::Seat(seat));
        let legal = table.legal_actions(seat);
        let a = me.choose(&Turn {
            seat,
            view: &view,
            log: table.log(),
            legal: &legal,
        });
        if legal.len() > 1 {
            assert_eq!(ran(&me), 90);
            searched += 1;
        }
        table.apply(seat, &a).unwrap();
    }
    assert!(searched > 10);
    assert!(ForSale::decision_step(&table.view(Viewer::Seat(0)), table.log(), &[], 0).is_none());
}

#[test]
fn analysis_keeps_the_whole_budget() {
    // Hints and reviews analyse one position: never a share.
    let table = Table::<City>::new(4, &Default::default(), 3).unwrap();
    let view = table.view(Viewer::Seat(1));
    let legal = table.legal_actions(1);
    let mut bot = search_bot::<City>(IsmctsConfig::iterations(80), 1);
    for _ in 0..3 {
        let a = bot.analyze(&Turn {
            seat: 1,
            view: &view,
            log: table.log(),
            legal: &legal,
        });
        assert_eq!(a.iterations, 80);
    }
    assert!(City::decision_step(&view, table.log(), &legal, 1).is_some());
}

/// Master's search (the level's own variant, at a small iteration budget
/// so the test is reproducible), its decision's shared budget and the
/// game's reading of the steps included, reads only the seat's view, the
/// public log and its legal actions: in a twin table dealt from seat 0's
/// view (other hands, the deck, every hidden card dealt anew), seat 0
/// plays the same steps, one after another, through a whole decision.
fn hidden_cards_cannot_change_masters_decision<G: Roster>(seed: u64, skip: usize) {
    let master = crate::levels::level_spec::<G>("master").unwrap();
    hidden_cards_cannot_change_the_decision_of::<G>(master, seed, skip);
}

/// The same for any search spec (a variant Master was chosen from).
fn hidden_cards_cannot_change_the_decision_of<G: Roster>(spec: &str, seed: u64, skip: usize) {
    let mut master: IsmctsConfig = spec.parse().unwrap();
    master.budget = Budget::Iterations(150);
    master.time_cap = None;
    let mut table = Table::<G>::new(4, &G::Options::default(), seed).unwrap();
    let mut greedy = make_bot::<G>("greedy", 1).unwrap();
    let mut seen = 0;
    // Greedy play until seat 0's `skip`-th choice.
    loop {
        let seat = table.to_act().seats().first().expect("the game goes on");
        if seat == 0 && table.legal_actions(0).len() > 1 {
            seen += 1;
            if seen > skip {
                break;
            }
        }
        let a = ask(greedy.as_mut(), &table, seat);
        table.apply(seat, &a).unwrap();
    }
    let mut twin = table.sample(0, &mut urbs_engine::rng_from_seed(seed + 40));
    assert_ne!(
        serde_json::to_value(twin.state()).unwrap(),
        serde_json::to_value(table.state()).unwrap(),
        "{}: the hidden cards differ",
        G::ID
    );
    let mut a = search_bot::<G>(master, 9);
    let mut b = search_bot::<G>(master, 9);
    let mut steps = 0;
    while table.to_act().seats().first() == Some(0) {
        assert_eq!(table.view(Viewer::Seat(0)), twin.view(Viewer::Seat(0)));
        assert_eq!(table.log(), twin.log());
        let pick = |bot: &mut Ismcts<G>, t: &Table<G>| {
            let view = t.view(Viewer::Seat(0));
            let legal = t.legal_actions(0);
            bot.choose(&Turn {
                seat: 0,
                view: &view,
                log: t.log(),
                legal: &legal,
            })
        };
        let (x, y) = (pick(&mut a, &table), pick(&mut b, &twin));
        assert_eq!(x, y, "{}: step {steps} of the decision", G::ID);
        table.apply(0, &x).unwrap();
        twin.apply(0, &y).unwrap();
        steps += 1;
    }
    assert!(steps >= 1);
}

#[test]
fn hidden_cards_cannot_change_masters_decisions() {
    hidden_cards_cannot_change_masters_decision::<City>(3, 2);
    hidden_cards_cannot_change_masters_decision::<Metropolis>(2, 6);
    hidden_cards_cannot_change_masters_decision::<Skyline>(1, 5);
    hidden_cards_cannot_change_masters_decision::<ForSale>(5, 3);
}

/// The evaluation at a cutoff (`+cutN`) reads only the worlds the search
/// dealt itself: a short cutoff, so that most iterations are scored by it.
#[test]
fn hidden_cards_cannot_change_a_decision_scored_at_a_cutoff() {
    hidden_cards_cannot_change_the_decision_of::<City>("ismcts+score+cut6:1", 3, 2);
    hidden_cards_cannot_change_the_decision_of::<Metropolis>("ismcts+cut4:1", 2, 6);
}

/// The learned value (`+valueN`), network and all, reads only the worlds
/// the search dealt itself.
#[test]
fn hidden_cards_cannot_change_a_decision_scored_by_the_learned_value() {
    hidden_cards_cannot_change_the_decision_of::<City>("ismcts+score+value6:1", 3, 2);
    hidden_cards_cannot_change_the_decision_of::<City>("ismcts+value4:1", 4, 7);
    hidden_cards_cannot_change_the_decision_of::<Skyline>("ismcts+score+value6:1", 1, 5);
}

/// One move ahead (`+ahead`) judges only worlds the search dealt itself:
/// the other seats it models in the tree move by the value of those
/// worlds, never of the real table.
#[test]
fn hidden_cards_cannot_change_a_decision_that_looks_one_move_ahead() {
    hidden_cards_cannot_change_the_decision_of::<Skyline>("ismcts+ahead+score+value30:1", 1, 5);
    hidden_cards_cannot_change_the_decision_of::<Skyline>("ismcts+ahead:1", 2, 3);
    hidden_cards_cannot_change_the_decision_of::<City>("ismcts+ahead+value4:1", 4, 7);
}

/// Regret matching from mean rewards (`+smv`, measured in City and not
/// kept for a level) reads only what plain `+sm` does: the statistics of
/// worlds the search dealt itself.
#[test]
fn hidden_cards_cannot_change_a_decision_by_mean_regrets() {
    hidden_cards_cannot_change_the_decision_of::<City>("ismcts+smv+score:1", 3, 2);
    hidden_cards_cannot_change_the_decision_of::<ForSale>("ismcts+smv:1", 5, 3);
}

/// Reading the others (`+read`) fits them to the public log alone: the
/// fit, and so the choice, is the same whatever cards are hidden.
#[test]
fn hidden_cards_cannot_change_a_decision_that_reads_the_others() {
    hidden_cards_cannot_change_the_decision_of::<ForSale>("ismcts+sm+read:1", 5, 3);
    hidden_cards_cannot_change_the_decision_of::<ForSale>("ismcts+read+score:1", 7, 9);
}

/// Metropolis's tuned playouts (`+tuned`) judge only the worlds the search
/// dealt itself, as the playouts' own weights do.
#[test]
fn hidden_cards_cannot_change_a_decision_by_tuned_playouts() {
    hidden_cards_cannot_change_the_decision_of::<Metropolis>("ismcts+tuned+value30:1", 2, 6);
    hidden_cards_cannot_change_the_decision_of::<Metropolis>("ismcts+tuned+tvalue30:1", 2, 6);
    hidden_cards_cannot_change_the_decision_of::<Metropolis>("ismcts+tuned:1", 3, 4);
}

/// Ranked openings (`+rank`) order a node's actions by the rules of
/// thumb's gains in the worlds the search dealt itself, and a searcher
/// widening at another pace (`+widenW`) opens them from the same
/// statistics: neither reads the real table.
#[test]
fn hidden_cards_cannot_change_a_decision_by_ranked_openings() {
    hidden_cards_cannot_change_the_decision_of::<Metropolis>("ismcts+tuned+rank+value30:1", 2, 6);
    hidden_cards_cannot_change_the_decision_of::<Metropolis>(
        "ismcts+tuned+rank+widen0.5+value30:1",
        3,
        4,
    );
    hidden_cards_cannot_change_the_decision_of::<ForSale>("ismcts+rank+widen2:1", 5, 3);
}

/// The same with Metropolis's learned policy as the model of the other
/// seats (`+policy`) and as the order of the searcher's openings (`+rank`).
/// `+answers`: the other seats' answers by the learned value one move
/// ahead read only the worlds the search dealt; `+declines` reads none;
/// `+last`'s and `+counters`' worth of each seat reads the world dealt,
/// too; `+asks`' plain asks read the view (who is surely last is public).
#[test]
fn hidden_cards_cannot_change_a_decision_by_the_others_answers() {
    hidden_cards_cannot_change_the_decision_of::<Metropolis>(
        "ismcts+tuned+answers+value30:1",
        2,
        6,
    );
    hidden_cards_cannot_change_the_decision_of::<Metropolis>(
        "ismcts+tuned+rank+answers+value30:1",
        3,
        4,
    );
    hidden_cards_cannot_change_the_decision_of::<Metropolis>(
        "ismcts+tuned+rank+declines+value30:1",
        2,
        6,
    );
    hidden_cards_cannot_change_the_decision_of::<Metropolis>("ismcts+tuned+last+value30:1", 2, 6);
    hidden_cards_cannot_change_the_decision_of::<Metropolis>(
        "ismcts+tuned+counters+value30:1",
        2,
        6,
    );
    hidden_cards_cannot_change_the_decision_of::<Metropolis>("ismcts+tuned+asks+value30:1", 2, 6);
}

#[test]
fn hidden_cards_cannot_change_a_decision_by_the_learned_policy() {
    hidden_cards_cannot_change_the_decision_of::<Metropolis>("ismcts+tuned+policy+value30:1", 2, 6);
    hidden_cards_cannot_change_the_decision_of::<Metropolis>(
        "ismcts+tuned+rank+policy+value30:1",
        3,
        4,
    );
}

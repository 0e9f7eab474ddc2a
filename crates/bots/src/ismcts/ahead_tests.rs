//! One move ahead by the learned value (`+ahead`).

use std::sync::atomic::{AtomicUsize, Ordering};

use urbs_city::{Action as CityAction, City};
use urbs_engine::{Game, GameRng, Seat, Table, Viewer, derive_seed, rng_from_seed};
use urbs_metropolis::Metropolis;
use urbs_skyline::Skyline;

use super::*;
use crate::{Bot, Roster, Turn, arena, make_bot, search_bot};

/// A player that deals itself one world from its view and the public log
/// and takes [`Ahead`]'s choice there: the heuristic alone, as a bot.
struct OneAhead {
    ahead: Ahead<Skyline>,
    rng: GameRng,
}

impl Bot<Skyline> for OneAhead {
    fn choose(&mut self, turn: &Turn<'_, Skyline>) -> urbs_skyline::Action {
        let world = Skyline::sample(turn.view, turn.log, &mut self.rng);
        let i = self
            .ahead
            .choose(&world, turn.seat, turn.legal, &mut self.rng)
            .expect("some legal action applies");
        turn.legal[i]
    }
}

/// Skyline's learned value, one move ahead, plays far better than the rules
/// of thumb: against three `greedy` seats (seats rotated, parity 0.25) it
/// wins most games (0.75 of 200 in a release build). Were it to take the
/// move the value judges worst, or judge the position before the move, it
/// would win less than its share.
#[test]
fn one_move_ahead_plays_skyline_better_than_the_rules_of_thumb() {
    let value = Skyline::value().expect("Skyline has a learned value");
    let (deals, players) = (15u64, 4usize);
    let mut won = 0.0;
    for deal in 0..deals {
        for me in 0..players {
            let seed = derive_seed(91, deal);
            let mut bots: Vec<Box<dyn Bot<Skyline>>> = (0..players)
                .map(|s| {
                    if s == me {
                        Box::new(OneAhead {
                            ahead: Ahead::new(value),
                            rng: rng_from_seed(seed ^ 5),
                        }) as Box<dyn Bot<Skyline>>
                    } else {
                        make_bot::<Skyline>("greedy", deal * 10 + s as u64).unwrap()
                    }
                })
                .collect();
            let mut table = Table::<Skyline>::new(players, &Default::default(), seed).unwrap();
            arena::play_out(&mut table, &mut bots).unwrap();
            won += table.outcome().unwrap().wins[me];
        }
    }
    let share = won / (deals as f64 * players as f64);
    assert!(share > 0.45, "one move ahead won {share:.3} against greedy");
}

/// Calls of the counting model below, by whether the seat was the
/// observer's (`ME`) or another's.
static ME: AtomicUsize = AtomicUsize::new(0);
static OWN: AtomicUsize = AtomicUsize::new(0);
static OTHERS: AtomicUsize = AtomicUsize::new(0);

struct Counting;

impl Playout<Skyline> for Counting {
    fn choose(
        &mut self,
        _state: &Skyline,
        seat: Seat,
        _legal: &[urbs_skyline::Action],
        _rng: &mut GameRng,
    ) -> Option<usize> {
        let count = if seat == ME.load(Ordering::Relaxed) {
            &OWN
        } else {
            &OTHERS
        };
        count.fetch_add(1, Ordering::Relaxed);
        Some(0)
    }
}

fn counting() -> Box<dyn Playout<Skyline>> {
    Box::new(Counting)
}

/// The tree asks its model (not the playouts' heuristic) for the other
/// seats' moves and for the observer's move to open first; `+ahead` puts
/// the learned value there, and a search without it keeps none.
#[test]
fn the_tree_asks_its_model_for_the_other_seats_and_the_move_to_open() {
    let table = Table::<Skyline>::new(4, &Default::default(), 3).unwrap();
    let seat = table.to_act().seats().first().unwrap();
    ME.store(seat, Ordering::Relaxed);
    let view = table.view(Viewer::Seat(seat));
    let legal = table.legal_actions(seat);
    let mut bot =
        search_bot::<Skyline>(IsmctsConfig::iterations(300), 4).with_model(Some(counting));
    bot.choose(&Turn {
        seat,
        view: &view,
        log: table.log(),
        legal: &legal,
    });
    assert!(
        OWN.load(Ordering::Relaxed) > 0,
        "the observer's moves open by the model"
    );
    assert!(
        OTHERS.load(Ordering::Relaxed) > 0,
        "the others play the model in the tree"
    );
    let ahead: IsmctsConfig = "ismcts+ahead+score+value30:100".parse().unwrap();
    assert!(search_bot::<Skyline>(ahead, 1).trees[0].has_model());
    assert!(!search_bot::<Skyline>(IsmctsConfig::iterations(100), 1).trees[0].has_model());
}

/// A City table after `rounds` rounds of `greedy` play, at the start of a
/// round where every seat still chooses its build.
fn city_round(seed: u64, rounds: usize) -> Table<City> {
    let mut table = Table::<City>::new(4, &Default::default(), seed).unwrap();
    let mut bots: Vec<Box<dyn Bot<City>>> = (0..4)
        .map(|s| make_bot::<City>("greedy", s).unwrap())
        .collect();
    let mut seen = 0;
    loop {
        let to_act = table.to_act();
        if to_act.seats().len() == 4
            && table
                .legal_actions(0)
                .iter()
                .any(|a| matches!(a, CityAction::Build(_)))
        {
            seen += 1;
            if seen > rounds {
                return table;
            }
        }
        let seat = to_act.seats().first().expect("the game goes on");
        let view = table.view(Viewer::Seat(seat));
        let legal = table.legal_actions(seat);
        let action = bots[seat].choose(&Turn {
            seat,
            view: &view,
            log: table.log(),
            legal: &legal,
        });
        table.apply(seat, &action).unwrap();
    }
}

/// Where City's seats choose their builds at once, `+ahead` judges another
/// seat's build blind: seat 0's face-down build (which the tree puts in the
/// world first, being the observer's) cannot change seat 1's judgment or
/// choice. The plain learned value does read it (a build set aside counts
/// built), so were the model to judge by it, seat 1's judgment would change
/// with seat 0's build.
#[test]
fn a_city_seat_judged_one_move_ahead_cannot_answer_a_face_down_build() {
    let value = City::value().expect("City has a learned value");
    let blind = City::blind_value().expect("City judges blind");
    let mut rng = rng_from_seed(1);
    let mut compared = 0;
    let mut read_by_the_plain_value = 0;
    for (seed, rounds) in [(3, 1), (5, 2), (8, 3), (13, 4)] {
        let table = city_round(seed, rounds);
        let builds: Vec<_> = table
            .legal_actions(0)
            .into_iter()
            .filter(|a| matches!(a, CityAction::Build(_)))
            .collect();
        let other = table.legal_actions(1);
        let mut judged = Vec::new();
        for build in &builds {
            let mut state = table.state().clone();
            state.apply(0, build, &mut Vec::new()).unwrap();
            let state = &state;
            let thumb = City::playout_policy().expect("City has rules of thumb");
            let mut ahead = Ahead::new(value).with_blind(blind, thumb());
            let plain: Vec<_> = other
                .iter()
                .map(|a| {
                    let mut next = state.clone();
                    next.apply(1, a, &mut Vec::new()).unwrap();
                    let mut chances = Vec::new();
                    value(&next, &mut chances);
                    chances[1]
                })
                .collect();
            let seen: Vec<_> = other.iter().map(|a| ahead.judge(state, 1, a)).collect();
            assert!(
                seen.iter().all(Option::is_some),
                "every build of seat 1 is judged"
            );
            let choice = ahead.choose(state, 1, &other, &mut rng);
            judged.push((plain, seen, choice));
        }
        for pair in judged.windows(2) {
            compared += 1;
            assert_eq!(
                pair[0].1, pair[1].1,
                "seat 1's judgment read seat 0's build"
            );
            assert_eq!(
                pair[0].2, pair[1].2,
                "seat 1's choice answered seat 0's build"
            );
            if pair[0].0 != pair[1].0 {
                read_by_the_plain_value += 1;
            }
        }
    }
    assert!(compared > 0);
    assert!(
        read_by_the_plain_value > 0,
        "the plain value never read seat 0's build: the test shows nothing"
    );
}

/// Calls of the widest-step model below, and the most legal actions of a
/// step it was asked about.
static ASKED: AtomicUsize = AtomicUsize::new(0);
static WIDEST: AtomicUsize = AtomicUsize::new(0);

struct Widest;

impl Playout<Metropolis> for Widest {
    fn choose(
        &mut self,
        _state: &Metropolis,
        _seat: Seat,
        legal: &[urbs_metropolis::Action],
        _rng: &mut GameRng,
    ) -> Option<usize> {
        ASKED.fetch_add(1, Ordering::Relaxed);
        WIDEST.fetch_max(legal.len(), Ordering::Relaxed);
        Some(0)
    }
}

fn widest() -> Box<dyn Playout<Metropolis>> {
    Box::new(Widest)
}

/// `+aheadK`: the tree asks its model only at steps with at most K legal
/// actions (a Metropolis lot taken, an answer), the wider ones (a build)
/// go to the playouts' rules of thumb; `+ahead` alone asks at every step,
/// wide ones included, on the same search.
#[test]
fn a_narrow_model_is_asked_only_at_narrow_steps() {
    let table = crate::roster::greedy_opening::<Metropolis>(7, 7, 40);
    let seat = table.to_act().seats().first().unwrap();
    let view = table.view(Viewer::Seat(seat));
    let legal = table.legal_actions(seat);
    let asked = |spec: &str| {
        ASKED.store(0, Ordering::Relaxed);
        WIDEST.store(0, Ordering::Relaxed);
        let config: IsmctsConfig = spec.parse().unwrap();
        let mut bot = search_bot::<Metropolis>(config, 5).with_model(Some(widest));
        bot.choose(&Turn {
            seat,
            view: &view,
            log: table.log(),
            legal: &legal,
        });
        (
            ASKED.load(Ordering::Relaxed),
            WIDEST.load(Ordering::Relaxed),
        )
    };
    let (narrow, narrowest) = asked("ismcts+ahead4:2000");
    assert!(narrow > 0, "the model is asked at the narrow steps");
    assert!(
        narrowest <= 4,
        "a step of {narrowest} actions went to the model"
    );
    let (all, widest) = asked("ismcts+ahead:2000");
    assert!(widest > 4, "the same search meets wider steps ({widest})");
    assert!(
        all > narrow,
        "{all} calls at every step, {narrow} at the narrow ones"
    );
}

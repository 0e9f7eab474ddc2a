//! A world consistent with one player's view (CT-11): the cards the viewer
//! cannot see (other hands, the deck, the discard pile) dealt anew from the
//! unseen cards, other players' secret choices drawn anew, and a fresh RNG.

use urbs_engine::rand::RngExt;
use urbs_engine::rand::seq::SliceRandom;
use urbs_engine::{Game, GameRng, SeatSet, rng_from_seed};

use crate::card::{CardId, CardName};
use crate::state::{City, Commit, Phase, Player, Step};
use crate::view::{Status, View};

fn ids(view: &View, names: &[CardName]) -> Vec<CardId> {
    names
        .iter()
        .map(|n| {
            view.deck
                .id(n)
                .expect("a card the view shows is in its deck")
        })
        .collect()
}

/// The step a seat starts the current phase in.
fn first_step(phase: Phase) -> Step {
    match phase {
        Phase::Build => Step::Choose,
        Phase::Keep | Phase::Survey | Phase::HandLimit => Step::Discard,
        Phase::Over => Step::Idle,
    }
}

pub(crate) fn sample(view: &View, rng: &mut GameRng) -> City {
    let deck = view.deck.clone();
    let me = view.viewer.seat();

    // The unseen cards: every development less the ones the viewer sees.
    let mut count: Vec<u16> = deck
        .cards()
        .iter()
        .map(|c| if c.contractor { 0 } else { c.copies as u16 })
        .collect();
    let mut seen = |names: &[CardName]| {
        for &id in &ids(view, names) {
            if !deck.card(id).contractor {
                count[id as usize] -= 1;
            }
        }
    };
    for seat in &view.seats {
        seen(&seat.tableau);
    }
    seen(&view.hand);
    if let Some(c) = &view.choice {
        seen(&c.building);
        seen(&c.spent);
    }
    let mut unseen: Vec<CardId> = Vec::new();
    for (id, &k) in count.iter().enumerate() {
        unseen.extend(std::iter::repeat_n(id as CardId, k as usize));
    }
    unseen.shuffle(rng);

    let mut seats = Vec::with_capacity(view.seats.len());
    for (s, sv) in view.seats.iter().enumerate() {
        let (hand, commit) = if Some(s) == me {
            let c = view.choice.as_ref();
            let commit = Commit {
                step: c.map_or(Step::Idle, |c| c.step),
                building: c.map(|c| ids(view, &c.building)).unwrap_or_default(),
                contractor: c.is_some_and(|c| c.contractor),
                survey: c.is_some_and(|c| c.survey),
                spent: c.map(|c| ids(view, &c.spent)).unwrap_or_default(),
                owed: c.map_or(0, |c| c.owed),
            };
            (ids(view, &view.hand), commit)
        } else {
            let mut hand = unseen.split_off(unseen.len() - sv.hand as usize);
            hand.sort_unstable();
            // Committed seats get their choice drawn below, from the start.
            let step = match sv.status {
                Status::Waiting => Step::Idle,
                _ => first_step(view.phase),
            };
            let owed = if step == Step::Discard {
                sv.must_discard
            } else {
                0
            };
            let commit = Commit {
                step,
                building: Vec::new(),
                contractor: false,
                survey: false,
                spent: Vec::new(),
                owed,
            };
            (hand, commit)
        };
        seats.push(Player {
            hand,
            tableau: ids(view, &sv.tableau),
            vp: sv.vp,
            commit,
            must_discard: sv.must_discard,
        });
    }
    let discard = unseen.split_off(unseen.len() - view.discard_pile as usize);
    debug_assert_eq!(unseen.len(), view.draw_pile as usize);
    let mut deciding: SeatSet = view.to_act.seats();
    let committed: Vec<usize> = (0..seats.len())
        .filter(|&s| Some(s) != me && view.seats[s].status == Status::Committed)
        .collect();
    for &s in &committed {
        deciding.insert(s);
    }
    let mut game = City {
        edition: view.edition,
        cards: deck.clone(),
        phase: view.phase,
        round: view.round,
        deck: unseen,
        discard,
        contractors: view.contractors,
        removed: view.removed_contractors,
        seats,
        deciding,
        end: view.end,
        rng: rng_from_seed(rng.random()),
    };
    // Other players' hidden choices: walk their decision from the start with
    // random legal steps. The seats still deciding keep the reveal away.
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for s in committed {
        while game.deciding.contains(s) {
            legal.clear();
            game.legal_actions(s, &mut legal);
            let a = legal[rng.random_range(0..legal.len())];
            events.clear();
            game.apply(s, &a, &mut events)
                .expect("a legal step applies in a sampled world");
        }
    }
    game
}

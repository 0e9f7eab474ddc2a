//! One test (at least) per ruling, named after it.

use urbs_engine::{Game, Seat, SeatSet, Table, ToAct, Viewer};

use crate::{Action, Buildings, Event, ForSale, Options, Phase};

mod buying;
mod selling;
mod variant;

fn cards(values: &[u8]) -> crate::state::Cards {
    values.iter().copied().collect()
}

fn new(players: usize, seed: u64) -> ForSale {
    ForSale::new(players, &Options::default(), seed).unwrap()
}

fn variant(players: usize, seed: u64) -> ForSale {
    ForSale::new(players, &Options { variant: true }, seed).unwrap()
}

fn act(g: &mut ForSale, seat: Seat, a: Action) -> Vec<Event> {
    let mut events = Vec::new();
    g.apply(seat, &a, &mut events)
        .unwrap_or_else(|e| panic!("{a} by {seat}: {e}"));
    events
}

fn bidder(g: &ForSale) -> Seat {
    match g.to_act() {
        ToAct::Seat(s) => s,
        other => panic!("expected one bidder, got {other:?}"),
    }
}

/// Puts exactly `display` on offer (swapping cards with the deck or the
/// removed pile, so every card stays conserved) and lets `opener` bid first.
fn stage_auction(g: &mut ForSale, display: &[u8], opener: Seat) {
    assert_eq!(g.display.len(), display.len());
    for (i, &want) in display.iter().enumerate() {
        let cur = g.display[i];
        if cur == want {
            continue;
        }
        if let Some(j) = g.display.iter().position(|&b| b == want) {
            g.display.swap(i, j);
            continue;
        }
        let place = g
            .building_deck
            .iter_mut()
            .chain(g.removed_buildings.iter_mut())
            .find(|b| **b == want)
            .expect("the building is somewhere");
        *place = cur;
        g.display[i] = want;
    }
    g.display.sort_unstable();
    g.bidder = opener as u8;
    g.check_invariants().unwrap();
}

/// Plays phase 1 by passing, so the game is in phase 2.
fn to_phase_two(mut g: ForSale) -> ForSale {
    while g.phase() == Phase::Buying {
        let s = bidder(&g);
        act(&mut g, s, Action::Pass);
    }
    g
}

#[test]
fn table_replay_reproduces_a_game() {
    let mut t = Table::<ForSale>::new(5, &Options::default(), 99).unwrap();
    while let Some(s) = t.to_act().seats().first() {
        let legal = t.legal_actions(s);
        let a = legal[legal.len() / 2];
        t.apply(s, &a).unwrap();
    }
    let again = Table::<ForSale>::from_replay(&t.replay()).unwrap();
    assert_eq!(again.state(), t.state());
    assert_eq!(
        serde_json::to_string(again.state()).unwrap(),
        serde_json::to_string(t.state()).unwrap()
    );
}

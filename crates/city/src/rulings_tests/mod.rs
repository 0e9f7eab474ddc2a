//! One test (at least) per ruling, named after it, with helpers that stage
//! positions while keeping every card in exactly one place.

mod data;
mod editions;
mod ending;
mod round;
mod views;

use urbs_engine::{Game, RuleError, Seat, Viewer};

use crate::{Action, CardId, CardName, City, Deck, Event, Options, Phase};

pub(super) fn new(players: usize, seed: u64) -> City {
    City::new(players, &Options::default(), seed).unwrap()
}

pub(super) fn name(s: &str) -> CardName {
    CardName::new(s).unwrap()
}

pub(super) fn id(g: &City, s: &str) -> CardId {
    g.cards
        .id(&name(s))
        .unwrap_or_else(|| panic!("no card {s}"))
}

pub(super) fn a(text: &str) -> Action {
    text.parse().unwrap()
}

/// Plays `text` for `seat`; panics with the reason if refused.
pub(super) fn act(g: &mut City, seat: Seat, text: &str) -> Vec<Event> {
    let mut events = Vec::new();
    g.apply(seat, &a(text), &mut events)
        .unwrap_or_else(|e| panic!("{text} by {seat}: {e}"));
    g.check_invariants().unwrap();
    events
}

/// Plays `text` for `seat`, expects a refusal, and checks nothing changed.
pub(super) fn refused(g: &mut City, seat: Seat, text: &str) -> RuleError {
    let before = g.clone();
    let mut events = Vec::new();
    let err = g
        .apply(seat, &a(text), &mut events)
        .expect_err(&format!("{text} by {seat} should be refused"));
    assert_eq!(*g, before, "a refused action changes nothing");
    assert!(events.is_empty(), "a refused action makes no events");
    err
}

pub(super) fn legal(g: &City, seat: Seat) -> Vec<String> {
    g.legal_actions_vec(seat)
        .iter()
        .map(Action::to_string)
        .collect()
}

/// Takes one copy of `card` out of the deck, the discard pile or another
/// hand (which gets the deck's top card instead).
pub(super) fn take(g: &mut City, card: CardId) {
    if let Some(i) = g.deck.iter().position(|&c| c == card) {
        g.deck.remove(i);
    } else if let Some(i) = g.discard.iter().position(|&c| c == card) {
        g.discard.remove(i);
    } else if let Some(p) = g.seats.iter_mut().find(|p| p.hand.contains(&card)) {
        let i = p.hand.iter().position(|&c| c == card).unwrap();
        p.hand.remove(i);
        p.hand.push(g.deck.pop().expect("a card to swap in"));
        p.hand.sort_unstable();
    } else {
        panic!("no {} left to take", g.cards.name(card));
    }
}

/// Gives `seat` exactly these cards in hand; the old hand goes to the bottom
/// of the deck.
pub(super) fn give_hand(g: &mut City, seat: Seat, cards: &[&str]) {
    let old = std::mem::take(&mut g.seats[seat].hand);
    g.deck.splice(0..0, old);
    for c in cards {
        let card = id(g, c);
        take(g, card);
        g.seats[seat].hand.push(card);
    }
    g.seats[seat].hand.sort_unstable();
    g.check_invariants().unwrap();
}

/// Adds these cards to `seat`'s tableau (a General Contractor comes from
/// the face-up supply).
pub(super) fn give_tableau(g: &mut City, seat: Seat, cards: &[&str]) {
    for c in cards {
        let card = id(g, c);
        if g.cards.card(card).contractor {
            g.contractors -= 1;
        } else {
            take(g, card);
        }
        g.seats[seat].tableau.push(card);
    }
    g.check_invariants().unwrap();
}

/// CT-1 done quickly: everyone discards the first cards offered.
pub(super) fn keep_all(g: &mut City) {
    assert_eq!(g.phase, Phase::Keep);
    for seat in 0..g.players() {
        for _ in 0..2 {
            let first = g.legal_actions_vec(seat)[0];
            let mut events = Vec::new();
            g.apply(seat, &first, &mut events).unwrap();
        }
    }
    assert_eq!(g.phase, Phase::Build);
    assert_eq!(g.round, 1);
}

/// A game at round 1's build step.
pub(super) fn round_one(players: usize, seed: u64) -> City {
    let mut g = new(players, seed);
    keep_all(&mut g);
    g
}

pub(super) fn view_json(g: &City, seat: Seat) -> String {
    serde_json::to_string(&g.view(Viewer::Seat(seat))).unwrap()
}

pub(super) fn deck_of(text: &str) -> Deck {
    Deck::parse(text).unwrap_or_else(|e| panic!("{e}"))
}

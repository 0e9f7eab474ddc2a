//! Helpers for the rulings tests: staging boards without breaking the
//! invariants (every lot card and building stays in exactly one place).

use urbs_engine::{Game, RuleError, Seat};

use crate::action::Build;
use crate::action::MAX_PLAYERS;
use crate::data::{Kind, MAX_KINDS, data};
use crate::lots::{Lot, LotSet, MAX_BLOCKS};
use crate::state::{FACE_UP, Metropolis, Options, Phase};
use crate::{Action, Event};

pub fn game(players: usize, seed: u64) -> Metropolis {
    Metropolis::new(players, &Options::default(), seed).unwrap()
}

pub fn lot(n: u8) -> Lot {
    Lot::numbered(n).unwrap()
}

pub fn lots(ns: &[u8]) -> LotSet {
    LotSet::from_numbers(ns).unwrap()
}

pub fn build(kind: &str, ns: &[u8]) -> Build {
    Build::new(Kind::keyed(kind).unwrap(), lots(ns)).unwrap()
}

/// Applies `text` for `seat`, which must be legal (and listed as legal).
pub fn act(g: &mut Metropolis, seat: Seat, text: &str) -> Vec<Event> {
    let action: Action = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    assert!(
        g.legal_actions_vec(seat).contains(&action),
        "`{text}` is not among the legal actions of player {seat}: {:?}",
        legal(g, seat)
    );
    let mut events = Vec::new();
    g.apply(seat, &action, &mut events)
        .unwrap_or_else(|e| panic!("{text} by {seat}: {e}"));
    g.check_invariants().unwrap();
    events
}

/// Applies `text` for `seat`, which must be refused, not listed, and change
/// nothing.
pub fn refuse(g: &mut Metropolis, seat: Seat, text: &str) -> RuleError {
    let action: Action = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    assert!(
        !g.legal_actions_vec(seat).contains(&action),
        "`{text}` is listed as legal for player {seat}"
    );
    let before = g.clone();
    let mut events = Vec::new();
    let err = g
        .apply(seat, &action, &mut events)
        .expect_err(&format!("`{text}` by {seat} was accepted"));
    assert_eq!(*g, before, "a refused action changed the state");
    assert!(events.is_empty(), "a refused action made events");
    err
}

pub fn legal(g: &Metropolis, seat: Seat) -> Vec<String> {
    g.legal_actions_vec(seat)
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// An empty board: every lot card face down (in number order) but the four
/// face up, no tokens, no buildings, no points.
pub fn clear(g: &mut Metropolis) {
    let d = data();
    g.tokens = [LotSet::EMPTY; MAX_PLAYERS];
    g.built_by = [LotSet::EMPTY; MAX_PLAYERS];
    g.buildings.clear();
    g.points = [0; MAX_PLAYERS];
    g.remaining = [0; MAX_KINDS];
    for k in d.all_kinds() {
        g.remaining[k.index()] = k.info().count;
    }
    let mut deck: Vec<Lot> = d.all_lots.iter().collect();
    deck.sort_by_key(|l| std::cmp::Reverse(l.number()));
    let at = deck.len() - FACE_UP;
    g.face_up = deck.drain(at..).collect();
    g.deck = deck.into_iter().collect();
    g.final_turns = None;
    g.counts = [[0; MAX_KINDS]; MAX_BLOCKS];
    g.rebuild();
    g.check_invariants().unwrap();
}

/// Takes `lot` out of the deck or the face-up lots (turning up another).
fn pull(g: &mut Metropolis, lot: Lot) {
    if let Some(i) = g.deck.iter().position(|&l| l == lot) {
        g.deck.remove(i);
    } else if let Some(i) = g.face_up.iter().position(|&l| l == lot) {
        g.face_up.remove(i);
        if let Some(next) = g.deck.pop() {
            g.face_up.push(next);
        }
    } else {
        panic!("lot {lot} is not vacant");
    }
    if g.deck.is_empty() && g.final_turns.is_none() {
        g.final_turns = Some(g.players);
    }
}

/// Puts `seat`'s tokens on these vacant lots.
pub fn own(g: &mut Metropolis, seat: Seat, ns: &[u8]) {
    for &n in ns {
        pull(g, lot(n));
        g.tokens[seat].insert(lot(n));
    }
    g.check_invariants().unwrap();
}

/// Makes exactly these (vacant) lots face up, the rest face down.
pub fn show(g: &mut Metropolis, ns: &[u8]) {
    let up = std::mem::take(&mut g.face_up);
    g.deck.extend(up);
    for &n in ns {
        let i = g
            .deck
            .iter()
            .position(|&l| l == lot(n))
            .unwrap_or_else(|| panic!("lot {n} is not vacant"));
        g.face_up.push(g.deck.remove(i));
    }
    g.check_invariants().unwrap();
}

/// Builds `kind` on these vacant lots for `builder`, outside any turn.
pub fn put(g: &mut Metropolis, builder: Seat, kind: &str, ns: &[u8]) {
    own(g, builder, ns);
    g.place(build(kind, ns), builder as u8, [0; MAX_PLAYERS]);
    g.check_invariants().unwrap();
}

/// Starts `seat`'s turn at `phase` (no proposals or consents yet).
pub fn turn(g: &mut Metropolis, seat: Seat, phase: Phase) {
    g.active = seat as u8;
    g.phase = phase;
    g.proposals = 0;
    g.consents.clear();
    g.deal = Default::default();
    g.counter = Default::default();
    g.check_invariants().unwrap();
}

/// `propose`, then `to {to}`: starts a proposal from `seat` to `to`.
pub fn propose(g: &mut Metropolis, seat: Seat, to: Seat) -> Vec<Event> {
    let mut events = act(g, seat, "propose");
    if g.phase == Phase::Propose {
        events.extend(act(g, seat, &format!("to {to}")));
    }
    events
}

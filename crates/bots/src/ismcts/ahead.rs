//! One move ahead by the learned value (`+ahead`): a playout heuristic
//! that tries each legal action in the world the search dealt and takes the
//! one after which the learned value gives the mover the best chance to
//! win (a finished game counts its real win share).
//!
//! Where the rules of thumb (`greedy`) judge a move by what it buys now,
//! this judges the position it leaves, as the network learned to from
//! whole games. As the search's model of the other seats in the tree (and
//! of which of the observer's moves to open first) it makes the search
//! expect stronger play from the others than the rules of thumb; the
//! playouts keep the rules of thumb, which cost a few moves' worth where
//! this tries every legal action.
//!
//! It reads only the world it is handed, which the search dealt itself
//! from the observer's view and the public log ([`super::Tree`]); what it
//! sees one move ahead (a card turned up from a dealt deck) is that world's
//! guess, never the real table.

use urbs_engine::{Game, GameRng, Seat};

use super::tree::{Evaluation, Playout};

/// The heuristic; one per search tree (it keeps its buffers).
pub struct Ahead<G: Game> {
    value: Evaluation<G>,
    chances: Vec<f64>,
    events: Vec<G::Event>,
}

impl<G: Game> Ahead<G> {
    pub fn new(value: Evaluation<G>) -> Self {
        Ahead {
            value,
            chances: Vec::new(),
            events: Vec::new(),
        }
    }

    /// The mover's chance to win after `action` in `state` (`None` if the
    /// action does not apply there).
    pub fn judge(&mut self, state: &G, seat: Seat, action: &G::Action) -> Option<f64> {
        let mut next = state.clone();
        self.events.clear();
        next.apply(seat, action, &mut self.events).ok()?;
        if let Some(outcome) = next.outcome() {
            return outcome.wins.get(seat).copied();
        }
        (self.value)(&next, &mut self.chances);
        self.chances.get(seat).copied()
    }
}

impl<G: Game> Playout<G> for Ahead<G> {
    /// The best action by [`Ahead::judge`]; ties go to the first.
    fn choose(
        &mut self,
        state: &G,
        seat: Seat,
        legal: &[G::Action],
        _rng: &mut GameRng,
    ) -> Option<usize> {
        let mut best = None;
        let mut best_chance = f64::NEG_INFINITY;
        for (i, action) in legal.iter().enumerate() {
            if let Some(chance) = self.judge(state, seat, action)
                && chance > best_chance
            {
                best_chance = chance;
                best = Some(i);
            }
        }
        best
    }
}

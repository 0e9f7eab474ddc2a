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
//! Where seats choose at once in secret (City's rounds) it judges only
//! with the game's blind value ([`BlindEvaluation`]): the world as the
//! mover would see it with the others' face-down choices of the round
//! taken back, so that its choice cannot answer one it could not see (the
//! observer's, which the tree puts in the world first). A step that closes
//! the round (the others' choices revealed in the world after it) is judged
//! as the world stood before it, and among the steps it judges alike (the
//! card paid, which the value does not tell apart) the game's rules of
//! thumb choose. A game without a blind value leaves those turns to the
//! rules of thumb ([`Playout::blind`]).
//!
//! It reads only the world it is handed, which the search dealt itself
//! from the observer's view and the public log ([`super::Tree`]); what it
//! sees one move ahead (a card turned up from a dealt deck) is that world's
//! guess, never the real table.

use urbs_engine::{Game, GameRng, Seat, SeatSet, ToAct};

use super::tree::{BlindEvaluation, Evaluation, Playout};

/// The heuristic; one per search tree (it keeps its buffers).
pub struct Ahead<G: Game> {
    value: Evaluation<G>,
    /// Where seats choose at once: the blind value, and the rules of thumb
    /// that break its ties.
    blind: Option<(BlindEvaluation<G>, Box<dyn Playout<G>>)>,
    chances: Vec<f64>,
    events: Vec<G::Event>,
    judged: Vec<f64>,
    /// The actions judged best alike, and where they stand in `legal`.
    tied: Vec<G::Action>,
    tied_at: Vec<usize>,
}

impl<G: Game> Ahead<G> {
    pub fn new(value: Evaluation<G>) -> Self {
        Ahead {
            value,
            blind: None,
            chances: Vec::new(),
            events: Vec::new(),
            judged: Vec::new(),
            tied: Vec::new(),
            tied_at: Vec::new(),
        }
    }

    /// Also where seats choose at once: by `blind`, ties to `thumb`.
    pub fn with_blind(mut self, blind: BlindEvaluation<G>, thumb: Box<dyn Playout<G>>) -> Self {
        self.blind = Some((blind, thumb));
        self
    }

    /// The mover's chance to win after `action` in `state` (`None` if the
    /// action does not apply there). Where seats choose at once, by the
    /// blind value (`None` without one).
    pub fn judge(&mut self, state: &G, seat: Seat, action: &G::Action) -> Option<f64> {
        self.judge_in(state, round_of(state), seat, action)
    }

    /// [`Ahead::judge`] with the seats choosing at once in `state` (its
    /// round, if any) read by the caller.
    fn judge_in(
        &mut self,
        state: &G,
        round: Option<SeatSet>,
        seat: Seat,
        action: &G::Action,
    ) -> Option<f64> {
        let mut next = state.clone();
        self.events.clear();
        next.apply(seat, action, &mut self.events).ok()?;
        if let Some(outcome) = next.outcome() {
            return outcome.wins.get(seat).copied();
        }
        if let Some(round) = round {
            let (blind, _) = self.blind.as_ref()?;
            // The round is still open while those left to choose are some
            // of those who were; else it closed, the others' choices in the
            // world now.
            let open = round_of(&next).is_some_and(|left| left.is_subset(round));
            blind(if open { &next } else { state }, seat, &mut self.chances);
        } else {
            (self.value)(&next, &mut self.chances);
        }
        self.chances.get(seat).copied()
    }
}

/// The seats choosing at once in `state`, if they do.
fn round_of<G: Game>(state: &G) -> Option<SeatSet> {
    match state.to_act() {
        ToAct::Simultaneous(set) => Some(set),
        _ => None,
    }
}

impl<G: Game> Playout<G> for Ahead<G> {
    /// The best action by [`Ahead::judge`]; ties go to the first, where
    /// seats choose at once to the rules of thumb among the tied.
    fn choose(
        &mut self,
        state: &G,
        seat: Seat,
        legal: &[G::Action],
        rng: &mut GameRng,
    ) -> Option<usize> {
        let round = round_of(state);
        if round.is_some() && self.blind.is_none() {
            return None;
        }
        let mut best = None;
        let mut best_chance = f64::NEG_INFINITY;
        self.judged.clear();
        for (i, action) in legal.iter().enumerate() {
            let chance = self
                .judge_in(state, round, seat, action)
                .unwrap_or(f64::NEG_INFINITY);
            self.judged.push(chance);
            if chance > best_chance {
                best_chance = chance;
                best = Some(i);
            }
        }
        let Some((_, thumb)) = self
            .blind
            .as_mut()
            .filter(|_| round.is_some() && best.is_some())
        else {
            return best;
        };
        self.tied_at.clear();
        self.tied_at
            .extend((0..legal.len()).filter(|&i| self.judged[i] == best_chance));
        if self.tied_at.len() < 2 {
            return best;
        }
        self.tied.clear();
        self.tied
            .extend(self.tied_at.iter().map(|&i| legal[i].clone()));
        let pick = thumb.choose(state, seat, &self.tied, rng);
        pick.and_then(|k| self.tied_at.get(k).copied()).or(best)
    }

    /// Where seats choose at once only with a blind value.
    fn blind(&self) -> bool {
        self.blind.is_some()
    }
}

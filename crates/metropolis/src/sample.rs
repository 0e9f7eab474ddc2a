//! A world consistent with one player's view (MP-11), for search bots.

use arrayvec::ArrayVec;
use urbs_engine::rand::seq::SliceRandom;
use urbs_engine::{Game, GameRng};

use crate::action::MAX_PLAYERS;
use crate::data::{MAX_KINDS, MAX_LOTS, data_in};
use crate::lots::{Lot, LotSet, MAX_BLOCKS};
use crate::state::Metropolis;
use crate::view::View;

impl View {
    /// A world consistent with this view: the lot deck (every vacant lot not
    /// face up) shuffled anew, and proposals the viewer cannot see left empty.
    pub(crate) fn sample(&self, rng: &mut GameRng) -> Metropolis {
        let d = data_in(self.edition);
        let n = self.players as usize;
        let mut tokens = [LotSet::EMPTY; MAX_PLAYERS];
        let mut built_by = [LotSet::EMPTY; MAX_PLAYERS];
        let mut points = [0; MAX_PLAYERS];
        for (s, seat) in self.seats.iter().enumerate().take(n) {
            tokens[s] = seat.lots;
            points[s] = seat.points;
        }
        for b in &self.buildings {
            let by = &mut built_by[b.placed.builder as usize];
            *by = by.union(b.placed.build.lots());
        }
        let mut seen = LotSet::EMPTY;
        for s in 0..n {
            seen = seen.union(tokens[s]).union(built_by[s]);
        }
        for l in &self.face_up {
            seen.insert(*l);
        }
        let mut deck: ArrayVec<Lot, MAX_LOTS> = d.all_lots.minus(seen).iter().collect();
        deck.shuffle(rng);
        debug_assert_eq!(deck.len(), self.deck as usize, "vacant lots are the deck");
        let mut remaining = [0; MAX_KINDS];
        for s in &self.remaining {
            remaining[s.building.index()] = s.left;
        }
        let mut g = Metropolis {
            edition: self.edition,
            players: self.players,
            no_point_trades: self.no_point_trades,
            deck,
            face_up: self.face_up.iter().copied().collect(),
            tokens,
            built_by,
            buildings: self.buildings.iter().map(|b| b.placed).collect(),
            remaining,
            points,
            turn: self.turn,
            active: self.active,
            phase: self.phase,
            partner: self.partner.unwrap_or(0),
            proposals: self.proposals,
            deal: self.deal.unwrap_or_default(),
            counter: self.counter.unwrap_or_default(),
            consents: self.consents.iter().copied().collect(),
            final_turns: self.final_turns,
            end: self.end,
            counts: [[0; MAX_KINDS]; MAX_BLOCKS],
            open: [0; MAX_BLOCKS],
        };
        g.rebuild();
        debug_assert_eq!(g.to_act(), self.to_act);
        g
    }
}

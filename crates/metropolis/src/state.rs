//! The state of a game of Metropolis and its turn: setup (MP-1), the turn
//! (MP-2), taking lots (MP-3, MP-4) and the end (MP-9, MP-10). Building is in
//! `building.rs`, deals in `deals.rs`.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};
use urbs_engine::{Edition, Game, RuleError, Seat, SeatSet};

use crate::action::{Action, Build, Deal, EndReason, Event, MAX_PLAYERS, Placed};
use crate::data::{Data, MAX_BUILDINGS, MAX_KINDS, MAX_LOTS, data_in};
use crate::lots::{Lot, LotSet, MAX_BLOCKS};

/// MP-8: proposals the active player may make in one turn.
pub const PROPOSALS_PER_TURN: u8 = 3;
/// MP-1: lots dealt in all, split evenly.
pub const DEALT_LOTS: usize = 24;
/// MP-1: lot cards face up.
pub const FACE_UP: usize = 4;
/// MP-3: a block with this many occupied lots is crowded.
pub const CROWDED: u32 = 5;

/// Game options.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// MP-8: deals may not trade end-of-game points.
    pub no_point_trades: bool,
}

/// Where the turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// MP-2 step 1: the active player takes a face-up lot (or gives one, MP-4).
    Take,
    /// MP-2 steps 3-5: propose deals, build, or end the turn.
    Main,
    /// The active player chooses whom to propose to.
    Propose,
    /// The active player drafts a proposal for the partner.
    Draft,
    /// The partner accepts, declines or counters.
    Answer,
    /// The partner drafts a counter-proposal.
    Counter,
    /// The active player accepts or declines the counter-proposal.
    Reply,
    Over,
}

/// A consent accepted this turn: `owner` lets the active player make `build`
/// for `share` percent of its value (MP-5, MP-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Granted {
    pub owner: u8,
    pub build: Build,
    pub share: u8,
}

/// A game of Metropolis.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Metropolis {
    /// The edition of the rules (issue 28); a position written before
    /// editions were recorded is edition 1.
    #[serde(default = "urbs_engine::first_edition")]
    pub(crate) edition: Edition,
    pub(crate) players: u8,
    pub(crate) no_point_trades: bool,
    /// Lot cards face down; the top card is the last. Hidden (MP-11).
    pub(crate) deck: ArrayVec<Lot, MAX_LOTS>,
    /// Lot cards face up, in the order turned up.
    pub(crate) face_up: ArrayVec<Lot, FACE_UP>,
    /// Unbuilt lots under each player's tokens.
    pub(crate) tokens: [LotSet; MAX_PLAYERS],
    /// Lots under buildings bearing each player's token.
    pub(crate) built_by: [LotSet; MAX_PLAYERS],
    pub(crate) buildings: ArrayVec<Placed, MAX_BUILDINGS>,
    /// Buildings not yet placed, per kind.
    pub(crate) remaining: [u8; MAX_KINDS],
    /// MP-10: points received minus points given in deals.
    pub(crate) points: [i16; MAX_PLAYERS],
    pub(crate) turn: u16,
    pub(crate) active: u8,
    pub(crate) phase: Phase,
    /// The other party of the proposal under way.
    pub(crate) partner: u8,
    /// MP-8: proposals made this turn.
    pub(crate) proposals: u8,
    /// The proposal being drafted or answered.
    pub(crate) deal: Deal,
    /// The counter-proposal being drafted or answered.
    pub(crate) counter: Deal,
    /// Consents accepted this turn (MP-5, MP-6); they lapse when it ends.
    pub(crate) consents: ArrayVec<Granted, { PROPOSALS_PER_TURN as usize }>,
    /// MP-9: turns left after this one once the last lot card is up.
    pub(crate) final_turns: Option<u8>,
    pub(crate) end: Option<EndReason>,
    /// Buildings per kind in each block (derived from `buildings`).
    pub(crate) counts: [[u8; MAX_KINDS]; MAX_BLOCKS],
    /// MP-7, per block: bit `2 * kind + special` is set when such a building
    /// may be added (derived from `buildings`).
    pub(crate) open: [u32; MAX_BLOCKS],
}

impl Metropolis {
    /// The board, buildings and chart as this game's edition reads them.
    #[inline]
    pub fn data(&self) -> &'static Data {
        data_in(self.edition)
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn active(&self) -> Seat {
        self.active as Seat
    }

    /// Lots with a token or under a building (MP-3).
    pub(crate) fn occupied(&self) -> LotSet {
        let mut all = LotSet::EMPTY;
        for s in 0..self.players as usize {
            all = all.union(self.tokens[s]).union(self.built_by[s]);
        }
        all
    }

    /// Occupied lots not under a building.
    pub(crate) fn unbuilt(&self) -> LotSet {
        let mut all = LotSet::EMPTY;
        for s in 0..self.players as usize {
            all = all.union(self.tokens[s]);
        }
        all
    }

    pub(crate) fn owner(&self, lot: Lot) -> Option<Seat> {
        (0..self.players as usize).find(|&s| self.tokens[s].contains(lot))
    }

    /// MP-3: may `seat` take `lot`? Lots `seat` occupies are its tokens and
    /// its buildings (MP-P1).
    pub(crate) fn may_take(&self, seat: Seat, lot: Lot, occupied: LotSet) -> bool {
        if occupied.block_mask(lot.block()).count_ones() < CROWDED {
            return true;
        }
        let around = self.data().adjacent(lot);
        around.intersects(self.tokens[seat].union(self.built_by[seat]))
            || !around.intersects(occupied)
    }

    /// MP-4, MP-P11: the players `lot` may be given to by the active player.
    pub(crate) fn gift_recipients(&self, lot: Lot, occupied: LotSet) -> SeatSet {
        let n = self.players as usize;
        let active = self.active as usize;
        let others = (0..n).filter(|&s| s != active);
        let could: SeatSet = others
            .clone()
            .filter(|&s| self.may_take(s, lot, occupied))
            .collect();
        // If nobody could take it, it goes to any other player.
        if could.is_empty() {
            others.collect()
        } else {
            could
        }
    }

    pub(crate) fn take_actions(&self, out: &mut Vec<Action>) {
        let occupied = self.occupied();
        let seat = self.active as usize;
        let start = out.len();
        for &lot in &self.face_up {
            if self.may_take(seat, lot, occupied) {
                out.push(Action::Take(lot));
            }
        }
        if out.len() == start {
            for &lot in &self.face_up {
                for to in self.gift_recipients(lot, occupied).iter() {
                    out.push(Action::Gift { lot, to: to as u8 });
                }
            }
        }
    }

    pub(crate) fn take(
        &mut self,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let seat = self.active as usize;
        let occupied = self.occupied();
        let (lot, to, gift) = match *action {
            Action::Take(lot) => (lot, seat, false),
            Action::Gift { lot, to } => (lot, to as usize, true),
            _ => {
                return Err(RuleError::new("MP-2", "first take one of the face-up lots"));
            }
        };
        let Some(at) = self.face_up.iter().position(|&l| l == lot) else {
            return Err(RuleError::new(
                "MP-2",
                format!(
                    "lot {lot} is not face up; take one of {}",
                    self.face_up_text()
                ),
            ));
        };
        // Whether any face-up lot may be taken is asked only where it
        // matters: a gift, or a take refused (for its hint).
        let may_take_any = || {
            self.face_up
                .iter()
                .any(|&l| self.may_take(seat, l, occupied))
        };
        if !gift {
            if !self.may_take(seat, lot, occupied) {
                let hint = if may_take_any() {
                    "take another face-up lot"
                } else {
                    "you may take none of them, so give one away (`gift N to P`)"
                };
                return Err(RuleError::new(
                    "MP-3",
                    format!(
                        "block {} is crowded and lot {lot} touches none of your lots but touches \
                         occupied ones; {hint}",
                        self.data().blocks[lot.block()].number
                    ),
                ));
            }
        } else {
            if may_take_any() {
                return Err(RuleError::new(
                    "MP-4",
                    "you may take a face-up lot yourself, so you may not give one away",
                ));
            }
            if !self.gift_recipients(lot, occupied).contains(to) {
                return Err(RuleError::new(
                    "MP-4",
                    format!(
                        "lot {lot} must go to a player who could take it (player {to} could not, \
                         or is you)"
                    ),
                ));
            }
        }
        self.face_up.remove(at);
        self.tokens[to].insert(lot);
        if !gift {
            events.push(Event::Took { seat, lot });
        } else {
            events.push(Event::Gave { seat, lot, to });
        }
        // MP-2 step 2: turn up a replacement.
        if let Some(next) = self.deck.pop() {
            self.face_up.push(next);
            let last = self.deck.is_empty();
            if last {
                // MP-9, MP-P7: every player has one more turn after this one.
                self.final_turns = Some(self.players);
            }
            events.push(Event::TurnedUp { lot: next, last });
        }
        self.phase = Phase::Main;
        Ok(())
    }

    pub(crate) fn face_up_text(&self) -> String {
        let lots: Vec<String> = self.face_up.iter().map(Lot::to_string).collect();
        lots.join(", ")
    }

    /// MP-2 step 5; MP-9 (second condition).
    pub(crate) fn end_turn(&mut self, events: &mut Vec<Event>) {
        if let Some(left) = self.final_turns {
            if left == 0 {
                self.finish(EndReason::LotsRanOut, events);
                return;
            }
            self.final_turns = Some(left - 1);
        }
        self.active = (self.active + 1) % self.players;
        self.turn += 1;
        self.proposals = 0;
        // MP-P5: consents last until the end of the turn.
        self.consents.clear();
        self.deal = Deal::default();
        self.counter = Deal::default();
        // MP-2: once the lots are gone a turn has no step 1.
        self.phase = if self.face_up.is_empty() {
            Phase::Main
        } else {
            Phase::Take
        };
        events.push(Event::TurnStarted {
            seat: self.active as usize,
            turn: self.turn,
        });
    }

    pub(crate) fn finish(&mut self, reason: EndReason, events: &mut Vec<Event>) {
        self.phase = Phase::Over;
        self.end = Some(reason);
        self.deal = Deal::default();
        self.counter = Deal::default();
        self.consents.clear();
        let outcome = self.outcome().expect("over");
        events.push(Event::GameOver {
            reason,
            scores: outcome.scores.clone(),
            winners: outcome.winners(),
        });
    }

    /// MP-10: buildings (shares of joint ones) plus points from deals.
    pub fn scores(&self) -> Vec<i64> {
        let n = self.players as usize;
        let mut scores: Vec<i64> = self.points[..n].iter().map(|&p| p as i64).collect();
        for b in &self.buildings {
            let value = self.value(b) as i64;
            let mut rest = value;
            for (s, &share) in b.shares[..n].iter().enumerate() {
                // MP-6: each share rounds down; the builder gets the remainder.
                let part = value * share as i64 / 100;
                scores[s] += part;
                rest -= part;
            }
            scores[b.builder as usize] += rest;
        }
        scores
    }

    /// Rebuilds the derived fields from the buildings.
    pub(crate) fn rebuild(&mut self) {
        self.counts = [[0; MAX_KINDS]; MAX_BLOCKS];
        for b in &self.buildings {
            self.counts[b.build.block as usize][b.build.kind.index()] += 1;
        }
        for block in 0..self.data().blocks.len() {
            self.open[block] = self.open_bits(block);
        }
    }

    pub(crate) fn check(&self) -> Result<(), String> {
        let n = self.players as usize;
        let d = self.data();
        let mut seen = LotSet::EMPTY;
        let places = self
            .deck
            .iter()
            .chain(&self.face_up)
            .map(|l| l.set())
            .chain(self.tokens[..n].iter().copied())
            .chain(self.built_by[..n].iter().copied());
        for set in places {
            if seen.intersects(set) {
                return Err(format!("lots {} are in two places", seen.intersection(set)));
            }
            seen = seen.union(set);
        }
        if !seen.is_subset(d.all_lots) {
            return Err("a lot that is not on the board".into());
        }
        let mut under = LotSet::EMPTY;
        for b in &self.buildings {
            let lots = b.build.lots();
            if under.intersects(lots) {
                return Err("two buildings overlap".into());
            }
            under = under.union(lots);
            if !lots.is_subset(self.built_by[b.builder as usize]) {
                return Err("a building without its builder's token".into());
            }
            if b.shares.iter().map(|&s| s as u32).sum::<u32>() > 100
                || b.shares[b.builder as usize] != 0
            {
                return Err("shares do not add up".into());
            }
        }
        let built = self.built_by[..n]
            .iter()
            .fold(LotSet::EMPTY, |a, &b| a.union(b));
        if under != built {
            return Err("built lots and buildings disagree".into());
        }
        for k in d.all_kinds() {
            let placed = self.buildings.iter().filter(|b| b.build.kind == k).count();
            if placed + self.remaining[k.index()] as usize != k.info().count as usize {
                return Err(format!("{} buildings are not conserved", k.key()));
            }
        }
        let mut counts = [[0; MAX_KINDS]; MAX_BLOCKS];
        for b in &self.buildings {
            counts[b.build.block as usize][b.build.kind.index()] += 1;
        }
        if counts != self.counts
            || (0..d.blocks.len()).any(|block| self.open[block] != self.open_bits(block))
        {
            return Err("derived block data is stale".into());
        }
        if self.face_up.len() > FACE_UP || (!self.deck.is_empty() && self.face_up.len() != FACE_UP)
        {
            return Err("wrong number of face-up lots".into());
        }
        if self.deck.is_empty() != self.final_turns.is_some() && self.phase != Phase::Over {
            return Err("the last round starts when the deck runs out".into());
        }
        if self.proposals > PROPOSALS_PER_TURN {
            return Err("too many proposals".into());
        }
        // MP-2: a turn takes a lot while any is face up, and once they are
        // gone each player has at most one more turn (MP-9); turns count
        // from 1. So no game reaches a later turn, and the count stays far
        // from the end of its type however long the game goes on.
        if self.turn == 0 || self.turn as usize > d.all_lots.len() + n + 1 {
            return Err(format!(
                "turn {} is not a turn of a game of {} lots and {n} players",
                self.turn,
                d.all_lots.len()
            ));
        }
        Ok(())
    }
}

//! The state of a game of Metropolis and its turn: setup (MP-1), the turn
//! (MP-2), taking lots (MP-3, MP-4) and the end (MP-9, MP-10). Building is in
//! `building.rs`, deals in `deals.rs`.

use std::fmt;

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};
use urbs_engine::rand::RngExt;
use urbs_engine::rand::seq::SliceRandom;
use urbs_engine::{Game, GameRng, Outcome, RuleError, Seat, SeatSet, SetupError, ToAct, Viewer};

use crate::action::{Action, Build, Deal, Event, Placed};
use crate::data::{MAX_BUILDINGS, MAX_KINDS, MAX_LOTS, data};
use crate::deals::{Granted, PROPOSALS_PER_TURN};
use crate::lots::{Lot, LotSet, MAX_BLOCKS};
use crate::view::View;

pub const MAX_PLAYERS: usize = 5;
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

/// Why the game ended (MP-9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The last building was placed.
    AllBuilt,
    /// Every player had one more turn after the last lot card was turned up.
    LotsRanOut,
    /// No remaining building can be placed on occupied, unbuilt lots.
    NoPlacement,
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::AllBuilt => "the last building is placed",
            EndReason::LotsRanOut => "the lots ran out and everyone had one more turn",
            EndReason::NoPlacement => "no remaining building can be placed",
        })
    }
}

/// A game of Metropolis.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Metropolis {
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
        let around = data().adjacent(lot);
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

    fn take_actions(&self, out: &mut Vec<Action>) {
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

    fn take(&mut self, action: &Action, events: &mut Vec<Event>) -> Result<(), RuleError> {
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
        let may_take_any = self
            .face_up
            .iter()
            .any(|&l| self.may_take(seat, l, occupied));
        if !gift {
            if !self.may_take(seat, lot, occupied) {
                let hint = if may_take_any {
                    "take another face-up lot"
                } else {
                    "you may take none of them, so give one away (`gift N to P`)"
                };
                return Err(RuleError::new(
                    "MP-3",
                    format!(
                        "block {} is crowded and lot {lot} touches none of your lots but touches \
                         occupied ones; {hint}",
                        data().blocks[lot.block()].number
                    ),
                ));
            }
        } else {
            if may_take_any {
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
        for block in 0..data().blocks.len() {
            self.open[block] = self.open_bits(block);
        }
    }

    fn check(&self) -> Result<(), String> {
        let n = self.players as usize;
        let d = data();
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
        Ok(())
    }
}

impl Game for Metropolis {
    const ID: &'static str = "metropolis";
    const NAME: &'static str = "Metropolis";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = MAX_PLAYERS;
    const SUMMARY: &'static str = "\
Build a city on 80 lots in 8 blocks. Each turn: take a face-up lot (in a block with 5 or
more occupied lots only one beside your own, or beside no occupied lot), make up to 3
proposals (`propose`, `to P`, then lots, points or consent to build, `send`), then build
at most one of the 25 buildings on your own lots, or on others' lots by consent (4- and
6-lot buildings jointly, for shares). Buildings score at the end by the appraisal chart:
what else stands in the block, park view, river, downtown. The game ends when the last
building is placed, when nothing more can be placed, or a round after the lots run out.";

    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn draw_view(view: &View, words: &dyn urbs_engine::text::Words) -> String {
        view.draw(words)
    }

    /// MP-1.
    fn new(players: usize, options: &Options, seed: u64) -> Result<Self, SetupError> {
        urbs_engine::check_players::<Self>(players)?;
        let d = data();
        let mut rng = urbs_engine::rng_from_seed(seed);
        let mut deck: ArrayVec<Lot, MAX_LOTS> = d.all_lots.iter().collect();
        deck.shuffle(&mut rng);
        let mut tokens = [LotSet::EMPTY; MAX_PLAYERS];
        for _ in 0..DEALT_LOTS / players {
            for t in tokens.iter_mut().take(players) {
                t.insert(deck.pop().expect("enough lots to deal"));
            }
        }
        let at = deck.len() - FACE_UP;
        let face_up = deck.drain(at..).collect();
        let mut remaining = [0; MAX_KINDS];
        for k in d.all_kinds() {
            remaining[k.index()] = k.info().count;
        }
        let mut game = Metropolis {
            players: players as u8,
            no_point_trades: options.no_point_trades,
            deck,
            face_up,
            tokens,
            built_by: [LotSet::EMPTY; MAX_PLAYERS],
            buildings: ArrayVec::new(),
            remaining,
            points: [0; MAX_PLAYERS],
            turn: 1,
            // MP-1: the "youngest" player is drawn at random.
            active: rng.random_range(0..players) as u8,
            phase: Phase::Take,
            partner: 0,
            proposals: 0,
            deal: Deal::default(),
            counter: Deal::default(),
            consents: ArrayVec::new(),
            final_turns: None,
            end: None,
            counts: [[0; MAX_KINDS]; MAX_BLOCKS],
            open: [0; MAX_BLOCKS],
        };
        game.rebuild();
        Ok(game)
    }

    fn players(&self) -> usize {
        self.players as usize
    }

    /// MP-1: the deal, the lots face up and the start player.
    fn setup_events(&self) -> Vec<Event> {
        vec![
            Event::Dealt {
                lots: self.tokens[..self.players as usize].to_vec(),
                face_up: self.face_up.to_vec(),
                first: self.active as Seat,
            },
            Event::TurnStarted {
                seat: self.active as Seat,
                turn: self.turn,
            },
        ]
    }

    fn options(&self) -> Options {
        Options {
            no_point_trades: self.no_point_trades,
        }
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Take | Phase::Main | Phase::Propose | Phase::Draft | Phase::Reply => {
                ToAct::Seat(self.active as Seat)
            }
            Phase::Answer | Phase::Counter => ToAct::Seat(self.partner as Seat),
            Phase::Over => ToAct::Over,
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        if !self.to_act().includes(seat) {
            return;
        }
        match self.phase {
            Phase::Take => self.take_actions(out),
            Phase::Main => self.main_actions(out),
            Phase::Propose => self.partner_actions(out),
            Phase::Draft | Phase::Counter => self.draft_actions(out),
            Phase::Answer => out.extend([Action::Accept, Action::Decline, Action::Counter]),
            Phase::Reply => out.extend([Action::Accept, Action::Decline]),
            Phase::Over => {}
        }
    }

    fn apply(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if seat >= self.players as usize || !self.to_act().includes(seat) {
            return Err(RuleError::not_your_turn(seat));
        }
        match self.phase {
            Phase::Take => self.take(action, events),
            Phase::Main => self.main(action, events),
            Phase::Propose => self.choose_partner(action, events),
            Phase::Draft | Phase::Counter => self.draft(action, events),
            Phase::Answer | Phase::Reply => self.answer(action, events),
            Phase::Over => Err(RuleError::new("MP-9", "the game is over")),
        }
    }

    fn view(&self, viewer: Viewer) -> View {
        View::of(self, viewer)
    }

    /// MP-10: highest score wins; ties share.
    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| {
            let scores = self.scores();
            Outcome::ranked(scores.clone(), |s| scores[s])
        })
    }

    fn sample(view: &View, _log: &[Event], rng: &mut GameRng) -> Self {
        view.sample(rng)
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.check()
    }

    fn hidden_fingerprint(&self, viewer: Viewer) -> Option<Vec<u64>> {
        Some(crate::view::hidden_fingerprint(self, viewer))
    }

    /// The bounds a crafted position could break (the player count, the
    /// seats named, every building, consent and `special` flag a real
    /// placement, MP-7), then the conservation laws.
    fn check_position(&self) -> Result<(), String> {
        let n = self.players as usize;
        if !(Self::MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return Err(format!(
                "{n} players; Metropolis is for {} to {MAX_PLAYERS}",
                Self::MIN_PLAYERS
            ));
        }
        if self.active as usize >= n || self.partner as usize >= n {
            return Err(format!(
                "seat {} is to act with seat {} but there are {n} players",
                self.active, self.partner
            ));
        }
        let d = data();
        let real = |b: &Build| {
            (b.block as usize) < d.blocks.len()
                && d.placement(b.kind, b.block as usize, b.mask).is_some()
        };
        for p in &self.buildings {
            if p.builder as usize >= n {
                return Err(format!(
                    "a {} was built by seat {}, past the {n} players",
                    p.build.kind, p.builder
                ));
            }
            if !real(&p.build) {
                return Err(format!("a {} stands where it cannot (MP-7)", p.build.kind));
            }
            let special = d
                .placement(p.build.kind, p.build.block as usize, p.build.mask)
                .is_some_and(|pl| pl.special);
            if special != p.special {
                return Err(format!("a {}'s special row mark is wrong", p.build.kind));
            }
        }
        let consents = [&self.deal, &self.counter]
            .into_iter()
            .filter_map(|deal| deal.consent.map(|c| c.build))
            .chain(self.consents.iter().map(|g| g.build));
        for build in consents {
            if !real(&build) {
                return Err(format!(
                    "a consent names a {} that cannot stand there (MP-7)",
                    build.kind
                ));
            }
        }
        if self.consents.iter().any(|g| g.owner as usize >= n) {
            return Err(format!("a consent comes from a seat past the {n} players"));
        }
        if self.tokens[n..]
            .iter()
            .chain(&self.built_by[n..])
            .any(|s| !s.is_empty())
        {
            return Err(format!("a seat past the {n} players holds lots"));
        }
        self.check()
    }
}

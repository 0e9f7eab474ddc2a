//! Metropolis as an engine [`Game`]: the contract's entry points, each
//! handing on to the turn (`state.rs`), building, deals, the view, the
//! sampler and the drawing.

use arrayvec::ArrayVec;
use urbs_engine::rand::RngExt;
use urbs_engine::rand::seq::SliceRandom;
use urbs_engine::{Edition, Game, GameRng, Outcome, RuleError, Seat, SetupError, ToAct, Viewer};

use crate::action::{Action, Build, Deal, Event, MAX_PLAYERS};
use crate::data::{EDITION, MAX_KINDS, MAX_LOTS, data_in};
use crate::lots::{Lot, LotSet, MAX_BLOCKS};
use crate::state::{DEALT_LOTS, FACE_UP, Metropolis, Options, Phase};
use crate::view::View;

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

    const EDITION: Edition = EDITION;

    fn new(players: usize, options: &Options, seed: u64) -> Result<Self, SetupError> {
        Self::new_in(EDITION, players, options, seed)
    }

    /// MP-1, under `edition` of the rules.
    fn new_in(
        edition: Edition,
        players: usize,
        options: &Options,
        seed: u64,
    ) -> Result<Self, SetupError> {
        urbs_engine::check_edition::<Self>(edition)?;
        urbs_engine::check_players::<Self>(players)?;
        let d = data_in(edition);
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
            edition,
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

    fn edition(&self) -> Edition {
        self.edition
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
        urbs_engine::check_edition::<Self>(self.edition).map_err(|e| e.to_string())?;
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
        let d = self.data();
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

//! City as an engine [`Game`]: the contract's entry points, each handing on
//! to the rules (`state.rs`, `round.rs`), the view, the sampler and the
//! drawing.

use urbs_engine::rand::seq::SliceRandom;
use urbs_engine::{
    Edition, Game, GameRng, Outcome, RuleError, Seat, SeatSet, SetupError, ToAct, Viewer,
};

use crate::action::{Action, Event, MAX_PLAYERS};
use crate::card::CardId;
use crate::deck::Cards;
use crate::state::{
    City, Commit, EDITION, HAND_DEALT, Options, Phase, Player, ROUND_LIMIT, SETUP_DISCARD, Step,
    distinct,
};
use crate::view::View;

impl Game for City {
    const ID: &'static str = "city";
    const NAME: &'static str = "City";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = MAX_PLAYERS;
    const SUMMARY: &'static str = "\
Every card is a development you can build and also money: to build, discard cards
from your hand equal to its cost. Setup: keep 5 of the 7 cards dealt (`discard CARD`
twice). Each round everyone secretly decides at once: `build CARD` then `pay CARD`
for each card of the cost, or take a free General Contractor (income 1, one each),
or `survey` (draw 5, keep 1 more than you had). A Construction Gang lets you build
two cards of printed cost 4 or less a round. Choices are revealed together; then
every tableau scores its VP (added up round after round) and draws its income in
cards. First to 50 VP ends the game; most VP wins, ties go to most cards in hand.";

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

    /// CT-1, under `edition` of the rules.
    fn new_in(
        edition: Edition,
        players: usize,
        options: &Options,
        seed: u64,
    ) -> Result<Self, SetupError> {
        urbs_engine::check_edition::<Self>(edition)?;
        urbs_engine::check_players::<Self>(players)?;
        let cards = Cards::load(options.deck.as_deref())?;
        let gcs = cards.contractor_copies();
        if cards.contractor().is_some() && gcs < players {
            return Err(SetupError(format!(
                "the deck has {gcs} General Contractors, too few for {players} players (CT-1)"
            )));
        }
        if cards.developments() < HAND_DEALT * players {
            return Err(SetupError(format!(
                "the deck has {} developments, too few to deal {HAND_DEALT} to each of {players} players (CT-1)",
                cards.developments()
            )));
        }
        let mut rng = urbs_engine::rng_from_seed(seed);
        let mut deck: Vec<CardId> = Vec::with_capacity(cards.developments());
        for (id, c) in cards.cards().iter().enumerate() {
            if !c.contractor {
                deck.extend(std::iter::repeat_n(id as CardId, c.copies as usize));
            }
        }
        deck.shuffle(&mut rng);
        let seats = (0..players)
            .map(|_| {
                let mut hand = deck.split_off(deck.len() - HAND_DEALT);
                hand.sort_unstable();
                Player {
                    hand,
                    tableau: Vec::new(),
                    vp: 0,
                    commit: Commit {
                        step: Step::Discard,
                        building: Vec::new(),
                        contractor: false,
                        survey: false,
                        spent: Vec::new(),
                        owed: SETUP_DISCARD,
                    },
                    must_discard: SETUP_DISCARD,
                }
            })
            .collect();
        let contractors = if cards.contractor().is_some() {
            players as u8
        } else {
            0
        };
        Ok(City {
            edition,
            removed: (gcs - contractors as usize) as u8,
            cards,
            phase: Phase::Keep,
            round: 0,
            deck,
            discard: Vec::new(),
            contractors,
            seats,
            deciding: SeatSet::all(players),
            end: None,
            rng,
        })
    }

    fn edition(&self) -> Edition {
        self.edition
    }

    fn players(&self) -> usize {
        self.seats.len()
    }

    /// CT-1: the deal, as everyone sees it.
    fn setup_events(&self) -> Vec<Event> {
        vec![Event::Dealt {
            hand: HAND_DEALT as u8,
            contractors: self.contractors,
        }]
    }

    fn options(&self) -> Options {
        Options {
            deck: self.cards.source().map(str::to_string),
        }
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Over => ToAct::Over,
            _ => ToAct::Simultaneous(self.deciding),
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        if !self.deciding.contains(seat) {
            return;
        }
        let p = &self.seats[seat];
        match p.commit.step {
            Step::Discard => {
                for id in distinct(&p.hand) {
                    out.push(Action::Discard(self.cards.name(id)));
                }
            }
            Step::Pay => {
                for id in distinct(&p.hand) {
                    out.push(Action::Pay(self.cards.name(id)));
                }
            }
            Step::Choose => {
                if let Some(gc) = self.contractor_open(seat) {
                    out.push(Action::Build(self.cards.name(gc)));
                }
                self.each_build(seat, |id| out.push(Action::Build(self.cards.name(id))));
                out.push(Action::Survey);
            }
            Step::Second => {
                self.each_build(seat, |id| out.push(Action::Build(self.cards.name(id))));
                out.push(Action::Done);
            }
            Step::Idle | Step::Committed => {}
        }
    }

    fn apply(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if seat >= self.seats.len() || !self.deciding.contains(seat) {
            return Err(RuleError::not_your_turn(seat));
        }
        let step = self.seats[seat].commit.step;
        let discard_rule = match self.phase {
            Phase::Keep => "CT-1",
            Phase::Survey => "CT-6",
            _ => "CT-9",
        };
        match (step, action) {
            (Step::Choose | Step::Second, Action::Build(name)) => self.build(seat, name, events),
            (Step::Choose, Action::Survey) => {
                self.seats[seat].commit.survey = true;
                self.commit_done(seat, events);
                Ok(())
            }
            (Step::Second, Action::Done) => {
                self.commit_done(seat, events);
                Ok(())
            }
            (Step::Pay, Action::Pay(name)) => self.spend(seat, name, "CT-3", events),
            (Step::Discard, Action::Discard(name)) => self.spend(seat, name, discard_rule, events),
            (Step::Choose, _) => Err(RuleError::new(
                "CT-2",
                "choose what to build (`build CARD`) or `survey`",
            )),
            (Step::Second, Action::Survey) => Err(RuleError::new(
                "CT-5",
                "you are building already: build a second development or say `done`",
            )),
            (Step::Second, _) => Err(RuleError::new(
                "CT-5",
                "build a second development with your Construction Gang, or say `done`",
            )),
            (Step::Pay, _) => {
                let n = self.seats[seat].commit.owed;
                Err(RuleError::new(
                    "CT-3",
                    if n == 1 {
                        format!("pay {n} more card first (`pay CARD`)")
                    } else {
                        format!("pay {n} more cards first (`pay CARD`)")
                    },
                ))
            }
            (Step::Discard, _) => {
                let n = self.seats[seat].commit.owed;
                Err(RuleError::new(
                    discard_rule,
                    if n == 1 {
                        format!("discard {n} more card (`discard CARD`)")
                    } else {
                        format!("discard {n} more cards (`discard CARD`)")
                    },
                ))
            }
            (Step::Idle | Step::Committed, _) => Err(RuleError::not_your_turn(seat)),
        }
    }

    fn view(&self, viewer: Viewer) -> View {
        View::of(self, viewer)
    }

    /// CT-10: most VP; tie: most cards in hand; still tied: shared.
    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| {
            let scores: Vec<i64> = self.seats.iter().map(|p| p.vp as i64).collect();
            Outcome::ranked(scores, |s| (self.seats[s].vp, self.seats[s].hand.len()))
        })
    }

    fn sample(view: &View, _log: &[Event], rng: &mut GameRng) -> Self {
        crate::sample::sample(view, rng)
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.conservation()
    }

    /// The discard pile is reshuffled into a new draw pile with the game's
    /// generator when the draw pile runs out.
    fn draws(&self) -> u128 {
        self.rng.get_word_pos()
    }

    fn hidden_fingerprint(&self, viewer: Viewer) -> Option<Vec<u64>> {
        Some(crate::view::hidden_fingerprint(self, viewer))
    }

    /// The bounds a crafted position could break, then the conservation
    /// laws: the player count, card ids within the deck, the round within
    /// CT-P3's limit, deciding seats that exist, and what a choice still
    /// owes (CT-3 pays, CT-1/6/9 discard) payable from the hand, so that
    /// every seat asked to act has something to do.
    fn check_position(&self) -> Result<(), String> {
        urbs_engine::check_edition::<Self>(self.edition).map_err(|e| e.to_string())?;
        let n = self.seats.len();
        if !(Self::MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return Err(format!(
                "{n} players; City is for {} to {MAX_PLAYERS}",
                Self::MIN_PLAYERS
            ));
        }
        let kinds = self.cards.cards().len();
        let bad = |c: &CardId| *c as usize >= kinds;
        if self.deck.iter().chain(&self.discard).any(bad) {
            return Err(format!(
                "a card in the deck or discard pile is not one of the {kinds} cards"
            ));
        }
        for (s, p) in self.seats.iter().enumerate() {
            let c = &p.commit;
            if p.hand
                .iter()
                .chain(&p.tableau)
                .chain(&c.building)
                .chain(&c.spent)
                .any(bad)
            {
                return Err(format!(
                    "seat {s} holds a card that is not one of the {kinds} cards"
                ));
            }
            let owes = matches!(c.step, Step::Pay | Step::Discard);
            if owes && !(1..=p.hand.len()).contains(&(c.owed as usize)) {
                return Err(format!(
                    "seat {s} owes {} card(s) with {} in hand",
                    c.owed,
                    p.hand.len()
                ));
            }
            if !owes && c.owed != 0 {
                return Err(format!(
                    "seat {s} owes {} card(s) in step {:?}",
                    c.owed, c.step
                ));
            }
            if p.must_discard as usize > p.public_hand() {
                return Err(format!(
                    "seat {s} must discard {} of {} card(s)",
                    p.must_discard,
                    p.public_hand()
                ));
            }
        }
        if self.deciding.iter().any(|s| s >= n) {
            return Err(format!("a seat past the {n} players is deciding"));
        }
        if self.round > ROUND_LIMIT {
            return Err(format!(
                "round {} is past the last, {ROUND_LIMIT} (CT-P3)",
                self.round
            ));
        }
        self.conservation()
    }
}

//! The state of a game of City and its rules (CT-1 .. CT-12, CT-P1 ..).
//!
//! A round: every player secretly decides what to build (step by step: the
//! card, then each card paid), the choices are revealed and carried out in
//! seat order, surveyors discard, then scoring, income and the hand limit.

use serde::{Deserialize, Serialize};
use urbs_engine::rand::seq::SliceRandom;
use urbs_engine::{Game, GameRng, Outcome, RuleError, Seat, SeatSet, SetupError, ToAct, Viewer};

use crate::action::{Action, EndReason, Event};
use crate::card::{CardId, CardName};
use crate::deck::Cards;
use crate::tableau::Tableaux;
use crate::view::View;

pub const MAX_PLAYERS: usize = 5;
/// CT-1: cards dealt to each player, and how many they discard.
pub const HAND_DEALT: usize = 7;
pub const SETUP_DISCARD: u8 = 2;
/// CT-6: cards a surveyor draws.
pub const SURVEY_DRAW: usize = 5;
/// CT-9: the hand limit.
pub const HAND_LIMIT: usize = 12;
/// CT-8: VP that end the game.
pub const TARGET_VP: u16 = 50;
/// CT-P3: the game ends after this round at the latest.
pub const ROUND_LIMIT: u16 = 40;

/// Game options.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// A user deck as TOML text (CT-12); `None` plays the default deck. The
    /// text travels with the options, so replays stay self-contained.
    pub deck: Option<String>,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// CT-1: everyone discards 2 of the 7 cards dealt.
    Keep,
    /// CT-2: everyone decides what to build.
    Build,
    /// CT-6: surveyors discard 4 of the cards they hold.
    Survey,
    /// CT-9: players over the hand limit discard down to it.
    HandLimit,
    Over,
}

/// How far one player's secret choice has got.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Not asked in this phase.
    Idle,
    /// CT-2: build a development or the General Contractor, or survey.
    Choose,
    /// CT-3: paying for the card set aside, a card at a time.
    Pay,
    /// CT-5: may build a second development with the Construction Gang.
    Second,
    /// CT-1, CT-6, CT-9: discarding, a card at a time.
    Discard,
    /// Decided; waiting for the others (CT-11: shown only as "committed").
    Committed,
}

/// One player's secret choice in the current step. Cards in it have left the
/// hand but are not yet revealed, so the hand size the table sees includes
/// them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Commit {
    pub step: Step,
    /// Developments set aside to build (CT-5: up to two).
    pub building: Vec<CardId>,
    /// Taking a face-up General Contractor.
    pub contractor: bool,
    pub survey: bool,
    /// Cards put face down: payment, or discards.
    pub spent: Vec<CardId>,
    /// Cards still to put face down.
    pub owed: u8,
}

impl Commit {
    fn reset(&mut self, step: Step, owed: u8) {
        self.step = step;
        self.building.clear();
        self.contractor = false;
        self.survey = false;
        self.spent.clear();
        self.owed = owed;
    }

    /// Cards of the hand this choice holds back.
    pub fn held(&self) -> usize {
        self.building.len() + self.spent.len()
    }
}

/// One player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Sorted by card id.
    pub hand: Vec<CardId>,
    /// In the order built.
    pub tableau: Vec<CardId>,
    pub vp: u16,
    pub commit: Commit,
    /// Cards to discard in the current discard step (public: everyone saw
    /// the draw, CT-6, or counts the hand, CT-9).
    pub must_discard: u8,
}

impl Player {
    /// The hand size the table sees: secretly chosen cards still count.
    pub fn public_hand(&self) -> usize {
        self.hand.len() + self.commit.held()
    }
}

/// A game of City.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct City {
    pub(crate) cards: Cards,
    pub(crate) phase: Phase,
    pub(crate) round: u16,
    /// The draw pile; the top card is the last.
    pub(crate) deck: Vec<CardId>,
    /// The face-down discard pile (CT-11: contents hidden).
    pub(crate) discard: Vec<CardId>,
    /// General Contractors face up.
    pub(crate) contractors: u8,
    /// General Contractors out of the game (CT-1).
    pub(crate) removed: u8,
    pub(crate) seats: Vec<Player>,
    /// Seats still deciding in the current step.
    pub(crate) deciding: SeatSet,
    pub(crate) end: Option<EndReason>,
    pub(crate) rng: GameRng,
}

fn hand_remove(hand: &mut Vec<CardId>, id: CardId) {
    let at = hand.partition_point(|&c| c < id);
    debug_assert_eq!(hand.get(at), Some(&id));
    hand.remove(at);
}

/// Each card type in a sorted hand once.
pub(crate) fn distinct(hand: &[CardId]) -> impl Iterator<Item = CardId> + '_ {
    hand.iter()
        .enumerate()
        .filter(|&(i, &c)| i == 0 || hand[i - 1] != c)
        .map(|(_, &c)| c)
}

impl City {
    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn round(&self) -> u16 {
        self.round
    }

    pub fn cards(&self) -> &Cards {
        &self.cards
    }

    pub fn player(&self, seat: Seat) -> &Player {
        &self.seats[seat]
    }

    pub fn end_reason(&self) -> Option<EndReason> {
        self.end
    }

    /// Every tableau but `seat`'s, in a stack buffer.
    pub(crate) fn others(&self, seat: Seat) -> ([&[CardId]; MAX_PLAYERS], usize) {
        let mut buf: [&[CardId]; MAX_PLAYERS] = [&[]; MAX_PLAYERS];
        let mut k = 0;
        for (s, p) in self.seats.iter().enumerate() {
            if s != seat {
                buf[k] = &p.tableau;
                k += 1;
            }
        }
        (buf, k)
    }

    /// Round VP and income of every seat.
    pub fn yields(&self, seat: Seat) -> (u16, u16) {
        let (buf, k) = self.others(seat);
        let t = Tableaux::new(&self.cards, &self.seats[seat].tableau, &buf[..k]);
        (t.vp(), t.income())
    }

    fn find_in_hand(&self, seat: Seat, name: &CardName) -> Option<CardId> {
        let id = self.cards.id(name)?;
        self.seats[seat]
            .hand
            .binary_search(&id)
            .is_ok()
            .then_some(id)
    }

    /// Calls `f` with every development `seat` may build now (CT-2 .. CT-5),
    /// ascending by id.
    fn each_build(&self, seat: Seat, mut f: impl FnMut(CardId)) {
        let p = &self.seats[seat];
        let (buf, k) = self.others(seat);
        let t = Tableaux {
            deck: &self.cards,
            own: &p.tableau,
            pending: &p.commit.building,
            others: &buf[..k],
        };
        let max = match p.commit.step {
            Step::Second => t.double_build().unwrap_or(0),
            _ => u8::MAX,
        };
        let present = t.present();
        let others_in_hand = p.hand.len().saturating_sub(1);
        for id in distinct(&p.hand) {
            if self.cards.quick(id).cost > max || !t.allowed(id, present) {
                continue;
            }
            if t.cost_with(id, present) as usize <= others_in_hand {
                f(id);
            }
        }
    }

    /// CT-2: the General Contractor is open to `seat` now.
    fn contractor_open(&self, seat: Seat) -> Option<CardId> {
        let gc = self.cards.contractor()?;
        let p = &self.seats[seat];
        (p.commit.step == Step::Choose && self.contractors > 0 && !p.tableau.contains(&gc))
            .then_some(gc)
    }

    /// CT-2 .. CT-5: set a card aside to build, after every check.
    fn build(
        &mut self,
        seat: Seat,
        name: &CardName,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let second = self.seats[seat].commit.step == Step::Second;
        if let Some(gc) = self.cards.contractor()
            && self.cards.name(gc) == *name
        {
            if second {
                return Err(RuleError::new(
                    "CT-5",
                    "a General Contractor cannot be one of the two builds of a Construction Gang",
                ));
            }
            if self.seats[seat].tableau.contains(&gc) {
                return Err(RuleError::new(
                    "CT-4",
                    "you have a General Contractor already (limit 1 per player)",
                ));
            }
            if self.contractors == 0 {
                return Err(RuleError::new(
                    "CT-2",
                    "no General Contractor is left face up",
                ));
            }
            let c = &mut self.seats[seat].commit;
            c.contractor = true;
            self.commit_done(seat, events);
            return Ok(());
        }
        let Some(id) = self.find_in_hand(seat, name) else {
            return Err(RuleError::new(
                "CT-2",
                format!("you have no {name} in hand"),
            ));
        };
        let p = &self.seats[seat];
        let (buf, k) = self.others(seat);
        let t = Tableaux {
            deck: &self.cards,
            own: &p.tableau,
            pending: &p.commit.building,
            others: &buf[..k],
        };
        let card = self.cards.card(id);
        if second {
            let max = t.double_build().unwrap_or(0);
            if card.cost > max {
                return Err(RuleError::new(
                    "CT-5",
                    format!(
                        "the Construction Gang builds only developments of printed cost {max} or less; {} costs {}",
                        card.name, card.cost
                    ),
                ));
            }
        }
        t.may_build(id)?;
        let cost = t.cost(id);
        let others_in_hand = p.hand.len() - 1;
        if cost as usize > others_in_hand {
            return Err(RuleError::new(
                "CT-3",
                format!(
                    "{} costs you {cost} and you would have only {others_in_hand} other card{} to pay with",
                    card.name,
                    if others_in_hand == 1 { "" } else { "s" }
                ),
            ));
        }
        let p = &mut self.seats[seat];
        hand_remove(&mut p.hand, id);
        p.commit.building.push(id);
        p.commit.owed = cost;
        if cost > 0 {
            p.commit.step = Step::Pay;
        } else {
            self.after_build(seat, events);
        }
        Ok(())
    }

    /// CT-5: after a build is paid for, a Construction Gang may allow a second.
    fn after_build(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let p = &self.seats[seat];
        if p.commit.building.len() == 1 {
            let (buf, k) = self.others(seat);
            let t = Tableaux {
                deck: &self.cards,
                own: &p.tableau,
                pending: &p.commit.building,
                others: &buf[..k],
            };
            let first = self.cards.card(p.commit.building[0]);
            if t.double_build().is_some_and(|max| first.cost <= max) {
                self.seats[seat].commit.step = Step::Second;
                let mut any = false;
                self.each_build(seat, |_| any = true);
                if any {
                    return;
                }
            }
        }
        self.commit_done(seat, events);
    }

    fn commit_done(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.seats[seat].commit.step = Step::Committed;
        self.deciding.remove(seat);
        events.push(Event::Committed { seat });
        if self.deciding.is_empty() {
            self.reveal(events);
        }
    }

    /// Puts one card of the hand face down (payment or discard).
    fn spend(
        &mut self,
        seat: Seat,
        name: &CardName,
        rule: &str,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Some(id) = self.find_in_hand(seat, name) else {
            return Err(RuleError::new(rule, format!("you have no {name} in hand")));
        };
        let p = &mut self.seats[seat];
        hand_remove(&mut p.hand, id);
        p.commit.spent.push(id);
        p.commit.owed -= 1;
        if p.commit.owed == 0 {
            if p.commit.step == Step::Pay {
                self.after_build(seat, events);
            } else {
                self.commit_done(seat, events);
            }
        }
        Ok(())
    }

    /// CT-8: draws up to `n` cards into `seat`'s hand, shuffling the discard
    /// pile into a new deck when the deck runs out. Returns the number drawn.
    fn draw(&mut self, seat: Seat, n: usize, events: &mut Vec<Event>) -> usize {
        let mut drawn = 0;
        while drawn < n {
            if self.deck.is_empty() {
                if self.discard.is_empty() {
                    break;
                }
                std::mem::swap(&mut self.deck, &mut self.discard);
                self.deck.shuffle(&mut self.rng);
                events.push(Event::Reshuffled {
                    cards: self.deck.len() as u16,
                });
            }
            let k = (n - drawn).min(self.deck.len());
            let at = self.deck.len() - k;
            self.seats[seat].hand.extend_from_slice(&self.deck[at..]);
            self.deck.truncate(at);
            drawn += k;
        }
        if drawn > 0 {
            self.seats[seat].hand.sort_unstable();
        }
        drawn
    }

    /// Every seat has decided: reveal and carry out, in seat order.
    fn reveal(&mut self, events: &mut Vec<Event>) {
        match self.phase {
            Phase::Keep => {
                self.reveal_discards(events);
                self.start_round(events);
            }
            Phase::Build => self.reveal_builds(events),
            Phase::Survey => {
                self.reveal_discards(events);
                self.end_of_round(events);
            }
            Phase::HandLimit => {
                self.reveal_discards(events);
                self.start_round(events);
            }
            Phase::Over => unreachable!("nobody decides after the end"),
        }
    }

    fn reveal_discards(&mut self, events: &mut Vec<Event>) {
        for (seat, p) in self.seats.iter_mut().enumerate() {
            if !p.commit.spent.is_empty() {
                events.push(Event::Discarded {
                    seat,
                    cards: p.commit.spent.len() as u8,
                });
                self.discard.append(&mut p.commit.spent);
            }
            p.must_discard = 0;
            p.commit.reset(Step::Idle, 0);
        }
    }

    /// CT-2, CT-6: builds go into tableaux, payments onto the discard pile,
    /// surveyors draw; all in seat order.
    fn reveal_builds(&mut self, events: &mut Vec<Event>) {
        let mut surveyors = SeatSet::EMPTY;
        for seat in 0..self.seats.len() {
            if self.seats[seat].commit.survey {
                let drew = self.draw(seat, SURVEY_DRAW, events);
                events.push(Event::Surveyed {
                    seat,
                    drew: drew as u8,
                });
                // CT-6, CT-P1: keep one more than before (all of them if the
                // cards ran out so that fewer than 5 could be drawn).
                let owe = drew.saturating_sub(1) as u8;
                if owe > 0 {
                    surveyors.insert(seat);
                }
                self.seats[seat].must_discard = owe;
                self.seats[seat].commit.reset(Step::Idle, 0);
                continue;
            }
            let gc = self.cards.contractor();
            let p = &mut self.seats[seat];
            let mut built: Vec<CardName> = p
                .commit
                .building
                .iter()
                .map(|&id| self.cards.name(id))
                .collect();
            p.tableau.append(&mut p.commit.building);
            if p.commit.contractor {
                let gc = gc.expect("a contractor was taken");
                p.tableau.push(gc);
                built.push(self.cards.name(gc));
                self.contractors -= 1;
            }
            let paid = p.commit.spent.len() as u8;
            self.discard.append(&mut p.commit.spent);
            p.commit.reset(Step::Idle, 0);
            events.push(Event::Built {
                seat,
                cards: built,
                paid,
            });
        }
        if surveyors.is_empty() {
            self.end_of_round(events);
        } else {
            self.phase = Phase::Survey;
            for seat in surveyors.iter() {
                let p = &mut self.seats[seat];
                p.commit.reset(Step::Discard, p.must_discard);
            }
            self.deciding = surveyors;
        }
    }

    /// CT-7 .. CT-9: scoring, the end checks, income, the hand limit.
    fn end_of_round(&mut self, events: &mut Vec<Event>) {
        let n = self.seats.len();
        let mut gains = Vec::with_capacity(n);
        let mut incomes = [0u16; MAX_PLAYERS];
        for (seat, income) in incomes.iter_mut().enumerate().take(n) {
            let (vp, inc) = self.yields(seat);
            gains.push(vp);
            *income = inc;
        }
        for (p, g) in self.seats.iter_mut().zip(&gains) {
            p.vp = p.vp.saturating_add(*g);
        }
        events.push(Event::Scored {
            gains,
            totals: self.seats.iter().map(|p| p.vp).collect(),
        });
        if self.seats.iter().any(|p| p.vp >= TARGET_VP) {
            return self.finish(EndReason::Points, events);
        }
        if self.round >= ROUND_LIMIT {
            return self.finish(EndReason::RoundLimit, events);
        }
        let needed: u16 = incomes.iter().sum();
        let available = (self.deck.len() + self.discard.len()) as u16;
        if needed > available {
            events.push(Event::IncomeShortage { needed, available });
            return self.finish(EndReason::Shortage, events);
        }
        // CT-8: highest VP draws first; ties in seat order.
        let mut order: Vec<Seat> = (0..n).collect();
        order.sort_by_key(|&s| std::cmp::Reverse(self.seats[s].vp));
        for &seat in &order {
            self.draw(seat, incomes[seat] as usize, events);
        }
        events.push(Event::Income {
            order,
            cards: incomes[..n].to_vec(),
        });
        // CT-9: the hand limit.
        let mut over = SeatSet::EMPTY;
        for (seat, p) in self.seats.iter_mut().enumerate() {
            if p.hand.len() > HAND_LIMIT {
                let owe = (p.hand.len() - HAND_LIMIT) as u8;
                p.must_discard = owe;
                p.commit.reset(Step::Discard, owe);
                over.insert(seat);
            }
        }
        if over.is_empty() {
            self.start_round(events);
        } else {
            self.phase = Phase::HandLimit;
            self.deciding = over;
        }
    }

    fn start_round(&mut self, events: &mut Vec<Event>) {
        self.round += 1;
        self.phase = Phase::Build;
        for p in &mut self.seats {
            p.commit.reset(Step::Choose, 0);
        }
        self.deciding = SeatSet::all(self.seats.len());
        events.push(Event::RoundStarted { round: self.round });
    }

    fn finish(&mut self, reason: EndReason, events: &mut Vec<Event>) {
        self.phase = Phase::Over;
        self.end = Some(reason);
        self.deciding = SeatSet::EMPTY;
        for p in &mut self.seats {
            p.commit.reset(Step::Idle, 0);
        }
        let outcome = self.outcome().expect("over");
        events.push(Event::GameOver {
            reason,
            scores: outcome.scores.clone(),
            winners: outcome.winners(),
        });
    }

    /// Every card is in exactly one place, and the bookkeeping agrees.
    fn conservation(&self) -> Result<(), String> {
        let n = self.cards.cards().len();
        let mut count = vec![0usize; n];
        for &c in self.deck.iter().chain(&self.discard) {
            count[c as usize] += 1;
        }
        for (s, p) in self.seats.iter().enumerate() {
            if !p.hand.is_sorted() {
                return Err(format!("hand of seat {s} is not sorted"));
            }
            for &c in p
                .hand
                .iter()
                .chain(&p.tableau)
                .chain(&p.commit.building)
                .chain(&p.commit.spent)
            {
                count[c as usize] += 1;
            }
            let deciding = !matches!(p.commit.step, Step::Idle | Step::Committed);
            if deciding != self.deciding.contains(s) {
                return Err(format!(
                    "seat {s} is {:?} but deciding is {:?}",
                    p.commit.step, self.deciding
                ));
            }
            if p.commit.building.len() > 2 {
                return Err(format!("seat {s} builds more than two"));
            }
        }
        if let Some(gc) = self.cards.contractor() {
            count[gc as usize] += self.contractors as usize + self.removed as usize;
        }
        for (id, c) in self.cards.cards().iter().enumerate() {
            if count[id] != c.copies as usize {
                return Err(format!(
                    "{} copies of {} instead of {}",
                    count[id], c.name, c.copies
                ));
            }
        }
        if self.phase == Phase::Over && !self.deciding.is_empty() {
            return Err("deciding after the end".into());
        }
        if self.phase != Phase::Over && self.deciding.is_empty() {
            return Err("nobody to act before the end".into());
        }
        Ok(())
    }
}

impl Game for City {
    const ID: &'static str = "city";
    const NAME: &'static str = "City";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = MAX_PLAYERS;

    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = View;

    /// CT-1.
    fn new(players: usize, options: &Options, seed: u64) -> Result<Self, SetupError> {
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

    fn players(&self) -> usize {
        self.seats.len()
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
            (Step::Pay, _) => Err(RuleError::new(
                "CT-3",
                format!(
                    "pay {} more card(s) first (`pay CARD`)",
                    self.seats[seat].commit.owed
                ),
            )),
            (Step::Discard, _) => Err(RuleError::new(
                discard_rule,
                format!(
                    "discard {} more card(s) (`discard CARD`)",
                    self.seats[seat].commit.owed
                ),
            )),
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
}

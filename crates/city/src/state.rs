//! The state of a game of City and its rules (CT-1 .. CT-12, CT-P1 ..).
//!
//! A round: every player secretly decides what to build (step by step: the
//! card, then each card paid), the choices are revealed and carried out in
//! seat order, surveyors discard, then scoring, income and the hand limit.

use serde::{Deserialize, Serialize};
use urbs_engine::{Edition, GameRng, RuleError, Seat, SeatSet};

use crate::action::{EndReason, Event, MAX_PLAYERS};
use crate::card::{CardId, CardName};
use crate::deck::Cards;
use crate::tableau::Tableaux;

/// The latest edition of City's rules (issue 28; docs/rules/city-changelog.md).
pub const EDITION: Edition = 2;

/// CT-1: cards dealt to each player, and how many they discard.
pub const HAND_DEALT: usize = 7;
pub const SETUP_DISCARD: u16 = 2;
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
    pub owed: u16,
}

impl Commit {
    pub(crate) fn reset(&mut self, step: Step, owed: u16) {
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
    pub must_discard: u16,
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
    /// The edition of the rules (issue 28); a position written before
    /// editions were recorded is edition 1.
    #[serde(default = "urbs_engine::first_edition")]
    pub(crate) edition: Edition,
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
    pub fn others(&self, seat: Seat) -> ([&[CardId]; MAX_PLAYERS], usize) {
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

    /// CT-3: what building `card` would cost `seat` now, after the
    /// discounts of its tableau and of a first build it has set aside this
    /// round (CT-5): the cost the build step asks. For help at the table.
    pub fn cost_to(&self, seat: Seat, card: CardId) -> u8 {
        let p = &self.seats[seat];
        let (buf, k) = self.others(seat);
        Tableaux::with_pending(&self.cards, &p.tableau, &p.commit.building, &buf[..k]).cost(card)
    }

    /// Round VP and income of every seat.
    pub fn yields(&self, seat: Seat) -> (u16, u16) {
        let (buf, k) = self.others(seat);
        Tableaux::new(&self.cards, &self.seats[seat].tableau, &buf[..k]).yields()
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
    pub(crate) fn each_build(&self, seat: Seat, mut f: impl FnMut(CardId)) {
        let p = &self.seats[seat];
        let (buf, k) = self.others(seat);
        let t = Tableaux::with_pending(&self.cards, &p.tableau, &p.commit.building, &buf[..k]);
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
    pub(crate) fn contractor_open(&self, seat: Seat) -> Option<CardId> {
        let gc = self.cards.contractor()?;
        let p = &self.seats[seat];
        (p.commit.step == Step::Choose && self.contractors > 0 && !p.tableau.contains(&gc))
            .then_some(gc)
    }

    /// CT-2 .. CT-5: set a card aside to build, after every check.
    pub(crate) fn build(
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
        let t = Tableaux::with_pending(&self.cards, &p.tableau, &p.commit.building, &buf[..k]);
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
        p.commit.owed = cost as u16;
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
            let t = Tableaux::with_pending(&self.cards, &p.tableau, &p.commit.building, &buf[..k]);
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

    pub(crate) fn commit_done(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.seats[seat].commit.step = Step::Committed;
        self.deciding.remove(seat);
        events.push(Event::Committed { seat });
        if self.deciding.is_empty() {
            self.reveal(events);
        }
    }

    /// Puts one card of the hand face down (payment or discard).
    pub(crate) fn spend(
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
}

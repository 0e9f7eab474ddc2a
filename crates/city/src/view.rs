//! What one player may see (CT-11), and how it is drawn in a terminal.

use std::fmt;

use serde::{Deserialize, Serialize};
use urbs_engine::{Game, Outcome, ToAct, Viewer};

use crate::action::EndReason;
use crate::card::{CardDef, CardId, CardName};
use crate::deck::Cards;
use crate::describe::describe;
use crate::state::{City, HAND_LIMIT, Phase, Step, TARGET_VP};
use crate::tableau::Tableaux;

/// Whether a seat is asked in the current step (CT-11: shown as a marker).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Not asked in this step.
    Waiting,
    /// Still deciding.
    Deciding,
    /// Has decided; the choice stays hidden until the reveal.
    Committed,
}

/// One seat as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// In the order built.
    pub tableau: Vec<CardName>,
    pub vp: u16,
    /// VP and income the tableau yields each round as it stands (CT-7, CT-8).
    pub vp_per_round: u16,
    pub income: u16,
    /// Cards in hand as the table counts them (a secret choice in progress
    /// still counts).
    pub hand: u16,
    pub status: Status,
    /// Cards to discard in the current discard step (public).
    pub must_discard: u16,
}

/// The viewer's own secret choice so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub step: Step,
    pub building: Vec<CardName>,
    pub contractor: bool,
    pub survey: bool,
    /// Cards put face down so far (payment or discards).
    pub spent: Vec<CardName>,
    /// Cards still to put face down.
    pub owed: u16,
}

/// A player's (or a spectator's) view of the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    /// The deck in play: a user deck's TOML text, or `null` for the default.
    pub deck: Cards,
    pub players: u8,
    pub phase: Phase,
    pub round: u16,
    pub to_act: ToAct,
    pub draw_pile: u16,
    pub discard_pile: u16,
    /// General Contractors face up, and out of the game.
    pub contractors: u8,
    pub removed_contractors: u8,
    pub seats: Vec<SeatView>,
    /// The viewer's hand, in deck order (empty for a spectator).
    pub hand: Vec<CardName>,
    /// The viewer's secret choice in the current step, if asked.
    pub choice: Option<Choice>,
    pub end: Option<EndReason>,
    pub outcome: Option<Outcome>,
}

impl View {
    /// CT-11: built by listing what is shown.
    pub(crate) fn of(g: &City, viewer: Viewer) -> View {
        let deck = &g.cards;
        let names =
            |ids: &[CardId]| -> Vec<CardName> { ids.iter().map(|&c| deck.name(c)).collect() };
        let seats = g
            .seats
            .iter()
            .enumerate()
            .map(|(s, p)| {
                let (vp_per_round, income) = g.yields(s);
                SeatView {
                    tableau: names(&p.tableau),
                    vp: p.vp,
                    vp_per_round,
                    income,
                    hand: p.public_hand() as u16,
                    status: match p.commit.step {
                        Step::Idle => Status::Waiting,
                        Step::Committed => Status::Committed,
                        _ => Status::Deciding,
                    },
                    must_discard: p.must_discard,
                }
            })
            .collect();
        let me = viewer.seat().map(|s| &g.seats[s]);
        View {
            viewer,
            deck: g.cards.clone(),
            players: g.seats.len() as u8,
            phase: g.phase,
            round: g.round,
            to_act: g.to_act(),
            draw_pile: g.deck.len() as u16,
            discard_pile: g.discard.len() as u16,
            contractors: g.contractors,
            removed_contractors: g.removed,
            seats,
            hand: me.map(|p| names(&p.hand)).unwrap_or_default(),
            choice: me.filter(|p| p.commit.step != Step::Idle).map(|p| Choice {
                step: p.commit.step,
                building: names(&p.commit.building),
                contractor: p.commit.contractor,
                survey: p.commit.survey,
                spent: names(&p.commit.spent),
                owed: p.commit.owed,
            }),
            end: g.end,
            outcome: g.outcome(),
        }
    }

    /// The card type named `name` and its rules.
    pub fn card(&self, name: &CardName) -> Option<(CardId, &CardDef)> {
        let id = self.deck.id(name)?;
        Some((id, self.deck.card(id)))
    }

    /// Card ids of a list of names from this view.
    pub fn ids(&self, names: &[CardName]) -> Vec<CardId> {
        names.iter().filter_map(|n| self.deck.id(n)).collect()
    }
}

/// `A x2, B, C`: each name once, in order of first appearance, with its count.
fn with_counts(names: &[CardName]) -> String {
    if names.is_empty() {
        return "-".into();
    }
    let mut order: Vec<(CardName, usize)> = Vec::new();
    for n in names {
        match order.iter_mut().find(|(m, _)| m == n) {
            Some((_, k)) => *k += 1,
            None => order.push((*n, 1)),
        }
    }
    order
        .iter()
        .map(|(n, k)| {
            if *k > 1 {
                format!("{n} x{k}")
            } else {
                n.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn star(value: u8, variable: bool) -> String {
    if variable {
        format!("{value}*")
    } else {
        value.to_string()
    }
}

impl fmt::Display for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let me = self.viewer.seat();
        let deck = &self.deck;
        let phase = match self.phase {
            Phase::Keep => "setup: everyone keeps 5 of 7 cards".to_string(),
            Phase::Build => format!("round {}: build step", self.round),
            Phase::Survey => format!("round {}: surveyors discard", self.round),
            Phase::HandLimit => format!("round {}: hand limit {HAND_LIMIT}", self.round),
            Phase::Over => format!("game over after round {}", self.round),
        };
        let edition = deck
            .edition()
            .map(|e| format!(" ({e})"))
            .unwrap_or_default();
        writeln!(
            f,
            "City{edition}, {phase}; first to {TARGET_VP} VP ends the game"
        )?;
        writeln!(
            f,
            "Draw pile {}, discard pile {}, General Contractors face up {}",
            self.draw_pile, self.discard_pile, self.contractors
        )?;
        writeln!(f)?;
        writeln!(
            f,
            "   {:<10} {:>4} {:>6} {:>6} {:>5}  {:<10} symbols",
            "player", "VP", "VP/rd", "income", "hand", "status"
        )?;
        for (s, seat) in self.seats.iter().enumerate() {
            let marker = if self.to_act.includes(s) { ">" } else { " " };
            let name = if Some(s) == me {
                format!("you (P{s})")
            } else {
                format!("P{s}")
            };
            let status = match seat.status {
                Status::Waiting => "-".to_string(),
                Status::Deciding if seat.must_discard > 0 => {
                    format!("discard {}", seat.must_discard)
                }
                Status::Deciding => "deciding".into(),
                Status::Committed => "committed".into(),
            };
            let mut sym = [0u16; 3];
            for n in &seat.tableau {
                if let Some((_, c)) = self.card(n) {
                    for (k, v) in c.symbols.iter().enumerate() {
                        sym[k] += *v as u16;
                    }
                }
            }
            writeln!(
                f,
                " {marker} {name:<10} {:>4} {:>6} {:>6} {:>5}  {status:<10} T{} S{} L{}",
                seat.vp, seat.vp_per_round, seat.income, seat.hand, sym[0], sym[1], sym[2]
            )?;
        }
        writeln!(f)?;
        for (s, seat) in self.seats.iter().enumerate() {
            let who = if Some(s) == me {
                format!("you (P{s})")
            } else {
                format!("P{s}")
            };
            writeln!(f, "   {who:<10} tableau: {}", with_counts(&seat.tableau))?;
        }
        if let Some(seat) = me {
            let own = self.ids(&self.seats[seat].tableau);
            let pending = self
                .choice
                .as_ref()
                .map(|c| self.ids(&c.building))
                .unwrap_or_default();
            let others_ids: Vec<Vec<CardId>> = self
                .seats
                .iter()
                .enumerate()
                .filter(|&(s, _)| s != seat)
                .map(|(_, v)| self.ids(&v.tableau))
                .collect();
            let others: Vec<&[CardId]> = others_ids.iter().map(Vec::as_slice).collect();
            let t = Tableaux::with_pending(deck, &own, &pending, &others);
            writeln!(f)?;
            writeln!(f, "Your hand ({} cards):", self.hand.len())?;
            writeln!(
                f,
                "  {:<20} {:>4} {:>5}  {:<4} {:>4} {:>4}  rules",
                "card", "cost", "(you)", "sym", "inc", "VP"
            )?;
            let mut last = None;
            for n in &self.hand {
                let Some((id, c)) = self.card(n) else {
                    continue;
                };
                let k = self.hand.iter().filter(|m| *m == n).count();
                if last == Some(id) {
                    continue;
                }
                last = Some(id);
                let label = if k > 1 {
                    format!("{} x{k}", c.name)
                } else {
                    c.name.to_string()
                };
                writeln!(
                    f,
                    "  {label:<20} {:>4} {:>5}  {:<4} {:>4} {:>4}  {}",
                    c.cost,
                    t.cost(id),
                    c.symbol_letters(),
                    star(c.income, c.variable_income()),
                    star(c.vp, c.variable_vp()),
                    describe(deck, id)
                )?;
            }
            if let Some(c) = &self.choice {
                let mut what = Vec::new();
                if c.survey {
                    what.push("surveying".to_string());
                }
                if c.contractor {
                    what.push("taking a General Contractor".into());
                }
                if !c.building.is_empty() {
                    what.push(format!("building {}", with_counts(&c.building)));
                }
                if !c.spent.is_empty() {
                    let verb = if self.phase == Phase::Build {
                        "paid"
                    } else {
                        "discarded"
                    };
                    what.push(format!("{verb} {}", with_counts(&c.spent)));
                }
                let todo = match c.step {
                    Step::Choose => "choose: `build CARD` or `survey`".to_string(),
                    Step::Pay => format!("pay {} more: `pay CARD`", c.owed),
                    Step::Second => {
                        "Construction Gang: `build CARD` (printed cost 4 or less) or `done`".into()
                    }
                    Step::Discard => format!("discard {} more: `discard CARD`", c.owed),
                    Step::Committed => "waiting for the others".into(),
                    Step::Idle => String::new(),
                };
                writeln!(f)?;
                if !what.is_empty() {
                    writeln!(f, "Your secret choice: {}", what.join("; "))?;
                }
                writeln!(f, "To do: {todo}")?;
            }
        }
        if let Some(o) = &self.outcome {
            writeln!(f)?;
            for (s, score) in o.scores.iter().enumerate() {
                let won = if o.wins[s] > 0.0 { "  winner" } else { "" };
                writeln!(
                    f,
                    "   P{s}: {score} VP, {} cards in hand{won}",
                    self.seats[s].hand
                )?;
            }
        }
        Ok(())
    }
}

/// What `viewer` cannot see, for the leak audit and undo (CT-11): the draw
/// pile's order, what lies in the face-down discard pile, and every other
/// seat's hand and secret choice. Lists end with `u64::MAX`.
pub(crate) fn hidden_fingerprint(g: &City, viewer: Viewer) -> Vec<u64> {
    const END: u64 = u64::MAX;
    let ids = |ids: &[CardId]| ids.iter().map(|&c| c as u64).collect::<Vec<_>>();
    let mut out = ids(&g.deck);
    out.push(END);
    let mut discard = ids(&g.discard);
    discard.sort_unstable();
    out.extend(discard);
    out.push(END);
    for (s, p) in g.seats.iter().enumerate() {
        if viewer.seat() == Some(s) {
            continue;
        }
        out.extend(ids(&p.hand));
        out.push(END);
        let c = &p.commit;
        out.push(c.step as u64);
        out.extend(ids(&c.building));
        out.push(END);
        out.extend([c.contractor as u64, c.survey as u64, c.owed as u64]);
        out.extend(ids(&c.spent));
        out.push(END);
    }
    out
}

//! A City view drawn as text, in the reader's words (`view.city.*`; the
//! cards' rules as `city.card` data).

use std::fmt;

use urbs_engine::text::{English, TableWords, Words, pad, pad_left, width};

use crate::card::CardName;
use crate::describe::card_json;
use crate::state::{HAND_LIMIT, Phase, Step, TARGET_VP};
use crate::tableau::Tableaux;
use crate::view::{Status, View};

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
        f.write_str(&self.draw(&English))
    }
}

impl View {
    /// The table as text, in the reader's words (`view.city.*`; the cards'
    /// rules as `city.card` data).
    pub fn draw(&self, w: &dyn Words) -> String {
        let mut out = Vec::new();
        let me = self.viewer.seat();
        let deck = &self.deck;
        let t = TableWords::new(w, "view.city", me);
        let round = || [("round", self.round.to_string())];
        let phase = match self.phase {
            Phase::Keep => t.say("phase.keep", "setup: everyone keeps 5 of 7 cards", &[]),
            Phase::Build => t.say("phase.build", "round {round}: build step", &round()),
            Phase::Survey => t.say("phase.survey", "round {round}: surveyors discard", &round()),
            Phase::HandLimit => t.say(
                "phase.hand_limit",
                "round {round}: hand limit {limit}",
                &[
                    ("round", self.round.to_string()),
                    ("limit", HAND_LIMIT.to_string()),
                ],
            ),
            Phase::Over => t.say("phase.over", "game over after round {round}", &round()),
        };
        let edition = deck
            .edition()
            .map(|e| format!(" ({e})"))
            .unwrap_or_default();
        out.push(t.say(
            "title",
            "City{edition}, {phase}; first to {target} VP ends the game",
            &[
                ("edition", edition),
                ("phase", phase),
                ("target", TARGET_VP.to_string()),
            ],
        ));
        out.push(t.say(
            "piles",
            "Draw pile {draw}, discard pile {discard}, General Contractors face up {contractors}",
            &[
                ("draw", self.draw_pile.to_string()),
                ("discard", self.discard_pile.to_string()),
                ("contractors", self.contractors.to_string()),
            ],
        ));
        out.push(String::new());
        let statuses: Vec<String> = self
            .seats
            .iter()
            .map(|seat| match seat.status {
                Status::Waiting => "-".to_string(),
                Status::Deciding if seat.must_discard > 0 => t.say(
                    "status.discard",
                    "discard {n}",
                    &[("n", seat.must_discard.to_string())],
                ),
                Status::Deciding => t.say("status.deciding", "deciding", &[]),
                Status::Committed => t.say("status.committed", "committed", &[]),
            })
            .collect();
        let (player, wp) = t.column("col.player", "player", 10);
        let (vp, wv) = t.column("col.vp", "VP", 4);
        let (per_round, wr) = t.column("col.vp_round", "VP/rd", 6);
        let (income, wi) = t.column("col.income", "income", 6);
        let (hand, wh) = t.column("col.hand", "hand", 5);
        let (status, ws) = t.column("col.status", "status", 10);
        let ws = width(ws, &statuses);
        let symbols = t.say("col.symbols", "symbols", &[]);
        out.push(format!(
            "   {} {} {} {} {}  {} {symbols}",
            pad(&player, wp),
            pad_left(&vp, wv),
            pad_left(&per_round, wr),
            pad_left(&income, wi),
            pad_left(&hand, wh),
            pad(&status, ws),
        ));
        for (s, seat) in self.seats.iter().enumerate() {
            let marker = if self.to_act.includes(s) { ">" } else { " " };
            let mut sym = [0u16; 3];
            for n in &seat.tableau {
                if let Some((_, c)) = self.card(n) {
                    for (k, v) in c.symbols.iter().enumerate() {
                        sym[k] += *v as u16;
                    }
                }
            }
            out.push(format!(
                " {marker} {} {} {} {} {}  {} T{} S{} L{}",
                pad(&t.seat(s), wp),
                pad_left(&seat.vp.to_string(), wv),
                pad_left(&seat.vp_per_round.to_string(), wr),
                pad_left(&seat.income.to_string(), wi),
                pad_left(&seat.hand.to_string(), wh),
                pad(&statuses[s], ws),
                sym[0],
                sym[1],
                sym[2]
            ));
        }
        out.push(String::new());
        for (s, seat) in self.seats.iter().enumerate() {
            let cards = with_counts(&seat.tableau);
            let tableau = t.say("tableau", "tableau: {cards}", &[("cards", cards)]);
            out.push(format!("   {} {tableau}", pad(&t.seat(s), wp)));
        }
        if let Some(seat) = me {
            out.push(String::new());
            self.draw_hand(seat, &t, &mut out);
        }
        if let Some(o) = &self.outcome {
            out.push(String::new());
            for (s, score) in o.scores.iter().enumerate() {
                let n = self.seats[s].hand;
                let args = [
                    // People count seats from 1 (issue 29).
                    ("seat", (s + 1).to_string()),
                    ("score", score.to_string()),
                    ("n", n.to_string()),
                ];
                let line = match (o.wins[s] > 0.0, n == 1) {
                    (true, true) => t.say(
                        "score_winner",
                        "P{seat}: {score} VP, {n} card in hand  winner",
                        &args,
                    ),
                    (true, false) => t.say(
                        "score_winner",
                        "P{seat}: {score} VP, {n} cards in hand  winner",
                        &args,
                    ),
                    (false, true) => t.say("score", "P{seat}: {score} VP, {n} card in hand", &args),
                    (false, false) => {
                        t.say("score", "P{seat}: {score} VP, {n} cards in hand", &args)
                    }
                };
                out.push(format!("   {line}"));
            }
        }
        let mut text = out.join("\n");
        text.push('\n');
        text
    }

    /// The viewer's hand with what each card costs them, and their secret
    /// choice so far.
    fn draw_hand(&self, seat: usize, t: &TableWords<'_>, out: &mut Vec<String>) {
        let deck = &self.deck;
        let ids = self.tableau_ids(seat);
        let others = ids.others();
        let tableaux = Tableaux::with_pending(deck, &ids.own, &ids.pending, &others);
        let n = self.hand.len();
        out.push(t.say(
            "hand",
            if n == 1 {
                "Your hand ({n} card):"
            } else {
                "Your hand ({n} cards):"
            },
            &[("n", n.to_string())],
        ));
        let (card, wc) = t.column("col.card", "card", 20);
        let (cost, wo) = t.column("col.cost", "cost", 4);
        let (cost_you, wy) = t.column("col.cost_you", "(you)", 5);
        let (sym, ws) = t.column("col.sym", "sym", 4);
        let (inc, wi) = t.column("col.inc", "inc", 4);
        let (vp, wv) = t.column("col.vp", "VP", 4);
        let rules = t.say("col.rules", "rules", &[]);
        out.push(format!(
            "  {} {} {}  {} {} {}  {rules}",
            pad(&card, wc),
            pad_left(&cost, wo),
            pad_left(&cost_you, wy),
            pad(&sym, ws),
            pad_left(&inc, wi),
            pad_left(&vp, wv),
        ));
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
            let card = card_json(deck, id);
            let english = card["text"].as_str().unwrap_or_default();
            out.push(format!(
                "  {} {} {}  {} {} {}  {}",
                pad(&label, wc),
                pad_left(&c.cost.to_string(), wo),
                pad_left(&tableaux.cost(id).to_string(), wy),
                pad(&c.symbol_letters(), ws),
                pad_left(&star(c.income, c.variable_income()), wi),
                pad_left(&star(c.vp, c.variable_vp()), wv),
                t.words().data("city.card", &card, english)
            ));
        }
        let Some(c) = &self.choice else {
            return;
        };
        let mut what = Vec::new();
        if c.survey {
            what.push(t.say("choice.survey", "surveying", &[]));
        }
        if c.contractor {
            what.push(t.say("choice.contractor", "taking a General Contractor", &[]));
        }
        if !c.building.is_empty() {
            let cards = with_counts(&c.building);
            what.push(t.say("choice.build", "building {cards}", &[("cards", cards)]));
        }
        if !c.spent.is_empty() {
            let cards = [("cards", with_counts(&c.spent))];
            what.push(if self.phase == Phase::Build {
                t.say("choice.paid", "paid {cards}", &cards)
            } else {
                t.say("choice.discarded", "discarded {cards}", &cards)
            });
        }
        let owed = [("n", c.owed.to_string())];
        let todo = match c.step {
            Step::Choose => t.say("step.choose", "choose: `build CARD` or `survey`", &[]),
            Step::Pay => t.say("step.pay", "pay {n} more: `pay CARD`", &owed),
            Step::Second => t.say(
                "step.second",
                "Construction Gang: `build CARD` (printed cost 4 or less) or `done`",
                &[],
            ),
            Step::Discard => t.say("step.discard", "discard {n} more: `discard CARD`", &owed),
            Step::Committed => t.say("step.committed", "waiting for the others", &[]),
            Step::Idle => String::new(),
        };
        out.push(String::new());
        if !what.is_empty() {
            let what = what.join("; ");
            out.push(t.say(
                "secret_choice",
                "Your secret choice: {what}",
                &[("what", what)],
            ));
        }
        out.push(t.say("to_do", "To do: {todo}", &[("todo", todo)]));
    }
}

//! A For Sale view drawn as text, in the reader's words (`view.forsale.*`).

use std::fmt;

use urbs_engine::text::{English, TableWords, Words, pad, pad_left};

use crate::state::Phase;
use crate::view::View;

fn list(values: &[u8], f: impl Fn(u8) -> String) -> String {
    if values.is_empty() {
        "-".into()
    } else {
        values.iter().map(|&v| f(v)).collect::<Vec<_>>().join(" ")
    }
}

impl fmt::Display for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.draw(&English))
    }
}

impl View {
    /// The table as text, in the reader's words (`view.forsale.*`).
    pub fn draw(&self, w: &dyn Words) -> String {
        let mut out = Vec::new();
        let me = self.viewer.seat();
        let t = TableWords::new(w, "view.forsale", me);
        let money = |m: i64| w.say("term.forsale.money", "${v}M", &[("v", m.to_string())]);
        match self.phase {
            Phase::Buying => {
                let n = self.buildings_in_deck;
                out.push(t.say(
                    "buying",
                    if n == 1 {
                        "For Sale, phase 1 (buying): auction {round} of {rounds}, {n} building left in the deck"
                    } else {
                        "For Sale, phase 1 (buying): auction {round} of {rounds}, {n} buildings left in the deck"
                    },
                    &[
                        ("round", self.round.to_string()),
                        ("rounds", self.rounds.to_string()),
                        ("n", n.to_string()),
                    ],
                ));
                let cards = list(&self.display, |b| format!("[{b}]"));
                out.push(t.say("on_offer", "On offer: {cards}", &[("cards", cards)]));
                let bid = self.highest_bid.to_string();
                out.push(t.say("highest_bid", "Highest bid: {bid}", &[("bid", bid)]));
            }
            Phase::Selling => {
                let n = self.cheques_in_deck;
                out.push(t.say(
                    "selling",
                    if n == 1 {
                        "For Sale, phase 2 (selling): sale {round}, {n} cheque left in the deck"
                    } else {
                        "For Sale, phase 2 (selling): sale {round}, {n} cheques left in the deck"
                    },
                    &[("round", self.round.to_string()), ("n", n.to_string())],
                ));
                let cheques = list(&self.display, |m| money(m.into()));
                out.push(t.say(
                    "cheques_on_offer",
                    "Cheques on offer: {cheques}",
                    &[("cheques", cheques)],
                ));
                if let Some(b) = self.my_choice {
                    out.push(t.say(
                        "my_choice",
                        "You have put building {building} face down.",
                        &[("building", b.to_string())],
                    ));
                }
            }
            Phase::Over => out.push(t.say("over", "For Sale: game over", &[])),
        }
        out.push(String::new());
        let (player, wp) = t.column("col.player", "player", 10);
        let (chips, wc) = t.column("col.chips", "chips", 5);
        let (bid, wb) = t.column("col.bid", "bid", 4);
        let (status, ws) = t.column("col.status", "status", 8);
        let (buildings, wbl) = t.column("col.buildings", "buildings", 22);
        let (cheques, _) = t.column("col.cheques", "cheques", 0);
        out.push(format!(
            "   {} {} {}  {} {} {cheques}",
            pad(&player, wp),
            pad_left(&chips, wc),
            pad_left(&bid, wb),
            pad(&status, ws),
            pad(&buildings, wbl),
        ));
        for (s, seat) in self.seats.iter().enumerate() {
            let marker = if self.to_act.includes(s) { ">" } else { " " };
            let status = match self.phase {
                Phase::Buying if seat.in_auction => t.say("status.in", "in", &[]),
                Phase::Buying => t.say("status.passed", "passed", &[]),
                Phase::Selling if seat.chosen => t.say("status.chosen", "chosen", &[]),
                Phase::Selling if seat.buildings.is_empty() => "-".into(),
                Phase::Selling => t.say("status.choosing", "choosing", &[]),
                Phase::Over => String::new(),
            };
            out.push(format!(
                " {marker} {} {} {}  {} {} {}",
                pad(&t.seat(s), wp),
                pad_left(&seat.chips.to_string(), wc),
                pad_left(&seat.bid.to_string(), wb),
                pad(&status, ws),
                pad(&list(&seat.buildings, |b| b.to_string()), wbl),
                list(&seat.cheques, |m| money(m.into()))
            ));
        }
        if let Some(o) = &self.outcome {
            out.push(String::new());
            for (s, score) in o.scores.iter().enumerate() {
                // People count seats from 1 (issue 29).
                let args = [("seat", (s + 1).to_string()), ("money", money(*score))];
                let line = if o.wins[s] > 0.0 {
                    t.say("score_winner", "P{seat}: {money}  winner", &args)
                } else {
                    t.say("score", "P{seat}: {money}", &args)
                };
                out.push(format!("   {line}"));
            }
        }
        out.push(String::new());
        out.join("\n")
    }
}

//! A Skyline view drawn as text, in the reader's words (`view.skyline.*`).

use std::fmt;

use urbs_engine::ToAct;
use urbs_engine::text::{English, TableWords, Words, pad, pad_left, width};

use crate::cards::{Building, MoneyCard};
use crate::data::{BuildingType, Currency, Scoring};
use crate::view::View;

impl fmt::Display for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.draw(&English))
    }
}

impl View {
    /// The table as text, in the reader's words (`view.skyline.*`).
    pub fn draw(&self, w: &dyn Words) -> String {
        let mut out = String::new();
        let me = self.viewer.seat();
        let t = TableWords::new(w, "view.skyline", me);
        let currency = |c: Currency| {
            w.say(
                &format!("term.skyline.currency.{}", c.name()),
                c.name(),
                &[],
            )
        };
        let money_card = |m: &MoneyCard| {
            w.say(
                "term.skyline.money_card",
                "{currency} {value}",
                &[
                    ("currency", currency(m.currency())),
                    ("value", m.value().to_string()),
                ],
            )
        };
        let kind_key = |kind: BuildingType| kind.name().to_ascii_lowercase();
        let building = |b: &Building| {
            let kind = t.say(&format!("type.{}", kind_key(b.kind)), b.kind.name(), &[]);
            t.say(
                "building",
                "{type} {price}",
                &[("type", kind), ("price", b.price.to_string())],
            )
        };
        // `blue 3 5 (8) | green - | ...`: a hand by currency with totals.
        let hand_text = |cards: &[MoneyCard]| {
            let purses: Vec<String> = Currency::ALL
                .into_iter()
                .map(|c| {
                    let values: Vec<u8> = cards
                        .iter()
                        .filter(|m| m.currency() == c)
                        .map(|m| m.value())
                        .collect();
                    if values.is_empty() {
                        t.say("purse_empty", "{currency} -", &[("currency", currency(c))])
                    } else {
                        let total: u32 = values.iter().map(|&v| u32::from(v)).sum();
                        let values: Vec<String> = values.iter().map(u8::to_string).collect();
                        t.say(
                            "purse",
                            "{currency} {values} ({total})",
                            &[
                                ("currency", currency(c)),
                                ("values", values.join(" ")),
                                ("total", total.to_string()),
                            ],
                        )
                    }
                })
                .collect();
            purses.join(" | ")
        };

        let players = [("n", self.players.to_string())];
        let title = if self.cards.is_default() {
            t.say("title", "Skyline, {n} players", &players)
        } else {
            let deck = match self.cards.name() {
                Some(name) => name.to_string(),
                None => t.say("user_deck", "a user deck", &[]),
            };
            let args = [players[0].clone(), ("deck", deck)];
            t.say("title_deck", "Skyline, {n} players, {deck}", &args)
        };
        let turn = match self.to_act {
            ToAct::Seat(s) if Some(s) == me => t.say("your_turn", "Your turn", &[]),
            ToAct::Seat(s) => t.say(
                "player_to_act",
                "Player {seat} to act",
                &[("seat", s.to_string())],
            ),
            _ => t.say("over", "Game over", &[]),
        };
        // SK-4: an exact buy gives another action.
        let again = if self.actions_this_turn > 0 && !self.to_act.is_over() {
            t.say(
                "again",
                " (action {n} of the turn: the last buy was exact)",
                &[("n", (self.actions_this_turn + 1).to_string())],
            )
        } else {
            String::new()
        };
        out.push_str(&format!("{title}. {turn}{again}.\n"));
        let state = |s: Scoring| {
            if self.scoring_to_come(s) {
                t.say("to_come", "still in the money deck", &[])
            } else {
                t.say("done", "done", &[])
            }
        };
        let scorings = t.say(
            "scorings",
            "Scoring A {a}; scoring B {b}; scoring C at the end.",
            &[("a", state(Scoring::A)), ("b", state(Scoring::B))],
        );
        out.push_str(&format!("{scorings}\n\n"));

        out.push_str(&t.say("yard", "Construction yard:", &[]));
        out.push('\n');
        let currencies: Vec<String> = self.yard.iter().map(|s| currency(s.currency)).collect();
        let wc = width(7, &currencies);
        for (slot, currency) in self.yard.iter().zip(&currencies) {
            let name = t.say("slot", "slot {slot}", &[("slot", slot.slot.to_string())]);
            let building = match &slot.building {
                Some(b) => building(b),
                None => t.say("empty", "(empty)", &[]),
            };
            out.push_str(&format!("  {name} {} {building}\n", pad(currency, wc)));
        }
        let display: Vec<String> = self.display.iter().map(|m| money_card(&m)).collect();
        let cards = if display.is_empty() {
            "-".to_string()
        } else {
            display.join(", ")
        };
        out.push_str(&t.say("display", "Money display: {cards}", &[("cards", cards)]));
        out.push('\n');
        let count = |key: &str, one: &str, other: &str, n: u8| {
            let english = if n == 1 { one } else { other };
            t.say(key, english, &[("n", n.to_string())])
        };
        let buildings = count(
            "buildings",
            "{n} building",
            "{n} buildings",
            self.buildings_in_deck,
        );
        let money = count(
            "money_cards",
            "{n} money card",
            "{n} money cards",
            self.money_in_deck,
        );
        out.push_str(&t.say(
            "decks",
            "Decks: {buildings}, {money}; discard pile {discarded}",
            &[
                ("buildings", buildings),
                ("money", money),
                ("discarded", self.discard_pile.to_string()),
            ],
        ));
        out.push('\n');
        if let Some(hand) = self.my_hand() {
            let n = hand.len();
            let english = if n == 1 {
                "Your hand ({n} card): {hand}"
            } else {
                "Your hand ({n} cards): {hand}"
            };
            out.push_str(&t.say(
                "your_hand",
                english,
                &[("n", n.to_string()), ("hand", hand_text(hand))],
            ));
            out.push('\n');
        }
        out.push('\n');

        let mut names: Vec<String> = (0..self.seats.len()).map(|s| t.seat(s)).collect();
        if self.neutral.is_some() {
            names.push(w.say("term.skyline.neutral", "neutral", &[]));
        }
        let player = t.say("col.player", "player", &[]);
        let wp = width(11, names.iter().chain([&player]));
        let kinds: Vec<String> = BuildingType::ALL
            .into_iter()
            .map(|kind| t.say(&format!("col.{}", kind_key(kind)), &kind.name()[..4], &[]))
            .collect();
        let cards = t.say("col.cards", "cards", &[]);
        let score = t.say("col.score", "score", &[]);
        let (wcards, wscore) = (width(5, [&cards]), width(5, [&score]));
        out.push_str(&format!("   {}", pad(&player, wp)));
        for kind in &kinds {
            out.push_str(&format!(" {}", pad_left(kind, width(4, [kind]))));
        }
        out.push_str(&format!(
            "  {} {}\n",
            pad_left(&cards, wcards),
            pad_left(&score, wscore)
        ));
        let mut row =
            |marker: &str, name: &str, buildings: &[Building], cards: String, score: i32| {
                out.push_str(&format!(" {marker} {}", pad(name, wp)));
                for (kind, head) in BuildingType::ALL.into_iter().zip(&kinds) {
                    let n = buildings.iter().filter(|b| b.kind == kind).count();
                    let n = if n == 0 {
                        ".".to_string()
                    } else {
                        n.to_string()
                    };
                    out.push_str(&format!(" {}", pad_left(&n, width(4, [head]))));
                }
                out.push_str(&format!(
                    "  {} {}\n",
                    pad_left(&cards, wcards),
                    pad_left(&score.to_string(), wscore)
                ));
            };
        for (s, seat) in self.seats.iter().enumerate() {
            let marker = if self.to_act.includes(s) { ">" } else { " " };
            let cards = seat.hand_size.to_string();
            row(marker, &names[s], &seat.buildings, cards, seat.score);
        }
        if let Some(neutral) = &self.neutral {
            let name = &names[self.seats.len()];
            row(" ", name, &neutral.buildings, "-".into(), neutral.score);
        }
        if self.open_hands {
            out.push('\n');
            for (s, seat) in self.seats.iter().enumerate() {
                if let Some(hand) = &seat.hand {
                    let line = t.say(
                        "holds",
                        "P{seat} holds: {hand}",
                        &[("seat", (s + 1).to_string()), ("hand", hand_text(hand))],
                    );
                    out.push_str(&format!("   {line}\n"));
                }
            }
        }
        if let Some(o) = &self.outcome {
            out.push('\n');
            let winners = o.winners();
            let names = winners
                .iter()
                // People count seats from 1 (issue 29).
                .map(|s| format!("P{}", s + 1))
                .reduce(|first, last| {
                    t.say(
                        "and",
                        "{first} and {last}",
                        &[("first", first), ("last", last)],
                    )
                })
                .unwrap_or_default();
            let english = if winners.len() == 1 {
                "Winner: {names}"
            } else {
                "Winners: {names}"
            };
            let args = [("n", winners.len().to_string()), ("names", names)];
            out.push_str(&t.say("winner", english, &args));
            out.push('\n');
        }
        out
    }
}

//! What one player may see (FS-8), how it is drawn, and sampling a world from it.

use std::fmt;

use serde::{Deserialize, Serialize};
use urbs_engine::rand::RngExt;
use urbs_engine::rand::seq::SliceRandom;
use urbs_engine::text::{English, TableWords, Words, pad, pad_left};
use urbs_engine::{Game, GameRng, Outcome, SeatSet, ToAct, Viewer};

use crate::state::{BUILDINGS, Buildings, CHEQUES, Cards, ForSale, MAX_PLAYERS, Phase};

/// One seat as everyone sees it. FS-8: bids, payments and which building each
/// player takes happen in the open, so chips, buildings and cheques are shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub chips: u8,
    /// Chips in the middle in the current auction.
    pub bid: u8,
    pub in_auction: bool,
    /// Buildings held, ascending.
    pub buildings: Vec<u8>,
    /// Cheques taken, in order.
    pub cheques: Vec<u8>,
    /// Phase 2: has put a building face down this round.
    pub chosen: bool,
}

/// A player's (or a spectator's) view of the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub players: u8,
    pub variant: bool,
    pub phase: Phase,
    pub round: u8,
    /// Auctions (phase 1) or sales (phase 2) in the whole game.
    pub rounds: u8,
    pub to_act: ToAct,
    pub buildings_in_deck: u8,
    pub cheques_in_deck: u8,
    /// Buildings (phase 1) or cheques (phase 2) face up, ascending.
    pub display: Vec<u8>,
    pub highest_bid: u8,
    /// FS-V2: somebody passed already in this auction.
    pub passed_any: bool,
    pub bank: u16,
    pub seats: Vec<SeatView>,
    /// Buildings sold so far, face up.
    pub sold: Vec<u8>,
    /// The viewer's own face-down building in phase 2 (FS-8: others' stay hidden).
    pub my_choice: Option<u8>,
    pub outcome: Option<Outcome>,
}

impl View {
    pub(crate) fn of(g: &ForSale, viewer: Viewer) -> View {
        let n = g.players as usize;
        let used = ForSale::cards_used(n, g.variant) as u8;
        let per_auction = g.players - u8::from(g.variant);
        View {
            viewer,
            players: g.players,
            variant: g.variant,
            phase: g.phase,
            round: g.round,
            rounds: if g.phase == Phase::Buying {
                used / per_auction
            } else {
                0
            },
            to_act: g.to_act(),
            buildings_in_deck: g.building_deck.len() as u8,
            cheques_in_deck: g.cheque_deck.len() as u8,
            display: g.display.to_vec(),
            highest_bid: g.bids.iter().copied().max().unwrap_or(0),
            passed_any: g.passed_any,
            bank: g.bank,
            seats: (0..n)
                .map(|s| SeatView {
                    chips: g.chips[s],
                    bid: g.bids[s],
                    in_auction: g.in_auction.contains(s),
                    buildings: g.holdings[s].to_vec(),
                    cheques: g.cheques[s].to_vec(),
                    chosen: g.phase == Phase::Selling
                        && !g.holdings[s].is_empty()
                        && !g.choosing.contains(s),
                })
                .collect(),
            sold: g.sold.to_vec(),
            my_choice: viewer
                .seat()
                .map(|s| g.choices[s])
                .filter(|&b| b != 0 && g.phase == Phase::Selling),
            outcome: g.outcome(),
        }
    }

    /// A world consistent with this view: the unseen buildings and cheques
    /// (the decks and the cards removed at setup) shuffled anew, and every
    /// other player's hidden phase-2 choice drawn from their buildings.
    pub(crate) fn sample(&self, rng: &mut GameRng) -> ForSale {
        let mut holdings = [Buildings::default(); MAX_PLAYERS];
        let mut seen = Buildings::default();
        for (s, seat) in self.seats.iter().enumerate() {
            for &b in &seat.buildings {
                holdings[s].insert(b);
                seen.insert(b);
            }
        }
        let display_buildings: &[u8] = if self.phase == Phase::Buying {
            &self.display
        } else {
            &[]
        };
        for &b in self.sold.iter().chain(display_buildings) {
            seen.insert(b);
        }
        let mut unseen: Cards = BUILDINGS.filter(|&b| !seen.contains(b)).collect();
        unseen.shuffle(rng);
        let removed_buildings: Cards = unseen.drain(self.buildings_in_deck as usize..).collect();

        let mut cheques_unseen: Cards = CHEQUES.into_iter().collect();
        let display_cheques: &[u8] = if self.phase == Phase::Selling {
            &self.display
        } else {
            &[]
        };
        for c in self
            .seats
            .iter()
            .flat_map(|s| s.cheques.iter())
            .chain(display_cheques)
        {
            let i = cheques_unseen
                .iter()
                .position(|x| x == c)
                .expect("a cheque the view shows exists");
            cheques_unseen.swap_remove(i);
        }
        cheques_unseen.shuffle(rng);
        let removed_cheques: Cards = cheques_unseen
            .drain(self.cheques_in_deck as usize..)
            .collect();

        let mut chips = [0; MAX_PLAYERS];
        let mut bids = [0; MAX_PLAYERS];
        let mut choices = [0; MAX_PLAYERS];
        let mut in_auction = SeatSet::EMPTY;
        let mut choosing = SeatSet::EMPTY;
        for (s, seat) in self.seats.iter().enumerate() {
            chips[s] = seat.chips;
            bids[s] = seat.bid;
            if seat.in_auction {
                in_auction.insert(s);
            }
            if self.phase == Phase::Selling && !holdings[s].is_empty() {
                if !seat.chosen {
                    choosing.insert(s);
                } else if Some(s) == self.viewer.seat() {
                    choices[s] = self.my_choice.expect("own choice is shown");
                } else {
                    let options = holdings[s].to_vec();
                    choices[s] = options[rng.random_range(0..options.len())];
                }
            }
        }
        let bidder = match self.to_act {
            ToAct::Seat(s) => s as u8,
            _ => 0,
        };
        ForSale {
            players: self.players,
            variant: self.variant,
            phase: self.phase,
            round: self.round,
            building_deck: unseen,
            cheque_deck: cheques_unseen,
            removed_buildings,
            removed_cheques,
            display: self.display.iter().copied().collect(),
            chips,
            bids,
            bank: self.bank,
            in_auction,
            bidder,
            passed_any: self.passed_any,
            holdings,
            cheques: std::array::from_fn(|s| {
                self.seats
                    .get(s)
                    .map(|seat| seat.cheques.iter().copied().collect())
                    .unwrap_or_default()
            }),
            choosing,
            choices,
            sold: self.sold.iter().copied().collect(),
        }
    }
}

/// FS-1, FS-8: the deck orders, the cards removed unseen (as sets) and the
/// others' face-down phase-2 choices; the view fixes how many of each.
pub(crate) fn hidden_fingerprint(g: &ForSale, viewer: Viewer) -> Vec<u64> {
    let mut removed_buildings = g.removed_buildings.clone();
    removed_buildings.sort_unstable();
    let mut removed_cheques = g.removed_cheques.clone();
    removed_cheques.sort_unstable();
    let choices = (0..g.players as usize)
        .filter(|&s| Some(s) != viewer.seat())
        .map(|s| g.choices[s]);
    g.building_deck
        .iter()
        .chain(&g.cheque_deck)
        .chain(&removed_buildings)
        .chain(&removed_cheques)
        .copied()
        .chain(choices)
        .map(u64::from)
        .collect()
}

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
                let args = [("seat", s.to_string()), ("money", money(*score))];
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

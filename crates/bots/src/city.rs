//! A greedy City player. It values a build by what the card adds to its
//! tableau's VP and income over the rounds it expects are left, less the
//! cards it costs; it surveys when no build is worth more than a card; it
//! pays with, and discards, the cards it would least like to build later.

use urbs_city::{Action, CardId, CardName, City, Phase, Step, Tableaux, View};

use crate::bot::{Bot, Turn};
use crate::roster::Roster;

impl Roster for City {
    const GAME_BOTS: &'static [&'static str] = &["greedy"];
    const LEVELS: &'static [&'static str] = &["greedy", "ismcts:500", "ismcts:3000", "ismcts:9000"];

    fn game_bot(name: &str, _seed: u64) -> Option<Box<dyn Bot<Self>>> {
        match name {
            "greedy" => Some(Box::new(Greedy)),
            _ => None,
        }
    }
}

/// Deterministic heuristic; see the module docs.
pub struct Greedy;

/// VP a card in hand is worth: what it buys, on average, before the end.
const CARD: f32 = 0.6;
/// What surveying is worth, in VP: a card more, and a choice among five.
const SURVEY: f32 = 1.8 * CARD;

/// The seat's position, as card ids.
struct Position<'a> {
    view: &'a View,
    own: Vec<CardId>,
    pending: Vec<CardId>,
    others: Vec<Vec<CardId>>,
    /// Rounds the game is expected to last after this one.
    rounds_left: f32,
}

impl<'a> Position<'a> {
    fn new(view: &'a View, seat: usize) -> Position<'a> {
        let own = view.ids(&view.seats[seat].tableau);
        let pending = view
            .choice
            .as_ref()
            .map(|c| view.ids(&c.building))
            .unwrap_or_default();
        let others = view
            .seats
            .iter()
            .enumerate()
            .filter(|&(s, _)| s != seat)
            .map(|(_, v)| view.ids(&v.tableau))
            .collect();
        // The leader's pace sets the end: VP per round grows by about 2.
        let rounds_left = view
            .seats
            .iter()
            .map(|s| {
                let need = urbs_city::TARGET_VP.saturating_sub(s.vp) as f32;
                need / (s.vp_per_round as f32 + 2.0)
            })
            .fold(f32::MAX, f32::min)
            .clamp(0.5, 10.0);
        Position {
            view,
            own,
            pending,
            others,
            rounds_left,
        }
    }

    fn tableaux<'b>(&'b self, pending: &'b [CardId], others: &'b [&'b [CardId]]) -> Tableaux<'b> {
        Tableaux::with_pending(&self.view.deck, &self.own, pending, others)
    }

    /// What building `card` now adds, in VP, before paying for it.
    fn gain(&self, card: CardId) -> f32 {
        let others: Vec<&[CardId]> = self.others.iter().map(Vec::as_slice).collect();
        let before = self.tableaux(&self.pending, &others);
        let mut with = self.pending.clone();
        with.push(card);
        let after = self.tableaux(&with, &others);
        let vp = after.vp() as f32 - before.vp() as f32;
        let income = after.income() as f32 - before.income() as f32;
        let c = self.view.deck.card(card);
        // Powers the sums above miss: discounts and the Construction Gang.
        let later = self.rounds_left.min(4.0);
        let mut power = c.discounts.len() as f32 * 0.3 * later;
        if c.double_build.is_some() && before.double_build().is_none() {
            power += 0.4 * later;
        }
        vp * (self.rounds_left + 1.0) + income * self.rounds_left * CARD + power
    }

    /// The net worth of building `card` now: its gain less the cards paid.
    fn build_value(&self, card: CardId) -> f32 {
        let others: Vec<&[CardId]> = self.others.iter().map(Vec::as_slice).collect();
        let cost = self.tableaux(&self.pending, &others).cost(card) as f32;
        let from_hand = if self.view.deck.card(card).contractor {
            0.0
        } else {
            1.0
        };
        self.gain(card) - (cost + from_hand) * CARD
    }

    /// How much the seat would like to keep `card`: building it later at
    /// today's prices, and never less than its worth as money.
    fn keep_value(&self, card: CardId) -> f32 {
        let others: Vec<&[CardId]> = self.others.iter().map(Vec::as_slice).collect();
        let t = self.tableaux(&self.pending, &others);
        let c = self.view.deck.card(card);
        if c.limit.is_some_and(|l| t.owned(card) >= l as u16) {
            return CARD;
        }
        let mut value = self.gain(card) * 0.8 - t.cost(card) as f32 * CARD;
        let present = t.present();
        if !c.requires.is_empty() && !c.requires.iter().any(|&r| present & (1u128 << r) != 0) {
            value *= 0.5;
        }
        value.max(CARD)
    }

    /// The card of `legal` (pay or discard actions) the seat wants least.
    fn cheapest(&self, legal: &[Action]) -> Action {
        let mut best = legal[0];
        let mut best_value = f32::MAX;
        for a in legal {
            let (Action::Pay(n) | Action::Discard(n)) = a else {
                continue;
            };
            let v = self.value_of(n);
            if v < best_value {
                best_value = v;
                best = *a;
            }
        }
        best
    }

    fn value_of(&self, name: &CardName) -> f32 {
        self.view
            .deck
            .id(name)
            .map_or(0.0, |id| self.keep_value(id))
    }

    /// CT-2 / CT-5: the best build, or survey / done.
    fn choose_build(&self, legal: &[Action]) -> Action {
        let mut best = None;
        let mut best_value = f32::MIN;
        for a in legal {
            let value = match a {
                Action::Build(n) => match self.view.deck.id(n) {
                    Some(id) => self.build_value(id),
                    None => continue,
                },
                Action::Survey => SURVEY,
                Action::Done => 0.0,
                _ => continue,
            };
            if value > best_value {
                best_value = value;
                best = Some(*a);
            }
        }
        best.unwrap_or(legal[0])
    }
}

impl Bot<City> for Greedy {
    fn choose(&mut self, turn: &Turn<'_, City>) -> Action {
        let view = turn.view;
        let step = view.choice.as_ref().map(|c| c.step);
        let pos = Position::new(view, turn.seat);
        let action = match (view.phase, step) {
            (Phase::Build, Some(Step::Choose | Step::Second)) => pos.choose_build(turn.legal),
            (_, Some(Step::Pay | Step::Discard)) => pos.cheapest(turn.legal),
            _ => turn.legal[0],
        };
        if turn.legal.contains(&action) {
            action
        } else {
            turn.legal[0]
        }
    }
}

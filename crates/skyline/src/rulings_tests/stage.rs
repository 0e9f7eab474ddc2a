//! Building exact tables for the rulings tests: every card placed where a
//! test wants it, the rest in the decks (or parked), so that the invariants
//! hold from the start.

use urbs_engine::{Game, Seat};

use crate::cards::{BuildingId, MoneyCard, MoneyCards};
use crate::data::{BUILDINGS, BuildingType, Scoring};
use crate::hand::Hand;
use crate::state::{DeckCard, NEUTRAL, OWNERS, Skyline};
use crate::{Action, Building, Event, Options};

pub(super) fn card(s: &str) -> MoneyCard {
    s.parse().unwrap_or_else(|e| panic!("{e}"))
}

pub(super) fn cards(list: &[&str]) -> Vec<MoneyCard> {
    list.iter().map(|s| card(s)).collect()
}

/// `"Park 9"`.
pub(super) fn building(s: &str) -> Building {
    let (kind, price) = s.split_once(' ').expect("type and price");
    let kind = BuildingType::ALL
        .into_iter()
        .find(|k| k.name() == kind)
        .unwrap_or_else(|| panic!("no type {kind}"));
    Building {
        kind,
        price: price.parse().unwrap(),
    }
}

/// Where cards a stage does not place go.
#[derive(Clone, Copy, Default)]
pub(super) enum Spare {
    /// Money: into the deck, below the cards named; buildings: into the deck.
    #[default]
    Deck,
    /// Money into this seat's hand, or buildings to this owner (a seat, or
    /// `NEUTRAL`).
    To(usize),
}

#[derive(Default)]
pub(super) struct Stage<'a> {
    pub players: usize,
    pub open_hands: bool,
    pub active: Seat,
    pub hands: Vec<Vec<&'a str>>,
    pub display: Vec<&'a str>,
    pub discard: Vec<&'a str>,
    /// The top of the money deck, top first; `"A"`, `"B"` are scoring cards.
    pub money_top: Vec<&'a str>,
    /// With `money_spare` not `Deck`: how many more money cards the deck
    /// holds below `money_top`.
    pub money_below: usize,
    pub money_spare: Spare,
    /// `""`: a building from the spare ones; `"-"`: empty.
    pub yard: [&'a str; 4],
    pub owned: Vec<Vec<&'a str>>,
    pub neutral: Vec<&'a str>,
    /// The top of the building deck, top first.
    pub buildings_top: Vec<&'a str>,
    /// With `buildings_spare` not `Deck`: how many more the deck holds.
    pub buildings_below: usize,
    pub buildings_spare: Spare,
    pub scored: [bool; 2],
}

impl Stage<'_> {
    pub(super) fn build(self) -> Skyline {
        let n = self.players;
        let mut g = Skyline::new(
            n,
            &Options {
                open_hands: self.open_hands,
                ..Options::default()
            },
            1,
        )
        .unwrap();
        let copies = Skyline::copies(n) as usize;

        // Money.
        let mut pool: Vec<MoneyCard> = (0..MoneyCard::KINDS)
            .flat_map(|i| std::iter::repeat_n(MoneyCard::from_index(i), copies))
            .collect();
        let mut take = |c: MoneyCard| {
            let i = pool
                .iter()
                .position(|&x| x == c)
                .unwrap_or_else(|| panic!("no {c} left to place"));
            pool.remove(i)
        };
        let mut hands = [Hand::default(); crate::MAX_PLAYERS];
        for (s, list) in self.hands.iter().enumerate() {
            hands[s] = Hand::from_cards(list.iter().map(|c| take(card(c))));
        }
        let mut display = MoneyCards::from_cards(
            &self
                .display
                .iter()
                .map(|c| take(card(c)))
                .collect::<Vec<_>>(),
        )
        .unwrap();
        let discard: Vec<MoneyCard> = self.discard.iter().map(|c| take(card(c))).collect();
        let mut top_down: Vec<DeckCard> = Vec::new();
        let mut placed = [false; 2];
        for c in &self.money_top {
            top_down.push(match *c {
                "A" => {
                    placed[0] = true;
                    DeckCard::Scoring(Scoring::A)
                }
                "B" => {
                    placed[1] = true;
                    DeckCard::Scoring(Scoring::B)
                }
                c => DeckCard::Money(take(card(c))),
            });
        }
        // With money left to draw, a display not named is four cards.
        if self.display.is_empty() && matches!(self.money_spare, Spare::Deck) {
            for _ in 0..4 {
                display.insert(pool.pop().expect("money left"));
            }
        }
        let below = match self.money_spare {
            Spare::Deck => pool.len(),
            _ => self.money_below,
        };
        top_down.extend(pool.drain(..below).map(DeckCard::Money));
        match self.money_spare {
            Spare::Deck => {}
            Spare::To(s) => pool.drain(..).for_each(|c| hands[s].add(c)),
        }
        for (k, s) in [Scoring::A, Scoring::B].into_iter().enumerate() {
            if !self.scored[k] && !placed[k] {
                top_down.push(DeckCard::Scoring(s));
            }
        }
        top_down.reverse();

        // Buildings.
        let mut used = 0u64;
        let cards = g.cards.clone();
        let mut claim = |s: &str| {
            let b = building(s);
            let id = cards
                .id_of(&b, used)
                .unwrap_or_else(|| panic!("no {b} left to place"));
            used |= id.bit();
            id
        };
        let mut owned = [0u64; OWNERS];
        for (s, list) in self.owned.iter().enumerate() {
            for b in list {
                owned[s] |= claim(b).bit();
            }
        }
        for b in &self.neutral {
            owned[NEUTRAL] |= claim(b).bit();
        }
        let mut yard = [None; 4];
        for (place, b) in yard.iter_mut().zip(self.yard) {
            if !b.is_empty() && b != "-" {
                *place = Some(claim(b));
            }
        }
        let mut deck_top_down: Vec<BuildingId> =
            self.buildings_top.iter().map(|b| claim(b)).collect();
        let mut rest: Vec<BuildingId> = (0..BUILDINGS as u8)
            .filter(|&i| used & (1 << i) == 0)
            .map(BuildingId)
            .collect();
        for (place, b) in yard.iter_mut().zip(self.yard) {
            if b.is_empty() {
                *place = rest.pop();
            }
        }
        let below = match self.buildings_spare {
            Spare::Deck => rest.len(),
            _ => self.buildings_below,
        };
        deck_top_down.extend(rest.drain(..below));
        if let Spare::To(o) = self.buildings_spare {
            for id in rest {
                owned[o] |= id.bit();
            }
        }
        deck_top_down.reverse();

        g.active = self.active as u8;
        g.actions = 0;
        g.hands = hands;
        g.display = display;
        g.discard = discard;
        g.money_deck = top_down;
        g.yard = yard;
        g.owned = owned;
        g.building_deck = deck_top_down;
        g.scored = self.scored;
        g.check_invariants()
            .unwrap_or_else(|e| panic!("a stage must be a legal table: {e}"));
        g
    }
}

/// Applies `action` (text form) for `seat`; panics if refused.
pub(super) fn act(g: &mut Skyline, seat: Seat, action: &str) -> Vec<Event> {
    let a: Action = action.parse().unwrap_or_else(|e| panic!("{action}: {e}"));
    let mut events = Vec::new();
    g.apply(seat, &a, &mut events)
        .unwrap_or_else(|e| panic!("{action} by {seat}: {e}"));
    g.check_invariants().unwrap();
    events
}

/// Applies `action` expecting a refusal for `rule`; checks nothing changed.
pub(super) fn refuse(g: &mut Skyline, seat: Seat, action: &str, rule: &str) -> String {
    let a: Action = action.parse().unwrap_or_else(|e| panic!("{action}: {e}"));
    let before = g.clone();
    let mut events = Vec::new();
    let err = g
        .apply(seat, &a, &mut events)
        .expect_err("the action must be refused");
    assert_eq!(err.rule, rule, "{err}");
    assert_eq!(*g, before, "a refused action changes nothing");
    assert!(events.is_empty(), "a refused action makes no events");
    err.message
}

/// The legal actions of `seat`, as text.
pub(super) fn legal(g: &Skyline, seat: Seat) -> Vec<String> {
    g.legal_actions_vec(seat)
        .iter()
        .map(|a| a.to_string())
        .collect()
}

/// Buildings an owner has, sorted.
pub(super) fn owned(g: &Skyline, owner: usize) -> Vec<Building> {
    crate::deck::buildings_of(&g.cards, g.owned[owner]).collect()
}

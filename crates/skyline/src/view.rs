//! What one player may see (SK-13), and what it may not (`hidden_fingerprint`).

use serde::{Deserialize, Serialize};
use urbs_engine::{Game, Outcome, ToAct, Viewer};

use crate::cards::{Building, MoneyCard, MoneyCards};
use crate::data::{BuildingType, Currency, SLOTS, Scoring};
use crate::deck::{Cards, buildings_of};
use crate::state::{DeckCard, NEUTRAL, Skyline};

/// One slot of the construction yard.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SlotView {
    /// 1 to 4, left to right.
    pub slot: u8,
    pub currency: Currency,
    /// Empty after a buy until the turn ends (SK-4), or at the end (SK-10).
    pub building: Option<Building>,
}

/// One seat as the viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub hand_size: u8,
    /// The cards in hand: the viewer's own, or everyone's with `open_hands`.
    pub hand: Option<Vec<MoneyCard>>,
    /// Sorted by type, then price.
    pub buildings: Vec<Building>,
    pub score: i32,
}

impl SeatView {
    /// How many buildings of `kind`.
    pub fn count(&self, kind: BuildingType) -> usize {
        self.buildings.iter().filter(|b| b.kind == kind).count()
    }
}

/// The neutral player of a two-player game (SK-12).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NeutralView {
    pub buildings: Vec<Building>,
    pub score: i32,
}

/// A player's (or a spectator's) view of the table. SK-13: everything but
/// the money in other hands (shown with `open_hands`) and the order of the
/// decks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub players: u8,
    pub open_hands: bool,
    pub to_act: ToAct,
    /// Actions the player to act has taken in this turn (SK-4).
    pub actions_this_turn: u8,
    /// Four slots, left to right.
    pub yard: Vec<SlotView>,
    /// The face-up money cards, sorted (SK-P7).
    pub display: MoneyCards,
    pub buildings_in_deck: u8,
    /// Cards in the money deck, scoring cards not yet drawn included.
    pub money_in_deck: u8,
    pub discard_pile: u8,
    /// Scorings A and B that have been drawn and scored.
    pub scorings_done: Vec<Scoring>,
    pub seats: Vec<SeatView>,
    pub neutral: Option<NeutralView>,
    pub outcome: Option<Outcome>,
    /// The printing (SK-P9): the user deck's text, left out for the default.
    #[serde(default, skip_serializing_if = "Cards::is_default")]
    pub cards: Cards,
}

impl View {
    pub(crate) fn of(g: &Skyline, viewer: Viewer) -> View {
        let n = g.players as usize;
        let shows_hand = |s: usize| g.open_hands || viewer.seat() == Some(s);
        View {
            viewer,
            players: g.players,
            open_hands: g.open_hands,
            to_act: g.to_act(),
            actions_this_turn: g.actions,
            yard: (0..SLOTS)
                .map(|i| SlotView {
                    slot: i as u8 + 1,
                    currency: Currency::of_slot(i),
                    building: g.yard[i].map(|id| g.cards.building(id)),
                })
                .collect(),
            display: g.display,
            buildings_in_deck: g.building_deck.len() as u8,
            money_in_deck: g.money_deck.len() as u8,
            discard_pile: g.discard.len() as u8,
            scorings_done: [Scoring::A, Scoring::B]
                .into_iter()
                .zip(g.scored)
                .filter_map(|(s, done)| done.then_some(s))
                .collect(),
            seats: (0..n)
                .map(|s| SeatView {
                    hand_size: g.hands[s].len() as u8,
                    hand: shows_hand(s).then(|| g.hands[s].cards()),
                    buildings: buildings_of(&g.cards, g.owned[s]).collect(),
                    score: g.scores[s],
                })
                .collect(),
            neutral: g.two_players().then(|| NeutralView {
                buildings: buildings_of(&g.cards, g.owned[NEUTRAL]).collect(),
                score: g.scores[NEUTRAL],
            }),
            outcome: g.outcome(),
            cards: g.cards.clone(),
        }
    }

    /// Whether a scoring card is still in the money deck.
    pub fn scoring_to_come(&self, scoring: Scoring) -> bool {
        scoring != Scoring::C && !self.scorings_done.contains(&scoring)
    }

    /// The viewer's own hand, if the viewer is a seat.
    pub fn my_hand(&self) -> Option<&[MoneyCard]> {
        let s = self.viewer.seat()?;
        self.seats.get(s)?.hand.as_deref()
    }
}

/// What `viewer` cannot see, for the leak audit and undo: the order of the
/// building deck and of the money deck (where the scoring cards lie in it
/// included), and the hands it is not shown (SK-13: all are, with open
/// hands). Lists end with `u64::MAX`.
pub(crate) fn hidden_fingerprint(g: &Skyline, viewer: Viewer) -> Vec<u64> {
    const END: u64 = u64::MAX;
    let mut out: Vec<u64> = g.building_deck.iter().map(|b| b.0 as u64).collect();
    out.push(END);
    out.extend(g.money_deck.iter().map(|c| match c {
        DeckCard::Money(m) => m.index() as u64,
        DeckCard::Scoring(s) => 1_000 + *s as u64,
    }));
    out.push(END);
    for s in 0..g.players as usize {
        if !g.open_hands && viewer.seat() != Some(s) {
            out.extend(g.hands[s].cards().iter().map(|c| c.index() as u64));
            out.push(END);
        }
    }
    out
}

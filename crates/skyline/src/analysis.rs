//! What a bot may read of a world it dealt itself from its own view (a
//! sample, never the real game): the public table, in the state's own
//! form, so that a playout step costs no view.

use crate::cards::Building;
use crate::data::{BuildingType, SLOTS, Scoring};
use crate::hand::Hand;
use crate::state::{NEUTRAL, Skyline};

impl Skyline {
    /// The building in slot `slot` (1 to 4), if any.
    pub fn yard_building(&self, slot: u8) -> Option<Building> {
        let i = (slot as usize).checked_sub(1).filter(|&i| i < SLOTS)?;
        self.yard[i].map(|id| self.cards.building(id))
    }

    /// Whether `scoring` is still to come (C always is, until the end).
    pub fn scoring_to_come(&self, scoring: Scoring) -> bool {
        match scoring {
            Scoring::A => !self.scored[0],
            Scoring::B => !self.scored[1],
            Scoring::C => !self.over,
        }
    }

    /// SK-9: the printing's points of ranks 1 to 3 per type for `scoring`.
    pub fn rank_points(&self, scoring: Scoring) -> [[i32; 6]; 3] {
        self.cards.points(scoring)
    }

    /// The neutral player's buildings of `kind` (SK-12; 0 with more than two
    /// players).
    pub fn neutral_count(&self, kind: BuildingType) -> u8 {
        self.count(NEUTRAL, kind)
    }

    /// The points `seat` has scored so far (scorings A and B).
    pub fn scored_so_far(&self, seat: usize) -> i32 {
        self.scores[seat]
    }

    /// The money `seat` holds (in a sampled world, the sampler's guess).
    pub fn hand(&self, seat: usize) -> &Hand {
        &self.hands[seat]
    }

    /// Whose turn it is.
    pub fn active(&self) -> usize {
        self.active as usize
    }

    /// Buildings `seat` owns, of every type.
    pub fn buildings_owned(&self, seat: usize) -> u32 {
        self.owned[seat].count_ones()
    }

    /// Cards left in the money deck (scoring cards A and B among them until
    /// they come up) and in the building deck.
    pub fn decks_left(&self) -> (usize, usize) {
        (self.money_deck.len(), self.building_deck.len())
    }
}

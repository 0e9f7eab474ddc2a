//! What a bot may read of a world it dealt itself from its own view (a
//! sample, never the real game): the public table, in the state's own
//! form, so that a playout step costs no view.

use crate::cards::Building;
use crate::data::{BuildingType, SLOTS, Scoring};
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
}

//! The card data the seed leaves out (`docs/rules/skyline.md`, "Data the
//! seed leaves out") that no printing changes: currencies, money, how many
//! buildings of each type. A printing's building prices and reference card
//! are data files (`deck.rs`).

use std::fmt;

use serde::{Deserialize, Serialize};

/// Values of money cards: 1 to 9.
pub const VALUES: usize = 9;
/// Copies of each money card (3 to 6 players); SK-12: two with 2 players.
pub const COPIES: u8 = 3;
pub const COPIES_TWO_PLAYERS: u8 = 2;
/// SK-1: starting capital is dealt until a player's total reaches this.
pub const STARTING_CAPITAL: u32 = 20;
/// SK-3: several money cards may be taken if their total is at most this.
pub const TAKE_LIMIT: u32 = 5;
/// Slots of the construction yard and cards of the money display.
pub const SLOTS: usize = 4;
pub const DISPLAY: usize = 4;
/// SK-12: buildings the neutral player takes at setup and after scoring A.
pub const NEUTRAL_DRAW: usize = 6;

/// SK-1: the most money cards a starting capital can take (16): every lowest
/// card first until they reach [`STARTING_CAPITAL`]. Bounds the `Dealt` event.
pub const MAX_DEALT: usize = {
    let (mut total, mut cards, mut value) = (0, 0, 1);
    while total < STARTING_CAPITAL {
        let mut copy = 0;
        while copy < 4 * COPIES as usize && total < STARTING_CAPITAL {
            total += value;
            cards += 1;
            copy += 1;
        }
        value += 1;
    }
    cards
};

/// SK-12: the most buildings the neutral player draws at once (14): six, or a
/// third of the deck, which holds at most what setup leaves. Bounds the
/// `NeutralTook` event.
pub const MAX_NEUTRAL_DRAW: usize = {
    let third = (BUILDINGS - NEUTRAL_DRAW - SLOTS) / 3;
    if third > NEUTRAL_DRAW {
        third
    } else {
        NEUTRAL_DRAW
    }
};

/// The four currencies. Slot k of the construction yard shows currency k.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Currency {
    Blue,
    Green,
    Orange,
    Yellow,
}

impl Currency {
    pub const ALL: [Currency; 4] = [
        Currency::Blue,
        Currency::Green,
        Currency::Orange,
        Currency::Yellow,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        ["blue", "green", "orange", "yellow"][self as usize]
    }

    pub fn parse(word: &str) -> Option<Currency> {
        Currency::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(word))
    }

    /// The currency slot `slot` (0-based) of the construction yard asks for.
    pub fn of_slot(slot: usize) -> Currency {
        Currency::ALL[slot]
    }
}

impl fmt::Display for Currency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The six types of building, in the order of the reference card.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum BuildingType {
    /// (The default only fills unused places of fixed-size lists.)
    #[default]
    Museum,
    Theater,
    Station,
    Church,
    Park,
    Skyscraper,
}

impl BuildingType {
    pub const ALL: [BuildingType; 6] = [
        BuildingType::Museum,
        BuildingType::Theater,
        BuildingType::Station,
        BuildingType::Church,
        BuildingType::Park,
        BuildingType::Skyscraper,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        [
            "Museum",
            "Theater",
            "Station",
            "Church",
            "Park",
            "Skyscraper",
        ][self as usize]
    }

    /// Every building of this type, as a mask over building ids.
    pub(crate) fn mask(self) -> u64 {
        TYPE_MASKS[self as usize]
    }
}

impl fmt::Display for BuildingType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How many building cards each type has (the seed's counts; the prices are
/// a printing's, in `deck.rs`).
pub const COUNTS: [usize; 6] = [7, 7, 9, 9, 11, 11];

/// Building cards in all.
pub const BUILDINGS: usize = 54;

/// Building ids are sorted by type: every type's ids, as a mask.
const TYPE_MASKS: [u64; 6] = {
    let mut masks = [0u64; 6];
    let mut first = 0;
    let mut t = 0;
    while t < 6 {
        masks[t] = ((1u64 << COUNTS[t]) - 1) << first;
        first += COUNTS[t];
        t += 1;
    }
    assert!(first == BUILDINGS);
    masks
};

/// The three scorings: A and B are cards in the money deck, C ends the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Scoring {
    A,
    B,
    C,
}

impl fmt::Display for Scoring {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_masks_cover_every_building_once() {
        assert_eq!(COUNTS.iter().sum::<usize>(), BUILDINGS);
        let all: u64 = TYPE_MASKS.iter().fold(0, |a, m| a | m);
        assert_eq!(all, (1u64 << BUILDINGS) - 1);
        let sizes: Vec<u32> = TYPE_MASKS.iter().map(|m| m.count_ones()).collect();
        assert_eq!(sizes, vec![7, 7, 9, 9, 11, 11]);
    }

    #[test]
    fn event_bounds() {
        // Twelve 1s and four 2s reach 20; (54 - 6 - 4) / 3 = 14.
        assert_eq!(MAX_DEALT, 16);
        assert_eq!(MAX_NEUTRAL_DRAW, 14);
    }
}

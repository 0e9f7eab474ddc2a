//! What a bot may read of a world it dealt itself from its own view (a
//! sample, never the real game): the public table, in the state's own
//! form, so that a playout step costs no view.

use urbs_engine::Seat;

use crate::state::{Buildings, ForSale};

impl ForSale {
    /// Buildings (phase 1) or cheques (phase 2) face up, ascending.
    pub fn display(&self) -> &[u8] {
        &self.display
    }

    /// Auctions (phase 1) or sales (phase 2) started so far.
    pub fn round(&self) -> u8 {
        self.round
    }

    /// FS-1 / FS-V2: auctions in the whole game (0 once phase 1 is over).
    pub fn auctions(&self) -> u8 {
        if self.phase != crate::Phase::Buying {
            return 0;
        }
        let used = Self::cards_used(self.players as usize, self.variant) as u8;
        used / (self.players - u8::from(self.variant))
    }

    /// Chips `seat` holds (not counting its bid in the middle).
    pub fn chips(&self, seat: Seat) -> u8 {
        self.chips[seat]
    }

    /// Chips `seat` has bid in the current auction.
    pub fn bid_of(&self, seat: Seat) -> u8 {
        self.bids[seat]
    }

    /// The highest bid in the current auction.
    pub fn top_bid(&self) -> u8 {
        self.bids.iter().copied().max().unwrap_or(0)
    }

    /// The buildings `seat` holds.
    pub fn holdings(&self, seat: Seat) -> Buildings {
        self.holdings[seat]
    }
}

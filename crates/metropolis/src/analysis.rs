//! Questions a bot or an analysis may ask of a game: what could be built
//! where and what it would be worth. They read the state only; a bot asks
//! them of a world sampled from its view, never of the real game.

use urbs_engine::Seat;

use crate::action::Build;
use crate::data::{Kind, data};
use crate::lots::LotSet;
use crate::state::Metropolis;

impl Metropolis {
    /// Unbuilt lots with `seat`'s token.
    pub fn tokens(&self, seat: Seat) -> LotSet {
        self.tokens[seat]
    }

    /// Lots with a token or under a building (MP-3).
    pub fn occupied_lots(&self) -> LotSet {
        self.occupied()
    }

    /// Buildings of `kind` not yet placed.
    pub fn remaining(&self, kind: Kind) -> u8 {
        self.remaining[kind.index()]
    }

    /// Lot cards face down.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// Every build MP-5 and MP-7 would allow on `lots` (whole placements
    /// within them, on remaining buildings), whoever's turn it is.
    pub fn builds_within(&self, lots: LotSet, out: &mut Vec<Build>) {
        self.each_build_on(lots.intersection(self.unbuilt()), |b| out.push(b));
    }

    /// What `build` would be worth if it were placed now, by the chart (0 if
    /// MP-7 forbids it).
    pub fn appraise(&self, build: Build) -> u8 {
        let d = data();
        let Some(p) = d.placement(build.kind, build.block as usize, build.mask) else {
            return 0;
        };
        let mut counts = self.counts[build.block as usize];
        counts[build.kind.index()] += 1;
        d.cell(build.kind, p.special, &d.neighbourhood(&counts, build.kind))
            .value()
            .unwrap_or(0)
    }
}

//! Questions a bot or an analysis may ask of a game: what could be built
//! where and what it would be worth. They read the state only; a bot asks
//! them of a world sampled from its view, never of the real game.

use urbs_engine::Seat;

use crate::action::Build;
use crate::data::{Kind, data};
use crate::lots::LotSet;
use crate::state::Metropolis;

/// Where a building would stand in the appraisal chart (MP-7, MP-P9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Appraisal {
    /// Its row is the special one (park view, river, downtown).
    pub special: bool,
    /// The chart column its block picks (`None`: no column, NA).
    pub column: Option<usize>,
    pub value: u8,
}

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

    /// Where `build` would stand in the appraisal chart if it were placed
    /// now: its row (special or plain), its column, and its value (0 where
    /// MP-7 forbids it). What the help at the table shows for a placement.
    pub fn appraisal(&self, build: Build) -> Appraisal {
        let d = data();
        let info = build.kind.info();
        let special = d
            .placement(build.kind, build.block as usize, build.mask)
            .is_some_and(|p| p.special);
        let mut counts = self.counts[build.block as usize];
        counts[build.kind.index()] += 1;
        let column = d.neighbourhood(&counts, build.kind).column(info.table);
        Appraisal {
            special,
            column,
            value: self.appraise(build),
        }
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

//! Questions a bot or an analysis may ask of a game: what could be built
//! where and what it would be worth. They read the state only; a bot asks
//! them of a world sampled from its view, never of the real game.

use urbs_engine::Seat;

use crate::action::{Build, Deal};
use crate::data::Kind;
use crate::lots::LotSet;
use crate::state::{Metropolis, Phase};

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
        let d = self.data();
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
        let d = self.data();
        let Some(p) = d.placement(build.kind, build.block as usize, build.mask) else {
            return 0;
        };
        let mut counts = self.counts[build.block as usize];
        counts[build.kind.index()] += 1;
        d.cell(build.kind, p.special, &d.neighbourhood(&counts, build.kind))
            .value()
            .unwrap_or(0)
    }

    /// The most a building on the lots `lots` of `block` (whole placements
    /// within them, of remaining buildings MP-7 allows) would be worth if
    /// it were placed now; 0 if none fits. A building's value depends on its
    /// kind, its row and the block, not on the lots it covers, so this
    /// weighs every kind at most twice, with no list of builds.
    pub fn best_appraisal(&self, lots: LotSet, block: usize) -> u8 {
        let d = self.data();
        let m = lots.block_mask(block);
        if m == 0 {
            return 0;
        }
        let mut kinds = d.fitting_kinds(block, m) & self.available();
        let fits = d.fitting_all(block, m);
        let mut best = 0;
        while kinds != 0 {
            let kind = Kind(kinds.trailing_zeros() as u8);
            kinds &= kinds - 1;
            let bits = fits[kind.index()] & self.allowed(d, kind, block);
            if bits == 0 {
                continue;
            }
            let special = d.special_placements(kind, block);
            let mut counts = self.counts[block];
            counts[kind.index()] += 1;
            let hood = d.neighbourhood(&counts, kind);
            for (row, on) in [(false, bits & !special), (true, bits & special)] {
                if on != 0 {
                    let v = d.cell(kind, row, &hood).value().unwrap_or(0);
                    best = best.max(v);
                }
            }
        }
        best
    }

    /// The other party of the proposal under way.
    pub fn partner(&self) -> Seat {
        self.partner as Seat
    }

    /// The terms waiting for an answer: the proposal (to its partner) or
    /// the counter-proposal (to the active player); `None` otherwise.
    pub fn offer(&self) -> Option<Deal> {
        match self.phase {
            Phase::Answer => Some(self.deal),
            Phase::Reply => Some(self.counter),
            _ => None,
        }
    }

    /// The proposal or counter-proposal being drafted, as far as it goes.
    pub fn drafting(&self) -> Option<Deal> {
        match self.phase {
            Phase::Draft => Some(self.deal),
            Phase::Counter => Some(self.counter),
            _ => None,
        }
    }

    /// MP-10: `seat`'s end-of-game points from deals so far.
    pub fn deal_points(&self, seat: Seat) -> i16 {
        self.points[seat]
    }

    /// MP-6: the shares of `build`'s value consents accepted this turn give
    /// away, in percent.
    pub fn consent_shares(&self, build: Build) -> u8 {
        self.consents
            .iter()
            .filter(|g| g.build == build)
            .map(|g| g.share)
            .sum()
    }
}

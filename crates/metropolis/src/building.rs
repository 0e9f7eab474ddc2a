//! Building (MP-5 .. MP-7), appraisal (MP-10) and the end when nothing more
//! can be built (MP-9).

use std::sync::LazyLock;

use urbs_engine::{Edition, RuleError, Seat};

use crate::action::{Action, Build, EndReason, Event, MAX_PLAYERS, Placed};
use crate::chart::Cell;
use crate::data::{Data, EDITION, Kind, MAX_KINDS, Placement, data_in};
use crate::lots::LotSet;
use crate::state::{Metropolis, PROPOSALS_PER_TURN};

/// The bit of `open` for a building of `kind`, on its special row or not.
pub(crate) fn open_bit(kind: Kind, special: bool) -> u32 {
    1 << (2 * kind.index() + usize::from(special))
}

/// The cell a building of `kind` stands in among these `counts` (itself
/// included).
fn stands(d: &Data, kind: Kind, special: bool, counts: &[u8; MAX_KINDS]) -> Cell {
    d.cell(kind, special, &d.neighbourhood(counts, kind))
}

/// MP-7: which (kind, special row) may join a block holding `counts` of each
/// kind, whose buildings are the `present` bits, so that every building
/// of the block stands in a value cell.
fn open_bits(d: &Data, counts: &[u8; MAX_KINDS], present: u32) -> u32 {
    let mut bits = 0;
    for kind in d.all_kinds() {
        let mut after = *counts;
        after[kind.index()] += 1;
        let totals = d.totals(&after);
        // The buildings already there must still stand in value cells ...
        let mut rest = present;
        let mut others_ok = true;
        while rest != 0 {
            let bit = rest.trailing_zeros();
            rest &= rest - 1;
            let k = Kind((bit / 2) as u8);
            if d.cell(k, bit % 2 == 1, &totals.seen_by(d, k))
                .value()
                .is_none()
            {
                others_ok = false;
                break;
            }
        }
        if !others_ok {
            continue;
        }
        // ... and so must the new one, on its plain or its special row.
        let hood = totals.seen_by(d, kind);
        for special in [false, true] {
            if d.cell(kind, special, &hood).value().is_some() {
                bits |= open_bit(kind, special);
            }
        }
    }
    bits
}

/// [`open_bits`] of an empty block, the same for every block, per edition.
static EMPTY_BLOCK_OPEN: [LazyLock<u32>; EDITION as usize] = [
    LazyLock::new(|| open_bits(data_in(1), &[0; MAX_KINDS], 0)),
    LazyLock::new(|| open_bits(data_in(2), &[0; MAX_KINDS], 0)),
];

/// What [`open_bits`] is worked out from, for one block.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
struct OpenKey {
    /// 0 in a slot never filled (editions count from 1).
    edition: Edition,
    counts: [u8; MAX_KINDS],
    present: u32,
}

impl OpenKey {
    /// The memo's slot for a key: a multiplicative hash of its parts.
    fn slot(edition: Edition, counts: &[u8; MAX_KINDS], present: u32) -> usize {
        let c = u128::from_le_bytes(*counts);
        let mixed = (c as u64)
            ^ ((c >> 64) as u64).rotate_left(29)
            ^ u64::from(present) << 8
            ^ u64::from(edition);
        (mixed.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - OPEN_MEMO_BITS)) as usize
    }
}

/// Slots of the memo, as a power of two: a search meets a few hundred
/// blocks' mixes of buildings, and each slot is 28 bytes.
const OPEN_MEMO_BITS: u32 = 12;

thread_local! {
    /// [`open_bits`] of the blocks this thread saw last, one per slot (a
    /// search rebuilds a world's blocks at every iteration and a playout's
    /// builds work the same mixes out again): the exact key is kept, so a
    /// slot answers only what it was filled for, and a clash refills it.
    static OPEN_MEMO: std::cell::RefCell<Box<[(OpenKey, u32)]>> =
        std::cell::RefCell::new(vec![(OpenKey::default(), 0); 1 << OPEN_MEMO_BITS].into_boxed_slice());
}

/// [`open_bits`] in `edition` for a block with these `counts` and
/// `present` buildings, from this thread's memo when it holds them.
fn open_bits_remembered(edition: Edition, counts: &[u8; MAX_KINDS], present: u32) -> u32 {
    OPEN_MEMO.with_borrow_mut(|memo| {
        let slot = &mut memo[OpenKey::slot(edition, counts, present)];
        let key = OpenKey {
            edition,
            counts: *counts,
            present,
        };
        if slot.0 != key {
            *slot = (key, open_bits(data_in(edition), counts, present));
        }
        slot.1
    })
}

impl Metropolis {
    /// MP-2 steps 3-5.
    pub(crate) fn main_actions(&self, out: &mut Vec<Action>) {
        if self.proposals < PROPOSALS_PER_TURN {
            out.push(Action::Propose);
        }
        self.build_actions(out);
        out.push(Action::End);
    }

    pub(crate) fn main(
        &mut self,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        match *action {
            Action::Propose => self.propose(events),
            Action::Build(build) => {
                self.may_build(self.active as Seat, build)?;
                self.build(build, events);
                Ok(())
            }
            Action::End => {
                self.end_turn(events);
                Ok(())
            }
            _ => Err(RuleError::new(
                "MP-2",
                "now `propose` a deal, build, or `end` the turn",
            )),
        }
    }

    /// Every build the active player may make now (MP-5 .. MP-7).
    pub(crate) fn build_actions(&self, out: &mut Vec<Action>) {
        let seat = self.active as usize;
        let mine = self.tokens[seat];
        self.each_build_on(mine, |b| out.push(Action::Build(b)));
        // On other players' lots, by consent.
        for (i, g) in self.consents.iter().enumerate() {
            if self.consents[..i].iter().any(|h| h.build == g.build)
                || g.build.lots().is_subset(mine)
            {
                continue;
            }
            if self.may_build(seat, g.build).is_ok() {
                out.push(Action::Build(g.build));
            }
        }
    }

    /// Every build of a remaining building that MP-7 allows on the lots `on`
    /// (whole placements within them).
    #[inline]
    pub(crate) fn each_build_on(&self, on: LotSet, mut f: impl FnMut(Build)) {
        let d = self.data();
        let available = self.available();
        for block in 0..d.blocks.len() {
            let m = on.block_mask(block);
            let mut kinds = d.fitting_kinds(block, m) & available;
            if kinds == 0 {
                continue;
            }
            let fits = d.fitting_all(block, m);
            while kinds != 0 {
                let kind = Kind(kinds.trailing_zeros() as u8);
                kinds &= kinds - 1;
                let mut bits = fits[kind.index()] & self.allowed(d, kind, block);
                let placements = d.placements(kind, block);
                while bits != 0 {
                    let i = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    f(Build {
                        kind,
                        block: block as u8,
                        mask: placements[i].mask,
                    });
                }
            }
        }
    }

    /// MP-5 .. MP-7: may `seat` make `build` now?
    pub(crate) fn may_build(&self, seat: Seat, build: Build) -> Result<Placement, RuleError> {
        let placement = self.check_lots(build)?;
        for lot in build.lots().iter() {
            let owner = self
                .owner(lot)
                .expect("an unbuilt occupied lot has an owner");
            if owner != seat
                && !self
                    .consents
                    .iter()
                    .any(|g| g.owner as usize == owner && g.build == build)
            {
                return Err(RuleError::new(
                    "MP-5",
                    format!(
                        "lot {lot} is player {owner}'s and they have not consented to this build"
                    ),
                ));
            }
        }
        self.check_chart(build, placement.special)?;
        Ok(placement)
    }

    /// MP-5 for `build` whoever's lots it stands on: a building of its kind
    /// is left, and its lots are the building's shape, all occupied and none
    /// built on. Whose lots they are is the caller's to check (a build needs
    /// every other owner's consent, a consent is given by one owner), and
    /// then [`Metropolis::check_chart`]. Checked once here for both.
    pub(crate) fn check_lots(&self, build: Build) -> Result<Placement, RuleError> {
        let info = build.kind.info();
        let lots = build.lots();
        if self.remaining[build.kind.index()] == 0 {
            return Err(RuleError::new(
                "MP-5",
                format!("every {} is built already", info.name),
            ));
        }
        let Some(placement) = self
            .data()
            .placement(build.kind, build.block as usize, build.mask)
        else {
            return Err(RuleError::new(
                "MP-5",
                format!("lots {lots} are not the shape of {}", info.with_article()),
            ));
        };
        if let Some(lot) = lots.minus(self.unbuilt()).iter().next() {
            return Err(RuleError::new(
                "MP-5",
                format!("lot {lot} is vacant or built on: build only on occupied, unbuilt lots"),
            ));
        }
        Ok(placement)
    }

    /// MP-7: after `build` (on its special row if `special`), every building
    /// of the block must still stand in a value cell of the chart.
    pub(crate) fn check_chart(&self, build: Build, special: bool) -> Result<(), RuleError> {
        if self.open[build.block as usize] & open_bit(build.kind, special) == 0 {
            return Err(self.chart_refusal(build, special));
        }
        Ok(())
    }

    /// The MP-7 error: which building would stand in which kind of cell.
    fn chart_refusal(&self, build: Build, special: bool) -> RuleError {
        let block = build.block as usize;
        let mut counts = self.counts[block];
        counts[build.kind.index()] += 1;
        let new = Placed {
            build,
            special,
            builder: self.active,
            shares: [0; MAX_PLAYERS],
        };
        let culprit = std::iter::once(&new)
            .chain(
                self.buildings
                    .iter()
                    .filter(|b| b.build.block == build.block),
            )
            .map(|b| (b, stands(self.data(), b.build.kind, b.special, &counts)))
            .find(|(_, cell)| cell.value().is_none());
        let (what, cell) = match culprit {
            Some((b, cell)) if b == &new => (format!("the new {}", build.kind.info().name), cell),
            Some((b, cell)) => (
                format!(
                    "the {} on lots {}",
                    b.build.kind.info().name,
                    b.build.lots()
                ),
                cell,
            ),
            None => ("a building".to_string(), Cell::NotAllowed),
        };
        let mark = if cell == Cell::NotAllowed {
            "NA (not allowed)"
        } else {
            "X (not possible)"
        };
        RuleError::new(
            "MP-7",
            format!(
                "with this {} in block {}, {what} would stand in an {mark} cell of the appraisal chart",
                build.kind.info().name,
                self.data().blocks[block].number
            ),
        )
    }

    /// Carries out a build checked by [`Metropolis::may_build`], then ends the
    /// game (MP-9) or the turn (MP-P6: no deals after a build).
    pub(crate) fn build(&mut self, build: Build, events: &mut Vec<Event>) {
        let mut shares = [0u8; MAX_PLAYERS];
        for g in &self.consents {
            if g.build == build {
                shares[g.owner as usize] += g.share;
            }
        }
        let placed = self.place(build, self.active, shares);
        events.push(Event::Built { building: placed });
        // MP-9; MP-P8: only a build can leave nothing placeable.
        if self.remaining.iter().all(|&r| r == 0) {
            self.finish(EndReason::AllBuilt, events);
        } else if !self.any_placement() {
            self.finish(EndReason::NoPlacement, events);
        } else {
            self.end_turn(events);
        }
    }

    /// Puts a building on the board: the lots' tokens come off, the
    /// builder's token goes on (MP-5).
    pub(crate) fn place(&mut self, build: Build, builder: u8, shares: [u8; MAX_PLAYERS]) -> Placed {
        let placement = self
            .data()
            .placement(build.kind, build.block as usize, build.mask)
            .expect("a placement of the building");
        let lots = build.lots();
        let n = self.players as usize;
        for t in &mut self.tokens[..n] {
            *t = t.minus(lots);
        }
        self.built_by[builder as usize] = self.built_by[builder as usize].union(lots);
        self.remaining[build.kind.index()] -= 1;
        let placed = Placed {
            build,
            special: placement.special,
            builder,
            shares,
        };
        self.buildings.push(placed);
        let block = build.block as usize;
        self.counts[block][build.kind.index()] += 1;
        self.open[block] = self.open_bits(block);
        placed
    }

    /// MP-7 for `block`: which buildings (kind, special row) may be added
    /// without leaving any building of the block in an NA or X cell.
    pub(crate) fn open_bits(&self, block: usize) -> u32 {
        let mut present = 0u32;
        for b in &self.buildings {
            if b.build.block as usize == block {
                present |= open_bit(b.build.kind, b.special);
            }
        }
        if present == 0 {
            return *EMPTY_BLOCK_OPEN[self.edition as usize - 1];
        }
        open_bits_remembered(self.edition, &self.counts[block], present)
    }

    /// MP-7: the placements of `kind` in `block` (bit `i` for placement `i`)
    /// that the chart allows now.
    #[inline]
    pub(crate) fn allowed(&self, d: &Data, kind: Kind, block: usize) -> u64 {
        let special = d.special_placements(kind, block);
        let open = self.open[block] >> (2 * kind.index());
        let plain_ok = ((open & 1) as u64).wrapping_neg();
        let special_ok = (((open >> 1) & 1) as u64).wrapping_neg();
        (!special & plain_ok) | (special & special_ok)
    }

    /// The kinds (bit `kind`) with buildings left.
    #[inline]
    pub(crate) fn available(&self) -> u16 {
        let mut bits = 0;
        for (k, &left) in self.remaining.iter().enumerate() {
            if left > 0 {
                bits |= 1 << k;
            }
        }
        bits
    }

    /// MP-9: can any remaining building be placed on unbuilt lots, vacant
    /// or occupied, whoever owns them, without breaking MP-7? A vacant lot
    /// can still be taken later, so it counts as room on the board.
    /// Edition 1 counted only occupied lots (MP-9's earlier form, changed
    /// in 7cd7753), so it ended games the latest edition plays on.
    pub(crate) fn any_placement(&self) -> bool {
        let d = self.data();
        let unbuilt = if self.edition == 1 {
            self.unbuilt()
        } else {
            let n = self.players as usize;
            let built = self.built_by[..n]
                .iter()
                .fold(LotSet::EMPTY, |all, &b| all.union(b));
            d.all_lots.minus(built)
        };
        let available = self.available();
        (0..d.blocks.len()).any(|block| {
            let free = unbuilt.block_mask(block);
            let mut kinds = d.fitting_kinds(block, free) & available;
            let fits = d.fitting_all(block, free);
            while kinds != 0 {
                let kind = Kind(kinds.trailing_zeros() as u8);
                kinds &= kinds - 1;
                if fits[kind.index()] & self.allowed(d, kind, block) != 0 {
                    return true;
                }
            }
            false
        })
    }

    /// MP-10: what a building is worth now (its final value at the end).
    pub fn value(&self, b: &Placed) -> u8 {
        stands(
            self.data(),
            b.build.kind,
            b.special,
            &self.counts[b.build.block as usize],
        )
        .value()
        .unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A block's mix of buildings made up from `seed`: up to two of each
    /// kind, each present on its plain or special row.
    fn mix(seed: u64) -> ([u8; MAX_KINDS], u32) {
        let d = data_in(EDITION);
        let mut counts = [0; MAX_KINDS];
        let mut present = 0;
        for kind in d.all_kinds() {
            let h = urbs_engine::derive_seed(seed, kind.index() as u64);
            let n = (h % 5).saturating_sub(2) as u8;
            counts[kind.index()] = n;
            if n > 0 {
                present |= open_bit(kind, h >> 8 & 1 == 1);
            }
        }
        (counts, present)
    }

    /// The memo answers what [`open_bits`] works out, the first time and
    /// from memory, in both editions.
    #[test]
    fn remembered_open_bits_are_the_worked_out_ones() {
        for seed in 0..3_000 {
            let (counts, present) = mix(seed);
            for edition in 1..=EDITION {
                let worked_out = open_bits(data_in(edition), &counts, present);
                assert_eq!(open_bits_remembered(edition, &counts, present), worked_out);
                assert_eq!(open_bits_remembered(edition, &counts, present), worked_out);
            }
        }
    }

    /// Two mixes in the same slot take turns in it, and each is still
    /// answered rightly.
    #[test]
    fn mixes_sharing_a_slot_answer_each_for_itself() {
        let (a, pa) = mix(1);
        let slot = OpenKey::slot(EDITION, &a, pa);
        let (b, pb) = (2..)
            .map(mix)
            .find(|(c, p)| {
                OpenKey::slot(EDITION, c, *p) == slot
                    && open_bits(data_in(EDITION), c, *p) != open_bits(data_in(EDITION), &a, pa)
            })
            .expect("another mix falls in the slot");
        for _ in 0..3 {
            for (c, p) in [(a, pa), (b, pb)] {
                let worked_out = open_bits(data_in(EDITION), &c, p);
                assert_eq!(open_bits_remembered(EDITION, &c, p), worked_out);
            }
        }
    }
}

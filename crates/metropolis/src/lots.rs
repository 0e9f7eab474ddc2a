//! Lots and sets of lots.
//!
//! A lot is stored as an index: its block times 16 plus its place in the
//! block's grid (column by column). A set of lots is then a `u128` with 16 bits per
//! block, so one block's lots are one `u16` and a building's placement is a
//! mask. People see lot *numbers* (`45`): they come from the board data, in
//! `lot_numbers.rs`, with the text and JSON forms that use them.

/// Bits per block in a [`LotSet`].
pub const BLOCK_BITS: usize = 16;
/// At most this many blocks fit in a [`LotSet`].
pub const MAX_BLOCKS: usize = 128 / BLOCK_BITS;

/// One lot of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lot(pub(crate) u8);

impl Lot {
    /// Index of the block the lot is in (0-based, in data order).
    pub fn block(self) -> usize {
        self.0 as usize / BLOCK_BITS
    }

    /// The lot's bit within its block.
    pub fn local_bit(self) -> u16 {
        1 << (self.0 as usize % BLOCK_BITS)
    }

    pub fn set(self) -> LotSet {
        LotSet(1u128 << self.0)
    }
}

/// A set of lots.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct LotSet(pub(crate) u128);

impl LotSet {
    pub const EMPTY: LotSet = LotSet(0);

    /// The lots of `block` whose bits are set in `mask`.
    pub fn in_block(block: usize, mask: u16) -> LotSet {
        LotSet((mask as u128) << (block * BLOCK_BITS))
    }

    /// This set's lots in `block`, as a mask.
    pub fn block_mask(self, block: usize) -> u16 {
        (self.0 >> (block * BLOCK_BITS)) as u16
    }

    pub fn contains(self, lot: Lot) -> bool {
        self.0 & (1u128 << lot.0) != 0
    }

    pub fn insert(&mut self, lot: Lot) {
        self.0 |= 1u128 << lot.0;
    }

    pub fn remove(&mut self, lot: Lot) {
        self.0 &= !(1u128 << lot.0);
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// `len() >= n`, without counting every bit.
    #[inline]
    pub fn has_at_least(self, n: usize) -> bool {
        let mut bits = self.0;
        for _ in 0..n {
            if bits == 0 {
                return false;
            }
            bits &= bits - 1;
        }
        true
    }

    pub fn union(self, other: LotSet) -> LotSet {
        LotSet(self.0 | other.0)
    }

    pub fn intersection(self, other: LotSet) -> LotSet {
        LotSet(self.0 & other.0)
    }

    pub fn minus(self, other: LotSet) -> LotSet {
        LotSet(self.0 & !other.0)
    }

    pub fn intersects(self, other: LotSet) -> bool {
        self.0 & other.0 != 0
    }

    pub fn is_subset(self, other: LotSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// Lots in index order (block by block, each block column by column).
    pub fn iter(self) -> impl Iterator<Item = Lot> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let i = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                Lot(i)
            })
        })
    }

    /// The one block all lots are in, if there is exactly one.
    pub fn single_block(self) -> Option<usize> {
        if self.is_empty() {
            return None;
        }
        let block = self.0.trailing_zeros() as usize / BLOCK_BITS;
        (LotSet::in_block(block, self.block_mask(block)) == self).then_some(block)
    }
}

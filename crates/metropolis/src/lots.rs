//! Lots and sets of lots.
//!
//! A lot is stored as an index: its block times 16 plus its place in the
//! block's grid (column by column). A set of lots is then a `u128` with 16 bits per
//! block, so one block's lots are one `u16` and a building's placement is a
//! mask. People see lot *numbers* (`45`); text and JSON forms use them.

use std::fmt;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::data::data;

/// Bits per block in a [`LotSet`].
pub const BLOCK_BITS: usize = 16;
/// At most this many blocks fit in a [`LotSet`].
pub const MAX_BLOCKS: usize = 128 / BLOCK_BITS;

/// One lot of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lot(pub(crate) u8);

impl Lot {
    /// The lot numbered `number` on the board (`45`), if there is one.
    pub fn numbered(number: u8) -> Option<Lot> {
        data().lot(number)
    }

    /// The number printed on the board.
    pub fn number(self) -> u8 {
        data().number(self)
    }

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

impl fmt::Display for Lot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

impl Serialize for Lot {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.number())
    }
}

impl<'de> Deserialize<'de> for Lot {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Lot, D::Error> {
        let n = u8::deserialize(d)?;
        Lot::numbered(n).ok_or_else(|| D::Error::custom(format!("there is no lot {n}")))
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

    /// Lot numbers, ascending.
    pub fn numbers(self) -> Vec<u8> {
        let mut v: Vec<u8> = self.iter().map(Lot::number).collect();
        v.sort_unstable();
        v
    }

    /// The set of these lot numbers; the first unknown number is the error.
    pub fn from_numbers(numbers: &[u8]) -> Result<LotSet, u8> {
        let mut set = LotSet::EMPTY;
        for &n in numbers {
            set.insert(Lot::numbered(n).ok_or(n)?);
        }
        Ok(set)
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

/// Lot numbers separated by spaces, ascending (`40 41 45 46`), or `-`.
impl fmt::Display for LotSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for (i, n) in self.numbers().iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{n}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for LotSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{{self}}}")
    }
}

impl Serialize for LotSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.numbers().serialize(s)
    }
}

impl<'de> Deserialize<'de> for LotSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<LotSet, D::Error> {
        let numbers = Vec::<u8>::deserialize(d)?;
        LotSet::from_numbers(&numbers).map_err(|n| D::Error::custom(format!("there is no lot {n}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lot_numbers_round_trip_and_blocks() {
        for n in 10..=89u8 {
            let lot = Lot::numbered(n).unwrap();
            assert_eq!(lot.number(), n);
            assert_eq!(lot.block(), (n / 10 - 1) as usize, "lot {n}");
        }
        assert!(Lot::numbered(9).is_none() && Lot::numbered(90).is_none());
        let set = LotSet::from_numbers(&[46, 40, 45, 41]).unwrap();
        assert_eq!(set.to_string(), "40 41 45 46");
        assert_eq!(set.single_block(), Some(3));
        assert_eq!(
            LotSet::from_numbers(&[40, 50]).unwrap().single_block(),
            None
        );
        assert_eq!(LotSet::from_numbers(&[10, 99]), Err(99));
        assert_eq!(
            serde_json::to_string(&set).unwrap(),
            "[40,41,45,46]",
            "JSON uses lot numbers"
        );
    }
}

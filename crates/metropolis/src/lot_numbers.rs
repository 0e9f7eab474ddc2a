//! Lots as people see them: the numbers printed on the board (`45`), which
//! the board data gives, and the text and JSON forms of lots and sets of
//! lots, which use them.

use std::fmt;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::data::data;
use crate::lots::{Lot, LotSet};

impl Lot {
    /// The lot numbered `number` on the board (`45`), if there is one.
    pub fn numbered(number: u8) -> Option<Lot> {
        data().lot(number)
    }

    /// The number printed on the board.
    pub fn number(self) -> u8 {
        data().number(self)
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

impl LotSet {
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

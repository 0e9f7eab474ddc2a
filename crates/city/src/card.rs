//! What a card is: its name, symbols and the structured rules it carries
//! (CT-12). The deck file is read into these types by [`crate::deck`].

use std::fmt;
use std::hash::{Hash, Hasher};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A card type's index into its [`crate::Deck`]. Cards of one type are
/// indistinguishable, so hands, tableaux and piles hold these.
pub type CardId = u8;

/// The longest card name, in bytes.
pub const NAME_MAX: usize = 30;

/// A card's name as typed in actions (`build Park & Ride`): ASCII, single
/// spaces, at most [`NAME_MAX`] bytes. Equality and hashing ignore case, so
/// `build mall` is the same action as `build Mall`; the case typed is kept
/// for display. Fixed size and `Copy`, so actions never allocate.
#[derive(Clone, Copy)]
pub struct CardName {
    /// Lower-cased bytes, zero-padded.
    lower: [u8; NAME_MAX],
    /// Bit `i` set: byte `i` was upper case.
    upper: u32,
    len: u8,
}

impl CardName {
    /// Reads a name: trims it, collapses runs of spaces, checks the length and
    /// the characters.
    pub fn new(text: &str) -> Result<CardName, String> {
        let mut name = CardName {
            lower: [0; NAME_MAX],
            upper: 0,
            len: 0,
        };
        for (i, word) in text.split_whitespace().enumerate() {
            let sep = usize::from(i > 0);
            let at = name.len as usize;
            if at + sep + word.len() > NAME_MAX {
                return Err(format!(
                    "card name `{}` is longer than {NAME_MAX} characters",
                    urbs_engine::text::printable(text.trim())
                ));
            }
            if sep == 1 {
                name.lower[at] = b' ';
            }
            for (k, b) in word.bytes().enumerate() {
                if !b.is_ascii_graphic() {
                    return Err(format!(
                        "card name `{}` may only use ASCII letters, digits and punctuation",
                        urbs_engine::text::printable(text.trim())
                    ));
                }
                let pos = at + sep + k;
                if b.is_ascii_uppercase() {
                    name.upper |= 1 << pos;
                }
                name.lower[pos] = b.to_ascii_lowercase();
            }
            name.len = (at + sep + word.len()) as u8;
        }
        if name.len == 0 {
            return Err("a card name is needed".into());
        }
        Ok(name)
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// A cheap fingerprint: equal names have equal keys (unequal names
    /// rarely do), so lookups compare keys before whole names.
    pub fn key(&self) -> u64 {
        let word = |i: usize| {
            let mut w = [0u8; 8];
            w.copy_from_slice(&self.lower[i..i + 8]);
            u64::from_le_bytes(w)
        };
        word(0) ^ word(8).rotate_left(17) ^ word(16).rotate_left(31) ^ (self.len as u64) << 56
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl PartialEq for CardName {
    fn eq(&self, other: &Self) -> bool {
        self.len == other.len && self.lower == other.lower
    }
}

impl Eq for CardName {}

impl Hash for CardName {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.lower[..self.len as usize].hash(state);
    }
}

impl fmt::Display for CardName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0u8; NAME_MAX];
        for (i, slot) in buf.iter_mut().enumerate().take(self.len as usize) {
            let b = self.lower[i];
            *slot = if self.upper & (1 << i) != 0 {
                b.to_ascii_uppercase()
            } else {
                b
            };
        }
        // Only ASCII went in.
        f.pad(std::str::from_utf8(&buf[..self.len as usize]).unwrap_or("?"))
    }
}

impl fmt::Debug for CardName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.to_string())
    }
}

impl std::str::FromStr for CardName {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        CardName::new(s)
    }
}

impl Serialize for CardName {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for CardName {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = std::borrow::Cow::<'de, str>::deserialize(d)?;
        CardName::new(&s).map_err(serde::de::Error::custom)
    }
}

/// The three attributes a development may list (seed: "attributes").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Symbol {
    Traffic,
    Shopping,
    Leisure,
}

impl Symbol {
    pub const ALL: [Symbol; 3] = [Symbol::Traffic, Symbol::Shopping, Symbol::Leisure];

    pub fn letter(self) -> char {
        match self {
            Symbol::Traffic => 'T',
            Symbol::Shopping => 'S',
            Symbol::Leisure => 'L',
        }
    }

    pub fn from_letter(c: char) -> Option<Symbol> {
        match c {
            'T' => Some(Symbol::Traffic),
            'S' => Some(Symbol::Shopping),
            'L' => Some(Symbol::Leisure),
            _ => None,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// Listings per symbol, indexed by [`Symbol::index`].
pub type Symbols = [u8; 3];

/// Whose tableaux a [`Term`] counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    /// The owner's tableau, the card itself included.
    Own,
    /// Every tableau in play.
    All,
    /// CT-7: the one other player's tableau that gives the most.
    BestOther,
}

/// What a [`Term`] counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// Listings of a symbol (a card listing it twice counts twice).
    Symbol(Symbol),
    /// Copies of a card.
    Card(CardId),
}

/// One part of a variable income, VP or cost: `times x min(count, cap)`,
/// with the count taken over `scope` and, with `exclude_self`, the card
/// carrying the term left out ("every other Luxury Homes").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    pub count: Count,
    pub scope: Scope,
    pub times: u8,
    pub cap: Option<u8>,
    pub exclude_self: bool,
}

/// While its owner has this card, `cards` cost `amount` less (CT-3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Discount {
    pub cards: Vec<CardId>,
    pub amount: u8,
}

/// One card type of the deck, with every rule it carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardDef {
    pub name: CardName,
    /// Printed cost.
    pub cost: u8,
    pub symbols: Symbols,
    /// Fixed income and VP; the terms below add to them.
    pub income: u8,
    pub vp: u8,
    pub copies: u8,
    pub income_plus: Vec<Term>,
    pub vp_plus: Vec<Term>,
    /// Taken off this card's own cost (City Hall Annex).
    pub cost_less: Vec<Term>,
    /// CT-4: at least one of these in the builder's tableau (empty: none needed).
    pub requires: Vec<CardId>,
    /// CT-4: a player may never own more than this many.
    pub limit: Option<u8>,
    pub discounts: Vec<Discount>,
    /// CT-5: Construction Gang, two builds of printed cost up to this.
    pub double_build: Option<u8>,
    /// CT-1: a General Contractor, set out face up, never in the deck.
    pub contractor: bool,
    /// The line of the deck file where the card is defined (0 if unknown).
    pub line: usize,
}

impl CardDef {
    /// The symbols as letters (`TSS`), or `-` for none.
    pub fn symbol_letters(&self) -> String {
        let mut s = String::new();
        for sym in Symbol::ALL {
            for _ in 0..self.symbols[sym.index()] {
                s.push(sym.letter());
            }
        }
        if s.is_empty() {
            s.push('-');
        }
        s
    }

    /// Income or VP has a variable part.
    pub fn variable_income(&self) -> bool {
        !self.income_plus.is_empty()
    }

    pub fn variable_vp(&self) -> bool {
        !self.vp_plus.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_ignore_case_and_spacing_but_keep_what_was_typed() {
        let a = CardName::new("Park & Ride").unwrap();
        let b = CardName::new("  park   &  RIDE ").unwrap();
        assert_eq!(a, b);
        assert_eq!(a.to_string(), "Park & Ride");
        assert_eq!(b.to_string(), "park & RIDE");
        assert_ne!(a, CardName::new("Park & Rid").unwrap());
        assert!(CardName::new("   ").is_err());
        assert!(
            CardName::new(&"x".repeat(31))
                .unwrap_err()
                .contains("longer")
        );
        assert!(CardName::new("Caf\u{e9}").unwrap_err().contains("ASCII"));
        let json = serde_json::to_string(&a).unwrap();
        assert_eq!(json, r#""Park & Ride""#);
        assert_eq!(serde_json::from_str::<CardName>(&json).unwrap(), a);
    }
}

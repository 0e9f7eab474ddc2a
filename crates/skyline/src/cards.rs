//! Money cards, buildings and the small fixed-size collections the rules use.
//! Nothing here allocates: hands are counts, takes and displays hold at most
//! four cards inline, payments are packed counts.

use std::fmt;
use std::str::FromStr;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::data::{BuildingType, Currency, DISPLAY, VALUES};

/// A money card: a currency and a value from 1 to 9, as currency * 16 +
/// value (never 0, sorted by currency then value).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MoneyCard(u8);

impl MoneyCard {
    /// Every distinct money card.
    pub const KINDS: usize = 4 * VALUES;

    pub fn new(currency: Currency, value: u8) -> MoneyCard {
        debug_assert!((1..=9).contains(&value));
        MoneyCard((currency as u8) << 4 | value)
    }

    /// The `i`-th distinct card, `0..KINDS`, by currency then value.
    pub(crate) fn from_index(i: usize) -> MoneyCard {
        MoneyCard::new(Currency::ALL[i / VALUES], (i % VALUES) as u8 + 1)
    }

    pub(crate) fn index(self) -> usize {
        (self.0 >> 4) as usize * VALUES + (self.0 & 15) as usize - 1
    }

    pub fn currency(self) -> Currency {
        Currency::ALL[(self.0 >> 4) as usize]
    }

    pub fn value(self) -> u8 {
        self.0 & 15
    }
}

/// Blue 1. It only fills unused places of fixed-size lists.
impl Default for MoneyCard {
    fn default() -> MoneyCard {
        MoneyCard::new(Currency::Blue, 1)
    }
}

impl fmt::Debug for MoneyCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl fmt::Display for MoneyCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.currency(), self.value())
    }
}

/// Reads a value from 1 to 9.
pub(crate) fn parse_value(word: &str) -> Result<u8, String> {
    match word.parse::<u8>() {
        Ok(v @ 1..=9) => Ok(v),
        _ => Err(format!("`{word}` is not a money value from 1 to 9")),
    }
}

impl FromStr for MoneyCard {
    type Err = String;

    /// Reads `blue 3`.
    fn from_str(s: &str) -> Result<Self, String> {
        let mut words = s.split_whitespace();
        let (Some(c), Some(v), None) = (words.next(), words.next(), words.next()) else {
            return Err(format!("`{s}` is not a money card; write it as `blue 3`"));
        };
        let currency = Currency::parse(c).ok_or_else(|| {
            format!("`{c}` is not a currency; the currencies are blue, green, orange and yellow")
        })?;
        Ok(MoneyCard::new(currency, parse_value(v)?))
    }
}

/// JSON form of a money card: `{"currency": "blue", "value": 3}`.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct MoneyCardJson {
    currency: Currency,
    value: u8,
}

impl Serialize for MoneyCard {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        MoneyCardJson {
            currency: self.currency(),
            value: self.value(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for MoneyCard {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let j = MoneyCardJson::deserialize(d)?;
        if !(1..=9).contains(&j.value) {
            return Err(D::Error::custom("a money card's value is 1 to 9"));
        }
        Ok(MoneyCard::new(j.currency, j.value))
    }
}

/// At most four money cards, sorted, packed in one word: the money display,
/// a take, the cards turned up by one refill.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct MoneyCards(pub(crate) u32);

impl MoneyCards {
    /// `None` if there are more than four.
    pub fn from_cards(cards: &[MoneyCard]) -> Option<MoneyCards> {
        if cards.len() > DISPLAY {
            return None;
        }
        let mut set = MoneyCards::default();
        for &c in cards {
            set.insert(c);
        }
        Some(set)
    }

    /// A single card.
    pub fn one(card: MoneyCard) -> MoneyCards {
        MoneyCards(card.0 as u32)
    }

    // Byte i holds card i, ascending from the low byte; 0 is no card.
    fn byte(self, i: usize) -> u32 {
        (self.0 >> (8 * i)) & 0xFF
    }

    pub fn len(&self) -> usize {
        (32 - self.0.leading_zeros() as usize).div_ceil(8)
    }

    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }

    /// The `i`-th card in order.
    pub fn get(&self, i: usize) -> MoneyCard {
        debug_assert!(i < self.len());
        MoneyCard(self.byte(i) as u8)
    }

    pub fn iter(&self) -> impl Iterator<Item = MoneyCard> + '_ {
        let set = *self;
        (0..set.len()).map(move |i| set.get(i))
    }

    /// Sum of the values, currencies disregarded.
    pub fn total(&self) -> u32 {
        let values = self.0 & 0x0F0F_0F0F;
        (values.wrapping_mul(0x0101_0101) >> 24) & 0xFF
    }

    /// Adds a card, keeping the order. Panics if full.
    pub fn insert(&mut self, card: MoneyCard) {
        assert!(self.0 >> 24 == 0, "at most four money cards");
        let code = card.0 as u32;
        // Card codes are below 0x40: per byte, (0x80 + code) - byte keeps
        // its high bit exactly when byte <= code, and never borrows; adding
        // 0x7F to a byte sets it when the byte is a card. The card goes
        // before the first byte that is no card or a greater one (there is
        // one: the top byte is free).
        let at_most = (((code * 0x0101_0101) | 0x8080_8080) - self.0) & 0x8080_8080;
        let cards = (self.0 + 0x7F7F_7F7F) & 0x8080_8080;
        let i = (!(at_most & cards) & 0x8080_8080).trailing_zeros() / 8;
        let low = (1u32 << (8 * i)) - 1;
        self.0 = (self.0 & low) | ((self.0 & !low) << 8) | (code << (8 * i));
    }

    /// Removes one copy of `card`; false if there is none.
    pub fn remove(&mut self, card: MoneyCard) -> bool {
        // Bytes equal to the card become 0 (empty bytes become the code).
        // Their high bits after adding 0x7F flag the others, without
        // carries: codes are below 0x40.
        let x = self.0 ^ (card.0 as u32 * 0x0101_0101);
        let equal = !(x.wrapping_add(0x7F7F_7F7F)) & 0x8080_8080;
        if equal == 0 {
            return false;
        }
        let i = equal.trailing_zeros() / 8;
        let low = (1u32 << (8 * i)) - 1;
        let high = ((self.0 as u64) >> (8 * (i + 1))) as u32;
        self.0 = (self.0 & low) | (high << (8 * i));
        true
    }

    /// Whether every card of `other` (with multiplicity) is here.
    pub fn contains_all(&self, other: &MoneyCards) -> bool {
        let mut rest = *self;
        other.iter().all(|c| rest.remove(c))
    }

    /// The cards picked by the bits of `mask` (bits 0 to 3).
    pub(crate) fn subset(&self, mask: u32) -> MoneyCards {
        // Output byte k takes the byte at the k-th picked position; past the
        // picked ones the shift is 32, which reads nothing. Bytes past the
        // cards are 0, so picking them adds nothing either.
        let shifts = SUBSET_SHIFTS[mask as usize & 15];
        let word = self.0 as u64;
        let byte = |k: u32| ((word >> ((shifts >> (8 * k)) & 0xFF)) & 0xFF) << (8 * k);
        MoneyCards((byte(0) | byte(1) | byte(2) | byte(3)) as u32)
    }
}

/// Per mask of display positions, the bit shift of each picked card's byte,
/// one per byte in order, then 32 for none.
const SUBSET_SHIFTS: [u32; 16] = {
    let mut table = [0; 16];
    let mut mask = 0;
    while mask < 16 {
        let mut shifts = 0x2020_2020u32;
        let mut k = 0;
        let mut i = 0;
        while i < 4 {
            if mask & (1 << i) != 0 {
                shifts = (shifts & !(0xFF << (8 * k))) | ((8 * i) << (8 * k));
                k += 1;
            }
            i += 1;
        }
        table[mask] = shifts;
        mask += 1;
    }
    table
};

impl fmt::Debug for MoneyCards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl fmt::Display for MoneyCards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_list(f, self.iter())
    }
}

/// `blue 3, green 2`, or `-` for none.
pub(crate) fn write_list(
    f: &mut fmt::Formatter<'_>,
    items: impl Iterator<Item = impl fmt::Display>,
) -> fmt::Result {
    let mut first = true;
    for item in items {
        if !first {
            f.write_str(", ")?;
        }
        first = false;
        write!(f, "{item}")?;
    }
    if first {
        f.write_str("-")?;
    }
    Ok(())
}

impl Serialize for MoneyCards {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for MoneyCards {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let cards = Vec::<MoneyCard>::deserialize(d)?;
        MoneyCards::from_cards(&cards).ok_or_else(|| D::Error::custom("at most four money cards"))
    }
}

/// Money cards of one currency, as how many cards of each value (2 bits
/// each: a currency has at most three cards of a value). A payment, or all of
/// a hand's cards of one currency.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Payment(pub(crate) u32);

/// The low bit of every value's field.
pub(crate) const FIELD_LOW_BITS: u32 = 0x15555;

/// For a 6-bit chunk of three 2-bit counts (values 1, 2, 3): their total,
/// and the number of cards.
const CHUNK_TOTAL: [u8; 64] = {
    let mut t = [0; 64];
    let mut i = 0;
    while i < 64 {
        t[i] = ((i & 3) + 2 * ((i >> 2) & 3) + 3 * ((i >> 4) & 3)) as u8;
        i += 1;
    }
    t
};
const CHUNK_CARDS: [u8; 64] = {
    let mut t = [0; 64];
    let mut i = 0;
    while i < 64 {
        t[i] = ((i & 3) + ((i >> 2) & 3) + ((i >> 4) & 3)) as u8;
        i += 1;
    }
    t
};

impl Payment {
    /// How many cards of `value`.
    pub fn count(self, value: u8) -> u8 {
        ((self.0 >> ((value as u32 - 1) * 2)) & 3) as u8
    }

    /// Adds a card of `value`; `None` past three of a value.
    pub fn with(self, value: u8) -> Option<Payment> {
        (self.count(value) < 3).then(|| Payment(self.0 + (1 << ((value as u32 - 1) * 2))))
    }

    /// Adds a card of `value` without the check of [`Payment::with`].
    pub(crate) fn plus(self, value: usize) -> Payment {
        Payment(self.0 + (1 << ((value - 1) * 2)))
    }

    pub fn from_values(values: &[u8]) -> Option<Payment> {
        let mut p = Payment::default();
        for &v in values {
            if !(1..=9).contains(&v) {
                return None;
            }
            p = p.with(v)?;
        }
        Some(p)
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Number of cards.
    pub fn len(self) -> u32 {
        (self.0 & 0x15555).count_ones() + 2 * (self.0 & 0x2AAAA).count_ones()
    }

    /// Sum of the values.
    pub fn total(self) -> u32 {
        // Three values per 6-bit chunk: chunk j adds its values 1..3 plus 3j
        // per card.
        let (a, b, c) = (self.0 & 63, (self.0 >> 6) & 63, (self.0 >> 12) & 63);
        (CHUNK_TOTAL[a as usize] as u32)
            + (CHUNK_TOTAL[b as usize] as u32 + 3 * CHUNK_CARDS[b as usize] as u32)
            + (CHUNK_TOTAL[c as usize] as u32 + 6 * CHUNK_CARDS[c as usize] as u32)
    }

    /// The low bit of the field of every value present.
    pub(crate) fn present(self) -> u32 {
        (self.0 | (self.0 >> 1)) & FIELD_LOW_BITS
    }

    /// Whether every card here is also in `other`.
    pub fn is_within(self, other: Payment) -> bool {
        // other - self borrows out of a field exactly when the field here is
        // larger: the borrow out of each bit of a - b = d is
        // (!a & b) | (!(a ^ b) & d); fields end at the odd bits.
        let (a, b) = (other.0, self.0);
        let d = a.wrapping_sub(b);
        let borrows = (!a & b) | (!(a ^ b) & d);
        borrows & 0x2_AAAA == 0
    }

    /// The smallest value paid.
    pub fn smallest(self) -> Option<u8> {
        (self.0 != 0).then(|| (self.0.trailing_zeros() / 2 + 1) as u8)
    }

    /// Values, highest first, one per card.
    pub fn values(self) -> impl Iterator<Item = u8> {
        (1..=9u8)
            .rev()
            .flat_map(move |v| std::iter::repeat_n(v, self.count(v) as usize))
    }

    /// The cards of this payment in `currency`.
    pub fn cards(self, currency: Currency) -> impl Iterator<Item = MoneyCard> {
        self.values().map(move |v| MoneyCard::new(currency, v))
    }
}

impl fmt::Debug for Payment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.values()).finish()
    }
}

impl Serialize for Payment {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.values())
    }
}

impl<'de> Deserialize<'de> for Payment {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let values = Vec::<u8>::deserialize(d)?;
        Payment::from_values(&values)
            .ok_or_else(|| D::Error::custom("a payment lists values 1 to 9, at most three of each"))
    }
}

/// One physical building card, an index into the building table. Equal cards
/// (two Stations at 6) have different ids; views and events never show ids,
/// only [`Building`]s, so which copy is where stays unobservable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub(crate) struct BuildingId(pub(crate) u8);

impl BuildingId {
    pub(crate) fn bit(self) -> u64 {
        1 << self.0
    }

    /// No building: a stand-in whose price is more than any hand holds.
    pub(crate) const NONE: BuildingId = BuildingId(63);
}

/// A building card as everyone sees it: its type and price. (The default
/// only fills unused places of fixed-size lists.)
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(deny_unknown_fields)]
pub struct Building {
    #[serde(rename = "type")]
    pub kind: BuildingType,
    pub price: u8,
}

impl fmt::Display for Building {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind, self.price)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_pick_the_cards_of_the_mask_in_order() {
        // Every mask against every display of up to four cards drawn from a
        // few card kinds, compared with picking card by card.
        let kinds = [
            MoneyCard::new(Currency::Blue, 1),
            MoneyCard::new(Currency::Blue, 3),
            MoneyCard::new(Currency::Green, 9),
            MoneyCard::new(Currency::Yellow, 2),
        ];
        for len in 0..=4u32 {
            for pick in 0..4usize.pow(len) {
                let cards: Vec<MoneyCard> = (0..len as usize)
                    .map(|k| kinds[pick / 4usize.pow(k as u32) % 4])
                    .collect();
                let set = MoneyCards::from_cards(&cards).unwrap();
                let sorted: Vec<MoneyCard> = set.iter().collect();
                for mask in 0..16u32 {
                    let expected: Vec<MoneyCard> = (0..sorted.len())
                        .filter(|&i| mask & (1 << i) != 0)
                        .map(|i| sorted[i])
                        .collect();
                    let got = set.subset(mask);
                    assert_eq!(got, MoneyCards::from_cards(&expected).unwrap());
                    assert_eq!(got.iter().collect::<Vec<_>>(), expected);
                }
            }
        }
    }

    #[test]
    fn money_cards_stay_sorted_and_canonical() {
        let b3 = MoneyCard::new(Currency::Blue, 3);
        let g2 = MoneyCard::new(Currency::Green, 2);
        let a = MoneyCards::from_cards(&[g2, b3, b3]).unwrap();
        let b = MoneyCards::from_cards(&[b3, g2, b3]).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.iter().collect::<Vec<_>>(), vec![b3, b3, g2]);
        assert_eq!(a.len(), 3);
        assert_eq!(a.subset(0b101).iter().collect::<Vec<_>>(), vec![b3, g2]);
        let mut full = a;
        full.insert(MoneyCard::new(Currency::Yellow, 9));
        assert!(full.remove(g2));
        assert_eq!(full.to_string(), "blue 3, blue 3, yellow 9");
        let mut c = a;
        assert!(c.remove(b3));
        assert!(c.remove(b3));
        assert!(!c.remove(b3));
        assert_eq!(c, MoneyCards::from_cards(&[g2]).unwrap());
        assert_eq!(a.to_string(), "blue 3, blue 3, green 2");
        assert_eq!("orange 9".parse::<MoneyCard>().unwrap().value(), 9);
        assert!("pink 9".parse::<MoneyCard>().is_err());
        assert!("blue 10".parse::<MoneyCard>().is_err());
        let json = serde_json::to_string(&a).unwrap();
        assert_eq!(
            json,
            r#"[{"currency":"blue","value":3},{"currency":"blue","value":3},{"currency":"green","value":2}]"#
        );
        assert_eq!(serde_json::from_str::<MoneyCards>(&json).unwrap(), a);
    }

    #[test]
    fn payments_pack_counts() {
        let p = Payment::from_values(&[8, 4, 4, 1]).unwrap();
        assert_eq!(p.total(), 17);
        assert_eq!(p.len(), 4);
        assert_eq!(p.smallest(), Some(1));
        assert_eq!(p.values().collect::<Vec<_>>(), vec![8, 4, 4, 1]);
        assert_eq!(Payment::from_values(&[2, 2, 2, 2]), None);
        assert_eq!(Payment::from_values(&[0]), None);
        assert_eq!(serde_json::to_string(&p).unwrap(), "[8,4,4,1]");
    }
}

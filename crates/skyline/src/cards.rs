//! Money cards, buildings and the small fixed-size collections the rules use.
//! Nothing here allocates: hands are counts, takes and displays hold at most
//! four cards inline, payments are packed counts.

use std::fmt;
use std::str::FromStr;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::data::{BUILDING_TABLE, BuildingType, Currency, DISPLAY, VALUES};

/// A money card: a currency and a value from 1 to 9.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MoneyCard(u8);

impl MoneyCard {
    /// Every distinct money card.
    pub const KINDS: usize = 4 * VALUES;

    pub fn new(currency: Currency, value: u8) -> MoneyCard {
        debug_assert!((1..=9).contains(&value));
        MoneyCard(currency as u8 * VALUES as u8 + value - 1)
    }

    pub(crate) fn from_index(i: usize) -> MoneyCard {
        MoneyCard(i as u8)
    }

    pub(crate) fn index(self) -> usize {
        self.0 as usize
    }

    pub fn currency(self) -> Currency {
        Currency::ALL[(self.0 / VALUES as u8) as usize]
    }

    pub fn value(self) -> u8 {
        self.0 % VALUES as u8 + 1
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

/// At most four money cards, sorted, kept inline: the money display, a take,
/// the cards turned up by one refill.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct MoneyCards {
    len: u8,
    /// Sorted; entries past `len` are always `MoneyCard(0)`, so equal sets
    /// compare and hash equal.
    cards: [MoneyCard; DISPLAY],
}

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

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn as_slice(&self) -> &[MoneyCard] {
        &self.cards[..self.len as usize]
    }

    pub fn iter(&self) -> impl Iterator<Item = MoneyCard> + '_ {
        self.as_slice().iter().copied()
    }

    /// Sum of the values, currencies disregarded.
    pub fn total(&self) -> u32 {
        self.iter().map(|c| c.value() as u32).sum()
    }

    /// Adds a card, keeping the order. Panics if full.
    pub fn insert(&mut self, card: MoneyCard) {
        let mut i = self.len as usize;
        assert!(i < DISPLAY, "at most four money cards");
        while i > 0 && self.cards[i - 1] > card {
            self.cards[i] = self.cards[i - 1];
            i -= 1;
        }
        self.cards[i] = card;
        self.len += 1;
    }

    /// Removes one copy of `card`; false if there is none.
    pub fn remove(&mut self, card: MoneyCard) -> bool {
        let n = self.len as usize;
        let Some(i) = self.cards[..n].iter().position(|&c| c == card) else {
            return false;
        };
        self.cards.copy_within(i + 1..n, i);
        self.cards[n - 1] = MoneyCard::default();
        self.len -= 1;
        true
    }

    /// Whether every card of `other` (with multiplicity) is here.
    pub fn contains_all(&self, other: &MoneyCards) -> bool {
        let mut rest = *self;
        other.iter().all(|c| rest.remove(c))
    }

    /// The cards picked by the bits of `mask`.
    pub(crate) fn subset(&self, mask: u32) -> MoneyCards {
        let mut set = MoneyCards::default();
        for (i, &c) in self.as_slice().iter().enumerate() {
            if mask & (1 << i) != 0 {
                set.cards[set.len as usize] = c;
                set.len += 1;
            }
        }
        set
    }
}

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

/// A payment in one currency: how many cards of each value (2 bits each, a
/// currency has at most three cards of a value).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Payment(u32);

impl Payment {
    /// How many cards of `value`.
    pub fn count(self, value: u8) -> u8 {
        ((self.0 >> ((value as u32 - 1) * 2)) & 3) as u8
    }

    /// Adds a card of `value`; `None` past three of a value.
    pub fn with(self, value: u8) -> Option<Payment> {
        (self.count(value) < 3).then(|| Payment(self.0 + (1 << ((value as u32 - 1) * 2))))
    }

    pub(crate) fn from_counts(counts: &[u8; VALUES]) -> Payment {
        let mut bits = 0;
        for (i, &n) in counts.iter().enumerate() {
            debug_assert!(n <= 3);
            bits |= (n as u32) << (i * 2);
        }
        Payment(bits)
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
        (1..=9).map(|v| self.count(v) as u32).sum()
    }

    /// Sum of the values.
    pub fn total(self) -> u32 {
        (1..=9).map(|v| v as u32 * self.count(v) as u32).sum()
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

/// A player's money: how many cards of each currency and value.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hand {
    counts: [[u8; VALUES]; 4],
}

impl Hand {
    pub fn from_cards(cards: impl IntoIterator<Item = MoneyCard>) -> Hand {
        let mut h = Hand::default();
        for c in cards {
            h.add(c);
        }
        h
    }

    pub fn add(&mut self, card: MoneyCard) {
        self.counts[card.currency().index()][card.value() as usize - 1] += 1;
    }

    /// Counts per value (index 0 is value 1) of one currency.
    pub fn counts(&self, currency: Currency) -> &[u8; VALUES] {
        &self.counts[currency.index()]
    }

    pub fn count(&self, card: MoneyCard) -> u8 {
        self.counts[card.currency().index()][card.value() as usize - 1]
    }

    /// Removes one copy of `card`; false if there is none.
    pub fn remove(&mut self, card: MoneyCard) -> bool {
        let n = &mut self.counts[card.currency().index()][card.value() as usize - 1];
        if *n == 0 {
            return false;
        }
        *n -= 1;
        true
    }

    /// The first card of `payment` this hand lacks, if any.
    pub fn missing(&self, currency: Currency, payment: Payment) -> Option<MoneyCard> {
        let counts = &self.counts[currency.index()];
        (1..=9u8)
            .find(|&v| payment.count(v) > counts[v as usize - 1])
            .map(|v| MoneyCard::new(currency, v))
    }

    /// Takes `payment` out of the hand; it must be there.
    pub fn pay(&mut self, currency: Currency, payment: Payment) {
        let counts = &mut self.counts[currency.index()];
        for (i, n) in counts.iter_mut().enumerate() {
            *n -= payment.count(i as u8 + 1);
        }
    }

    /// Total value of one currency.
    pub fn total(&self, currency: Currency) -> u32 {
        self.counts[currency.index()]
            .iter()
            .enumerate()
            .map(|(i, &n)| (i as u32 + 1) * n as u32)
            .sum()
    }

    /// Total value of every card, currencies disregarded.
    pub fn grand_total(&self) -> u32 {
        Currency::ALL.into_iter().map(|c| self.total(c)).sum()
    }

    /// Number of cards.
    pub fn len(&self) -> usize {
        self.counts.iter().flatten().map(|&n| n as usize).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every card, sorted by currency then value.
    pub fn cards(&self) -> Vec<MoneyCard> {
        let mut out = Vec::with_capacity(self.len());
        for i in 0..MoneyCard::KINDS {
            let card = MoneyCard::from_index(i);
            out.extend(std::iter::repeat_n(card, self.count(card) as usize));
        }
        out
    }
}

impl fmt::Debug for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.cards()).finish()
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

    pub(crate) fn building(self) -> Building {
        let (kind, price) = BUILDING_TABLE[self.0 as usize];
        Building { kind, price }
    }
}

/// A building card as everyone sees it: its type and price.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
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

/// The buildings of a set of ids, sorted by type then price.
pub(crate) fn buildings_of(mask: u64) -> Vec<Building> {
    let mut out = Vec::with_capacity(mask.count_ones() as usize);
    let mut bits = mask;
    while bits != 0 {
        out.push(BuildingId(bits.trailing_zeros() as u8).building());
        bits &= bits - 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_cards_stay_sorted_and_canonical() {
        let b3 = MoneyCard::new(Currency::Blue, 3);
        let g2 = MoneyCard::new(Currency::Green, 2);
        let a = MoneyCards::from_cards(&[g2, b3, b3]).unwrap();
        let b = MoneyCards::from_cards(&[b3, g2, b3]).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.as_slice(), &[b3, b3, g2]);
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

    #[test]
    fn hands_count_and_pay() {
        let mut h = Hand::from_cards([
            MoneyCard::new(Currency::Orange, 8),
            MoneyCard::new(Currency::Orange, 4),
            MoneyCard::new(Currency::Blue, 9),
        ]);
        assert_eq!(h.total(Currency::Orange), 12);
        assert_eq!(h.grand_total(), 21);
        let p = Payment::from_values(&[8, 4]).unwrap();
        assert_eq!(h.missing(Currency::Orange, p), None);
        assert_eq!(
            h.missing(Currency::Blue, p),
            Some(MoneyCard::new(Currency::Blue, 8))
        );
        h.pay(Currency::Orange, p);
        assert_eq!(h.len(), 1);
    }
}

//! The deck as data (CT-12): the TOML format, its validation, the default
//! deck compiled in, and [`Cards`], the shared handle a game carries.

use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, OnceLock};

use serde::Deserialize;
use urbs_engine::text::line_of;
use urbs_engine::{Printing, SetupError, Shared, parse_built_in};

use crate::card::{CardDef, CardId, CardName, Count, Discount, Scope, Symbol, Symbols, Term};

/// The default deck file: 5 General Contractors and 105 developments.
pub const DEFAULT_DECK: &str = include_str!("../data/default_deck.toml");

/// Card types a deck may have (tableau summaries are 128-bit sets).
pub const MAX_CARD_TYPES: usize = 128;
/// Cards a deck may have in all (counts stay well within 16 bits).
pub const MAX_CARDS: usize = 1000;

const NO_CARD: CardId = CardId::MAX;
const SLOTS: usize = 256;

fn slot_of(key: u64) -> usize {
    (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 56) as usize
}

/// A validated deck: every card type with its rules, and lookup tables the
/// rules need often.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deck {
    /// The TOML text of a user deck; `None` for the default.
    source: Option<String>,
    /// The edition's name, if the file gives one.
    name: Option<String>,
    cards: Vec<CardDef>,
    by_name: HashMap<CardName, CardId>,
    /// Every card's name, densely, for building actions.
    names: Vec<CardName>,
    /// `CardName::key` of every card, for quick lookups.
    keys: Vec<u64>,
    /// A direct-mapped table from a name's key to its card (`NO_CARD` when
    /// empty); names that collide are found in `by_name`.
    slots: Vec<CardId>,
    contractor: Option<CardId>,
    /// `discounts_on[x]`: every (card, amount) that makes `x` cheaper.
    discounts_on: Vec<Vec<(CardId, u8)>>,
    /// What the build checks need of each card, packed together.
    quick: Vec<Quick>,
    /// Cards with `double_build`.
    gang_mask: u128,
    developments: usize,
}

/// What the build checks (CT-3, CT-4) need of a card, packed together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Quick {
    /// Cards of which one is required (0: none).
    pub requires: u128,
    /// Cards that make this one cheaper.
    pub discounted_by: u128,
    pub cost: u8,
    /// 0: no limit.
    pub limit: u8,
    /// Has terms that lower its own cost.
    pub cost_less: bool,
    pub symbols: Symbols,
    /// Fixed income and VP, and whether terms add to them.
    pub income: u8,
    pub vp: u8,
    pub income_plus: bool,
    pub vp_plus: bool,
}

/// One thing wrong with a deck file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckIssue {
    /// 1-based line of the card entry (or of the syntax error); 0 if unknown.
    pub line: usize,
    /// The card's name, when it could be read.
    pub card: Option<String>,
    pub reason: String,
}

impl fmt::Display for DeckIssue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "line {}", self.line)?;
        } else {
            f.write_str("deck")?;
        }
        if let Some(c) = &self.card {
            write!(f, " ({c})")?;
        }
        write!(f, ": {}", self.reason)
    }
}

/// Everything wrong with a deck file, all at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckErrors(pub Vec<DeckIssue>);

impl fmt::Display for DeckErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the deck has {} problem(s):", self.0.len())?;
        for issue in &self.0 {
            write!(f, "\n  {issue}")?;
        }
        Ok(())
    }
}

impl std::error::Error for DeckErrors {}

impl From<DeckErrors> for SetupError {
    fn from(e: DeckErrors) -> SetupError {
        SetupError(e.to_string())
    }
}

/// Unknown top-level keys are reported with every other problem (not
/// refused by the parser, which would hide the rest).
#[derive(Deserialize)]
struct DeckFile {
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    card: Vec<toml::Spanned<toml::Table>>,
}

/// The fields a card entry may have; any other is reported with its card.
const CARD_FIELDS: &[&str] = &[
    "name",
    "cost",
    "copies",
    "symbols",
    "income",
    "vp",
    "income_plus",
    "vp_plus",
    "cost_less",
    "requires",
    "limit",
    "discounts",
    "double_build",
    "contractor",
];

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardToml {
    /// Read in pass 1 from the raw table; here so that it is a known field.
    #[allow(dead_code)]
    name: String,
    cost: u8,
    copies: u8,
    #[serde(default)]
    symbols: String,
    #[serde(default)]
    income: u8,
    #[serde(default)]
    vp: u8,
    #[serde(default)]
    income_plus: Vec<TermToml>,
    #[serde(default)]
    vp_plus: Vec<TermToml>,
    #[serde(default)]
    cost_less: Vec<TermToml>,
    #[serde(default)]
    requires: Vec<String>,
    #[serde(default)]
    limit: Option<u8>,
    #[serde(default)]
    discounts: Vec<DiscountToml>,
    #[serde(default)]
    double_build: Option<u8>,
    #[serde(default)]
    contractor: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TermToml {
    symbol: Option<String>,
    card: Option<String>,
    #[serde(rename = "in", default)]
    scope: Option<Scope>,
    times: Option<u8>,
    cap: Option<u8>,
    #[serde(default)]
    exclude_self: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DiscountToml {
    cards: Vec<String>,
    amount: u8,
}

/// Collects the issues of one card entry.
struct Entry<'a> {
    line: usize,
    card: Option<String>,
    issues: &'a mut Vec<DeckIssue>,
}

impl Entry<'_> {
    fn bad(&mut self, reason: impl Into<String>) {
        self.issues.push(DeckIssue {
            line: self.line,
            card: self.card.clone(),
            reason: reason.into(),
        });
    }
}

impl Deck {
    /// Reads and validates a deck file. Every bad entry is reported, with its
    /// line and the reason (CT-12).
    pub fn parse(text: &str) -> Result<Deck, DeckErrors> {
        let file: DeckFile = toml::from_str(text).map_err(|e| {
            DeckErrors(vec![DeckIssue {
                line: e.span().map_or(0, |s| line_of(text, s.start)),
                card: None,
                reason: e.message().trim().to_string(),
            }])
        })?;
        let mut issues = Vec::new();
        // Keys the file should not have hide nothing else (CT-12).
        let top: toml::Table = toml::from_str(text).unwrap_or_default();
        for key in top
            .keys()
            .filter(|k| !["name", "card"].contains(&k.as_str()))
        {
            issues.push(DeckIssue {
                line: urbs_engine::text::key_line(text, "", key),
                card: None,
                reason: format!(
                    "unknown key `{}`: a deck file has `name` and [[card]] entries",
                    urbs_engine::text::printable(key)
                ),
            });
        }
        // The deck's name is printed with the table: nothing that could
        // disguise it or drive a terminal.
        if let Some(name) = &file.name
            && let Err(reason) = urbs_engine::text::check_text("the deck's name", name)
        {
            issues.push(DeckIssue {
                line: urbs_engine::text::key_line(text, "", "name"),
                card: None,
                reason,
            });
        }
        if file.card.is_empty() {
            issues.push(DeckIssue {
                line: 0,
                card: None,
                reason: "no [[card]] entries".into(),
            });
        }
        if file.card.len() > MAX_CARD_TYPES {
            issues.push(DeckIssue {
                line: 0,
                card: None,
                reason: format!(
                    "{} card types; at most {MAX_CARD_TYPES} are supported",
                    file.card.len()
                ),
            });
            return Err(DeckErrors(issues));
        }

        // Pass 1: names, so that references can be checked even when an
        // entry is otherwise broken.
        let mut by_name: HashMap<CardName, CardId> = HashMap::new();
        let mut first_line: HashMap<CardName, usize> = HashMap::new();
        let mut lines = Vec::with_capacity(file.card.len());
        let mut names = Vec::with_capacity(file.card.len());
        for (i, entry) in file.card.iter().enumerate() {
            let line = line_of(text, entry.span().start);
            lines.push(line);
            let raw = entry.get_ref().get("name").and_then(|v| v.as_str());
            let mut e = Entry {
                line,
                card: raw.map(urbs_engine::text::printable),
                issues: &mut issues,
            };
            let name = match raw.map(CardName::new) {
                None => {
                    if entry.get_ref().get("name").is_some() {
                        e.bad("`name` must be a string");
                    } else {
                        e.bad("missing field `name`");
                    }
                    None
                }
                Some(Err(reason)) => {
                    e.bad(reason);
                    None
                }
                Some(Ok(name)) => {
                    if let Some(&l) = first_line.get(&name) {
                        e.bad(format!("the name is already used by the card on line {l}"));
                        None
                    } else {
                        first_line.insert(name, line);
                        by_name.insert(name, i as CardId);
                        Some(name)
                    }
                }
            };
            names.push(name);
        }

        // Pass 2: every field of every entry.
        let mut cards = Vec::with_capacity(file.card.len());
        let mut contractor: Option<CardId> = None;
        for (i, entry) in file.card.into_iter().enumerate() {
            let line = lines[i];
            let table = entry.into_inner();
            let raw_name = table
                .get("name")
                .and_then(|v| v.as_str())
                .map(urbs_engine::text::printable);
            let mut e = Entry {
                line,
                card: raw_name,
                issues: &mut issues,
            };
            let mut table = table;
            let unknown: Vec<String> = table
                .keys()
                .filter(|k| !CARD_FIELDS.contains(&k.as_str()))
                .cloned()
                .collect();
            for key in unknown {
                table.remove(&key);
                e.bad(format!(
                    "unknown field `{key}`; a card has {}",
                    CARD_FIELDS.join(", ")
                ));
            }
            let parsed: CardToml = match toml::Value::Table(table).try_into() {
                Ok(c) => c,
                Err(err) => {
                    // Missing names were reported in pass 1.
                    let msg = err.message().trim().to_string();
                    if msg != "missing field `name`" {
                        e.bad(msg);
                    }
                    continue;
                }
            };
            let Some(name) = names[i] else { continue };
            if let Some(card) = Self::check_entry(i as CardId, name, parsed, &by_name, &mut e) {
                if card.contractor {
                    if let Some(c) = contractor {
                        e.bad(format!(
                            "only one card may be the contractor; line {} has one already",
                            lines[c as usize]
                        ));
                        continue;
                    }
                    contractor = Some(i as CardId);
                }
                cards.push(card);
            }
        }
        if !issues.is_empty() {
            issues.sort_by_key(|i| i.line);
            return Err(DeckErrors(issues));
        }
        let developments: usize = cards
            .iter()
            .filter(|c| !c.contractor)
            .map(|c| c.copies as usize)
            .sum();
        let total: usize = cards.iter().map(|c| c.copies as usize).sum();
        if developments == 0 || total > MAX_CARDS {
            return Err(DeckErrors(vec![DeckIssue {
                line: 0,
                card: None,
                reason: if developments == 0 {
                    "the deck has no developments".into()
                } else {
                    format!("{total} cards; at most {MAX_CARDS} are supported")
                },
            }]));
        }
        let n = cards.len();
        let mut discounts_on = vec![Vec::new(); n];
        let mut quick: Vec<Quick> = cards
            .iter()
            .map(|c| Quick {
                requires: 0,
                discounted_by: 0,
                cost: c.cost,
                limit: c.limit.unwrap_or(0),
                cost_less: !c.cost_less.is_empty(),
                symbols: c.symbols,
                income: c.income,
                vp: c.vp,
                income_plus: !c.income_plus.is_empty(),
                vp_plus: !c.vp_plus.is_empty(),
            })
            .collect();
        let mut gang_mask = 0u128;
        for (id, c) in cards.iter().enumerate() {
            for d in &c.discounts {
                for &t in &d.cards {
                    discounts_on[t as usize].push((id as CardId, d.amount));
                    quick[t as usize].discounted_by |= 1u128 << id;
                }
            }
            for &r in &c.requires {
                quick[id].requires |= 1u128 << r;
            }
            if c.double_build.is_some() {
                gang_mask |= 1u128 << id;
            }
        }
        Ok(Deck {
            source: Some(text.to_string()),
            name: file.name,
            names: cards.iter().map(|c| c.name).collect(),
            keys: cards.iter().map(|c| c.name.key()).collect(),
            slots: {
                let mut slots = vec![NO_CARD; SLOTS];
                for (id, c) in cards.iter().enumerate() {
                    let slot = &mut slots[slot_of(c.name.key())];
                    if *slot == NO_CARD {
                        *slot = id as CardId;
                    }
                }
                slots
            },
            cards,
            by_name,
            contractor,
            discounts_on,
            quick,
            gang_mask,
            developments,
        })
    }

    fn check_entry(
        id: CardId,
        name: CardName,
        c: CardToml,
        by_name: &HashMap<CardName, CardId>,
        e: &mut Entry<'_>,
    ) -> Option<CardDef> {
        let before = e.issues.len();
        let lookup = |s: &str, what: &str, e: &mut Entry<'_>| -> Option<CardId> {
            match CardName::new(s) {
                Ok(n) => match by_name.get(&n) {
                    Some(&id) => Some(id),
                    None => {
                        e.bad(format!(
                            "{what} names `{s}`, which is not a card of this deck"
                        ));
                        None
                    }
                },
                Err(reason) => {
                    e.bad(format!("{what}: {reason}"));
                    None
                }
            }
        };
        if c.copies == 0 {
            e.bad("`copies` must be at least 1");
        }
        let mut symbols = [0u8; 3];
        for ch in c.symbols.chars() {
            match Symbol::from_letter(ch) {
                Some(s) => symbols[s.index()] = symbols[s.index()].saturating_add(1),
                None => e.bad(format!(
                    "`symbols` may only hold the letters T, S and L, not `{ch}`"
                )),
            }
        }
        let terms = |list: Vec<TermToml>, field: &str, e: &mut Entry<'_>| -> Vec<Term> {
            let mut out = Vec::new();
            for t in list {
                let count = match (&t.symbol, &t.card) {
                    (Some(s), None) => {
                        let mut chars = s.chars();
                        match (chars.next().and_then(Symbol::from_letter), chars.next()) {
                            (Some(sym), None) => Some(Count::Symbol(sym)),
                            _ => {
                                e.bad(format!(
                                    "{field}: `symbol` must be one of T, S, L, not `{s}`"
                                ));
                                None
                            }
                        }
                    }
                    (None, Some(card)) => lookup(card, field, e).map(Count::Card),
                    _ => {
                        e.bad(format!(
                            "{field}: a term counts either a `symbol` or a `card`"
                        ));
                        None
                    }
                };
                let scope = t.scope.unwrap_or(Scope::Own);
                let times = t.times.unwrap_or(1);
                if times == 0 {
                    e.bad(format!("{field}: `times` must be at least 1"));
                }
                if t.cap == Some(0) {
                    e.bad(format!("{field}: `cap` must be at least 1"));
                }
                if t.exclude_self && (count != Some(Count::Card(id)) || scope == Scope::BestOther) {
                    e.bad(format!(
                        "{field}: `exclude_self` only makes sense when counting this card in your own tableau or in play"
                    ));
                }
                if let Some(count) = count {
                    out.push(Term {
                        count,
                        scope,
                        times,
                        cap: t.cap,
                        exclude_self: t.exclude_self,
                    });
                }
            }
            out
        };
        let income_plus = terms(c.income_plus, "income_plus", e);
        let vp_plus = terms(c.vp_plus, "vp_plus", e);
        let cost_less = terms(c.cost_less, "cost_less", e);
        let mut requires = Vec::new();
        for r in &c.requires {
            if let Some(rid) = lookup(r, "requires", e) {
                if rid == id {
                    e.bad("a card cannot require itself");
                } else if !requires.contains(&rid) {
                    requires.push(rid);
                }
            }
        }
        if c.limit == Some(0) {
            e.bad("`limit` must be at least 1");
        }
        let mut discounts = Vec::new();
        let mut targets: Vec<CardId> = Vec::new();
        for d in c.discounts {
            if d.amount == 0 {
                e.bad("discounts: `amount` must be at least 1");
            }
            if d.cards.is_empty() {
                e.bad("discounts: `cards` lists no card");
            }
            let mut ids = Vec::new();
            for t in &d.cards {
                if let Some(tid) = lookup(t, "discounts", e) {
                    if targets.contains(&tid) {
                        e.bad(format!("discounts: `{t}` is listed twice"));
                    } else {
                        targets.push(tid);
                        ids.push(tid);
                    }
                }
            }
            discounts.push(Discount {
                cards: ids,
                amount: d.amount,
            });
        }
        if c.contractor {
            if c.cost != 0 {
                e.bad("a contractor is taken, not paid for: its `cost` must be 0");
            }
            if c.limit.is_some_and(|l| l != 1) {
                e.bad("a contractor has `limit = 1` (CT-2: only a player with none takes one)");
            }
            if !requires.is_empty() || !cost_less.is_empty() || c.double_build.is_some() {
                e.bad("a contractor cannot have `requires`, `cost_less` or `double_build`");
            }
        }
        if e.issues.len() > before {
            return None;
        }
        Some(CardDef {
            name,
            cost: c.cost,
            symbols,
            income: c.income,
            vp: c.vp,
            copies: c.copies,
            income_plus,
            vp_plus,
            cost_less,
            requires,
            limit: if c.contractor { Some(1) } else { c.limit },
            discounts,
            double_build: c.double_build,
            contractor: c.contractor,
            line: e.line,
        })
    }

    /// Card types, indexed by [`CardId`].
    pub fn cards(&self) -> &[CardDef] {
        &self.cards
    }

    pub fn card(&self, id: CardId) -> &CardDef {
        &self.cards[id as usize]
    }

    #[inline]
    pub fn name(&self, id: CardId) -> CardName {
        self.names[id as usize]
    }

    /// The card type named `name` (case does not matter).
    #[inline]
    pub fn id(&self, name: &CardName) -> Option<CardId> {
        let key = name.key();
        let id = self.slots[slot_of(key)];
        if id != NO_CARD && self.keys[id as usize] == key && self.names[id as usize] == *name {
            return Some(id);
        }
        self.by_name.get(name).copied()
    }

    /// The General Contractor, if the deck has one.
    pub fn contractor(&self) -> Option<CardId> {
        self.contractor
    }

    /// Copies of the General Contractor.
    pub fn contractor_copies(&self) -> usize {
        self.contractor.map_or(0, |c| self.card(c).copies as usize)
    }

    /// Development cards (every copy, the contractors left out).
    pub fn developments(&self) -> usize {
        self.developments
    }

    /// Every card, contractors included.
    pub fn total_cards(&self) -> usize {
        self.cards.iter().map(|c| c.copies as usize).sum()
    }

    /// The user deck's TOML text; `None` for the default deck.
    pub fn source(&self) -> Option<&str> {
        self.source.as_deref()
    }

    /// The edition's name from the file.
    pub fn edition(&self) -> Option<&str> {
        self.name.as_deref()
    }

    pub(crate) fn discounts_on(&self, id: CardId) -> &[(CardId, u8)] {
        &self.discounts_on[id as usize]
    }

    #[inline]
    pub(crate) fn quick(&self, id: CardId) -> Quick {
        self.quick[id as usize]
    }

    pub(crate) fn gang_mask(&self) -> u128 {
        self.gang_mask
    }
}

/// The deck a game is played with, shared by the state, its views and
/// samples; serialized as the user deck's text (`null` for the default), so a
/// saved game or view stays self-contained.
pub type Cards = Shared<Deck>;

impl Printing for Deck {
    type Error = DeckErrors;
    const BUILT_IN: &'static str = DEFAULT_DECK;

    fn built_in() -> Arc<Deck> {
        static DEFAULT: OnceLock<Arc<Deck>> = OnceLock::new();
        parse_built_in(&DEFAULT)
    }

    fn parse(text: &str) -> Result<Deck, DeckErrors> {
        Deck::parse(text)
    }

    fn source(&self) -> Option<&str> {
        self.source.as_deref()
    }

    fn forget_source(&mut self) {
        self.source = None;
    }
}

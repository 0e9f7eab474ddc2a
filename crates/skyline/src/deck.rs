//! A printing's building cards and reference card as data (principle 5 of the
//! rules README; SK-P9): the TOML form, its checks, the default compiled in,
//! and [`Cards`], the handle a game, its views and samples share.
//!
//! The seed fixes how many buildings each type has and the range of their
//! prices; a printing chooses the prices within those ranges, and the points
//! of the reference card. Because the counts are fixed, building ids keep
//! their layout (sorted by type, then price) whatever the printing.

use std::fmt;
use std::sync::{Arc, OnceLock};

use serde::Deserialize;
use toml::Spanned;
use urbs_engine::text::line_of;
use urbs_engine::{Printing, SetupError, Shared, parse_built_in};

use crate::cards::{Building, BuildingId};
use crate::data::{BUILDINGS, BuildingType, COUNTS, Scoring};

/// The default deck file.
pub const DEFAULT_DECK: &str = include_str!("../data/default_deck.toml");

/// Points a rank may pay at most.
const MAX_POINTS: i32 = 99;

/// A validated deck: every building card and the reference card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deck {
    /// The TOML text of a user deck; `None` for the default.
    source: Option<String>,
    /// The printing's name, if the file gives one.
    name: Option<String>,
    /// Type and price of every building id.
    buildings: [Building; BUILDINGS],
    /// The price of every id, 64 of them: `u8::MAX` past the cards, so that
    /// [`BuildingId::NONE`] asks more than any hand holds.
    prices: [u8; 64],
    /// Per scoring (A, B, C), the points of ranks 1 to 3 per type (0 where
    /// the scoring pays none).
    points: [[[i32; 6]; 3]; 3],
}

/// One thing wrong with a deck file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckIssue {
    /// 1-based line; 0 if it concerns the file as a whole.
    pub line: usize,
    pub reason: String,
}

/// Everything wrong with a deck file, all at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckErrors(pub Vec<DeckIssue>);

impl fmt::Display for DeckErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the deck has {} problem(s):", self.0.len())?;
        for issue in &self.0 {
            if issue.line > 0 {
                write!(f, "\n  line {}: {}", issue.line, issue.reason)?;
            } else {
                write!(f, "\n  deck: {}", issue.reason)?;
            }
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

type Prices = Option<Spanned<Vec<i64>>>;
type Ranks = Option<Spanned<Vec<Vec<i64>>>>;

/// The keys a deck file may have, by table (`""` is the top); anything else
/// is reported with its line, beside every other problem.
const KNOWN_KEYS: [(&str, &[&str]); 3] = [
    ("", &["name", "buildings", "scoring"]),
    (
        "buildings",
        &[
            "museum",
            "theater",
            "station",
            "church",
            "park",
            "skyscraper",
        ],
    ),
    ("scoring", &["a", "b", "c"]),
];

/// Every key of `table` that [`KNOWN_KEYS`] does not name, with its line.
fn unknown_keys(text: &str, table: &toml::Table) -> Vec<DeckIssue> {
    let mut issues = Vec::new();
    for (section, known) in KNOWN_KEYS {
        let keys = match section {
            "" => Some(table),
            s => table.get(s).and_then(toml::Value::as_table),
        };
        for key in keys.into_iter().flat_map(|t| t.keys()) {
            if !known.contains(&key.as_str()) {
                let place = if section.is_empty() {
                    "a deck file".to_string()
                } else {
                    format!("[{section}]")
                };
                issues.push(DeckIssue {
                    line: urbs_engine::text::key_line(text, section, key),
                    reason: format!(
                        "unknown key `{}`: {place} has {}",
                        urbs_engine::text::printable(key),
                        known.join(", ")
                    ),
                });
            }
        }
    }
    issues
}

/// Unknown keys are not refused here but reported by [`unknown_keys`] with
/// every other problem.
#[derive(Deserialize)]
struct DeckFile {
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    buildings: Option<BuildingsToml>,
    #[serde(default)]
    scoring: Option<ScoringToml>,
}

/// One list per type, in [`BuildingType::ALL`] order.
#[derive(Deserialize)]
struct BuildingsToml {
    museum: Prices,
    theater: Prices,
    station: Prices,
    church: Prices,
    park: Prices,
    skyscraper: Prices,
}

#[derive(Deserialize)]
struct ScoringToml {
    a: Ranks,
    b: Ranks,
    c: Ranks,
}

/// The seed's price range of a type: Museum 2-8 up to Skyscraper 7-13.
pub fn price_range(kind: BuildingType) -> (u8, u8) {
    let t = kind.index() as u8;
    (t + 2, t + 8)
}

impl Deck {
    /// Reads and checks a deck file. Every problem is reported with its line
    /// and reason; a table the file leaves out is the default's.
    pub fn parse(text: &str) -> Result<Deck, DeckErrors> {
        let syntax = |e: toml::de::Error| DeckIssue {
            line: e.span().map_or(0, |s| line_of(text, s.start)),
            reason: e.message().trim().to_string(),
        };
        let table: toml::Table = toml::from_str(text).map_err(|e| DeckErrors(vec![syntax(e)]))?;
        let mut issues = unknown_keys(text, &table);
        let file: DeckFile = match toml::from_str(text) {
            Ok(file) => file,
            Err(e) => {
                issues.push(syntax(e));
                return Err(DeckErrors(issues));
            }
        };
        let mut bad = |line: usize, reason: String| issues.push(DeckIssue { line, reason });
        // The printing's name is printed with the table: nothing that could
        // disguise it or drive a terminal.
        if let Some(name) = &file.name
            && let Err(reason) = urbs_engine::text::check_text("the deck's name", name)
        {
            bad(urbs_engine::text::key_line(text, "", "name"), reason);
        }

        // Buildings: the seed's count per type, prices within its range.
        let lists: [Prices; 6] = match file.buildings {
            Some(b) => [
                b.museum,
                b.theater,
                b.station,
                b.church,
                b.park,
                b.skyscraper,
            ],
            None => Default::default(),
        };
        let mut buildings = [Building::default(); BUILDINGS];
        let mut id = 0;
        for (kind, list) in BuildingType::ALL.into_iter().zip(lists) {
            let (low, high) = price_range(kind);
            let count = COUNTS[kind.index()];
            let mut prices: Vec<u8> = match list {
                // (The default file lists every type, so this does not
                // recurse.)
                None => default_prices(kind),
                Some(list) => {
                    let line = line_of(text, list.span().start);
                    let name = kind.name().to_lowercase();
                    if list.get_ref().len() != count {
                        bad(
                            line,
                            format!(
                                "{name} has {} cards; Skyline has {count} (the seed's count)",
                                list.get_ref().len()
                            ),
                        );
                    }
                    let mut prices = Vec::with_capacity(count);
                    for &p in list.get_ref() {
                        if p < low as i64 || p > high as i64 {
                            bad(
                                line,
                                format!(
                                    "a {name} costs {p}, outside {low}-{high}, the seed's range"
                                ),
                            );
                        } else {
                            prices.push(p as u8);
                        }
                    }
                    prices
                }
            };
            prices.sort_unstable();
            prices.resize(count, low);
            for price in prices {
                buildings[id] = Building { kind, price };
                id += 1;
            }
        }

        // The reference card: up to three ranks of six non-negative points.
        let rows: [Ranks; 3] = match file.scoring {
            Some(s) => [s.a, s.b, s.c],
            None => Default::default(),
        };
        let mut points = [[[0; 6]; 3]; 3];
        // Per scoring: its line in the file (`None`: the default's), and
        // whether its ranks were read without a problem.
        let mut lines: [Option<usize>; 3] = [None; 3];
        let mut whole = [true; 3];
        for (k, (scoring, list)) in [Scoring::A, Scoring::B, Scoring::C]
            .into_iter()
            .zip(rows)
            .enumerate()
        {
            let Some(list) = list else {
                points[k] = default_points(scoring);
                continue;
            };
            let line = line_of(text, list.span().start);
            lines[k] = Some(line);
            let before = issues.len();
            let mut bad = |line: usize, reason: String| issues.push(DeckIssue { line, reason });
            let name = format!("scoring {scoring}");
            if list.get_ref().len() > 3 {
                bad(
                    line,
                    format!(
                        "{name} lists {} ranks; at most 3 score",
                        list.get_ref().len()
                    ),
                );
            }
            for (r, row) in list.get_ref().iter().take(3).enumerate() {
                if row.len() != 6 {
                    bad(
                        line,
                        format!(
                            "{name}, rank {}: {} numbers, one per type (6) wanted",
                            r + 1,
                            row.len()
                        ),
                    );
                }
                for (t, &p) in row.iter().take(6).enumerate() {
                    if !(0..=MAX_POINTS as i64).contains(&p) {
                        bad(
                            line,
                            format!(
                                "{name}, rank {}: {p} points; 0 to {MAX_POINTS} allowed",
                                r + 1
                            ),
                        );
                    } else {
                        points[k][r][t] = p as i32;
                    }
                }
            }
            whole[k] = issues.len() == before;
        }
        issues.extend(reference_order(&points, lines, whole));

        if !issues.is_empty() {
            issues.sort_by_key(|i| i.line);
            return Err(DeckErrors(issues));
        }
        let mut prices = [u8::MAX; 64];
        for (price, b) in prices.iter_mut().zip(&buildings) {
            *price = b.price;
        }
        Ok(Deck {
            source: Some(text.to_string()),
            name: file.name,
            buildings,
            prices,
            points,
        })
    }

    /// The printing's name from the file.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// Every building card, sorted by type, then price.
    pub fn buildings(&self) -> &[Building; BUILDINGS] {
        &self.buildings
    }

    /// SK-9: the reference card, points of ranks 1 to 3 per type (0 where
    /// `scoring` pays none).
    pub fn points(&self, scoring: Scoring) -> [[i32; 6]; 3] {
        self.points[scoring as usize]
    }

    #[inline]
    pub(crate) fn building(&self, id: BuildingId) -> Building {
        self.buildings[id.0 as usize]
    }

    /// The price of `id`; [`BuildingId::NONE`]'s is `u8::MAX`. (A table of
    /// 64: no bounds check.)
    #[inline]
    pub(crate) fn price(&self, id: BuildingId) -> u8 {
        self.prices[id.0 as usize & 63]
    }

    /// A free id showing `b`, not in `used`.
    pub(crate) fn id_of(&self, b: &Building, used: u64) -> Option<BuildingId> {
        (0..BUILDINGS)
            .find(|&i| used & (1 << i) == 0 && self.buildings[i] == *b)
            .map(|i| BuildingId(i as u8))
    }
}

/// SK-P9: within a scoring a lower rank never pays more than a higher one,
/// and a later scoring never pays a rank less than an earlier one. SK-5
/// offers only minimal payments because paying more never helps; with such
/// a card, holding less money (or ranking lower) could help, so it is
/// refused. Scorings with problems of their own are left out (their points
/// are incomplete); an issue goes on the line of the scoring it names.
fn reference_order(
    points: &[[[i32; 6]; 3]; 3],
    lines: [Option<usize>; 3],
    whole: [bool; 3],
) -> Vec<DeckIssue> {
    let scorings = [Scoring::A, Scoring::B, Scoring::C];
    let types = |offending: Vec<String>| offending.join(", ");
    let mut issues = Vec::new();
    for k in (0..3).filter(|&k| whole[k]) {
        for r in 1..3 {
            let offending: Vec<String> = BuildingType::ALL
                .into_iter()
                .filter(|t| points[k][r][t.index()] > points[k][r - 1][t.index()])
                .map(|t| {
                    let i = t.index();
                    let name = t.name().to_lowercase();
                    format!("{name} {} > {}", points[k][r][i], points[k][r - 1][i])
                })
                .collect();
            if !offending.is_empty() {
                issues.push(DeckIssue {
                    line: lines[k].unwrap_or(0),
                    reason: format!(
                        "scoring {}, rank {} pays more than rank {} ({}); a lower rank may not pay more",
                        scorings[k],
                        r + 1,
                        r,
                        types(offending)
                    ),
                });
            }
        }
    }
    let valid: Vec<usize> = (0..3).filter(|&k| whole[k]).collect();
    for pair in valid.windows(2) {
        let (early, late) = (pair[0], pair[1]);
        for (r, (now, before)) in points[late].iter().zip(&points[early]).enumerate() {
            let offending: Vec<String> = BuildingType::ALL
                .into_iter()
                .filter(|t| now[t.index()] < before[t.index()])
                .map(|t| {
                    let i = t.index();
                    let name = t.name().to_lowercase();
                    format!("{name} {} < {}", now[i], before[i])
                })
                .collect();
            if !offending.is_empty() {
                issues.push(DeckIssue {
                    line: lines[late].or(lines[early]).unwrap_or(0),
                    reason: format!(
                        "scoring {}, rank {} pays less than in scoring {} ({}); a later scoring may not pay less",
                        scorings[late],
                        r + 1,
                        scorings[early],
                        types(offending)
                    ),
                });
            }
        }
    }
    issues
}

/// The default deck's prices of `kind`.
fn default_prices(kind: BuildingType) -> Vec<u8> {
    Deck::built_in()
        .buildings
        .iter()
        .filter(|b| b.kind == kind)
        .map(|b| b.price)
        .collect()
}

fn default_points(scoring: Scoring) -> [[i32; 6]; 3] {
    Deck::built_in().points(scoring)
}

/// The deck a game is played with, shared by the state, its views and
/// samples; serialized as the user deck's text (`null` for the default).
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

/// The buildings of a set of ids, sorted by type then price.
pub(crate) fn buildings_of(deck: &Deck, mask: u64) -> impl Iterator<Item = Building> + '_ {
    let mut bits = mask;
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let id = BuildingId(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            deck.building(id)
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn errors(text: &str) -> Vec<DeckIssue> {
        Deck::parse(text).unwrap_err().0
    }

    #[test]
    fn the_default_deck_is_the_rulings_table() {
        // docs/rules/skyline.md, "Data the seed leaves out".
        let deck = Deck::built_in();
        let prices = |kind| -> Vec<u8> {
            deck.buildings()
                .iter()
                .filter(|b| b.kind == kind)
                .map(|b| b.price)
                .collect()
        };
        assert_eq!(prices(BuildingType::Museum), [2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(prices(BuildingType::Theater), [3, 4, 5, 6, 7, 8, 9]);
        assert_eq!(prices(BuildingType::Station), [4, 5, 6, 6, 7, 8, 8, 9, 10]);
        assert_eq!(prices(BuildingType::Church), [5, 6, 7, 7, 8, 9, 9, 10, 11]);
        assert_eq!(
            prices(BuildingType::Park),
            [6, 7, 8, 8, 8, 9, 10, 10, 10, 11, 12]
        );
        assert_eq!(
            prices(BuildingType::Skyscraper),
            [7, 8, 9, 9, 9, 10, 11, 11, 11, 12, 13]
        );
        let a = [1, 2, 3, 4, 5, 6];
        let b = [8, 9, 10, 11, 12, 13];
        let c = [16, 17, 18, 19, 20, 21];
        assert_eq!(deck.points(Scoring::A), [a, [0; 6], [0; 6]]);
        assert_eq!(deck.points(Scoring::B), [b, a, [0; 6]]);
        assert_eq!(deck.points(Scoring::C), [c, b, a]);
        assert_eq!(deck.source(), None);
        assert_eq!(deck.name(), Some("Skyline (board game tile set)"));
        // Ids are sorted by type, then price; NONE asks more than any hand.
        assert!(deck.buildings().windows(2).all(|w| w[0] <= w[1]));
        assert_eq!(deck.price(BuildingId::NONE), u8::MAX);
    }

    /// Issue 30: a printing's name with ESC (or a bidi mark, or a
    /// blank filler) is refused on its line, never printed raw.
    #[test]
    fn a_name_that_could_drive_a_terminal_is_refused_on_its_line() {
        for (name, code) in [("\\u001b[2J", "U+001B"), ("a\\u061Cb", "U+061C")] {
            let issues = errors(&format!("# a printing\nname = \"{name}\"\n"));
            assert_eq!(issues.len(), 1, "{issues:?}");
            assert_eq!(issues[0].line, 2);
            assert!(issues[0].reason.contains(code), "{}", issues[0].reason);
        }
        let issues = errors("name = \"\\u3164\"\n");
        assert_eq!(issues[0].reason, "the deck's name cannot be empty or blank");
        let issues = errors("\"odd\\u001bkey\" = 1\n");
        assert!(!issues[0].reason.contains('\u{1b}'), "{}", issues[0].reason);
        assert!(Deck::parse("name = \"Nueva edición\"\n").is_ok());
    }

    #[test]
    fn a_table_left_out_is_the_defaults() {
        let deck = Deck::parse("[buildings]\nmuseum = [8, 7, 6, 5, 4, 3, 3]\n").unwrap();
        let default = Deck::built_in();
        assert_eq!(&deck.buildings()[..7], &{
            let mut m = [Building {
                kind: BuildingType::Museum,
                price: 3,
            }; 7];
            for (b, p) in m.iter_mut().zip([3, 3, 4, 5, 6, 7, 8]) {
                b.price = p;
            }
            m
        });
        assert_eq!(&deck.buildings()[7..], &default.buildings()[7..]);
        assert_eq!(deck.points(Scoring::C), default.points(Scoring::C));
        let empty = Deck::parse("").unwrap();
        assert_eq!(empty.buildings(), default.buildings());
        assert_eq!(empty.source(), Some(""));
    }

    fn at_line(issues: &[DeckIssue], line: usize, words: &str) {
        assert!(
            issues
                .iter()
                .any(|i| i.line == line && i.reason.contains(words)),
            "no `{words}` at line {line}: {issues:?}"
        )
    }

    #[test]
    fn every_problem_is_named_with_its_line() {
        let text = "name = \"bad\"\n[buildings]\nmuseum = [2, 3]\ntheater = [3, 4, 5, 6, 7, 8, 14]\n[scoring]\na = [[1, 2, 3]]\nb = [[1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1]]\nc = [[-1, 0, 0, 0, 0, 0]]\n";
        let issues = errors(text);
        let at = |line: usize, words: &str| {
            assert!(
                issues
                    .iter()
                    .any(|i| i.line == line && i.reason.contains(words)),
                "no `{words}` at line {line}: {issues:?}"
            )
        };
        at(3, "museum has 2 cards; Skyline has 7");
        at(4, "a theater costs 14, outside 3-9");
        at(6, "scoring A, rank 1: 3 numbers");
        at(7, "scoring B lists 4 ranks; at most 3");
        at(8, "scoring C, rank 1: -1 points");
        assert_eq!(issues.len(), 5, "{issues:?}");
        // Syntax and unknown keys: the parser's message, with the line.
        let issues = errors("[buildings]\nmuseum = [2, 3,\n");
        assert_eq!(issues.len(), 1);
        assert!(issues[0].line >= 2, "{issues:?}");
        let issues = errors("\n[buildings]\ncastle = [1]\n");
        assert_eq!(issues[0].line, 3, "{issues:?}");
        assert!(issues[0].reason.contains("castle"), "{issues:?}");
        // SK-P9: an unknown key hides nothing: every other problem is
        // reported beside it, each with its line.
        let issues = errors(
            "colour = \"red\"\n[buildings]\ncastle = [1]\nmuseum = [2, 3]\n[scoring]\nd = [[1]]\nc = [[-1, 0, 0, 0, 0, 0]]\n",
        );
        at_line(&issues, 1, "unknown key `colour`");
        at_line(&issues, 3, "unknown key `castle`");
        at_line(&issues, 4, "museum has 2 cards");
        at_line(&issues, 6, "unknown key `d`");
        at_line(&issues, 7, "-1 points");
        assert_eq!(issues.len(), 5, "{issues:?}");
        // The whole report reads as one message.
        let message = DeckErrors(errors("[buildings]\npark = [1]\n")).to_string();
        assert!(
            message.starts_with("the deck has 2 problem(s):"),
            "{message}"
        );
        assert!(message.contains("line 2: park has 1 cards"), "{message}");
    }

    #[test]
    fn sk_p9_a_reference_card_never_rewards_ranking_lower_or_a_later_scoring_less() {
        // A lower rank paying more within a scoring: refused on its line.
        let issues = errors("[scoring]\na = [[1, 1, 3, 4, 5, 6], [0, 2, 0, 0, 0, 0]]\n");
        at_line(
            &issues,
            2,
            "scoring A, rank 2 pays more than rank 1 (theater 2 > 1)",
        );
        assert_eq!(issues.len(), 1, "{issues:?}");
        let issues = errors(
            "[scoring]\nc = [[16, 17, 18, 19, 20, 21], [8, 9, 10, 11, 12, 13], [1, 2, 3, 4, 5, 14]]\n",
        );
        at_line(
            &issues,
            2,
            "scoring C, rank 3 pays more than rank 2 (skyscraper 14 > 13)",
        );
        assert_eq!(issues.len(), 1, "{issues:?}");
        // A later scoring paying a rank less than an earlier one: against the
        // default B (8 .. 13), an A paying 9 for museums is refused on A's line.
        let issues = errors("[scoring]\na = [[9, 9, 9, 9, 9, 9]]\n");
        at_line(
            &issues,
            2,
            "scoring B, rank 1 pays less than in scoring A (museum 8 < 9)",
        );
        assert_eq!(issues.len(), 1, "{issues:?}");
        // ... and a C paying less than the file's own B, on C's line.
        let b = "b = [[8, 9, 10, 11, 12, 13], [1, 2, 3, 4, 5, 6], [0, 0, 0, 1, 0, 0]]";
        let c = "c = [[16, 17, 18, 19, 20, 21], [8, 9, 10, 11, 12, 13], [1, 2, 3, 4, 5, 6]]";
        assert!(Deck::parse(&format!("[scoring]\n{b}\n{c}\n")).is_ok());
        let low_c = c.replace("[1, 2, 3, 4, 5, 6]]", "[1, 2, 3, 0, 5, 6]]");
        let issues = errors(&format!("[scoring]\n{b}\n{low_c}\n"));
        at_line(
            &issues,
            3,
            "scoring C, rank 3 pays less than in scoring B (church 0 < 1)",
        );
        assert_eq!(issues.len(), 1, "{issues:?}");
        // Equal points are allowed: every rank and scoring paying 5.
        let flat = "[scoring]\na = [[5, 5, 5, 5, 5, 5], [5, 5, 5, 5, 5, 5], [5, 5, 5, 5, 5, 5]]\nb = [[5, 5, 5, 5, 5, 5], [5, 5, 5, 5, 5, 5], [5, 5, 5, 5, 5, 5]]\nc = [[5, 5, 5, 5, 5, 5], [5, 5, 5, 5, 5, 5], [5, 5, 5, 5, 5, 5]]\n";
        assert!(Deck::parse(flat).is_ok());
    }

    #[test]
    fn cards_serialize_as_the_user_text() {
        let user = Cards::load(Some("[scoring]\na = [[7, 7, 7, 7, 7, 7]]\n")).unwrap();
        let json = serde_json::to_string(&user).unwrap();
        let back: Cards = serde_json::from_str(&json).unwrap();
        assert_eq!(back, user);
        assert_eq!(back.points(Scoring::A)[0], [7; 6]);
        assert_eq!(serde_json::to_string(&Cards::default()).unwrap(), "null");
        assert!(serde_json::from_str::<Cards>("\"[buildings]\\npark = [1]\"").is_err());
    }
}

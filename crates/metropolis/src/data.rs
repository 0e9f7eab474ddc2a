//! The board, the buildings and the appraisal chart, read from one TOML file
//! (MP-12), with every legal placement of every building precomputed per block.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::LazyLock;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use urbs_engine::Edition;

use crate::chart::{
    CHART_STRIDE, Cell, Neighbourhood, RawCell, Special, TABLE_COLUMNS, Table, Totals, cells,
};
use crate::lots::{BLOCK_BITS, Lot, LotSet, MAX_BLOCKS};

const _: () = assert!(MAX_BLOCK_LOTS <= BLOCK_BITS);

/// The data file compiled into the game.
pub const DEFAULT_TOML: &str = include_str!("../data/metropolis.toml");

/// At most this many kinds of building (a block's counts are a fixed array).
pub const MAX_KINDS: usize = 16;
/// At most this many lots in a block (placements are looked up by the
/// block's free lots, one table entry per subset).
pub const MAX_BLOCK_LOTS: usize = 12;
/// At most this many lots on the board.
pub const MAX_LOTS: usize = MAX_BLOCKS * MAX_BLOCK_LOTS;
/// At most this many buildings in all.
pub const MAX_BUILDINGS: usize = 32;

/// The latest edition of the rules (issue 28; docs/rules/metropolis-changelog.md).
pub const EDITION: Edition = 2;

static EDITIONS: [LazyLock<Data>; EDITION as usize] = [
    LazyLock::new(|| compiled_in(1)),
    LazyLock::new(|| compiled_in(2)),
];

fn compiled_in(edition: Edition) -> Data {
    Data::from_toml_in(DEFAULT_TOML, edition)
        .unwrap_or_else(|e| panic!("the compiled-in metropolis data is invalid: {e}"))
}

/// The data the game is played with (the compiled-in file), in the latest
/// edition of the rules.
pub fn data() -> &'static Data {
    data_in(EDITION)
}

/// The compiled-in data as `edition` of the rules reads it (editions 1 to
/// [`EDITION`]; the state's edition is checked at setup and on loading).
pub fn data_in(edition: Edition) -> &'static Data {
    let at = (edition.clamp(1, EDITION) - 1) as usize;
    &EDITIONS[at]
}

/// A kind of building (`house`, `factory`, ...), by its place in the data file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Kind(pub(crate) u8);

impl Kind {
    /// The kind whose key is `key` (`"factory"`).
    pub fn keyed(key: &str) -> Option<Kind> {
        data().kind(key)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn info(self) -> &'static KindData {
        &data().kinds[self.0 as usize]
    }

    pub fn key(self) -> &'static str {
        &self.info().key
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl Serialize for Kind {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.key())
    }
}

impl<'de> Deserialize<'de> for Kind {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Kind, D::Error> {
        let key = String::deserialize(d)?;
        Kind::keyed(&key).ok_or_else(|| D::Error::custom(format!("there is no building `{key}`")))
    }
}

/// Where a building may stand in one block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The covered lots, as the block's bits.
    pub mask: u16,
    /// Covers a lot of the kind's special row (park view, river, downtown).
    pub special: bool,
}

/// One block of the board.
#[derive(Clone, Debug, PartialEq)]
pub struct BlockData {
    pub number: u8,
    /// (row, column) in the city.
    pub square: (u8, u8),
    pub rows: u8,
    pub columns: u8,
    /// The lots row by row, left to right.
    pub lots: Vec<Lot>,
}

/// One kind of building.
#[derive(Clone, Debug, PartialEq)]
pub struct KindData {
    pub key: String,
    pub name: String,
    pub glyph: char,
    /// How many there are.
    pub count: u8,
    /// Lots covered.
    pub size: u8,
    /// MP-6: several players may build it together with shares.
    pub joint: bool,
    pub table: Table,
    pub plain: Vec<Cell>,
    pub special: Option<(Special, Vec<Cell>)>,
    /// The lots that make a placement special (empty without a special row).
    pub special_lots: LotSet,
    /// Placements per block.
    blocks: Vec<KindInBlock>,
}

impl KindData {
    /// The name with its English article: "an Admin. Bldg.", "a House".
    pub fn with_article(&self) -> String {
        let vowel = self.name.starts_with(|c: char| "AEIOUaeiou".contains(c));
        format!("{} {}", if vowel { "an" } else { "a" }, self.name)
    }
}

/// Where one kind of building fits in one block.
#[derive(Clone, Debug, PartialEq)]
struct KindInBlock {
    placements: Vec<Placement>,
    /// Bit `i` is set when placement `i` is special.
    special: u64,
}

/// The board, the buildings and the chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Data {
    /// City grid size (rows, columns).
    pub city: (u8, u8),
    pub park: (u8, u8),
    /// For drawing: the river runs east of this city column over these rows.
    pub river_after_column: u8,
    pub river_rows: Vec<u8>,
    pub blocks: Vec<BlockData>,
    numbers: Vec<u8>,
    indexes: Vec<Option<Lot>>,
    pub all_lots: LotSet,
    adjacent: Vec<LotSet>,
    pub park_view: LotSet,
    pub river: LotSet,
    pub downtown: LotSet,
    pub kinds: Vec<KindData>,
    /// Which placements fit within which free lots, for every kind at once:
    /// entry `(fit_base[block] + free) * kinds + kind` has bit `i` set when
    /// placement `i` of `kind` lies within the block's lots `free`. Blocks
    /// with the same grid share their part.
    fits: Vec<u64>,
    /// Entry `fit_base[block] + free`: bit `kind` set when some placement of
    /// that kind lies within `free`.
    fit_kinds: Vec<u16>,
    /// Entry `fit_base[block] + lots`: how many pairs of adjacent lots the
    /// block's lots `lots` hold.
    pair_counts: Vec<u8>,
    fit_base: [usize; MAX_BLOCKS],
    /// Every kind's two rows (plain, special) as one array, `CHART_STRIDE`
    /// columns each.
    pub(crate) chart: Vec<Cell>,
    pub(crate) tables: [Table; MAX_KINDS],
    /// Bit `i` of `[block][kind]`: placement `i` is special.
    special_bits: [[u64; MAX_KINDS]; MAX_BLOCKS],
    pub(crate) residences: u32,
    /// MP-P9: the residence lots one building of each kind counts for (its
    /// size for a residence, 0 otherwise).
    pub(crate) residence_lots: [u8; MAX_KINDS],
    pub factory: Kind,
    pub store: Kind,
    pub school: Kind,
}

// ---- the file's shape -------------------------------------------------------

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawData {
    board: RawBoard,
    buildings: Vec<RawBuilding>,
    chart: RawChart,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    rows: u8,
    columns: u8,
    park: [u8; 2],
    river: RawRiver,
    blocks: Vec<RawBlock>,
    special: RawSpecial,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRiver {
    after_column: u8,
    rows: Vec<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBlock {
    number: u8,
    square: [u8; 2],
    lots: Vec<Vec<u8>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpecial {
    park_view: Vec<u8>,
    river: Vec<u8>,
    downtown: Vec<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBuilding {
    key: String,
    name: String,
    glyph: String,
    count: u8,
    joint: bool,
    shape: Vec<String>,
}

/// Edition 1 (the rules as of 1cb25b6) read the same file with MP-5 in its
/// earlier form: the Admin. Bldg. was a straight line of four lots, not a T
/// (changed in 8ae29f0, issue 14). MP-P9's earlier form is in `from_raw`.
fn as_in_edition_1(raw: &mut RawData) {
    for b in raw.buildings.iter_mut().filter(|b| b.key == "admin") {
        b.shape = vec!["####".to_string()];
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawChart {
    residences: Vec<String>,
    factory: String,
    store: String,
    school: String,
    neighbours: BTreeMap<String, RawRow>,
    residences_table: BTreeMap<String, RawRow>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRow {
    plain: Vec<RawCell>,
    park_view: Option<Vec<RawCell>>,
    river: Option<Vec<RawCell>>,
    downtown: Option<Vec<RawCell>>,
}

/// The keys a data file may have: per table, its keys and, for a key that
/// holds a table or an array of tables, what that holds (`ANY` for a table
/// whose keys are names chosen by the file, each holding `ROW`).
struct Keys(&'static [(&'static str, Option<&'static Keys>)]);

const ANY: &str = "*";
const ROW: Keys = Keys(&[
    ("plain", None),
    ("park_view", None),
    ("river", None),
    ("downtown", None),
]);
const ROWS: Keys = Keys(&[(ANY, Some(&ROW))]);
const SCHEMA: &Keys = &Keys(&[
    (
        "board",
        Some(&Keys(&[
            ("rows", None),
            ("columns", None),
            ("park", None),
            (
                "river",
                Some(&Keys(&[("after_column", None), ("rows", None)])),
            ),
            (
                "blocks",
                Some(&Keys(&[("number", None), ("square", None), ("lots", None)])),
            ),
            (
                "special",
                Some(&Keys(&[
                    ("park_view", None),
                    ("river", None),
                    ("downtown", None),
                ])),
            ),
        ])),
    ),
    (
        "buildings",
        Some(&Keys(&[
            ("key", None),
            ("name", None),
            ("glyph", None),
            ("count", None),
            ("joint", None),
            ("shape", None),
        ])),
    ),
    (
        "chart",
        Some(&Keys(&[
            ("residences", None),
            ("factory", None),
            ("store", None),
            ("school", None),
            ("neighbours", Some(&ROWS)),
            ("residences_table", Some(&ROWS)),
        ])),
    ),
]);

/// Removes from `table` (at `path` in the file) every key `keys` does not
/// allow, noting each with its line in `unknown`; goes down into the tables
/// and arrays of tables it allows.
fn strip_unknown(
    table: &mut toml::Table,
    keys: &Keys,
    path: &str,
    text: &str,
    unknown: &mut Vec<String>,
) {
    let allowed = |k: &str| keys.0.iter().find(|(name, _)| *name == k || *name == ANY);
    let bad: Vec<String> = table
        .keys()
        .filter(|k| allowed(k).is_none())
        .cloned()
        .collect();
    for key in bad {
        table.remove(&key);
        let line = urbs_engine::text::key_line(text, path, &key);
        let names: Vec<&str> = keys.0.iter().map(|(n, _)| *n).collect();
        let place = if path.is_empty() { "the file" } else { path };
        unknown.push(format!(
            "line {line}: unknown key `{key}` in {place} (it has {})",
            names.join(", ")
        ));
    }
    for (key, value) in table.iter_mut() {
        let Some((_, Some(inner))) = allowed(key) else {
            continue;
        };
        let here = if path.is_empty() {
            key.clone()
        } else {
            format!("{path}.{key}")
        };
        match value {
            toml::Value::Table(t) => strip_unknown(t, inner, &here, text, unknown),
            toml::Value::Array(items) => {
                for item in items {
                    if let toml::Value::Table(t) = item {
                        strip_unknown(t, inner, &here, text, unknown);
                    }
                }
            }
            _ => {}
        }
    }
}

/// Every rotation and reflection of a shape, as (row, column) cells from 0.
fn orientations(cells: &[(i32, i32)]) -> Vec<Vec<(i32, i32)>> {
    let mut out: Vec<Vec<(i32, i32)>> = Vec::new();
    let mut shape = cells.to_vec();
    for reflect in 0..2 {
        for _ in 0..4 {
            // Rotate a quarter turn: (r, c) -> (c, -r).
            shape = shape.iter().map(|&(r, c)| (c, -r)).collect();
            let mut s: Vec<(i32, i32)> = shape.clone();
            if reflect == 1 {
                s = s.iter().map(|&(r, c)| (r, -c)).collect();
            }
            let r0 = s.iter().map(|p| p.0).min().unwrap_or(0);
            let c0 = s.iter().map(|p| p.1).min().unwrap_or(0);
            let mut s: Vec<(i32, i32)> = s.iter().map(|&(r, c)| (r - r0, c - c0)).collect();
            s.sort_unstable();
            if !out.contains(&s) {
                out.push(s);
            }
        }
    }
    out
}

fn lot_list(data: &Data, numbers: &[u8], what: &str) -> Result<LotSet, String> {
    LotSet::from_numbers_with(numbers, |n| data.lot(n))
        .map_err(|n| format!("{what}: there is no lot {n}"))
}

impl LotSet {
    fn from_numbers_with(numbers: &[u8], find: impl Fn(u8) -> Option<Lot>) -> Result<LotSet, u8> {
        let mut set = LotSet::EMPTY;
        for &n in numbers {
            set.insert(find(n).ok_or(n)?);
        }
        Ok(set)
    }
}

impl Data {
    /// Reads and checks a data file, and precomputes the placements, for the
    /// latest edition of the rules.
    pub fn from_toml(text: &str) -> Result<Data, String> {
        Data::from_toml_in(text, EDITION)
    }

    /// [`Data::from_toml`] as `edition` of the rules reads the file: edition
    /// 1 with MP-5's and MP-P9's earlier forms ([`as_in_edition_1`]).
    pub fn from_toml_in(text: &str, edition: Edition) -> Result<Data, String> {
        // MP-12: keys the file should not have are reported with their
        // lines and hide nothing else: they are set aside, and the rest is
        // read and checked as if they were not there.
        let mut doc: toml::Table = toml::from_str(text).map_err(|e| e.to_string())?;
        let mut unknown = Vec::new();
        strip_unknown(&mut doc, SCHEMA, "", text, &mut unknown);
        let checked = toml::Value::Table(doc)
            .try_into::<RawData>()
            .map_err(|e| e.to_string())
            .and_then(|mut raw| {
                if edition == 1 {
                    as_in_edition_1(&mut raw);
                }
                Data::from_raw(&raw, edition)
            });
        match (checked, unknown.is_empty()) {
            (Ok(data), true) => Ok(data),
            (Ok(_), false) => Err(unknown.join("\n")),
            (Err(e), _) => {
                unknown.push(e);
                Err(unknown.join("\n"))
            }
        }
    }

    fn from_raw(raw: &RawData, edition: Edition) -> Result<Data, String> {
        let b = &raw.board;
        if b.blocks.is_empty() || b.blocks.len() > MAX_BLOCKS {
            return Err(format!("a board has 1 to {MAX_BLOCKS} blocks"));
        }
        let mut data = Data {
            city: (b.rows, b.columns),
            park: (b.park[0], b.park[1]),
            river_after_column: b.river.after_column,
            river_rows: b.river.rows.clone(),
            blocks: Vec::new(),
            numbers: vec![0; 128],
            indexes: vec![None; 256],
            all_lots: LotSet::EMPTY,
            adjacent: vec![LotSet::EMPTY; 128],
            park_view: LotSet::EMPTY,
            river: LotSet::EMPTY,
            downtown: LotSet::EMPTY,
            kinds: Vec::new(),
            chart: Vec::new(),
            tables: [Table::Neighbours; MAX_KINDS],
            fits: Vec::new(),
            fit_kinds: Vec::new(),
            pair_counts: Vec::new(),
            fit_base: [0; MAX_BLOCKS],
            special_bits: [[0; MAX_KINDS]; MAX_BLOCKS],
            residences: 0,
            residence_lots: [0; MAX_KINDS],
            factory: Kind(0),
            store: Kind(0),
            school: Kind(0),
        };
        let mut squares = vec![(b.park[0], b.park[1])];
        for (bi, block) in b.blocks.iter().enumerate() {
            let what = format!("block {}", block.number);
            let rows = block.lots.len();
            let columns = block.lots.first().map_or(0, Vec::len);
            if rows == 0 || columns == 0 || block.lots.iter().any(|r| r.len() != columns) {
                return Err(format!("{what}: lots must form a rectangle"));
            }
            if rows * columns > MAX_BLOCK_LOTS {
                return Err(format!("{what}: at most {MAX_BLOCK_LOTS} lots"));
            }
            let square = (block.square[0], block.square[1]);
            if square.0 >= b.rows || square.1 >= b.columns || squares.contains(&square) {
                return Err(format!("{what}: its square is off the city or taken"));
            }
            squares.push(square);
            let mut lots = Vec::new();
            for (r, row) in block.lots.iter().enumerate() {
                for (c, &n) in row.iter().enumerate() {
                    // Column by column, so that with the default board the
                    // order of indexes is the order of lot numbers.
                    let lot = Lot((bi * BLOCK_BITS + c * rows + r) as u8);
                    if n == 0 || data.indexes[n as usize].is_some() {
                        return Err(format!("{what}: lot {n} is 0 or appears twice"));
                    }
                    data.indexes[n as usize] = Some(lot);
                    data.numbers[lot.0 as usize] = n;
                    data.all_lots.insert(lot);
                    lots.push(lot);
                }
            }
            // Lots sharing a side in the grid are adjacent.
            for r in 0..rows {
                for c in 0..columns {
                    let at = |r: usize, c: usize| lots[r * columns + c];
                    let mut adj = LotSet::EMPTY;
                    if r > 0 {
                        adj.insert(at(r - 1, c));
                    }
                    if r + 1 < rows {
                        adj.insert(at(r + 1, c));
                    }
                    if c > 0 {
                        adj.insert(at(r, c - 1));
                    }
                    if c + 1 < columns {
                        adj.insert(at(r, c + 1));
                    }
                    data.adjacent[at(r, c).0 as usize] = adj;
                }
            }
            data.blocks.push(BlockData {
                number: block.number,
                square,
                rows: rows as u8,
                columns: columns as u8,
                lots,
            });
        }
        data.park_view = lot_list(&data, &b.special.park_view, "park_view")?;
        data.river = lot_list(&data, &b.special.river, "river")?;
        data.downtown = lot_list(&data, &b.special.downtown, "downtown")?;

        if raw.buildings.is_empty() || raw.buildings.len() > MAX_KINDS {
            return Err(format!("there are 1 to {MAX_KINDS} kinds of building"));
        }
        for rb in &raw.buildings {
            let kind = data.read_kind(rb, &raw.chart)?;
            data.kinds.push(kind);
        }
        if data.kinds.iter().map(|k| k.count as usize).sum::<usize>() > MAX_BUILDINGS {
            return Err(format!("at most {MAX_BUILDINGS} buildings in all"));
        }
        data.make_fit_tables();
        data.make_chart();
        let find = |data: &Data, key: &str| {
            data.kind(key)
                .ok_or_else(|| format!("chart: there is no building `{key}`"))
        };
        for key in &raw.chart.residences {
            let kind = find(&data, key)?;
            data.residences |= 1 << kind.0;
            // MP-P9: a residence counts its lots; edition 1 counted one per
            // building, whatever its size.
            data.residence_lots[kind.index()] = if edition == 1 {
                1
            } else {
                data.kinds[kind.index()].size
            };
        }
        data.factory = find(&data, &raw.chart.factory)?;
        data.store = find(&data, &raw.chart.store)?;
        data.school = find(&data, &raw.chart.school)?;
        for key in raw
            .chart
            .neighbours
            .keys()
            .chain(raw.chart.residences_table.keys())
        {
            find(&data, key)?;
        }
        Ok(data)
    }

    fn read_kind(&self, rb: &RawBuilding, chart: &RawChart) -> Result<KindData, String> {
        let what = format!("building `{}`", rb.key);
        if self.kind(&rb.key).is_some() || rb.key.is_empty() || rb.key.contains(' ') {
            return Err(format!("{what}: keys must be single words, each used once"));
        }
        let mut glyph = rb.glyph.chars();
        let (Some(g), None) = (glyph.next(), glyph.next()) else {
            return Err(format!("{what}: the glyph must be one character"));
        };
        let shape: Vec<(i32, i32)> = rb
            .shape
            .iter()
            .enumerate()
            .flat_map(|(r, row)| {
                row.chars()
                    .enumerate()
                    .filter(|&(_, ch)| ch == '#')
                    .map(move |(c, _)| (r as i32, c as i32))
            })
            .collect();
        if shape.is_empty() || rb.count == 0 {
            return Err(format!("{what}: needs a shape of `#` and a count"));
        }
        let (table, row) = match (
            chart.neighbours.get(&rb.key),
            chart.residences_table.get(&rb.key),
        ) {
            (Some(row), None) => (Table::Neighbours, row),
            (None, Some(row)) => (Table::Residences, row),
            _ => return Err(format!("{what}: must have a row in exactly one table")),
        };
        let width = TABLE_COLUMNS[match table {
            Table::Neighbours => 0,
            Table::Residences => 1,
        }];
        let plain = cells(&row.plain, width, &what)?;
        let specials = [
            (Special::ParkView, &row.park_view, self.park_view),
            (Special::River, &row.river, self.river),
            (Special::Downtown, &row.downtown, self.downtown),
        ];
        let mut special = None;
        let mut special_lots = LotSet::EMPTY;
        for (kind, cells_of, lots) in specials {
            if let Some(c) = cells_of {
                if special.is_some() {
                    return Err(format!("{what}: at most one special row"));
                }
                special = Some((kind, cells(c, width, &what)?));
                special_lots = lots;
            }
        }
        let shapes = orientations(&shape);
        let mut blocks = Vec::with_capacity(self.blocks.len());
        for (bi, block) in self.blocks.iter().enumerate() {
            let mut list: Vec<Placement> = Vec::new();
            for s in &shapes {
                let h = s.iter().map(|p| p.0).max().unwrap_or(0) + 1;
                let w = s.iter().map(|p| p.1).max().unwrap_or(0) + 1;
                for r0 in 0..=(block.rows as i32 - h) {
                    for c0 in 0..=(block.columns as i32 - w) {
                        let mask = s.iter().fold(0u16, |m, &(r, c)| {
                            m | 1 << ((c0 + c) * block.rows as i32 + r0 + r)
                        });
                        if !list.iter().any(|p| p.mask == mask) {
                            list.push(Placement {
                                mask,
                                special: LotSet::in_block(bi, mask).intersects(special_lots),
                            });
                        }
                    }
                }
            }
            list.sort_unstable_by_key(|p| p.mask);
            if list.len() > 64 {
                return Err(format!("{what}: more than 64 placements in a block"));
            }
            let special = list
                .iter()
                .enumerate()
                .filter(|(_, p)| p.special)
                .fold(0u64, |m, (i, _)| m | 1 << i);
            blocks.push(KindInBlock {
                placements: list,
                special,
            });
        }
        Ok(KindData {
            key: rb.key.clone(),
            name: rb.name.clone(),
            glyph: g,
            count: rb.count,
            size: shape.len() as u8,
            joint: rb.joint,
            table,
            plain,
            special,
            special_lots,
            blocks,
        })
    }

    /// Fills `fits`, `fit_base` and `special_bits`.
    fn make_fit_tables(&mut self) {
        let kinds = self.kinds.len();
        let mut grids: Vec<(u8, u8, usize)> = Vec::new();
        for (bi, block) in self.blocks.iter().enumerate() {
            for (k, kind) in self.kinds.iter().enumerate() {
                self.special_bits[bi][k] = kind.blocks[bi].special;
            }
            if let Some(&(_, _, base)) = grids
                .iter()
                .find(|g| (g.0, g.1) == (block.rows, block.columns))
            {
                self.fit_base[bi] = base;
                continue;
            }
            let base = self.fits.len() / kinds;
            let size = 1usize << (block.rows * block.columns);
            for free in 0..size {
                let mut any = 0u16;
                for (k, kind) in self.kinds.iter().enumerate() {
                    let bits = kind.blocks[bi]
                        .placements
                        .iter()
                        .enumerate()
                        .filter(|(_, p)| p.mask as usize & !free == 0)
                        .fold(0u64, |m, (i, _)| m | 1 << i);
                    self.fits.push(bits);
                    if bits != 0 {
                        any |= 1 << k;
                    }
                }
                self.fit_kinds.push(any);
                let pairs: u32 = (0..block.rows * block.columns)
                    .filter(|&bit| free >> bit & 1 == 1)
                    .map(|bit| {
                        let lot = Lot((bi * BLOCK_BITS) as u8 + bit);
                        let around = self.adjacent(lot).block_mask(bi) as usize;
                        (around & free).count_ones()
                    })
                    .sum();
                self.pair_counts.push((pairs / 2) as u8);
            }
            grids.push((block.rows, block.columns, base));
            self.fit_base[bi] = base;
        }
    }

    /// The lot numbered `number`.
    pub fn lot(&self, number: u8) -> Option<Lot> {
        self.indexes[number as usize]
    }

    /// The number of `lot`.
    pub fn number(&self, lot: Lot) -> u8 {
        self.numbers[lot.0 as usize]
    }

    /// MP-3: the lots sharing a side with `lot`.
    pub fn adjacent(&self, lot: Lot) -> LotSet {
        self.adjacent[lot.0 as usize]
    }

    /// Every lot of the block.
    pub fn block_lots(&self, block: usize) -> LotSet {
        self.blocks[block]
            .lots
            .iter()
            .fold(LotSet::EMPTY, |s, &l| s.union(l.set()))
    }

    pub fn kind(&self, key: &str) -> Option<Kind> {
        self.kinds
            .iter()
            .position(|k| k.key == key)
            .map(|i| Kind(i as u8))
    }

    pub fn all_kinds(&self) -> impl Iterator<Item = Kind> + use<> {
        (0..self.kinds.len() as u8).map(Kind)
    }

    /// Every placement of `kind` in `block`, by increasing mask.
    pub fn placements(&self, kind: Kind, block: usize) -> &[Placement] {
        &self.kinds[kind.0 as usize].blocks[block].placements
    }

    /// The placements of `kind` in `block` (bit `i` for placement `i`) that
    /// lie within the lots `free` of the block.
    pub fn fitting(&self, kind: Kind, block: usize, free: u16) -> u64 {
        self.fitting_all(block, free)[kind.index()]
    }

    /// [`Data::fitting`] for every kind at once, by kind.
    pub fn fitting_all(&self, block: usize, free: u16) -> &[u64] {
        let kinds = self.kinds.len();
        let at = (self.fit_base[block] + free as usize) * kinds;
        &self.fits[at..at + kinds]
    }

    /// The kinds (bit `kind`) with a placement in `block` within `free`.
    pub fn fitting_kinds(&self, block: usize, free: u16) -> u16 {
        self.fit_kinds[self.fit_base[block] + free as usize]
    }

    /// How many pairs of adjacent lots the lots `lots` of `block` (a mask,
    /// as [`LotSet::block_mask`] gives) hold.
    pub fn pairs_within(&self, block: usize, lots: u16) -> usize {
        self.pair_counts[self.fit_base[block] + lots as usize] as usize
    }

    /// The special placements of `kind` in `block` (bit `i` for placement `i`).
    pub fn special_placements(&self, kind: Kind, block: usize) -> u64 {
        self.special_bits[block][kind.index()]
    }

    /// The placement of `kind` covering exactly `mask` in `block`, if the
    /// shape fits it.
    pub fn placement(&self, kind: Kind, block: usize, mask: u16) -> Option<Placement> {
        let list = self.placements(kind, block);
        list.binary_search_by_key(&mask, |p| p.mask)
            .ok()
            .map(|i| list[i])
    }

    pub fn is_residence(&self, kind: Kind) -> bool {
        self.residences & (1 << kind.0) != 0
    }
}

impl Totals {
    /// The block as one building of `kind` in it sees it (itself not counted).
    pub fn seen_by(self, data: &Data, kind: Kind) -> Neighbourhood {
        let me = |k: Kind| u8::from(k == kind);
        Neighbourhood {
            factory: self.factories > me(data.factory),
            store: self.stores > me(data.store),
            school: self.schools > me(data.school),
            residences: self.residences - data.residence_lots[kind.index()],
        }
    }
}

impl Data {
    /// What stands in a block with these `counts` per kind, as seen by one
    /// building of `kind` (itself not counted).
    pub fn neighbourhood(&self, counts: &[u8; MAX_KINDS], kind: Kind) -> Neighbourhood {
        self.totals(counts).seen_by(self, kind)
    }

    /// The chart's totals for a block with these `counts` per kind.
    pub fn totals(&self, counts: &[u8; MAX_KINDS]) -> Totals {
        let mut residences = 0;
        let mut bits = self.residences;
        while bits != 0 {
            let k = bits.trailing_zeros() as usize;
            residences += counts[k] * self.residence_lots[k];
            bits &= bits - 1;
        }
        Totals {
            factories: counts[self.factory.index()],
            stores: counts[self.store.index()],
            schools: counts[self.school.index()],
            residences,
        }
    }

    /// The chart cell of a building of `kind` (on its special row if
    /// `special`) in `hood`.
    #[inline]
    pub fn cell(&self, kind: Kind, special: bool, hood: &Neighbourhood) -> Cell {
        let row = 2 * kind.index() + usize::from(special);
        match hood.column(self.tables[kind.index()]) {
            None => Cell::NotAllowed,
            Some(col) if col < CHART_STRIDE => self.chart[row * CHART_STRIDE + col],
            Some(_) => Cell::NotPossible,
        }
    }

    /// Fills `chart` and `tables` from the kinds' rows.
    pub(crate) fn make_chart(&mut self) {
        self.chart = vec![Cell::NotPossible; 2 * MAX_KINDS * CHART_STRIDE];
        for (k, kind) in self.kinds.iter().enumerate() {
            self.tables[k] = kind.table;
            for special in [false, true] {
                let row = match (&kind.special, special) {
                    (Some((_, row)), true) => row,
                    _ => &kind.plain,
                };
                let at = (2 * k + usize::from(special)) * CHART_STRIDE;
                self.chart[at..at + row.len()].copy_from_slice(row);
            }
        }
    }
}

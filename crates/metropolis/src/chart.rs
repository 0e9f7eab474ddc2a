//! The appraisal chart (seed 003): its cells, how a block's contents pick a
//! column (MP-P9), and its cells as the data file writes them. The dense copy
//! the rules read is kept by `Data` (`data.rs`).

use serde::Deserialize;

/// One cell of the appraisal chart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Value(u8),
    /// "NA": the rules forbid this building here.
    NotAllowed,
    /// "X" (or a blank): this combination cannot stand.
    NotPossible,
}

impl Cell {
    pub fn value(self) -> Option<u8> {
        match self {
            Cell::Value(v) => Some(v),
            _ => None,
        }
    }
}

/// Which table of the chart appraises a building.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Table {
    /// Table 1: by the factory, store and school in the block.
    Neighbours,
    /// Table 2: by the residences in the block, unless a factory stands there.
    Residences,
}

/// Lots that give a building its better row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    ParkView,
    River,
    Downtown,
}

/// What else stands in a block, as far as the chart cares, seen from one
/// building (which is not counted).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Neighbourhood {
    pub factory: bool,
    pub store: bool,
    pub school: bool,
    pub residences: u8,
}

impl Neighbourhood {
    /// The chart column for `table`, or `None` when the chart has no column
    /// for this block (a factory beside a school: NA either way). MP-P9:
    /// residences are counted in lots (an Apartments counts 3).
    pub fn column(&self, table: Table) -> Option<usize> {
        match table {
            Table::Neighbours => match (self.factory, self.store, self.school) {
                (true, _, true) => None,
                (true, true, false) => Some(2),
                (true, false, false) => Some(1),
                (false, true, true) => Some(5),
                (false, false, true) => Some(3),
                (false, true, false) => Some(4),
                (false, false, false) => Some(0),
            },
            // A factory overrides the count of residences.
            Table::Residences if self.factory => Some(1),
            Table::Residences if self.residences == 0 => Some(0),
            Table::Residences => Some(self.residences as usize + 1),
        }
    }
}

/// How many factories, stores and schools stand in a block, and how many of
/// its lots residences cover (MP-P9).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    pub factories: u8,
    pub stores: u8,
    pub schools: u8,
    pub residences: u8,
}

/// Columns of table 1 and table 2.
pub(crate) const TABLE_COLUMNS: [usize; 2] = [6, 10];
/// Room per row in the dense chart (at least the widest table).
pub(crate) const CHART_STRIDE: usize = 16;

pub(crate) fn cells(raw: &[RawCell], width: usize, what: &str) -> Result<Vec<Cell>, String> {
    if raw.len() != width {
        return Err(format!("{what}: {} cells, expected {width}", raw.len()));
    }
    raw.iter()
        .map(|c| match c {
            RawCell::Value(v) => Ok(Cell::Value(*v)),
            RawCell::Mark(m) if m == "NA" => Ok(Cell::NotAllowed),
            RawCell::Mark(m) if m == "X" || m == "-" => Ok(Cell::NotPossible),
            RawCell::Mark(m) => Err(format!(
                "{what}: `{m}` is not a value, \"NA\", \"X\" or \"-\""
            )),
        })
        .collect()
}

/// A chart cell as the data file writes it: a value or a mark.
#[derive(Deserialize)]
#[serde(untagged)]
pub(crate) enum RawCell {
    Value(u8),
    Mark(String),
}

//! The appraisal chart (seed 003): its cells, how a block's contents pick a
//! column (MP-P9), and the dense copy the rules read.

use crate::data::{Data, Kind, MAX_KINDS, RawCell};

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

/// Columns of table 1 and table 2.
pub(crate) const TABLE_COLUMNS: [usize; 2] = [6, 10];
/// Room per row in the dense chart (at least the widest table).
const CHART_STRIDE: usize = 16;

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

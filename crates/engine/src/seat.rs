//! Seats, who must act, and who is looking.

use serde::{Deserialize, Serialize};

/// A player's place at the table, `0..players`, in clockwise order.
pub type Seat = usize;

/// A small set of seats (at most 32), copied by value.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SeatSet(u32);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);

    /// Every seat of a table of `players`.
    pub fn all(players: usize) -> SeatSet {
        debug_assert!(players <= 32);
        SeatSet(if players >= 32 {
            u32::MAX
        } else {
            (1u32 << players) - 1
        })
    }

    pub fn only(seat: Seat) -> SeatSet {
        SeatSet(1 << seat)
    }

    pub fn bits(self) -> u32 {
        self.0
    }

    pub fn from_bits(bits: u32) -> SeatSet {
        SeatSet(bits)
    }

    pub fn contains(self, seat: Seat) -> bool {
        seat < 32 && self.0 & (1 << seat) != 0
    }

    pub fn insert(&mut self, seat: Seat) {
        self.0 |= 1 << seat;
    }

    pub fn remove(&mut self, seat: Seat) {
        self.0 &= !(1 << seat);
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every seat of this set is in `other` too.
    pub fn is_subset(self, other: SeatSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The lowest seat in the set.
    pub fn first(self) -> Option<Seat> {
        (self.0 != 0).then(|| self.0.trailing_zeros() as Seat)
    }

    /// Seats in ascending order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                None
            } else {
                let s = bits.trailing_zeros() as Seat;
                bits &= bits - 1;
                Some(s)
            }
        })
    }
}

impl std::fmt::Debug for SeatSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        let mut set = SeatSet::EMPTY;
        for s in iter {
            set.insert(s);
        }
        set
    }
}

/// Who must act now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ToAct {
    /// One player acts; everyone else waits.
    Seat(Seat),
    /// Several players decide at the same time and in secret. The set holds the
    /// seats that have not decided yet; it shrinks as choices come in and the
    /// decision resolves inside `apply` when the last one arrives.
    Simultaneous(SeatSet),
    /// Nobody: the game is over.
    Over,
}

impl ToAct {
    /// The seats that may act now.
    pub fn seats(self) -> SeatSet {
        match self {
            ToAct::Seat(s) => SeatSet::only(s),
            ToAct::Simultaneous(set) => set,
            ToAct::Over => SeatSet::EMPTY,
        }
    }

    pub fn includes(self, seat: Seat) -> bool {
        self.seats().contains(seat)
    }

    pub fn is_over(self) -> bool {
        matches!(self, ToAct::Over)
    }
}

/// Whose eyes a view is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Viewer {
    /// A player: the public table plus that player's own hidden cards.
    Seat(Seat),
    /// Someone watching: only the public table.
    Spectator,
}

impl Viewer {
    pub fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat(s) => Some(s),
            Viewer::Spectator => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_set_basics() {
        let mut s = SeatSet::all(4);
        assert_eq!(s.len(), 4);
        s.remove(1);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, 2, 3]);
        assert!(!s.contains(1));
        assert_eq!(s.first(), Some(0));
        assert_eq!(SeatSet::EMPTY.first(), None);
        assert!(s.is_subset(SeatSet::all(4)));
        assert!(!SeatSet::all(4).is_subset(s));
        assert!(SeatSet::EMPTY.is_subset(s));
        assert_eq!([5, 2].into_iter().collect::<SeatSet>().len(), 2);
    }
}

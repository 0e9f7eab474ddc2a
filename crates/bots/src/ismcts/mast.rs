//! MAST (move-average sampling): the playout policy.
//!
//! Uniformly random playouts judge a position by how random players would
//! finish it, which can be far from the truth: in For Sale random bidders
//! throw their chips away, so chips look worthless. MAST learns, during the
//! search, each seat's average reward after playing an action (anywhere in
//! the game), and playouts pick the action with the best average most of the
//! time (epsilon-greedy). It needs nothing from the game but `Hash` on
//! actions: the averages live in a fixed direct-mapped table per seat, so
//! two actions that share a slot share an average (harmless: it only shapes
//! the playouts).

use std::hash::{Hash, Hasher};

/// Slots per seat (a power of two).
const SLOTS: usize = 1 << 12;

/// A fast non-cryptographic hasher (FxHash's mixing step).
#[derive(Default)]
pub(crate) struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        // Final avalanche so that low bits depend on every input bit.
        let mut z = self.0;
        z = (z ^ (z >> 33)).wrapping_mul(0xff51_afd7_ed55_8ccd);
        z ^ (z >> 33)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.write_u64(i as u64);
    }
    fn write_u16(&mut self, i: u16) {
        self.write_u64(i as u64);
    }
    fn write_u32(&mut self, i: u32) {
        self.write_u64(i as u64);
    }
    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }
    fn write_isize(&mut self, i: isize) {
        self.write_u64(i as u64);
    }
}

/// The slot of an action.
pub(crate) fn slot<A: Hash>(action: &A) -> u32 {
    let mut h = Fx::default();
    action.hash(&mut h);
    (h.finish() as usize & (SLOTS - 1)) as u32
}

/// A 64-bit key for a list of events (the tree's children are found by it).
pub(crate) fn events_key<E: Hash>(events: &[E]) -> u64 {
    let mut h = Fx::default();
    events.hash(&mut h);
    h.finish()
}

/// Per seat and slot: summed reward and count.
#[derive(Default)]
pub(crate) struct Mast {
    sums: Vec<f32>,
    counts: Vec<u32>,
}

impl Mast {
    pub(crate) fn reset(&mut self, players: usize) {
        self.sums.clear();
        self.sums.resize(players * SLOTS, 0.0);
        self.counts.clear();
        self.counts.resize(players * SLOTS, 0);
    }

    /// The average reward of `seat` after the action in `slot`; untried
    /// actions look as good as a sure win, so that they get tried.
    pub(crate) fn value(&self, seat: usize, slot: u32) -> f32 {
        let i = seat * SLOTS + slot as usize;
        match self.counts.get(i) {
            Some(&n) if n > 0 => self.sums[i] / n as f32,
            _ => 1.0,
        }
    }

    /// Bytes the table holds.
    pub(crate) fn bytes(&self) -> usize {
        self.sums.capacity() * size_of::<f32>() + self.counts.capacity() * size_of::<u32>()
    }

    pub(crate) fn update(&mut self, seat: usize, slot: u32, reward: f64) {
        let i = seat * SLOTS + slot as usize;
        if i < self.counts.len() {
            self.sums[i] += reward as f32;
            self.counts[i] += 1;
        }
    }
}

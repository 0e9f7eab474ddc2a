//! Observation layouts and the writer that fills them.
//!
//! A layout is a list of named fields: some before the seat blocks, one block
//! per seat (the viewer's own first, then the others clockwise), some after.
//! The writer is told each field's name as it starts it; debug builds check
//! the name and the position against the layout, so the documented layout
//! and the code that fills it cannot drift apart unnoticed.

use serde::Serialize;

/// One named run of floats in an observation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Field {
    pub name: &'static str,
    pub len: usize,
    /// What the floats hold and how they are scaled.
    pub about: &'static str,
}

/// Shorthand for the layout tables.
pub const fn field(name: &'static str, len: usize, about: &'static str) -> Field {
    Field { name, len, about }
}

/// The fields of an observation, in order: `head`, then `seats` blocks of
/// `seat` (block 0 is the viewer's seat, block k the seat k places after it
/// clockwise; blocks past the player count are zeros), then `tail`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub head: &'static [Field],
    pub seat: &'static [Field],
    pub seats: usize,
    pub tail: &'static [Field],
}

const fn sum(fields: &[Field]) -> usize {
    let mut total = 0;
    let mut i = 0;
    while i < fields.len() {
        total += fields[i].len;
        i += 1;
    }
    total
}

/// A field with its place in the observation, seat fields named per block
/// (`seat0.chips` is the viewer's, `seat1.chips` the next seat's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Placed {
    pub name: String,
    pub start: usize,
    pub len: usize,
    pub about: &'static str,
}

impl Layout {
    /// Floats in the whole observation.
    pub const fn len(&self) -> usize {
        sum(self.head) + self.seats * sum(self.seat) + sum(self.tail)
    }

    pub const fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Floats in one seat block.
    pub const fn seat_len(&self) -> usize {
        sum(self.seat)
    }

    /// Fields in order: head, seat blocks, tail.
    fn parts(&self) -> usize {
        self.head.len() + self.seats * self.seat.len() + self.tail.len()
    }

    /// The `i`-th field in order, with its block (for seat fields).
    fn nth(&self, i: usize) -> (Option<usize>, Field) {
        if i < self.head.len() {
            return (None, self.head[i]);
        }
        let i = i - self.head.len();
        let per = self.seat.len();
        if i < self.seats * per {
            return (Some(i / per), self.seat[i % per]);
        }
        (None, self.tail[i - self.seats * per])
    }

    /// Every field with its start, seat fields once per block.
    pub fn placed(&self) -> Vec<Placed> {
        let mut start = 0;
        (0..self.parts())
            .map(|i| {
                let (block, f) = self.nth(i);
                let name = match block {
                    Some(b) => format!("seat{b}.{}", f.name),
                    None => f.name.to_string(),
                };
                let p = Placed {
                    name,
                    start,
                    len: f.len,
                    about: f.about,
                };
                start += f.len;
                p
            })
            .collect()
    }
}

/// No observation value lies outside `-BOUND..=BOUND`.
pub const BOUND: f32 = 10.0;

/// Fills one observation. It starts zeroed; each field is opened with
/// [`Obs::field`] and written in order.
pub struct Obs<'a> {
    out: &'a mut [f32],
    at: usize,
    // The checks against the layout are debug builds' only: in release the
    // writer is the buffer and one index.
    #[cfg(debug_assertions)]
    layout: &'static Layout,
    /// The next field of the layout.
    #[cfg(debug_assertions)]
    part: usize,
}

impl<'a> Obs<'a> {
    /// A writer over `out`, which must be exactly `layout.len()` long.
    pub fn new(layout: &'static Layout, out: &'a mut [f32]) -> Obs<'a> {
        assert_eq!(
            out.len(),
            layout.len(),
            "an observation buffer of the layout's length"
        );
        out.fill(0.0);
        #[cfg(not(debug_assertions))]
        let _ = layout;
        Obs {
            out,
            at: 0,
            #[cfg(debug_assertions)]
            layout,
            #[cfg(debug_assertions)]
            part: 0,
        }
    }

    /// Starts the next field of the layout, which must be `name`.
    #[inline]
    pub fn field(&mut self, name: &str) {
        #[cfg(debug_assertions)]
        {
            self.check_filled();
            let (_, f) = self.layout.nth(self.part);
            assert_eq!(f.name, name, "fields written out of the layout's order");
            self.part += 1;
        }
        #[cfg(not(debug_assertions))]
        let _ = name;
    }

    /// The field before this point is filled exactly.
    #[cfg(debug_assertions)]
    fn check_filled(&self) {
        let start: usize = (0..self.part).map(|i| self.layout.nth(i).1.len).sum();
        assert_eq!(
            self.at,
            start,
            "field {:?} written with the wrong length",
            self.part.checked_sub(1).map(|i| self.layout.nth(i).1.name)
        );
    }

    /// Every field written, each to its length. Values are held within
    /// [`BOUND`] (the scales keep real games well inside it).
    pub fn finish(self) {
        #[cfg(debug_assertions)]
        {
            assert_eq!(self.part, self.layout.parts(), "fields left unwritten");
            self.check_filled();
        }
        assert_eq!(self.at, self.out.len(), "the observation is filled");
        for x in self.out.iter_mut() {
            *x = x.clamp(-BOUND, BOUND);
        }
    }

    #[inline]
    pub fn put(&mut self, x: f32) {
        self.out[self.at] = x;
        self.at += 1;
    }

    #[inline]
    pub fn flag(&mut self, b: bool) {
        self.put(if b { 1.0 } else { 0.0 });
    }

    /// `x / max`.
    #[inline]
    pub fn scaled(&mut self, x: impl Into<f64>, max: f64) {
        self.put((x.into() / max) as f32);
    }

    /// `n` floats, 1 at `i` (none for `None` or an `i` out of range).
    #[inline]
    pub fn one_hot(&mut self, i: Option<usize>, n: usize) {
        if let Some(i) = i.filter(|&i| i < n) {
            self.out[self.at + i] = 1.0;
        }
        self.at += n;
    }

    /// `n` floats counting the indexes in `items` (those out of range are
    /// left out), each count times `unit`.
    #[inline]
    pub fn counts(&mut self, items: impl IntoIterator<Item = usize>, n: usize, unit: f32) {
        for i in items {
            if i < n {
                self.out[self.at + i] += unit;
            }
        }
        self.at += n;
    }

    /// Every field at once, written by `write` into the whole buffer (an
    /// observation another crate writes: For Sale's, by the learned policy
    /// of `urbs-bots`). Only on a fresh writer.
    pub fn whole(&mut self, write: impl FnOnce(&mut [f32])) {
        assert_eq!(self.at, 0, "a whole observation on a fresh writer");
        write(self.out);
        self.at = self.out.len();
        #[cfg(debug_assertions)]
        {
            self.part = self.layout.parts();
        }
    }

    /// Zeros for each of `fields` (an absent seat).
    pub fn skip_fields(&mut self, fields: &[Field]) {
        for f in fields {
            self.field(f.name);
            self.skip(f.len);
        }
    }

    /// The seat of block `k` of the seat blocks (`k` places after `me`
    /// clockwise among `players`), or `None` for a block past the players,
    /// written as zeros for each of `fields`.
    pub fn seat_block(
        &mut self,
        me: usize,
        k: usize,
        players: usize,
        fields: &[Field],
    ) -> Option<usize> {
        if k >= players {
            self.skip_fields(fields);
            return None;
        }
        Some(seat_after(me, k, players))
    }

    /// The head of a present seat's block: fields `present` and `to_act`.
    pub fn seat_head(&mut self, to_act: bool) {
        self.field("present");
        self.flag(true);
        self.field("to_act");
        self.flag(to_act);
    }

    /// `n` zeros (an absent seat, an empty slot).
    #[inline]
    pub fn skip(&mut self, n: usize) {
        self.at += n;
    }
}

/// The seat `k` places after `me` clockwise, among `players`.
#[inline]
pub fn seat_after(me: usize, k: usize, players: usize) -> usize {
    (me + k) % players
}

/// How many places after `me` clockwise `seat` sits.
#[inline]
pub fn places_after(me: usize, seat: usize, players: usize) -> usize {
    (seat + players - me % players) % players
}

#[cfg(test)]
mod tests {
    use super::*;

    static LAYOUT: Layout = Layout {
        head: &[field("a", 2, ""), field("b", 1, "")],
        seat: &[field("x", 3, "")],
        seats: 2,
        tail: &[field("t", 1, "")],
    };

    #[test]
    fn layouts_place_every_field() {
        assert_eq!(LAYOUT.len(), 10);
        let placed = LAYOUT.placed();
        let names: Vec<&str> = placed.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["a", "b", "seat0.x", "seat1.x", "t"]);
        assert_eq!(placed[3].start, 6);
        assert_eq!(placed[4].start, 9);
    }

    fn write(lens: [usize; 5]) {
        let mut out = vec![7.0; 10];
        let mut obs = Obs::new(&LAYOUT, &mut out);
        for (name, len) in ["a", "b", "x", "x", "t"].into_iter().zip(lens) {
            obs.field(name);
            obs.skip(len);
        }
        obs.finish();
    }

    #[test]
    fn the_writer_follows_the_layout() {
        // The buffer starts as sevens: whatever is not written reads 0.
        let mut out = vec![7.0; 10];
        let mut obs = Obs::new(&LAYOUT, &mut out);
        obs.field("a");
        obs.put(0.5);
        obs.flag(true);
        obs.field("b");
        obs.scaled(3, 4.0);
        // The viewer's block: a one-hot; the next seat's: counts, the
        // index out of range left out.
        assert_eq!(obs.seat_block(1, 0, 2, LAYOUT.seat), Some(1));
        obs.field("x");
        obs.one_hot(Some(2), 3);
        assert_eq!(obs.seat_block(1, 1, 2, LAYOUT.seat), Some(0));
        obs.field("x");
        obs.counts([0, 0, 2, 5], 3, 0.5);
        obs.field("t");
        obs.put(25.0);
        obs.finish();
        assert_eq!(out, [0.5, 1.0, 0.75, 0.0, 0.0, 1.0, 1.0, 0.0, 0.5, BOUND]);
    }

    #[test]
    fn an_absent_seat_is_zeros() {
        let mut out = vec![7.0; 10];
        let mut obs = Obs::new(&LAYOUT, &mut out);
        obs.field("a");
        obs.put(-30.0);
        obs.put(1.0);
        obs.field("b");
        obs.flag(false);
        assert_eq!(obs.seat_block(0, 0, 1, LAYOUT.seat), Some(0));
        obs.field("x");
        obs.one_hot(None, 3);
        // One player: the second block is past the players.
        assert_eq!(obs.seat_block(0, 1, 1, LAYOUT.seat), None);
        obs.field("t");
        obs.flag(true);
        obs.finish();
        assert_eq!(out, [-BOUND, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0]);
    }

    /// The message `f` panics with.
    fn panic_message(f: impl FnOnce() + std::panic::UnwindSafe) -> String {
        let err = std::panic::catch_unwind(f).expect_err("a panic");
        err.downcast_ref::<String>()
            .cloned()
            .or_else(|| err.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default()
    }

    /// A field written short is caught in release builds too, where the
    /// layout is not followed field by field: by the total.
    #[test]
    fn an_observation_written_short_is_caught_in_every_build() {
        let message = panic_message(|| write([2, 1, 3, 3, 0]));
        let expected = if cfg!(debug_assertions) {
            "field Some(\"t\") written with the wrong length"
        } else {
            "the observation is filled"
        };
        assert!(
            message.starts_with(&format!("assertion `left == right` failed: {expected}\n")),
            "{message}"
        );
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "wrong length")]
    fn a_field_of_the_wrong_length_is_caught() {
        write([2, 2, 2, 3, 1]);
    }

    #[test]
    fn seats_count_clockwise_from_the_viewer() {
        assert_eq!(seat_after(2, 1, 3), 0);
        assert_eq!(places_after(2, 0, 3), 1);
        assert_eq!(places_after(1, 1, 4), 0);
    }
}

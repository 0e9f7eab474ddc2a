//! What the bots keep between moves (their search trees, reused from move
//! to move), held within a budget: each bot to its share after its move,
//! all of them together to the budget, the coldest (longest unused) given
//! back first.

use std::collections::HashMap;
use std::sync::Mutex;

use urbs_engine::Seat;

/// The ledger of bytes kept, per game and seat.
pub(crate) struct KeptMemory {
    /// Bytes all bots may keep together.
    budget: usize,
    /// Bytes one bot may keep.
    per_bot: usize,
    ledger: Mutex<Ledger>,
}

#[derive(Default)]
struct Ledger {
    bots: HashMap<(String, Seat), Kept>,
    total: usize,
    /// Counts the notes, so that the coldest is the one noted longest ago.
    tick: u64,
}

struct Kept {
    bytes: usize,
    used: u64,
}

impl KeptMemory {
    pub fn new(budget: usize, per_bot: usize) -> KeptMemory {
        KeptMemory {
            budget,
            per_bot: per_bot.min(budget),
            ledger: Mutex::default(),
        }
    }

    /// Bytes one bot may keep after its move.
    pub fn per_bot(&self) -> usize {
        self.per_bot
    }

    /// Bytes kept now, as the bots reported them.
    pub fn total(&self) -> usize {
        self.ledger.lock().expect("ledger lock").total
    }

    /// Notes what the bot of `seat` in game `id` keeps after its move (the
    /// warmest now); whether all are over the budget.
    pub fn note(&self, id: &str, seat: Seat, bytes: usize) -> bool {
        let mut ledger = self.ledger.lock().expect("ledger lock");
        ledger.tick += 1;
        let used = ledger.tick;
        ledger.set(id, seat, bytes, used);
        ledger.total > self.budget
    }

    /// Whether all bots together keep no more than the budget.
    pub fn within_budget(&self) -> bool {
        self.total() <= self.budget
    }

    /// The bots keeping something, coldest first.
    pub fn coldest(&self) -> Vec<(String, Seat)> {
        let ledger = self.ledger.lock().expect("ledger lock");
        let mut bots: Vec<(&(String, Seat), u64)> =
            ledger.bots.iter().map(|(key, k)| (key, k.used)).collect();
        bots.sort_unstable_by_key(|(_, used)| *used);
        bots.into_iter().map(|(key, _)| key.clone()).collect()
    }

    /// Notes what a bot keeps once given back (or gone: 0), as cold as it was.
    pub fn released(&self, id: &str, seat: Seat, bytes: usize) {
        let mut ledger = self.ledger.lock().expect("ledger lock");
        let used = ledger
            .bots
            .get(&(id.to_string(), seat))
            .map_or(0, |k| k.used);
        ledger.set(id, seat, bytes, used);
    }

    /// Forgets every bot of game `id` (finished, or gone from memory).
    pub fn forget_game(&self, id: &str) {
        let mut ledger = self.ledger.lock().expect("ledger lock");
        let gone: usize = ledger
            .bots
            .iter()
            .filter(|((g, _), _)| g == id)
            .map(|(_, k)| k.bytes)
            .sum();
        ledger.bots.retain(|(g, _), _| g != id);
        ledger.total -= gone;
    }
}

impl Ledger {
    fn set(&mut self, id: &str, seat: Seat, bytes: usize, used: u64) {
        let key = (id.to_string(), seat);
        let before = self.bots.get(&key).map_or(0, |k| k.bytes);
        self.total = self.total - before + bytes;
        if bytes == 0 {
            self.bots.remove(&key);
        } else {
            self.bots.insert(key, Kept { bytes, used });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_coldest_come_first_and_the_total_follows_the_notes() {
        let kept = KeptMemory::new(10, 4);
        assert!(!kept.note("a", 0, 4));
        assert!(!kept.note("b", 0, 4));
        assert!(!kept.note("a", 1, 1));
        assert_eq!(kept.total(), 9);
        assert!(kept.note("c", 0, 3), "12 over 10");
        let key = |g: &str, s: Seat| (g.to_string(), s);
        assert_eq!(
            kept.coldest(),
            [key("a", 0), key("b", 0), key("a", 1), key("c", 0)]
        );
        kept.released("a", 0, 0);
        assert!(kept.within_budget());
        // Warmed by its move, b's seat 0 is now the warmest.
        assert!(!kept.note("b", 0, 4));
        assert_eq!(kept.coldest(), [key("a", 1), key("c", 0), key("b", 0)]);
        // A bot given back part of its tree stays as cold as it was.
        kept.released("c", 0, 1);
        assert_eq!(kept.coldest(), [key("a", 1), key("c", 0), key("b", 0)]);
        assert_eq!(kept.total(), 6);
        kept.forget_game("c");
        kept.forget_game("a");
        assert_eq!((kept.total(), kept.coldest()), (4, vec![key("b", 0)]));
        assert_eq!(KeptMemory::new(10, 40).per_bot(), 10);
    }
}

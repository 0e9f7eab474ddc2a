//! What the bots hold, within a budget: the search trees they keep between
//! moves (reused from move to move) and the room each has to think in.
//!
//! - A bot about to think gets its room first: its share of the budget
//!   (`per_bot`), less if the budget is taken by others thinking, once the
//!   coldest (longest unused) of the trees kept are given back to make it.
//!   Its search grows no further than that room
//!   ([`urbs_bots::DynBot::limit_memory`]).
//! - After its move it keeps its tree, at most its room, and the room
//!   goes back to the budget.
//!
//! - A hint's or a review's search gets a room the same way
//!   ([`Hub::room_to_search`]), held while it searches and given back when
//!   it ends, however it ends; it keeps no tree. Hints and reviews together
//!   have at most a third of the budget (their two shares of the pool's
//!   six, [`super::pool`]), each an equal part of it per thread of the
//!   pool (at most one search per thread), so bot moves always find
//!   theirs and no search finds the others took it all.
//!
//! So the trees kept and the rooms of the bots thinking and of the
//! searches add up to at most the budget at every moment (allocators' own
//! keeping aside).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use urbs_engine::Seat;

use super::super::{GameCell, Hub};

/// The ledger of bytes kept and rooms given, per game and seat.
pub(crate) struct KeptMemory {
    /// Bytes all bots may hold together.
    budget: usize,
    /// Bytes one bot may hold.
    per_bot: usize,
    /// Bytes one hint's or review's search may grow to.
    per_search: usize,
    ledger: Mutex<Ledger>,
}

#[derive(Default)]
struct Ledger {
    /// Bots between moves, with what they keep.
    bots: HashMap<(String, Seat), Kept>,
    /// Bytes those keep.
    total: usize,
    /// Bots thinking, with their rooms.
    thinking: HashMap<(String, Seat), Room>,
    /// Bytes of those rooms and of the searches' (`lent`).
    rooms: usize,
    /// Hints' and reviews' searches under way, with their rooms.
    searches: HashMap<u64, usize>,
    /// Bytes of those rooms.
    lent: usize,
    /// Numbers the searches.
    loans: u64,
    /// Counts the notes, so that the coldest is the one noted longest ago.
    tick: u64,
}

struct Kept {
    bytes: usize,
    used: u64,
}

/// A thinking bot's room, and what it kept as it began.
struct Room {
    bytes: usize,
    held: usize,
}

type Key = (String, Seat);

impl KeptMemory {
    pub fn new(budget: usize, per_bot: usize) -> KeptMemory {
        KeptMemory {
            budget,
            per_bot: per_bot.min(budget),
            per_search: per_bot.min(budget / 3),
            ledger: Mutex::default(),
        }
    }

    /// At most `threads` searches run at once (each holds a place on the
    /// pool): each has an equal part of the searches' share, so that none
    /// finds it taken by the others.
    pub fn searches_at_once(self, threads: usize) -> KeptMemory {
        KeptMemory {
            per_search: self.per_bot.min(self.searches_share() / threads.max(1)),
            ..self
        }
    }

    fn ledger(&self) -> std::sync::MutexGuard<'_, Ledger> {
        self.ledger.lock().expect("ledger lock")
    }

    /// Bytes the bots hold now, as they reported them (a bot thinking:
    /// what it kept as it began).
    pub fn total(&self) -> usize {
        let ledger = self.ledger();
        ledger.total + ledger.thinking.values().map(|r| r.held).sum::<usize>()
    }

    /// Bytes spoken for now: the trees kept and the rooms of the bots
    /// thinking (within the budget, as long as bots keep to their rooms).
    pub fn committed(&self) -> usize {
        let ledger = self.ledger();
        ledger.total + ledger.rooms
    }

    /// The bot of `seat` in game `id` begins to think: what it keeps is its
    /// room for now, out of the coldest's way.
    pub fn begin(&self, id: &str, seat: Seat) {
        let mut ledger = self.ledger();
        let key = (id.to_string(), seat);
        let held = ledger.bots.get(&key).map_or(0, |k| k.bytes);
        ledger.set(&key, 0, 0);
        ledger.end(&key);
        ledger.rooms += held;
        ledger.thinking.insert(key, Room { bytes: held, held });
    }

    /// Whether the bot of `seat` in game `id`, thinking, would have more
    /// room if a tree kept were given back.
    pub fn crowded(&self, id: &str, seat: Seat) -> bool {
        let ledger = self.ledger();
        let own = ledger.room(&(id.to_string(), seat));
        ledger.total > 0 && ledger.total + ledger.rooms - own + self.per_bot > self.budget
    }

    /// The room of the bot of `seat` in game `id` for its move: its share,
    /// or what the budget has left.
    pub fn grant(&self, id: &str, seat: Seat) -> usize {
        let mut ledger = self.ledger();
        let key = (id.to_string(), seat);
        let own = ledger.room(&key);
        let others = ledger.total + ledger.rooms - own;
        let bytes = self.per_bot.min(self.budget.saturating_sub(others));
        let held = ledger.thinking.get(&key).map_or(0, |r| r.held);
        ledger.rooms = ledger.rooms - own + bytes;
        ledger.thinking.insert(key, Room { bytes, held });
        bytes
    }

    /// Notes what the bot of `seat` in game `id` keeps after its move (the
    /// warmest now), its room given back; whether all are over the budget
    /// (a bot that kept more than its room).
    pub fn note(&self, id: &str, seat: Seat, bytes: usize) -> bool {
        let mut ledger = self.ledger();
        let key = (id.to_string(), seat);
        ledger.end(&key);
        ledger.tick += 1;
        let used = ledger.tick;
        ledger.set(&key, bytes, used);
        ledger.total + ledger.rooms > self.budget
    }

    /// Gives back the room of the bot of `seat` in game `id` if it still
    /// thinks (it stopped without a move to note: it keeps nothing).
    pub fn end(&self, id: &str, seat: Seat) {
        self.ledger().end(&(id.to_string(), seat));
    }

    /// Bytes hints and reviews may search in together: a third of the
    /// budget, so that bot moves are never starved by them.
    fn searches_share(&self) -> usize {
        self.budget / 3
    }

    /// The room a search about to start would have, with no tree kept in
    /// its way: its part, within what the searches have left of their
    /// share.
    fn search_wants(&self, ledger: &Ledger) -> usize {
        self.per_search
            .min(self.searches_share().saturating_sub(ledger.lent))
    }

    /// Whether a hint's or a review's search about to start would have
    /// more room if a tree kept were given back.
    pub fn search_crowded(&self) -> bool {
        let ledger = self.ledger();
        ledger.total > 0 && ledger.total + ledger.rooms + self.search_wants(&ledger) > self.budget
    }

    /// A room for a hint's or a review's search: its number, and its bytes
    /// (what it wants, or what the budget has left).
    pub fn lend(&self) -> (u64, usize) {
        let mut ledger = self.ledger();
        let left = self.budget.saturating_sub(ledger.total + ledger.rooms);
        let bytes = self.search_wants(&ledger).min(left);
        ledger.loans += 1;
        let loan = ledger.loans;
        ledger.searches.insert(loan, bytes);
        ledger.lent += bytes;
        ledger.rooms += bytes;
        (loan, bytes)
    }

    /// The search numbered `loan` is over: its room goes back.
    pub fn repay(&self, loan: u64) {
        let mut ledger = self.ledger();
        if let Some(bytes) = ledger.searches.remove(&loan) {
            ledger.lent -= bytes;
            ledger.rooms -= bytes;
        }
    }

    /// Bytes lent to hints' and reviews' searches now, and how many.
    pub fn lent(&self) -> (usize, usize) {
        let ledger = self.ledger();
        (ledger.lent, ledger.searches.len())
    }

    /// Whether the trees kept and the rooms are within the budget.
    pub fn within_budget(&self) -> bool {
        self.committed() <= self.budget
    }

    /// The bots keeping something between moves, coldest first.
    pub fn coldest(&self) -> Vec<Key> {
        let ledger = self.ledger();
        let mut bots: Vec<(&Key, u64)> = ledger.bots.iter().map(|(key, k)| (key, k.used)).collect();
        bots.sort_unstable_by_key(|(_, used)| *used);
        bots.into_iter().map(|(key, _)| key.clone()).collect()
    }

    /// Notes what a bot keeps once given back (or gone: 0), as cold as it
    /// was; a bot thinking meanwhile is noted after its move.
    pub fn released(&self, id: &str, seat: Seat, bytes: usize) {
        let mut ledger = self.ledger();
        let key = (id.to_string(), seat);
        if let Some(used) = ledger.bots.get(&key).map(|k| k.used) {
            ledger.set(&key, bytes, used);
        }
    }

    /// Forgets every bot of game `id` between moves (finished, or gone
    /// from memory).
    pub fn forget_game(&self, id: &str) {
        let mut ledger = self.ledger();
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
    fn set(&mut self, key: &Key, bytes: usize, used: u64) {
        let before = self.bots.get(key).map_or(0, |k| k.bytes);
        self.total = self.total - before + bytes;
        if bytes == 0 {
            self.bots.remove(key);
        } else {
            self.bots.insert(key.clone(), Kept { bytes, used });
        }
    }

    fn room(&self, key: &Key) -> usize {
        self.thinking.get(key).map_or(0, |r| r.bytes)
    }

    fn end(&mut self, key: &Key) {
        if let Some(room) = self.thinking.remove(key) {
            self.rooms -= room.bytes;
        }
    }
}

/// A bot's room to think in for one move ([`Hub::room_to_think`]): given
/// back when dropped, if its move was not noted.
pub(crate) struct Thinking<'a> {
    kept: &'a KeptMemory,
    id: String,
    seat: Seat,
    /// Bytes the bot may hold.
    pub bytes: usize,
}

impl Drop for Thinking<'_> {
    fn drop(&mut self) {
        self.kept.end(&self.id, self.seat);
    }
}

/// A hint's or a review's room to search in ([`Hub::room_to_search`]):
/// held by the search itself (on its thread), given back when dropped,
/// whether the search answered, failed or its asker went away.
pub(crate) struct Searching {
    kept: Arc<KeptMemory>,
    loan: u64,
    /// Bytes the search may grow to.
    pub bytes: usize,
}

impl Drop for Searching {
    fn drop(&mut self) {
        self.kept.repay(self.loan);
    }
}

impl Hub {
    /// Bytes lent to hints' and reviews' searches now (at most a third of
    /// `--bot-memory`), and how many hold a room.
    pub fn searches_lent_bytes(&self) -> (usize, usize) {
        self.bots.kept.lent()
    }

    /// Bytes the bots' trees kept and the rooms of the bots thinking take
    /// of the budget now (at most `--bot-memory`, as long as every bot
    /// keeps to its room).
    pub fn bots_committed_bytes(&self) -> usize {
        self.bots.kept.committed()
    }

    /// The room of the bot of `seat` in `cell` to think in, taken out of
    /// its game to think: its share of the budget, once the coldest trees
    /// kept are given back to make it (bots thinking are not touched: they
    /// have their rooms).
    pub(super) fn room_to_think(&self, cell: &GameCell, seat: Seat) -> Thinking<'_> {
        let kept = &self.bots.kept;
        kept.begin(&cell.id, seat);
        self.give_back_coldest(|kept| !kept.crowded(&cell.id, seat));
        Thinking {
            kept,
            id: cell.id.clone(),
            seat,
            bytes: kept.grant(&cell.id, seat),
        }
    }

    /// Gives back the trees kept, coldest first, until `enough` (bots out
    /// thinking are passed over: they have their rooms).
    pub(super) fn give_back_coldest(&self, enough: impl Fn(&KeptMemory) -> bool) {
        let kept = &self.bots.kept;
        for (id, cold) in kept.coldest() {
            if enough(kept) {
                return;
            }
            match self.in_memory(&id) {
                Some(other) => self.release_bot(&other, cold),
                // Gone from memory, and its bots with it.
                None => kept.forget_game(&id),
            }
        }
    }

    /// The room of a hint's or a review's search, out of the same budget as
    /// the bots': once the coldest trees kept are given back to make it,
    /// its share, within the third of the budget all such searches share.
    pub(crate) fn room_to_search(&self) -> Searching {
        let kept = &self.bots.kept;
        self.give_back_coldest(|kept| !kept.search_crowded());
        let (loan, bytes) = kept.lend();
        Searching {
            kept: kept.clone(),
            loan,
            bytes,
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
        let alone = KeptMemory::new(10, 40);
        alone.begin("a", 0);
        assert_eq!(alone.grant("a", 0), 10, "a share is at most the budget");
    }

    #[test]
    fn bots_thinking_at_once_share_the_budget_with_the_trees_kept() {
        let kept = KeptMemory::new(10, 4);
        kept.note("a", 0, 3);
        kept.note("b", 0, 3);
        kept.note("c", 0, 2);
        // a thinks in its own tree, and has its share without another's.
        kept.begin("a", 0);
        assert_eq!((kept.total(), kept.committed()), (8, 8));
        assert!(!kept.crowded("a", 0));
        assert_eq!(kept.grant("a", 0), 4);
        assert_eq!((kept.total(), kept.committed()), (8, 9));
        assert_eq!(kept.coldest(), [("b".to_string(), 0), ("c".to_string(), 0)]);
        // d has no tree: room is made by giving back the coldest, b's.
        kept.begin("d", 0);
        assert!(kept.crowded("d", 0));
        kept.released("b", 0, 0);
        assert!(!kept.crowded("d", 0));
        assert_eq!(kept.grant("d", 0), 4);
        assert_eq!(kept.committed(), 10);
        // e finds nothing more to give back than c's: it has what is left.
        kept.begin("e", 0);
        kept.released("c", 0, 0);
        assert!(!kept.crowded("e", 0), "no tree kept is left to give back");
        assert_eq!(kept.grant("e", 0), 2);
        assert_eq!(kept.committed(), 10, "never over the budget");
        // A thinking bot is never given back by the others.
        kept.released("a", 0, 0);
        assert_eq!(kept.total(), 3, "a still holds its 3 as it began");
        // a keeps its tree, within its room; its room goes back.
        assert!(!kept.note("a", 0, 4));
        assert_eq!((kept.total(), kept.committed()), (4, 10));
        // e stops without a move: its room goes back, and it keeps nothing.
        kept.end("e", 0);
        assert_eq!((kept.total(), kept.committed()), (4, 8));
        // A bot that keeps more than its room is over: the caller gives
        // back the coldest.
        assert!(kept.note("d", 0, 7));
        assert!(!kept.within_budget());
    }

    #[test]
    fn searches_share_a_third_of_the_budget_and_give_their_rooms_back() {
        let kept = KeptMemory::new(12, 4).searches_at_once(2);
        kept.note("a", 0, 7);
        kept.note("b", 0, 4);
        // 11 kept of 12: a search's part (a third of 12 over 2 threads)
        // needs the coldest tree given back.
        assert!(kept.search_crowded());
        kept.released("a", 0, 0);
        assert!(!kept.search_crowded());
        let (one, a) = kept.lend();
        let (two, b) = kept.lend();
        assert_eq!((a, b), (2, 2));
        let (three, c) = kept.lend();
        assert_eq!(c, 0, "the searches' share is taken");
        assert_eq!(kept.lent(), (4, 3));
        assert_eq!(kept.committed(), 8);
        // A bot about to think still has its whole share beside them.
        kept.begin("d", 0);
        assert!(!kept.crowded("d", 0));
        assert_eq!(kept.grant("d", 0), 4);
        assert_eq!(kept.committed(), 12);
        assert!(!kept.search_crowded(), "no tree left to give back");
        assert_eq!(kept.lend().1, 0, "a search never passes the budget");
        for loan in [one, one, two, three, 4] {
            kept.repay(loan);
        }
        assert_eq!(kept.lent(), (0, 0));
        assert_eq!(kept.committed(), 8, "b's tree and d's room");
    }
}

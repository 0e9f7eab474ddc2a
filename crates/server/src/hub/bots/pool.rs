//! The threads every game's bots, hints and reviews think on, shared
//! fairly rather than first come, first served.
//!
//! - Work comes in three kinds, each with its share of the pool when all
//!   three wait: bot moves 4, hints 1, reviews 1 (stride scheduling, by
//!   finish tag: a kind that waited for nothing gains no credit meanwhile,
//!   and a move that comes with a hint goes first). An idle pool serves
//!   whatever waits.
//! - Within a kind, the clients asking (an address, an IPv6 /64) take turns
//!   one grant at a time, so a client with a hundred games waiting is one
//!   client among the others, not a hundred places ahead in the queue.
//! - A client has at most `per_client` bot moves thinking at once.
//!
//! A place is a [`Place`]: dropping it gives its threads back and hands
//! them on to whoever is next.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

use tokio::sync::oneshot;

/// What a place is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Work {
    Move = 0,
    Hint = 1,
    Review = 2,
}

/// Shares of the pool when every kind waits: bot moves, hints, reviews.
const SHARES: [u64; 3] = [4, 1, 1];
/// Stride scheduling: a grant moves its kind on by `STRIDE / share`.
const STRIDE: u64 = 12;

/// Threads to think on, shared by kind and by client.
#[derive(Clone)]
pub(crate) struct ThinkPool {
    queues: Arc<Mutex<Queues>>,
}

/// A place on the pool for one piece of work; gives its threads back when
/// dropped.
pub(crate) struct Place {
    queues: Arc<Mutex<Queues>>,
    threads: u32,
    work: Work,
    client: String,
}

struct Waiter {
    threads: u32,
    wake: oneshot::Sender<Place>,
}

#[derive(Default)]
struct Kind {
    /// Clients with work waiting, in the order they take their turns.
    turns: VecDeque<String>,
    waiting: HashMap<String, VecDeque<Waiter>>,
    /// Stride scheduling: the kind with the lowest pass goes next.
    pass: u64,
}

struct Queues {
    free: u32,
    per_client: usize,
    kinds: [Kind; 3],
    /// Bot moves thinking now, per client.
    thinking: HashMap<String, usize>,
}

impl ThinkPool {
    /// A pool of `threads`, with at most `per_client` bot moves of one
    /// client thinking at once.
    pub fn new(threads: u32, per_client: usize) -> ThinkPool {
        ThinkPool {
            queues: Arc::new(Mutex::new(Queues {
                free: threads.max(1),
                per_client: per_client.max(1),
                kinds: Default::default(),
                thinking: HashMap::new(),
            })),
        }
    }

    /// Waits for `threads` to think on for `work` of `client`, in its turn.
    pub async fn place(&self, work: Work, client: String, threads: u32) -> Place {
        let (wake, woken) = oneshot::channel();
        let grants = {
            let mut q = self.queues.lock().expect("pool lock");
            let threads = threads.max(1);
            q.enqueue(work, client, Waiter { threads, wake });
            q.dispatch(&self.queues)
        };
        hand_over(grants);
        woken
            .await
            .expect("a waiter is woken or dropped with the pool")
    }

    /// Work waiting for a place now.
    pub fn queued(&self) -> usize {
        let q = self.queues.lock().expect("pool lock");
        q.kinds
            .iter()
            .flat_map(|k| k.waiting.values())
            .map(VecDeque::len)
            .sum()
    }
}

/// Wakes the waiters granted a place, outside the lock: a waiter that gave
/// up meanwhile drops its place, which hands the threads on again.
fn hand_over(grants: Vec<(oneshot::Sender<Place>, Place)>) {
    for (wake, place) in grants {
        drop(wake.send(place));
    }
}

impl Queues {
    fn enqueue(&mut self, work: Work, client: String, waiter: Waiter) {
        let was_idle = self.kinds[work as usize].turns.is_empty();
        if was_idle {
            // A kind that waited for nothing has no credit saved up.
            let floor = self
                .kinds
                .iter()
                .filter(|k| !k.turns.is_empty())
                .map(|k| k.pass)
                .min();
            if let Some(floor) = floor {
                let kind = &mut self.kinds[work as usize];
                kind.pass = kind.pass.max(floor);
            }
        }
        let kind = &mut self.kinds[work as usize];
        let queue = kind.waiting.entry(client.clone()).or_default();
        if queue.is_empty() {
            kind.turns.push_back(client);
        }
        queue.push_back(waiter);
    }

    /// The next client of `work` whose turn it is and who may think now.
    fn next_client(&self, work: Work) -> Option<usize> {
        let kind = &self.kinds[work as usize];
        kind.turns.iter().position(|client| {
            work != Work::Move || self.thinking.get(client).copied().unwrap_or(0) < self.per_client
        })
    }

    /// Grants places while threads are free, by kind and by client.
    fn dispatch(&mut self, queues: &Arc<Mutex<Queues>>) -> Vec<(oneshot::Sender<Place>, Place)> {
        let mut grants = Vec::new();
        loop {
            let mut ready: Vec<(u64, usize, usize)> = [Work::Move, Work::Hint, Work::Review]
                .into_iter()
                .filter_map(|w| {
                    let k = w as usize;
                    let finish = self.kinds[k].pass + STRIDE / SHARES[k];
                    Some((finish, k, self.next_client(w)?))
                })
                .collect();
            ready.sort_unstable();
            let Some(&(_, k, at)) = ready.first() else {
                return grants;
            };
            let work = [Work::Move, Work::Hint, Work::Review][k];
            let kind = &mut self.kinds[k];
            let client = kind.turns[at].clone();
            let queue = kind
                .waiting
                .get_mut(&client)
                .expect("a client in turn waits");
            let threads = queue.front().expect("a waiting client has work").threads;
            if threads > self.free {
                // The one whose turn it is waits for threads enough; nobody
                // passes it (a search on several threads is never starved).
                return grants;
            }
            let waiter = queue.pop_front().expect("checked");
            kind.turns.remove(at);
            if queue.is_empty() {
                kind.waiting.remove(&client);
            } else {
                kind.turns.push_back(client.clone());
            }
            kind.pass += STRIDE / SHARES[k];
            self.free -= threads;
            if work == Work::Move {
                *self.thinking.entry(client.clone()).or_insert(0) += 1;
            }
            let place = Place {
                queues: queues.clone(),
                threads,
                work,
                client,
            };
            grants.push((waiter.wake, place));
        }
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        let grants = {
            let mut q = self.queues.lock().expect("pool lock");
            q.free += self.threads;
            if self.work == Work::Move
                && let Some(n) = q.thinking.get_mut(&self.client)
            {
                *n -= 1;
                if *n == 0 {
                    q.thinking.remove(&self.client);
                }
            }
            q.dispatch(&self.queues)
        };
        hand_over(grants);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::future::Future;
    use std::pin::Pin;
    use std::task::{Context, Poll, Waker};

    /// A request for a place, polled by hand (no runtime, no timing).
    struct Asked {
        name: String,
        waiting: Pin<Box<dyn Future<Output = Place>>>,
        place: Option<Place>,
    }

    impl Asked {
        /// Whether it holds its place now.
        fn poll(&mut self) -> bool {
            if self.place.is_none()
                && let Poll::Ready(p) = self
                    .waiting
                    .as_mut()
                    .poll(&mut Context::from_waker(Waker::noop()))
            {
                self.place = Some(p);
            }
            self.place.is_some()
        }
    }

    /// Asks for `threads` for `work` of `client`, polled once (so queued).
    fn ask_for(pool: &ThinkPool, name: &str, work: Work, client: &str, threads: u32) -> Asked {
        let pool = pool.clone();
        let client = client.to_string();
        let mut asked = Asked {
            name: name.to_string(),
            waiting: Box::pin(async move { pool.place(work, client, threads).await }),
            place: None,
        };
        asked.poll();
        asked
    }

    fn ask(pool: &ThinkPool, name: &str, work: Work, client: &str) -> Asked {
        ask_for(pool, name, work, client, 1)
    }

    /// The requests holding a place now, taken out of `asked`.
    fn granted(asked: &mut Vec<Asked>) -> Vec<Asked> {
        let mut out = Vec::new();
        let mut i = 0;
        while i < asked.len() {
            if asked[i].poll() {
                out.push(asked.remove(i));
            } else {
                i += 1;
            }
        }
        out
    }

    fn names(asked: &[Asked]) -> Vec<&str> {
        asked.iter().map(|a| a.name.as_str()).collect()
    }

    /// Grants one place at a time until all are served: their order.
    fn one_at_a_time(mut asked: Vec<Asked>) -> Vec<String> {
        let mut order = Vec::new();
        while !asked.is_empty() {
            let g = granted(&mut asked);
            assert_eq!(g.len(), 1, "one thread, one place at a time");
            order.push(g[0].name.clone());
        }
        order
    }

    #[test]
    fn clients_take_turns_whatever_their_queue() {
        let pool = ThinkPool::new(1, 8);
        let mut held = ask(&pool, "held", Work::Move, "flood");
        assert!(held.poll(), "an idle pool serves at once");
        let mut asked: Vec<Asked> = (0..5)
            .map(|i| ask(&pool, &format!("flood {i}"), Work::Move, "flood"))
            .collect();
        asked.push(ask(&pool, "quiet", Work::Move, "quiet"));
        assert_eq!(pool.queued(), 6);
        assert!(granted(&mut asked).is_empty());
        drop(held);
        let order = one_at_a_time(asked);
        // First come, first served would put "quiet" last.
        assert_eq!(
            order,
            [
                "flood 0", "quiet", "flood 1", "flood 2", "flood 3", "flood 4"
            ]
        );
        assert_eq!(pool.queued(), 0);
    }

    #[test]
    fn hints_and_reviews_have_a_share_below_bot_moves() {
        let pool = ThinkPool::new(1, 8);
        let mut held = ask(&pool, "held", Work::Move, "a");
        assert!(held.poll());
        let mut asked = Vec::new();
        for i in 0..3 {
            asked.push(ask(&pool, &format!("hint {i}"), Work::Hint, "h"));
            asked.push(ask(&pool, &format!("review {i}"), Work::Review, "r"));
        }
        for i in 0..10 {
            asked.push(ask(&pool, &format!("move {i}"), Work::Move, "b"));
        }
        drop(held);
        let order = one_at_a_time(asked);
        // While all three kinds wait: four moves for a hint and a review
        // (the first three: the move held had had its turn).
        assert_eq!(
            order,
            [
                "move 0", "move 1", "move 2", "hint 0", "review 0", "move 3", "move 4", "move 5",
                "move 6", "hint 1", "review 1", "move 7", "move 8", "move 9", "hint 2", "review 2"
            ]
        );
    }

    #[test]
    fn a_client_has_at_most_its_moves_thinking_at_once() {
        let pool = ThinkPool::new(4, 2);
        let mut asked: Vec<Asked> = (0..4)
            .map(|i| ask(&pool, &format!("a{i}"), Work::Move, "a"))
            .collect();
        let a = granted(&mut asked);
        assert_eq!(names(&a), ["a0", "a1"], "two threads stay free");
        asked.push(ask(&pool, "b", Work::Move, "b"));
        asked.push(ask(&pool, "hint", Work::Hint, "a"));
        let others = granted(&mut asked);
        assert_eq!(
            names(&others),
            ["b", "hint"],
            "the cap is on a's moves alone"
        );
        drop(a);
        assert_eq!(names(&granted(&mut asked)), ["a2", "a3"]);
    }

    #[test]
    fn a_waiter_that_gives_up_hands_its_place_on() {
        let pool = ThinkPool::new(1, 8);
        let mut held = ask(&pool, "held", Work::Move, "a");
        assert!(held.poll());
        let gone = ask(&pool, "gone", Work::Hint, "h");
        let mut asked = vec![ask(&pool, "b", Work::Move, "b")];
        drop(gone);
        drop(held);
        assert_eq!(names(&granted(&mut asked)), ["b"]);
        assert_eq!(pool.queued(), 0);
    }

    #[test]
    fn a_search_on_several_threads_waits_for_them_and_is_not_passed() {
        let pool = ThinkPool::new(2, 8);
        let mut held = ask(&pool, "held", Work::Move, "a");
        assert!(held.poll());
        let mut wide = ask_for(&pool, "wide", Work::Move, "w", 2);
        let mut asked = vec![ask(&pool, "c", Work::Move, "c")];
        assert!(!wide.poll());
        assert!(
            granted(&mut asked).is_empty(),
            "c waits behind the wide search"
        );
        drop(held);
        assert!(wide.poll());
        drop(wide);
        assert_eq!(names(&granted(&mut asked)), ["c"]);
    }
}

//! Limits that keep one client from hurting the others.

use std::time::Instant;

/// Sizes and rates the server accepts.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Largest HTTP request body.
    pub max_request_bytes: usize,
    /// Largest WebSocket message: a bigger one is refused with a `413`
    /// error and the connection stays; one over four times this closes it.
    pub max_message_bytes: usize,
    /// Actions per second per WebSocket connection (every message counts)
    /// and per seat over HTTP.
    pub actions_per_second: f64,
    /// How many may come at once before the rate applies.
    pub action_burst: f64,
    /// Longest idempotency key.
    pub max_key_len: usize,
    /// Most games one lobby request lists.
    pub max_listed: usize,
    /// New games per minute from one client address (0: no limit). Behind a
    /// proxy every client has the proxy's address: raise it or turn it off.
    pub games_per_minute: f64,
    /// How many games one address may create at once before that rate
    /// applies.
    pub game_burst: f64,
    /// Longest wait for the database to commit a change or read a game
    /// back; past it the request fails with `503` (and the game stands as
    /// last committed).
    pub commit_timeout: std::time::Duration,
    /// How long a finished game nobody watches stays in memory.
    pub keep_finished: std::time::Duration,
    /// How long an unfinished game nobody watches or plays stays in memory;
    /// it is read back from the database when asked for again.
    pub keep_idle: std::time::Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_request_bytes: 16 * 1024,
            max_message_bytes: 16 * 1024,
            actions_per_second: 20.0,
            action_burst: 40.0,
            max_key_len: 64,
            max_listed: 200,
            games_per_minute: 30.0,
            game_burst: 30.0,
            commit_timeout: std::time::Duration::from_secs(5),
            keep_finished: std::time::Duration::from_secs(120),
            keep_idle: std::time::Duration::from_secs(600),
        }
    }
}

/// A token bucket: `burst` tokens, refilled at `rate` per second.
#[derive(Clone, Debug)]
pub struct Bucket {
    tokens: f64,
    last: Instant,
}

impl Bucket {
    pub fn new(burst: f64) -> Bucket {
        Bucket {
            tokens: burst,
            last: Instant::now(),
        }
    }

    /// Takes a token if there is one.
    pub fn allow(&mut self, rate: f64, burst: f64) -> bool {
        let now = Instant::now();
        let elapsed = now.duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + elapsed * rate).min(burst);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Whether the bucket has refilled: forgetting it changes nothing.
    pub fn is_full(&self, rate: f64, burst: f64) -> bool {
        self.tokens + self.last.elapsed().as_secs_f64() * rate >= burst
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bucket_allows_a_burst_then_the_rate() {
        let mut b = Bucket::new(5.0);
        let allowed = (0..20).filter(|_| b.allow(1.0, 5.0)).count();
        assert_eq!(allowed, 5);
        b.last -= std::time::Duration::from_secs(2);
        assert!(b.allow(1.0, 5.0));
        assert!(b.allow(1.0, 5.0));
        assert!(!b.allow(1.0, 5.0));
        assert!(!b.is_full(1.0, 5.0));
        b.last -= std::time::Duration::from_secs(5);
        assert!(b.is_full(1.0, 5.0));
        assert!(Bucket::new(5.0).is_full(1.0, 5.0));
    }
}

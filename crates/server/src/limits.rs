//! Limits that keep one client from hurting the others.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

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
    /// Open connections in all, and per client address (IPv6: per /64);
    /// past them a new connection is closed at once. A WebSocket counts
    /// against the address's cap for as long as it is open.
    pub max_connections: usize,
    pub max_connections_per_address: usize,
    /// WebSockets of spectators per client address.
    pub max_spectators_per_address: usize,
    /// A request's headers must arrive within this, counted from the moment
    /// the server waits for them (so a silent or idle connection is closed
    /// after it too).
    pub header_timeout: Duration,
    /// A request (its body read and its answer made) must be done within
    /// this; `408` past it.
    pub request_timeout: Duration,
    /// A WebSocket is pinged this often, and closed when nothing (not even a
    /// pong) came for three times as long.
    pub ws_ping: Duration,
    /// Replay views (`/replay/view`) per second per client address, and how
    /// many at once: each one plays a finished game back.
    pub replay_views_per_second: f64,
    pub replay_view_burst: f64,
    /// How long a stopping server waits for the requests under way.
    pub drain: Duration,
    /// Whether `POST /api/games` may start a game from a position. Off by
    /// default: whoever writes a position knows every hidden card in it,
    /// so only a private server (a class, a study, a tournament of bots)
    /// turns it on.
    pub allow_positions: bool,
    /// Chat lines per second per seat, and how many may come at once.
    pub chat_per_second: f64,
    pub chat_burst: f64,
    /// T-6: a game waiting for players, or (without a clock) for a move,
    /// this long is abandoned (zero: never).
    pub abandon_after: Duration,
    /// A hint's search: iterations, and at most this long (and never
    /// longer than a bot's move).
    pub hint_iterations: u32,
    pub hint_time: Duration,
    /// A review's search per decision, and play-outs per step for the
    /// chances to win.
    pub review_iterations: u32,
    pub review_time_per_decision: Duration,
    pub review_playouts: u32,
    /// Reviews one client address may start per hour, and how many at once
    /// before that rate applies (each costs seconds of the pool's time).
    pub reviews_per_hour: f64,
    pub review_burst: f64,
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
            max_connections: 8192,
            max_connections_per_address: 256,
            max_spectators_per_address: 32,
            header_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_secs(15),
            ws_ping: Duration::from_secs(20),
            replay_views_per_second: 5.0,
            replay_view_burst: 20.0,
            drain: Duration::from_secs(5),
            allow_positions: false,
            chat_per_second: 1.0,
            chat_burst: 5.0,
            abandon_after: Duration::from_secs(7 * 24 * 3600),
            hint_iterations: 20_000,
            hint_time: Duration::from_secs(1),
            review_iterations: 2_000,
            review_time_per_decision: Duration::from_millis(100),
            review_playouts: 24,
            reviews_per_hour: 12.0,
            review_burst: 4.0,
        }
    }
}

/// Who a client is, for limits per client: its IP address, an IPv6 one cut
/// to its /64 (one household or host holds a whole /64), an IPv4 one mapped
/// into IPv6 taken as IPv4.
pub fn client_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(std::net::Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

/// How many of something each client has open (connections, sockets).
#[derive(Clone, Default)]
pub struct AddressCounter {
    open: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

/// One open thing of a client; counted down when dropped.
pub struct Counted {
    open: Arc<Mutex<HashMap<IpAddr, usize>>>,
    key: IpAddr,
}

impl AddressCounter {
    /// Counts one more for the client at `ip`, unless it has `cap` open.
    pub fn enter(&self, ip: IpAddr, cap: usize) -> Option<Counted> {
        let key = client_key(ip);
        let mut open = self.open.lock().expect("counter lock");
        let n = open.entry(key).or_insert(0);
        if *n >= cap {
            return None;
        }
        *n += 1;
        Some(Counted {
            open: self.open.clone(),
            key,
        })
    }
}

impl Drop for Counted {
    fn drop(&mut self) {
        let mut open = self.open.lock().expect("counter lock");
        if let Some(n) = open.get_mut(&self.key) {
            *n -= 1;
            if *n == 0 {
                open.remove(&self.key);
            }
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

    /// Gives back a token taken for something that was then refused.
    pub fn refund(&mut self, burst: f64) {
        self.tokens = (self.tokens + 1.0).min(burst);
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
    fn clients_are_addresses_and_ipv6_slash_64s() {
        let v6 = |s: &str| client_key(s.parse().unwrap());
        assert_eq!(v6("2001:db8:1:2:aaaa::1"), v6("2001:db8:1:2:bbbb::9"));
        assert_ne!(v6("2001:db8:1:2::1"), v6("2001:db8:1:3::1"));
        assert_eq!(v6("::ffff:10.0.0.1"), v6("10.0.0.1"));
        let counter = AddressCounter::default();
        let ip: IpAddr = "2001:db8::1".parse().unwrap();
        let first = counter.enter(ip, 2).unwrap();
        let _second = counter.enter("2001:db8::2".parse().unwrap(), 2).unwrap();
        assert!(counter.enter(ip, 2).is_none(), "the /64 has its two");
        drop(first);
        assert!(counter.enter(ip, 2).is_some());
    }

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

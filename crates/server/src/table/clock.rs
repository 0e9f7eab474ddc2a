//! Time at the table (rulings T-1 .. T-6 in `docs/rules/table.md`): the
//! time control a game is created with, each seat's clock, and the time
//! source the server reads (the system's, or one a test moves by hand).
//!
//! A clock is plain data kept with the game and committed with every change
//! that moves it, so a restart neither gives time back nor takes any away
//! (T-2): the time the server was down is added to every running clock's
//! start when the next server opens the database.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use serde::{Deserialize, Serialize};
use urbs_engine::{Seat, SeatSet};

use super::TableError;

/// Milliseconds since the Unix epoch, from wherever the server reads time.
pub trait TimeSource: Send + Sync {
    fn now_ms(&self) -> i64;
}

/// The system's clock.
pub struct SystemTime;

impl TimeSource for SystemTime {
    fn now_ms(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0)
    }
}

/// A clock that stands still until told to move: tests run clocks, time
/// outs and abandonment with it, never by waiting.
#[derive(Debug)]
pub struct ManualTime(AtomicI64);

impl ManualTime {
    pub fn new(start_ms: i64) -> Arc<ManualTime> {
        Arc::new(ManualTime(AtomicI64::new(start_ms)))
    }

    pub fn advance(&self, ms: i64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

impl TimeSource for ManualTime {
    fn now_ms(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// Longest time bank or time per move a game may ask for: 30 days.
const MAX_MS: i64 = 30 * 24 * 3600 * 1000;

/// How much time players have (T-1), chosen when the game is created.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum TimeControl {
    /// No clock: the game waits for its players (and is abandoned when
    /// nobody moves for a long time, T-6).
    #[default]
    None,
    /// A bank of time per player, and `increment_ms` more each time the
    /// player's turn passes ("5 minutes + 10 seconds a move").
    RealTime { initial_ms: i64, increment_ms: i64 },
    /// A fixed time for every move, for games played over days.
    PerMove { per_move_ms: i64 },
}

impl TimeControl {
    /// Refuses times a game cannot be played with.
    pub fn check(&self) -> Result<(), TableError> {
        let bad = |what: &str| {
            Err(TableError::malformed(format!(
                "{what}: a time control's times are from 1 second to 30 days"
            )))
        };
        match *self {
            TimeControl::None => Ok(()),
            TimeControl::RealTime {
                initial_ms,
                increment_ms,
            } => {
                if !(1000..=MAX_MS).contains(&initial_ms) {
                    return bad("initial_ms");
                }
                if !(0..=MAX_MS).contains(&increment_ms) {
                    return bad("increment_ms");
                }
                Ok(())
            }
            TimeControl::PerMove { per_move_ms } => {
                if !(1000..=MAX_MS).contains(&per_move_ms) {
                    return bad("per_move_ms");
                }
                Ok(())
            }
        }
    }

    pub fn is_none(&self) -> bool {
        *self == TimeControl::None
    }

    /// The time a seat has when its clock is (re)started empty-handed.
    fn fresh(&self) -> i64 {
        match *self {
            TimeControl::None => 0,
            TimeControl::RealTime { initial_ms, .. } => initial_ms,
            TimeControl::PerMove { per_move_ms } => per_move_ms,
        }
    }
}

/// Every seat's clock (T-1): what it has left, and since when it runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clocks {
    /// Per seat: the time it had when its clock last stopped or started.
    pub left_ms: Vec<i64>,
    /// Per seat: when its clock started running (`None`: stopped).
    pub since: Vec<Option<i64>>,
    /// T-7: the clocks run (every person has opened their seat, or the
    /// host started them). Clocks stored before T-7 were running.
    #[serde(default = "started_before_t7")]
    pub started: bool,
    /// T-7: per seat, whether its person has opened the game yet.
    #[serde(default)]
    pub opened: Vec<bool>,
    /// Per seat: its clock stopped in the middle of a move (a bot took the
    /// seat over), so per move time resumes with what was left (T-5).
    #[serde(default)]
    pub held: Vec<bool>,
    /// Per seat: T-5's time of one move was given (once per game).
    #[serde(default)]
    pub gifted: Vec<bool>,
    /// T-7: the host, who may start the clocks before everyone is there.
    #[serde(default)]
    pub host: Option<Seat>,
}

fn started_before_t7() -> bool {
    true
}

/// What a viewer is shown of the clocks (every seat's clock is public).
/// It changes only when a clock starts or stops, so it says nothing of a
/// secret step: a page counts a running clock down itself, from the
/// state's `server_time`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ClockView {
    pub control: TimeControl,
    /// Per seat: the time it had when its clock last started or stopped.
    pub left_ms: Vec<i64>,
    /// Per seat: when its clock started running, or `null` if it is stopped.
    pub since: Vec<Option<i64>>,
    /// T-7: whether the clocks run yet.
    pub started: bool,
    /// T-7: the people's seats not opened yet (the clocks wait for them).
    pub waiting: Vec<Seat>,
    /// T-7: the seat that may start the clocks before everyone is there.
    pub host: Option<Seat>,
}

impl Clocks {
    pub fn new(control: &TimeControl, players: usize) -> Clocks {
        Clocks {
            left_ms: vec![control.fresh(); players],
            since: vec![None; players],
            started: false,
            opened: vec![false; players],
            held: vec![false; players],
            gifted: vec![false; players],
            host: None,
        }
    }

    /// Whether `seat`'s person has opened the game (T-7).
    pub fn has_opened(&self, seat: Seat) -> bool {
        self.opened.get(seat).copied().unwrap_or(true)
    }

    /// T-7: notes that `seat`'s person opened the game; whether that is news.
    pub fn open(&mut self, seat: Seat) -> bool {
        if self.has_opened(seat) {
            return false;
        }
        self.opened[seat] = true;
        true
    }

    fn flag_of(v: &[bool], seat: Seat) -> bool {
        v.get(seat).copied().unwrap_or(false)
    }

    fn set_flag(v: &mut Vec<bool>, seat: Seat, on: bool, players: usize) {
        if v.len() < players {
            v.resize(players, false);
        }
        v[seat] = on;
    }

    /// Time `seat` has left at `now`.
    pub fn left(&self, seat: Seat, now: i64) -> i64 {
        let used = self.since[seat].map_or(0, |s| (now - s).max(0));
        self.left_ms[seat] - used
    }

    /// Runs the clocks of the seats in `running` and stops the others, at
    /// `now`: a clock that stops keeps what it had left, plus the increment
    /// in real time (the seat's turn passed); a clock that starts in per
    /// move time starts full. Returns whether anything changed.
    pub fn set_running(&mut self, control: &TimeControl, running: SeatSet, now: i64) -> bool {
        let mut changed = false;
        for seat in 0..self.since.len() {
            let run = running.contains(seat);
            match (self.since[seat], run) {
                (Some(_), false) => {
                    self.left_ms[seat] = self.left(seat, now).max(0);
                    if let TimeControl::RealTime { increment_ms, .. } = *control {
                        self.left_ms[seat] += increment_ms;
                    }
                    self.since[seat] = None;
                    changed = true;
                }
                (None, true) => {
                    // A move resumed after a bot held it goes on with what
                    // was left of it (T-5): coming back gives no time back.
                    if let TimeControl::PerMove { per_move_ms } = *control
                        && !Self::flag_of(&self.held, seat)
                    {
                        self.left_ms[seat] = per_move_ms;
                    }
                    self.since[seat] = Some(now);
                    changed = true;
                }
                _ => {}
            }
            if run && Self::flag_of(&self.held, seat) {
                Self::set_flag(&mut self.held, seat, false, self.since.len());
                changed = true;
            }
        }
        changed
    }

    /// The move `seat` was in the middle of is over (it no longer has to
    /// act): its next one starts afresh. Whether anything changed.
    pub fn end_move(&mut self, seat: Seat) -> bool {
        if Self::flag_of(&self.held, seat) {
            self.held[seat] = false;
            return true;
        }
        false
    }

    /// T-3: the running seats whose time is up at `now`.
    pub fn out_of_time(&self, now: i64) -> Vec<Seat> {
        (0..self.since.len())
            .filter(|&s| self.since[s].is_some() && self.left(s, now) <= 0)
            .collect()
    }

    /// Stops `seat`'s clock at zero: its time ran out (T-3), in the middle
    /// of its move.
    pub fn flag(&mut self, seat: Seat) {
        self.left_ms[seat] = 0;
        self.since[seat] = None;
        Self::set_flag(&mut self.held, seat, true, self.since.len());
    }

    /// T-5: a player who comes back with no time left in real time gets
    /// the time of one move back (the increment, at least a minute), once
    /// per game; in per move time, the time left of the move they left
    /// (a new move starts full). Refused when that leaves no time at all:
    /// the bot goes on playing until there is some.
    pub fn come_back(&mut self, control: &TimeControl, seat: Seat) -> Result<(), TableError> {
        let players = self.since.len();
        match *control {
            TimeControl::RealTime { increment_ms, .. } if self.left_ms[seat] <= 0 => {
                if Self::flag_of(&self.gifted, seat) {
                    return Err(TableError::Refused(urbs_engine::RuleError::new(
                        "T-5",
                        "your time has run out and the time of one move was given back once \
                         already: the bot plays on for you",
                    )));
                }
                self.left_ms[seat] = increment_ms.max(60_000);
                Self::set_flag(&mut self.gifted, seat, true, players);
            }
            TimeControl::PerMove { .. }
                if self.left_ms[seat] <= 0 && Self::flag_of(&self.held, seat) =>
            {
                return Err(TableError::Refused(urbs_engine::RuleError::new(
                    "T-5",
                    "this move's time has run out: take your seat back once the bot has \
                     played it",
                )));
            }
            _ => {}
        }
        Ok(())
    }

    /// T-8: a lone person the game waited for comes back to the time of
    /// one move (real time: the increment, at least a minute; per move: a
    /// full move).
    pub fn fresh_move(&mut self, control: &TimeControl, seat: Seat) {
        if let TimeControl::RealTime { increment_ms, .. } = *control {
            self.left_ms[seat] = self.left_ms[seat].max(increment_ms.max(60_000));
        }
        self.end_move(seat);
    }

    /// When the server must next look at these clocks: the moment the
    /// first running one reaches zero.
    pub fn deadline(&self) -> Option<i64> {
        (0..self.since.len())
            .filter_map(|s| self.since[s].map(|since| since + self.left_ms[s]))
            .min()
    }

    /// T-2: the server was down from `down` to `up`; the running clocks
    /// did not run meanwhile.
    pub fn shift(&mut self, down: i64, up: i64) {
        for since in self.since.iter_mut().flatten() {
            if *since < up {
                *since += (up - down.max(*since)).max(0);
            }
        }
    }

    pub fn view(&self, control: &TimeControl) -> ClockView {
        ClockView {
            control: *control,
            left_ms: self.left_ms.clone(),
            since: self.since.clone(),
            started: self.started,
            waiting: Vec::new(),
            host: self.host,
        }
    }

    /// Stops `seat`'s clock with what it has left at `now`, without the
    /// increment: a bot plays for it from now (T-4), its turn did not pass,
    /// and coming back in the same move resumes it (T-5).
    pub fn pause(&mut self, seat: Seat, now: i64) {
        self.left_ms[seat] = self.left(seat, now).max(0);
        self.since[seat] = None;
        Self::set_flag(&mut self.held, seat, true, self.since.len());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RT: TimeControl = TimeControl::RealTime {
        initial_ms: 300_000,
        increment_ms: 10_000,
    };

    fn set(seats: &[Seat]) -> SeatSet {
        let mut s = SeatSet::EMPTY;
        for &x in seats {
            s.insert(x);
        }
        s
    }

    #[test]
    fn t1_real_time_runs_while_a_seat_must_act_and_adds_the_increment_when_its_turn_passes() {
        let mut c = Clocks::new(&RT, 3);
        assert!(c.set_running(&RT, set(&[1]), 1_000));
        assert_eq!(c.left(1, 31_000), 270_000);
        assert_eq!(c.left(0, 31_000), 300_000, "seat 0 waits: no time used");
        assert!(c.set_running(&RT, set(&[2]), 31_000));
        assert_eq!(c.left(1, 99_000), 280_000, "270 s left + 10 s increment");
        assert_eq!(c.deadline(), Some(31_000 + 300_000));
        // Simultaneous decisions: every deciding seat's clock runs.
        assert!(c.set_running(&RT, set(&[0, 1, 2]), 41_000));
        assert!(
            !c.set_running(&RT, set(&[0, 1, 2]), 42_000),
            "nothing moved"
        );
        assert_eq!(
            c.view(&RT).since,
            vec![Some(41_000), Some(41_000), Some(31_000)]
        );
        let left: Vec<i64> = (0..3).map(|s| c.left(s, 51_000)).collect();
        assert_eq!(left, vec![290_000, 270_000, 300_000 - 20_000]);
        // A bot takes the seat over: its clock pauses, with no increment.
        c.pause(2, 61_000);
        assert_eq!(c.left_ms[2], 300_000 - 30_000);
        assert_eq!(c.since[2], None);
    }

    #[test]
    fn t1_per_move_time_starts_full_at_every_move() {
        let pm = TimeControl::PerMove {
            per_move_ms: 86_400_000,
        };
        let mut c = Clocks::new(&pm, 2);
        c.set_running(&pm, set(&[0]), 0);
        c.set_running(&pm, set(&[1]), 80_000_000);
        assert_eq!(
            c.left(0, 90_000_000),
            6_400_000,
            "stopped with what was left"
        );
        c.set_running(&pm, set(&[0]), 90_000_000);
        assert_eq!(c.left(0, 90_000_000), 86_400_000, "full again");
    }

    #[test]
    fn t3_a_clock_at_zero_is_out_of_time_and_t5_comes_back_with_a_move_of_time() {
        let mut c = Clocks::new(&RT, 2);
        c.set_running(&RT, set(&[0]), 0);
        assert!(c.out_of_time(299_999).is_empty());
        assert_eq!(c.out_of_time(300_000), vec![0]);
        c.flag(0);
        assert_eq!(c.deadline(), None);
        c.come_back(&RT, 0).unwrap();
        assert_eq!(c.left_ms[0], 60_000);
    }

    #[test]
    fn t5_the_time_of_one_move_is_given_back_once_per_game() {
        let mut c = Clocks::new(&RT, 2);
        c.set_running(&RT, set(&[0]), 0);
        c.flag(0);
        c.come_back(&RT, 0).unwrap();
        c.set_running(&RT, set(&[0]), 400_000);
        assert_eq!(c.out_of_time(460_000), vec![0]);
        c.flag(0);
        let e = c.come_back(&RT, 0).unwrap_err();
        assert!(
            matches!(&e, TableError::Refused(r) if r.rule == "T-5"),
            "{e}"
        );
        assert_eq!(c.left_ms[0], 0, "no second gift");
    }

    #[test]
    fn t5_per_move_time_resumes_a_move_left_and_starts_the_next_full() {
        let pm = TimeControl::PerMove { per_move_ms: 3_000 };
        let mut c = Clocks::new(&pm, 2);
        c.set_running(&pm, set(&[0]), 0);
        // Leave after 2 s (a bot holds the move), come back: 1 s is left.
        c.pause(0, 2_000);
        c.set_running(&pm, set(&[]), 2_000);
        c.set_running(&pm, set(&[0]), 10_000);
        assert_eq!(c.left(0, 10_000), 1_000, "no time back for leaving");
        // Out of time in this move: coming back during it is refused.
        c.flag(0);
        assert!(c.come_back(&pm, 0).is_err());
        // Once the bot has played the move, the next one starts full.
        assert!(c.end_move(0));
        c.come_back(&pm, 0).unwrap();
        c.set_running(&pm, set(&[0]), 20_000);
        assert_eq!(c.left(0, 20_000), 3_000);
    }

    #[test]
    fn t2_time_the_server_was_down_is_not_counted() {
        let mut c = Clocks::new(&RT, 2);
        c.set_running(&RT, set(&[0]), 10_000);
        // 20 s played, then the server was down from 30 s to 90 s.
        c.shift(30_000, 90_000);
        assert_eq!(c.left(0, 90_000), 280_000);
        // A clock started after the server came back is not moved.
        let mut d = Clocks::new(&RT, 2);
        d.set_running(&RT, set(&[1]), 95_000);
        d.shift(30_000, 90_000);
        assert_eq!(d.since[1], Some(95_000));
    }

    #[test]
    fn times_out_of_range_are_refused() {
        assert!(RT.check().is_ok());
        assert!(
            TimeControl::RealTime {
                initial_ms: 0,
                increment_ms: 0
            }
            .check()
            .is_err()
        );
        assert!(TimeControl::PerMove { per_move_ms: -5 }.check().is_err());
        let json: TimeControl =
            serde_json::from_str(r#"{"kind":"real_time","initial_ms":60000,"increment_ms":0}"#)
                .unwrap();
        assert!(json.check().is_ok());
        assert!(serde_json::from_str::<TimeControl>(r#"{"kind":"blitz"}"#).is_err());
    }
}

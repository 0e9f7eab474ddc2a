//! Play now: a queue in the database that seats signed-in people of close
//! rating together, and fills the seats still empty with the bot level
//! nearest their ratings once a person's wait is over (rulings Q-1 ..
//! Q-10 in docs/rules/table.md; docs/api.md, "Play now").
//!
//! This file is the rulings' arithmetic (who may sit with whom, which
//! count, which level), pure and unit-tested; `crate::store::playnow`
//! holds every SQL statement of the queue and its rows, and `queue.rs`
//! takes the rulings' times and plan to it; `matcher.rs` claims groups in one transaction
//! and seats them, on every server at once, without seating anyone twice.
//! Beside accounts and ratings, below the HTTP wing: it knows no route.

pub mod matcher;
pub mod queue;

use crate::ratings;
pub use crate::store::{Ask, Busy, Pace, Waiting};
use crate::table::clock::TimeControl;

/// the longest wait a person may choose before bots fill the seats.
pub const MAX_WAIT_MS: i64 = 15 * 60 * 1000;
/// an entry whose page has not asked about it for this long is
/// forgotten (the tab was closed).
pub const FORGET_MS: i64 = 30 * 1000;
/// how long a seated entry stays to tell its page where it sits.
pub const KEEP_SEATED_MS: i64 = 10 * 60 * 1000;
/// a claim not finished within this (its server died mid-match) is
/// released, and its people wait on as before.
pub const CLAIM_MS: i64 = 60 * 1000;
/// the rating gap two people accept at once, and how it widens with
/// the time waited (rating points per second).
pub const BASE_GAP: f64 = 2.0;
pub const GAP_PER_SECOND: f64 = 0.1;
/// the time controls of each pace.
pub const REAL_TIME: TimeControl = TimeControl::RealTime {
    initial_ms: 5 * 60 * 1000,
    increment_ms: 5 * 1000,
};
pub const TURN_BASED: TimeControl = TimeControl::PerMove {
    per_move_ms: 24 * 3600 * 1000,
};

impl Pace {
    pub fn time_control(self) -> TimeControl {
        match self {
            Pace::RealTime => REAL_TIME,
            Pace::TurnBased => TURN_BASED,
        }
    }
}

/// the player counts of a Play game of `game`: the game's own and a
/// rated game's both.
pub fn counts(game: &str) -> Option<std::ops::RangeInclusive<usize>> {
    let info = urbs_catalog::games().into_iter().find(|g| g.id == game)?;
    let low = info.min_players.max(*ratings::PLAYERS.start());
    let high = info.max_players.min(*ratings::PLAYERS.end());
    (low <= high).then_some(low..=high)
}

impl Ask {
    /// refuses what cannot be asked for, with the reason.
    pub fn check(&self) -> Result<(), String> {
        let Some(range) = counts(&self.game) else {
            return Err(format!("no game `{}` to play now", self.game));
        };
        if levels(&self.game).is_empty() {
            return Err(format!("`{}` has no rated bot level yet", self.game));
        }
        if let Some(n) = self.players
            && !range.contains(&n)
        {
            return Err(format!(
                "{} is played now by {} to {} players, or `any`",
                self.game,
                range.start(),
                range.end()
            ));
        }
        if !(0..=MAX_WAIT_MS).contains(&self.wait_ms) {
            return Err(format!("`wait` is 0 to {} seconds", MAX_WAIT_MS / 1000));
        }
        Ok(())
    }
}

/// the rating gap a person accepts after waiting `waited_ms`.
pub fn window(waited_ms: i64) -> f64 {
    BASE_GAP + GAP_PER_SECOND * (waited_ms.max(0) as f64 / 1000.0)
}

impl Waiting {
    /// the rating gap this person accepts after waiting until `now`.
    pub fn window(&self, now: i64) -> f64 {
        window(now - self.joined_at)
    }

    fn accepts(&self, players: usize) -> bool {
        self.ask.players.is_none_or(|n| n == players)
    }

    fn wait_over(&self, now: i64) -> bool {
        now - self.joined_at >= self.ask.wait_ms
    }
}

/// A table the matcher will seat: the people (indexes into the waiting
/// list) and the level of the bots in the other seats.
#[derive(Clone, Debug, PartialEq)]
pub struct Group {
    pub people: Vec<usize>,
    pub players: usize,
    /// the level nearest the people's ratings; it plays the empty
    /// seats and takes over for a person who leaves.
    pub level: &'static str,
}

/// The levels with a rating in `game`, weakest first.
pub fn levels(game: &str) -> Vec<(&'static str, f64)> {
    urbs_bots::levels::LEVELS
        .iter()
        .filter_map(|l| Some((l.id, ratings::anchor(game, l.id)?.rating)))
        .collect()
}

/// the level whose rating is nearest `rating` (the weaker of two as
/// near).
pub fn nearest_level(game: &str, rating: f64) -> Option<&'static str> {
    let mut best: Option<(&'static str, f64)> = None;
    for (id, r) in levels(game) {
        let d = (r - rating).abs();
        if best.is_none_or(|(_, b)| d < b) {
            best = Some((id, d));
        }
    }
    best.map(|(id, _)| id)
}

/// whether these people may sit together at `now`: the gap between
/// the highest and lowest rating is within every one's window.
fn close(waiting: &[Waiting], people: &[usize], now: i64) -> bool {
    let ratings = people.iter().map(|&i| waiting[i].rating);
    let high = ratings.clone().fold(f64::MIN, f64::max);
    let low = ratings.fold(f64::MAX, f64::min);
    people
        .iter()
        .all(|&i| high - low <= waiting[i].window(now) + 1e-9)
}

/// `first` and the others not yet taken who may sit with them
/// at a table of `players`, nearest rating first, until it is full.
fn gather(
    waiting: &[Waiting],
    taken: &[bool],
    first: usize,
    players: usize,
    now: i64,
) -> Vec<usize> {
    let a = &waiting[first];
    let mut others: Vec<usize> = (0..waiting.len())
        .filter(|&j| {
            let w = &waiting[j];
            j != first
                && !taken[j]
                && w.ask.game == a.ask.game
                && w.ask.pace == a.ask.pace
                && w.accepts(players)
        })
        .collect();
    // Stable: as near, the one waiting longer first.
    others.sort_by(|&x, &y| {
        let dx = (waiting[x].rating - a.rating).abs();
        let dy = (waiting[y].rating - a.rating).abs();
        dx.total_cmp(&dy)
    });
    let mut group = vec![first];
    for j in others {
        if group.len() == players {
            break;
        }
        group.push(j);
        if !close(waiting, &group, now) {
            group.pop();
        }
    }
    group
}

/// Q-4 .. Q-6: the tables to seat now, from the people waiting (oldest
/// first, as the queue lists them). Each person waiting longest is seated
/// first: at a table full of people if one can be made (the largest count
/// they accept), else, once their own wait is over, with the people who
/// may sit with them and bots in the seats still empty.
pub fn plan(waiting: &[Waiting], now: i64) -> Vec<Group> {
    let mut taken = vec![false; waiting.len()];
    let mut groups = Vec::new();
    for first in 0..waiting.len() {
        if taken[first] {
            continue;
        }
        let a = &waiting[first];
        let Some(range) = counts(&a.ask.game) else {
            continue;
        };
        let choices: Vec<usize> = match a.ask.players {
            Some(n) => vec![n],
            None => range.rev().collect(),
        };
        let mut best: Option<(usize, Vec<usize>)> = None;
        for &n in &choices {
            let people = gather(waiting, &taken, first, n, now);
            if people.len() == n {
                best = Some((n, people));
                break;
            }
            // with bots, the count that seats the most people, and
            // of those the fewest bots (the choices run down).
            if best.as_ref().is_none_or(|(_, b)| people.len() >= b.len()) {
                best = Some((n, people));
            }
        }
        let Some((players, people)) = best else {
            continue;
        };
        if people.len() < players && !a.wait_over(now) {
            continue;
        }
        let mean = people.iter().map(|&i| waiting[i].rating).sum::<f64>() / people.len() as f64;
        let Some(level) = nearest_level(&a.ask.game, mean) else {
            continue;
        };
        for &i in &people {
            taken[i] = true;
        }
        groups.push(Group {
            people,
            players,
            level,
        });
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    fn person(n: usize, rating: f64, players: Option<usize>, joined_at: i64) -> Waiting {
        Waiting {
            entry: format!("e{n}"),
            account_id: format!("a{n}"),
            name: format!("P{n}"),
            ask: Ask {
                game: "forsale".into(),
                players,
                pace: Pace::TurnBased,
                wait_ms: 60_000,
            },
            rating,
            joined_at,
        }
    }

    #[test]
    fn q4_close_ratings_sit_together_and_the_window_widens_with_the_wait() {
        let q = [person(0, 25.0, Some(2), 0), person(1, 26.5, Some(2), 0)];
        assert_eq!(plan(&q, 0)[0].people, vec![0, 1]);
        let far = [person(0, 25.0, Some(2), 0), person(1, 29.0, Some(2), 0)];
        assert!(plan(&far, 0).is_empty(), "4 points apart, 2 accepted");
        // After 20 s both accept 4 points.
        assert_eq!(plan(&far, 20_000)[0].people, vec![0, 1]);
        // The one who just came accepts less: no table yet.
        let late = [
            person(0, 25.0, Some(2), 0),
            person(1, 29.0, Some(2), 19_000),
        ];
        assert!(plan(&late, 20_000).is_empty());
    }

    #[test]
    fn q5_any_takes_the_largest_full_table_then_the_one_with_most_people() {
        let q = [
            person(0, 25.0, None, 0),
            person(1, 25.0, Some(3), 0),
            person(2, 25.0, Some(3), 0),
        ];
        let g = plan(&q, 0);
        assert_eq!((g[0].players, g[0].people.len()), (3, 3));
        // Alone with one who wants 3: a table of 3 with a bot, once the
        // first one's wait is over.
        let q = [person(0, 25.0, None, 0), person(1, 25.0, Some(3), 0)];
        assert!(plan(&q, 59_999).is_empty());
        let g = plan(&q, 60_000);
        assert_eq!((g[0].players, g[0].people.clone()), (3, vec![0, 1]));
        // Alone: the smallest table (For Sale's is 3).
        let g = plan(&[person(0, 25.0, None, 0)], 60_000);
        assert_eq!((g[0].players, g[0].people.clone()), (3, vec![0]));
        assert_eq!(counts("forsale"), Some(3..=5));
    }

    #[test]
    fn q6_the_bots_are_the_level_nearest_the_peoples_ratings() {
        let levels = levels("forsale");
        assert!(levels.len() >= 4, "{levels:?}");
        for (id, r) in &levels {
            assert_eq!(nearest_level("forsale", *r), Some(*id));
        }
        assert_eq!(nearest_level("forsale", 25.0), Some("strong"));
        let weakest = levels[0];
        let g = plan(&[person(0, weakest.1 - 50.0, Some(3), 0)], 60_000);
        assert_eq!(g[0].level, weakest.0);
    }

    #[test]
    fn q2_bad_asks_say_why() {
        let ask = |game: &str, players, wait_ms| Ask {
            game: game.into(),
            players,
            pace: Pace::RealTime,
            wait_ms,
        };
        assert_eq!(ask("forsale", Some(3), 0).check(), Ok(()));
        assert!(ask("chess", None, 0).check().unwrap_err().contains("chess"));
        assert!(
            ask("forsale", Some(9), 0)
                .check()
                .unwrap_err()
                .contains("players")
        );
        assert!(
            ask("forsale", None, MAX_WAIT_MS + 1)
                .check()
                .unwrap_err()
                .contains("wait")
        );
        assert!(ask("forsale", None, -1).check().is_err());
    }

    #[test]
    fn q4_the_longest_waiting_is_seated_first() {
        // Three want a table of 2: the two who came first sit together.
        let q = [
            person(0, 25.0, Some(2), 0),
            person(1, 25.0, Some(2), 1),
            person(2, 25.0, Some(2), 2),
        ];
        let g = plan(&q, 2);
        assert_eq!(g.len(), 1);
        assert_eq!(g[0].people, vec![0, 1]);
    }
}

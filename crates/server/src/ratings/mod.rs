//! Ratings: one per account and game, Weng-Lin (the Bradley-Terry model
//! of OpenSkill, through `skillratings`), updated when a rated game
//! finishes. The rulings are R-1 .. R-7 in docs/rules/table.md; this file
//! is their arithmetic, `crate::store::ratings` their SQL, `watch.rs` the task that
//! rates each game once it is over (never under a game's lock).

pub mod watch;

use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use urbs_engine::Outcome;

use crate::store::{Change, FinishedGame, Store};

/// rated games have this many seats.
pub const PLAYERS: std::ops::RangeInclusive<usize> = 2..=6;

/// A new account's rating in a game: Weng-Lin's own start, which the
/// anchors put at the level Strong.
pub const START: WengLinRating = WengLinRating {
    rating: 25.0,
    uncertainty: 25.0 / 3.0,
};

/// How sure the levels' anchors are: each was measured over hundreds
/// of games, so a game against a level teaches the person much and the
/// level nothing.
pub const ANCHOR_UNCERTAINTY: f64 = 1.0;

/// Weng-Lin's points per Elo point: the tournament's Bradley-Terry ratings
/// are on Elo's scale (400 points: 10 to 1), Weng-Lin's on its own
/// (`c = sqrt(2) beta` per natural-log unit between two sure players).
pub fn points_per_elo() -> f64 {
    let beta = WengLinConfig::new().beta;
    std::f64::consts::LN_10 / 400.0 * std::f64::consts::SQRT_2 * beta
}

/// The level the anchors put at [`START`].
pub const ANCHOR_LEVEL: &str = "strong";

/// The Elo-scale rating of `level` in `game` as measured, if it was.
fn level_elo(game: &str, level: &str) -> Option<f64> {
    let info = urbs_catalog::games().into_iter().find(|g| g.id == game)?;
    info.levels.iter().find(|l| l.id == level)?.rating
}

/// the fixed rating of bot level `level` in `game`, on the accounts'
/// scale; `None` for a level that was never measured there (it cannot
/// play a rated game).
pub fn anchor(game: &str, level: &str) -> Option<WengLinRating> {
    let elo = level_elo(game, level)?;
    let zero = level_elo(game, ANCHOR_LEVEL)?;
    Some(WengLinRating {
        rating: START.rating + (elo - zero) * points_per_elo(),
        uncertainty: ANCHOR_UNCERTAINTY,
    })
}

/// Who sat in a seat of a rated game, as the rating sees it.
#[derive(Clone, Debug, PartialEq)]
pub enum Rated {
    /// A person's account, with their rating before the game, and whether
    /// a bot played for them when it ended.
    Person {
        account: String,
        before: WengLinRating,
        away: bool,
    },
    /// A bot level at its anchor.
    Level(WengLinRating),
}

/// each seat's place (1 = first; equal places are ties). Win
/// share first, then score; seats equal in both tie. A person a bot played
/// for at the end is last (tied with any other such person), whatever the
/// bot scored.
pub fn places(outcome: &Outcome, away: &[bool]) -> Vec<usize> {
    let n = outcome.scores.len();
    let key = |s: usize| (outcome.wins[s], outcome.scores[s]);
    let present: Vec<usize> = (0..n).filter(|&s| !away[s]).collect();
    let mut place = vec![0; n];
    for &s in &present {
        let better = present
            .iter()
            .filter(|&&o| {
                let (w, sc) = key(o);
                let (ws, scs) = key(s);
                w > ws || (w == ws && sc > scs)
            })
            .count();
        place[s] = better + 1;
    }
    for s in (0..n).filter(|&s| away[s]) {
        place[s] = present.len() + 1;
    }
    place
}

/// the new rating of every person seat (`None` for levels,
/// whose anchors never move).
pub fn update(seats: &[Rated], places: &[usize]) -> Vec<Option<WengLinRating>> {
    let ratings: Vec<[WengLinRating; 1]> = seats
        .iter()
        .map(|s| match s {
            Rated::Person { before, .. } => [*before],
            Rated::Level(anchor) => [*anchor],
        })
        .collect();
    let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = ratings
        .iter()
        .zip(places)
        .map(|(r, &p)| (&r[..], MultiTeamOutcome::new(p)))
        .collect();
    let after = weng_lin_multi_team(&teams, &WengLinConfig::new());
    seats
        .iter()
        .zip(after)
        .map(|(s, new)| match s {
            Rated::Person { .. } => Some(new[0]),
            Rated::Level(_) => None,
        })
        .collect()
}

/// Rates finished game `game_id` once (R-3 .. R-6): the changes made, or
/// none if it is not a finished rated game or was rated already (by this
/// server or another).
pub async fn rate(store: &Store, game_id: &str, now: i64) -> Result<Vec<Change>, String> {
    store
        .rate_game(game_id, now, &|game, stored| reckon(game_id, game, stored))
        .await
}

/// What finished `game` changes, from each seat's account's rating as
/// `stored` (R-1: a newcomer starts at [`START`]).
fn reckon(
    game_id: &str,
    game: &FinishedGame,
    stored: &[Option<WengLinRating>],
) -> Result<Vec<Option<Change>>, String> {
    let mut seats = Vec::new();
    for ((account, level, away), stored) in game.seats.iter().zip(stored) {
        match (account, level) {
            (Some(account), _) => seats.push(Rated::Person {
                account: account.clone(),
                before: stored.unwrap_or(START),
                away: *away,
            }),
            (None, Some(level)) => {
                let anchored = anchor(&game.game, level).ok_or_else(|| {
                    format!(
                        "game {game_id}: level `{level}` has no rating in {}",
                        game.game
                    )
                })?;
                seats.push(Rated::Level(anchored));
            }
            // a person seat no account holds (its account was deleted
            // since) plays as a newcomer whose rating is kept nowhere.
            (None, None) => seats.push(Rated::Level(START)),
        }
    }
    let away: Vec<bool> = game.seats.iter().map(|s| s.2).collect();
    let placed = places(&game.outcome, &away);
    let after = update(&seats, &placed);
    Ok(seats
        .iter()
        .zip(after)
        .enumerate()
        .map(|(seat, (rated, new))| match (rated, new) {
            (
                Rated::Person {
                    account, before, ..
                },
                Some(new),
            ) => Some(Change {
                account_id: account.clone(),
                seat,
                place: placed[seat],
                before: *before,
                after: new,
            }),
            _ => None,
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(scores: &[i64], wins: &[f64]) -> Outcome {
        Outcome {
            scores: scores.to_vec(),
            wins: wins.to_vec(),
        }
    }

    #[test]
    fn r3_places_follow_wins_then_scores_and_equal_seats_tie() {
        let o = outcome(&[40, 55, 40, 30], &[0.0, 1.0, 0.0, 0.0]);
        assert_eq!(places(&o, &[false; 4]), vec![2, 1, 2, 4]);
        // Tied winners share first place.
        let o = outcome(&[50, 50, 20], &[0.5, 0.5, 0.0]);
        assert_eq!(places(&o, &[false; 3]), vec![1, 1, 3]);
        // The win decides before the score (a tie-break gave seat 1 the win).
        let o = outcome(&[50, 50], &[0.0, 1.0]);
        assert_eq!(places(&o, &[false; 2]), vec![2, 1]);
    }

    #[test]
    fn r4_a_person_a_bot_played_for_at_the_end_is_last() {
        // Seat 0's takeover bot won, but the person had left: last.
        let o = outcome(&[70, 55, 40], &[1.0, 0.0, 0.0]);
        assert_eq!(places(&o, &[true, false, false]), vec![3, 1, 2]);
        // Two who left tie for last.
        assert_eq!(places(&o, &[true, false, true]), vec![2, 1, 2]);
    }

    #[test]
    fn r5_winners_gain_losers_lose_and_a_tie_between_equals_moves_nothing() {
        let person = |a: &str| Rated::Person {
            account: a.into(),
            before: START,
            away: false,
        };
        let seats = [person("a"), person("b"), person("c")];
        let after = update(&seats, &[1, 2, 3]);
        let a = after[0].unwrap();
        let c = after[2].unwrap();
        assert!(a.rating > START.rating, "{a:?}");
        assert!(c.rating < START.rating, "{c:?}");
        assert!(a.uncertainty < START.uncertainty);
        let tied = update(&seats[..2], &[1, 1]);
        let t = tied[0].unwrap();
        assert!((t.rating - START.rating).abs() < 1e-9, "{t:?}");
    }

    #[test]
    fn r6_levels_are_anchored_in_order_and_never_move() {
        let strong = anchor("forsale", "strong").unwrap();
        assert!((strong.rating - START.rating).abs() < 1e-9);
        // Every level of every game is anchored, Master above Expert (in
        // every game rated in one tournament with the others).
        for game in ["forsale", "skyline", "city", "metropolis"] {
            let order: Vec<f64> = ["beginner", "casual", "strong", "expert", "master"]
                .iter()
                .map(|l| anchor(game, l).unwrap().rating)
                .collect();
            assert!(order.windows(2).all(|w| w[0] < w[1]), "{game}: {order:?}");
        }
        // The Masters as R-6 gives them: For Sale's 30.4 Elo points above
        // Expert in the five levels' tournament, Metropolis's 51.4 in its
        // own (180 games, 2026-12-05).
        let above =
            |game| anchor(game, "master").unwrap().rating - anchor(game, "expert").unwrap().rating;
        let forsale = above("forsale");
        assert!(
            (forsale - 30.4 * points_per_elo()).abs() < 0.05,
            "{forsale}"
        );
        let metropolis = above("metropolis");
        assert!(
            (metropolis - 51.4 * points_per_elo()).abs() < 0.05,
            "{metropolis}"
        );
        // Unknown levels and games.
        assert_eq!(anchor("forsale", "grandmaster"), None);
        assert_eq!(anchor("chess", "strong"), None);
        // A person who beats a level gains; the level's anchor has no new
        // rating at all.
        let seats = [
            Rated::Person {
                account: "a".into(),
                before: START,
                away: false,
            },
            Rated::Level(anchor("forsale", "expert").unwrap()),
        ];
        let after = update(&seats, &[1, 2]);
        assert!(after[0].unwrap().rating > START.rating);
        assert_eq!(after[1], None);
        // Beating a stronger level gains more than beating a weaker one.
        let weak = update(
            &[
                seats[0].clone(),
                Rated::Level(anchor("forsale", "beginner").unwrap()),
            ],
            &[1, 2],
        );
        assert!(after[0].unwrap().rating > weak[0].unwrap().rating);
    }
}

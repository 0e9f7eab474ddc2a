//! Every SQL statement about ratings, the same on SQLite and PostgreSQL,
//! on the tables of schema version 10 (`schema.rs`), and the rows they
//! read and write. How a game changes ratings (R-3 .. R-6) is
//! `crate::ratings`, which hands it to [`Store::rate_game`].

use skillratings::weng_lin::WengLinRating;
use sqlx::Row;

use super::{Store, db_err, parse_outcome};

/// A change of one account's rating by one game.
#[derive(Clone, Debug, PartialEq)]
pub struct Change {
    pub account_id: String,
    pub seat: usize,
    pub place: usize,
    pub before: WengLinRating,
    pub after: WengLinRating,
}

/// A rated game as the database holds it once finished.
pub struct FinishedGame {
    pub game: String,
    pub outcome: urbs_engine::Outcome,
    /// Per seat: the account holding it (a person's seat), the level (a
    /// bot's seat), whether a bot played for the person at the end.
    pub seats: Vec<(Option<String>, Option<String>, bool)>,
}

/// What a finished game changes (R-3 .. R-6): given the game and, per
/// seat, its account's rating as stored (`None`: no account, or its first
/// rated game), each seat's change (`None` for a seat no rating is kept
/// for).
pub type Reckon<'a> = dyn Fn(&FinishedGame, &[Option<WengLinRating>]) -> Result<Vec<Option<Change>>, String>
    + Send
    + Sync
    + 'a;

/// Why one try at rating a game was given up.
enum Retry {
    /// Another game changed one of these ratings meanwhile: try again.
    Conflict,
    Failed(String),
}

impl From<String> for Retry {
    fn from(e: String) -> Retry {
        Retry::Failed(e)
    }
}

/// Tries at rating one game before it is left for the next sweep.
const TRIES: usize = 8;

fn conflict_or(e: sqlx::Error) -> Retry {
    match &e {
        sqlx::Error::Database(d) if d.is_unique_violation() => Retry::Conflict,
        _ => Retry::Failed(db_err(e)),
    }
}

/// An account's rating in one game.
#[derive(Clone, Debug, serde::Serialize, sqlx::FromRow)]
pub struct Standing {
    pub game: String,
    pub rating: f64,
    pub uncertainty: f64,
    pub games: i64,
}

/// One point of a rating's history: after game `game_id`.
#[derive(Clone, Debug, serde::Serialize, sqlx::FromRow)]
pub struct Point {
    pub game: String,
    pub game_id: String,
    pub place: i64,
    pub players: i64,
    #[sqlx(rename = "rating_before")]
    pub before: f64,
    pub rating: f64,
    pub uncertainty: f64,
    pub at: i64,
}

/// At most this many points of history per account.
const HISTORY: i64 = 500;

/// A line of a game's leaderboard.
#[derive(Clone, Debug, serde::Serialize, sqlx::FromRow)]
pub struct Leader {
    pub name: String,
    pub rating: f64,
    pub uncertainty: f64,
    pub games: i64,
}

/// A seat an account holds in one of `game_ids`, with its name and its
/// rating in that game (`None` before its first rated game there).
#[derive(Clone, Debug, serde::Serialize)]
pub struct HeldBy {
    pub game_id: String,
    pub seat: i64,
    pub name: String,
    pub rating: Option<f64>,
    pub rated: bool,
}

/// A finished game an account played, for its profile.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Played {
    pub id: String,
    pub game: String,
    pub seat: i64,
    pub created_at: i64,
    pub score: Option<i64>,
    pub win: Option<f64>,
    pub rated: bool,
    /// the place the rating counted (rated games only).
    pub place: Option<i64>,
    pub players: Option<i64>,
    pub rating_before: Option<f64>,
    pub rating: Option<f64>,
}

impl Store {
    /// records that game `game_id` (of `game`) is rated; once (a
    /// creation sent again under its key records nothing more).
    pub(crate) async fn mark_rated(
        &self,
        game_id: &str,
        game: &str,
        now: i64,
    ) -> Result<(), String> {
        sqlx::query(
            "INSERT INTO rated_games (game_id, game, created_at) VALUES ($1, $2, $3)
             ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(game_id)
        .bind(game)
        .bind(now)
        .execute(&self.pool)
        .await
        .map(|_| ())
        .map_err(db_err)
    }

    pub(crate) async fn is_rated(&self, game_id: &str) -> Result<bool, String> {
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM rated_games WHERE game_id = $1")
            .bind(game_id)
            .fetch_one(&self.pool)
            .await
            .map_err(db_err)?;
        Ok(n > 0)
    }

    /// Rated games that finished and were not rated yet (a server stopped
    /// between the two, or another server finished them).
    pub(crate) async fn ratings_waiting(&self) -> Result<Vec<String>, String> {
        sqlx::query_scalar(
            "SELECT r.game_id FROM rated_games r JOIN games g ON g.id = r.game_id
             WHERE r.rated_at IS NULL AND g.status = 'finished' AND g.outcome IS NOT NULL
             ORDER BY r.created_at",
        )
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)
    }

    async fn finished_game(&self, game_id: &str) -> Result<Option<FinishedGame>, String> {
        let row = sqlx::query("SELECT game, status, outcome FROM games WHERE id = $1")
            .bind(game_id)
            .fetch_optional(&self.pool)
            .await
            .map_err(db_err)?;
        let Some(row) = row else { return Ok(None) };
        let status: String = row.try_get("status").map_err(db_err)?;
        let outcome: Option<String> = row.try_get("outcome").map_err(db_err)?;
        let (Some(outcome), "finished") = (outcome, status.as_str()) else {
            return Ok(None);
        };
        let outcome = parse_outcome(&outcome)?;
        let rows = sqlx::query(
            "SELECT s.seat, s.kind, s.bot, s.away, a.account_id FROM seats s
             LEFT JOIN account_seats a ON a.game_id = s.game_id AND a.seat = s.seat
             WHERE s.game_id = $1 ORDER BY s.seat",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)?;
        let mut seats = Vec::new();
        for r in &rows {
            let kind: String = r.try_get("kind").map_err(db_err)?;
            let bot: Option<String> = r.try_get("bot").map_err(db_err)?;
            let away: Option<String> = r.try_get("away").map_err(db_err)?;
            let account: Option<String> = r.try_get("account_id").map_err(db_err)?;
            let level = (kind == "bot").then_some(bot).flatten();
            seats.push((account, level, away.is_some()));
        }
        Ok(Some(FinishedGame {
            game: row.try_get("game").map_err(db_err)?,
            outcome,
            seats,
        }))
    }

    /// Rates finished game `game_id` once, as `reckon` says: the changes
    /// made, or none if it is not a finished rated game or was rated
    /// already (by this server or another).
    pub(crate) async fn rate_game(
        &self,
        game_id: &str,
        now: i64,
        reckon: &Reckon<'_>,
    ) -> Result<Vec<Change>, String> {
        if !self.is_rated(game_id).await? {
            return Ok(Vec::new());
        }
        let Some(game) = self.finished_game(game_id).await? else {
            return Ok(Vec::new());
        };
        for _ in 0..TRIES {
            match self.try_rate(game_id, &game, now, reckon).await {
                Ok(changes) => return Ok(changes),
                Err(Retry::Conflict) => continue,
                Err(Retry::Failed(e)) => return Err(e),
            }
        }
        Err(format!(
            "game {game_id}: its players' ratings kept changing; left for later"
        ))
    }

    async fn try_rate(
        &self,
        game_id: &str,
        game: &FinishedGame,
        now: i64,
        reckon: &Reckon<'_>,
    ) -> Result<Vec<Change>, Retry> {
        let mut tx = self.pool.begin().await.map_err(db_err)?;
        // Whoever sets `rated_at` first rates the game; the others find it set.
        let claimed = sqlx::query(
            "UPDATE rated_games SET rated_at = $1 WHERE game_id = $2 AND rated_at IS NULL",
        )
        .bind(now)
        .bind(game_id)
        .execute(&mut *tx)
        .await
        .map_err(db_err)?
        .rows_affected();
        if claimed == 0 {
            return Ok(Vec::new());
        }
        // Each person's rating as read now, with how many games it counts (the
        // update below changes it only if no other game did meanwhile).
        let mut stored = Vec::new();
        let mut seen = Vec::new();
        for (account, _, _) in &game.seats {
            let Some(account) = account else {
                stored.push(None);
                seen.push(None);
                continue;
            };
            let row = sqlx::query(
                "SELECT rating, uncertainty, games FROM ratings
                 WHERE account_id = $1 AND game = $2",
            )
            .bind(account)
            .bind(&game.game)
            .fetch_optional(&mut *tx)
            .await
            .map_err(db_err)?;
            let (before, games) = match row {
                Some(r) => (
                    Some(WengLinRating {
                        rating: r.try_get("rating").map_err(db_err)?,
                        uncertainty: r.try_get("uncertainty").map_err(db_err)?,
                    }),
                    Some(r.try_get::<i64, _>("games").map_err(db_err)?),
                ),
                None => (None, None),
            };
            stored.push(before);
            seen.push(games);
        }
        let reckoned = reckon(game, &stored)?;
        let players = reckoned.len();
        let mut changes = Vec::new();
        for change in reckoned.into_iter().flatten() {
            let (seat, account, new) = (change.seat, &change.account_id, change.after);
            let written = match seen[seat] {
                Some(games) => sqlx::query(
                    "UPDATE ratings SET rating = $1, uncertainty = $2, games = games + 1,
                     updated_at = $3 WHERE account_id = $4 AND game = $5 AND games = $6",
                )
                .bind(new.rating)
                .bind(new.uncertainty)
                .bind(now)
                .bind(account)
                .bind(&game.game)
                .bind(games)
                .execute(&mut *tx)
                .await
                .map_err(db_err)?
                .rows_affected(),
                None => sqlx::query(
                    "INSERT INTO ratings (account_id, game, rating, uncertainty, games, updated_at)
                     VALUES ($1, $2, $3, $4, 1, $5)",
                )
                .bind(account)
                .bind(&game.game)
                .bind(new.rating)
                .bind(new.uncertainty)
                .bind(now)
                .execute(&mut *tx)
                .await
                .map_err(conflict_or)?
                .rows_affected(),
            };
            if written == 0 {
                return Err(Retry::Conflict);
            }
            sqlx::query(
                "INSERT INTO rating_changes (game_id, seat, account_id, game, place, players,
                 rating_before, rating, uncertainty, at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
            )
            .bind(game_id)
            .bind(seat as i64)
            .bind(account)
            .bind(&game.game)
            .bind(change.place as i64)
            .bind(players as i64)
            .bind(change.before.rating)
            .bind(new.rating)
            .bind(new.uncertainty)
            .bind(now)
            .execute(&mut *tx)
            .await
            .map_err(conflict_or)?;
            changes.push(change);
        }
        tx.commit().await.map_err(conflict_or)?;
        Ok(changes)
    }

    pub(crate) async fn standings(&self, account_id: &str) -> Result<Vec<Standing>, String> {
        sqlx::query_as::<_, Standing>(
            "SELECT game, rating, uncertainty, games FROM ratings WHERE account_id = $1 ORDER BY game",
        )
        .bind(account_id)
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)
    }

    pub(crate) async fn rating_history(&self, account_id: &str) -> Result<Vec<Point>, String> {
        sqlx::query_as::<_, Point>(
            "SELECT game, game_id, place, players, rating_before, rating, uncertainty, at
             FROM rating_changes WHERE account_id = $1 ORDER BY at, game_id LIMIT $2",
        )
        .bind(account_id)
        .bind(HISTORY)
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)
    }

    /// A game's leaderboard, by the conservative rating: the rating less its
    /// uncertainty, so that a newcomer's few lucky games do not top it.
    pub(crate) async fn leaderboard(&self, game: &str, limit: i64) -> Result<Vec<Leader>, String> {
        sqlx::query_as::<_, Leader>(
            "SELECT a.name, r.rating, r.uncertainty, r.games FROM ratings r
             JOIN accounts a ON a.id = r.account_id
             WHERE r.game = $1
             ORDER BY r.rating - r.uncertainty DESC, r.games DESC, a.name LIMIT $2",
        )
        .bind(game)
        .bind(limit)
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)
    }

    pub(crate) async fn seats_held_in(&self, game_ids: &[String]) -> Result<Vec<HeldBy>, String> {
        if game_ids.is_empty() {
            return Ok(Vec::new());
        }
        let list: Vec<String> = (1..=game_ids.len()).map(|i| format!("${i}")).collect();
        let sql = format!(
            "SELECT s.game_id, s.seat, a.name, r.rating,
             (SELECT COUNT(*) FROM rated_games q WHERE q.game_id = s.game_id) AS rated
             FROM account_seats s JOIN accounts a ON a.id = s.account_id
             JOIN games g ON g.id = s.game_id
             LEFT JOIN ratings r ON r.account_id = s.account_id AND r.game = g.game
             WHERE s.game_id IN ({}) ORDER BY s.game_id, s.seat",
            list.join(", ")
        );
        let mut q = sqlx::query(&sql);
        for id in game_ids {
            q = q.bind(id);
        }
        let rows = q.fetch_all(&self.pool).await.map_err(db_err)?;
        rows.iter()
            .map(|r| {
                Ok(HeldBy {
                    game_id: r.try_get("game_id").map_err(db_err)?,
                    seat: r.try_get("seat").map_err(db_err)?,
                    name: r.try_get("name").map_err(db_err)?,
                    rating: r.try_get("rating").map_err(db_err)?,
                    rated: r.try_get::<i64, _>("rated").map_err(db_err)? > 0,
                })
            })
            .collect()
    }

    pub(crate) async fn games_played(
        &self,
        account_id: &str,
        limit: i64,
    ) -> Result<Vec<Played>, String> {
        let rows = sqlx::query(
            "SELECT g.id, g.game, g.created_at, g.outcome, s.seat,
             (SELECT COUNT(*) FROM rated_games q WHERE q.game_id = g.id) AS rated,
             c.place, c.players, c.rating_before, c.rating
             FROM account_seats s JOIN games g ON g.id = s.game_id
             LEFT JOIN rating_changes c ON c.game_id = s.game_id AND c.seat = s.seat
             WHERE s.account_id = $1 AND g.status = 'finished'
             ORDER BY g.created_at DESC, g.id LIMIT $2",
        )
        .bind(account_id)
        .bind(limit)
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)?;
        rows.iter()
            .map(|r| {
                let seat: i64 = r.try_get("seat").map_err(db_err)?;
                let outcome: Option<String> = r.try_get("outcome").map_err(db_err)?;
                let outcome = outcome.and_then(|o| parse_outcome(&o).ok());
                let s = seat as usize;
                Ok(Played {
                    id: r.try_get("id").map_err(db_err)?,
                    game: r.try_get("game").map_err(db_err)?,
                    seat,
                    created_at: r.try_get("created_at").map_err(db_err)?,
                    score: outcome.as_ref().and_then(|o| o.scores.get(s).copied()),
                    win: outcome.as_ref().and_then(|o| o.wins.get(s).copied()),
                    rated: r.try_get::<i64, _>("rated").map_err(db_err)? > 0,
                    place: r.try_get("place").map_err(db_err)?,
                    players: r.try_get("players").map_err(db_err)?,
                    rating_before: r.try_get("rating_before").map_err(db_err)?,
                    rating: r.try_get("rating").map_err(db_err)?,
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Backend, Store};

    /// The leaderboard puts a steady rating above a higher but uncertain
    /// one: it orders by rating less uncertainty (docs/api.md).
    async fn leaderboard_orders_by_conservative_rating(backend: Backend) {
        let dir = tempfile::tempdir().unwrap();
        let url = match backend {
            Backend::Sqlite => format!("sqlite:{}", dir.path().join("rows.db").display()),
            Backend::Postgres => crate::testing::fresh_database(backend, dir.path()).await,
        };
        let store = Store::open(&url).await.unwrap();
        let pool = store.pool();
        // (name, rating, uncertainty): conservative 22, 26, 23, 16.7.
        let rows = [
            ("Ann", 30.0, 8.0),
            ("Bob", 27.0, 1.0),
            ("Cy", 24.0, 1.0),
            ("Dee", 25.0, 25.0 / 3.0),
        ];
        for (i, (name, rating, uncertainty)) in rows.iter().enumerate() {
            sqlx::query(
                "INSERT INTO accounts (id, name, skeleton, password_hash, session_epoch, created_at)
                 VALUES ($1, $2, $3, NULL, 0, 0)",
            )
            .bind(format!("a{i}"))
            .bind(*name)
            .bind(name.to_lowercase())
            .execute(pool)
            .await
            .unwrap();
            sqlx::query(
                "INSERT INTO ratings (account_id, game, rating, uncertainty, games, updated_at)
                 VALUES ($1, 'forsale', $2, $3, 3, 0)",
            )
            .bind(format!("a{i}"))
            .bind(*rating)
            .bind(*uncertainty)
            .execute(pool)
            .await
            .unwrap();
        }
        let board = store.leaderboard("forsale", 10).await.unwrap();
        let names: Vec<&str> = board.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(names, ["Bob", "Cy", "Ann", "Dee"]);
        assert_eq!(board[2].rating, 30.0, "the rating itself is shown");
        store.close().await;
    }

    #[tokio::test]
    async fn the_leaderboard_orders_by_rating_less_uncertainty_sqlite() {
        leaderboard_orders_by_conservative_rating(Backend::Sqlite).await;
    }

    #[tokio::test]
    async fn the_leaderboard_orders_by_rating_less_uncertainty_postgres() {
        leaderboard_orders_by_conservative_rating(Backend::Postgres).await;
    }
}

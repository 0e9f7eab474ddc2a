//! The queries that read games: one whole game, the lobby's list, and the
//! games a starting server must look at.

use sqlx::Row;

use super::rows::{assemble, chat_row, game_columns, game_row, seat_row};
use super::{AwayRow, GameRow, ReadError, SeatRow, Status, Store, StoredGame, UndoRow, db_err};

/// A game in the lobby's list: its setup row, its seats, and what the
/// database says beyond them.
#[derive(Clone, Debug)]
pub struct Listed {
    pub row: GameRow,
    pub seats: Vec<SeatRow>,
    /// The stored outcome (JSON), once the game finished.
    pub outcome: Option<String>,
    /// Why the game cannot be rebuilt, once it was found damaged.
    pub damaged: Option<String>,
}

impl Store {
    /// The unfinished games with a bot seat or a bot playing for an absent
    /// person, whose bots must carry on.
    pub async fn unfinished_with_bots(&self) -> Result<Vec<String>, String> {
        sqlx::query_scalar(
            "SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id
             WHERE g.status IN ('open', 'active') AND g.damaged IS NULL
               AND (s.kind = 'bot' OR s.away IS NOT NULL)
             ORDER BY g.id",
        )
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)
    }

    /// The clocks of the unfinished games that have them: `(id, clocks)`.
    pub async fn unfinished_clocks(&self) -> Result<Vec<(String, String)>, String> {
        sqlx::query_as(
            "SELECT id, clocks FROM games
             WHERE status IN ('open', 'active') AND clocks IS NOT NULL AND damaged IS NULL
             ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)
    }

    /// The stored review of game `id`, if one was made.
    pub async fn load_review(&self, id: &str) -> Result<Option<String>, String> {
        sqlx::query_scalar("SELECT review FROM reviews WHERE game_id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await
            .map_err(db_err)
    }

    /// The game created with the key whose hash is `key_hash`, and the hash
    /// of the request it was created by.
    pub async fn created_with(&self, key_hash: &str) -> Result<Option<(String, String)>, String> {
        sqlx::query_as("SELECT game_id, request FROM create_keys WHERE key_hash = $1")
            .bind(key_hash)
            .fetch_optional(&self.pool)
            .await
            .map_err(db_err)
    }

    /// When a server last said it was alive on this database (T-2).
    pub async fn last_alive(&self) -> Result<Option<i64>, String> {
        sqlx::query_scalar("SELECT MAX(alive_at) FROM heartbeat")
            .fetch_one(&self.pool)
            .await
            .map_err(db_err)
    }

    /// T-6: the games not over that have seen no action since `cutoff`
    /// (and were made before it); the hub keeps those that wait for people
    /// (`Live::waits_for_people`: a game whose clocks run never waits).
    pub async fn stale_games(&self, cutoff: i64) -> Result<Vec<String>, String> {
        sqlx::query_scalar(
            "SELECT g.id FROM games g
             WHERE g.created_at < $1 AND g.damaged IS NULL
               AND g.status IN ('open', 'active')
               AND NOT EXISTS (
                 SELECT 1 FROM actions a WHERE a.game_id = g.id AND a.acted_at >= $1)
             ORDER BY g.id",
        )
        .bind(cutoff)
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)
    }

    /// One game by id, if it exists (every failure as text; see
    /// [`Store::read_game`] for which ones last).
    pub async fn load_game(&self, id: &str) -> Result<Option<StoredGame>, String> {
        self.read_game(id).await.map_err(|e| match e {
            ReadError::Unavailable(e) | ReadError::Damaged(e) => e,
        })
    }

    /// One game by id, if it exists. A database that fails to answer is
    /// [`ReadError::Unavailable`]; rows that answer but cannot be read, or
    /// a game marked damaged before, are [`ReadError::Damaged`].
    pub async fn read_game(&self, id: &str) -> Result<Option<StoredGame>, ReadError> {
        let away = |e: sqlx::Error| ReadError::Unavailable(db_err(e));
        let games = sqlx::query(concat!(
            "SELECT ",
            game_columns!(),
            " FROM games WHERE id = $1"
        ))
        .bind(id)
        .fetch_all(&self.pool)
        .await
        .map_err(away)?;
        let Some(first) = games.first() else {
            return Ok(None);
        };
        if let Some(reason) = first
            .try_get::<Option<String>, _>("damaged")
            .map_err(|e| ReadError::Damaged(db_err(e)))?
        {
            return Err(ReadError::Damaged(reason));
        }
        let seats = sqlx::query(
            "SELECT game_id, seat, kind, bot, token_hash, name, away FROM seats
             WHERE game_id = $1 ORDER BY seat",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await
        .map_err(away)?;
        let actions = sqlx::query(
            "SELECT game_id, idx, seat, action, client_key, by_bot, acted_at FROM actions
             WHERE game_id = $1 ORDER BY idx",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await
        .map_err(away)?;
        let chat = sqlx::query(
            "SELECT idx, seat, after_actions, said_at, text, client_key FROM chat
             WHERE game_id = $1 ORDER BY idx",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await
        .map_err(away)?;
        let undos = sqlx::query(
            "SELECT n, seat, public, idx, action, undone_at FROM undos
             WHERE game_id = $1 ORDER BY n",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await
        .map_err(away)?;
        let away_changes = sqlx::query(
            "SELECT n, seat, away, after_actions, changed_at FROM away_changes
             WHERE game_id = $1 ORDER BY n",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await
        .map_err(away)?;
        let held = self.seats_held(id).await.map_err(ReadError::Unavailable)?;
        // Every row has come: what fails from here on is in the rows.
        let parse = || -> Result<Option<StoredGame>, String> {
            let mut game = assemble(games, seats, actions)?.pop();
            if let Some(g) = game.as_mut() {
                g.held = held;
                for r in &undos {
                    g.undos.push(UndoRow {
                        n: r.try_get::<i64, _>("n").map_err(db_err)? as usize,
                        seat: r.try_get::<i64, _>("seat").map_err(db_err)? as usize,
                        public: r.try_get::<i64, _>("public").map_err(db_err)? != 0,
                        idx: r.try_get::<i64, _>("idx").map_err(db_err)? as usize,
                        action: r.try_get("action").map_err(db_err)?,
                        at: r.try_get("undone_at").map_err(db_err)?,
                    });
                }
                for r in &chat {
                    g.chat.push(chat_row(r)?);
                }
                for r in &away_changes {
                    g.away_changes.push(AwayRow {
                        n: r.try_get::<i64, _>("n").map_err(db_err)? as usize,
                        seat: r.try_get::<i64, _>("seat").map_err(db_err)? as usize,
                        away: r.try_get("away").map_err(db_err)?,
                        after: r.try_get::<i64, _>("after_actions").map_err(db_err)? as usize,
                        at: r.try_get("changed_at").map_err(db_err)?,
                    });
                }
            }
            Ok(game)
        };
        parse().map_err(ReadError::Damaged)
    }

    /// The newest listed games (with a status, if given) and their seats, for
    /// the lobby; games made with `"listed": false` are left out.
    pub async fn list(&self, status: Option<Status>, limit: usize) -> Result<Vec<Listed>, String> {
        let limit = limit as i64;
        let games = match status {
            Some(s) => sqlx::query(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games WHERE status = $1 AND (listed IS NULL OR listed <> 0)
                  ORDER BY created_at DESC, id LIMIT $2"
            ))
            .bind(s.as_str())
            .bind(limit),
            None => sqlx::query(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games WHERE listed IS NULL OR listed <> 0
                  ORDER BY created_at DESC, id LIMIT $1"
            ))
            .bind(limit),
        }
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)?;
        let mut out = Vec::with_capacity(games.len());
        for g in games {
            let row = match game_row(&g) {
                Ok(row) => row,
                Err(e) => {
                    // Rows this garbled cannot even be listed; the others
                    // still are.
                    let id: String = g.try_get("id").unwrap_or_default();
                    tracing::warn!(game = %id, "not listed: {e}");
                    continue;
                }
            };
            let seats = sqlx::query(
                "SELECT game_id, seat, kind, bot, token_hash, name, away FROM seats
                 WHERE game_id = $1 ORDER BY seat",
            )
            .bind(&row.id)
            .fetch_all(&self.pool)
            .await
            .map_err(db_err)?
            .iter()
            .map(seat_row)
            .collect::<Result<Vec<_>, _>>()
            .unwrap_or_default();
            out.push(Listed {
                row,
                seats,
                outcome: g.try_get("outcome").map_err(db_err)?,
                damaged: g.try_get("damaged").map_err(db_err)?,
            });
        }
        Ok(out)
    }
}

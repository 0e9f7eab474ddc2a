//! What a server showing a game for its holder reads when a commit names
//! the game (`crate::hub::follow`): the rows beyond those it shows, in one
//! snapshot.

use sqlx::Row;

use super::{
    ActionRow, ChatRow, GameRow, SeatRow, Store, action_row, chat_row, db_err, game_row, seat_row,
};

/// What was committed of a game beyond what is shown here.
pub(crate) struct Delta {
    pub row: GameRow,
    pub seats: Vec<SeatRow>,
    /// From the first action not shown here on.
    pub actions: Vec<ActionRow>,
    /// From the first line not shown here on.
    pub chat: Vec<ChatRow>,
    pub undos: usize,
    /// The outcome stored when the game finished (issue 28), as stored.
    pub outcome: Option<String>,
}

impl Store {
    /// The committed rows of game `id` beyond `actions` actions and `chat`
    /// lines, read in one snapshot.
    pub(crate) async fn read_delta(
        &self,
        id: &str,
        actions: usize,
        chat: usize,
    ) -> Result<Option<Delta>, String> {
        let mut tx = self.pool().begin().await.map_err(db_err)?;
        sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            .execute(&mut *tx)
            .await
            .map_err(db_err)?;
        let Some(game) = sqlx::query(concat!(
            "SELECT ",
            super::game_columns!(),
            " FROM games WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&mut *tx)
        .await
        .map_err(db_err)?
        else {
            return Ok(None);
        };
        let seats = sqlx::query(
            "SELECT game_id, seat, kind, bot, token_hash, name, away FROM seats
         WHERE game_id = $1 ORDER BY seat",
        )
        .bind(id)
        .fetch_all(&mut *tx)
        .await
        .map_err(db_err)?;
        let new_actions = sqlx::query(
            "SELECT game_id, idx, seat, action, client_key, by_bot, acted_at FROM actions
         WHERE game_id = $1 AND idx >= $2 ORDER BY idx",
        )
        .bind(id)
        .bind(actions as i64)
        .fetch_all(&mut *tx)
        .await
        .map_err(db_err)?;
        let new_chat = sqlx::query(
            "SELECT idx, seat, after_actions, said_at, text, client_key FROM chat
         WHERE game_id = $1 AND idx >= $2 ORDER BY idx",
        )
        .bind(id)
        .bind(chat as i64)
        .fetch_all(&mut *tx)
        .await
        .map_err(db_err)?;
        let undos: i64 = sqlx::query("SELECT COUNT(*) AS n FROM undos WHERE game_id = $1")
            .bind(id)
            .fetch_one(&mut *tx)
            .await
            .map_err(db_err)?
            .try_get("n")
            .map_err(db_err)?;
        tx.commit().await.map_err(db_err)?;
        Ok(Some(Delta {
            row: game_row(&game)?,
            seats: seats.iter().map(seat_row).collect::<Result<_, _>>()?,
            actions: new_actions
                .iter()
                .map(action_row)
                .collect::<Result<_, _>>()?,
            chat: new_chat.iter().map(chat_row).collect::<Result<_, _>>()?,
            undos: undos as usize,
            outcome: game.try_get("outcome").map_err(db_err)?,
        }))
    }
}

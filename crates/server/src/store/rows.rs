//! Rows as read back: the columns of a game and the parsing of each row.

use sqlx::Row;
use sqlx::any::AnyRow;

use super::{ActionRow, ChatRow, GameRow, SeatRow, StoredGame, db_err};

/// The columns of `games` that [`GameRow`] is read from, for every query
/// that reads whole games (`games.rs`'s and `delta.rs`'s), with the
/// stored outcome and damage (`outcomes.rs`).
macro_rules! game_columns {
    () => {
        "id, game, players, options, seed, status, created_at, position, rematch, \
         time_control, takeover, clocks, hints, outcome, damaged, edition, listed"
    };
}
pub(crate) use game_columns;

pub(crate) fn game_row(r: &AnyRow) -> Result<GameRow, String> {
    let status: String = r.try_get("status").map_err(db_err)?;
    Ok(GameRow {
        id: r.try_get("id").map_err(db_err)?,
        game: r.try_get("game").map_err(db_err)?,
        players: r.try_get::<i64, _>("players").map_err(db_err)? as usize,
        options: r.try_get("options").map_err(db_err)?,
        // Seeds are u64 kept bit for bit in a signed BIGINT.
        seed: r.try_get::<i64, _>("seed").map_err(db_err)? as u64,
        status: status.parse()?,
        created_at: r.try_get("created_at").map_err(db_err)?,
        position: r.try_get("position").map_err(db_err)?,
        rematch: r.try_get("rematch").map_err(db_err)?,
        time_control: r.try_get("time_control").map_err(db_err)?,
        takeover: r.try_get("takeover").map_err(db_err)?,
        clocks: r.try_get("clocks").map_err(db_err)?,
        hints: r
            .try_get::<Option<i64>, _>("hints")
            .map_err(db_err)?
            .is_some_and(|h| h != 0),
        edition: u32::try_from(r.try_get::<i64, _>("edition").map_err(db_err)?)
            .map_err(|e| format!("edition: {e}"))?,
        listed: r
            .try_get::<Option<i64>, _>("listed")
            .map_err(db_err)?
            .is_none_or(|l| l != 0),
    })
}

pub(crate) fn seat_row(r: &AnyRow) -> Result<SeatRow, String> {
    Ok(SeatRow {
        seat: r.try_get::<i64, _>("seat").map_err(db_err)? as usize,
        kind: r.try_get("kind").map_err(db_err)?,
        bot: r.try_get("bot").map_err(db_err)?,
        token_hash: r.try_get("token_hash").map_err(db_err)?,
        name: r.try_get("name").map_err(db_err)?,
        away: r.try_get("away").map_err(db_err)?,
    })
}

pub(crate) fn action_row(a: &AnyRow) -> Result<ActionRow, String> {
    Ok(ActionRow {
        idx: a.try_get::<i64, _>("idx").map_err(db_err)? as usize,
        seat: a.try_get::<i64, _>("seat").map_err(db_err)? as usize,
        action: a.try_get("action").map_err(db_err)?,
        key: a.try_get("client_key").map_err(db_err)?,
        by_bot: a
            .try_get::<Option<i64>, _>("by_bot")
            .map_err(db_err)?
            .is_some_and(|b| b != 0),
        at: a.try_get("acted_at").map_err(db_err)?,
    })
}

pub(crate) fn chat_row(r: &AnyRow) -> Result<ChatRow, String> {
    Ok(ChatRow {
        idx: r.try_get::<i64, _>("idx").map_err(db_err)? as usize,
        seat: r.try_get::<i64, _>("seat").map_err(db_err)? as usize,
        after: r.try_get::<i64, _>("after_actions").map_err(db_err)? as usize,
        at: r.try_get("said_at").map_err(db_err)?,
        text: r.try_get("text").map_err(db_err)?,
        key: r.try_get("client_key").map_err(db_err)?,
    })
}

/// Groups rows (all sorted by game id) into games.
pub(super) fn assemble(
    games: Vec<AnyRow>,
    seats: Vec<AnyRow>,
    actions: Vec<AnyRow>,
) -> Result<Vec<StoredGame>, String> {
    let mut out: Vec<StoredGame> = Vec::with_capacity(games.len());
    let mut index = std::collections::HashMap::new();
    for g in &games {
        let row = game_row(g)?;
        index.insert(row.id.clone(), out.len());
        out.push(StoredGame {
            row,
            seats: Vec::new(),
            actions: Vec::new(),
            chat: Vec::new(),
            undos: Vec::new(),
            away_changes: Vec::new(),
            outcome: g.try_get("outcome").map_err(db_err)?,
            held: Vec::new(),
        });
    }
    for s in &seats {
        let id: String = s.try_get("game_id").map_err(db_err)?;
        if let Some(&i) = index.get(&id) {
            out[i].seats.push(seat_row(s)?);
        }
    }
    for a in &actions {
        let id: String = a.try_get("game_id").map_err(db_err)?;
        if let Some(&i) = index.get(&id) {
            out[i].actions.push(action_row(a)?);
        }
    }
    Ok(out)
}

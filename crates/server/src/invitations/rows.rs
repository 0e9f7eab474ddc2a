//! Every SQL statement about invitations: the same on SQLite and
//! PostgreSQL (sqlx's `Any` driver), on the `invitations` table of the
//! migration after ratings' (`crate::store::schema`).

use sqlx::{AnyPool, Row};

use super::{Answer, Invitation, LISTED};
use crate::accounts::names::DELETED_PLAYER;
use crate::store::db_err;

/// A new invitation: `invitee_id` to `seat` of `game_id`, from `inviter_id`.
pub struct NewInvitation<'a> {
    pub game_id: &'a str,
    pub seat: usize,
    pub inviter_id: &'a str,
    pub invitee_id: &'a str,
}

/// Stores invitations, all or none.
pub async fn insert(pool: &AnyPool, new: &[NewInvitation<'_>], now: i64) -> Result<(), String> {
    let mut tx = pool.begin().await.map_err(db_err)?;
    for n in new {
        sqlx::query(
            "INSERT INTO invitations (game_id, seat, inviter_id, invitee_id, status, created_at)
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(n.game_id)
        .bind(n.seat as i64)
        .bind(n.inviter_id)
        .bind(n.invitee_id)
        .bind(Answer::Standing.as_str())
        .bind(now)
        .execute(&mut *tx)
        .await
        .map_err(db_err)?;
    }
    tx.commit().await.map_err(db_err)
}

/// I-8: the invitations `inviter_id` sent that stand unanswered, in games
/// not over, to accounts that still exist.
pub async fn standing_sent(pool: &AnyPool, inviter_id: &str) -> Result<i64, String> {
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM invitations i
         JOIN games g ON g.id = i.game_id
         JOIN accounts a ON a.id = i.invitee_id
         WHERE i.inviter_id = $1 AND i.status = $2
           AND g.status NOT IN ('finished', 'abandoned')",
    )
    .bind(inviter_id)
    .bind(Answer::Standing.as_str())
    .fetch_one(pool)
    .await
    .map_err(db_err)
}

/// I-2: the seats of `game_id` held for invited accounts: invitations
/// standing or being accepted, whose invitee still exists (I-7).
pub async fn held_seats(pool: &AnyPool, game_id: &str) -> Result<Vec<usize>, String> {
    let seats: Vec<i64> = sqlx::query_scalar(
        "SELECT i.seat FROM invitations i JOIN accounts a ON a.id = i.invitee_id
         WHERE i.game_id = $1 AND i.status IN ($2, $3)",
    )
    .bind(game_id)
    .bind(Answer::Standing.as_str())
    .bind(Answer::Accepted.as_str())
    .fetch_all(pool)
    .await
    .map_err(db_err)?;
    Ok(seats.into_iter().map(|s| s as usize).collect())
}

const COLUMNS: &str = "SELECT i.game_id, g.game, g.players, g.status AS game_status, i.seat,
        f.name AS from_name, t.name AS to_name, i.invitee_id AS invitee, i.status,
        i.created_at, r.game_id AS rated
     FROM invitations i
     JOIN games g ON g.id = i.game_id
     LEFT JOIN accounts f ON f.id = i.inviter_id
     LEFT JOIN accounts t ON t.id = i.invitee_id
     LEFT JOIN rated_games r ON r.game_id = i.game_id";

fn invitation(r: &sqlx::any::AnyRow) -> Result<Invitation, String> {
    let status: String = r.try_get("status").map_err(db_err)?;
    let game_status: String = r.try_get("game_status").map_err(db_err)?;
    let to: Option<String> = r.try_get("to_name").map_err(db_err)?;
    let over = matches!(game_status.as_str(), "finished" | "abandoned");
    // I-7: a standing invitation to a game over, or for an account gone,
    // has lapsed.
    let status = if status == Answer::Standing.as_str() && (over || to.is_none()) {
        "lapsed".to_string()
    } else {
        status
    };
    let invitee: String = r.try_get("invitee").map_err(db_err)?;
    let rated: Option<String> = r.try_get("rated").map_err(db_err)?;
    Ok(Invitation {
        id: r.try_get("game_id").map_err(db_err)?,
        game: r.try_get("game").map_err(db_err)?,
        players: r.try_get("players").map_err(db_err)?,
        seat: r.try_get("seat").map_err(db_err)?,
        from: r
            .try_get::<Option<String>, _>("from_name")
            .map_err(db_err)?
            .unwrap_or_else(|| DELETED_PLAYER.to_string()),
        invitee_id: to.is_some().then_some(invitee),
        to: to.unwrap_or_else(|| DELETED_PLAYER.to_string()),
        status,
        rated: rated.is_some(),
        created_at: r.try_get("created_at").map_err(db_err)?,
    })
}

/// The invitation to `seat` of `game_id`, if there is one.
pub async fn one(pool: &AnyPool, game_id: &str, seat: usize) -> Result<Option<Invitation>, String> {
    let sql = format!("{COLUMNS} WHERE i.game_id = $1 AND i.seat = $2");
    let row = sqlx::query(&sql)
        .bind(game_id)
        .bind(seat as i64)
        .fetch_optional(pool)
        .await
        .map_err(db_err)?;
    row.as_ref().map(invitation).transpose()
}

/// The invitations standing for `invitee_id` in games not over, newest
/// first.
pub async fn received(pool: &AnyPool, invitee_id: &str) -> Result<Vec<Invitation>, String> {
    let sql = format!(
        "{COLUMNS} WHERE i.invitee_id = $1 AND i.status = $2
           AND g.status NOT IN ('finished', 'abandoned')
         ORDER BY i.created_at DESC, i.game_id, i.seat LIMIT $3"
    );
    let rows = sqlx::query(&sql)
        .bind(invitee_id)
        .bind(Answer::Standing.as_str())
        .bind(LISTED)
        .fetch_all(pool)
        .await
        .map_err(db_err)?;
    rows.iter().map(invitation).collect()
}

/// The invitations `inviter_id` sent, however they stand, newest first.
pub async fn sent(pool: &AnyPool, inviter_id: &str) -> Result<Vec<Invitation>, String> {
    let sql = format!(
        "{COLUMNS} WHERE i.inviter_id = $1
         ORDER BY i.created_at DESC, i.game_id, i.seat LIMIT $2"
    );
    let rows = sqlx::query(&sql)
        .bind(inviter_id)
        .bind(LISTED)
        .fetch_all(pool)
        .await
        .map_err(db_err)?;
    rows.iter().map(invitation).collect()
}

/// I-5: answers the invitation standing for `invitee_id` at `seat` of
/// `game_id`, from `from` to `to`; `false` when it did not stand so (it was
/// answered already), and then nothing changed.
pub async fn answer(
    pool: &AnyPool,
    game_id: &str,
    seat: usize,
    invitee_id: &str,
    (from, to): (Answer, Answer),
    now: i64,
) -> Result<bool, String> {
    let done = sqlx::query(
        "UPDATE invitations SET status = $1, answered_at = $2
         WHERE game_id = $3 AND seat = $4 AND invitee_id = $5 AND status = $6",
    )
    .bind(to.as_str())
    .bind(now)
    .bind(game_id)
    .bind(seat as i64)
    .bind(invitee_id)
    .bind(from.as_str())
    .execute(pool)
    .await
    .map_err(db_err)?;
    Ok(done.rows_affected() == 1)
}

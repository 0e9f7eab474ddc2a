//! Every SQL statement about invitations: the same on SQLite and
//! PostgreSQL (sqlx's `Any` driver), on the `invitations` table of the
//! migration after ratings' (`schema.rs`), and the rows they read and
//! write (rulings I-1 .. I-8; the rest of invitations is
//! `crate::invitations`).

use sqlx::Row;

use super::{DELETED_PLAYER, Store, db_err};

/// At most this many invitations are listed each way.
pub const LISTED: i64 = 50;

/// Where an invitation stands, as stored. `Lapsed` (I-7) is not stored: it
/// is a standing invitation whose game is over or whose invitee is gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Standing,
    Accepted,
    Declined,
}

impl Answer {
    pub fn as_str(self) -> &'static str {
        match self {
            Answer::Standing => "pending",
            Answer::Accepted => "accepted",
            Answer::Declined => "declined",
        }
    }
}

/// An invitation with what the lobby shows of its game (I-8: nothing
/// hidden, no token).
#[derive(Clone, Debug, serde::Serialize)]
pub struct Invitation {
    /// The game's id.
    pub id: String,
    /// The game's kind (`forsale`, ...).
    pub game: String,
    pub players: i64,
    pub seat: i64,
    /// Who invites, and who is invited (`deleted player` once gone).
    pub from: String,
    pub to: String,
    /// `pending`, `accepted`, `declined` or `lapsed` (I-7).
    pub status: String,
    pub rated: bool,
    /// Milliseconds since the Unix epoch.
    pub created_at: i64,
    #[serde(skip)]
    pub invitee_id: Option<String>,
}

/// A new invitation: `invitee_id` to `seat` of `game_id`, from `inviter_id`.
pub struct NewInvitation<'a> {
    pub game_id: &'a str,
    pub seat: usize,
    pub inviter_id: &'a str,
    pub invitee_id: &'a str,
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

impl Store {
    /// Stores invitations, all or none. An invitation to a seat already
    /// stored (a creation sent again under its key) stays as it stands.
    pub(crate) async fn invite(&self, new: &[NewInvitation<'_>], now: i64) -> Result<(), String> {
        let mut tx = self.pool.begin().await.map_err(db_err)?;
        for n in new {
            sqlx::query(
                "INSERT INTO invitations (game_id, seat, inviter_id, invitee_id, status, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6)
                 ON CONFLICT (game_id, seat) DO NOTHING",
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
    /// not over, to accounts that still exist; those of the game `except`
    /// left out (a creation sent again counts its own invitations once).
    pub(crate) async fn standing_invitations_sent(
        &self,
        inviter_id: &str,
        except: Option<&str>,
    ) -> Result<i64, String> {
        sqlx::query_scalar(
            "SELECT COUNT(*) FROM invitations i
             JOIN games g ON g.id = i.game_id
             JOIN accounts a ON a.id = i.invitee_id
             WHERE i.inviter_id = $1 AND i.status = $2 AND i.game_id <> $3
               AND g.status NOT IN ('finished', 'abandoned')",
        )
        .bind(inviter_id)
        .bind(Answer::Standing.as_str())
        // No game's id is empty.
        .bind(except.unwrap_or(""))
        .fetch_one(&self.pool)
        .await
        .map_err(db_err)
    }

    /// I-2: the seats of `game_id` held for invited accounts: invitations
    /// standing or being accepted, whose invitee still exists (I-7).
    pub(crate) async fn invited_seats(&self, game_id: &str) -> Result<Vec<usize>, String> {
        let seats: Vec<i64> = sqlx::query_scalar(
            "SELECT i.seat FROM invitations i JOIN accounts a ON a.id = i.invitee_id
             WHERE i.game_id = $1 AND i.status IN ($2, $3)",
        )
        .bind(game_id)
        .bind(Answer::Standing.as_str())
        .bind(Answer::Accepted.as_str())
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)?;
        Ok(seats.into_iter().map(|s| s as usize).collect())
    }

    /// The invitation to `seat` of `game_id`, if there is one.
    pub(crate) async fn invitation(
        &self,
        game_id: &str,
        seat: usize,
    ) -> Result<Option<Invitation>, String> {
        let sql = format!("{COLUMNS} WHERE i.game_id = $1 AND i.seat = $2");
        let row = sqlx::query(&sql)
            .bind(game_id)
            .bind(seat as i64)
            .fetch_optional(&self.pool)
            .await
            .map_err(db_err)?;
        row.as_ref().map(invitation).transpose()
    }

    /// The invitations standing for `invitee_id` in games not over, newest
    /// first.
    pub(crate) async fn invitations_received(
        &self,
        invitee_id: &str,
    ) -> Result<Vec<Invitation>, String> {
        let sql = format!(
            "{COLUMNS} WHERE i.invitee_id = $1 AND i.status = $2
               AND g.status NOT IN ('finished', 'abandoned')
             ORDER BY i.created_at DESC, i.game_id, i.seat LIMIT $3"
        );
        let rows = sqlx::query(&sql)
            .bind(invitee_id)
            .bind(Answer::Standing.as_str())
            .bind(LISTED)
            .fetch_all(&self.pool)
            .await
            .map_err(db_err)?;
        rows.iter().map(invitation).collect()
    }

    /// The invitations `inviter_id` sent, however they stand, newest first.
    pub(crate) async fn invitations_sent(
        &self,
        inviter_id: &str,
    ) -> Result<Vec<Invitation>, String> {
        let sql = format!(
            "{COLUMNS} WHERE i.inviter_id = $1
             ORDER BY i.created_at DESC, i.game_id, i.seat LIMIT $2"
        );
        let rows = sqlx::query(&sql)
            .bind(inviter_id)
            .bind(LISTED)
            .fetch_all(&self.pool)
            .await
            .map_err(db_err)?;
        rows.iter().map(invitation).collect()
    }

    /// I-5: answers the invitation standing for `invitee_id` at `seat` of
    /// `game_id`, from `from` to `to`; `false` when it did not stand so (it was
    /// answered already), and then nothing changed.
    pub(crate) async fn answer_invitation(
        &self,
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
        .execute(&self.pool)
        .await
        .map_err(db_err)?;
        Ok(done.rows_affected() == 1)
    }
}

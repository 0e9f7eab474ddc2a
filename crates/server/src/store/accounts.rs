//! Every SQL statement about accounts: the same on SQLite and PostgreSQL
//! (sqlx's `Any` driver, `$N` parameters, `TEXT` and `BIGINT` columns), on
//! the tables of schema version 9 (`crate::store`).

use sqlx::Row;

use super::notify::ACCOUNT_NOTIFY_ROWS;
use super::{Store, db_err};

/// What a deleted account's seats are called from then on.
pub const DELETED_PLAYER: &str = "deleted player";

/// An account as stored.
#[derive(Clone, Debug)]
pub struct AccountRow {
    pub id: String,
    pub name: String,
    pub password_hash: Option<String>,
    /// Raised by "sign out everywhere": a session of an older epoch is
    /// signed out.
    pub session_epoch: i64,
}

/// A seat an account holds, with where its game stands.
#[derive(Clone, Debug)]
pub struct HeldSeat {
    pub game_id: String,
    pub game: String,
    pub status: String,
    pub created_at: i64,
    pub seat: usize,
    /// The seat's token, sealed (`crate::accounts::sealed`).
    pub sealed: String,
}

/// Why a new account was not made.
pub enum Refused {
    /// The name, or a look-alike of it, is taken.
    NameTaken,
    /// The passkey is another account's already.
    PasskeyTaken,
    Database(String),
}

fn account(r: &sqlx::any::AnyRow) -> Result<AccountRow, String> {
    Ok(AccountRow {
        id: r.try_get("id").map_err(db_err)?,
        name: r.try_get("name").map_err(db_err)?,
        password_hash: r.try_get("password_hash").map_err(db_err)?,
        session_epoch: r.try_get("session_epoch").map_err(db_err)?,
    })
}

const ACCOUNT_COLUMNS: &str = "id, name, password_hash, session_epoch";

async fn add_passkey_in(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    account_id: &str,
    credential_id: &str,
    passkey: &str,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO passkeys (credential_id, account_id, passkey, created_at)
         VALUES ($1, $2, $3, $4)",
    )
    .bind(credential_id)
    .bind(account_id)
    .bind(passkey)
    .bind(now)
    .execute(&mut **tx)
    .await
    .map(|_| ())
}

impl Store {
    pub(crate) async fn account(&self, id: &str) -> Result<Option<AccountRow>, String> {
        let sql = format!("SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE id = $1");
        let row = sqlx::query(&sql)
            .bind(id)
            .fetch_optional(&self.pool)
            .await
            .map_err(db_err)?;
        row.as_ref().map(account).transpose()
    }

    pub(crate) async fn account_by_skeleton(
        &self,
        skeleton: &str,
    ) -> Result<Option<AccountRow>, String> {
        let sql = format!("SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE skeleton = $1");
        let row = sqlx::query(&sql)
            .bind(skeleton)
            .fetch_optional(&self.pool)
            .await
            .map_err(db_err)?;
        row.as_ref().map(account).transpose()
    }

    /// Makes an account, with its first passkey if it has one, in one
    /// transaction: the unique skeleton (and credential id) settle a race
    /// between two people taking the same name.
    pub(crate) async fn create_account(
        &self,
        account: &AccountRow,
        skeleton: &str,
        passkey: Option<(&str, &str)>,
        now: i64,
    ) -> Result<(), Refused> {
        let refused = |e: sqlx::Error, taken: Refused| match &e {
            sqlx::Error::Database(d) if d.is_unique_violation() => taken,
            _ => Refused::Database(db_err(e)),
        };
        let mut tx = self
            .pool
            .begin()
            .await
            .map_err(|e| Refused::Database(db_err(e)))?;
        sqlx::query(
            "INSERT INTO accounts (id, name, skeleton, password_hash, session_epoch, created_at)
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(&account.id)
        .bind(&account.name)
        .bind(skeleton)
        .bind(&account.password_hash)
        .bind(account.session_epoch)
        .bind(now)
        .execute(&mut *tx)
        .await
        .map_err(|e| refused(e, Refused::NameTaken))?;
        if let Some((credential_id, passkey)) = passkey {
            add_passkey_in(&mut tx, &account.id, credential_id, passkey, now)
                .await
                .map_err(|e| refused(e, Refused::PasskeyTaken))?;
        }
        tx.commit().await.map_err(|e| Refused::Database(db_err(e)))
    }

    /// Adds a passkey to an account that exists.
    pub(crate) async fn add_passkey(
        &self,
        account_id: &str,
        credential_id: &str,
        passkey: &str,
        now: i64,
    ) -> Result<(), Refused> {
        let mut tx = self
            .pool
            .begin()
            .await
            .map_err(|e| Refused::Database(db_err(e)))?;
        add_passkey_in(&mut tx, account_id, credential_id, passkey, now)
            .await
            .map_err(|e| match &e {
                sqlx::Error::Database(d) if d.is_unique_violation() => Refused::PasskeyTaken,
                _ => Refused::Database(db_err(e)),
            })?;
        tx.commit().await.map_err(|e| Refused::Database(db_err(e)))
    }

    /// The passkey with this credential id, and its account.
    pub(crate) async fn passkey(
        &self,
        credential_id: &str,
    ) -> Result<Option<(String, String)>, String> {
        let row = sqlx::query("SELECT account_id, passkey FROM passkeys WHERE credential_id = $1")
            .bind(credential_id)
            .fetch_optional(&self.pool)
            .await
            .map_err(db_err)?;
        row.map(|r| {
            Ok((
                r.try_get("account_id").map_err(db_err)?,
                r.try_get("passkey").map_err(db_err)?,
            ))
        })
        .transpose()
    }

    /// Keeps a passkey's new signature counter after a sign-in.
    pub(crate) async fn update_passkey(
        &self,
        credential_id: &str,
        passkey: &str,
    ) -> Result<(), String> {
        sqlx::query("UPDATE passkeys SET passkey = $1 WHERE credential_id = $2")
            .bind(passkey)
            .bind(credential_id)
            .execute(&self.pool)
            .await
            .map(|_| ())
            .map_err(db_err)
    }

    pub(crate) async fn passkey_count(&self, account_id: &str) -> Result<i64, String> {
        sqlx::query_scalar("SELECT COUNT(*) FROM passkeys WHERE account_id = $1")
            .bind(account_id)
            .fetch_one(&self.pool)
            .await
            .map_err(db_err)
    }

    /// Ends every session of the account (they carry the old epoch).
    pub(crate) async fn raise_session_epoch(&self, account_id: &str) -> Result<(), String> {
        sqlx::query("UPDATE accounts SET session_epoch = session_epoch + 1 WHERE id = $1")
            .bind(account_id)
            .execute(&self.pool)
            .await
            .map(|_| ())
            .map_err(db_err)
    }

    /// Deletes the account, its passkeys, its hold on seats and what it
    /// chose to be told by ([`ACCOUNT_NOTIFY_ROWS`]: its address, its
    /// browsers, the notifications not yet sent); the games stay, its seats
    /// named [`DELETED_PLAYER`]. A notification planned for it while this
    /// commits is forgotten by the sending task's sweep
    /// (`Store::forget_notifications_of_deleted`).
    pub(crate) async fn delete_account(&self, account_id: &str) -> Result<(), String> {
        let mut tx = self.pool.begin().await.map_err(db_err)?;
        sqlx::query(
            "UPDATE seats SET name = $1 WHERE EXISTS (SELECT 1 FROM account_seats a
             WHERE a.account_id = $2 AND a.game_id = seats.game_id AND a.seat = seats.seat)",
        )
        .bind(DELETED_PLAYER)
        .bind(account_id)
        .execute(&mut *tx)
        .await
        .map_err(db_err)?;
        let owned = ["account_seats", "ratings", "rating_changes", "passkeys"].map(|t| (t, ""));
        let mut statements: Vec<String> = owned
            .iter()
            .chain(&ACCOUNT_NOTIFY_ROWS)
            .map(|(table, which)| format!("DELETE FROM {table} WHERE {which}account_id = $1"))
            .collect();
        statements.push("DELETE FROM accounts WHERE id = $1".into());
        for sql in &statements {
            sqlx::query(sql)
                .bind(account_id)
                .execute(&mut *tx)
                .await
                .map_err(db_err)?;
        }
        tx.commit().await.map_err(db_err)
    }

    /// The seats of `game_id` an account holds, in order.
    pub(crate) async fn seats_held(&self, game_id: &str) -> Result<Vec<usize>, String> {
        let seats: Vec<i64> =
            sqlx::query_scalar("SELECT seat FROM account_seats WHERE game_id = $1 ORDER BY seat")
                .bind(game_id)
                .fetch_all(&self.pool)
                .await
                .map_err(db_err)?;
        Ok(seats.into_iter().map(|s| s as usize).collect())
    }

    /// Records that the account holds `seat` of `game_id`, with its token
    /// sealed (`sealed`). A seat another account holds stays theirs: `Ok(false)`.
    pub(crate) async fn hold_seat(
        &self,
        account_id: &str,
        game_id: &str,
        seat: usize,
        sealed: &str,
        now: i64,
    ) -> Result<bool, String> {
        let holder: Option<String> = sqlx::query_scalar(
            "SELECT account_id FROM account_seats WHERE game_id = $1 AND seat = $2",
        )
        .bind(game_id)
        .bind(seat as i64)
        .fetch_optional(&self.pool)
        .await
        .map_err(db_err)?;
        match holder {
            Some(h) => Ok(h == account_id),
            None => {
                let inserted = sqlx::query(
                    "INSERT INTO account_seats (game_id, seat, account_id, token, claimed_at)
                     VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(game_id)
                .bind(seat as i64)
                .bind(account_id)
                .bind(sealed)
                .bind(now)
                .execute(&self.pool)
                .await;
                match inserted {
                    Ok(_) => Ok(true),
                    // Claimed by someone else in between.
                    Err(sqlx::Error::Database(d)) if d.is_unique_violation() => Ok(false),
                    Err(e) => Err(db_err(e)),
                }
            }
        }
    }

    /// The seats an account holds, newest game first.
    pub(crate) async fn held_seats(
        &self,
        account_id: &str,
        limit: i64,
    ) -> Result<Vec<HeldSeat>, String> {
        let rows = sqlx::query(
            "SELECT g.id, g.game, g.status, g.created_at, a.seat, a.token
             FROM account_seats a JOIN games g ON g.id = a.game_id
             WHERE a.account_id = $1 ORDER BY g.created_at DESC, a.seat LIMIT $2",
        )
        .bind(account_id)
        .bind(limit)
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)?;
        rows.iter()
            .map(|r| {
                Ok(HeldSeat {
                    game_id: r.try_get("id").map_err(db_err)?,
                    game: r.try_get("game").map_err(db_err)?,
                    status: r.try_get("status").map_err(db_err)?,
                    created_at: r.try_get("created_at").map_err(db_err)?,
                    seat: r.try_get::<i64, _>("seat").map_err(db_err)? as usize,
                    sealed: r.try_get("token").map_err(db_err)?,
                })
            })
            .collect()
    }

    /// Whether the account holds a seat of `game_id`.
    pub(crate) async fn holds_seat_in(
        &self,
        account_id: &str,
        game_id: &str,
    ) -> Result<bool, String> {
        let held: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM account_seats WHERE account_id = $1 AND game_id = $2",
        )
        .bind(account_id)
        .bind(game_id)
        .fetch_one(&self.pool)
        .await
        .map_err(db_err)?;
        Ok(held > 0)
    }

    /// Failed sign-ins of `subject` since `since` (milliseconds).
    pub(crate) async fn failures_since(&self, subject: &str, since: i64) -> Result<i64, String> {
        sqlx::query_scalar(
            "SELECT COUNT(*) FROM sign_in_failures WHERE subject = $1 AND at_ms > $2",
        )
        .bind(subject)
        .bind(since)
        .fetch_one(&self.pool)
        .await
        .map_err(db_err)
    }

    /// Records a failed sign-in of each subject, and forgets the ones older
    /// than `forget_before`.
    pub(crate) async fn record_failure(
        &self,
        subjects: &[String],
        now: i64,
        forget_before: i64,
    ) -> Result<(), String> {
        let mut tx = self.pool.begin().await.map_err(db_err)?;
        sqlx::query("DELETE FROM sign_in_failures WHERE at_ms <= $1")
            .bind(forget_before)
            .execute(&mut *tx)
            .await
            .map_err(db_err)?;
        for subject in subjects {
            sqlx::query("INSERT INTO sign_in_failures (subject, at_ms) VALUES ($1, $2)")
                .bind(subject)
                .bind(now)
                .execute(&mut *tx)
                .await
                .map_err(db_err)?;
        }
        tx.commit().await.map_err(db_err)
    }

    /// Forgets the failed sign-ins of `subject` (after it signed in).
    pub(crate) async fn clear_failures(&self, subject: &str) -> Result<(), String> {
        sqlx::query("DELETE FROM sign_in_failures WHERE subject = $1")
            .bind(subject)
            .execute(&self.pool)
            .await
            .map(|_| ())
            .map_err(db_err)
    }

    /// Seals every seat token stored in the clear (before schema 10), once:
    /// `seal(game_id, seat, token)` gives a token's sealed form, `None` for
    /// one sealed already.
    pub(crate) async fn seal_clear_tokens(
        &self,
        seal: impl Fn(&str, usize, &str) -> Option<String>,
    ) -> Result<(), String> {
        let rows = sqlx::query(
            "SELECT game_id, seat, token FROM account_seats WHERE token NOT LIKE 'sealed1:%'",
        )
        .fetch_all(&self.pool)
        .await
        .map_err(db_err)?;
        for r in &rows {
            let token: String = r.try_get("token").map_err(db_err)?;
            let game_id: String = r.try_get("game_id").map_err(db_err)?;
            let seat: i64 = r.try_get("seat").map_err(db_err)?;
            let Some(sealed) = seal(&game_id, seat as usize, &token) else {
                continue;
            };
            sqlx::query(
                "UPDATE account_seats SET token = $1 WHERE game_id = $2 AND seat = $3 AND token = $4",
            )
            .bind(&sealed)
            .bind(&game_id)
            .bind(seat)
            .bind(&token)
            .execute(&self.pool)
            .await
            .map_err(db_err)?;
        }
        Ok(())
    }
}

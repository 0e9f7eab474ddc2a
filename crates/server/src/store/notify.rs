//! Every SQL statement of notifications (N-1 .. N-7): each account's
//! choices and browsers, the turns to plan, the outbox, and the keys the
//! servers share. What to send, and sending it, is `crate::notify`.

use sqlx::Row;

use super::Store;

/// What an account chose to be told by, as tables and the rows of them
/// that go with the account (a condition ending in `AND `, or none): its
/// choices (the address included), its browsers and its notifications not
/// sent yet. The account's deletion deletes them with it; the sending
/// task's sweep deletes those of accounts that are gone.
pub(super) const ACCOUNT_NOTIFY_ROWS: [(&str, &str); 3] = [
    ("notify_settings", ""),
    ("push_subscriptions", ""),
    ("notifications", "done_at IS NULL AND "),
];

fn db(e: sqlx::Error) -> String {
    format!("the database: {e}")
}

/// An account's choices (N-2, N-5, N-6).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    pub email: Option<String>,
    pub email_on: bool,
    pub digest: bool,
    pub real_time: bool,
    pub lang: String,
}

/// A browser's push subscription (its endpoint and keys, as the browser's
/// `PushSubscription.toJSON()` gives them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subscription {
    pub endpoint: String,
    pub p256dh: String,
    pub auth: String,
}

/// A turn not planned yet, with what its notifications tell.
pub struct PendingTurn {
    pub game_id: String,
    pub seat: i64,
    pub turn: i64,
    pub began_at: i64,
    pub remind_at: Option<i64>,
    pub turn_based: bool,
    pub ended: bool,
    pub game: String,
    pub name: Option<String>,
    pub account: Option<String>,
}

/// An outbox row to add for a turn.
pub struct OutboxRow {
    /// N-1: unique per turn, kind, channel and address.
    pub id: String,
    pub kind: &'static str,
    pub channel: &'static str,
    pub target: String,
    pub body: String,
    pub due_at: i64,
}

/// An outbox row due to be sent, as read before it is claimed.
pub struct DueRow {
    pub id: String,
    pub account: String,
    pub channel: String,
    pub target: String,
    pub body: String,
    pub tries: i64,
    /// Its turn is over.
    pub ended: bool,
    /// The account has email on.
    pub email_on: bool,
}

impl Store {
    pub(crate) async fn notify_settings(&self, account: &str) -> Result<Settings, String> {
        let row = sqlx::query(
            "SELECT email, email_on, digest, real_time, lang FROM notify_settings
             WHERE account_id = $1",
        )
        .bind(account)
        .fetch_optional(&self.pool)
        .await
        .map_err(db)?;
        Ok(match row {
            Some(r) => Settings {
                email: r.try_get("email").map_err(db)?,
                email_on: r.try_get::<i64, _>("email_on").map_err(db)? != 0,
                digest: r.try_get::<i64, _>("digest").map_err(db)? != 0,
                real_time: r.try_get::<i64, _>("real_time").map_err(db)? != 0,
                lang: r.try_get("lang").map_err(db)?,
            },
            None => Settings {
                lang: "en".into(),
                ..Settings::default()
            },
        })
    }

    pub(crate) async fn save_notify_settings(
        &self,
        account: &str,
        s: &Settings,
    ) -> Result<(), String> {
        sqlx::query(
            "INSERT INTO notify_settings (account_id, email, email_on, digest, real_time, lang)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (account_id) DO UPDATE SET email = excluded.email,
               email_on = excluded.email_on, digest = excluded.digest,
               real_time = excluded.real_time, lang = excluded.lang",
        )
        .bind(account)
        .bind(s.email.clone())
        .bind(s.email_on as i64)
        .bind(s.digest as i64)
        .bind(s.real_time as i64)
        .bind(&s.lang)
        .execute(&self.pool)
        .await
        .map_err(db)?;
        Ok(())
    }

    /// N-7: email off for `account`, nothing else changed. Whether it was on.
    pub(crate) async fn email_off(&self, account: &str) -> Result<bool, String> {
        let done = sqlx::query(
            "UPDATE notify_settings SET email_on = 0 WHERE account_id = $1 AND email_on <> 0",
        )
        .bind(account)
        .execute(&self.pool)
        .await
        .map_err(db)?;
        Ok(done.rows_affected() > 0)
    }

    /// Forgets what deleted accounts left ([`ACCOUNT_NOTIFY_ROWS`]): what
    /// a server planned for an account while it was being deleted.
    pub(crate) async fn forget_notifications_of_deleted(&self) -> Result<(), String> {
        for (table, which) in ACCOUNT_NOTIFY_ROWS {
            let statement = format!(
                "DELETE FROM {table} WHERE {which}account_id NOT IN (SELECT id FROM accounts)"
            );
            sqlx::query(&statement)
                .execute(&self.pool)
                .await
                .map_err(db)?;
        }
        Ok(())
    }

    /// Subscribes a browser for `account` (an endpoint belongs to one account:
    /// the last to subscribe it).
    pub(crate) async fn subscribe_push(
        &self,
        account: &str,
        s: &Subscription,
        now: i64,
    ) -> Result<(), String> {
        sqlx::query(
            "INSERT INTO push_subscriptions (endpoint, account_id, p256dh, auth, created_at)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (endpoint) DO UPDATE SET account_id = excluded.account_id,
               p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at",
        )
        .bind(&s.endpoint)
        .bind(account)
        .bind(&s.p256dh)
        .bind(&s.auth)
        .bind(now)
        .execute(&self.pool)
        .await
        .map_err(db)?;
        Ok(())
    }

    /// Forgets a browser's subscription (of `account`, or of anyone's when the
    /// push service says it is gone). Whether there was one.
    pub(crate) async fn unsubscribe_push(
        &self,
        account: Option<&str>,
        endpoint: &str,
    ) -> Result<bool, String> {
        let done = match account {
            Some(a) => {
                sqlx::query(
                    "DELETE FROM push_subscriptions WHERE endpoint = $1 AND account_id = $2",
                )
                .bind(endpoint)
                .bind(a)
                .execute(&self.pool)
                .await
            }
            None => {
                sqlx::query("DELETE FROM push_subscriptions WHERE endpoint = $1")
                    .bind(endpoint)
                    .execute(&self.pool)
                    .await
            }
        }
        .map_err(db)?;
        Ok(done.rows_affected() > 0)
    }

    pub(crate) async fn push_subscriptions(
        &self,
        account: &str,
    ) -> Result<Vec<Subscription>, String> {
        let rows = sqlx::query(
            "SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE account_id = $1
             ORDER BY created_at, endpoint",
        )
        .bind(account)
        .fetch_all(&self.pool)
        .await
        .map_err(db)?;
        rows.iter()
            .map(|r| {
                Ok(Subscription {
                    endpoint: r.try_get("endpoint").map_err(db)?,
                    p256dh: r.try_get("p256dh").map_err(db)?,
                    auth: r.try_get("auth").map_err(db)?,
                })
            })
            .collect()
    }

    /// The turns not planned yet, oldest first, but for those still going
    /// on in a seat no account holds that began after `unheld_since`: they
    /// are waited for (an account may still claim the seat), and leaving
    /// them out keeps a crowd of guests' turns from filling the batch and
    /// holding up the turns of people with accounts behind them.
    pub(crate) async fn turns_to_plan(
        &self,
        unheld_since: i64,
    ) -> Result<Vec<PendingTurn>, String> {
        let rows = sqlx::query(
            "SELECT t.game_id, t.seat, t.turn, t.began_at, t.remind_at, t.turn_based, t.ended_at,
                    g.game, s.name, a.account_id
             FROM turns t
             JOIN games g ON g.id = t.game_id
             LEFT JOIN seats s ON s.game_id = t.game_id AND s.seat = t.seat
             LEFT JOIN account_seats a ON a.game_id = t.game_id AND a.seat = t.seat
             WHERE t.planned = 0
               AND (a.account_id IS NOT NULL OR t.ended_at IS NOT NULL OR t.began_at <= $1)
             ORDER BY t.began_at LIMIT 200",
        )
        .bind(unheld_since)
        .fetch_all(&self.pool)
        .await
        .map_err(db)?;
        rows.iter()
            .map(|r| {
                Ok(PendingTurn {
                    game_id: r.try_get("game_id").map_err(db)?,
                    seat: r.try_get("seat").map_err(db)?,
                    turn: r.try_get("turn").map_err(db)?,
                    began_at: r.try_get("began_at").map_err(db)?,
                    remind_at: r.try_get("remind_at").map_err(db)?,
                    turn_based: r.try_get::<i64, _>("turn_based").map_err(db)? != 0,
                    ended: r
                        .try_get::<Option<i64>, _>("ended_at")
                        .map_err(db)?
                        .is_some(),
                    game: r.try_get("game").map_err(db)?,
                    name: r.try_get("name").map_err(db)?,
                    account: r.try_get("account_id").map_err(db)?,
                })
            })
            .collect()
    }

    /// N-5: when `account`'s digest waiting to go goes, if one is.
    pub(crate) async fn next_digest_due(&self, account: &str) -> Result<Option<i64>, String> {
        sqlx::query_scalar(
            "SELECT MIN(due_at) FROM notifications
             WHERE account_id = $1 AND channel = 'digest' AND done_at IS NULL",
        )
        .bind(account)
        .fetch_one(&self.pool)
        .await
        .map_err(db)
    }

    /// The outbox rows due at `now` that nobody holds, oldest first.
    pub(crate) async fn due_notifications(&self, now: i64) -> Result<Vec<DueRow>, String> {
        let rows = sqlx::query(
            "SELECT n.id, n.account_id, n.channel, n.target, n.body, n.tries, t.ended_at,
                    COALESCE(st.email_on, 0) AS email_on
             FROM notifications n
             LEFT JOIN turns t ON t.game_id = n.game_id AND t.seat = n.seat AND t.turn = n.turn
             LEFT JOIN notify_settings st ON st.account_id = n.account_id
             WHERE n.done_at IS NULL AND n.due_at <= $1
               AND (n.claimed_until IS NULL OR n.claimed_until < $1)
             ORDER BY n.due_at, n.id LIMIT 100",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await
        .map_err(db)?;
        rows.iter()
            .map(|r| {
                Ok(DueRow {
                    id: r.try_get("id").map_err(db)?,
                    account: r.try_get("account_id").map_err(db)?,
                    channel: r.try_get("channel").map_err(db)?,
                    target: r.try_get("target").map_err(db)?,
                    body: r.try_get("body").map_err(db)?,
                    tries: r.try_get("tries").map_err(db)?,
                    ended: r
                        .try_get::<Option<i64>, _>("ended_at")
                        .map_err(db)?
                        .is_some(),
                    email_on: r.try_get::<i64, _>("email_on").map_err(db)? != 0,
                })
            })
            .collect()
    }

    /// The keys of the browser subscribed at `endpoint` (`p256dh`, `auth`).
    pub(crate) async fn push_keys(
        &self,
        endpoint: &str,
    ) -> Result<Option<(String, String)>, String> {
        let sub = sqlx::query("SELECT p256dh, auth FROM push_subscriptions WHERE endpoint = $1")
            .bind(endpoint)
            .fetch_optional(&self.pool)
            .await
            .map_err(db)?;
        let Some(sub) = sub else { return Ok(None) };
        let p256dh: String = sub.try_get("p256dh").map_err(|e| e.to_string())?;
        let auth: String = sub.try_get("auth").map_err(|e| e.to_string())?;
        Ok(Some((p256dh, auth)))
    }

    /// Puts each planned turn's notifications into the outbox (a row
    /// already there stays as it is) and marks the turns planned, all in one
    /// transaction: one write for a batch of turns, not one each, so the
    /// planner seldom competes with the games' own writes (SQLite has one
    /// writer).
    pub(crate) async fn plan_turns(
        &self,
        planned: &[(PendingTurn, Vec<OutboxRow>)],
        now: i64,
    ) -> Result<(), String> {
        if planned.is_empty() {
            return Ok(());
        }
        let mut tx = self.pool.begin().await.map_err(db)?;
        for (p, outgoing) in planned {
            for o in outgoing {
                sqlx::query(
                    "INSERT INTO notifications (id, account_id, game_id, seat, turn, kind, channel,
                       target, body, created_at, due_at)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
                     ON CONFLICT (id) DO NOTHING",
                )
                .bind(&o.id)
                .bind(p.account.clone())
                .bind(&p.game_id)
                .bind(p.seat)
                .bind(p.turn)
                .bind(o.kind)
                .bind(o.channel)
                .bind(&o.target)
                .bind(&o.body)
                .bind(now)
                .bind(o.due_at)
                .execute(&mut *tx)
                .await
                .map_err(db)?;
            }
            sqlx::query(
                "UPDATE turns SET planned = 1 WHERE game_id = $1 AND seat = $2 AND turn = $3",
            )
            .bind(&p.game_id)
            .bind(p.seat)
            .bind(p.turn)
            .execute(&mut *tx)
            .await
            .map_err(db)?;
        }
        tx.commit().await.map_err(db)
    }

    /// Takes outbox row `id` until `until` (counting a try), if nobody holds
    /// it at `now`.
    pub(crate) async fn claim_notification(
        &self,
        id: &str,
        now: i64,
        until: i64,
    ) -> Result<bool, String> {
        let done = sqlx::query(
            "UPDATE notifications SET claimed_until = $1, tries = tries + 1
             WHERE id = $2 AND done_at IS NULL AND (claimed_until IS NULL OR claimed_until < $3)",
        )
        .bind(until)
        .bind(id)
        .bind(now)
        .execute(&self.pool)
        .await
        .map_err(db)?;
        Ok(done.rows_affected() == 1)
    }

    /// Outbox row `id` is done at `now`, with `result`.
    pub(crate) async fn finish_notification(
        &self,
        id: &str,
        now: i64,
        result: &str,
    ) -> Result<(), String> {
        sqlx::query("UPDATE notifications SET done_at = $1, result = $2 WHERE id = $3")
            .bind(now)
            .bind(result)
            .bind(id)
            .execute(&self.pool)
            .await
            .map_err(db)?;
        Ok(())
    }

    /// Gives outbox row `id` back, to be tried again at `due_at`.
    pub(crate) async fn retry_notification(
        &self,
        id: &str,
        due_at: i64,
        result: &str,
    ) -> Result<(), String> {
        sqlx::query(
            "UPDATE notifications SET claimed_until = NULL, due_at = $1, result = $2
             WHERE id = $3",
        )
        .bind(due_at)
        .bind(result)
        .bind(id)
        .execute(&self.pool)
        .await
        .map(|_| ())
        .map_err(db)
    }

    /// The keys every server shares (VAPID's private and public halves, the
    /// secret of unsubscribe links): `made` is stored unless a server stored
    /// its own first; then the stored ones are read back, so every server
    /// uses one set.
    pub(crate) async fn notify_keys(
        &self,
        (private, public, secret): (&str, &str, &str),
    ) -> Result<(String, String, String), String> {
        sqlx::query(
            "INSERT INTO notify_keys (id, vapid_private, vapid_public, link_secret)
             VALUES (1, $1, $2, $3) ON CONFLICT (id) DO NOTHING",
        )
        .bind(private)
        .bind(public)
        .bind(secret)
        .execute(&self.pool)
        .await
        .map_err(|e| format!("storing the notification keys: {e}"))?;
        sqlx::query_as(
            "SELECT vapid_private, vapid_public, link_secret FROM notify_keys WHERE id = 1",
        )
        .fetch_one(&self.pool)
        .await
        .map_err(|e| format!("reading the notification keys: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Backend, Store};

    /// N-1: a crowd of guests' turns still going on (waited for while an
    /// account may claim their seat) does not hold up the turn of a person
    /// with an account behind it, however many there are; once their
    /// grace is over they are planned, oldest first.
    async fn guests_turns_do_not_hold_up_an_accounts_turn(backend: Backend) {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&crate::testing::fresh_database(backend, dir.path()).await)
            .await
            .unwrap();
        let pool = store.pool();
        // 250 games, each waiting for a guest since time 0..250, more
        // than a batch holds; then game g250 waits for an account's seat.
        for g in 0..=250i64 {
            sqlx::query(
                "INSERT INTO games (id, game, players, options, seed, status, created_at)
                 VALUES ($1, 'forsale', 3, '{}', 1, 'active', 0)",
            )
            .bind(format!("g{g}"))
            .execute(pool)
            .await
            .unwrap();
            sqlx::query(
                "INSERT INTO turns (game_id, seat, turn, began_at, turn_based)
                 VALUES ($1, 0, 0, $2, 0)",
            )
            .bind(format!("g{g}"))
            .bind(g)
            .execute(pool)
            .await
            .unwrap();
        }
        sqlx::query(
            "INSERT INTO account_seats (game_id, seat, account_id, token, claimed_at)
             VALUES ('g250', 0, 'ann', 't', 0)",
        )
        .execute(pool)
        .await
        .unwrap();

        let within_grace = store.turns_to_plan(-1).await.unwrap();
        let games: Vec<&str> = within_grace.iter().map(|t| t.game_id.as_str()).collect();
        assert_eq!(games, ["g250"], "only the account's turn is planned yet");
        assert_eq!(within_grace[0].account.as_deref(), Some("ann"));

        // Guests' turns that began at 0..=9 are past their grace at 9.
        let later = store.turns_to_plan(9).await.unwrap();
        let games: Vec<&str> = later.iter().map(|t| t.game_id.as_str()).collect();
        let mut expected: Vec<String> = (0..=9).map(|g| format!("g{g}")).collect();
        expected.push("g250".into());
        assert_eq!(games, expected);

        // One pass marks its whole batch planned.
        let batch: Vec<_> = later.into_iter().map(|t| (t, Vec::new())).collect();
        store.plan_turns(&batch, 10).await.unwrap();
        assert!(store.turns_to_plan(9).await.unwrap().is_empty());
        assert_eq!(store.turns_to_plan(10).await.unwrap()[0].game_id, "g10");
        store.close().await;
    }

    #[tokio::test]
    async fn guests_turns_do_not_hold_up_an_accounts_turn_on_both_databases() {
        for backend in [Backend::Sqlite, Backend::Postgres] {
            guests_turns_do_not_hold_up_an_accounts_turn(backend).await;
        }
    }

    /// The sweep forgets what is left of accounts that are gone (a
    /// notification planned while its account was being deleted) and
    /// nothing of the others'; what was sent stays as the record of it.
    async fn the_sweep_forgets_only_what_deleted_accounts_left(backend: Backend) {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&crate::testing::fresh_database(backend, dir.path()).await)
            .await
            .unwrap();
        let pool = store.pool();
        let run = |sql: String| async move {
            sqlx::query(&sql).execute(pool).await.unwrap();
        };
        run(
            "INSERT INTO accounts (id, name, skeleton, session_epoch, created_at)
             VALUES ('ann', 'Ann', 'ann', 0, 0)"
                .into(),
        )
        .await;
        for who in ["ann", "gone"] {
            run(format!(
                "INSERT INTO notify_settings (account_id, email) VALUES ('{who}', 'x@y.z')"
            ))
            .await;
            run(format!(
                "INSERT INTO push_subscriptions (endpoint, account_id, p256dh, auth, created_at)
                 VALUES ('https://push.test/{who}', '{who}', 'k', 'a', 0)"
            ))
            .await;
            for (n, done) in [(1, "NULL"), (2, "5")] {
                run(format!(
                    "INSERT INTO notifications (id, account_id, game_id, seat, turn, kind,
                       channel, target, body, created_at, due_at, done_at)
                     VALUES ('{who}{n}', '{who}', 'g', 0, 0, 'turn', 'push', 't', 'b', 0, 0, {done})"
                ))
                .await;
            }
        }
        store.forget_notifications_of_deleted().await.unwrap();
        let left = |table: &'static str| async move {
            let sql = format!("SELECT account_id FROM {table} ORDER BY account_id");
            sqlx::query_scalar::<_, String>(&sql)
                .fetch_all(pool)
                .await
                .unwrap()
        };
        assert_eq!(left("notify_settings").await, ["ann"]);
        assert_eq!(left("push_subscriptions").await, ["ann"]);
        let ids: Vec<String> = sqlx::query_scalar("SELECT id FROM notifications ORDER BY id")
            .fetch_all(pool)
            .await
            .unwrap();
        assert_eq!(ids, ["ann1", "ann2", "gone2"]);
        store.close().await;
    }

    #[tokio::test]
    async fn the_sweep_forgets_only_what_deleted_accounts_left_on_both_databases() {
        for backend in [Backend::Sqlite, Backend::Postgres] {
            the_sweep_forgets_only_what_deleted_accounts_left(backend).await;
        }
    }
}

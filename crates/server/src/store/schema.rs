//! The layout of the tables: the first schema, the migrations that bring
//! an older database up to date, and the settings of every SQLite connection.

use sqlx::{AnyConnection, Connection, Executor};

use super::db_err;

/// The layout of the tables: [`SCHEMA`] made version 1, and each of
/// [`MIGRATIONS`] raises it by one. A database records the version that
/// made it; a server brings an older one up to date when it opens it, and
/// refuses one of a newer version than it knows rather than misread it.
pub const SCHEMA_VERSION: i64 = 1 + MIGRATIONS.len() as i64;

/// The tables as version 1 laid them out. Never changed: a change to the
/// layout is a new entry of [`MIGRATIONS`], so that old databases follow.
const SCHEMA: &[&str] = &[
    "CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS games (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        players BIGINT NOT NULL,
        options TEXT NOT NULL,
        seed BIGINT NOT NULL,
        status TEXT NOT NULL,
        created_at BIGINT NOT NULL)",
    "CREATE INDEX IF NOT EXISTS games_by_status ON games (status, created_at)",
    "CREATE TABLE IF NOT EXISTS seats (
        game_id TEXT NOT NULL,
        seat BIGINT NOT NULL,
        kind TEXT NOT NULL,
        bot TEXT,
        token_hash TEXT,
        name TEXT,
        PRIMARY KEY (game_id, seat))",
    "CREATE TABLE IF NOT EXISTS actions (
        game_id TEXT NOT NULL,
        idx BIGINT NOT NULL,
        seat BIGINT NOT NULL,
        action TEXT NOT NULL,
        client_key TEXT,
        PRIMARY KEY (game_id, idx))",
];

/// Entry `i` brings a database of version `i + 1` to version `i + 2`, in
/// one transaction with the new version number. Statements both SQLite and
/// PostgreSQL run.
const MIGRATIONS: &[&[&str]] = &[
    // 2: a game may start from a position (docs/positions.md), kept as the
    // position file's JSON; NULL for a game dealt from its seed.
    &["ALTER TABLE games ADD COLUMN position TEXT"],
    // 3: a finished game may lead to its rematch (the new game's id).
    &["ALTER TABLE games ADD COLUMN rematch TEXT"],
    // 4: the table talk of each game.
    &["CREATE TABLE chat (
        game_id TEXT NOT NULL,
        idx BIGINT NOT NULL,
        seat BIGINT NOT NULL,
        after_actions BIGINT NOT NULL,
        said_at BIGINT NOT NULL,
        text TEXT NOT NULL,
        PRIMARY KEY (game_id, idx))"],
    // 5: at the table (docs/rules/table.md): time controls and clocks, the
    // bot that plays for an absent player, who played each action and when,
    // the undos, and the server's heartbeat (so that time it was down is
    // not counted).
    &[
        "ALTER TABLE games ADD COLUMN time_control TEXT",
        "ALTER TABLE games ADD COLUMN takeover TEXT",
        "ALTER TABLE games ADD COLUMN clocks TEXT",
        "ALTER TABLE seats ADD COLUMN away TEXT",
        "ALTER TABLE actions ADD COLUMN by_bot BIGINT",
        "ALTER TABLE actions ADD COLUMN acted_at BIGINT",
        "CREATE TABLE undos (
            game_id TEXT NOT NULL,
            n BIGINT NOT NULL,
            seat BIGINT NOT NULL,
            public BIGINT NOT NULL,
            idx BIGINT NOT NULL,
            action TEXT NOT NULL,
            undone_at BIGINT NOT NULL,
            PRIMARY KEY (game_id, n))",
        "CREATE TABLE heartbeat (node TEXT PRIMARY KEY, alive_at BIGINT NOT NULL)",
    ],
    // 6: learning: whether the table offers hints, and the reviews of
    // finished games (docs/api.md, "Hints and reviews").
    &[
        "ALTER TABLE games ADD COLUMN hints BIGINT",
        "CREATE TABLE reviews (
            game_id TEXT PRIMARY KEY,
            review TEXT NOT NULL,
            made_at BIGINT NOT NULL)",
    ],
    // 7: several servers on one PostgreSQL database (docs/deploy.md): the
    // server that holds each game and the epoch of its hold (its fencing
    // token), the servers and their leases, rate-limit buckets every
    // server shares, and the secret servers forward requests with.
    &[
        "ALTER TABLE games ADD COLUMN owner TEXT",
        "ALTER TABLE games ADD COLUMN epoch BIGINT NOT NULL DEFAULT 0",
        "CREATE TABLE nodes (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            address TEXT NOT NULL,
            alive_at BIGINT NOT NULL,
            lease_until BIGINT NOT NULL,
            started_at BIGINT NOT NULL)",
        "CREATE TABLE buckets (
            bucket TEXT PRIMARY KEY,
            tokens DOUBLE PRECISION NOT NULL,
            at_ms BIGINT NOT NULL,
            full_at BIGINT NOT NULL)",
        "CREATE TABLE cluster (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
    ],
    // 8: nothing unreadable, nothing silently different (docs/api.md,
    // "Stored outcomes and damaged games"): the outcome of a finished game
    // as it was when it finished, and why a game that cannot be rebuilt
    // from its rows is damaged; and the edition of the rules each game is
    // played under (issue 28): a game stored before the column existed is
    // edition 1, the rules as they stood before editions were numbered.
    &[
        "ALTER TABLE games ADD COLUMN outcome TEXT",
        "ALTER TABLE games ADD COLUMN damaged TEXT",
        "ALTER TABLE games ADD COLUMN edition BIGINT NOT NULL DEFAULT 1",
    ],
    // 9: accounts (`crate::accounts`): people with a name, a password hash
    // and passkeys, the seats they hold (with the seat's token, so "my
    // games" opens them on any device), and failed sign-ins (the limits
    // per account and per address). Sessions are tower-sessions' own table.
    &[
        "CREATE TABLE accounts (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            skeleton TEXT NOT NULL UNIQUE,
            password_hash TEXT,
            session_epoch BIGINT NOT NULL,
            created_at BIGINT NOT NULL)",
        "CREATE TABLE passkeys (
            credential_id TEXT PRIMARY KEY,
            account_id TEXT NOT NULL,
            passkey TEXT NOT NULL,
            created_at BIGINT NOT NULL)",
        "CREATE INDEX passkeys_by_account ON passkeys (account_id)",
        "CREATE TABLE account_seats (
            game_id TEXT NOT NULL,
            seat BIGINT NOT NULL,
            account_id TEXT NOT NULL,
            token TEXT NOT NULL,
            claimed_at BIGINT NOT NULL,
            PRIMARY KEY (game_id, seat))",
        "CREATE INDEX account_seats_by_account ON account_seats (account_id)",
        "CREATE TABLE sign_in_failures (subject TEXT NOT NULL, at_ms BIGINT NOT NULL)",
        "CREATE INDEX sign_in_failures_by_subject ON sign_in_failures (subject, at_ms)",
    ],
    // 10: who left, ran out of time or came back, and when, in order, for
    // the table's log (docs/rules/table.md, T-3 .. T-5).
    &["CREATE TABLE away_changes (
        game_id TEXT NOT NULL,
        n BIGINT NOT NULL,
        seat BIGINT NOT NULL,
        away TEXT,
        after_actions BIGINT NOT NULL,
        changed_at BIGINT NOT NULL,
        PRIMARY KEY (game_id, n))"],
    // 11: ratings (`crate::ratings`, docs/rules/table.md R-1..): which games
    // are rated and when their ratings were updated, each account's rating
    // per game, and every change to it (its history). The seat tokens
    // accounts hold are sealed from now on (`accounts::sealed`): the ones
    // stored in the clear before are sealed when a server first opens the
    // database with its key.
    &[
        "CREATE TABLE rated_games (
            game_id TEXT PRIMARY KEY,
            game TEXT NOT NULL,
            created_at BIGINT NOT NULL,
            rated_at BIGINT)",
        "CREATE TABLE ratings (
            account_id TEXT NOT NULL,
            game TEXT NOT NULL,
            rating DOUBLE PRECISION NOT NULL,
            uncertainty DOUBLE PRECISION NOT NULL,
            games BIGINT NOT NULL,
            updated_at BIGINT NOT NULL,
            PRIMARY KEY (account_id, game))",
        "CREATE INDEX ratings_by_game ON ratings (game, rating)",
        "CREATE TABLE rating_changes (
            game_id TEXT NOT NULL,
            seat BIGINT NOT NULL,
            account_id TEXT NOT NULL,
            game TEXT NOT NULL,
            place BIGINT NOT NULL,
            players BIGINT NOT NULL,
            rating_before DOUBLE PRECISION NOT NULL,
            rating DOUBLE PRECISION NOT NULL,
            uncertainty DOUBLE PRECISION NOT NULL,
            at BIGINT NOT NULL,
            PRIMARY KEY (game_id, seat))",
        "CREATE INDEX rating_changes_by_account ON rating_changes (account_id, game, at)",
    ],
    // 12: invitations (`crate::invitations`, docs/rules/table.md I-1..): an
    // account invited to an open seat, held for it until it answers.
    &[
        "CREATE TABLE invitations (
            game_id TEXT NOT NULL,
            seat BIGINT NOT NULL,
            inviter_id TEXT NOT NULL,
            invitee_id TEXT NOT NULL,
            status TEXT NOT NULL,
            created_at BIGINT NOT NULL,
            answered_at BIGINT,
            PRIMARY KEY (game_id, seat))",
        "CREATE INDEX invitations_by_invitee ON invitations (invitee_id, status)",
        "CREATE INDEX invitations_by_inviter ON invitations (inviter_id, status)",
    ],
    // 13: play now's queue (`crate::playnow`, docs/rules/table.md Q-1..):
    // one entry per account asking for a game; `claim` marks the entries
    // a matcher is seating (released if it never finishes, Q-10), and
    // `game_id` and `seat` where the entry was seated.
    &[
        "CREATE TABLE play_queue (
            account_id TEXT PRIMARY KEY,
            entry TEXT NOT NULL UNIQUE,
            name TEXT NOT NULL,
            game TEXT NOT NULL,
            players BIGINT NOT NULL,
            pace TEXT NOT NULL,
            wait_ms BIGINT NOT NULL,
            rating DOUBLE PRECISION NOT NULL,
            joined_at BIGINT NOT NULL,
            seen_at BIGINT NOT NULL,
            claim TEXT,
            claimed_at BIGINT,
            game_id TEXT,
            seat BIGINT,
            matched_at BIGINT)",
        "CREATE INDEX play_queue_by_joined ON play_queue (joined_at)",
    ],
    // 14: turn notifications (`crate::notify`, N-1 .. N-7): each person's
    // turn as it began and ended (committed with the change, `Write::Turns`),
    // the outbox (one row per turn, kind, channel and address: its key is
    // what keeps a turn from being told twice), each account's choices, the
    // browsers it subscribed, and the keys every server shares (VAPID, and
    // the secret that signs unsubscribe links).
    &[
        "CREATE TABLE turns (
            game_id TEXT NOT NULL,
            seat BIGINT NOT NULL,
            turn BIGINT NOT NULL,
            began_at BIGINT NOT NULL,
            remind_at BIGINT,
            turn_based BIGINT NOT NULL,
            ended_at BIGINT,
            planned BIGINT NOT NULL DEFAULT 0,
            PRIMARY KEY (game_id, seat, turn))",
        "CREATE INDEX turns_by_planned ON turns (planned, began_at)",
        "CREATE TABLE notifications (
            id TEXT PRIMARY KEY,
            account_id TEXT NOT NULL,
            game_id TEXT NOT NULL,
            seat BIGINT NOT NULL,
            turn BIGINT NOT NULL,
            kind TEXT NOT NULL,
            channel TEXT NOT NULL,
            target TEXT NOT NULL,
            body TEXT NOT NULL,
            created_at BIGINT NOT NULL,
            due_at BIGINT NOT NULL,
            tries BIGINT NOT NULL DEFAULT 0,
            claimed_until BIGINT,
            done_at BIGINT,
            result TEXT)",
        "CREATE INDEX notifications_due ON notifications (done_at, due_at)",
        "CREATE INDEX notifications_by_account ON notifications (account_id, channel, done_at)",
        "CREATE TABLE notify_settings (
            account_id TEXT PRIMARY KEY,
            email TEXT,
            email_on BIGINT NOT NULL DEFAULT 0,
            digest BIGINT NOT NULL DEFAULT 0,
            real_time BIGINT NOT NULL DEFAULT 0,
            lang TEXT NOT NULL DEFAULT 'en')",
        "CREATE TABLE push_subscriptions (
            endpoint TEXT PRIMARY KEY,
            account_id TEXT NOT NULL,
            p256dh TEXT NOT NULL,
            auth TEXT NOT NULL,
            created_at BIGINT NOT NULL)",
        "CREATE INDEX push_subscriptions_by_account ON push_subscriptions (account_id)",
        "CREATE TABLE notify_keys (
            id BIGINT PRIMARY KEY,
            vapid_private TEXT NOT NULL,
            vapid_public TEXT NOT NULL,
            link_secret TEXT NOT NULL)",
    ],
    // 15: a game kept out of the public lists (`GET /api/games`, the
    // lobby's Running and Finished): a guided first game, or any game made
    // with `"listed": false`. NULL (every older game) is listed.
    &["ALTER TABLE games ADD COLUMN listed BIGINT"],
    // 16: a chat line's key (docs/api.md, Chat), so that a line sent again
    // after its answer was lost is said once. NULL: a line sent without one.
    &["ALTER TABLE chat ADD COLUMN client_key TEXT"],
    // 17: the keys games were created with (docs/api.md, "Create a game"),
    // written with the game: the same key again answers that game. The
    // key's SHA-256 only (it derives the seats' tokens), and a hash of the
    // request it came with.
    &["CREATE TABLE create_keys (
        key_hash TEXT PRIMARY KEY,
        game_id TEXT NOT NULL,
        request TEXT NOT NULL)"],
];

/// Creates the tables of a new database, brings an older one up to
/// [`SCHEMA_VERSION`] (a database from before versions were recorded has
/// version 1's layout), and refuses one whose version this build does not
/// know. Called with the database claimed, so no other server migrates it
/// at the same time.
pub(super) async fn prepare_schema(conn: &mut AnyConnection) -> Result<(), String> {
    for statement in SCHEMA {
        (&mut *conn).execute(*statement).await.map_err(db_err)?;
    }
    let found: Option<i64> = sqlx::query_scalar("SELECT MAX(version) FROM schema_version")
        .fetch_one(&mut *conn)
        .await
        .map_err(db_err)?;
    let found = found.unwrap_or(1);
    if found > SCHEMA_VERSION {
        return Err(format!(
            "its schema version is {found}, written by a newer urbs; this build knows version \
             {SCHEMA_VERSION} and leaves the database untouched"
        ));
    }
    if found < 1 {
        return Err(format!(
            "its schema version is {found}, which no urbs has written (the first is 1)"
        ));
    }
    for (i, statements) in MIGRATIONS.iter().enumerate().skip(found as usize - 1) {
        let to = i as i64 + 2;
        let mut tx = conn.begin().await.map_err(db_err)?;
        for statement in *statements {
            (&mut *tx)
                .execute(*statement)
                .await
                .map_err(|e| format!("bringing it to schema version {to}: {}", db_err(e)))?;
        }
        sqlx::query("DELETE FROM schema_version")
            .execute(&mut *tx)
            .await
            .map_err(db_err)?;
        sqlx::query("INSERT INTO schema_version (version) VALUES ($1)")
            .bind(to)
            .execute(&mut *tx)
            .await
            .map_err(db_err)?;
        tx.commit().await.map_err(db_err)?;
    }
    if found == SCHEMA_VERSION {
        // A new database, or one from before versions were recorded.
        let recorded: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM schema_version")
            .fetch_one(&mut *conn)
            .await
            .map_err(db_err)?;
        if recorded == 0 {
            sqlx::query("INSERT INTO schema_version (version) VALUES ($1)")
                .bind(SCHEMA_VERSION)
                .execute(&mut *conn)
                .await
                .map_err(db_err)?;
        }
    }
    Ok(())
}

/// SQLite settings of every connection. WAL lets readers run beside the
/// writer; FULL syncs the log at every commit, so an acknowledged action
/// survives even a power cut, not only a killed process. The writer
/// checkpoints the log itself, between commits, so it stays small.
pub(super) const SQLITE_PRAGMAS: &[&str] = &[
    "PRAGMA journal_mode = WAL",
    "PRAGMA synchronous = FULL",
    "PRAGMA busy_timeout = 5000",
    "PRAGMA wal_autocheckpoint = 0",
];

//! Accounts: people who sign in, with a passkey or a name and password,
//! hold the seats they take, and find their games on any device
//! (docs/api.md, "Accounts"). Playing by link needs none of this.
//!
//! Below the HTTP wing beside the hub: it reads and writes its own tables
//! (schema version 9) and tower-sessions' table through the store
//! (`crate::store::accounts`, `crate::store::sessions`); it knows no HTTP
//! route.

pub mod names;
pub mod passkeys;
pub mod passwords;
pub mod sealed;

use crate::store::SessionRows;
use crate::store::Store;

/// Failed sign-ins counted per account and per address over this window.
pub const FAILURE_WINDOW_MS: i64 = 15 * 60 * 1000;
/// Failed sign-ins of one account (whether it exists or not) in the
/// window before more are refused.
pub const FAILURES_PER_ACCOUNT: i64 = 10;
/// Failed sign-ins from one address in the window before more are refused.
pub const FAILURES_PER_ADDRESS: i64 = 30;

/// What the accounts' handlers share.
pub(crate) struct Accounts {
    store: Store,
    pub sessions: SessionRows,
    /// Cookies are `Secure` (the public URL is https).
    pub secure: bool,
    /// Seals the seat tokens accounts hold (`sealed.rs`).
    pub seat_key: sealed::SeatKey,
}

impl Accounts {
    /// On the server's database; `secure` when the site is served over https.
    /// `seat_key`: the secret seat tokens are sealed with (see
    /// `sealed.rs` for where it is found when `None`). Seals the tokens
    /// stored in the clear before schema 10.
    pub async fn open(
        store: &Store,
        secure: bool,
        seat_key: Option<&str>,
    ) -> Result<Accounts, String> {
        let sessions = SessionRows::open(store.url(), store.backend()).await?;
        let seat_key = match sealed::SeatKey::find(seat_key, store.url())? {
            Some(key) => key,
            None => {
                tracing::warn!(
                    "warning: no seat key (URBS_SEAT_KEY): the seats accounts \
                     hold are sealed with a key made for this run, and after a restart \
                     \"my games\" lists them without their links"
                );
                sealed::SeatKey::from_secret(&crate::table::tokens::new_token())
            }
        };
        store
            .seal_clear_tokens(|game_id, seat, token| {
                sealed::is_clear(token).then(|| seat_key.seal(game_id, seat, token))
            })
            .await?;
        Ok(Accounts {
            store: store.clone(),
            sessions,
            secure,
            seat_key,
        })
    }

    /// The database the accounts' rows are in.
    pub fn store(&self) -> &Store {
        &self.store
    }

    pub async fn close(&self) {
        self.sessions.close().await;
    }

    /// Refuses a sign-in of `subjects` (the account's skeleton, the
    /// address) while any of them failed too often in the window.
    pub async fn check_attempts(
        &self,
        account: &str,
        address: &str,
        now: i64,
    ) -> Result<bool, String> {
        let since = now - FAILURE_WINDOW_MS;
        let by_account = self.store.failures_since(account, since).await?;
        let by_address = self.store.failures_since(address, since).await?;
        Ok(by_account < FAILURES_PER_ACCOUNT && by_address < FAILURES_PER_ADDRESS)
    }

    pub async fn record_failure(&self, subjects: &[String], now: i64) -> Result<(), String> {
        self.store
            .record_failure(subjects, now, now - FAILURE_WINDOW_MS)
            .await
    }
}

/// The subject an account's failed sign-ins count against: its name's
/// skeleton, so that look-alikes share one allowance.
pub fn account_subject(name: &str) -> String {
    format!("account:{}", names::skeleton(name))
}

/// The subject an address's failed sign-ins count against (an IPv6 /64 is
/// one address, as for the other limits).
pub fn address_subject(ip: std::net::IpAddr) -> String {
    format!("address:{}", crate::limits::client_key(ip))
}

impl Accounts {
    /// The session cookie: `HttpOnly`, `SameSite=Lax`, `Secure` on an https
    /// site, kept 30 days from the last request.
    pub fn session_layer(&self) -> tower_sessions::SessionManagerLayer<SessionRows> {
        use tower_sessions::cookie::{SameSite, time::Duration};
        tower_sessions::SessionManagerLayer::new(self.sessions.clone())
            .with_name("urbs_session")
            .with_http_only(true)
            .with_same_site(SameSite::Lax)
            .with_secure(self.secure)
            .with_expiry(tower_sessions::Expiry::OnInactivity(Duration::days(30)))
    }
}

//! The seat tokens accounts hold, sealed (AES-256-GCM) with a key the
//! database never sees, so that a copy of the database opens no seat; "my
//! games" unseals them to link each seat on any device. Each seal is bound
//! to its game and seat (the associated data): moved to another row, it
//! does not open.
//!
//! The key: [`crate::ServerConfig::seat_key`], else `URBS_SEAT_KEY`, else a
//! key file beside an SQLite database (`PATH.seat-key`, made on first
//! start); servers sharing a PostgreSQL database need the same secret.

use aes_gcm::aead::{Aead, KeyInit, Payload};
use aes_gcm::{Aes256Gcm, Nonce};
use sha2::{Digest, Sha256};

/// What a sealed token starts with (a token stored before sealing is 32
/// hex digits, and is sealed when a server first opens the database).
const SEALED: &str = "sealed1:";

/// The seat tokens' key.
#[derive(Clone)]
pub struct SeatKey {
    cipher: Aes256Gcm,
}

impl SeatKey {
    /// The key from a secret of any length (its SHA-256).
    pub fn from_secret(secret: &str) -> SeatKey {
        let key: [u8; 32] = Sha256::digest(secret.trim().as_bytes()).into();
        SeatKey {
            cipher: Aes256Gcm::new(&key.into()),
        }
    }

    /// The key this server seals with, from its configuration, the
    /// environment, or a key file beside the SQLite database `database`;
    /// `None` when none is given (PostgreSQL without a secret).
    pub fn find(configured: Option<&str>, database: &str) -> Result<Option<SeatKey>, String> {
        if let Some(secret) = configured {
            return Ok(Some(SeatKey::from_secret(secret)));
        }
        if let Ok(secret) = std::env::var("URBS_SEAT_KEY")
            && !secret.trim().is_empty()
        {
            return Ok(Some(SeatKey::from_secret(&secret)));
        }
        let Some(path) = crate::store::sqlite_file(database) else {
            return Ok(None);
        };
        let file = std::path::PathBuf::from(format!("{}.seat-key", path.display()));
        match std::fs::read_to_string(&file) {
            Ok(secret) => Ok(Some(SeatKey::from_secret(&secret))),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let secret = crate::table::tokens::new_token();
                write_private(&file, &secret)
                    .map_err(|e| format!("cannot write the seat key {}: {e}", file.display()))?;
                Ok(Some(SeatKey::from_secret(&secret)))
            }
            Err(e) => Err(format!("cannot read the seat key {}: {e}", file.display())),
        }
    }

    /// `token` of `seat` in game `game_id`, sealed.
    pub fn seal(&self, game_id: &str, seat: usize, token: &str) -> String {
        let mut nonce = [0u8; 12];
        getrandom::fill(&mut nonce).expect("the operating system's random source works");
        let aad = format!("{game_id}/{seat}");
        let sealed = self
            .cipher
            .encrypt(
                &Nonce::from(nonce),
                Payload {
                    msg: token.as_bytes(),
                    aad: aad.as_bytes(),
                },
            )
            .expect("AES-GCM seals any short message");
        let mut text = String::from(SEALED);
        for b in nonce.iter().chain(&sealed) {
            text.push_str(&format!("{b:02x}"));
        }
        text
    }

    /// The token a seal holds, if this key sealed it for this seat.
    pub fn open(&self, game_id: &str, seat: usize, sealed: &str) -> Option<String> {
        let hex = sealed.strip_prefix(SEALED)?;
        let bytes = (0..hex.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok())
            .collect::<Option<Vec<u8>>>()?;
        if bytes.len() < 12 {
            return None;
        }
        let (nonce, body) = bytes.split_at(12);
        let nonce: [u8; 12] = nonce.try_into().ok()?;
        let aad = format!("{game_id}/{seat}");
        let token = self
            .cipher
            .decrypt(
                &Nonce::from(nonce),
                Payload {
                    msg: body,
                    aad: aad.as_bytes(),
                },
            )
            .ok()?;
        String::from_utf8(token).ok()
    }
}

/// Whether `stored` is a token kept in the clear (before sealing).
pub fn is_clear(stored: &str) -> bool {
    !stored.starts_with(SEALED)
}

#[cfg(unix)]
fn write_private(path: &std::path::Path, secret: &str) -> std::io::Result<()> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)?;
    f.write_all(secret.as_bytes())
}

#[cfg(not(unix))]
fn write_private(path: &std::path::Path, secret: &str) -> std::io::Result<()> {
    std::fs::write(path, secret)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seal_opens_with_its_key_for_its_seat_only() {
        let key = SeatKey::from_secret("one");
        let token = "0123456789abcdef0123456789abcdef";
        let sealed = key.seal("g1", 2, token);
        assert!(!sealed.contains(token));
        assert!(!is_clear(&sealed));
        assert!(is_clear(token));
        assert_eq!(key.open("g1", 2, &sealed).as_deref(), Some(token));
        // Another seat, another game, another key, a garbled seal: nothing.
        assert_eq!(key.open("g1", 1, &sealed), None);
        assert_eq!(key.open("g2", 2, &sealed), None);
        assert_eq!(SeatKey::from_secret("two").open("g1", 2, &sealed), None);
        assert_eq!(key.open("g1", 2, &sealed[..sealed.len() - 2]), None);
        assert_eq!(key.open("g1", 2, token), None);
        // Two seals of one token differ (a fresh nonce each).
        assert_ne!(key.seal("g1", 2, token), sealed);
    }
}

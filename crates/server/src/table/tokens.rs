//! Seat tokens and game ids: random from the operating system, never derived
//! from anything a player can see, except that a game created with a key
//! (docs/api.md, "Create a game") has its seats' tokens derived from that
//! key, a secret only its creator holds, so that the creation sent again
//! answers the same tokens.

use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};
use urbs_engine::Seat;

/// 16 random bytes from the OS, as 32 lowercase hex digits.
pub fn new_token() -> String {
    hex(&random_bytes::<16>())
}

/// A game id: 8 random bytes from the OS, as 16 hex digits. Ids are public
/// (spectators use them), so they only need to be unique, not secret.
pub fn new_game_id() -> String {
    hex(&random_bytes::<8>())
}

/// Whether `id` has the shape of a game id (spares the database lookups for
/// anything else).
pub fn is_game_id(id: &str) -> bool {
    id.len() == 16 && id.bytes().all(|b| b.is_ascii_hexdigit())
}

/// The token of `seat` in a game created with the key `key`: an HMAC of
/// the seat under the key, as 32 hex digits like a random token. Only the
/// key's hash is stored, so the database cannot give the tokens back.
pub fn keyed_token(key: &str, seat: Seat) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(key.as_bytes()).expect("any key length");
    mac.update(b"urbs seat token ");
    mac.update(seat.to_string().as_bytes());
    hex(&mac.finalize().into_bytes()[..16])
}

/// What the database keeps instead of a token: its SHA-256, so a copy of the
/// database does not let anyone act for a seat.
pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// A seed for a game created without one.
pub fn random_seed() -> u64 {
    u64::from_le_bytes(random_bytes::<8>())
}

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut buf = [0u8; N];
    getrandom::fill(&mut buf).expect("the operating system's random source works");
    buf
}

fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push(DIGITS[(b >> 4) as usize] as char);
        s.push(DIGITS[(b & 15) as usize] as char);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_bit_and_distinct() {
        let a = new_token();
        let b = new_token();
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
        assert_eq!(token_hash(&a).len(), 64);
        assert_ne!(token_hash(&a), a);
        assert!(is_game_id(&new_game_id()));
        assert!(!is_game_id("../etc/passwd"));
    }

    #[test]
    fn keyed_tokens_are_the_keys_own() {
        let key = "a-creators-key-0123456789";
        assert_eq!(keyed_token(key, 0), keyed_token(key, 0));
        assert_eq!(keyed_token(key, 0).len(), 32);
        assert_ne!(keyed_token(key, 0), keyed_token(key, 1));
        assert_ne!(
            keyed_token(key, 0),
            keyed_token("another-key-0123456789", 0)
        );
        // Neither the key nor the key's hash (what is stored) is a token.
        assert_ne!(token_hash(key)[..32], keyed_token(key, 0));
    }
}

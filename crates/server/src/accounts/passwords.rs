//! Passwords, the fallback to passkeys: Argon2id with OWASP's parameters.

use std::sync::OnceLock;

use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::{Algorithm, Argon2, Params, Version};

/// Shorter passwords are refused (OWASP: at least 8).
pub const MIN_PASSWORD: usize = 8;
/// Longer ones are refused: hashing them would cost for nothing.
pub const MAX_PASSWORD: usize = 128;

/// Argon2id, 19 MiB, 2 passes, 1 lane: OWASP's Password Storage Cheat
/// Sheet's first choice.
fn hasher() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("OWASP's parameters are valid");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

pub fn check_password(password: &str) -> Result<(), String> {
    let count = password.chars().count();
    if !(MIN_PASSWORD..=MAX_PASSWORD).contains(&count) {
        return Err(format!(
            "a password has {MIN_PASSWORD} to {MAX_PASSWORD} characters"
        ));
    }
    Ok(())
}

/// The PHC string of `password` with a fresh salt from the OS.
pub fn hash(password: &str) -> Result<String, String> {
    hasher()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| format!("cannot hash the password: {e}"))
}

/// Whether `password` matches `stored` (a PHC string). Without one (no
/// such account, or an account with passkeys only) it checks against a
/// hash of its own, so that the answer takes as long either way and tells
/// nobody whether the account exists.
pub fn verify(password: &str, stored: Option<&str>) -> bool {
    static DECOY: OnceLock<String> = OnceLock::new();
    let decoy = DECOY.get_or_init(|| hash("a password nobody has").expect("hashing works"));
    let found = stored.is_some();
    let Ok(parsed) = PasswordHash::new(stored.unwrap_or(decoy)) else {
        return false;
    };
    let matches = hasher()
        .verify_password(password.as_bytes(), &parsed)
        .is_ok();
    matches && found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_is_argon2id_with_owasp_parameters_and_checks_its_password() {
        let h = hash("correct horse").unwrap();
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{h}");
        assert!(verify("correct horse", Some(&h)));
        assert!(!verify("wrong horse", Some(&h)));
        assert!(!verify("a password nobody has", None));
    }
}

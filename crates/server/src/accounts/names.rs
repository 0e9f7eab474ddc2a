//! Account names: what a person may be called, and when two names are
//! the same one to a reader (case and confusable look-alikes).

use crate::table::seats::check_name;

/// Names shorter than this are refused.
pub const MIN_NAME: usize = 3;
/// Names longer than this are refused.
pub const MAX_NAME: usize = 20;

pub use crate::store::DELETED_PLAYER;

/// A name an account may take: 3 to 20 characters, the seat names' filter
/// (no control or text-direction characters), no space at either end, and
/// not one that reads as "deleted player". `Err` says what is wrong.
pub fn check_account_name(name: &str) -> Result<(), String> {
    let count = name.chars().count();
    if !(MIN_NAME..=MAX_NAME).contains(&count) {
        return Err(format!(
            "a name has {MIN_NAME} to {MAX_NAME} characters; this one has {count}"
        ));
    }
    check_name(&Some(name.to_string())).map_err(|e| e.to_string())?;
    if name.trim() != name {
        return Err("a name cannot start or end with a space".into());
    }
    if skeleton(name) == skeleton(DELETED_PLAYER) {
        return Err(format!("`{DELETED_PLAYER}` is kept for deleted accounts"));
    }
    Ok(())
}

/// The form two names share when a reader could take one for the other:
/// Unicode's confusable skeleton (UTS #39) of the name in lower case, in
/// lower case again (a skeleton may map to capitals), so `Alice`, `ALICE`,
/// `A1ice` and `Аlice` (a Cyrillic A) are one name. (A capital I is
/// lowered to i first, so `AIice` stays apart from `Alice`.)
pub fn skeleton(name: &str) -> String {
    let lower = name.to_lowercase();
    unicode_security::skeleton(&lower)
        .collect::<String>()
        .to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_differing_in_case_or_by_look_alikes_share_a_skeleton() {
        assert_eq!(skeleton("Alice"), skeleton("ALICE"));
        // Cyrillic А (U+0410) and Latin A look the same.
        assert_eq!(skeleton("\u{410}lice"), skeleton("alice"));
        // A digit one reads as a small l.
        assert_eq!(skeleton("A1ice"), skeleton("alice"));
        assert_ne!(skeleton("alice"), skeleton("alicia"));
    }

    #[test]
    fn names_are_three_to_twenty_printable_characters() {
        assert!(check_account_name("Ann").is_ok());
        assert!(check_account_name("Bo").is_err());
        assert!(check_account_name(&"x".repeat(21)).is_err());
        assert!(check_account_name("Ann\u{202e}").is_err());
        assert!(check_account_name(" Ann").is_err());
        assert!(check_account_name("Deleted Player").is_err());
    }
}

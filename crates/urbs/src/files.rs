//! Reading the files a user names: refused early when far too big to be
//! what they claim, so that a wrong or hostile file costs no memory.

use std::path::Path;

/// Largest replay, snapshot or position read (a long Metropolis game's
/// replay is about 100 KiB).
pub const MAX_GAME_FILE: u64 = 16 << 20;

/// Largest deck file read (the built-in decks are a few KiB).
pub const MAX_DECK_FILE: u64 = 1 << 20;

/// The text of `path`, which holds `what` ("replay", "deck"), if it is at
/// most `limit` bytes.
pub fn read_text(path: &Path, what: &str, limit: u64) -> Result<String, String> {
    let cannot = |e: std::io::Error| format!("cannot read {what} {}: {e}", path.display());
    let size = std::fs::metadata(path).map_err(cannot)?.len();
    if size > limit {
        return Err(format!(
            "{}: {size} bytes is too big for a {what} (at most {limit})",
            path.display()
        ));
    }
    let mut text = String::new();
    use std::io::Read;
    // The file may grow after the size was read: read one byte past the
    // limit at most.
    std::fs::File::open(path)
        .map_err(cannot)?
        .take(limit + 1)
        .read_to_string(&mut text)
        .map_err(cannot)?;
    if text.len() as u64 > limit {
        return Err(format!(
            "{}: too big for a {what} (at most {limit} bytes)",
            path.display()
        ));
    }
    Ok(text)
}

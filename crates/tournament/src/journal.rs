//! A tournament's journal: every finished game kept as one line of JSON, so
//! that a tournament stopped part way (a killed process, a machine needed
//! for something else, a session's end) goes on where it stopped, and one
//! already finished can be extended with more games.
//!
//! The first line names the tournament (game, edition, players, options,
//! bots, seed); each other line is one finished game: its number in the
//! tournament and each seat's score and win share. Game `g` is a pure
//! function of the seed and `g` (crate docs), so the games a journal lacks
//! are played exactly as they would have been in one run, and the report is
//! the same as one run's (bots with time budgets aside).
//!
//! Each game is written as it finishes, in one `write`: a process killed at
//! any moment leaves at most one unfinished last line, which the next run
//! cuts off and plays again. Lines are not synced to the disk one by one (a
//! power cut may lose the last games written, never corrupt earlier ones).
//! The file is locked while a tournament writes it, so two runs cannot
//! write the same journal at once.

use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde::{Deserialize, Serialize};

/// What the first line says: the tournament the games belong to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct Header {
    /// Always [`KIND`], so another JSON-lines file is not taken for a journal.
    pub journal: String,
    pub game: String,
    pub edition: u32,
    pub players: usize,
    pub options: serde_json::Value,
    pub bots: Vec<String>,
    pub seed: u64,
}

pub(crate) const KIND: &str = "urbs tournament";

/// The refusal of a file whose first line is not a journal's header.
fn not_a_journal(shown: &str) -> String {
    format!("{shown} line 1: not the journal of an urbs tournament")
}

/// One finished game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct Finished {
    pub game: u64,
    pub scores: Vec<i64>,
    pub wins: Vec<f64>,
}

/// An open journal, appended to as games finish (from any thread).
pub(crate) struct Journal {
    path: PathBuf,
    file: Mutex<File>,
}

/// The finished games a journal holds, by game number.
pub(crate) type Games = BTreeMap<u64, Finished>;

/// What a journal's text holds: its header, the games of its whole lines,
/// and where they end (a last line without its newline was cut off by a
/// stop mid-write). `None`: no whole line yet. With `expected`, the
/// journal of any other tournament is refused.
fn parse(
    shown: &str,
    text: &str,
    expected: Option<&Header>,
) -> Result<Option<(Header, Games, usize)>, String> {
    let whole = text.rfind('\n').map_or(0, |i| i + 1);
    let mut lines = text[..whole].lines().enumerate();
    let Some((_, first)) = lines.next() else {
        return Ok(None);
    };
    let found: Header = serde_json::from_str(first)
        .ok()
        .filter(|h: &Header| h.journal == KIND)
        .ok_or_else(|| not_a_journal(shown))?;
    let header = match expected {
        Some(wanted) if found != *wanted => {
            return Err(format!(
                "{shown} line 1: the journal of another tournament ({}); name a new file, or \
                 the tournament it holds",
                differences(&found, wanted)
            ));
        }
        _ => found,
    };
    let mut games = BTreeMap::new();
    for (i, line) in lines {
        let n = i + 1;
        let game: Finished = serde_json::from_str(line)
            .map_err(|e| format!("{shown} line {n}: not a finished game: {e}"))?;
        if game.scores.len() != header.players || game.wins.len() != header.players {
            return Err(format!(
                "{shown} line {n}: game {} has {} scores and {} win shares for {} players",
                game.game,
                game.scores.len(),
                game.wins.len(),
                header.players
            ));
        }
        if games.insert(game.game, game).is_some() {
            return Err(format!("{shown} line {n}: a game written twice"));
        }
    }
    Ok(Some((header, games, whole)))
}

/// The games the journal at `path` holds for the tournament `header`,
/// read without writing or locking it (a tournament may be writing it).
pub(crate) fn read(path: &Path, header: &Header) -> Result<Games, String> {
    Ok(read_any(path, Some(header))?.1)
}

/// The tournament the journal at `path` holds and its games, whatever the
/// tournament (with `expected`, only that one), read as [`read`] reads.
pub(crate) fn read_any(path: &Path, expected: Option<&Header>) -> Result<(Header, Games), String> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read the journal {shown}: {e}"))?;
    let (header, games, _) =
        parse(&shown, &text, expected)?.ok_or_else(|| not_a_journal(&shown))?;
    Ok((header, games))
}

impl Journal {
    /// Opens (or starts) the journal at `path` for the tournament `header`
    /// and returns the games it holds. A journal of another tournament, or
    /// a line that is not a finished game of this one, is refused naming
    /// its line, and the file is left as it was.
    pub fn open(path: &Path, header: &Header) -> Result<(Journal, Games), String> {
        let shown = path.display().to_string();
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)
            .map_err(|e| format!("cannot open the journal {shown}: {e}"))?;
        file.try_lock().map_err(|e| match e {
            std::fs::TryLockError::WouldBlock => format!(
                "the journal {shown} is being written by another tournament; wait for it to end"
            ),
            std::fs::TryLockError::Error(e) => format!("cannot lock the journal {shown}: {e}"),
        })?;
        let mut text = String::new();
        file.read_to_string(&mut text)
            .map_err(|e| format!("{shown}: cannot read the journal: {e}"))?;
        let cannot = |e: std::io::Error| format!("cannot write the journal {shown}: {e}");
        let games = match parse(&shown, &text, Some(header))? {
            None => {
                let mut line = serde_json::to_string(header).map_err(|e| e.to_string())?;
                line.push('\n');
                // Empty, or a header cut off while being written: anything
                // else is some other file, not to be overwritten.
                if !line.starts_with(&text) {
                    return Err(not_a_journal(&shown));
                }
                file.set_len(0)
                    .and_then(|()| file.seek(SeekFrom::Start(0)))
                    .and_then(|_| file.write_all(line.as_bytes()))
                    .map_err(cannot)?;
                BTreeMap::new()
            }
            Some((_, games, whole)) => {
                if whole < text.len() {
                    file.set_len(whole as u64).map_err(cannot)?;
                }
                file.seek(SeekFrom::End(0)).map_err(cannot)?;
                games
            }
        };
        let journal = Journal {
            path: path.to_path_buf(),
            file: Mutex::new(file),
        };
        Ok((journal, games))
    }

    /// Writes one finished game as one line, at once.
    pub fn append(&self, game: &Finished) -> Result<(), String> {
        let mut line = serde_json::to_string(game).map_err(|e| e.to_string())?;
        line.push('\n');
        let mut file = self.file.lock().unwrap_or_else(|e| e.into_inner());
        file.write_all(line.as_bytes())
            .map_err(|e| format!("cannot write the journal {}: {e}", self.path.display()))
    }
}

/// What differs between two headers, in words.
pub(crate) fn differences(found: &Header, wanted: &Header) -> String {
    let mut out = Vec::new();
    let mut say = |what: &str, a: String, b: String| {
        if a != b {
            out.push(format!("{what} {a}, not {b}"));
        }
    };
    say("game", found.game.clone(), wanted.game.clone());
    say(
        "edition",
        found.edition.to_string(),
        wanted.edition.to_string(),
    );
    say(
        "players",
        found.players.to_string(),
        wanted.players.to_string(),
    );
    say(
        "options",
        found.options.to_string(),
        wanted.options.to_string(),
    );
    say("bots", found.bots.join(","), wanted.bots.join(","));
    say("seed", found.seed.to_string(), wanted.seed.to_string());
    out.join("; ")
}

//! Text pieces the games write the same way: the game-over line of an event
//! log, the line of a problem in a file a user wrote, and the [`Words`] a
//! game draws its table with.

use std::fmt;

use serde_json::Value;
use unicode_properties::{GeneralCategory, GeneralCategoryGroup, UnicodeGeneralCategory};

use crate::seat::Seat;

/// Whether `c` may not be shown as it is: control characters, format
/// characters (bidi overrides, isolates and marks such as U+061C, zero-width
/// marks, the soft hyphen, tag characters), line and paragraph separators,
/// and the combining grapheme joiner: a name from a file or a person could
/// use any of them to disguise itself or break the lines around it.
pub fn is_unprintable(c: char) -> bool {
    c.is_control()
        || c == '\u{034F}'
        || matches!(
            c.general_category(),
            GeneralCategory::Format
                | GeneralCategory::LineSeparator
                | GeneralCategory::ParagraphSeparator
                | GeneralCategory::Surrogate
                | GeneralCategory::PrivateUse
                | GeneralCategory::Unassigned
        )
}

/// Whether `c` shows nothing a reader can see: white space, what
/// [`is_unprintable`] refuses, and the fillers that render blank (Hangul
/// fillers, the blank Braille pattern).
pub fn is_invisible(c: char) -> bool {
    c.is_whitespace()
        || is_unprintable(c)
        || matches!(
            c,
            '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}' | '\u{2800}'
        )
}

/// The longest run of combining marks a person's text may hold: enough for
/// every script's stacked accents, not for text that spills over the lines
/// around it.
pub const MAX_COMBINING_RUN: usize = 4;

/// Why a person's text (`what`: "a name", "a chat line") cannot be
/// shown, or `Ok`: it
/// holds something visible, no unprintable character ([`is_unprintable`],
/// named by its code point) and no run of more than [`MAX_COMBINING_RUN`]
/// combining marks.
pub fn check_text(what: &str, text: &str) -> Result<(), String> {
    if let Some(c) = text.chars().find(|&c| is_unprintable(c)) {
        return Err(format!(
            "{what} cannot hold control, format or text-direction characters (U+{:04X})",
            c as u32
        ));
    }
    if text.chars().all(is_invisible) {
        return Err(format!("{what} cannot be empty or blank"));
    }
    let mut run = 0;
    for c in text.chars() {
        run = if c.general_category_group() == GeneralCategoryGroup::Mark {
            run + 1
        } else {
            0
        };
        if run > MAX_COMBINING_RUN {
            return Err(format!(
                "{what} cannot stack more than {MAX_COMBINING_RUN} combining marks on a letter"
            ));
        }
    }
    Ok(())
}

/// `text` fit to print on a terminal or a page: every unprintable character
/// (see [`is_unprintable`]) becomes U+FFFD.
pub fn printable(text: &str) -> String {
    text.chars()
        .map(|c| if is_unprintable(c) { '\u{FFFD}' } else { c })
        .collect()
}

/// A log line with every `player N` (as every game writes a seat in its
/// event text) replaced by `names[N]`, for a table whose seats have names:
/// "Ann bids 6" rather than "player 3 bids 6". A number past `names` is
/// left as it is.
pub fn name_players(text: &str, names: &[String]) -> String {
    const WORD: &str = "player ";
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(WORD) {
        let before = &rest[..at];
        let after = &rest[at + WORD.len()..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        let boundary = before
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric());
        let seat = after[..digits].parse::<usize>().ok();
        out.push_str(before);
        match seat.and_then(|s| names.get(s)) {
            Some(name) if boundary => out.push_str(name),
            _ => out.push_str(&rest[at..at + WORD.len() + digits]),
        }
        rest = &after[digits..];
    }
    out.push_str(rest);
    out
}

/// The 1-based line of byte `offset` in `text`, for messages about files a
/// user wrote.
pub fn line_of(text: &str, offset: usize) -> usize {
    1 + text.as_bytes()[..offset.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
}

/// The 1-based line where `key` is set in the table `[section]` of a
/// TOML file (`section` empty: before any header), or where the table
/// `[section.key]` (or `[[section.key]]`) opens; 0 if it cannot be told. For
/// messages about keys a file should not have.
pub fn key_line(text: &str, section: &str, key: &str) -> usize {
    let nested = if section.is_empty() {
        key.to_string()
    } else {
        format!("{section}.{key}")
    };
    let mut current = String::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if let Some(header) = line.strip_prefix('[') {
            let header = header.trim_start_matches('[');
            let header = header.split(']').next().unwrap_or("").trim();
            if header == nested {
                return i + 1;
            }
            current = header.to_string();
        } else if current == section
            && let Some(rest) = line.strip_prefix(key)
            && rest.trim_start().starts_with('=')
        {
            return i + 1;
        }
    }
    0
}

/// The words of a game's drawn table (its view as text) in the reader's
/// language. A game writes every label and line of its table through
/// [`Words::say`], with a key and its own English; the terminal passes the
/// catalog of the language it speaks (`urbs_i18n`), the view's `Display`
/// passes [`English`]. The game keeps the layout; the words come from here.
pub trait Words {
    /// The message `key` with its `{name}` placeholders filled from `args`.
    /// `english` is the game's own template for it (with the English plural
    /// already chosen); a catalog may pick `.one`/`.other` forms by `n`.
    fn say(&self, key: &str, english: &str, args: &[(&str, String)]) -> String;

    /// A piece of game data that the catalogs write from its JSON (`kind`,
    /// for example a City card's rules, `"city.card"`); `english` is how the
    /// game writes it.
    fn data(&self, kind: &str, json: &Value, english: &str) -> String {
        let _ = (kind, json);
        english.to_string()
    }
}

/// The game's own words: every template filled as the game wrote it.
pub struct English;

impl Words for English {
    fn say(&self, _key: &str, english: &str, args: &[(&str, String)]) -> String {
        fill(english, args)
    }
}

/// The words of one drawing of a game's table: the game's messages under
/// `prefix` (`view.city`: `say("hand", …)` reads `view.city.hand`), for the
/// seat reading it (`viewer`, none for a spectator).
#[derive(Clone, Copy)]
pub struct TableWords<'a> {
    words: &'a dyn Words,
    prefix: &'a str,
    viewer: Option<Seat>,
}

impl<'a> TableWords<'a> {
    pub fn new(words: &'a dyn Words, prefix: &'a str, viewer: Option<Seat>) -> Self {
        TableWords {
            words,
            prefix,
            viewer,
        }
    }

    /// The reader's words, for messages outside the game's prefix.
    pub fn words(&self) -> &'a dyn Words {
        self.words
    }

    /// The message `PREFIX.key`.
    pub fn say(&self, key: &str, english: &str, args: &[(&str, String)]) -> String {
        self.words
            .say(&format!("{}.{key}", self.prefix), english, args)
    }

    /// A column's title (`PREFIX.key`) and its width: see [`column`].
    pub fn column(&self, key: &str, english: &str, width: usize) -> (String, usize) {
        column(self.say(key, english, &[]), width)
    }

    /// A seat standing alone (a name in a table's column): `P2`, or
    /// `you (P2)` (`view.you`) for the seat reading it. People count seats
    /// from 1 (issue 29): seat 0 is `P1`.
    pub fn seat(&self, seat: Seat) -> String {
        let number = seat + 1;
        if self.viewer == Some(seat) {
            self.words
                .say("view.you", "you (P{seat})", &[("seat", number.to_string())])
        } else {
            format!("P{number}")
        }
    }
}

/// `template` with each `{name}` replaced by its value in `args`
/// (placeholders without a value are left as they are).
pub fn fill(template: &str, args: &[(&str, String)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) if is_name(&after[..close]) => {
                let name = &after[..close];
                match args.iter().find(|(k, _)| *k == name) {
                    Some((_, v)) => out.push_str(v),
                    None => out.push_str(&rest[open..open + close + 2]),
                }
                rest = &after[close + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Whether `s` can name a placeholder: letters, digits and `_`.
pub fn is_name(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

/// `text` left-aligned in `width` columns (counted in characters, so an
/// accented word lines up as a plain one does).
pub fn pad(text: &str, width: usize) -> String {
    let n = text.chars().count();
    format!("{text}{}", " ".repeat(width.saturating_sub(n)))
}

/// `text` right-aligned in `width` columns (characters).
pub fn pad_left(text: &str, width: usize) -> String {
    let n = text.chars().count();
    format!("{}{text}", " ".repeat(width.saturating_sub(n)))
}

/// How wide a column is: at least `width`, and as wide as its widest
/// `words` (in characters), so a translation keeps the column lined up.
pub fn width<'a>(width: usize, words: impl IntoIterator<Item = &'a String>) -> usize {
    words
        .into_iter()
        .map(|w| w.chars().count())
        .fold(width, usize::max)
}

/// A column's title in the reader's words and the width it takes: `width`,
/// or more for a longer title.
pub fn column(title: String, width: usize) -> (String, usize) {
    let width = self::width(width, [&title]);
    (title, width)
}

/// Writes the end of a game-over line: `player 0: 31, player 1: 24. Winner:
/// player 0` (ties: `Winner: player 0 and player 2`), each score shown by
/// `score` (`|v| format!("${v}M")`).
pub fn write_standings<T>(
    f: &mut fmt::Formatter<'_>,
    scores: &[T],
    winners: &[Seat],
    score: impl Fn(&T) -> String,
) -> fmt::Result {
    for (seat, v) in scores.iter().enumerate() {
        if seat > 0 {
            f.write_str(", ")?;
        }
        write!(f, "player {seat}: {}", score(v))?;
    }
    f.write_str(". Winner: ")?;
    for (i, seat) in winners.iter().enumerate() {
        if i > 0 {
            f.write_str(" and ")?;
        }
        write!(f, "player {seat}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Line(Vec<i32>, Vec<Seat>);

    impl fmt::Display for Line {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write_standings(f, &self.0, &self.1, |v| format!("{v} VP"))
        }
    }

    #[test]
    fn standings_name_every_seat_and_every_winner() {
        assert_eq!(
            Line(vec![3, 7, 7], vec![1, 2]).to_string(),
            "player 0: 3 VP, player 1: 7 VP, player 2: 7 VP. Winner: player 1 and player 2"
        );
        assert_eq!(
            Line(vec![5, 1], vec![0]).to_string(),
            "player 0: 5 VP, player 1: 1 VP. Winner: player 0"
        );
    }
}

#[cfg(test)]
mod printable_tests {
    use super::*;

    #[test]
    fn keys_are_found_in_their_table() {
        let text = "name = \"x\"\ncolour = 1\n[buildings]\nmuseum = [1]\ncolour = 2\n[extra]\n";
        assert_eq!(key_line(text, "", "colour"), 2);
        let names = ["Ann".to_string(), "P1 (greedy)".to_string()];
        assert_eq!(name_players("player 0 bids 6", &names), "Ann bids 6");
        assert_eq!(
            name_players("player 1 answers player 0; player 7 waits", &names),
            "P1 (greedy) answers Ann; player 7 waits"
        );
        assert_eq!(
            name_players("multiplayer 1, player", &names),
            "multiplayer 1, player"
        );
        assert_eq!(
            name_players("Turn 3: player 10", &names),
            "Turn 3: player 10"
        );
        assert_eq!(key_line(text, "buildings", "colour"), 5);
        assert_eq!(key_line(text, "", "extra"), 6);
        assert_eq!(key_line(text, "scoring", "a"), 0);
    }

    #[test]
    fn names_lose_control_and_bidi_characters() {
        assert_eq!(printable("Ann"), "Ann");
        assert_eq!(printable("Añá 李"), "Añá 李");
        assert_eq!(printable("a\u{1b}[2Jb"), "a\u{FFFD}[2Jb");
        assert_eq!(printable("x\u{202E}gnp.exe"), "x\u{FFFD}gnp.exe");
        assert_eq!(printable("line\nbreak\t"), "line\u{FFFD}break\u{FFFD}");
        assert!(is_unprintable('\u{2066}') && !is_unprintable('é'));
    }

    /// Issue 30's list: every character it names is refused or counts as
    /// blank; ordinary text in several scripts passes.
    #[test]
    fn person_text_refuses_what_hides_or_spills() {
        for c in [
            '\u{1B}',
            '\u{061C}',
            '\u{2028}',
            '\u{2029}',
            '\u{00AD}',
            '\u{034F}',
            '\u{180E}',
            '\u{200E}',
            '\u{202E}',
            '\u{2066}',
            '\u{FEFF}',
            '\u{E0001}',
            '\u{E0041}',
        ] {
            assert!(is_unprintable(c), "U+{:04X} is printable", c as u32);
            let text = format!("Ann{c}");
            let err = check_text("a name", &text).unwrap_err();
            assert!(err.contains(&format!("U+{:04X}", c as u32)), "{err}");
        }
        for blank in [
            "",
            "   ",
            "\u{3164}\u{3164}",
            "\u{2800}",
            "\u{115F}\u{1160} \u{FFA0}",
        ] {
            assert_eq!(
                check_text("a name", blank).unwrap_err(),
                "a name cannot be empty or blank"
            );
        }
        let zalgo = format!("a{}", "\u{0301}".repeat(299));
        assert!(
            check_text("a name", &zalgo)
                .unwrap_err()
                .contains("combining marks")
        );
        let four = format!("a{}", "\u{0301}".repeat(MAX_COMBINING_RUN));
        assert_eq!(check_text("a name", &four), Ok(()));
        for fine in ["Ann", "Añá 李", "Nguyễn", "हिन्दी", "Ünïcödé 🙂", "ÅÄÖ"]
        {
            assert_eq!(check_text("a name", fine), Ok(()), "{fine}");
        }
    }

    /// Words that show the key each message was read from.
    struct Keys;

    impl Words for Keys {
        fn say(&self, key: &str, english: &str, args: &[(&str, String)]) -> String {
            format!("{key}={}", fill(english, args))
        }
    }

    #[test]
    fn table_words_read_the_games_keys_and_name_the_reader() {
        let t = TableWords::new(&Keys, "view.city", Some(2));
        assert_eq!(
            t.say("hand", "{n} cards", &[("n", "3".into())]),
            "view.city.hand=3 cards"
        );
        assert_eq!(
            t.column("col.vp", "VP", 12),
            ("view.city.col.vp=VP".to_string(), 19)
        );
        // Seats counted from 1, as people count them (issue 29).
        assert_eq!(t.seat(2), "view.you=you (P3)");
        assert_eq!(t.seat(1), "P2");
        let spectator = TableWords::new(&English, "view.city", None);
        assert_eq!(spectator.seat(2), "P3");
        assert_eq!(spectator.column("col.vp", "VP", 4), ("VP".to_string(), 4));
    }

    #[test]
    fn columns_fit_their_widest_word_in_characters() {
        assert_eq!(column("puntuación".into(), 6), ("puntuación".into(), 10));
        assert_eq!(column("bid".into(), 4), ("bid".into(), 4));
        assert_eq!(width(3, &["ab".to_string(), "añadir".to_string()]), 6);
        assert_eq!(pad("así", 5), "así  ");
        assert_eq!(pad_left("7", 3), "  7");
    }
}

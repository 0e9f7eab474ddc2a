//! What a notification says, and nothing else (N-4): the game's name and
//! id, whose turn it is (the seat's name), and the link to the seat. No
//! card, hand, score, move or step of a secret choice: none is read here.
//! Worded in the account's language from the catalogs (`notify.*`).

use serde::{Deserialize, Serialize};
use urbs_i18n::Lang;

/// Why a notification is sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// N-1: the turn began.
    Turn,
    /// N-3: half the move's time is gone.
    Reminder,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Turn => "turn",
            Kind::Reminder => "reminder",
        }
    }
}

/// One notification: every field a person is told (the push payload is
/// exactly this as JSON; a mail is its title, text and link).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Told {
    pub title: String,
    pub text: String,
    pub url: String,
}

/// The facts a notification is made of (N-4).
pub struct Turn<'a> {
    pub kind: Kind,
    /// The game's name ("For Sale").
    pub game: &'a str,
    pub game_id: &'a str,
    pub seat: usize,
    /// The seat's name, or "seat N".
    pub name: &'a str,
}

/// N-4: the link to a seat: the table's address for the account that
/// holds it, never the seat's token (a forwarded mail must not hand the
/// seat on): the page opens it once its owner is signed in.
pub fn seat_url(base: &str, game_id: &str, seat: usize) -> String {
    format!("{base}/#/seat/{game_id}/{seat}")
}

/// The name a seat is called by in a notification.
pub fn seat_name(lang: Lang, name: Option<&str>, seat: usize) -> String {
    match name {
        Some(n) if !n.is_empty() => n.to_string(),
        _ => urbs_i18n::t(lang, "notify.seat", &[("seat", (seat + 1).to_string())]),
    }
}

/// The game's name for a game id of the catalog.
pub fn game_name(game: &str) -> String {
    urbs_catalog::games()
        .into_iter()
        .find(|g| g.id == game)
        .map_or_else(|| game.to_string(), |g| g.name.to_string())
}

/// What a turn's notification says, in `lang`.
pub fn told(lang: Lang, base: &str, turn: &Turn) -> Told {
    let args = [
        ("game", turn.game.to_string()),
        ("id", turn.game_id.to_string()),
        ("name", turn.name.to_string()),
    ];
    let (title, text) = match turn.kind {
        Kind::Turn => ("notify.turn_title", "notify.turn_text"),
        Kind::Reminder => ("notify.reminder_title", "notify.reminder_text"),
    };
    Told {
        title: urbs_i18n::t(lang, title, &args),
        text: urbs_i18n::t(lang, text, &args),
        url: seat_url(base, turn.game_id, turn.seat),
    }
}

/// A mail's text: what is told, the link, and the way out (N-7).
pub fn mail_text(lang: Lang, lines: &[Told], unsubscribe: &str) -> String {
    let mut out = String::new();
    for told in lines {
        out.push_str(&told.text);
        out.push('\n');
        out.push_str(&told.url);
        out.push_str("\n\n");
    }
    out.push_str("-- \n");
    out.push_str(&urbs_i18n::t(
        lang,
        "notify.mail_unsubscribe",
        &[("url", unsubscribe.to_string())],
    ));
    out.push('\n');
    out
}

/// A digest's subject (N-5).
pub fn digest_title(lang: Lang, games: usize) -> String {
    urbs_i18n::t(lang, "notify.digest_title", &[("n", games.to_string())])
}

/// The address of `token`'s unsubscribe link (N-7).
pub fn unsubscribe_url(base: &str, token: &str) -> String {
    format!("{base}/api/notify/unsubscribe?t={token}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn n4_a_notification_names_the_game_the_seat_and_the_link_only() {
        let turn = Turn {
            kind: Kind::Turn,
            game: "For Sale",
            game_id: "00aa",
            seat: 1,
            name: "Ann",
        };
        let told = told(Lang::En, "https://u.example", &turn);
        assert_eq!(told.title, "Your turn in For Sale");
        assert_eq!(told.text, "Ann, it is your turn in For Sale (game 00aa).");
        assert_eq!(told.url, "https://u.example/#/seat/00aa/1");
        let es = super::told(Lang::Es, "https://u.example", &turn);
        assert_eq!(es.title, "Te toca en For Sale");
    }
}

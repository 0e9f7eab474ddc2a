//! Actions and public events of City, with their text forms.

use std::fmt;
use std::str::FromStr;

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};
use urbs_engine::Seat;

use crate::card::CardName;

/// The most seats a game has; events keep their per-seat lists inline.
pub const MAX_PLAYERS: usize = 5;

/// A choice a player makes. Big choices are made a card at a time, so that a
/// bot can list every step cheaply: what to build, then each card paid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// CT-2: set this card aside to build (the General Contractor: take one
    /// from the face-up supply). With a Construction Gang, also the second
    /// build (CT-5).
    Build(CardName),
    /// CT-3: put this card of your hand face down towards the cost.
    Pay(CardName),
    /// CT-1, CT-6, CT-9: put this card of your hand face down.
    Discard(CardName),
    /// CT-6: build nothing; draw 5 and keep 1 more than you had.
    Survey,
    /// CT-5: build only one development this round.
    Done,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Build(c) => write!(f, "build {c}"),
            Action::Pay(c) => write!(f, "pay {c}"),
            Action::Discard(c) => write!(f, "discard {c}"),
            Action::Survey => f.write_str("survey"),
            Action::Done => f.write_str("done"),
        }
    }
}

const TRY: &str = "try `build Mall`, `pay Diner`, `discard Casino`, `survey` or `done`";

impl FromStr for Action {
    type Err = String;

    /// Reads `build NAME`, `pay NAME`, `discard NAME`, `survey` or `done`
    /// (case and spacing do not matter).
    fn from_str(s: &str) -> Result<Self, String> {
        let s = s.trim();
        let (verb, rest) = s.split_once(char::is_whitespace).unwrap_or((s, ""));
        let rest = rest.trim();
        let card = |verb: &str| -> Result<CardName, String> {
            if rest.is_empty() {
                Err(format!("`{verb}` needs a card, as in `{verb} Mall`"))
            } else {
                CardName::new(rest)
            }
        };
        let verb = verb.to_ascii_lowercase();
        let action = match verb.as_str() {
            "build" => Action::Build(card("build")?),
            "pay" => Action::Pay(card("pay")?),
            "discard" => Action::Discard(card("discard")?),
            "survey" | "done" if !rest.is_empty() => {
                return Err(format!("unexpected `{rest}` after `{verb}`"));
            }
            "survey" => Action::Survey,
            "done" => Action::Done,
            "" => return Err(format!("empty action; {TRY}")),
            other => return Err(format!("unknown action `{other}`; {TRY}")),
        };
        Ok(action)
    }
}

/// Why the game ended (CT-8, CT-P3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// CT-8: someone reached the target VP after scoring.
    Points,
    /// CT-8: the deck and discard pile could not pay every income.
    Shortage,
    /// CT-P3: the round limit was reached.
    RoundLimit,
}

/// Something everyone at the table sees happen.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// CT-1: hands dealt, contractors set out.
    Dealt { hand: u8, contractors: u8 },
    /// A round's build step opens (CT-2).
    RoundStarted { round: u16 },
    /// CT-11: a player has made their secret choice (which stays hidden).
    Committed { seat: Seat },
    /// CT-2: revealed build, with the number of cards paid face down.
    Built {
        seat: Seat,
        cards: ArrayVec<CardName, 2>,
        paid: u16,
    },
    /// CT-6: revealed survey; the player drew `drew` cards.
    Surveyed { seat: Seat, drew: u8 },
    /// CT-1, CT-6, CT-9: cards discarded face down, revealed in number only.
    Discarded { seat: Seat, cards: u16 },
    /// CT-8: the discard pile was shuffled into a new deck.
    Reshuffled { cards: u16 },
    /// CT-7: VP scored this round, and the totals.
    Scored {
        gains: ArrayVec<u16, MAX_PLAYERS>,
        totals: ArrayVec<u16, MAX_PLAYERS>,
    },
    /// CT-8: income drawn, by seat, in the order `order`.
    Income {
        order: ArrayVec<Seat, MAX_PLAYERS>,
        cards: ArrayVec<u16, MAX_PLAYERS>,
    },
    /// CT-8: not enough cards for every income: nobody draws.
    IncomeShortage { needed: u16, available: u16 },
    GameOver {
        reason: EndReason,
        scores: ArrayVec<i64, MAX_PLAYERS>,
        winners: ArrayVec<Seat, MAX_PLAYERS>,
    },
}

fn names(cards: &[CardName]) -> String {
    cards
        .iter()
        .map(CardName::to_string)
        .collect::<Vec<_>>()
        .join(" and ")
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Dealt { hand, contractors } => write!(
                f,
                "{hand} cards dealt to each player, {contractors} General Contractors set out; everyone discards 2"
            ),
            Event::RoundStarted { round } => write!(f, "Round {round}: choose what to build"),
            Event::Committed { seat } => write!(f, "player {seat} has decided"),
            Event::Built { seat, cards, paid } => write!(
                f,
                "player {seat} builds {} and pays {paid} card{}",
                names(cards),
                if *paid == 1 { "" } else { "s" }
            ),
            Event::Surveyed { seat, drew } => write!(f, "player {seat} surveys and draws {drew}"),
            Event::Discarded { seat, cards } => {
                write!(f, "player {seat} discards {cards} face down")
            }
            Event::Reshuffled { cards } => {
                write!(
                    f,
                    "the discard pile ({cards} cards) is shuffled into a new deck"
                )
            }
            Event::Scored { gains, totals } => {
                let list: Vec<String> = gains
                    .iter()
                    .zip(totals)
                    .enumerate()
                    .map(|(s, (g, t))| format!("player {s} +{g} = {t}"))
                    .collect();
                write!(f, "Scoring: {}", list.join(", "))
            }
            Event::Income { order, cards } => {
                let list: Vec<String> = order
                    .iter()
                    .map(|&s| format!("player {s} draws {}", cards[s]))
                    .collect();
                write!(f, "Income: {}", list.join(", "))
            }
            Event::IncomeShortage { needed, available } => write!(
                f,
                "Income of {needed} cards needed but only {available} left: nobody draws"
            ),
            Event::GameOver {
                reason,
                scores,
                winners,
            } => {
                let why = match reason {
                    EndReason::Points => "a player reached the target",
                    EndReason::Shortage => "the cards ran out",
                    EndReason::RoundLimit => "the round limit was reached",
                };
                write!(f, "Game over ({why}). ")?;
                urbs_engine::text::write_standings(f, scores, winners, |v| format!("{v} VP"))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(s: &str) -> CardName {
        CardName::new(s).unwrap()
    }

    #[test]
    fn text_forms_read_back() {
        for a in [
            Action::Build(name("Park & Ride")),
            Action::Pay(name("Diner")),
            Action::Discard(name("Casino")),
            Action::Survey,
            Action::Done,
        ] {
            assert_eq!(a.to_string().parse::<Action>(), Ok(a));
        }
        assert_eq!(
            "  BUILD   luxury  homes ".parse::<Action>(),
            Ok(Action::Build(name("Luxury Homes")))
        );
        assert!(
            "build"
                .parse::<Action>()
                .unwrap_err()
                .contains("needs a card")
        );
        assert!("fold".parse::<Action>().unwrap_err().contains("unknown"));
        assert!(
            "survey now"
                .parse::<Action>()
                .unwrap_err()
                .contains("unexpected")
        );
        assert!("".parse::<Action>().unwrap_err().contains("empty"));
    }

    #[test]
    fn json_forms() {
        assert_eq!(
            serde_json::to_string(&Action::Build(name("Mall"))).unwrap(),
            r#"{"build":"Mall"}"#
        );
        assert_eq!(
            serde_json::to_string(&Action::Survey).unwrap(),
            r#""survey""#
        );
        let a: Action = serde_json::from_str(r#"{"pay":"Diner"}"#).unwrap();
        assert_eq!(a, Action::Pay(name("Diner")));
    }
}

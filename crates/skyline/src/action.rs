//! Actions and public events of Skyline, with their text and JSON forms.
//!
//! Text forms (SK-P4; case and commas do not matter when read):
//! - `take blue 3, green 2`: SK-3, money from the display;
//! - `buy 3 with orange 8, orange 4`: SK-4, the building in slot 3 (slots are
//!   numbered 1 to 4, left to right) paid with those cards of the slot's
//!   currency; bare values (`buy 3 with 8 4`) are read too;
//! - `buy 3 with orange 8, orange 4 for neutral`: SK-12, the same buy with the
//!   building given to the neutral player (two players only);
//! - `pass`: SK-6, when nothing else is possible.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use tinyvec::ArrayVec;
use urbs_engine::Seat;

use crate::cards::{Building, MoneyCard, MoneyCards, Payment, parse_value, write_list};
use crate::data::{Currency, MAX_DEALT, MAX_NEUTRAL_DRAW, SLOTS, Scoring};

/// The most seats a game has; events keep their per-seat lists inline.
pub const MAX_PLAYERS: usize = 6;

// Events hold their lists inline, so that an event is `Copy`: a log of them
// is cleared without a drop per event, and no event allocates.

/// A player's starting capital (SK-1), sorted by currency then value.
pub type DealtCards = ArrayVec<[MoneyCard; MAX_DEALT]>;
/// A number per seat, in seat order: points of a scoring, final scores.
pub type PerSeat = ArrayVec<[i32; MAX_PLAYERS]>;
/// Seats, ascending (as bytes: there are at most six).
pub type Seats = ArrayVec<[u8; MAX_PLAYERS]>;
/// Buildings the neutral player draws at once (SK-12).
pub type NeutralDraw = ArrayVec<[Building; MAX_NEUTRAL_DRAW]>;

/// A choice a player makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "ActionJson", try_from = "ActionJson")]
pub enum Action {
    /// SK-3: take these cards from the money display.
    Take(MoneyCards),
    /// SK-4: buy the building in `slot` (1 to 4) with `pay` in the slot's
    /// currency (SK-5: a minimal payment); SK-12: `to_neutral` gives it to the
    /// neutral player.
    Buy {
        slot: u8,
        pay: Payment,
        to_neutral: bool,
    },
    /// SK-6: nothing else is possible; the turn ends.
    Pass,
}

impl Action {
    /// The currency a slot (1 to 4) asks for.
    pub fn slot_currency(slot: u8) -> Currency {
        Currency::of_slot(slot as usize - 1)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Take(cards) => write!(f, "take {cards}"),
            Action::Buy {
                slot,
                pay,
                to_neutral,
            } => {
                write!(f, "buy {slot} with ")?;
                write_list(f, pay.cards(Action::slot_currency(*slot)))?;
                if *to_neutral {
                    f.write_str(" for neutral")?;
                }
                Ok(())
            }
            Action::Pass => f.write_str("pass"),
        }
    }
}

const HINT: &str = "try `take blue 3, green 2`, `buy 3 with orange 8, orange 4` or `pass`";

impl FromStr for Action {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        let lower = s.trim().to_ascii_lowercase().replace(',', " ");
        let words: Vec<&str> = lower.split_whitespace().collect();
        match words.first().copied() {
            Some("pass") if words.len() == 1 => Ok(Action::Pass),
            Some("pass") => Err(format!("unexpected `{}` after `pass`", words[1])),
            Some("take") => parse_take(&words[1..]),
            Some("buy") => parse_buy(&words[1..]),
            None => Err(format!("empty action; {HINT}")),
            Some(other) => Err(format!("unknown action `{other}`; {HINT}")),
        }
    }
}

fn parse_take(words: &[&str]) -> Result<Action, String> {
    if words.is_empty() {
        return Err("`take` needs money cards, as in `take blue 3, green 2`".into());
    }
    if !words.len().is_multiple_of(2) {
        return Err("write each money card as a currency and a value, as in `blue 3`".into());
    }
    let cards = words
        .chunks(2)
        .map(|w| format!("{} {}", w[0], w[1]).parse::<MoneyCard>())
        .collect::<Result<Vec<_>, _>>()?;
    MoneyCards::from_cards(&cards)
        .map(Action::Take)
        .ok_or_else(|| "the display holds four cards at most".into())
}

fn parse_buy(words: &[&str]) -> Result<Action, String> {
    let slot = match words.first().map(|w| w.parse::<u8>()) {
        Some(Ok(s @ 1..=4)) => s,
        _ => return Err("`buy` needs a slot from 1 to 4, as in `buy 3 with orange 8`".into()),
    };
    if words.get(1) != Some(&"with") {
        return Err(format!(
            "say what you pay with, as in `buy {slot} with {} 8`",
            Action::slot_currency(slot)
        ));
    }
    let mut rest = &words[2..];
    let mut to_neutral = false;
    if let [front @ .., "for", "neutral"] = rest {
        rest = front;
        to_neutral = true;
    }
    let currency = Action::slot_currency(slot);
    let mut pay = Payment::default();
    let mut i = 0;
    while i < rest.len() {
        if let Some(c) = Currency::parse(rest[i]) {
            if c != currency {
                return Err(format!("slot {slot} is paid in {currency}, not {c}"));
            }
            i += 1;
        }
        let word = rest
            .get(i)
            .ok_or_else(|| format!("`{currency}` needs a value, as in `{currency} 8`"))?;
        let value = parse_value(word)?;
        pay = pay
            .with(value)
            .ok_or_else(|| format!("there are only three {currency} {value} cards"))?;
        i += 1;
    }
    if pay.is_empty() {
        return Err(format!(
            "say what you pay with, as in `buy {slot} with {currency} 8`"
        ));
    }
    Ok(Action::Buy {
        slot,
        pay,
        to_neutral,
    })
}

/// JSON form: `{"take": [{"currency": "blue", "value": 3}]}`,
/// `{"buy": {"slot": 3, "pay": [8, 4]}}` (with `"to_neutral": true` to give
/// the building away), `"pass"`.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
enum ActionJson {
    Take(MoneyCards),
    Buy {
        slot: u8,
        pay: Payment,
        #[serde(default, skip_serializing_if = "is_false")]
        to_neutral: bool,
    },
    Pass,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl From<Action> for ActionJson {
    fn from(a: Action) -> ActionJson {
        match a {
            Action::Take(cards) => ActionJson::Take(cards),
            Action::Buy {
                slot,
                pay,
                to_neutral,
            } => ActionJson::Buy {
                slot,
                pay,
                to_neutral,
            },
            Action::Pass => ActionJson::Pass,
        }
    }
}

impl TryFrom<ActionJson> for Action {
    type Error = String;

    fn try_from(a: ActionJson) -> Result<Action, String> {
        Ok(match a {
            ActionJson::Take(cards) => Action::Take(cards),
            ActionJson::Buy {
                slot,
                pay,
                to_neutral,
            } => {
                if !(1..=SLOTS as u8).contains(&slot) {
                    return Err(format!("slot {slot} does not exist; slots are 1 to 4"));
                }
                Action::Buy {
                    slot,
                    pay,
                    to_neutral,
                }
            }
            ActionJson::Pass => Action::Pass,
        })
    }
}

/// Something everyone at the table sees happen. The log opens with the
/// setup (SK-1, SK-2); together, the events tell where every money card went
/// (SK-13), which is what [`crate::Skyline`]'s sampler reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// SK-1: a player's starting capital, dealt face up.
    Dealt {
        seat: Seat,
        cards: DealtCards,
    },
    /// SK-2: who takes the first turn.
    Starts {
        seat: Seat,
    },
    /// SK-3.
    Took {
        seat: Seat,
        cards: MoneyCards,
    },
    /// SK-4, SK-12. `exact`: the player acts again.
    Bought {
        seat: Seat,
        slot: u8,
        building: Building,
        currency: Currency,
        paid: Payment,
        exact: bool,
        to_neutral: bool,
    },
    /// SK-6.
    Passed {
        seat: Seat,
    },
    /// SK-7: buildings turned up into the empty slots (index 0 is slot 1).
    YardRefilled {
        buildings: [Option<Building>; SLOTS],
    },
    /// SK-7: money cards turned up onto the display.
    MoneyRevealed {
        cards: MoneyCards,
    },
    /// SK-7: the discard pile shuffled into a new money deck.
    Reshuffled {
        cards: u8,
    },
    /// SK-8, SK-9, SK-10: points per seat, and the neutral player's (SK-12).
    Scored {
        scoring: Scoring,
        points: PerSeat,
        neutral: Option<i32>,
    },
    /// SK-12: buildings drawn for the neutral player.
    NeutralTook {
        buildings: NeutralDraw,
    },
    /// SK-10: a building left in the yard at the end, and who gets it.
    Assigned {
        slot: u8,
        building: Building,
        seat: Option<Seat>,
    },
    GameOver {
        scores: PerSeat,
        winners: Seats,
    },
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Dealt { seat, cards } => {
                write!(f, "player {seat} is dealt ")?;
                write_list(f, cards.iter())
            }
            Event::Starts { seat } => write!(f, "player {seat} starts"),
            Event::Took { seat, cards } => write!(f, "player {seat} takes {cards}"),
            Event::Bought {
                seat,
                slot,
                building,
                currency,
                paid,
                exact,
                to_neutral,
            } => {
                write!(f, "player {seat} buys {building} from slot {slot}, paying ")?;
                write_list(f, paid.cards(*currency))?;
                if *to_neutral {
                    f.write_str(", and gives it to the neutral player")?;
                }
                if *exact {
                    f.write_str(" (exact: another action)")?;
                }
                Ok(())
            }
            Event::Passed { seat } => write!(f, "player {seat} can do nothing and passes"),
            Event::YardRefilled { buildings } => {
                f.write_str("construction yard refilled: ")?;
                let filled = buildings
                    .iter()
                    .enumerate()
                    .filter_map(|(i, b)| b.map(|b| format!("slot {} {b}", i + 1)));
                write_list(f, filled)
            }
            Event::MoneyRevealed { cards } => write!(f, "money turned up: {cards}"),
            Event::Reshuffled { cards } => write!(
                f,
                "the money deck is empty: {cards} discarded cards are shuffled into a new deck"
            ),
            Event::Scored {
                scoring,
                points,
                neutral,
            } => {
                write!(f, "scoring {scoring}: ")?;
                let mut parts: Vec<String> = points
                    .iter()
                    .enumerate()
                    .map(|(s, p)| format!("player {s} +{p}"))
                    .collect();
                if let Some(p) = neutral {
                    parts.push(format!("neutral +{p}"));
                }
                f.write_str(&parts.join(", "))
            }
            Event::NeutralTook { buildings } => {
                f.write_str("the neutral player takes ")?;
                write_list(f, buildings.iter())
            }
            Event::Assigned {
                slot,
                building,
                seat: Some(s),
            } => write!(
                f,
                "{building} (slot {slot}) goes to player {s}, who holds the most {}",
                Action::slot_currency(*slot)
            ),
            Event::Assigned {
                slot,
                building,
                seat: None,
            } => write!(
                f,
                "{building} (slot {slot}) stays unsold: no single player holds the most {}",
                Action::slot_currency(*slot)
            ),
            Event::GameOver { scores, winners } => {
                f.write_str("Game over. ")?;
                let winners: Vec<Seat> = winners.iter().map(|&s| s as Seat).collect();
                urbs_engine::text::write_standings(f, scores, &winners, |v| v.to_string())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(c: Currency, v: u8) -> MoneyCard {
        MoneyCard::new(c, v)
    }

    #[test]
    fn sk_p4_text_forms_read_back() {
        let take = Action::Take(
            MoneyCards::from_cards(&[card(Currency::Green, 2), card(Currency::Blue, 3)]).unwrap(),
        );
        assert_eq!(take.to_string(), "take blue 3, green 2");
        let buy = Action::Buy {
            slot: 3,
            pay: Payment::from_values(&[4, 8]).unwrap(),
            to_neutral: false,
        };
        assert_eq!(buy.to_string(), "buy 3 with orange 8, orange 4");
        let give = Action::Buy {
            slot: 3,
            pay: Payment::from_values(&[4, 8]).unwrap(),
            to_neutral: true,
        };
        assert_eq!(
            give.to_string(),
            "buy 3 with orange 8, orange 4 for neutral"
        );
        for a in [take, buy, give, Action::Pass] {
            assert_eq!(a.to_string().parse::<Action>(), Ok(a));
        }
        assert_eq!(" TAKE Green 2 blue 3".parse::<Action>(), Ok(take));
        assert_eq!("buy 3 with 8, 4".parse::<Action>(), Ok(buy));
        assert_eq!(
            "buy 3 with 8 orange 4 for neutral".parse::<Action>(),
            Ok(give)
        );
    }

    #[test]
    fn sk_p4_text_errors_say_what_is_wrong() {
        let err = |s: &str| s.parse::<Action>().unwrap_err();
        assert!(err("buy 3 with blue 8").contains("paid in orange"));
        assert!(err("buy 5 with 8").contains("slot from 1 to 4"));
        assert!(err("buy 2").contains("pay with"));
        assert!(err("take blue").contains("currency and a value"));
        assert!(err("take pink 3").contains("not a currency"));
        assert!(err("take blue 1, blue 1, blue 1, blue 1, blue 1").contains("four cards"));
        assert!(err("fold").contains("unknown action"));
        assert!(err("pass now").contains("unexpected"));
    }

    #[test]
    fn sk_p4_json_forms() {
        let buy: Action = "buy 3 with 8 4".parse().unwrap();
        assert_eq!(
            serde_json::to_string(&buy).unwrap(),
            r#"{"buy":{"slot":3,"pay":[8,4]}}"#
        );
        let give: Action = "buy 1 with 9 for neutral".parse().unwrap();
        assert_eq!(
            serde_json::to_string(&give).unwrap(),
            r#"{"buy":{"slot":1,"pay":[9],"to_neutral":true}}"#
        );
        let take: Action = "take yellow 1".parse().unwrap();
        assert_eq!(
            serde_json::to_string(&take).unwrap(),
            r#"{"take":[{"currency":"yellow","value":1}]}"#
        );
        assert_eq!(serde_json::to_string(&Action::Pass).unwrap(), r#""pass""#);
        for a in [buy, give, take, Action::Pass] {
            let json = serde_json::to_string(&a).unwrap();
            assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), a);
        }
        assert!(serde_json::from_str::<Action>(r#"{"buy":{"slot":0,"pay":[8]}}"#).is_err());
        assert!(serde_json::from_str::<Action>(r#"{"buy":{"slot":1,"pay":[8],"x":1}}"#).is_err());
    }
}

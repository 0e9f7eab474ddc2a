//! Actions and public events of For Sale, with their text forms.

use std::fmt;
use std::str::FromStr;

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};
use urbs_engine::Seat;

/// A choice a player makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Phase 1: raise your bid in the middle to this total (FS-3).
    Bid(u8),
    /// Phase 1: leave the auction and take the cheapest building (FS-4).
    Pass,
    /// Phase 2: put this building face down for the sale (FS-6).
    Sell(u8),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Bid(n) => write!(f, "bid {n}"),
            Action::Pass => f.write_str("pass"),
            Action::Sell(b) => write!(f, "sell {b}"),
        }
    }
}

impl FromStr for Action {
    type Err = String;

    /// Reads `bid N`, `pass` or `sell N` (case and spacing do not matter).
    fn from_str(s: &str) -> Result<Self, String> {
        let lower = s.trim().to_ascii_lowercase();
        let mut words = lower.split_whitespace();
        let verb = words.next().unwrap_or("");
        let number = |w: Option<&str>| -> Result<u8, String> {
            let w = w.ok_or_else(|| format!("`{verb}` needs a number, as in `{verb} 3`"))?;
            w.parse::<u8>()
                .map_err(|_| format!("`{w}` is not a number from 0 to 255"))
        };
        let action = match verb {
            "bid" => Action::Bid(number(words.next())?),
            "sell" => Action::Sell(number(words.next())?),
            "pass" => Action::Pass,
            "" => return Err("empty action; try `bid 3`, `pass` or `sell 12`".into()),
            other => {
                return Err(format!(
                    "unknown action `{other}`; try `bid 3`, `pass` or `sell 12`"
                ));
            }
        };
        if let Some(extra) = words.next() {
            return Err(format!("unexpected `{extra}` after `{action}`"));
        }
        Ok(action)
    }
}

/// One building sold in a phase-2 round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Sale {
    pub seat: Seat,
    pub building: u8,
    pub cheque: u8,
}

/// Something everyone at the table sees happen.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// Phase 1: buildings turned face up; `opener` bids first (FS-2, FS-5).
    AuctionOpened {
        round: u8,
        buildings: ArrayVec<u8, 5>,
        opener: Seat,
    },
    Bid {
        seat: Seat,
        total: u8,
    },
    /// FS-4 (or FS-V2: no building, every chip back).
    Passed {
        seat: Seat,
        building: Option<u8>,
        refund: u8,
        paid: u8,
    },
    /// FS-5: the last player in pays the whole bid for the best building.
    Bought {
        seat: Seat,
        building: u8,
        paid: u8,
    },
    /// Phase 2: cheques turned face up.
    SaleOpened {
        round: u8,
        cheques: ArrayVec<u8, 5>,
    },
    /// FS-6: a player has put a building face down (which one stays secret).
    Chose {
        seat: Seat,
    },
    /// FS-6: the choices revealed, best building first.
    Sold {
        sales: ArrayVec<Sale, 5>,
    },
    GameOver {
        scores: Vec<i64>,
        winners: Vec<Seat>,
    },
}

pub(crate) fn money(m: u8) -> String {
    format!("${m}M")
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::AuctionOpened {
                round,
                buildings,
                opener,
            } => {
                let list: Vec<String> = buildings.iter().map(u8::to_string).collect();
                write!(
                    f,
                    "Auction {round}: buildings {} on offer; player {opener} opens",
                    list.join(", ")
                )
            }
            Event::Bid { seat, total } => write!(f, "player {seat} bids {total}"),
            Event::Passed {
                seat,
                building: Some(b),
                refund,
                paid,
            } => write!(
                f,
                "player {seat} passes, takes building {b}, gets {refund} chips back and pays {paid}"
            ),
            Event::Passed {
                seat,
                building: None,
                refund,
                ..
            } => write!(
                f,
                "player {seat} passes first: no building, all {refund} chips back"
            ),
            Event::Bought {
                seat,
                building,
                paid,
            } => write!(
                f,
                "player {seat} is last in, pays {paid} chips and takes building {building}"
            ),
            Event::SaleOpened { round, cheques } => {
                let list: Vec<String> = cheques.iter().map(|&c| money(c)).collect();
                write!(f, "Sale {round}: cheques {} on offer", list.join(", "))
            }
            Event::Chose { seat } => write!(f, "player {seat} has chosen a building"),
            Event::Sold { sales } => {
                let list: Vec<String> = sales
                    .iter()
                    .map(|s| {
                        format!(
                            "player {} sells {} for {}",
                            s.seat,
                            s.building,
                            money(s.cheque)
                        )
                    })
                    .collect();
                f.write_str(&list.join("; "))
            }
            Event::GameOver { scores, winners } => {
                f.write_str("Game over. ")?;
                urbs_engine::text::write_standings(f, scores, winners, |v| format!("${v}M"))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_forms_read_back() {
        for a in [Action::Bid(7), Action::Pass, Action::Sell(20)] {
            assert_eq!(a.to_string().parse::<Action>(), Ok(a));
        }
        assert_eq!(" BID   3 ".parse::<Action>(), Ok(Action::Bid(3)));
        assert!(
            "bid"
                .parse::<Action>()
                .unwrap_err()
                .contains("needs a number")
        );
        assert!(
            "bid x"
                .parse::<Action>()
                .unwrap_err()
                .contains("not a number")
        );
        assert!(
            "fold"
                .parse::<Action>()
                .unwrap_err()
                .contains("unknown action")
        );
        assert!(
            "pass 3"
                .parse::<Action>()
                .unwrap_err()
                .contains("unexpected")
        );
    }

    #[test]
    fn json_forms() {
        assert_eq!(
            serde_json::to_string(&Action::Bid(3)).unwrap(),
            r#"{"bid":3}"#
        );
        assert_eq!(serde_json::to_string(&Action::Pass).unwrap(), r#""pass""#);
    }
}

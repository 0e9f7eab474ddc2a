//! Actions, deals and public events of Metropolis, with their text forms.
//!
//! A proposal (MP-8) is a short sequence of small actions, so that every
//! step offers a short list: `propose`, `to 2` (the seat counted from 0,
//! as the API counts; a person writes `to P3`), then `give 45`, `ask 61`,
//! `give 5 points`, `consent factory 40 41 45 46`, `share 50`, and `send`
//! (or `cancel`). The recipient answers `accept`, `decline` or `counter`,
//! and a counter-proposal is drafted the same way.

use std::fmt;
use std::str::FromStr;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use urbs_engine::Seat;

use crate::data::{Kind, data};
use crate::lots::{Lot, LotSet};

/// The most seats a game has; events keep their per-seat lists inline.
pub const MAX_PLAYERS: usize = 5;

/// Why the game ended (MP-9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The last building was placed.
    AllBuilt,
    /// Every player had one more turn after the last lot card was turned up.
    LotsRanOut,
    /// No remaining building can be placed on occupied, unbuilt lots.
    NoPlacement,
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::AllBuilt => "the last building is placed",
            EndReason::LotsRanOut => "the lots ran out and everyone had one more turn",
            EndReason::NoPlacement => "no remaining building can be placed",
        })
    }
}

/// A building of `kind` on the lots `mask` of `block` (MP-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Build {
    pub kind: Kind,
    pub block: u8,
    pub mask: u16,
}

impl Build {
    /// The building `kind` on `lots`, which must all lie in one block.
    pub fn new(kind: Kind, lots: LotSet) -> Option<Build> {
        let block = lots.single_block()?;
        Some(Build {
            kind,
            block: block as u8,
            mask: lots.block_mask(block),
        })
    }

    pub fn lots(self) -> LotSet {
        LotSet::in_block(self.block as usize, self.mask)
    }
}

/// `factory 40 41 45 46`.
impl fmt::Display for Build {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind, self.lots())
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct BuildJson {
    building: Kind,
    lots: LotSet,
}

impl Serialize for Build {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        BuildJson {
            building: self.kind,
            lots: self.lots(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Build {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Build, D::Error> {
        let j = BuildJson::deserialize(d)?;
        Build::new(j.building, j.lots)
            .ok_or_else(|| D::Error::custom("a building's lots lie in one block"))
    }
}

/// A proposal (MP-8), from the active player's side: whoever drafts it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Deal {
    /// Lots the active player hands the partner.
    pub lots_to_partner: LotSet,
    /// Lots the partner hands the active player.
    pub lots_to_active: LotSet,
    /// End-of-game points the active player pays the partner (negative: the
    /// partner pays the active player).
    pub points_to_partner: i8,
    /// The partner lets the active player build this (MP-5), for this share
    /// of its value (MP-6).
    pub consent: Option<Consent>,
}

impl Deal {
    pub fn is_empty(&self) -> bool {
        *self == Deal::default()
    }
}

/// Consent to one build, with the consenting owner's share in percent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Consent {
    pub build: Build,
    pub share: u8,
}

fn points(n: i64) -> String {
    if n.abs() == 1 {
        format!("{n} point")
    } else {
        format!("{n} points")
    }
}

impl Deal {
    /// The deal in words, with the two players' names.
    pub fn describe(&self, active: &str, partner: &str) -> String {
        let mut parts = Vec::new();
        if !self.lots_to_partner.is_empty() {
            parts.push(format!("{active} gives lots {}", self.lots_to_partner));
        }
        if !self.lots_to_active.is_empty() {
            parts.push(format!("{partner} gives lots {}", self.lots_to_active));
        }
        match self.points_to_partner {
            0 => {}
            p if p > 0 => parts.push(format!("{active} pays {}", points(p as i64))),
            p => parts.push(format!("{partner} pays {}", points(-(p as i64)))),
        }
        if let Some(c) = self.consent {
            let share = if c.share > 0 {
                format!(" for a {}% share", c.share)
            } else {
                String::new()
            };
            parts.push(format!(
                "{partner} lets {active} build {} on lots {}{share}",
                c.build.kind,
                c.build.lots()
            ));
        }
        if parts.is_empty() {
            "nothing".into()
        } else {
            parts.join("; ")
        }
    }
}

/// A choice a player makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// MP-2 step 1: take a face-up lot (MP-3).
    Take(Lot),
    /// MP-4: take a lot you may not take and give it to player `to`.
    Gift {
        lot: Lot,
        to: u8,
    },
    /// MP-8: start a proposal.
    Propose,
    /// MP-8: the player the new proposal is for (MP-P2).
    To(u8),
    /// MP-5: build.
    Build(Build),
    /// End the turn.
    End,
    /// Drafting: add one of your lots to your side.
    Give(Lot),
    /// Drafting: ask for one of the other player's lots.
    Ask(Lot),
    /// Drafting: offer end-of-game points (MP-P3).
    GivePoints(u8),
    /// Drafting: ask for end-of-game points (MP-P3).
    AskPoints(u8),
    /// Drafting: the recipient lets the active player build this (MP-5).
    Consent(Build),
    /// Drafting: the consenting owner's share of a joint building (MP-6, MP-P4).
    Share(u8),
    /// Send the proposal (or counter-proposal).
    Send,
    /// Drop the proposal being drafted (a counter dropped declines).
    Cancel,
    Accept,
    Decline,
    /// Answer with a counter-proposal (once).
    Counter,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Take(l) => write!(f, "take {l}"),
            Action::Gift { lot, to } => write!(f, "gift {lot} to {to}"),
            Action::Propose => f.write_str("propose"),
            Action::To(p) => write!(f, "to {p}"),
            Action::Build(b) => write!(f, "build {b}"),
            Action::End => f.write_str("end"),
            Action::Give(l) => write!(f, "give {l}"),
            Action::Ask(l) => write!(f, "ask {l}"),
            Action::GivePoints(n) => write!(f, "give {}", points(*n as i64)),
            Action::AskPoints(n) => write!(f, "ask {}", points(*n as i64)),
            Action::Consent(b) => write!(f, "consent {b}"),
            Action::Share(s) => write!(f, "share {s}"),
            Action::Send => f.write_str("send"),
            Action::Cancel => f.write_str("cancel"),
            Action::Accept => f.write_str("accept"),
            Action::Decline => f.write_str("decline"),
            Action::Counter => f.write_str("counter"),
        }
    }
}

const HELP: &str = "try `take 45`, `gift 45 to P3`, `propose`, `to P2`, `build house 45`, `end`, \
`give 45`, `ask 61`, `give 3 points`, `ask 3 points`, `consent factory 40 41 45 46`, \
`share 50`, `send`, `cancel`, `accept`, `decline` or `counter`";

fn number<T: FromStr>(word: Option<&str>, what: &str) -> Result<T, String> {
    let w = word.ok_or_else(|| format!("missing {what}"))?;
    w.parse::<T>().map_err(|_| format!("`{w}` is not a {what}"))
}

/// A player named in a move: `P3` as people count them (from 1), or `2`,
/// the seat as the API and the move's own text count them (from 0).
fn player(word: Option<&str>) -> Result<u8, String> {
    match word.and_then(|w| w.strip_prefix('p')) {
        Some(n) => match n.parse::<u8>() {
            Ok(n @ 1..) => Ok(n - 1),
            _ => Err(format!("`P{n}` is not a player; they are P1, P2, ...")),
        },
        None => number(word, "player number"),
    }
}

fn lot(word: Option<&str>) -> Result<Lot, String> {
    let n: u8 = number(word, "lot number")?;
    Lot::numbered(n).ok_or_else(|| format!("there is no lot {n}"))
}

fn build<'a>(mut words: impl Iterator<Item = &'a str>) -> Result<Build, String> {
    let key = words
        .next()
        .ok_or("missing building, as in `factory 40 41 45 46`")?;
    let kind = Kind::keyed(key).ok_or_else(|| {
        let keys: Vec<&str> = data().kinds.iter().map(|k| k.key.as_str()).collect();
        format!("`{key}` is not a building; choose from {}", keys.join(", "))
    })?;
    let mut lots = LotSet::EMPTY;
    for w in words {
        lots.insert(lot(Some(w))?);
    }
    if lots.is_empty() {
        return Err(format!("which lots should the {key} cover?"));
    }
    Build::new(kind, lots).ok_or_else(|| "a building's lots must lie in one block".into())
}

impl FromStr for Action {
    type Err = String;

    /// Reads the text forms above (case and spacing do not matter). A
    /// player is named as people count them (`to P3`) or by the seat, as
    /// the text forms write it (`to 2`).
    fn from_str(s: &str) -> Result<Self, String> {
        let lower = s.trim().to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let Some((&verb, rest)) = words.split_first() else {
            return Err(format!("empty action; {HELP}"));
        };
        let mut it = rest.iter().copied();
        let action = match verb {
            "take" => Action::Take(lot(it.next())?),
            "gift" => {
                let l = lot(it.next())?;
                if it.next() != Some("to") {
                    return Err("write `gift 45 to P3`".into());
                }
                Action::Gift {
                    lot: l,
                    to: player(it.next())?,
                }
            }
            "propose" => Action::Propose,
            "to" => Action::To(player(it.next())?),
            "build" => return build(it).map(Action::Build),
            "consent" => return build(it).map(Action::Consent),
            "give" | "ask" if rest.len() == 2 && rest[1].starts_with("point") => {
                let n: u8 = number(it.next(), "number of points")?;
                it.next();
                if verb == "give" {
                    Action::GivePoints(n)
                } else {
                    Action::AskPoints(n)
                }
            }
            "give" => Action::Give(lot(it.next())?),
            "ask" => Action::Ask(lot(it.next())?),
            "share" => {
                let w = it.next().map(|w| w.trim_end_matches('%'));
                Action::Share(number(w, "percentage")?)
            }
            "end" => Action::End,
            "send" => Action::Send,
            "cancel" => Action::Cancel,
            "accept" => Action::Accept,
            "decline" => Action::Decline,
            "counter" => Action::Counter,
            other => return Err(format!("unknown action `{other}`; {HELP}")),
        };
        if let Some(extra) = it.next() {
            return Err(format!("unexpected `{extra}` after `{action}`"));
        }
        Ok(action)
    }
}

/// A finished building as everyone sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placed {
    pub build: Build,
    /// Covers a lot of its special row (park view, river, downtown).
    pub special: bool,
    /// Whose token is on it (MP-5).
    pub builder: u8,
    /// MP-6: each other player's share in percent; the builder has the rest.
    pub shares: [u8; MAX_PLAYERS],
}

/// Something everyone at the table sees happen. MP-11: proposals show only
/// who talks to whom until one is accepted.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// MP-1: each player's dealt lots, the lots face up, who starts.
    Dealt {
        lots: Vec<LotSet>,
        face_up: Vec<Lot>,
        first: Seat,
    },
    TurnStarted {
        seat: Seat,
        turn: u16,
    },
    Took {
        seat: Seat,
        lot: Lot,
    },
    /// MP-4: a forced gift.
    Gave {
        seat: Seat,
        lot: Lot,
        to: Seat,
    },
    /// MP-2 step 2; `last`: the deck is now empty (MP-9).
    TurnedUp {
        lot: Lot,
        last: bool,
    },
    /// `from` is drafting a proposal (or counter-proposal) for `to`.
    Drafting {
        from: Seat,
        to: Seat,
    },
    Proposed {
        from: Seat,
        to: Seat,
    },
    Countered {
        from: Seat,
        to: Seat,
    },
    Withdrew {
        seat: Seat,
    },
    Declined {
        seat: Seat,
    },
    /// MP-8: an accepted deal, carried out at once and shown to all.
    DealMade {
        active: Seat,
        partner: Seat,
        deal: Deal,
    },
    Built {
        building: Placed,
    },
    GameOver {
        reason: EndReason,
        scores: Vec<i64>,
        winners: Vec<Seat>,
    },
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Dealt {
                lots,
                face_up,
                first,
            } => {
                let dealt: Vec<String> = lots
                    .iter()
                    .enumerate()
                    .map(|(s, l)| format!("player {s} gets lots {l}"))
                    .collect();
                let up: Vec<String> = face_up.iter().map(Lot::to_string).collect();
                write!(
                    f,
                    "{}; lots {} are face up; player {first} starts",
                    dealt.join(", "),
                    up.join(", ")
                )
            }
            Event::TurnStarted { seat, turn } => write!(f, "Turn {turn}: player {seat}"),
            Event::Took { seat, lot } => write!(f, "player {seat} takes lot {lot}"),
            Event::Gave { seat, lot, to } => write!(
                f,
                "player {seat} may take none of the lots on offer and gives lot {lot} to player {to}"
            ),
            Event::TurnedUp { lot, last: false } => write!(f, "lot {lot} is turned up"),
            Event::TurnedUp { lot, last: true } => write!(
                f,
                "lot {lot}, the last lot card, is turned up: every player has one more turn"
            ),
            Event::Drafting { from, to } => {
                write!(f, "player {from} is drafting a proposal for player {to}")
            }
            Event::Proposed { from, to } => {
                write!(f, "player {from} proposes a deal to player {to}")
            }
            Event::Countered { from, to } => {
                write!(
                    f,
                    "player {from} answers player {to} with a counter-proposal"
                )
            }
            Event::Withdrew { seat } => write!(f, "player {seat} drops the proposal"),
            Event::Declined { seat } => write!(f, "player {seat} declines"),
            Event::DealMade {
                active,
                partner,
                deal,
            } => write!(
                f,
                "deal: {}",
                deal.describe(&format!("player {active}"), &format!("player {partner}"))
            ),
            Event::Built { building } => {
                write!(
                    f,
                    "player {} builds {} on lots {}",
                    building.builder,
                    building.build.kind.info().name,
                    building.build.lots()
                )?;
                let shares: Vec<String> = building
                    .shares
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| **s > 0)
                    .map(|(p, s)| format!("player {p} {s}%"))
                    .collect();
                if !shares.is_empty() {
                    write!(f, " (shares: {})", shares.join(", "))?;
                }
                Ok(())
            }
            Event::GameOver {
                reason,
                scores,
                winners,
            } => {
                write!(f, "Game over ({reason}). ")?;
                urbs_engine::text::write_standings(f, scores, winners, |v| v.to_string())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_kinds_of_action() -> Vec<Action> {
        let factory = Build::new(
            Kind::keyed("factory").unwrap(),
            LotSet::from_numbers(&[40, 41, 45, 46]).unwrap(),
        )
        .unwrap();
        let l = Lot::numbered(45).unwrap();
        vec![
            Action::Take(l),
            Action::Gift { lot: l, to: 2 },
            Action::Propose,
            Action::To(3),
            Action::Build(factory),
            Action::End,
            Action::Give(l),
            Action::Ask(l),
            Action::GivePoints(1),
            Action::GivePoints(5),
            Action::AskPoints(30),
            Action::Consent(factory),
            Action::Share(40),
            Action::Send,
            Action::Cancel,
            Action::Accept,
            Action::Decline,
            Action::Counter,
        ]
    }

    #[test]
    fn text_forms_read_back() {
        for a in all_kinds_of_action() {
            assert_eq!(a.to_string().parse::<Action>(), Ok(a), "{a}");
        }
        let a: Action = "  Build FACTORY 46 45 41 40 ".parse().unwrap();
        assert_eq!(a.to_string(), "build factory 40 41 45 46");
        assert_eq!("give 1 point".parse::<Action>(), Ok(Action::GivePoints(1)));
        assert_eq!("share 50%".parse::<Action>(), Ok(Action::Share(50)));
        // People count players from 1 (`P3`), the API's seats from 0 (`2`).
        assert_eq!("to P3".parse::<Action>(), Ok(Action::To(2)));
        assert_eq!("to 2".parse::<Action>(), Ok(Action::To(2)));
        assert_eq!(
            "gift 45 to p1".parse::<Action>(),
            Ok(Action::Gift {
                lot: Lot::numbered(45).unwrap(),
                to: 0
            })
        );
        for (bad, why) in [
            ("take 95", "no lot 95"),
            ("build castle 45", "not a building"),
            ("build factory 40 41 50 51", "one block"),
            ("build house", "which lots"),
            ("gift 45 2", "gift 45 to P3"),
            ("to P0", "not a player"),
            ("to px", "not a player"),
            ("fly", "unknown action"),
            ("end now", "unexpected"),
            ("", "empty"),
        ] {
            let e = bad.parse::<Action>().unwrap_err();
            assert!(e.contains(why), "{bad}: {e}");
        }
    }

    #[test]
    fn json_forms_read_back() {
        for a in all_kinds_of_action() {
            let json = serde_json::to_string(&a).unwrap();
            assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), a, "{json}");
        }
        let b = all_kinds_of_action()[4];
        assert_eq!(
            serde_json::to_string(&b).unwrap(),
            r#"{"build":{"building":"factory","lots":[40,41,45,46]}}"#
        );
        assert_eq!(serde_json::to_string(&Action::End).unwrap(), r#""end""#);
        assert_eq!(
            serde_json::to_string(&Action::Take(Lot::numbered(45).unwrap())).unwrap(),
            r#"{"take":45}"#
        );
        assert!(
            serde_json::from_str::<Action>(r#"{"build":{"building":"house","lots":[45,55]}}"#)
                .is_err()
        );
    }
}

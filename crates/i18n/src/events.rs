//! Public events (their JSON, `docs/json.md`) as log lines in either
//! language. The structure of each line is here; every word is in the
//! catalogs (`event.GAME.KIND`, the game's vocabulary under `term.GAME`).
//! A line cites the ruling it carries out where there is one, so that the
//! browser can link it to the rules.

use serde_json::Value;

use crate::{Lang, city_card_name, join_and, t};

/// The name a log line calls seat `seat` (0-based, as the API counts) by:
/// the name its player gave, `P3 (Strong)` for a bot (its level named in
/// `lang`, its id if the catalogs do not name it), `P2` for a person who
/// gave none. People count seats from 1 (issue 29), so `P1` is seat 0.
pub fn seat_name(lang: Lang, seat: usize, name: Option<&str>, bot: Option<&str>) -> String {
    let number = seat + 1;
    match (name.filter(|n| !n.is_empty()), bot) {
        (Some(n), _) => n.to_string(),
        (None, Some(bot)) => {
            let level = crate::catalog(lang)
                .get(&format!("level.{bot}"))
                .unwrap_or(bot);
            format!("P{number} ({level})")
        }
        (None, None) => format!("P{number}"),
    }
}

/// The log line of `event`, a public event of game `game` as JSON, with
/// seats called by `names` (a seat without a name is "player N", counted
/// from 1 as people count; see [`seat_name`]). `None`
/// for an event this crate does not know, or one with missing fields: the
/// caller then shows the game's own English line.
pub fn event_text(lang: Lang, game: &str, event: &Value, names: &[String]) -> Option<String> {
    let kind = event.get("event")?.as_str()?;
    let line = Line {
        lang,
        names,
        game,
        e: event,
    };
    match game {
        "forsale" => line.forsale(kind),
        "skyline" => line.skyline(kind),
        "city" => line.city(kind),
        "metropolis" => line.metropolis(kind),
        _ => None,
    }
}

struct Line<'a> {
    lang: Lang,
    names: &'a [String],
    game: &'a str,
    e: &'a Value,
}

fn text(v: &Value) -> Option<String> {
    match v {
        Value::Number(n) => Some(n.to_string()),
        Value::String(s) => Some(s.clone()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

impl Line<'_> {
    fn t(&self, key: &str, args: &[(&str, String)]) -> String {
        t(self.lang, key, args)
    }

    /// This game's event template `kind`.
    fn ev(&self, kind: &str, args: &[(&str, String)]) -> String {
        self.t(&format!("event.{}.{kind}", self.game), args)
    }

    /// A word of this game's vocabulary (`term.skyline.currency.blue`).
    fn term(&self, group: &str, word: &str) -> String {
        let key = format!("term.{}.{group}.{word}", self.game);
        crate::catalog(self.lang)
            .get(&key)
            .map(str::to_string)
            .unwrap_or_else(|| word.to_string())
    }

    fn field(&self, name: &str) -> Option<&Value> {
        self.e.get(name)
    }

    fn num(&self, name: &str) -> Option<String> {
        text(self.field(name)?)
    }

    fn seat_name(&self, s: usize) -> String {
        match self.names.get(s) {
            Some(n) if !n.is_empty() => n.clone(),
            _ => self.t("player.default", &[("n", (s + 1).to_string())]),
        }
    }

    fn who(&self, name: &str) -> Option<String> {
        Some(self.seat_name(self.field(name)?.as_u64()? as usize))
    }

    /// The numbers of an array field, each written by `each`.
    fn list(&self, v: &Value, each: impl Fn(&Value) -> Option<String>) -> Option<Vec<String>> {
        v.as_array()?.iter().map(each).collect()
    }

    fn numbers(&self, name: &str) -> Option<String> {
        Some(self.list(self.field(name)?, text)?.join(", "))
    }

    /// "Game over (why). P1: 12, P2: 9. Winner: P1".
    fn game_over(
        &self,
        why: Option<String>,
        score: impl Fn(&Value) -> Option<String>,
    ) -> Option<String> {
        let scores = self.field("scores")?.as_array()?;
        let standings: Option<Vec<String>> = scores
            .iter()
            .enumerate()
            .map(|(s, v)| {
                Some(self.t(
                    "event.standing",
                    &[("seat", self.seat_name(s)), ("score", score(v)?)],
                ))
            })
            .collect();
        let winners: Option<Vec<String>> = self
            .field("winners")?
            .as_array()?
            .iter()
            .map(|w| Some(self.seat_name(w.as_u64()? as usize)))
            .collect();
        let winners = winners?;
        let head = match why {
            Some(why) => self.t("event.game_over_why", &[("why", why)]),
            None => self.t("event.game_over", &[]),
        };
        Some(format!(
            "{head} {}. {}",
            standings?.join(", "),
            self.t(
                "event.winners",
                &[
                    ("n", winners.len().to_string()),
                    ("names", join_and(self.lang, &winners)),
                ]
            )
        ))
    }

    fn forsale(&self, kind: &str) -> Option<String> {
        let money = |v: &Value| Some(self.t("term.forsale.money", &[("v", text(v)?)]));
        let chips = |name: &str| Some(self.t("term.forsale.chips", &[("n", self.num(name)?)]));
        Some(match kind {
            "auction_opened" => self.ev(
                kind,
                &[
                    ("round", self.num("round")?),
                    ("buildings", self.numbers("buildings")?),
                    ("opener", self.who("opener")?),
                ],
            ),
            "bid" => self.ev(
                kind,
                &[("seat", self.who("seat")?), ("total", self.num("total")?)],
            ),
            "passed" => {
                let args = [
                    ("seat", self.who("seat")?),
                    ("refund", chips("refund")?),
                    ("paid", chips("paid")?),
                    ("building", self.num("building").unwrap_or_default()),
                ];
                match self.field("building") {
                    Some(Value::Null) | None => self.ev("passed_first", &args),
                    Some(_) => self.ev(kind, &args),
                }
            }
            "bought" => self.ev(
                kind,
                &[
                    ("seat", self.who("seat")?),
                    ("paid", chips("paid")?),
                    ("building", self.num("building")?),
                ],
            ),
            "sale_opened" => self.ev(
                kind,
                &[
                    ("round", self.num("round")?),
                    (
                        "cheques",
                        self.list(self.field("cheques")?, money)?.join(", "),
                    ),
                ],
            ),
            "chose" => self.ev(kind, &[("seat", self.who("seat")?)]),
            "sold" => {
                let sales = self.list(self.field("sales")?, |s| {
                    Some(self.ev(
                        "sale",
                        &[
                            ("seat", self.seat_name(s.get("seat")?.as_u64()? as usize)),
                            ("building", text(s.get("building")?)?),
                            ("cheque", money(s.get("cheque")?)?),
                        ],
                    ))
                })?;
                self.ev(kind, &[("sales", sales.join("; "))])
            }
            "game_over" => self.game_over(None, money)?,
            _ => return None,
        })
    }

    fn money_card(&self, c: &Value) -> Option<String> {
        Some(self.t(
            "term.skyline.money_card",
            &[
                (
                    "currency",
                    self.term("currency", c.get("currency")?.as_str()?),
                ),
                ("value", text(c.get("value")?)?),
            ],
        ))
    }

    fn skyline_building(&self, b: &Value) -> Option<String> {
        Some(self.t(
            "term.skyline.building",
            &[
                ("type", self.term("type", b.get("type")?.as_str()?)),
                ("price", text(b.get("price")?)?),
            ],
        ))
    }

    fn skyline(&self, kind: &str) -> Option<String> {
        let cards = |name: &str| -> Option<String> {
            let list = self.list(self.field(name)?, |c| self.money_card(c))?;
            Some(join_and(self.lang, &list))
        };
        Some(match kind {
            "dealt" | "took" => self.ev(
                kind,
                &[("seat", self.who("seat")?), ("cards", cards("cards")?)],
            ),
            "starts" | "passed" => self.ev(kind, &[("seat", self.who("seat")?)]),
            "bought" => {
                let currency = self.field("currency")?.as_str()?;
                let paid = self.list(self.field("paid")?, |v| {
                    self.money_card(&serde_json::json!({"currency": currency, "value": v}))
                })?;
                let mut line = self.ev(
                    kind,
                    &[
                        ("seat", self.who("seat")?),
                        ("building", self.skyline_building(self.field("building")?)?),
                        ("slot", self.num("slot")?),
                        ("paid", join_and(self.lang, &paid)),
                    ],
                );
                if self.field("to_neutral")?.as_bool()? {
                    line.push_str(&self.ev("to_neutral", &[]));
                }
                if self.field("exact")?.as_bool()? {
                    line.push_str(&self.ev("exact", &[]));
                }
                line
            }
            "yard_refilled" => {
                let filled: Option<Vec<String>> = self
                    .field("buildings")?
                    .as_array()?
                    .iter()
                    .enumerate()
                    .filter(|(_, b)| !b.is_null())
                    .map(|(i, b)| {
                        Some(self.ev(
                            "slot_building",
                            &[
                                ("slot", (i + 1).to_string()),
                                ("building", self.skyline_building(b)?),
                            ],
                        ))
                    })
                    .collect();
                self.ev(kind, &[("buildings", filled?.join(", "))])
            }
            "money_revealed" => self.ev(kind, &[("cards", cards("cards")?)]),
            "reshuffled" => self.ev(kind, &[("cards", self.num("cards")?)]),
            "scored" => {
                let mut parts: Vec<String> = self
                    .field("points")?
                    .as_array()?
                    .iter()
                    .enumerate()
                    .map(|(s, p)| {
                        Some(self.ev("gain", &[("seat", self.seat_name(s)), ("points", text(p)?)]))
                    })
                    .collect::<Option<_>>()?;
                if let Some(p) = self.field("neutral").filter(|p| !p.is_null()) {
                    parts.push(self.ev(
                        "gain",
                        &[
                            ("seat", self.t("term.skyline.neutral", &[])),
                            ("points", text(p)?),
                        ],
                    ));
                }
                self.ev(
                    kind,
                    &[
                        ("scoring", self.num("scoring")?),
                        ("points", parts.join(", ")),
                    ],
                )
            }
            "neutral_took" => {
                let list = self.list(self.field("buildings")?, |b| self.skyline_building(b))?;
                self.ev(kind, &[("buildings", join_and(self.lang, &list))])
            }
            "assigned" => {
                let args = [
                    ("building", self.skyline_building(self.field("building")?)?),
                    ("slot", self.num("slot")?),
                    ("seat", self.who("seat").unwrap_or_default()),
                ];
                match self.field("seat") {
                    Some(Value::Null) | None => self.ev("unsold", &args),
                    Some(_) => self.ev(kind, &args),
                }
            }
            "game_over" => self.game_over(None, text)?,
            _ => return None,
        })
    }

    fn city(&self, kind: &str) -> Option<String> {
        Some(match kind {
            "dealt" => self.ev(
                kind,
                &[
                    ("hand", self.num("hand")?),
                    ("contractors", self.num("contractors")?),
                ],
            ),
            "round_started" => self.ev(kind, &[("round", self.num("round")?)]),
            "committed" => self.ev(kind, &[("seat", self.who("seat")?)]),
            "built" => {
                let cards = self.list(self.field("cards")?, |c| {
                    Some(city_card_name(self.lang, c.as_str()?))
                })?;
                self.ev(
                    kind,
                    &[
                        ("seat", self.who("seat")?),
                        ("cards", join_and(self.lang, &cards)),
                        ("n", self.num("paid")?),
                    ],
                )
            }
            "surveyed" => self.ev(
                kind,
                &[("seat", self.who("seat")?), ("n", self.num("drew")?)],
            ),
            "discarded" => self.ev(
                kind,
                &[("seat", self.who("seat")?), ("n", self.num("cards")?)],
            ),
            "reshuffled" => self.ev(kind, &[("n", self.num("cards")?)]),
            "scored" => {
                let gains = self.field("gains")?.as_array()?;
                let totals = self.field("totals")?.as_array()?;
                let parts: Option<Vec<String>> = gains
                    .iter()
                    .zip(totals)
                    .enumerate()
                    .map(|(s, (g, tot))| {
                        Some(self.ev(
                            "gain",
                            &[
                                ("seat", self.seat_name(s)),
                                ("gain", text(g)?),
                                ("total", text(tot)?),
                            ],
                        ))
                    })
                    .collect();
                self.ev(kind, &[("gains", parts?.join(", "))])
            }
            "income" => {
                let cards = self.field("cards")?.as_array()?;
                let parts: Option<Vec<String>> = self
                    .field("order")?
                    .as_array()?
                    .iter()
                    .map(|s| {
                        let s = s.as_u64()? as usize;
                        Some(self.ev(
                            "draws",
                            &[("seat", self.seat_name(s)), ("n", text(cards.get(s)?)?)],
                        ))
                    })
                    .collect();
                self.ev(kind, &[("draws", parts?.join(", "))])
            }
            "income_shortage" => self.ev(
                kind,
                &[
                    ("needed", self.num("needed")?),
                    ("available", self.num("available")?),
                ],
            ),
            "game_over" => {
                let why = self.term("end", self.field("reason")?.as_str()?);
                self.game_over(Some(why), |v| {
                    Some(self.t("term.city.vp", &[("v", text(v)?)]))
                })?
            }
            _ => return None,
        })
    }

    fn lots(&self, v: &Value) -> Option<String> {
        Some(self.list(v, text)?.join(" "))
    }

    fn kind_name(&self, key: &str) -> String {
        self.term("kind", key)
    }

    /// A deal's terms, as the active player and the partner make them.
    fn deal(&self, d: &Value, active: &str, partner: &str) -> Option<String> {
        let mut parts = Vec::new();
        let lots = |name: &str| {
            d.get(name)
                .and_then(|l| l.as_array())
                .filter(|l| !l.is_empty())
        };
        if let Some(l) = lots("lots_to_partner") {
            let lots = self.lots(&Value::Array(l.clone()))?;
            parts.push(self.ev("gives_lots", &[("who", active.into()), ("lots", lots)]));
        }
        if let Some(l) = lots("lots_to_active") {
            let lots = self.lots(&Value::Array(l.clone()))?;
            parts.push(self.ev("gives_lots", &[("who", partner.into()), ("lots", lots)]));
        }
        let points = d.get("points_to_partner")?.as_i64()?;
        if points != 0 {
            let (who, n) = if points > 0 {
                (active, points)
            } else {
                (partner, -points)
            };
            parts.push(self.ev("pays_points", &[("who", who.into()), ("n", n.to_string())]));
        }
        if let Some(c) = d.get("consent").filter(|c| !c.is_null()) {
            let build = c.get("build")?;
            let mut line = self.ev(
                "lets_build",
                &[
                    ("owner", partner.into()),
                    ("builder", active.into()),
                    ("kind", self.kind_name(build.get("building")?.as_str()?)),
                    ("lots", self.lots(build.get("lots")?)?),
                ],
            );
            let share = c.get("share").and_then(Value::as_u64).unwrap_or(0);
            if share > 0 {
                line.push_str(&self.ev("for_share", &[("share", share.to_string())]));
            }
            parts.push(line);
        }
        Some(if parts.is_empty() {
            self.ev("nothing", &[])
        } else {
            parts.join("; ")
        })
    }

    fn metropolis(&self, kind: &str) -> Option<String> {
        Some(match kind {
            "dealt" => {
                let dealt: Option<Vec<String>> = self
                    .field("lots")?
                    .as_array()?
                    .iter()
                    .enumerate()
                    .map(|(s, l)| {
                        Some(self.ev(
                            "gets_lots",
                            &[("seat", self.seat_name(s)), ("lots", self.lots(l)?)],
                        ))
                    })
                    .collect();
                self.ev(
                    kind,
                    &[
                        ("dealt", dealt?.join(", ")),
                        ("face_up", self.lots(self.field("face_up")?)?),
                        ("first", self.who("first")?),
                    ],
                )
            }
            "turn_started" => self.ev(
                kind,
                &[("turn", self.num("turn")?), ("seat", self.who("seat")?)],
            ),
            "took" => self.ev(
                kind,
                &[("seat", self.who("seat")?), ("lot", self.num("lot")?)],
            ),
            "gave" => self.ev(
                kind,
                &[
                    ("seat", self.who("seat")?),
                    ("lot", self.num("lot")?),
                    ("to", self.who("to")?),
                ],
            ),
            "turned_up" => {
                let key = if self.field("last")?.as_bool()? {
                    "turned_up_last"
                } else {
                    kind
                };
                self.ev(key, &[("lot", self.num("lot")?)])
            }
            "drafting" | "proposed" | "countered" => self.ev(
                kind,
                &[("from", self.who("from")?), ("to", self.who("to")?)],
            ),
            "withdrew" | "declined" => self.ev(kind, &[("seat", self.who("seat")?)]),
            "deal_made" => {
                let active = self.who("active")?;
                let partner = self.who("partner")?;
                let terms = self.deal(self.field("deal")?, &active, &partner)?;
                self.ev(kind, &[("terms", terms)])
            }
            "built" => {
                let b = self.field("building")?;
                let build = b.get("build")?;
                let mut line = self.ev(
                    kind,
                    &[
                        ("seat", self.seat_name(b.get("builder")?.as_u64()? as usize)),
                        ("kind", self.kind_name(build.get("building")?.as_str()?)),
                        ("lots", self.lots(build.get("lots")?)?),
                    ],
                );
                let shares: Vec<String> = b
                    .get("shares")?
                    .as_array()?
                    .iter()
                    .enumerate()
                    .filter_map(|(s, v)| Some((s, v.as_u64()?)))
                    .filter(|(_, v)| *v > 0)
                    .map(|(s, v)| {
                        self.ev(
                            "share",
                            &[("seat", self.seat_name(s)), ("share", v.to_string())],
                        )
                    })
                    .collect();
                if !shares.is_empty() {
                    line.push_str(&self.ev("shares", &[("shares", shares.join(", "))]));
                }
                line
            }
            "game_over" => {
                let why = self.term("end", self.field("reason")?.as_str()?);
                self.game_over(Some(why), text)?
            }
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn names() -> Vec<String> {
        vec!["Ana".into(), "Luis".into(), String::new()]
    }

    #[test]
    fn seats_are_named_or_numbered() {
        let e = json!({"event": "bid", "seat": 2, "total": 7});
        assert_eq!(
            event_text(Lang::En, "forsale", &e, &names()).unwrap(),
            "player 3 bids 7 (FS-3)"
        );
        assert_eq!(
            event_text(Lang::Es, "forsale", &e, &names()).unwrap(),
            "jugador 3 puja 7 (FS-3)"
        );
    }

    #[test]
    fn a_seat_is_called_by_its_name_or_counted_from_one() {
        assert_eq!(seat_name(Lang::En, 0, Some("Ann"), None), "Ann");
        assert_eq!(seat_name(Lang::En, 0, None, None), "P1");
        assert_eq!(seat_name(Lang::En, 1, Some(""), None), "P2");
        assert_eq!(seat_name(Lang::En, 2, None, Some("strong")), "P3 (Strong)");
        assert_eq!(seat_name(Lang::Es, 2, None, Some("strong")), "P3 (Fuerte)");
        assert_eq!(
            seat_name(Lang::Es, 3, None, Some("ismcts:99")),
            "P4 (ismcts:99)"
        );
    }

    #[test]
    fn counts_agree_with_their_nouns() {
        let e = json!({"event": "passed", "seat": 0, "building": 3, "refund": 1, "paid": 0});
        assert_eq!(
            event_text(Lang::Es, "forsale", &e, &names()).unwrap(),
            "Ana pasa, se lleva el edificio 3, recupera 1 ficha y paga 0 fichas (FS-4)"
        );
        assert_eq!(
            event_text(Lang::En, "forsale", &e, &names()).unwrap(),
            "Ana passes, takes building 3, gets 1 chip back and pays 0 chips (FS-4)"
        );
    }

    #[test]
    fn unknown_events_and_missing_fields_give_nothing() {
        let n = names();
        assert_eq!(
            event_text(Lang::En, "forsale", &json!({"event": "dance"}), &n),
            None
        );
        assert_eq!(
            event_text(Lang::En, "forsale", &json!({"event": "bid"}), &n),
            None
        );
        assert_eq!(
            event_text(Lang::En, "chess", &json!({"event": "bid"}), &n),
            None
        );
    }

    #[test]
    fn nested_events_read_well() {
        let n = names();
        let sold = json!({"event": "sold", "sales": [
            {"seat": 0, "building": 12, "cheque": 18}, {"seat": 1, "building": 9, "cheque": 0}]});
        assert_eq!(
            event_text(Lang::Es, "forsale", &sold, &n).unwrap(),
            "Ana vende el edificio 12 por 18 M$; Luis vende el edificio 9 por 0 M$ (FS-6)"
        );
        let deal = json!({"event": "deal_made", "active": 0, "partner": 1, "deal": {
            "consent": {"build": {"building": "apartments", "lots": [13, 14, 19]}, "share": 40},
            "lots_to_active": [], "lots_to_partner": [22], "points_to_partner": -2}});
        assert_eq!(
            event_text(Lang::En, "metropolis", &deal, &n).unwrap(),
            "deal: Ana gives lots 22; Luis pays 2 points; Luis lets Ana build Apartments on lots 13 14 19 for a 40% share (MP-8)"
        );
        let bought = json!({"event": "bought", "building": {"price": 8, "type": "park"},
            "currency": "orange", "exact": true, "paid": [7, 1], "seat": 1, "slot": 3, "to_neutral": false});
        assert_eq!(
            event_text(Lang::Es, "skyline", &bought, &n).unwrap(),
            "Luis compra parque (8) de la casilla 3 y paga naranja 7 y naranja 1 (precio exacto: otra acción, SK-4)"
        );
    }
}

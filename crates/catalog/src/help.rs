//! What a table can tell a person about itself beyond the view, for help at
//! the table (docs/api.md, "Help"): the game's reference data (Metropolis'
//! board and appraisal chart, the reference card of a Skyline printing, the
//! cards of a City deck with their rules in words) and, for a seat, what the
//! moves it may make would do: what a Metropolis placement would be worth
//! now, what a City build would cost after discounts, and which ruling
//! forbids a face-up lot it may not take. Everything comes from the game
//! crates' own data and functions, so that a client never works out a rule.
//!
//! A seat's help uses only what that seat may know: its own view of the
//! table, and rule errors, which never name a hidden card.

use serde_json::{Value, json};
use urbs_engine::{DynTable, Game, Seat, Table, Viewer};

/// The help for `seat` (`None`: a spectator) at `table`; `{}` for a game
/// with nothing to add.
pub fn help(table: &dyn DynTable, seat: Option<Seat>) -> Value {
    let any = table.as_any();
    if let Some(t) = any.downcast_ref::<Table<urbs_metropolis::Metropolis>>() {
        return metropolis(t, table, seat);
    }
    if let Some(t) = any.downcast_ref::<Table<urbs_city::City>>() {
        return city(t, seat);
    }
    if let Some(t) = any.downcast_ref::<Table<urbs_skyline::Skyline>>() {
        return skyline(t);
    }
    json!({})
}

fn cell(c: urbs_metropolis::Cell) -> Value {
    use urbs_metropolis::Cell;
    match c {
        Cell::Value(v) => json!(v),
        Cell::NotAllowed => json!("NA"),
        Cell::NotPossible => json!("X"),
    }
}

fn special_key(s: urbs_metropolis::Special) -> &'static str {
    use urbs_metropolis::Special;
    match s {
        Special::ParkView => "park_view",
        Special::River => "river",
        Special::Downtown => "downtown",
    }
}

/// The chart's columns for each table, as `Neighbourhood::column` numbers
/// them (MP-P9).
const NEIGHBOURS_COLUMNS: [&str; 6] = [
    "none",
    "factory",
    "store_factory",
    "school",
    "store",
    "store_school",
];
const RESIDENCES_COLUMNS: [&str; 10] = ["0", "factory", "1", "2", "3", "4", "5", "6", "7", "8"];

fn table_id(t: urbs_metropolis::Table) -> &'static str {
    match t {
        urbs_metropolis::Table::Neighbours => "neighbours",
        urbs_metropolis::Table::Residences => "residences",
    }
}

fn table_columns(t: urbs_metropolis::Table) -> &'static [&'static str] {
    match t {
        urbs_metropolis::Table::Neighbours => &NEIGHBOURS_COLUMNS,
        urbs_metropolis::Table::Residences => &RESIDENCES_COLUMNS,
    }
}

fn lots(set: urbs_metropolis::LotSet) -> Vec<u8> {
    let d = urbs_metropolis::data();
    let mut out: Vec<u8> = set.iter().map(|l| d.number(l)).collect();
    out.sort_unstable();
    out
}

/// The board and the chart (MP-12: the data file), every build's value now
/// and every face-up lot the seat may not take with the ruling that says so.
fn metropolis(
    t: &Table<urbs_metropolis::Metropolis>,
    table: &dyn DynTable,
    seat: Option<Seat>,
) -> Value {
    use urbs_metropolis::{Action, data};
    let d = data();
    let blocks: Vec<Value> = d
        .blocks
        .iter()
        .map(|b| {
            let rows: Vec<Vec<u8>> = b
                .lots
                .chunks(b.columns as usize)
                .map(|row| row.iter().map(|&l| d.number(l)).collect())
                .collect();
            json!({"number": b.number, "square": [b.square.0, b.square.1], "lots": rows})
        })
        .collect();
    let board = json!({
        "rows": d.city.0,
        "columns": d.city.1,
        "park": [d.park.0, d.park.1],
        "river_course": {"after_column": d.river_after_column, "rows": d.river_rows},
        "blocks": blocks,
        "park_view": lots(d.park_view),
        "river": lots(d.river),
        "downtown": lots(d.downtown),
    });
    let mut rows = Vec::new();
    for k in &d.kinds {
        let tid = table_id(k.table);
        rows.push(json!({"building": k.key, "special": null, "table": tid,
            "cells": k.plain.iter().map(|&c| cell(c)).collect::<Vec<_>>()}));
        if let Some((s, cells)) = &k.special {
            rows.push(
                json!({"building": k.key, "special": special_key(*s), "table": tid,
                "cells": cells.iter().map(|&c| cell(c)).collect::<Vec<_>>()}),
            );
        }
    }
    let tables: Vec<Value> = [
        urbs_metropolis::Table::Neighbours,
        urbs_metropolis::Table::Residences,
    ]
    .into_iter()
    .map(|tb| json!({"id": table_id(tb), "columns": table_columns(tb)}))
    .collect();
    let mut out = json!({
        "board": board,
        "kinds": d.kinds.iter().map(|k| json!({"key": k.key, "count": k.count, "size": k.size, "joint": k.joint})).collect::<Vec<_>>(),
        "chart": {"tables": tables, "rows": rows},
    });
    let Some(seat) = seat else {
        return out;
    };
    let state = t.state();
    let legal = t.legal_actions(seat);
    let mut values = Vec::new();
    for a in &legal {
        if let Action::Build(b) | Action::Consent(b) = a {
            let ap = state.appraisal(*b);
            let info = b.kind.info();
            let columns = table_columns(info.table);
            values.push(json!({
                "action": serde_json::to_value(a).unwrap_or(Value::Null),
                "value": ap.value,
                "special": ap.special,
                "special_kind": info.special.as_ref().map(|(s, _)| special_key(*s)),
                "table": table_id(info.table),
                "column": ap.column.filter(|&c| c < columns.len()),
            }));
        }
    }
    out["values"] = Value::Array(values);
    // MP-3, MP-4: a face-up lot the seat may not take, and why, in the
    // game's own words: the take is tried on a copy of the table.
    let view = state.view(Viewer::Seat(seat));
    let taking = legal
        .iter()
        .any(|a| matches!(a, Action::Take(_) | Action::Gift { .. }));
    let mut refusals = Vec::new();
    if taking {
        for lot in &view.face_up {
            let take = Action::Take(*lot);
            if legal.contains(&take) {
                continue;
            }
            let mut copy = table.clone_box();
            let json = serde_json::to_value(take).unwrap_or(Value::Null);
            if let Err(urbs_engine::ActError::Rule(e)) = copy.apply_json(seat, &json) {
                refusals.push(json!({"lot": d.number(*lot), "rule": e.rule, "message": e.message}));
            }
        }
    }
    out["refusals"] = Value::Array(refusals);
    out
}

/// The deck in play, and for a seat what each card in its hand (and the
/// General Contractor) would cost it now (CT-3).
fn city(t: &Table<urbs_city::City>, seat: Option<Seat>) -> Value {
    let state = t.state();
    let deck: &urbs_city::Deck = state.cards();
    let cards: Vec<Value> = (0..deck.cards().len())
        .map(|i| urbs_city::card_json(deck, i as urbs_city::CardId))
        .collect();
    let mut out = json!({ "cards": cards });
    if let Some(seat) = seat {
        let p = state.player(seat);
        let mut costs = serde_json::Map::new();
        for &id in p.hand.iter().chain(deck.contractor().as_ref()) {
            let name = deck.name(id).to_string().to_lowercase();
            costs.insert(name, json!(state.cost_to(seat, id)));
        }
        out["costs"] = Value::Object(costs);
    }
    out
}

/// The reference card of the printing in play (SK-9, SK-P9): per scoring,
/// the points of each rank that pays, by building type.
fn skyline(t: &Table<urbs_skyline::Skyline>) -> Value {
    use urbs_skyline::Scoring;
    let view = t.state().view(Viewer::Spectator);
    let deck: &urbs_skyline::Deck = &view.cards;
    let reference: Vec<Value> = [Scoring::A, Scoring::B, Scoring::C]
        .into_iter()
        .map(|s| {
            let ranks: Vec<[i32; 6]> = deck
                .points(s)
                .into_iter()
                .filter(|r| r.iter().any(|&p| p != 0))
                .collect();
            json!({"scoring": s.to_string(), "points": ranks})
        })
        .collect();
    json!({ "reference": reference, "printing": deck.name() })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played_until(
        id: &str,
        seed: u64,
        stop: impl Fn(&dyn DynTable) -> bool,
    ) -> Box<dyn DynTable> {
        let mut table = crate::new_table(id, 3, &Value::Null, seed).unwrap();
        let mut bots: Vec<_> = (0..3)
            .map(|s| crate::make_dyn_bot(id, "random", s).unwrap())
            .collect();
        while let Some(seat) = table.to_act().seats().first() {
            if stop(table.as_ref()) {
                break;
            }
            let choice = bots[seat].choose(table.as_ref(), seat).unwrap();
            table.apply_json(seat, &choice.json).unwrap();
        }
        table
    }

    #[test]
    fn metropolis_values_every_build_by_the_game_s_own_appraisal() {
        let table = played_until("metropolis", 5, |t| {
            t.to_act().seats().first().is_some_and(|s| {
                t.legal_actions(s)
                    .iter()
                    .filter(|a| a.json.get("build").is_some())
                    .count()
                    > 3
            })
        });
        let seat = table.to_act().seats().first().unwrap();
        let help = help(table.as_ref(), Some(seat));
        let values = help["values"].as_array().unwrap();
        let builds = table
            .legal_actions(seat)
            .into_iter()
            .filter(|a| a.json.get("build").is_some())
            .count();
        assert_eq!(values.len(), builds, "one value per build offered");
        // Building it does make it worth that much.
        for v in values.iter().take(5) {
            let mut copy = table.clone_box();
            copy.apply_json(seat, &v["action"]).unwrap();
            let built = copy.view_json(Viewer::Spectator)["buildings"]
                .as_array()
                .unwrap()
                .iter()
                .find(|b| b["build"] == v["action"]["build"])
                .cloned()
                .unwrap();
            assert_eq!(built["value"], v["value"], "{v}");
        }
        assert_eq!(help["board"]["blocks"].as_array().unwrap().len(), 8);
        assert!(help["chart"]["rows"].as_array().unwrap().len() >= 8);
        // A spectator gets the reference data only.
        let watch = super::help(table.as_ref(), None);
        assert!(watch.get("values").is_none() && watch.get("board").is_some());
    }

    #[test]
    fn metropolis_names_the_ruling_that_forbids_a_lot() {
        // Some seed leads to a face-up lot the active player may not take.
        for seed in 0..200 {
            let table = played_until("metropolis", seed, |t| {
                let Some(s) = t.to_act().seats().first() else {
                    return false;
                };
                let legal = t.legal_actions(s);
                let up = t.view_json(Viewer::Seat(s))["face_up"]
                    .as_array()
                    .unwrap()
                    .len();
                let takes = legal
                    .iter()
                    .filter(|a| a.json.get("take").is_some())
                    .count();
                let taking = legal
                    .iter()
                    .any(|a| a.json.get("take").is_some() || a.json.get("gift").is_some());
                taking && takes < up
            });
            let Some(seat) = table.to_act().seats().first() else {
                continue;
            };
            let refusals = help(table.as_ref(), Some(seat))["refusals"].clone();
            if let Some(r) = refusals.as_array().and_then(|r| r.first()) {
                let rule = r["rule"].as_str().unwrap();
                assert!(rule == "MP-3" || rule == "MP-4", "{r}");
                assert!(!r["message"].as_str().unwrap().is_empty());
                return;
            }
        }
        panic!("no game in 200 seeds offered a lot its player may not take");
    }

    #[test]
    fn city_costs_follow_the_tableau() {
        let table = played_until("city", 3, |t| {
            t.view_json(Viewer::Spectator)["seats"][0]["tableau"]
                .as_array()
                .is_some_and(|tb| tb.len() >= 3)
        });
        let help = help(table.as_ref(), Some(0));
        let cards = help["cards"].as_array().unwrap();
        assert!(cards.len() > 20);
        assert!(
            cards
                .iter()
                .all(|c| c["text"].is_string() && c["cost"].is_u64())
        );
        let hand = table.view_json(Viewer::Seat(0))["hand"].clone();
        for name in hand.as_array().unwrap() {
            let key = name.as_str().unwrap().to_lowercase();
            let cost = help["costs"][&key].as_u64().unwrap();
            let printed = cards
                .iter()
                .find(|c| c["name"].as_str().unwrap().to_lowercase() == key)
                .unwrap()["cost"]
                .as_u64()
                .unwrap();
            assert!(cost <= printed, "{key}: {cost} > {printed}");
        }
    }

    #[test]
    fn skyline_reference_card_is_the_printing_s() {
        let deck = "[scoring]\na = [[2, 2, 2, 2, 2, 2]]\nb = [[9, 9, 9, 9, 9, 9], [1, 1, 1, 1, 1, 1]]\nc = [[30, 30, 30, 30, 30, 30], [9, 9, 9, 9, 9, 9], [1, 1, 1, 1, 1, 1]]\n";
        let table = crate::new_table("skyline", 3, &json!({"deck": deck}), 1).unwrap();
        let help = help(table.as_ref(), None);
        assert_eq!(
            help["reference"][0],
            json!({"scoring": "A", "points": [[2, 2, 2, 2, 2, 2]]})
        );
        assert_eq!(
            help["reference"][2]["points"][0],
            json!([30, 30, 30, 30, 30, 30])
        );
        let plain = crate::new_table("skyline", 3, &Value::Null, 1).unwrap();
        assert_eq!(
            super::help(plain.as_ref(), None)["reference"][0]["points"],
            json!([[1, 2, 3, 4, 5, 6]])
        );
        assert_eq!(
            super::help(
                crate::new_table("forsale", 3, &Value::Null, 1)
                    .unwrap()
                    .as_ref(),
                None
            ),
            json!({})
        );
    }
}

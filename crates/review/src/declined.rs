//! A Metropolis hint never proposes a deal its partner has just declined
//! this turn (MP-8, issue 29). The search cannot know it: the terms of a
//! declined proposal are in no view (MP-11). The seat that drafted it knows
//! them, though: they are its own moves. So the seat's turn is played
//! again from the table's replay, and a `send` of terms the same partner
//! declined this turn is taken off the hint.

use serde_json::{Value, json};
use urbs_bots::Roster;
use urbs_engine::{Replay, Seat, Table, Viewer};

use crate::Valued;

/// Terms of a proposal as its drafter saw them: the turn, the partner and
/// the deal (the view's `turn`, `partner` and `deal`).
#[derive(PartialEq)]
struct Terms([Value; 3]);

impl Terms {
    fn of(view: &Value) -> Terms {
        Terms([
            view["turn"].clone(),
            view["partner"].clone(),
            view["deal"].clone(),
        ])
    }
}

/// The view of `seat` at `table`, as JSON.
fn view_of<G: Roster>(table: &Table<G>, seat: Seat) -> Value {
    serde_json::to_value(table.view(Viewer::Seat(seat))).unwrap_or(Value::Null)
}

/// The proposals `seat` sent that their partner declined, played again
/// from `replay`; and the seat's view now.
fn declined<G: Roster>(mut start: Replay<G>, seat: Seat) -> Option<(Vec<Terms>, Value)> {
    let actions = std::mem::take(&mut start.actions);
    let mut table = Table::<G>::from_replay(&start).ok()?;
    let mut sent: Option<(Terms, Value)> = None;
    let mut out = Vec::new();
    for step in &actions {
        let action = serde_json::to_value(&step.action).ok()?;
        // Only the seat's own sends need its view from before the move
        // (rendering it at every step of the game would be most of the
        // work).
        let drafted = (step.seat == seat && action == "send")
            .then(|| view_of(&table, seat))
            .filter(|before| before["phase"] == "draft");
        let events = table.apply(step.seat, &step.action).ok()?;
        if let Some(before) = drafted {
            sent = Some((Terms::of(&before), before["partner"].clone()));
            continue;
        }
        // The partner's answer: a decline (or a counter it dropped).
        if let Some((terms, partner)) = sent.take_if(|(_, p)| *p == json!(step.seat)) {
            let said_no = events
                .iter()
                .filter_map(|e| serde_json::to_value(e).ok())
                .any(|e| e["event"] == "declined" && e["seat"] == partner);
            if said_no {
                out.push(terms);
            } else if action != "send" && action != "accept" {
                // Still drafting a counter-proposal, which it may drop.
                sent = Some((terms, partner));
            }
        }
    }
    Some((out, view_of(&table, seat)))
}

/// Takes `send` off `actions` when the proposal `seat` is drafting now is
/// one its partner declined this turn (unless nothing else would be left).
pub(crate) fn drop_declined_send<G: Roster>(
    replay: Replay<G>,
    seat: Seat,
    actions: &mut Vec<Valued>,
) {
    let Some((declined, now)) = declined(replay, seat) else {
        return;
    };
    if now["phase"] != "draft" || actions.len() < 2 {
        return;
    }
    if declined.contains(&Terms::of(&now)) {
        actions.retain(|a| a.json != "send");
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use serde_json::Value;
    use urbs_engine::DynTable;

    use crate::{Budget, hint_turn};

    fn play(table: &mut dyn DynTable, seat: usize, text: &str) {
        let legal = table.legal_actions(seat);
        let choice = legal
            .iter()
            .find(|c| c.text == text)
            .unwrap_or_else(|| panic!("`{text}` is not legal for {seat}"));
        table.apply_json(seat, &choice.json).unwrap();
    }

    fn hint_texts(table: &dyn DynTable) -> Vec<String> {
        let budget = Budget {
            iterations: 100,
            time_per_decision: Duration::from_secs(10),
            ..Budget::default()
        };
        hint_turn(table, 0)
            .expect("seat 0 acts")
            .run(&budget)
            .actions
            .into_iter()
            .map(|a| a.text)
            .collect()
    }

    /// MP-8: seat 1 declines seat 0's offer of a lot; drafting the same
    /// offer again the same turn, the hint no longer says `send` (it did
    /// the first time, and still does for other terms).
    #[test]
    fn a_hint_never_proposes_a_deal_its_partner_just_declined() {
        let mut table = urbs_catalog::new_table("metropolis", 2, &Value::Null, 3).unwrap();
        // To seat 0's first main phase with a lot of its own to offer.
        let give = loop {
            let seat = table.to_act().seats().first().expect("someone acts");
            let legal = table.legal_actions(seat);
            if seat == 0 && legal.iter().any(|c| c.text == "propose") {
                play(table.as_mut(), 0, "propose");
                let give = table.legal_actions(0).into_iter().find(|c| {
                    c.text.starts_with("give ")
                        && !c.text.ends_with("points")
                        && !c.text.ends_with("point")
                });
                if let Some(give) = give {
                    break give.text;
                }
                play(table.as_mut(), 0, "cancel");
            }
            let seat = table.to_act().seats().first().unwrap();
            let legal = table.legal_actions(seat);
            let pick = legal.iter().find(|c| c.text == "end").unwrap_or(&legal[0]);
            table.apply_json(seat, &pick.json).unwrap();
        };
        play(table.as_mut(), 0, &give);
        assert!(hint_texts(table.as_ref()).contains(&"send".to_string()));
        play(table.as_mut(), 0, "send");
        play(table.as_mut(), 1, "decline");
        play(table.as_mut(), 0, "propose");
        play(table.as_mut(), 0, &give);
        let texts = hint_texts(table.as_ref());
        assert!(!texts.contains(&"send".to_string()), "{texts:?}");
        assert!(texts.len() > 1, "{texts:?}");
        // Other terms may be sent: ask for points on top.
        let more = table
            .legal_actions(0)
            .into_iter()
            .find(|c| c.text.starts_with("ask ") || c.text.starts_with("give "))
            .map(|c| c.text)
            .expect("more terms to add");
        play(table.as_mut(), 0, &more);
        assert!(hint_texts(table.as_ref()).contains(&"send".to_string()));
    }
}

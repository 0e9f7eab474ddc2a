//! A card's rules in words and as JSON, made from its structured fields
//! (never the other way round: the engine reads only the fields).

use serde_json::{Value, json};

use crate::card::{CardId, Count, Scope, Term};
use crate::deck::Deck;
use crate::tableau::join_or;

fn article(name: &str) -> &'static str {
    match name.chars().next().map(|c| c.to_ascii_lowercase()) {
        Some('a' | 'e' | 'i' | 'o' | 'u') => "an",
        _ => "a",
    }
}

fn term_text(deck: &Deck, t: &Term) -> String {
    let what = match t.count {
        Count::Symbol(s) => s.letter().to_string(),
        Count::Card(c) => deck.name(c).to_string(),
    };
    if t.cap == Some(1) {
        let n = t.times;
        return match t.scope {
            Scope::Own => format!("+{n} if you own {} {what}", article(&what)),
            Scope::All => format!("+{n} if {} {what} is in play", article(&what)),
            Scope::BestOther => format!("+{n} if another player owns {} {what}", article(&what)),
        };
    }
    let other = if t.exclude_self { "other " } else { "" };
    let place = match t.scope {
        Scope::Own => "you own",
        Scope::All => "in play",
        Scope::BestOther => "of one other player (the best)",
    };
    let cap = t.cap.map(|c| format!(" (at most {c})")).unwrap_or_default();
    format!("+{} per {other}{what} {place}{cap}", t.times)
}

/// The card's rules beyond cost, symbols, income and VP, as one line:
/// variable parts, requirements, limit, discounts, special powers.
pub fn describe(deck: &Deck, id: CardId) -> String {
    let c = deck.card(id);
    let mut parts: Vec<String> = Vec::new();
    if c.contractor {
        parts.push("taken face up, not from hand; limit 1".into());
    }
    if !c.income_plus.is_empty() {
        let terms: Vec<String> = c.income_plus.iter().map(|t| term_text(deck, t)).collect();
        parts.push(format!("income {} {}", c.income, terms.join(", ")));
    }
    if !c.vp_plus.is_empty() {
        let terms: Vec<String> = c.vp_plus.iter().map(|t| term_text(deck, t)).collect();
        parts.push(format!("VP {} {}", c.vp, terms.join(", ")));
    }
    if !c.cost_less.is_empty() {
        let terms: Vec<String> = c.cost_less.iter().map(|t| term_text(deck, t)).collect();
        parts.push(format!(
            "costs less: {}",
            terms.join(", ").replace('+', "-")
        ));
    }
    if !c.requires.is_empty() {
        let names: Vec<String> = c
            .requires
            .iter()
            .map(|&r| deck.name(r).to_string())
            .collect();
        parts.push(format!("requires {}", join_or(&names)));
    }
    if let Some(l) = c.limit
        && !c.contractor
    {
        parts.push(format!("limit {l}"));
    }
    for d in &c.discounts {
        let names: Vec<String> = d.cards.iter().map(|&r| deck.name(r).to_string()).collect();
        let list = match names.as_slice() {
            [one] => one.clone(),
            [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
            [] => String::new(),
        };
        parts.push(format!("{list} cost {} less", d.amount));
    }
    if let Some(max) = c.double_build {
        parts.push(format!(
            "each round you may build two developments of printed cost {max} or less"
        ));
    }
    parts.join("; ")
}

fn term_json(deck: &Deck, t: &Term) -> Value {
    let mut v = match t.count {
        Count::Symbol(s) => json!({"symbol": s.letter().to_string()}),
        Count::Card(c) => json!({"card": deck.name(c).to_string()}),
    };
    v["in"] = serde_json::to_value(t.scope).unwrap_or(Value::Null);
    v["times"] = json!(t.times);
    v["cap"] = json!(t.cap);
    v["exclude_self"] = json!(t.exclude_self);
    v
}

/// A card with its rules as the deck file's fields (names for card ids)
/// and in English words (`text`, [`describe`]): what a table's help gives
/// a client, and what a catalog writes the rules from in another language.
pub fn card_json(deck: &Deck, id: CardId) -> Value {
    let c = deck.card(id);
    let names =
        |ids: &[CardId]| -> Vec<String> { ids.iter().map(|&i| deck.name(i).to_string()).collect() };
    let terms = |ts: &[Term]| -> Vec<Value> { ts.iter().map(|t| term_json(deck, t)).collect() };
    let symbols = c.symbol_letters();
    json!({
        "name": c.name.to_string(),
        "cost": c.cost,
        "symbols": if symbols == "-" { String::new() } else { symbols },
        "income": c.income,
        "vp": c.vp,
        "variable_income": c.variable_income(),
        "variable_vp": c.variable_vp(),
        "income_plus": terms(&c.income_plus),
        "vp_plus": terms(&c.vp_plus),
        "cost_less": terms(&c.cost_less),
        "requires": names(&c.requires),
        "limit": c.limit,
        "discounts": c.discounts.iter().map(|d| json!({"cards": names(&d.cards), "amount": d.amount})).collect::<Vec<_>>(),
        "double_build": c.double_build,
        "contractor": c.contractor,
        "text": describe(deck, id),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::CardName;

    fn text(name: &str) -> String {
        let deck = <Deck as urbs_engine::Printing>::built_in();
        describe(&deck, deck.id(&CardName::new(name).unwrap()).unwrap())
    }

    #[test]
    fn rules_text_is_made_from_the_fields() {
        assert_eq!(
            text("School"),
            "requires Housing Tracts, Estates or Luxury Homes"
        );
        assert_eq!(text("Diner"), "income 0 +1 if you own an Office Park");
        assert_eq!(text("Townhouse Row"), "Luxury Homes and School cost 1 less");
        assert_eq!(
            text("Luxury Homes"),
            "VP 3 +1 per other Luxury Homes you own"
        );
        assert_eq!(text("Freeway"), "VP 0 +2 per Freeway Interchange in play");
        assert_eq!(
            text("Park & Ride"),
            "VP 0 +1 per T you own, +1 per T of one other player (the best)"
        );
        assert_eq!(
            text("City Hall Annex"),
            "income 0 +1 per L you own; costs less: -1 per L you own; limit 1"
        );
        assert!(text("Construction Gang").contains("two developments"));
    }
}

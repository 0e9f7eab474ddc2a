//! SK-P5 (docs/rules/skyline.md): which rule each refusal names, tried at
//! every position of seeded games with moves made from what the player sees.

use std::collections::BTreeMap;

use urbs_engine::rand::RngExt;
use urbs_engine::{Seat, Table, Viewer, rng_from_seed};
use urbs_skyline::{Action, Currency, MoneyCard, MoneyCards, Options, Payment, Skyline};

/// Applies `a` for `seat` on a copy: it must be refused naming `rule`, and
/// change nothing.
fn names(
    t: &Table<Skyline>,
    seat: Seat,
    a: &Action,
    rule: &str,
    seen: &mut BTreeMap<String, usize>,
) {
    let mut copy = t.clone();
    let err = copy
        .apply(seat, a)
        .expect_err(&format!("{a} should be refused"));
    assert_eq!(err.rule, rule, "{a}: {err}");
    assert_eq!(copy.state(), t.state(), "{a} changed the state");
    *seen.entry(rule.to_string()).or_default() += 1;
}

/// The four currencies, slot by slot.
fn currencies() -> [Currency; 4] {
    [0, 1, 2, 3].map(Currency::of_slot)
}

#[test]
fn skp5_each_refusal_names_its_rule() {
    let mut seen = BTreeMap::new();
    for (players, seed) in [(4, 1), (3, 2), (5, 3)] {
        let mut t = Table::<Skyline>::new(players, &Options::default(), seed).unwrap();
        let mut rng = rng_from_seed(seed);
        while let Some(seat) = t.to_act().seats().first() {
            probe(&t, seat, players, &mut seen);
            let legal = t.legal_actions(seat);
            t.apply(seat, &legal[rng.random_range(0..legal.len())])
                .unwrap();
        }
    }
    // Every kind of refusal came up, many times.
    for rule in ["TURN", "SK-3", "SK-4", "SK-5", "SK-6", "SK-12"] {
        assert!(seen.get(rule).is_some_and(|&n| n > 5), "{rule}: {seen:?}");
    }
}

fn probe(t: &Table<Skyline>, seat: Seat, players: usize, seen: &mut BTreeMap<String, usize>) {
    let view = t.view(Viewer::Seat(seat));
    let legal = t.legal_actions(seat);
    let hand = view.seats[seat].hand.clone().expect("one's own hand");
    let held = |card: MoneyCard| hand.iter().filter(|&&c| c == card).count();

    // Out of turn: TURN.
    names(t, (seat + 1) % players, &legal[0], "TURN", seen);

    // SK-3: an empty take, a card not on the display, several over 5.
    let empty = MoneyCards::from_cards(&[]).unwrap();
    names(t, seat, &Action::Take(empty), "SK-3", seen);
    let shown: Vec<MoneyCard> = view.display.iter().collect();
    let absent = currencies()
        .into_iter()
        .flat_map(|c| (1..=9).map(move |v| MoneyCard::new(c, v)))
        .find(|card| !shown.contains(card))
        .unwrap();
    names(
        t,
        seat,
        &Action::Take(MoneyCards::one(absent)),
        "SK-3",
        seen,
    );
    for (i, &a) in shown.iter().enumerate() {
        for &b in &shown[i + 1..] {
            if a.value() as u32 + b.value() as u32 > 5 {
                let two = MoneyCards::from_cards(&[a, b]).unwrap();
                names(t, seat, &Action::Take(two), "SK-3", seen);
            }
        }
    }

    // SK-4: an empty slot; cards not held.
    for slot in &view.yard {
        let currency = Action::slot_currency(slot.slot);
        let buy = |pay: Payment| Action::Buy {
            slot: slot.slot,
            pay,
            to_neutral: false,
        };
        if slot.building.is_none() {
            names(
                t,
                seat,
                &buy(Payment::from_values(&[1]).unwrap()),
                "SK-4",
                seen,
            );
        } else if let Some(v) = (1..=9).find(|&v| held(MoneyCard::new(currency, v)) == 0) {
            names(
                t,
                seat,
                &buy(Payment::from_values(&[v]).unwrap()),
                "SK-4",
                seen,
            );
        }
    }

    // From each legal buy: one card short (SK-4), one card spare (SK-5),
    // for the neutral player with three or more (SK-12).
    for a in &legal {
        let Action::Buy { slot, pay, .. } = *a else {
            continue;
        };
        let currency = Action::slot_currency(slot);
        let buy = |pay: Payment, to_neutral: bool| Action::Buy {
            slot,
            pay,
            to_neutral,
        };
        let mut values: Vec<u8> = pay.values().collect();
        values.sort_unstable();
        if values.len() > 1 {
            let short = Payment::from_values(&values[1..]).unwrap();
            names(t, seat, &buy(short, false), "SK-4", seen);
        }
        let smallest = values[0];
        let spare = (smallest..=9).find(|&v| {
            let in_pay = values.iter().filter(|&&x| x == v).count();
            held(MoneyCard::new(currency, v)) > in_pay
        });
        if let Some(v) = spare
            && let Some(more) = pay.with(v)
        {
            names(t, seat, &buy(more, false), "SK-5", seen);
        }
        if players >= 3 {
            names(t, seat, &buy(pay, true), "SK-12", seen);
        }
    }

    // SK-6: `pass` while something else is possible.
    if !legal.contains(&Action::Pass) {
        names(t, seat, &Action::Pass, "SK-6", seen);
    }
}

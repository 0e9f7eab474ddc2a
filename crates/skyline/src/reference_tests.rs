//! The fast legal actions against slow references, on random games: the
//! straightforward enumeration the engine used before its tables (same
//! actions, same order), and the rules' definitions checked one candidate at
//! a time (same set). Every apply agrees with the list: a listed action is
//! accepted, any other refused, leaving the game untouched.

use proptest::prelude::*;
use urbs_engine::rand::RngExt;
use urbs_engine::{Game, Seat, rng_from_seed};

use crate::cards::{MoneyCard, MoneyCards, Payment};
use crate::data::{Currency, SLOTS, TAKE_LIMIT, VALUES};
use crate::{Action, Skyline};

/// SK-3: the takes, one card after the other, subsets of the small cards by
/// descending mask.
fn reference_takes(display: MoneyCards, out: &mut Vec<Action>) {
    let mut dups = 0u32;
    let mut small = 0u32;
    let mut previous = None;
    for (i, c) in display.iter().enumerate() {
        if previous == Some(c) {
            dups |= 1 << i;
        } else {
            out.push(Action::Take(MoneyCards::one(c)));
        }
        if (c.value() as u32) < TAKE_LIMIT {
            small |= 1 << i;
        }
        previous = Some(c);
    }
    let mut mask = small;
    while mask != 0 {
        if mask & (mask - 1) != 0 && mask & dups & !(mask << 1) == 0 {
            let take = display.subset(mask);
            if take.total() <= TAKE_LIMIT {
                out.push(Action::Take(take));
            }
        }
        mask = (mask - 1) & small;
    }
}

/// SK-5: the minimal payments by a depth-first search over the values,
/// highest first, one card at a time.
fn reference_payments(purse: Payment, price: u32, mut f: impl FnMut(Payment)) {
    let mut value = [0u32; VALUES];
    let mut copies = [0u32; VALUES];
    let mut unit = [0u32; VALUES];
    let mut rest = [0u32; VALUES + 1];
    let mut levels = 0;
    for v in (1..=VALUES as u32).rev() {
        let k = purse.count(v as u8) as u32;
        if k > 0 {
            (value[levels], copies[levels], unit[levels]) = (v, k, 1 << (2 * (v - 1)));
            levels += 1;
        }
    }
    if levels == 0 {
        return;
    }
    for i in (0..levels).rev() {
        rest[i] = rest[i + 1] + value[i] * copies[i];
    }
    if rest[0] < price {
        return;
    }
    let mut taken = [0u32; VALUES];
    let mut before = [0u32; VALUES];
    let (mut i, mut sum, mut pay) = (0usize, 0u32, 0u32);
    loop {
        if i + 1 < levels && sum + rest[i + 1] >= price {
            i += 1;
            before[i] = sum;
            taken[i] = 0;
            continue;
        }
        loop {
            if taken[i] < copies[i] {
                taken[i] += 1;
                sum += value[i];
                pay += unit[i];
                if sum < price {
                    break;
                }
                f(Payment(pay));
            }
            sum = before[i];
            pay -= taken[i] * unit[i];
            if i == 0 {
                return;
            }
            i -= 1;
        }
    }
}

/// The legal actions as the engine listed them before its tables.
fn reference_legal(g: &Skyline, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    if g.over || seat != g.active as Seat {
        return out;
    }
    reference_takes(g.display, &mut out);
    for (i, slot) in g.yard.iter().enumerate() {
        let Some(id) = slot else { continue };
        let purse = g.hands[seat].purse(Currency::of_slot(i));
        reference_payments(purse, g.cards.building(*id).price as u32, |pay| {
            push_buy(&mut out, g, i, pay);
        });
    }
    if out.is_empty() {
        out.push(Action::Pass);
    }
    out
}

/// The buy of yard slot index `i` with `pay`, and with two players also the
/// buy for the neutral player (SK-12).
fn push_buy(out: &mut Vec<Action>, g: &Skyline, i: usize, pay: Payment) {
    for to_neutral in [false, true] {
        if !to_neutral || g.two_players() {
            out.push(Action::Buy {
                slot: i as u8 + 1,
                pay,
                to_neutral,
            });
        }
    }
}

/// Every sub-multiset of at most four cards, as masks of positions.
fn sub_multisets(cards: MoneyCards) -> Vec<MoneyCards> {
    let mut out: Vec<MoneyCards> = (1..1u32 << cards.len())
        .map(|mask| cards.subset(mask))
        .collect();
    out.sort_by_key(|c| c.iter().collect::<Vec<_>>());
    out.dedup();
    out
}

/// Every payment from `purse`: each count of each value.
fn sub_purses(purse: Payment) -> Vec<Payment> {
    let mut out = vec![Payment::default()];
    for v in 1..=VALUES as u8 {
        let mut next = Vec::new();
        for p in &out {
            let mut q = *p;
            next.push(q);
            for _ in 0..purse.count(v) {
                q = q.with(v).expect("at most three");
                next.push(q);
            }
        }
        out = next;
    }
    out.retain(|p| !p.is_empty());
    out
}

/// The legal actions by the rules' definitions, candidate by candidate,
/// sorted by their text.
fn defined_legal(g: &Skyline, seat: Seat) -> Vec<String> {
    let mut out: Vec<Action> = Vec::new();
    if g.over || seat != g.active as Seat {
        return Vec::new();
    }
    // SK-3: one card, or several totalling at most the limit.
    for take in sub_multisets(g.display) {
        if take.len() == 1 || take.total() <= TAKE_LIMIT {
            out.push(Action::Take(take));
        }
    }
    // SK-4, SK-5: at least the price, and no card to spare; SK-12.
    for (i, slot) in g.yard.iter().enumerate() {
        let Some(id) = slot else { continue };
        let price = g.cards.building(*id).price as u32;
        for pay in sub_purses(g.hands[seat].purse(Currency::of_slot(i))) {
            let smallest = pay.smallest().expect("not empty") as u32;
            if pay.total() >= price && pay.total() - smallest < price {
                push_buy(&mut out, g, i, pay);
            }
        }
    }
    // SK-6.
    if out.is_empty() {
        out.push(Action::Pass);
    }
    let mut texts: Vec<String> = out.iter().map(Action::to_string).collect();
    texts.sort();
    texts
}

/// A random action, legal or not: takes of up to four cards, payments of up
/// to four values, for any slot.
fn random_action(g: &Skyline, rng: &mut urbs_engine::GameRng) -> Action {
    match rng.random_range(0..8) {
        0 => Action::Pass,
        1..=3 => {
            let n = rng.random_range(0..=4);
            let mut cards = MoneyCards::default();
            for _ in 0..n {
                // Mostly cards of the display, sometimes any.
                let card = if !g.display.is_empty() && rng.random_range(0..3) > 0 {
                    g.display.get(rng.random_range(0..g.display.len()))
                } else {
                    MoneyCard::new(
                        Currency::ALL[rng.random_range(0..4)],
                        rng.random_range(1..=9),
                    )
                };
                cards.insert(card);
            }
            Action::Take(cards)
        }
        _ => {
            let mut pay = Payment::default();
            for _ in 0..rng.random_range(0..=4) {
                pay = pay.with(rng.random_range(1..=9)).unwrap_or(pay);
            }
            Action::Buy {
                slot: rng.random_range(0..=SLOTS as u8 + 1),
                pay,
                to_neutral: rng.random_range(0..4) == 0,
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn legal_actions_match_the_references_and_apply(
        seed in any::<u64>(),
        players in 2usize..=6,
    ) {
        let mut g = Skyline::new(players, &Default::default(), seed).unwrap();
        let mut rng = rng_from_seed(seed ^ 0x5EED);
        let mut legal = Vec::new();
        let mut step = 0;
        while let Some(seat) = g.to_act().seats().first() {
            legal.clear();
            g.legal_actions(seat, &mut legal);
            prop_assert_eq!(&legal, &reference_legal(&g, seat), "step {}", step);
            // The definitions are slow: check every few decisions.
            if step % 5 == 0 {
                let mut texts: Vec<String> = legal.iter().map(Action::to_string).collect();
                texts.sort();
                prop_assert_eq!(texts, defined_legal(&g, seat), "step {}", step);
            }
            // Nobody else may act.
            let mut other = Vec::new();
            g.legal_actions((seat + 1) % players, &mut other);
            prop_assert!(other.is_empty());
            for _ in 0..4 {
                let a = random_action(&g, &mut rng);
                let mut h = g.clone();
                let mut events = Vec::new();
                let result = h.apply(seat, &a, &mut events);
                prop_assert_eq!(result.is_ok(), legal.contains(&a), "{} at step {}: {:?}", a, step, result);
                if result.is_err() {
                    prop_assert!(h == g && events.is_empty());
                }
            }
            let a = legal[rng.random_range(0..legal.len())];
            let mut events = Vec::new();
            g.apply(seat, &a, &mut events).unwrap();
            step += 1;
        }
        prop_assert!(g.is_over() && step > 20, "{} steps", step);
    }
}

#[test]
fn hands_read_back_with_their_table_rows() {
    let mut g = Skyline::new(3, &Default::default(), 11).unwrap();
    let mut rng = rng_from_seed(4);
    let mut legal = Vec::new();
    for _ in 0..60 {
        let Some(seat) = g.to_act().seats().first() else {
            break;
        };
        legal.clear();
        g.legal_actions(seat, &mut legal);
        let a = legal[rng.random_range(0..legal.len())];
        g.apply(seat, &a, &mut Vec::new()).unwrap();
    }
    // The JSON of a hand holds its purses and totals only; the rows come
    // back from the purses.
    let hand = g.hands[0];
    let json = serde_json::to_string(&hand).unwrap();
    assert!(
        json.starts_with(r#"{"purses":["#) && !json.contains("rows"),
        "{json}"
    );
    assert_eq!(serde_json::from_str::<crate::Hand>(&json).unwrap(), hand);
    let back: Skyline = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
    assert_eq!(back, g);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Any purse (every 18-bit word is one) and price, big purses included.
    #[test]
    fn sk5_minimal_payments_match_the_references(purse in 0u32..1 << 18, price in 1u8..=20) {
        let purse = Payment(purse);
        let mut fast = Vec::new();
        crate::payments::minimal_payments(purse, purse.total(), price, |p| fast.push(p));
        let mut reference = Vec::new();
        reference_payments(purse, price as u32, |p| reference.push(p));
        prop_assert_eq!(&fast, &reference);
        let mut defined: Vec<u32> = sub_purses(purse)
            .into_iter()
            .filter(|p| {
                let smallest = p.smallest().expect("not empty") as u32;
                p.total() >= price as u32 && p.total() - smallest < price as u32
            })
            .map(|p| p.0)
            .collect();
        defined.sort();
        let mut listed: Vec<u32> = fast.iter().map(|p| p.0).collect();
        listed.sort();
        prop_assert_eq!(listed, defined);
    }
}

//! Skyline: pass, every take (SK-3) and every minimal payment (SK-5) of each
//! slot, for oneself or the neutral player; a view with every hand the public
//! log has shown (SK-13).

use std::collections::HashMap;
use std::sync::LazyLock;

use urbs_skyline::{
    Action, BuildingType, Currency, Event, MAX_PLAYERS, MoneyCard, MoneyCards, Payment, Scoring,
    Skyline, View, price_range,
};

use crate::Encoding;
use crate::obs::{Layout, Obs, field};

/// Money cards: 4 currencies times values 1..9, at `currency * 9 + value - 1`.
const KINDS: usize = 36;
const TYPES: usize = BuildingType::ALL.len();
const SLOTS: usize = 4;
/// SK-3: several cards may be taken if they total this or less.
const TAKE_LIMIT: u32 = 5;

fn card_index(c: MoneyCard) -> usize {
    c.currency().index() * 9 + c.value() as usize - 1
}

fn card_of(i: usize) -> MoneyCard {
    MoneyCard::new(Currency::ALL[i / 9], (i % 9) as u8 + 1)
}

/// The ids' tables: every take, then every payment.
struct Space {
    takes: Vec<MoneyCards>,
    take_ids: HashMap<MoneyCards, usize>,
    payments: Vec<Payment>,
    payment_ids: HashMap<Payment, usize>,
}

/// Every take: one card of any value, or two to four that total 5 or less,
/// by size then card index.
fn all_takes() -> Vec<MoneyCards> {
    fn grow(from: usize, picked: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if !picked.is_empty() {
            out.push(picked.clone());
        }
        if picked.len() == 4 {
            return;
        }
        for i in from..KINDS {
            picked.push(i);
            let cards: Vec<MoneyCard> = picked.iter().map(|&i| card_of(i)).collect();
            let total: u32 = cards.iter().map(|c| c.value() as u32).sum();
            let copies = picked.iter().filter(|&&k| k == i).count();
            if (picked.len() == 1 || total <= TAKE_LIMIT) && copies <= 3 {
                grow(i, picked, out);
            }
            picked.pop();
        }
    }
    let mut sets = Vec::new();
    grow(0, &mut Vec::new(), &mut sets);
    sets.sort_by_key(|s| (s.len(), s.clone()));
    sets.iter()
        .map(|s| {
            let cards: Vec<MoneyCard> = s.iter().map(|&i| card_of(i)).collect();
            MoneyCards::from_cards(&cards).expect("at most four cards")
        })
        .collect()
}

/// Every payment that is minimal (SK-5) for some price a printing may set
/// (2 to 13), by total, then by its values highest first.
fn all_payments() -> Vec<Payment> {
    let (low, high) = BuildingType::ALL
        .iter()
        .map(|&t| price_range(t))
        .fold((u32::MAX, 0), |(l, h), (a, b)| {
            (l.min(a as u32), h.max(b as u32))
        });
    let mut out = Vec::new();
    for code in 0..4u32.pow(9) {
        let values: Vec<u8> = (0..9u32)
            .flat_map(|v| std::iter::repeat_n(v as u8 + 1, ((code >> (2 * v)) & 3) as usize))
            .collect();
        let Some(p) = Payment::from_values(&values) else {
            continue;
        };
        let (total, smallest) = (p.total(), p.smallest().unwrap_or(0) as u32);
        if !p.is_empty() && total >= low && total - smallest < high {
            out.push(p);
        }
    }
    out.sort_by_key(|p| (p.total(), p.values().collect::<Vec<u8>>()));
    out
}

static SPACE: LazyLock<Space> = LazyLock::new(|| {
    let takes = all_takes();
    let payments = all_payments();
    Space {
        take_ids: takes.iter().enumerate().map(|(i, &t)| (t, i)).collect(),
        payment_ids: payments.iter().enumerate().map(|(i, &p)| (p, i)).collect(),
        takes,
        payments,
    }
});

/// Takes in the space (the first id after `pass`).
pub(crate) const TAKES: usize = 371;
/// Minimal payments of one slot.
pub(crate) const PAYMENTS: usize = 288;
const BUY_BASE: usize = 1 + TAKES;

fn action_of(id: usize) -> Option<Action> {
    let space = &*SPACE;
    match id {
        0 => Some(Action::Pass),
        _ if id < BUY_BASE => Some(Action::Take(space.takes[id - 1])),
        _ if id < BUY_BASE + SLOTS * 2 * PAYMENTS => {
            let i = id - BUY_BASE;
            let (group, pay) = (i / PAYMENTS, i % PAYMENTS);
            Some(Action::Buy {
                slot: (group / 2) as u8 + 1,
                to_neutral: group % 2 == 1,
                pay: space.payments[pay],
            })
        }
        _ => None,
    }
}

fn id_of(action: &Action) -> Option<usize> {
    let space = &*SPACE;
    match *action {
        Action::Pass => Some(0),
        Action::Take(cards) => space.take_ids.get(&cards).map(|i| 1 + i),
        Action::Buy {
            slot,
            pay,
            to_neutral,
        } => {
            let slot = (slot as usize).checked_sub(1).filter(|&s| s < SLOTS)?;
            let group = slot * 2 + usize::from(to_neutral);
            space
                .payment_ids
                .get(&pay)
                .map(|p| BUY_BASE + group * PAYMENTS + p)
        }
    }
}

/// Every hand as the public log shows it (SK-13): dealt face up, taken from
/// the display, paid face up. `None` when the log does not start at the deal
/// (a game played on from a position).
fn recalled_hands(view: &View, log: &[Event]) -> Option<[[u8; KINDS]; MAX_PLAYERS]> {
    let n = view.players as usize;
    let mut hands = [[0u8; KINDS]; MAX_PLAYERS];
    let mut dealt = 0;
    for e in log {
        match e {
            Event::Dealt { seat, cards } => {
                dealt += 1;
                for c in cards.iter() {
                    hands.get_mut(*seat)?[card_index(*c)] += 1;
                }
            }
            Event::Took { seat, cards } => {
                for c in cards.iter() {
                    hands.get_mut(*seat)?[card_index(c)] += 1;
                }
            }
            Event::Bought {
                seat,
                currency,
                paid,
                ..
            } => {
                for c in paid.cards(*currency) {
                    let count = &mut hands.get_mut(*seat)?[card_index(c)];
                    *count = count.checked_sub(1)?;
                }
            }
            _ => {}
        }
    }
    let sizes_agree = (0..n).all(|s| {
        hands[s].iter().map(|&c| c as usize).sum::<usize>() == view.seats[s].hand_size as usize
    });
    (dealt == n && sizes_agree).then_some(hands)
}

impl Encoding for Skyline {
    const ACTIONS: usize = BUY_BASE + SLOTS * 2 * PAYMENTS;

    const LAYOUT: Layout = Layout {
        head: &[
            field("players", 5, "one-hot: 2 to 6 players"),
            field("open_hands", 1, "1 when every hand is shown"),
            field("to_act", 1, "1 when the viewer must act now"),
            field(
                "actions_this_turn",
                1,
                "actions the player to act has taken this turn / 5",
            ),
            field(
                "yard",
                SLOTS * (2 + TYPES),
                "per slot 1..4: occupied, the building's type one-hot (museum, theater, station, church, park, skyscraper), its price / 13",
            ),
            field(
                "display",
                KINDS,
                "money display: count by card (currency blue, green, orange, yellow times value 1..9)",
            ),
            field(
                "piles",
                3,
                "buildings face down / 54, money cards face down / 108, discard pile / 108",
            ),
            field("scorings_done", 2, "scorings A and B done"),
        ],
        seat: &[
            field("present", 1, "1 when the table has this seat"),
            field("to_act", 1, "1 when this seat must act now"),
            field("hand_size", 1, "money cards in hand / 20"),
            field(
                "hand_known",
                1,
                "1 when the hand below is known (own, open hands, or rebuilt from the log)",
            ),
            field("hand", KINDS, "money in hand: count by card, as `display`"),
            field("purses", 4, "total value in hand per currency / 20"),
            field("buildings", TYPES, "buildings owned per type / 11"),
            field("score", 1, "points / 100"),
        ],
        seats: MAX_PLAYERS,
        tail: &[field(
            "neutral",
            2 + TYPES,
            "two players (SK-12): present, buildings per type / 11, points / 100",
        )],
    };

    fn action_id(_view: &View, action: &Action) -> Option<usize> {
        id_of(action)
    }

    fn action(_view: &View, id: usize) -> Option<Action> {
        action_of(id)
    }

    fn describe(id: usize) -> Option<String> {
        action_of(id).map(|a| a.to_string())
    }

    fn observe(view: &View, log: &[Event], obs: &mut Obs<'_>) {
        let n = view.players as usize;
        let me = view.viewer.seat().unwrap_or(0);
        obs.field("players");
        obs.one_hot(n.checked_sub(2), 5);
        obs.field("open_hands");
        obs.flag(view.open_hands);
        obs.field("to_act");
        obs.flag(view.viewer.seat().is_some_and(|s| view.to_act.includes(s)));
        obs.field("actions_this_turn");
        obs.scaled(view.actions_this_turn, 5.0);
        obs.field("yard");
        for slot in 0..SLOTS {
            match view.yard.get(slot).and_then(|s| s.building) {
                Some(b) => {
                    obs.flag(true);
                    obs.one_hot(Some(b.kind.index()), TYPES);
                    obs.scaled(b.price, 13.0);
                }
                None => obs.skip(2 + TYPES),
            }
        }
        obs.field("display");
        obs.counts(view.display.iter().map(card_index), KINDS, 1.0);
        obs.field("piles");
        obs.scaled(view.buildings_in_deck, 54.0);
        obs.scaled(view.money_in_deck, 108.0);
        obs.scaled(view.discard_pile, 108.0);
        obs.field("scorings_done");
        obs.flag(view.scorings_done.contains(&Scoring::A));
        obs.flag(view.scorings_done.contains(&Scoring::B));
        let needs_recall = view.seats.iter().any(|s| s.hand.is_none());
        let recalled = if needs_recall {
            recalled_hands(view, log)
        } else {
            None
        };
        for k in 0..MAX_PLAYERS {
            let Some(seat) = obs.seat_block(me, k, n, Self::LAYOUT.seat) else {
                continue;
            };
            let sv = &view.seats[seat];
            let mut hand = [0u8; KINDS];
            let known = match (&sv.hand, &recalled) {
                (Some(cards), _) => {
                    for c in cards {
                        hand[card_index(*c)] += 1;
                    }
                    true
                }
                (None, Some(hands)) => {
                    hand = hands[seat];
                    true
                }
                (None, None) => false,
            };
            obs.field("present");
            obs.flag(true);
            obs.field("to_act");
            obs.flag(view.to_act.includes(seat));
            obs.field("hand_size");
            obs.scaled(sv.hand_size, 20.0);
            obs.field("hand_known");
            obs.flag(known);
            obs.field("hand");
            for &c in &hand {
                obs.put(c as f32);
            }
            obs.field("purses");
            for cur in 0..4 {
                let total: u32 = (0..9)
                    .map(|v| hand[cur * 9 + v] as u32 * (v as u32 + 1))
                    .sum();
                obs.scaled(total, 20.0);
            }
            obs.field("buildings");
            obs.counts(
                sv.buildings.iter().map(|b| b.kind.index()),
                TYPES,
                1.0 / 11.0,
            );
            obs.field("score");
            obs.scaled(sv.score, 100.0);
        }
        obs.field("neutral");
        match &view.neutral {
            Some(nv) => {
                obs.flag(true);
                obs.counts(
                    nv.buildings.iter().map(|b| b.kind.index()),
                    TYPES,
                    1.0 / 11.0,
                );
                obs.scaled(nv.score, 100.0);
            }
            None => obs.skip(2 + TYPES),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_have_the_sizes_the_ids_assume() {
        assert_eq!(SPACE.takes.len(), TAKES);
        assert_eq!(SPACE.payments.len(), PAYMENTS);
        assert_eq!(SPACE.take_ids.len(), TAKES, "takes are distinct");
        assert_eq!(SPACE.payment_ids.len(), PAYMENTS, "payments are distinct");
    }

    #[test]
    fn sk5_a_payment_with_a_spare_card_has_no_id() {
        // 8 + 4 is minimal for prices 9 to 12; in 9 + 9 + 1 the 1 is spare
        // for every price up to 13, the highest a printing may set.
        let p = Payment::from_values(&[8, 4]).unwrap();
        assert!(SPACE.payment_ids.contains_key(&p));
        let spare = Payment::from_values(&[9, 9, 1]).unwrap();
        assert!(!SPACE.payment_ids.contains_key(&spare));
        let card_of_value_1 = Payment::from_values(&[1]).unwrap();
        assert!(!SPACE.payment_ids.contains_key(&card_of_value_1));
    }
}

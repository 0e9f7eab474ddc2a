//! Sampling a world consistent with one player's view and the public log.
//!
//! SK-13: every money card enters a hand in the open (starting capital dealt
//! face up, money taken from the display, payments discarded face up), so the
//! log's deals, takes and payments give every hand and the discard pile
//! exactly. What nobody knows is the order of the two
//! decks, and where in the money deck the scoring cards not yet drawn lie
//! (within the piles SK-1 put them in): only these are drawn at random.

use urbs_engine::rand::RngExt;
use urbs_engine::{GameRng, ToAct, rng_from_seed};

use crate::action::Event;
use crate::action::MAX_PLAYERS;
use crate::cards::{Building, BuildingId, MoneyCard};
use crate::data::{BUILDINGS, DISPLAY, SLOTS, Scoring};
use crate::hand::Hand;
use crate::rules::shuffle;
use crate::state::{DeckCard, NEUTRAL, OWNERS, Skyline, scoring_positions};
use crate::view::View;

pub(crate) fn sample(view: &View, log: &[Event], rng: &mut GameRng) -> Skyline {
    let n = view.players as usize;
    let copies = Skyline::copies(n);
    let (hands, discard, dealt) = match from_log(view, log) {
        Some(recall) => (recall.hands, recall.discard, Some(recall.dealt)),
        None => {
            let (hands, discard) = guess_hands(view, rng);
            (hands, discard, None)
        }
    };

    // The money deck: every money card not in a hand, the display or the
    // discard pile.
    let mut left = [copies; MoneyCard::KINDS];
    let placed = hands[..n]
        .iter()
        .flat_map(Hand::cards)
        .chain(view.display.iter())
        .chain(discard.iter().copied());
    for c in placed {
        left[c.index()] -= 1;
    }
    let mut money: Vec<MoneyCard> = (0..MoneyCard::KINDS)
        .flat_map(|i| std::iter::repeat_n(MoneyCard::from_index(i), left[i] as usize))
        .collect();
    shuffle(&mut money, rng);
    let mut top_down: Vec<DeckCard> = money.into_iter().map(DeckCard::Money).collect();

    // SK-1: a scoring card still in the deck lies in its pile, below the
    // cards drawn so far. No reshuffle can have happened before it is drawn,
    // so the cards drawn so far are the deck's setup size minus its size now.
    // (Without the deal in the log, anywhere in the deck will do.)
    for (k, scoring) in [Scoring::A, Scoring::B].into_iter().enumerate() {
        if !view.scoring_to_come(scoring) {
            continue;
        }
        let at = match dealt {
            Some(dealt) => {
                let setup_money = copies as usize * MoneyCard::KINDS - dealt - DISPLAY;
                let drawn = (setup_money + 2).saturating_sub(view.money_in_deck as usize);
                let (low, high) = scoring_positions(setup_money)[k];
                let low = low.max(drawn).min(high);
                rng.random_range(low..=high) - drawn
            }
            None => rng.random_range(0..=top_down.len()),
        };
        top_down.insert(at.min(top_down.len()), DeckCard::Scoring(scoring));
    }
    top_down.reverse();

    // Buildings: every one in view is placed; the rest make the deck.
    let mut used = 0u64;
    let cards = view.cards.clone();
    let mut claim = |b: &Building| -> BuildingId {
        let id = cards
            .id_of(b, used)
            .unwrap_or_else(|| panic!("the view shows one {b} too many"));
        used |= id.bit();
        id
    };
    let mut owned = [0u64; OWNERS];
    for (s, seat) in view.seats.iter().enumerate() {
        for b in &seat.buildings {
            owned[s] |= claim(b).bit();
        }
    }
    if let Some(neutral) = &view.neutral {
        for b in &neutral.buildings {
            owned[NEUTRAL] |= claim(b).bit();
        }
    }
    let mut yard = [None; SLOTS];
    for (place, slot) in yard.iter_mut().zip(&view.yard) {
        *place = slot.building.as_ref().map(&mut claim);
    }
    let mut building_deck: Vec<BuildingId> = (0..BUILDINGS as u8)
        .filter(|&i| used & (1 << i) == 0)
        .map(BuildingId)
        .collect();
    shuffle(&mut building_deck, rng);

    let mut scores = [0; OWNERS];
    for (s, seat) in view.seats.iter().enumerate() {
        scores[s] = seat.score;
    }
    if let Some(neutral) = &view.neutral {
        scores[NEUTRAL] = neutral.score;
    }
    Skyline {
        players: view.players,
        open_hands: view.open_hands,
        over: view.to_act.is_over(),
        active: match view.to_act {
            ToAct::Seat(s) => s as u8,
            _ => 0,
        },
        actions: view.actions_this_turn,
        building_deck,
        yard,
        owned,
        money_deck: top_down,
        discard,
        display: view.display,
        hands,
        scores,
        scored: [
            !view.scoring_to_come(Scoring::A),
            !view.scoring_to_come(Scoring::B),
        ],
        rng: rng_from_seed(rng.random()),
        cards: view.cards.clone(),
    }
}

/// What a player with perfect recall knows of the money.
struct Recall {
    hands: [Hand; MAX_PLAYERS],
    discard: Vec<MoneyCard>,
    /// Money cards dealt as starting capital.
    dealt: usize,
}

/// Every hand and the discard pile, replayed from the log; `None` if the log
/// does not explain the view (a log of another game, or cut short).
fn from_log(view: &View, log: &[Event]) -> Option<Recall> {
    let n = view.players as usize;
    let mut hands = [Hand::default(); MAX_PLAYERS];
    let mut dealt_to = 0u32;
    let mut dealt = 0;
    let mut discard = Vec::new();
    for event in log {
        match event {
            Event::Dealt { seat, cards } if *seat < n => {
                dealt_to |= 1 << seat;
                dealt += cards.len();
                for &c in cards {
                    hands[*seat].add(c);
                }
            }
            Event::Took { seat, cards } if *seat < n => {
                for c in cards.iter() {
                    hands[*seat].add(c);
                }
            }
            Event::Bought {
                seat,
                currency,
                paid,
                ..
            } if *seat < n => {
                for c in paid.cards(*currency) {
                    if !hands[*seat].remove(c) {
                        return None;
                    }
                    discard.push(c);
                }
            }
            Event::Reshuffled { .. } => discard.clear(),
            Event::Dealt { .. } | Event::Took { .. } | Event::Bought { .. } => return None,
            _ => {}
        }
    }
    let consistent = dealt_to == (1 << n) - 1
        && discard.len() == view.discard_pile as usize
        && view.seats.iter().zip(&hands).all(|(seat, hand)| {
            hand.len() == seat.hand_size as usize
                && seat
                    .hand
                    .as_ref()
                    .is_none_or(|cards| Hand::from_cards(cards.iter().copied()) == *hand)
        });
    consistent.then_some(Recall {
        hands,
        discard,
        dealt,
    })
}

/// Without a usable log: hands shown in the view are kept, the others and the
/// discard pile are dealt at random from the money nobody can see.
fn guess_hands(view: &View, rng: &mut GameRng) -> ([Hand; MAX_PLAYERS], Vec<MoneyCard>) {
    let n = view.players as usize;
    let mut left = [Skyline::copies(n); MoneyCard::KINDS];
    let mut hands = [Hand::default(); MAX_PLAYERS];
    for (s, seat) in view.seats.iter().enumerate() {
        if let Some(cards) = &seat.hand {
            hands[s] = Hand::from_cards(cards.iter().copied());
            for c in cards {
                left[c.index()] -= 1;
            }
        }
    }
    for c in view.display.iter() {
        left[c.index()] -= 1;
    }
    let mut unseen: Vec<MoneyCard> = (0..MoneyCard::KINDS)
        .flat_map(|i| std::iter::repeat_n(MoneyCard::from_index(i), left[i] as usize))
        .collect();
    shuffle(&mut unseen, rng);
    for (s, seat) in view.seats.iter().enumerate() {
        if seat.hand.is_none() {
            for _ in 0..seat.hand_size {
                hands[s].add(unseen.pop().expect("enough unseen money"));
            }
        }
    }
    let at = unseen.len() - view.discard_pile as usize;
    (hands, unseen.split_off(at))
}

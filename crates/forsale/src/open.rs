//! The choices made in the open, rebuilt from the public log (FS-8): every
//! bid and pass as it was made, and every sale once its round is revealed,
//! each with the view and the legal actions its seat chose from. A bot
//! that reads how the other seats play (how often they choose as a model
//! of them would) needs no more than the log every seat sees.

use urbs_engine::{Game, Seat, Viewer};

use crate::action::{Action, Event};
use crate::state::{BUILDINGS, CHEQUES, Cards, ForSale, Options};
use crate::view::View;

/// One choice made in the open.
#[derive(Clone, Debug, PartialEq)]
pub struct OpenChoice {
    pub seat: Seat,
    /// What `seat` saw when it chose (its own view, face-down cards and
    /// all that it could see then; the decks' order is no part of a view).
    pub view: View,
    pub legal: Vec<Action>,
    pub action: Action,
}

/// Every choice the log shows, in order, from a game of `players` seats
/// (with or without the variant) started at the log's first event. A sale
/// still face down is not shown; a log that is not a whole For Sale game
/// from its start gives the choices up to where it stops making sense.
pub fn open_choices(players: usize, variant: bool, log: &[Event]) -> Vec<OpenChoice> {
    let mut out = Vec::new();
    let Some(mut game) = replay_start(players, variant, log) else {
        return out;
    };
    let mut choosers: Vec<Seat> = Vec::new();
    let mut events = Vec::new();
    for event in log {
        let moves: Vec<(Seat, Action)> = match event {
            Event::Bid { seat, total } => vec![(*seat, Action::Bid(*total))],
            Event::Passed { seat, .. } => vec![(*seat, Action::Pass)],
            Event::Chose { seat } => {
                choosers.push(*seat);
                continue;
            }
            Event::Sold { sales } => {
                let moves = choosers
                    .iter()
                    .filter_map(|&s| sales.iter().find(|x| x.seat == s))
                    .map(|x| (x.seat, Action::Sell(x.building)))
                    .collect();
                choosers.clear();
                moves
            }
            _ => continue,
        };
        for (seat, action) in moves {
            let mut legal = Vec::new();
            game.legal_actions(seat, &mut legal);
            if !legal.contains(&action) {
                return out;
            }
            out.push(OpenChoice {
                seat,
                view: game.view(Viewer::Seat(seat)),
                legal,
                action,
            });
            events.clear();
            if game.apply(seat, &action, &mut events).is_err() {
                return out;
            }
        }
    }
    out
}

/// A game whose decks turn up the cards the log shows, in its order (the
/// cards not yet shown: any of those left, which no view tells apart),
/// at the first auction.
fn replay_start(players: usize, variant: bool, log: &[Event]) -> Option<ForSale> {
    let mut game = ForSale::new(players, &Options { variant }, 0).ok()?;
    let used = ForSale::cards_used(players, variant);
    let mut opener = None;
    let (mut buildings, mut cheques): (Vec<&[u8]>, Vec<&[u8]>) = (Vec::new(), Vec::new());
    for event in log {
        match event {
            Event::AuctionOpened {
                buildings: shown,
                opener: first,
                ..
            } => {
                opener.get_or_insert(*first);
                buildings.push(shown);
            }
            Event::SaleOpened { cheques: shown, .. } => cheques.push(shown),
            _ => {}
        }
    }
    let unseen = |all: Vec<u8>, shown: &[&[u8]]| {
        let mut rest = all;
        for &c in shown.iter().copied().flatten() {
            let at = rest.iter().position(|&x| x == c)?;
            rest.remove(at);
        }
        Some(rest)
    };
    game.building_deck = deck(unseen(BUILDINGS.collect(), &buildings)?, &buildings, used)?;
    game.cheque_deck = deck(unseen(CHEQUES.to_vec(), &cheques)?, &cheques, used)?;
    game.display.clear();
    game.round = 0;
    game.open_auction(opener?, &mut Vec::new());
    Some(game)
}

/// A deck of `used` cards that turns up `shown` in order (the top card
/// is the last), the rest taken from `unseen`.
fn deck(unseen: Vec<u8>, shown: &[&[u8]], used: usize) -> Option<Cards> {
    let known: usize = shown.iter().map(|s| s.len()).sum();
    let mut deck: Cards = unseen.into_iter().take(used.checked_sub(known)?).collect();
    for cards in shown.iter().rev() {
        deck.extend(cards.iter().copied());
    }
    (deck.len() == used).then_some(deck)
}

#[cfg(test)]
mod tests {
    use super::*;
    use urbs_engine::{Table, ToAct};

    /// Every choice of whole games, the views they were made from and
    /// their legal actions, rebuilt from the log alone, are the real ones:
    /// bids and passes as made, sales once revealed (FS-6, FS-8).
    #[test]
    fn the_open_choices_are_those_of_the_game() {
        for (players, variant, seed) in [(3, false, 1), (4, false, 2), (5, false, 3), (4, true, 4)]
        {
            let options = Options { variant };
            let mut table = Table::<ForSale>::new(players, &options, seed).unwrap();
            let mut real = Vec::new();
            let mut rng = urbs_engine::rng_from_seed(seed);
            loop {
                let seat = match table.to_act() {
                    ToAct::Over => break,
                    ToAct::Seat(s) => s,
                    ToAct::Simultaneous(set) => set.first().unwrap(),
                };
                let legal = table.legal_actions(seat);
                let action =
                    legal[urbs_engine::rand::RngExt::random_range(&mut rng, 0..legal.len())];
                real.push(OpenChoice {
                    seat,
                    view: table.view(Viewer::Seat(seat)),
                    legal: legal.clone(),
                    action,
                });
                table.apply(seat, &action).unwrap();
                let rebuilt = open_choices(players, variant, table.log());
                // This round's sales stay face down until all are in.
                let face_down = table
                    .log()
                    .iter()
                    .rev()
                    .take_while(|e| !matches!(e, Event::Sold { .. } | Event::SaleOpened { .. }))
                    .filter(|e| matches!(e, Event::Chose { .. }))
                    .count();
                let shown = real.len() - face_down;
                assert_eq!(rebuilt.len(), shown, "{players} players, seed {seed}");
                assert_eq!(rebuilt[..], real[..shown]);
            }
        }
    }
}

//! Sampling a world from one player's view (FS-8), for search bots.

use urbs_engine::rand::RngExt;
use urbs_engine::rand::seq::SliceRandom;
use urbs_engine::{GameRng, SeatSet, ToAct};

use crate::state::{BUILDINGS, Buildings, CHEQUES, Cards, ForSale, MAX_PLAYERS, Phase};
use crate::view::View;

impl View {
    /// A world consistent with this view: the unseen buildings and cheques
    /// (the decks and the cards removed at setup) shuffled anew, and every
    /// other player's hidden phase-2 choice drawn from their buildings.
    pub(crate) fn sample(&self, rng: &mut GameRng) -> ForSale {
        let mut holdings = [Buildings::default(); MAX_PLAYERS];
        let mut seen = Buildings::default();
        for (s, seat) in self.seats.iter().enumerate() {
            for &b in &seat.buildings {
                holdings[s].insert(b);
                seen.insert(b);
            }
        }
        let display_buildings: &[u8] = if self.phase == Phase::Buying {
            &self.display
        } else {
            &[]
        };
        for &b in self.sold.iter().chain(display_buildings) {
            seen.insert(b);
        }
        let mut unseen: Cards = BUILDINGS.filter(|&b| !seen.contains(b)).collect();
        unseen.shuffle(rng);
        let removed_buildings: Cards = unseen.drain(self.buildings_in_deck as usize..).collect();

        let mut cheques_unseen: Cards = CHEQUES.into_iter().collect();
        let display_cheques: &[u8] = if self.phase == Phase::Selling {
            &self.display
        } else {
            &[]
        };
        for c in self
            .seats
            .iter()
            .flat_map(|s| s.cheques.iter())
            .chain(display_cheques)
        {
            let i = cheques_unseen
                .iter()
                .position(|x| x == c)
                .expect("a cheque the view shows exists");
            cheques_unseen.swap_remove(i);
        }
        cheques_unseen.shuffle(rng);
        let removed_cheques: Cards = cheques_unseen
            .drain(self.cheques_in_deck as usize..)
            .collect();

        let mut chips = [0; MAX_PLAYERS];
        let mut bids = [0; MAX_PLAYERS];
        let mut choices = [0; MAX_PLAYERS];
        let mut in_auction = SeatSet::EMPTY;
        let mut choosing = SeatSet::EMPTY;
        for (s, seat) in self.seats.iter().enumerate() {
            chips[s] = seat.chips;
            bids[s] = seat.bid;
            if seat.in_auction {
                in_auction.insert(s);
            }
            if self.phase == Phase::Selling && !holdings[s].is_empty() {
                if !seat.chosen {
                    choosing.insert(s);
                } else if Some(s) == self.viewer.seat() {
                    choices[s] = self.my_choice.expect("own choice is shown");
                } else {
                    let options = holdings[s].to_vec();
                    choices[s] = options[rng.random_range(0..options.len())];
                }
            }
        }
        let bidder = match self.to_act {
            ToAct::Seat(s) => s as u8,
            _ => 0,
        };
        ForSale {
            players: self.players,
            variant: self.variant,
            phase: self.phase,
            round: self.round,
            building_deck: unseen,
            cheque_deck: cheques_unseen,
            removed_buildings,
            removed_cheques,
            display: self.display.iter().copied().collect(),
            chips,
            bids,
            bank: self.bank,
            in_auction,
            bidder,
            passed_any: self.passed_any,
            holdings,
            cheques: std::array::from_fn(|s| {
                self.seats
                    .get(s)
                    .map(|seat| seat.cheques.iter().copied().collect())
                    .unwrap_or_default()
            }),
            choosing,
            choices,
            sold: self.sold.iter().copied().collect(),
        }
    }
}

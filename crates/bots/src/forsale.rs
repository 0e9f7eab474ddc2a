//! A greedy For Sale player: bids while the gap between the best and the
//! cheapest building on offer is worth the chips, and sells each building
//! where its rank in hand matches the cheques on offer.

use urbs_forsale::{Action, ForSale, Phase, View};

use crate::bot::{Bot, Turn};
use crate::roster::Roster;

impl Roster for ForSale {
    const GAME_BOTS: &'static [&'static str] = &["greedy"];
    const LEVELS: &'static [&'static str] =
        &["greedy", "ismcts:2000", "ismcts:20000", "ismcts:60000"];

    fn game_bot(name: &str, _seed: u64) -> Option<Box<dyn Bot<Self>>> {
        match name {
            "greedy" => Some(Box::new(Greedy)),
            _ => None,
        }
    }
}

/// Deterministic heuristic; see the module docs.
pub struct Greedy;

impl Greedy {
    fn bid(view: &View, seat: usize, legal: &[Action]) -> Action {
        let (Some(&low), Some(&high)) = (view.display.first(), view.display.last()) else {
            return Action::Pass;
        };
        let me = &view.seats[seat];
        // A building is worth about its value in millions; a chip is a million.
        // Winning the auction is worth the gap between the best building and
        // the cheapest, which passing now would bring. Bid up to half of it,
        // and never more than a fair share of the chips for the auctions left.
        let gap = (high - low) as u32;
        let auctions_left = (view.rounds.saturating_sub(view.round) as u32) + 1;
        let budget = (me.chips as u32 + me.bid as u32) * 2 / auctions_left.max(1);
        let limit = (gap / 2).min(budget.max(1));
        let next = view.highest_bid as u32 + 1;
        if next <= limit && legal.contains(&Action::Bid(next as u8)) {
            Action::Bid(next as u8)
        } else {
            Action::Pass
        }
    }

    fn sell(view: &View, seat: usize) -> Action {
        let hand = &view.seats[seat].buildings;
        // Where the cheques on offer stand among all cheques ($0M..$20M) says
        // which part of the hand to spend: big cheques get big buildings.
        let mean =
            view.display.iter().map(|&c| c as f32).sum::<f32>() / view.display.len().max(1) as f32;
        let q = (mean / 20.0).clamp(0.0, 1.0);
        let i = ((hand.len() - 1) as f32 * q).round() as usize;
        Action::Sell(hand[i.min(hand.len() - 1)])
    }
}

impl Bot<ForSale> for Greedy {
    fn choose(&mut self, turn: &Turn<'_, ForSale>) -> Action {
        let action = match turn.view.phase {
            Phase::Buying => Greedy::bid(turn.view, turn.seat, turn.legal),
            Phase::Selling => Greedy::sell(turn.view, turn.seat),
            Phase::Over => turn.legal[0],
        };
        if turn.legal.contains(&action) {
            action
        } else {
            turn.legal[0]
        }
    }
}

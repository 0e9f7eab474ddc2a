//! A greedy For Sale player: bids while the gap between the best and the
//! cheapest building on offer is worth the chips, and sells each building
//! where its rank in hand matches the cheques on offer.
//!
//! The same rules of thumb play ISMCTS's playouts, read straight off the
//! sampled world ([`playout`]): no view is built, nothing is allocated.

use urbs_engine::{Game, GameRng, Seat, Viewer};
use urbs_forsale::{Action, ForSale, Phase};

use crate::bot::{Bot, Turn};
use crate::ismcts::{Belief, PlayoutPolicy};
use crate::roster::Roster;

impl Roster for ForSale {
    const GAME_BOTS: &'static [&'static str] = &["greedy"];
    // Search hardly gains past a thousand iterations here (1,000 against
    // 30,000 split 0.52-0.48 over 960 games), so the two search levels sit
    // where it still does: 20 iterations against 1,000.
    const LEVELS: &'static [&'static str] = &[
        "random",
        "greedy",
        "ismcts:20/1s",
        "ismcts:1000/2s",
        // Master: the sales searched as simultaneous (regret matching),
        // some 30 ms a move. `ismcts+sm:10000` took 0.446 of 400 games
        // against three `ismcts:1000` (seed 2; parity 0.25) and
        // `ismcts+sm:1000` 0.389 of the same 400: regret matching, unlike
        // plain search, still gains from more iterations here.
        // `ismcts+belief:1000` took 0.25 of 200 (seed 1: no gain) and
        // `ismcts+sm+belief:1000` 0.3425 of 200 (seed 1, where `+sm` alone
        // took 0.345): docs/figures/master-*.
        "ismcts+sm:10000/2s",
    ];
    // Measured 2026-11-27 in one tournament of the five levels (release, 4
    // players, seats rotated, 960 games, each line-up of four of the five
    // in 192; issue 33):
    // `urbs tournament --game forsale --players 4 --bots random,greedy,ismcts:20,ismcts:1000,ismcts+sm:10000 --games 960 --seed 1`
    // (the levels' budgets without their time caps; docs/figures/ladder-forsale.json,
    // README Levels). Each level finished ahead of the one below in 0.85,
    // 0.60, 0.60 and 0.54 of their games together. The earlier ratings
    // (-326, -9, 122, 212, and Master's 365 from its games against Expert)
    // came from four levels' tournament of 2026-11-25 (levels-forsale.json).
    const LEVEL_RATINGS: &'static [f64] = &[-320.2, -27.8, 49.3, 134.9, 163.8];
    const LADDER_WITH_MASTER: bool = true;
    const MASTER_AGAINST_EXPERT: (f64, u32) = (0.446, 400);

    fn game_bot(name: &str, _seed: u64) -> Option<Box<dyn Bot<Self>>> {
        match name {
            "greedy" => Some(Box::new(Greedy)),
            _ => None,
        }
    }

    fn playout_policy() -> Option<PlayoutPolicy<Self>> {
        Some(|| Box::new(playout))
    }

    fn belief() -> Option<Belief<Self>> {
        Some(belief)
    }
}

/// How much less likely the opponent model finds a sale one rank away from
/// [`Greedy`]'s choice (two ranks: this squared, and so on).
const RANK_AWAY: f64 = 0.5;

/// The opponent model of `+belief`: in phase 2 the buildings the other
/// seats have put face down this round (FS-6, FS-8) are secret, and the
/// sampler draws them uniformly from their hands; the model holds that a
/// seat sells near where [`Greedy`] would, for the cheques on offer, so a
/// world is as likely as `RANK_AWAY` to the power of how far, in ranks,
/// each face-down building it dealt lies from that. Everything else in For
/// Sale is public: the world's holdings, cheques and display are the
/// observer's own view.
pub fn belief(world: &ForSale, observer: Seat) -> f64 {
    if world.phase() != Phase::Selling {
        return 1.0;
    }
    let mut likelihood = 1.0;
    for seat in (0..world.players()).filter(|&s| s != observer) {
        // A seat's view of the world shows it its own face-down building.
        let Some(choice) = world.view(Viewer::Seat(seat)).my_choice else {
            continue;
        };
        let held = world.holdings(seat).to_vec();
        let Some(rank) = held.iter().position(|&b| b == choice) else {
            continue;
        };
        let expected = sell_rank(held.len(), world.display());
        likelihood *= RANK_AWAY.powi(rank.abs_diff(expected) as i32);
    }
    likelihood
}

/// Deterministic heuristic; see the module docs.
pub struct Greedy;

/// The total to bid, or `None` to pass, with buildings `display` on offer
/// (ascending), `auctions_left` auctions to go counting this one, and the
/// seat's `chips` in hand and `bid` in the middle against the `highest` bid.
fn bid_total(display: &[u8], auctions_left: u32, chips: u8, bid: u8, highest: u8) -> Option<u8> {
    let (&low, &high) = (display.first()?, display.last()?);
    // A building is worth about its value in millions; a chip is a million.
    // Winning the auction is worth the gap between the best building and
    // the cheapest, which passing now would bring. Bid up to half of it,
    // and never more than a fair share of the chips for the auctions left.
    let gap = (high - low) as u32;
    let can = chips as u32 + bid as u32;
    let budget = can * 2 / auctions_left.max(1);
    let limit = (gap / 2).min(budget.max(1));
    let next = highest as u32 + 1;
    (next <= limit && next <= can).then_some(next as u8)
}

/// Which building of a hand of `held` to sell (its rank, ascending) for the
/// `cheques` on offer: where the cheques stand among all cheques ($0M..$20M)
/// says which part of the hand to spend, so big cheques get big buildings.
fn sell_rank(held: usize, cheques: &[u8]) -> usize {
    let mean = cheques.iter().map(|&c| c as f32).sum::<f32>() / cheques.len().max(1) as f32;
    let q = (mean / 20.0).clamp(0.0, 1.0);
    let i = ((held.max(1) - 1) as f32 * q).round() as usize;
    i.min(held.max(1) - 1)
}

impl Bot<ForSale> for Greedy {
    fn choose(&mut self, turn: &Turn<'_, ForSale>) -> Action {
        let view = turn.view;
        let me = &view.seats[turn.seat];
        let action = match view.phase {
            Phase::Buying => {
                let left = (view.rounds.saturating_sub(view.round) as u32) + 1;
                bid_total(&view.display, left, me.chips, me.bid, view.highest_bid)
                    .map_or(Action::Pass, Action::Bid)
            }
            Phase::Selling => match me.buildings.len() {
                0 => turn.legal[0],
                n => Action::Sell(me.buildings[sell_rank(n, &view.display)]),
            },
            Phase::Over => turn.legal[0],
        };
        if turn.legal.contains(&action) {
            action
        } else {
            turn.legal[0]
        }
    }
}

/// [`Greedy`]'s choice in a sampled world, as an index into `legal`. The
/// legal actions come in a known order (pass, then bids upwards; buildings
/// ascending), so the choice is found without a search.
pub fn playout(g: &ForSale, seat: Seat, legal: &[Action], _rng: &mut GameRng) -> Option<usize> {
    match g.phase() {
        Phase::Buying => {
            let left = (g.auctions().saturating_sub(g.round()) as u32) + 1;
            match bid_total(
                g.display(),
                left,
                g.chips(seat),
                g.bid_of(seat),
                g.top_bid(),
            ) {
                // Pass first, then the lowest bid.
                Some(total) if legal.get(1) == Some(&Action::Bid(total)) => Some(1),
                Some(total) => legal.iter().position(|a| *a == Action::Bid(total)),
                None => Some(0),
            }
        }
        Phase::Selling => Some(sell_rank(g.holdings(seat).len(), g.display())),
        Phase::Over => None,
    }
}

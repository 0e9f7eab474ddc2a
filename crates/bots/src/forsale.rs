//! A greedy For Sale player: bids while the gap between the best and the
//! cheapest building on offer is worth the chips, and sells each building
//! where its rank in hand matches the cheques on offer.
//!
//! The same rules of thumb play ISMCTS's playouts, read straight off the
//! sampled world ([`Reading`]): no view is built, nothing is allocated;
//! with `+read` each other seat's bidding and selling are fitted to its own
//! choices so far.

use urbs_engine::{Game, GameRng, Seat, Viewer};
use urbs_forsale::{Action, Event, ForSale, Phase, START_CHIPS, View};

use crate::bot::{Bot, Turn};
use crate::forsale_policy::{PolicyBot, PolicyModel};
use crate::ismcts::{Belief, Playout, PlayoutPolicy};
use crate::roster::Roster;

impl Roster for ForSale {
    const GAME_BOTS: &'static [&'static str] = &["greedy", "policy"];
    // Search hardly gains past a thousand iterations here (1,000 against
    // 30,000 split 0.52-0.48 over 960 games), so the two search levels sit
    // where it still does: 20 iterations against 1,000.
    const LEVELS: &'static [&'static str] = &[
        "random",
        "greedy",
        "ismcts:20/1s",
        "ismcts:1000/2s",
        // Master: the sales searched as simultaneous (`+sm`, regret
        // matching), and the other seats that have chosen as the learned
        // policy would (`+policy`: 0.7 of their open choices this game)
        // expected to go on playing it, in the auctions and the sales
        // alike; some 0.1 s a move. Against three Experts it took 0.436
        // of 400 games (seed 2; the Master before it, `ismcts+sm:10000`,
        // 0.446 of the same deals); against three seats of the PPO agent
        // of python/examples/ppo_forsale.py 0.612 of 2,000 (deals of seeds
        // 1001 and 1002, where the Master before it took 0.456). The policy for
        // every seat whatever it plays took 0.662 against the agent and
        // 0.278 of 327 against Experts (docs/strength.md, fourteenth run);
        // `ismcts+belief:1000` 0.25 of 200 against Experts and
        // `ismcts+sm+read:10000` 0.442 of 1,600: no gain.
        "ismcts+sm+policy:10000/2s",
    ];
    // Measured 2026-12-02 in one tournament of the five levels, with the
    // Master of that day (release, 4 players, seats rotated, 960 games,
    // each line-up of four of the five in 192; issue 33):
    // `urbs tournament --game forsale --players 4 --bots random,greedy,ismcts:20,ismcts:1000,ismcts+sm+policy:10000 --games 960 --seed 1`
    // (the levels' budgets without their time caps; docs/figures/ladder-forsale.json,
    // README Levels). Each level finished ahead of the one below in 0.86,
    // 0.62, 0.62 and 0.55 of their games together. The tournament of
    // 2026-11-27 with the Master before it (`ismcts+sm:10000`) gave -320,
    // -28, 49, 135 and 164; the one of 2026-11-25 without Master -326,
    // -9, 122, 212 (levels-forsale.json).
    const LEVEL_RATINGS: &'static [f64] = &[-328.6, -20.5, 51.6, 133.5, 163.9];
    const LADDER_WITH_MASTER: bool = true;
    const MASTER_AGAINST_EXPERT: (f64, u32) = (0.436, 400);

    fn game_bot(name: &str, _seed: u64) -> Option<Box<dyn Bot<Self>>> {
        match name {
            "greedy" => Some(Box::new(Greedy)),
            "policy" => Some(Box::new(PolicyBot::new())),
            _ => None,
        }
    }

    fn playout_policy() -> Option<PlayoutPolicy<Self>> {
        Some(|| Box::new(Reading::default()))
    }

    fn belief() -> Option<Belief<Self>> {
        Some(belief)
    }

    fn policy() -> Option<PlayoutPolicy<Self>> {
        Some(|| Box::new(PolicyModel::new()))
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

/// The share of the gap between the best and the cheapest building on
/// offer that [`Greedy`] bids up to.
const GAP_SHARE: f64 = 0.5;

/// Most a seat bids, in chips, with buildings `display` on offer
/// (ascending), `auctions_left` auctions to go counting this one and `can`
/// chips (in hand and in the middle), if it bids up to `share` of the gap
/// between the best building and the cheapest. A building is worth about
/// its value in millions and a chip a million; winning the auction is
/// worth the gap, which passing now would save. Never more than a fair
/// share of the chips for the auctions left.
fn bid_limit(display: &[u8], auctions_left: u32, can: u32, share: f64) -> Option<u32> {
    let (&low, &high) = (display.first()?, display.last()?);
    let gap = (high - low) as u32;
    Some(((gap as f64 * share) as u32).min(fair_share(auctions_left, can)))
}

/// Auctions to go, counting the one of `round`, of `auctions` in the game.
fn auctions_left(auctions: u8, round: u8) -> u32 {
    auctions.saturating_sub(round) as u32 + 1
}

/// The most of its `can` chips a seat spends on one of `auctions_left`
/// auctions (this one included): twice an even share, at least a chip.
fn fair_share(auctions_left: u32, can: u32) -> u32 {
    (can * 2 / auctions_left.max(1)).max(1)
}

/// The total to bid, or `None` to pass, with buildings `display` on offer,
/// `auctions_left` auctions to go counting this one, and the seat's `chips`
/// in hand and `bid` in the middle against the `highest` bid, for a seat
/// that bids up to `share` of the gap ([`bid_limit`]).
fn bid_total(
    display: &[u8],
    auctions_left: u32,
    chips: u8,
    bid: u8,
    highest: u8,
    share: f64,
) -> Option<u8> {
    let can = chips as u32 + bid as u32;
    let limit = bid_limit(display, auctions_left, can, share)?;
    let next = highest as u32 + 1;
    (next <= limit && next <= can).then_some(next as u8)
}

/// The shares of the gap `+read` may fit a seat to ([`read_shares`]).
const SHARES: [f64; 27] = {
    let mut shares = [0.0; 27];
    let mut i = 0;
    while i < shares.len() {
        shares[i] = 0.2 + 0.05 * i as f64;
        i += 1;
    }
    shares
};
/// How sure the model is of [`GAP_SHARE`] before a seat has bid: the
/// standard deviation of its prior over shares.
const SHARE_PRIOR: f64 = 0.3;
/// How sharp a bid or a pass is, in chips: a seat whose limit lies a chip
/// past a bid made it with odds of about e to 1.
const CHIP_NOISE: f64 = 1.0;

/// `+read`'s fit: for each seat, the share of the gap it bids up to that
/// best explains its bids and passes in the public `log` (`auctions` in the
/// game): a bid of `t` says its limit reached `t`, a pass when it could
/// have bid `next` within its chips and its fair share of them says its
/// limit fell short of `next`; bids and passes past the fair share say
/// nothing about the share. Each seat's fit starts from `GAP_SHARE`, and
/// a few choices move it only a little.
pub fn read_shares(log: &[Event], players: usize, auctions: u8) -> Vec<f64> {
    let mut fit = vec![[0.0f64; SHARES.len()]; players];
    for fit in &mut fit {
        for (l, k) in fit.iter_mut().zip(SHARES) {
            *l = -(k - GAP_SHARE).powi(2) / (2.0 * SHARE_PRIOR * SHARE_PRIOR);
        }
    }
    // How likely a seat with share `k` is to clear `threshold` chips
    // (`clears`) or to fall short of it, in logs.
    let seen = |fit: &mut [f64; SHARES.len()], gap: u32, threshold: u32, clears: bool| {
        for (l, k) in fit.iter_mut().zip(SHARES) {
            let margin = (k * gap as f64 - threshold as f64 + 0.5) / CHIP_NOISE;
            let m = if clears { margin } else { -margin };
            *l -= (1.0 + (-m).exp()).ln();
        }
    };
    let mut display: Vec<u8> = Vec::new();
    let mut highest = 0u8;
    let mut left = 1u32;
    let mut can = vec![START_CHIPS as u32; players];
    for event in log {
        match event {
            Event::AuctionOpened {
                round, buildings, ..
            } => {
                display = buildings.to_vec();
                highest = 0;
                left = auctions_left(auctions, *round);
            }
            Event::Bid { seat, total } if *seat < players => {
                if let Some(gap) = gap_of(&display)
                    && *total as u32 <= fair_share(left, can[*seat])
                {
                    seen(&mut fit[*seat], gap, *total as u32, true);
                }
                highest = *total;
            }
            Event::Passed {
                seat,
                building,
                paid,
                ..
            } if *seat < players => {
                let next = highest as u32 + 1;
                if let Some(gap) = gap_of(&display)
                    && next <= fair_share(left, can[*seat]).min(can[*seat])
                {
                    seen(&mut fit[*seat], gap, next, false);
                }
                can[*seat] = can[*seat].saturating_sub(*paid as u32);
                if let Some(b) = building {
                    display.retain(|x| x != b);
                }
            }
            Event::Bought {
                seat,
                building,
                paid,
            } if *seat < players => {
                can[*seat] = can[*seat].saturating_sub(*paid as u32);
                display.retain(|x| x != building);
            }
            _ => {}
        }
    }
    most_likely(&fit, &SHARES, f64::total_cmp)
}

/// For each seat's log-likelihoods over `grid`, the grid's most likely
/// value (the last of equals).
fn most_likely<L, T: Copy, const N: usize>(
    fit: &[[L; N]],
    grid: &[T; N],
    order: fn(&L, &L) -> std::cmp::Ordering,
) -> Vec<T> {
    fit.iter()
        .map(|fit| {
            let best = (0..N).max_by(|&a, &b| order(&fit[a], &fit[b])).unwrap_or(0);
            grid[best]
        })
        .collect()
}

/// The leans `+read` may fit a seat's sales to ([`read_leans`]).
const LEANS: [f32; 21] = {
    let mut leans = [0.0; 21];
    let mut i = 0;
    while i < leans.len() {
        leans[i] = -0.5 + 0.05 * i as f32;
        i += 1;
    }
    leans
};
/// How sure the model is that a seat sells by the rule before it has sold:
/// the standard deviation of its prior over leans.
const LEAN_PRIOR: f32 = 0.2;

/// `+read`'s fit of the sales: for each seat, the lean toward its better
/// buildings (`sell_rank_leaning`) that best explains the buildings it
/// has sold so far in the public `log`, each sale as likely as
/// `RANK_AWAY` to the power of how far, in ranks of the hand it held
/// then, it lies from where the lean would have sold. The hands are the
/// buildings each seat took in the open in phase 1 less those it has sold.
pub fn read_leans(log: &[Event], players: usize) -> Vec<f32> {
    let mut fit = vec![[0.0f32; LEANS.len()]; players];
    for fit in &mut fit {
        for (l, k) in fit.iter_mut().zip(LEANS) {
            *l = -(k * k) / (2.0 * LEAN_PRIOR * LEAN_PRIOR);
        }
    }
    let away = (RANK_AWAY as f32).ln();
    let mut hands: Vec<Vec<u8>> = vec![Vec::new(); players];
    let mut cheques: Vec<u8> = Vec::new();
    for event in log {
        match event {
            Event::Passed {
                seat,
                building: Some(b),
                ..
            }
            | Event::Bought {
                seat, building: b, ..
            } if *seat < players => hands[*seat].push(*b),
            Event::SaleOpened { cheques: c, .. } => cheques = c.to_vec(),
            Event::Sold { sales } => {
                for sale in sales.iter().filter(|s| s.seat < players) {
                    let hand = &mut hands[sale.seat];
                    hand.sort_unstable();
                    let Some(rank) = hand.iter().position(|&b| b == sale.building) else {
                        continue;
                    };
                    if hand.len() > 1 {
                        for (l, k) in fit[sale.seat].iter_mut().zip(LEANS) {
                            let expected = sell_rank_leaning(hand.len(), &cheques, k);
                            *l += away * rank.abs_diff(expected) as f32;
                        }
                    }
                    hand.remove(rank);
                }
            }
            _ => {}
        }
    }
    most_likely(&fit, &LEANS, f32::total_cmp)
}

/// The gap between the best building on offer and the cheapest, while two
/// or more are left (with one, there is nothing to bid for).
fn gap_of(display: &[u8]) -> Option<u32> {
    match display {
        [low, .., high] => Some((high - low) as u32),
        _ => None,
    }
}

/// Which building of a hand of `held` to sell (its rank, ascending) for the
/// `cheques` on offer: where the cheques stand among all cheques ($0M..$20M)
/// says which part of the hand to spend, so big cheques get big buildings.
fn sell_rank(held: usize, cheques: &[u8]) -> usize {
    sell_rank_leaning(held, cheques, 0.0)
}

/// [`sell_rank`] for a seat that leans `lean` (a share of the hand, from
/// -1 to 1) toward its better buildings.
fn sell_rank_leaning(held: usize, cheques: &[u8], lean: f32) -> usize {
    let mean = cheques.iter().map(|&c| c as f32).sum::<f32>() / cheques.len().max(1) as f32;
    let q = (mean / 20.0 + lean).clamp(0.0, 1.0);
    let i = ((held.max(1) - 1) as f32 * q).round() as usize;
    i.min(held.max(1) - 1)
}

/// The bid or pass of `seat`, seen from its `view`, if it bids up to
/// `share` of the gap ([`bid_total`]).
fn bid_by_rule(view: &View, seat: Seat, share: f64) -> Action {
    let me = &view.seats[seat];
    let left = auctions_left(view.rounds, view.round);
    bid_total(
        &view.display,
        left,
        me.chips,
        me.bid,
        view.highest_bid,
        share,
    )
    .map_or(Action::Pass, Action::Bid)
}

impl Bot<ForSale> for Greedy {
    fn choose(&mut self, turn: &Turn<'_, ForSale>) -> Action {
        let view = turn.view;
        let me = &view.seats[turn.seat];
        let action = match view.phase {
            Phase::Buying => bid_by_rule(view, turn.seat, GAP_SHARE),
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

/// The playout heuristic: [`Greedy`]'s rules of thumb, each seat bidding
/// up to its own share of the gap: `GAP_SHARE` for every seat, or with
/// `+read` ([`Playout::observe`]) each other seat's share as its bids and
/// passes so far this game show it ([`read_shares`]).
#[derive(Clone, Debug)]
pub struct Reading {
    shares: Vec<f64>,
    leans: Vec<f32>,
}

impl Default for Reading {
    fn default() -> Self {
        Reading {
            shares: vec![GAP_SHARE; ForSale::MAX_PLAYERS],
            leans: vec![0.0; ForSale::MAX_PLAYERS],
        }
    }
}

impl Reading {
    /// The share of the gap `seat` is expected to bid up to.
    pub fn share(&self, seat: Seat) -> f64 {
        self.shares.get(seat).copied().unwrap_or(GAP_SHARE)
    }

    /// How far `seat` is expected to lean toward its better buildings when
    /// it sells.
    pub fn lean(&self, seat: Seat) -> f32 {
        self.leans.get(seat).copied().unwrap_or(0.0)
    }
}

impl Playout<ForSale> for Reading {
    fn choose(
        &mut self,
        g: &ForSale,
        seat: Seat,
        legal: &[Action],
        _rng: &mut GameRng,
    ) -> Option<usize> {
        playout_with(g, seat, legal, self.share(seat), self.lean(seat))
    }

    fn observe(&mut self, observer: Seat, view: &View, log: &[Event]) {
        let players = view.players as usize;
        // Phase 2 has no bids left to expect, phase 1 no sales to read.
        if view.phase == Phase::Buying {
            self.shares = read_shares(log, players, view.rounds);
            self.leans = vec![0.0; players];
        } else {
            self.shares = vec![GAP_SHARE; players];
            self.leans = read_leans(log, players);
        }
        // The searching seat plays its own playout moves by the rule.
        if let Some(own) = self.shares.get_mut(observer) {
            *own = GAP_SHARE;
        }
        if let Some(own) = self.leans.get_mut(observer) {
            *own = 0.0;
        }
    }
}

/// [`Greedy`]'s choice in a sampled world, as an index into `legal`, for a
/// seat that bids up to `share` of the gap and leans `lean` toward its
/// better buildings when it sells (the rule: [`GAP_SHARE`] and 0). The
/// legal actions come in a known order (pass, then bids upwards; buildings
/// ascending), so the choice is found without a search.
fn playout_with(g: &ForSale, seat: Seat, legal: &[Action], share: f64, lean: f32) -> Option<usize> {
    match g.phase() {
        Phase::Buying => {
            let left = auctions_left(g.auctions(), g.round());
            match bid_total(
                g.display(),
                left,
                g.chips(seat),
                g.bid_of(seat),
                g.top_bid(),
                share,
            ) {
                // Pass first, then the lowest bid.
                Some(total) if legal.get(1) == Some(&Action::Bid(total)) => Some(1),
                Some(total) => legal.iter().position(|a| *a == Action::Bid(total)),
                None => Some(0),
            }
        }
        Phase::Selling => Some(sell_rank_leaning(g.holdings(seat).len(), g.display(), lean)),
        Phase::Over => None,
    }
}

#[cfg(test)]
#[path = "forsale_tests.rs"]
mod tests;

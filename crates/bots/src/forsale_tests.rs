//! For Sale's bots: the reading of the others (`+read`).

use urbs_engine::{Table, Viewer};

use super::*;
use crate::ask;

/// A bidder that bids up to `share` of the gap, and sells as [`Greedy`].
struct Bidder(f64);

impl Bot<ForSale> for Bidder {
    fn choose(&mut self, turn: &Turn<'_, ForSale>) -> Action {
        match turn.view.phase {
            Phase::Buying => bid_by_rule(turn.view, turn.seat, self.0),
            _ => Greedy.choose(turn),
        }
    }
}

/// A seller that leans `lean` toward its better buildings, and bids as
/// [`Greedy`].
struct Seller(f32);

impl Bot<ForSale> for Seller {
    fn choose(&mut self, turn: &Turn<'_, ForSale>) -> Action {
        let view = turn.view;
        let held = &view.seats[turn.seat].buildings;
        if view.phase != Phase::Selling || held.is_empty() {
            return Greedy.choose(turn);
        }
        Action::Sell(held[sell_rank_leaning(held.len(), &view.display, self.0)])
    }
}

/// Sellers that lean toward their better or their worse buildings are
/// read apart from those that sell by the rule.
#[test]
fn leaning_sellers_are_read_as_such() {
    let leans = [0.0, 0.3, -0.3, 0.0];
    let mut sum = [0.0f32; 4];
    let games = 30;
    for seed in 0..games {
        let mut table = Table::<ForSale>::new(4, &Default::default(), seed).unwrap();
        let mut bots: Vec<Seller> = leans.map(Seller).into();
        while let Some(seat) = table.to_act().seats().first() {
            let a = ask(&mut bots[seat], &table, seat);
            table.apply(seat, &a).unwrap();
        }
        for (s, k) in read_leans(table.log(), 4).iter().enumerate() {
            sum[s] += k / games as f32;
        }
    }
    assert!(sum[1] > 0.15, "{sum:?}");
    assert!(sum[2] < -0.15, "{sum:?}");
    for seat in [0, 3] {
        assert!(sum[seat].abs() < 0.1, "seat {seat}: {sum:?}");
    }
}

/// Plays 4-player games with bidders of `shares` through phase 1 and
/// returns, per seat, the mean share `read_shares` fits from the log
/// at phase 2's start, over `games` deals.
fn fitted(shares: [f64; 4], games: u64) -> Vec<f64> {
    let mut sum = vec![0.0; 4];
    for seed in 0..games {
        let mut table = Table::<ForSale>::new(4, &Default::default(), seed).unwrap();
        let mut bots: Vec<Bidder> = shares.iter().map(|&k| Bidder(k)).collect();
        let auctions = table.state().auctions();
        while table.state().phase() == Phase::Buying {
            let seat = table.to_act().seats().first().unwrap();
            let a = ask(&mut bots[seat], &table, seat);
            table.apply(seat, &a).unwrap();
        }
        for (s, k) in read_shares(table.log(), 4, auctions).iter().enumerate() {
            sum[s] += k / games as f64;
        }
    }
    sum
}

/// Seats that bid by the rule of thumb are read as bidding by it.
#[test]
fn greedy_bidders_are_read_as_greedy() {
    for (seat, k) in fitted([0.5; 4], 30).into_iter().enumerate() {
        assert!((k - GAP_SHARE).abs() < 0.1, "seat {seat}: {k}");
    }
}

/// A bold bidder (up to the whole gap) and a timid one (a quarter) are
/// read apart from each other and from the two greedy seats.
#[test]
fn bold_and_timid_bidders_are_read_as_such() {
    let k = fitted([1.0, 0.5, 0.25, 0.5], 30);
    // A bold seat shows its share only where the others push the bid
    // past half the gap, so the fit moves only part of the way.
    assert!(
        k[0] > 0.6 && k[0] > k[1] + 0.1 && k[0] > k[3] + 0.1,
        "bold: {k:?}"
    );
    assert!(k[2] < 0.35, "timid: {k:?}");
    for seat in [1, 3] {
        assert!(
            (k[seat] - GAP_SHARE).abs() < 0.1,
            "greedy seat {seat}: {k:?}"
        );
    }
}

/// `+read` is wired to the search: after three bold seats have bid for
/// a few auctions, the same search with and without it weighs seat 0's
/// choices differently (without the call to `observe`, or with a fit
/// that ignored the log, the two would be the same to the last visit).
#[test]
fn reading_the_others_changes_the_search() {
    let mut table = Table::<ForSale>::new(4, &Default::default(), 11).unwrap();
    let mut bots: Vec<Bidder> = [0.5, 1.0, 1.0, 1.0].map(Bidder).into();
    let mut seat0_turns = 0;
    loop {
        let seat = table.to_act().seats().first().unwrap();
        if seat == 0 && table.legal_actions(0).len() > 1 {
            seat0_turns += 1;
            if seat0_turns > 4 {
                break;
            }
        }
        let a = ask(&mut bots[seat], &table, seat);
        table.apply(seat, &a).unwrap();
    }
    assert_eq!(table.state().phase(), Phase::Buying);
    let visits = |spec: &str| {
        let config: crate::ismcts::IsmctsConfig = spec.parse().unwrap();
        let mut bot = crate::search_bot::<ForSale>(config, 3);
        let view = table.view(Viewer::Seat(0));
        let legal = table.legal_actions(0);
        let analysis = bot.analyze(&Turn {
            seat: 0,
            view: &view,
            log: table.log(),
            legal: &legal,
        });
        analysis
            .actions
            .iter()
            .map(|a| (a.action, a.visits))
            .collect::<Vec<_>>()
    };
    assert_ne!(visits("ismcts:400"), visits("ismcts+read:400"));
    assert_eq!(visits("ismcts:400"), visits("ismcts:400"));
}

/// Before anyone has bid, every seat is expected to bid by the rule;
/// the observer's own playout moves always are.
#[test]
fn reading_starts_from_the_rule_and_keeps_the_observer_on_it() {
    assert_eq!(read_shares(&[], 4, 7), vec![GAP_SHARE; 4]);
    let mut table = Table::<ForSale>::new(4, &Default::default(), 3).unwrap();
    let mut bots: Vec<Bidder> = [1.0, 1.0, 1.0, 1.0].map(Bidder).into();
    for _ in 0..40 {
        let seat = table.to_act().seats().first().unwrap();
        if table.state().phase() != Phase::Buying {
            break;
        }
        let a = ask(&mut bots[seat], &table, seat);
        table.apply(seat, &a).unwrap();
    }
    let mut reading = Reading::default();
    reading.observe(2, &table.view(Viewer::Seat(2)), table.log());
    assert_eq!(reading.share(2), GAP_SHARE);
    for seat in [0, 1, 3] {
        assert!(
            reading.share(seat) > 0.6,
            "seat {seat}: {}",
            reading.share(seat)
        );
    }
}

//! For Sale as an engine [`Game`]: the contract's entry points, each handing
//! on to the rules (`state.rs`), the view, the sampler and the drawing.

use arrayvec::ArrayVec;
use urbs_engine::rand::RngExt;
use urbs_engine::rand::seq::SliceRandom;
use urbs_engine::{Game, GameRng, Outcome, RuleError, Seat, SeatSet, SetupError, ToAct, Viewer};

use crate::action::{Action, Event};
use crate::state::{
    BUILDINGS, Buildings, CHEQUES, Cards, ForSale, MAX_PLAYERS, Options, Phase, START_CHIPS,
};
use crate::view::View;

impl Game for ForSale {
    const ID: &'static str = "forsale";
    const NAME: &'static str = "For Sale";
    const MIN_PLAYERS: usize = 3;
    const MAX_PLAYERS: usize = MAX_PLAYERS;
    const SUMMARY: &'static str = "\
Phase 1, buying: each auction shows one building per player (values 1-20). On your turn
bid more chips than the highest bid, or pass: passing takes the cheapest building on
offer and gives back half your bid (rounded up). The last player in pays the whole bid
for the best building and opens the next auction.
Phase 2, selling: each round shows one cheque per player. Everyone secretly picks a
building to sell; the highest building takes the highest cheque, and so on down.
Score: cheques plus unspent chips ($1M each). Most money wins; ties go to most chips.";

    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn draw_view(view: &View, words: &dyn urbs_engine::text::Words) -> String {
        view.draw(words)
    }

    /// FS-1, FS-2, FS-V1.
    fn new(players: usize, options: &Options, seed: u64) -> Result<Self, SetupError> {
        urbs_engine::check_players::<Self>(players)?;
        let mut rng = urbs_engine::rng_from_seed(seed);
        let mut building_deck: Cards = BUILDINGS.collect();
        let mut cheque_deck: Cards = CHEQUES.into_iter().collect();
        building_deck.shuffle(&mut rng);
        cheque_deck.shuffle(&mut rng);
        let used = Self::cards_used(players, options.variant);
        let removed_buildings: Cards = building_deck.drain(used..).collect();
        let removed_cheques: Cards = cheque_deck.drain(used..).collect();
        let opener = rng.random_range(0..players);
        let mut game = ForSale {
            players: players as u8,
            variant: options.variant,
            phase: Phase::Buying,
            round: 0,
            building_deck,
            cheque_deck,
            removed_buildings,
            removed_cheques,
            display: ArrayVec::new(),
            chips: [0; MAX_PLAYERS],
            bids: [0; MAX_PLAYERS],
            bank: 0,
            in_auction: SeatSet::EMPTY,
            bidder: 0,
            passed_any: false,
            holdings: [Buildings::default(); MAX_PLAYERS],
            cheques: Default::default(),
            choosing: SeatSet::EMPTY,
            choices: [0; MAX_PLAYERS],
            sold: Cards::new(),
        };
        for c in &mut game.chips[..players] {
            *c = START_CHIPS;
        }
        game.open_auction(opener, &mut Vec::new());
        Ok(game)
    }

    fn players(&self) -> usize {
        self.players as usize
    }

    /// The first auction's buildings and opener (FS-2).
    fn setup_events(&self) -> Vec<Event> {
        vec![Event::AuctionOpened {
            round: self.round,
            buildings: self.display.clone(),
            opener: self.bidder as Seat,
        }]
    }

    fn options(&self) -> Options {
        Options {
            variant: self.variant,
        }
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Buying => ToAct::Seat(self.bidder as Seat),
            Phase::Selling => ToAct::Simultaneous(self.choosing),
            Phase::Over => ToAct::Over,
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        match self.phase {
            Phase::Buying if seat == self.bidder as Seat => {
                out.push(Action::Pass);
                let can = self.chips[seat] + self.bids[seat];
                // A half-open range knows its length: one reservation, no
                // check per bid.
                let low = self.highest_bid() + 1;
                out.extend((low..can.max(low - 1) + 1).map(Action::Bid));
            }
            Phase::Selling if self.choosing.contains(seat) => {
                out.extend(self.holdings[seat].iter().map(Action::Sell));
            }
            _ => {}
        }
    }

    fn apply(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let asked = match self.phase {
            Phase::Buying => seat == self.bidder as Seat,
            Phase::Selling => self.choosing.contains(seat),
            Phase::Over => false,
        };
        if seat >= self.players as usize || !asked {
            return Err(RuleError::not_your_turn(seat));
        }
        match (self.phase, *action) {
            (Phase::Buying, Action::Bid(total)) => self.bid(seat, total, events)?,
            (Phase::Buying, Action::Pass) => self.pass(seat, events),
            (Phase::Buying, Action::Sell(_)) => {
                return Err(RuleError::new("FS-3", "phase 1 is an auction: bid or pass"));
            }
            (Phase::Selling, Action::Sell(b)) => {
                if !self.holdings[seat].contains(b) {
                    return Err(RuleError::new(
                        "FS-6",
                        format!("you do not hold building {b}"),
                    ));
                }
                self.sell(seat, b, events)
            }
            (Phase::Selling, _) => {
                return Err(RuleError::new(
                    "FS-6",
                    "phase 2 is a sale: choose a building to sell",
                ));
            }
            (Phase::Over, _) => unreachable!("nobody acts after the end"),
        }
        Ok(())
    }

    fn view(&self, viewer: Viewer) -> View {
        View::of(self, viewer)
    }

    /// FS-7: cheques plus chips; ties go to the most chips, then are shared.
    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| {
            let n = self.players as usize;
            let scores: Vec<i64> = (0..n).map(|s| self.score(s)).collect();
            Outcome::ranked(scores.clone(), |s| (scores[s], self.chips[s]))
        })
    }

    fn sample(view: &View, _log: &[Event], rng: &mut GameRng) -> Self {
        view.sample(rng)
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.conservation()
    }

    /// A snapshot from a file: every index in range before the
    /// conservation laws are counted (a crafted file must not panic).
    fn check_position(&self) -> Result<(), String> {
        let n = self.players as usize;
        if !(Self::MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return Err(format!("{n} players; For Sale has 3 to 5"));
        }
        if self.variant && n < 4 {
            return Err("the variant (FS-V1) is for 4 or 5 players".into());
        }
        let in_range = |set: SeatSet| set.iter().all(|s| s < n);
        if !in_range(self.in_auction) || !in_range(self.choosing) {
            return Err(format!("a seat beyond the {n} players is in play"));
        }
        for s in n..MAX_PLAYERS {
            if self.chips[s] != 0
                || self.bids[s] != 0
                || !self.holdings[s].is_empty()
                || !self.cheques[s].is_empty()
                || self.choices[s] != 0
            {
                return Err(format!("seat {s} holds something in a game of {n}"));
            }
        }
        if self.display.len() > n {
            return Err(format!(
                "{} cards face up for {n} players",
                self.display.len()
            ));
        }
        // Rounds are counted in a byte: a game has at most 20 auctions or
        // sales (one of 20 cards a player each time).
        if self.round > 20 {
            return Err(format!("round {}: a game has at most 20", self.round));
        }
        for s in 0..n {
            let c = self.choices[s];
            if c != 0 && !BUILDINGS.contains(&c) {
                return Err(format!("seat {s} chose building {c}, which does not exist"));
            }
            if self.chips[s] > START_CHIPS || self.bids[s] > START_CHIPS {
                return Err(format!("seat {s} has more chips than a player starts with"));
            }
        }
        match self.phase {
            Phase::Buying => {
                let bidder = self.bidder as usize;
                if bidder >= n || !self.in_auction.contains(bidder) {
                    return Err(format!("seat {bidder} is to bid but is not in the auction"));
                }
                if self.in_auction.is_empty() {
                    return Err("an auction with nobody in it".into());
                }
            }
            Phase::Selling if self.choosing.is_empty() => {
                return Err("a sale with nobody left to choose".into());
            }
            Phase::Selling => {
                for s in self.choosing.iter() {
                    if self.holdings[s].is_empty() {
                        return Err(format!("seat {s} must choose a building but holds none"));
                    }
                }
            }
            Phase::Over => {}
        }
        self.conservation()
    }

    /// FS-8: what `viewer` cannot see, for the leak audit.
    fn hidden_fingerprint(&self, viewer: Viewer) -> Option<Vec<u64>> {
        Some(crate::view::hidden_fingerprint(self, viewer))
    }
}

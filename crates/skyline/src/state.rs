//! The state of a game of Skyline and its rules (SK-1 .. SK-12).

use serde::{Deserialize, Serialize};
use urbs_engine::rand::RngExt;
use urbs_engine::{Game, GameRng, Outcome, Printing, RuleError, Seat, SetupError, ToAct, Viewer};

use crate::action::{Action, Event};
use crate::cards::{BuildingId, Hand, MoneyCard, MoneyCards};
use crate::data::{
    BUILDINGS, BuildingType, COPIES, COPIES_TWO_PLAYERS, Currency, DISPLAY, NEUTRAL_DRAW, SLOTS,
    STARTING_CAPITAL, Scoring,
};
use crate::deck::Cards;
use crate::payments::yard_payments;
use crate::rules::{push_takes, shuffle};
use crate::view::View;

pub const MAX_PLAYERS: usize = 6;
/// Index of the neutral player (SK-12) in arrays over owners of buildings.
pub(crate) const NEUTRAL: usize = MAX_PLAYERS;
pub(crate) const OWNERS: usize = MAX_PLAYERS + 1;

/// Game options.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// SK-13: show every hand to everyone (for teaching and analysis).
    pub open_hands: bool,
    /// A user's printing as deck-file text (SK-P9): building prices and the
    /// reference card; `None` plays the default. The text travels with the
    /// options, so replays stay self-contained.
    pub deck: Option<String>,
}

/// A card of the money deck: money, or scoring card A or B (SK-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum DeckCard {
    Money(MoneyCard),
    Scoring(Scoring),
}

/// A game of Skyline.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Skyline {
    pub(crate) players: u8,
    pub(crate) open_hands: bool,
    pub(crate) over: bool,
    /// Whose turn it is.
    pub(crate) active: u8,
    /// Actions taken in this turn so far (SK-4: at most 5).
    pub(crate) actions: u8,
    /// Face down; the top card is the last.
    pub(crate) building_deck: Vec<BuildingId>,
    /// The construction yard; slot k (index k - 1) is paid in currency k.
    pub(crate) yard: [Option<BuildingId>; SLOTS],
    /// Buildings owned, as bits over building ids; index [`NEUTRAL`] is the
    /// neutral player's.
    pub(crate) owned: [u64; OWNERS],
    /// Face down; the top card is the last.
    pub(crate) money_deck: Vec<DeckCard>,
    /// Payments, face up, in the order paid.
    pub(crate) discard: Vec<MoneyCard>,
    /// The face-up money display.
    pub(crate) display: MoneyCards,
    pub(crate) hands: [Hand; MAX_PLAYERS],
    pub(crate) scores: [i32; OWNERS],
    /// Scorings A and B done.
    pub(crate) scored: [bool; 2],
    /// For reshuffles of the discard pile (SK-7).
    pub(crate) rng: GameRng,
    /// The printing: building prices and the reference card (SK-P9).
    pub(crate) cards: Cards,
}

/// SK-1: the money deck is split into five piles as equal as possible
/// (earlier piles take the extra cards); scoring A goes into pile 2 and B into
/// pile 4. Returns, for A and for B, the range of positions (0 = top) it may
/// take in the stacked deck of `money` money cards plus the two scoring cards.
pub(crate) fn scoring_positions(money: usize) -> [(usize, usize); 2] {
    let pile = |i: usize| money / 5 + usize::from(i < money % 5);
    let a_low = pile(0);
    let a_high = a_low + pile(1);
    let b_low = a_high + 1 + pile(2);
    let b_high = b_low + pile(3);
    [(a_low, a_high), (b_low, b_high)]
}

/// SK-2: fewest cards, then lowest total, then a random one of those tied.
pub(crate) fn start_player(hands: &[Hand], rng: &mut GameRng) -> usize {
    let key = |h: &Hand| (h.len(), h.grand_total());
    let best = hands.iter().map(key).min().expect("a game has players");
    let mut tied = (0..hands.len()).filter(|&s| key(&hands[s]) == best);
    let pick = rng.random_range(0..tied.clone().count());
    tied.nth(pick).expect("in range")
}

impl Skyline {
    pub fn is_over(&self) -> bool {
        self.over
    }

    pub(crate) fn two_players(&self) -> bool {
        self.players == 2
    }

    /// Copies of each money card in this game (SK-12).
    pub(crate) fn copies(players: usize) -> u8 {
        if players == 2 {
            COPIES_TWO_PLAYERS
        } else {
            COPIES
        }
    }

    /// Owners of buildings who rank in scorings: the seats, and the neutral
    /// player with two players (SK-12).
    pub(crate) fn owners(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.players as usize).chain(self.two_players().then_some(NEUTRAL))
    }

    /// How many buildings of `kind` `owner` has.
    pub fn count(&self, owner: usize, kind: BuildingType) -> u8 {
        // A type's ids are consecutive, at most eleven of them: their bits,
        // shifted down, index a table of bit counts (no popcount
        // instruction on every machine).
        const BITS: [u8; 2048] = {
            let mut bits = [0; 2048];
            let mut i = 1;
            while i < 2048 {
                bits[i] = bits[i / 2] + (i & 1) as u8;
                i += 1;
            }
            bits
        };
        let mask = kind.mask();
        let field = (self.owned[owner] & mask) >> mask.trailing_zeros();
        debug_assert!(field < 2048);
        BITS[field as usize & 2047]
    }

    /// SK-4: whether `seat` could pay for any building in the yard.
    fn can_buy(&self, seat: Seat) -> bool {
        (0..SLOTS).any(|i| {
            self.yard[i].is_some_and(|id| {
                self.hands[seat].total(Currency::of_slot(i)) >= self.cards.price(id) as u32
            })
        })
    }

    /// SK-3: the takes allowed from the display, each set of cards once.
    #[inline(always)]
    fn push_takes(&self, out: &mut Vec<Action>) {
        push_takes(self.display, out);
    }

    /// SK-4, SK-5, SK-12: every minimal payment for every building.
    #[inline(always)]
    fn push_buys(&self, seat: Seat, out: &mut Vec<Action>) {
        // An empty slot asks more than any hand holds (no branch on the
        // slots: the stand-in id's price is the most).
        let mut prices = [u8::MAX; SLOTS];
        for (price, slot) in prices.iter_mut().zip(&self.yard) {
            *price = self.cards.price(slot.unwrap_or(BuildingId::NONE));
        }
        let two = self.two_players();
        yard_payments(&self.hands[seat], prices, |i, pay| {
            let slot = i as u8 + 1;
            out.push(Action::Buy {
                slot,
                pay,
                to_neutral: false,
            });
            if two {
                out.push(Action::Buy {
                    slot,
                    pay,
                    to_neutral: true,
                });
            }
        });
    }

    /// Every card in exactly one place.
    fn conservation(&self) -> Result<(), String> {
        let n = self.players as usize;
        // Money.
        let mut counts = [0u8; MoneyCard::KINDS];
        let mut scoring_in_deck = [0u8; 2];
        let mut add = |c: MoneyCard, k: u8| counts[c.index()] += k;
        for hand in &self.hands[..n] {
            for i in 0..MoneyCard::KINDS {
                let c = MoneyCard::from_index(i);
                add(c, hand.count(c));
            }
        }
        if self.hands[n..].iter().any(|h| !h.is_empty()) {
            return Err("an empty seat holds money".into());
        }
        for c in self.display.iter().chain(self.discard.iter().copied()) {
            add(c, 1);
        }
        for card in &self.money_deck {
            match card {
                DeckCard::Money(c) => add(*c, 1),
                DeckCard::Scoring(Scoring::A) => scoring_in_deck[0] += 1,
                DeckCard::Scoring(Scoring::B) => scoring_in_deck[1] += 1,
                DeckCard::Scoring(Scoring::C) => return Err("scoring C is no card".into()),
            }
        }
        let copies = Skyline::copies(n);
        if let Some(i) = counts.iter().position(|&k| k != copies) {
            return Err(format!(
                "{} copies of {} instead of {copies}",
                counts[i],
                MoneyCard::from_index(i)
            ));
        }
        for (k, (&in_deck, &scored)) in scoring_in_deck.iter().zip(&self.scored).enumerate() {
            if in_deck != u8::from(!scored) {
                return Err(format!("scoring card {} is misplaced", ["A", "B"][k]));
            }
        }
        // Buildings.
        let mut seen = 0u64;
        let mut total = 0;
        let mut place = |bits: u64| -> Result<(), String> {
            if seen & bits != 0 {
                return Err("a building is in two places".into());
            }
            seen |= bits;
            total += bits.count_ones();
            Ok(())
        };
        for id in self.building_deck.iter().chain(self.yard.iter().flatten()) {
            place(id.bit())?;
        }
        for (o, &bits) in self.owned.iter().enumerate() {
            let may_own = o < n || (o == NEUTRAL && self.two_players());
            if !may_own && bits != 0 {
                return Err(format!("owner {o} should own nothing"));
            }
            place(bits)?;
        }
        if total as usize != BUILDINGS || seen != (1u64 << BUILDINGS) - 1 {
            return Err(format!("{total} buildings instead of {BUILDINGS}"));
        }
        // The table at the start of a turn (SK-7, SK-11).
        if !self.over && self.actions == 0 {
            if self.yard.iter().any(Option::is_none) {
                return Err("an empty slot at the start of a turn".into());
            }
            let exhausted = self.money_deck.is_empty() && self.discard.is_empty();
            if self.display.len() != DISPLAY && !exhausted {
                return Err("the money display is short but money is left".into());
            }
        }
        if self.actions > 5 {
            return Err("more than five actions in a turn".into());
        }
        Ok(())
    }
}

impl Game for Skyline {
    const ID: &'static str = "skyline";
    const NAME: &'static str = "Skyline";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = MAX_PLAYERS;
    const SUMMARY: &'static str = "\
Money comes in four currencies (blue, green, orange, yellow), values 1-9. The
construction yard has four slots, each paid in its own currency. On your turn either
take money from the display (one card, or several totalling 5 or less) or buy a
building from the yard, paying at least its price in that slot's currency, without
change. Pay the exact price and you act again. Scorings A and B (hidden in the money
deck) and C (at the end) pay the players with the most buildings of each type; ties
share. The game ends when the yard cannot be refilled. Most points wins.";

    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = View;

    fn draw_view(view: &View, words: &dyn urbs_engine::text::Words) -> String {
        view.draw(words)
    }

    /// SK-1, SK-2, SK-12.
    fn new(players: usize, options: &Options, seed: u64) -> Result<Self, SetupError> {
        urbs_engine::check_players::<Self>(players)?;
        let cards = Cards::load(options.deck.as_deref())?;
        let mut rng = urbs_engine::rng_from_seed(seed);
        let mut building_deck: Vec<BuildingId> = (0..BUILDINGS as u8).map(BuildingId).collect();
        shuffle(&mut building_deck, &mut rng);
        let mut owned = [0; OWNERS];
        if players == 2 {
            for _ in 0..NEUTRAL_DRAW {
                owned[NEUTRAL] |= building_deck.pop().expect("54 buildings").bit();
            }
        }
        let mut yard = [None; SLOTS];
        for slot in &mut yard {
            *slot = building_deck.pop();
        }

        let copies = Skyline::copies(players) as usize;
        let mut money_deck: Vec<DeckCard> = Vec::with_capacity(MoneyCard::KINDS * copies + 2);
        for i in 0..MoneyCard::KINDS {
            let card = DeckCard::Money(MoneyCard::from_index(i));
            money_deck.extend(std::iter::repeat_n(card, copies));
        }
        shuffle(&mut money_deck, &mut rng);
        let mut draw = || match money_deck.pop() {
            Some(DeckCard::Money(c)) => c,
            _ => unreachable!("only money in the deck before the scoring cards"),
        };
        let mut hands = [Hand::default(); MAX_PLAYERS];
        for hand in &mut hands[..players] {
            while hand.grand_total() < STARTING_CAPITAL {
                hand.add(draw());
            }
        }
        let mut display = MoneyCards::default();
        for _ in 0..DISPLAY {
            display.insert(draw());
        }
        // SK-1: the rest in five piles, A in pile 2 and B in pile 4, pile 1 on
        // top. Position p from the top is index len - p (the top is last).
        let money = money_deck.len();
        let [(a_low, a_high), (b_low, b_high)] = scoring_positions(money);
        let a = rng.random_range(a_low..=a_high);
        money_deck.insert(money - a, DeckCard::Scoring(Scoring::A));
        let b = rng.random_range(b_low..=b_high);
        money_deck.insert(money + 1 - b, DeckCard::Scoring(Scoring::B));
        let active = start_player(&hands[..players], &mut rng) as u8;
        Ok(Skyline {
            players: players as u8,
            open_hands: options.open_hands,
            over: false,
            active,
            actions: 0,
            building_deck,
            yard,
            owned,
            money_deck,
            discard: Vec::with_capacity(MoneyCard::KINDS * copies),
            display,
            hands,
            scores: [0; OWNERS],
            scored: [false; 2],
            rng,
            cards,
        })
    }

    fn players(&self) -> usize {
        self.players as usize
    }

    /// SK-1, SK-2, SK-13, SK-P6: the setup in the open, in its order. Valid right
    /// after [`Game::new`], when the engine asks for it.
    fn setup_events(&self) -> Vec<Event> {
        let mut events = Vec::new();
        if self.two_players() {
            events.push(Event::NeutralTook {
                buildings: crate::cards::buildings_of(&self.cards, self.owned[NEUTRAL]).collect(),
            });
        }
        events.push(Event::YardRefilled {
            buildings: self.yard.map(|s| s.map(|id| self.cards.building(id))),
        });
        for seat in 0..self.players as usize {
            events.push(Event::Dealt {
                seat,
                cards: self.hands[seat].cards().into_iter().collect(),
            });
        }
        events.push(Event::MoneyRevealed {
            cards: self.display,
        });
        events.push(Event::Starts {
            seat: self.active as Seat,
        });
        events
    }

    fn options(&self) -> Options {
        Options {
            open_hands: self.open_hands,
            deck: self.cards.source().map(str::to_string),
        }
    }

    fn to_act(&self) -> ToAct {
        if self.over {
            ToAct::Over
        } else {
            ToAct::Seat(self.active as Seat)
        }
    }

    // Inlined into every caller: random playouts and search bots call these
    // two in their innermost loops, and the call alone costs about 7%.
    #[inline(always)]
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        if self.over || seat != self.active as Seat {
            return;
        }
        let start = out.len();
        self.push_takes(out);
        self.push_buys(seat, out);
        // SK-6: only when nothing else is possible.
        if out.len() == start {
            out.push(Action::Pass);
        }
    }

    #[inline(always)]
    fn apply(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.over || seat != self.active as Seat {
            return Err(RuleError::not_your_turn(seat));
        }
        match *action {
            Action::Take(cards) => {
                let rest = self.check_take(cards)?;
                self.take(seat, cards, rest, events);
            }
            Action::Buy {
                slot,
                pay,
                to_neutral,
            } => {
                let total = self.check_buy(seat, slot, pay, to_neutral)?;
                self.buy(seat, (slot, pay, total), to_neutral, events);
            }
            Action::Pass => {
                if !self.display.is_empty() || self.can_buy(seat) {
                    return Err(RuleError::new(
                        "SK-6",
                        "you may pass only when you can neither take money nor buy",
                    ));
                }
                events.push(Event::Passed { seat });
                self.end_turn(events);
            }
        }
        Ok(())
    }

    fn view(&self, viewer: Viewer) -> View {
        View::of(self, viewer)
    }

    /// SK-10: highest points wins; ties share. SK-P3: the neutral player is
    /// not a seat and wins nothing.
    fn outcome(&self) -> Option<Outcome> {
        self.over.then(|| {
            let n = self.players as usize;
            let scores: Vec<i64> = self.scores[..n].iter().map(|&s| s as i64).collect();
            Outcome::ranked(scores.clone(), |s| scores[s])
        })
    }

    fn sample(view: &View, log: &[Event], rng: &mut GameRng) -> Self {
        crate::sample::sample(view, log, rng)
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.conservation()
    }

    /// SK-7: the discard pile is reshuffled with the game's generator.
    fn draws(&self) -> u128 {
        self.rng.get_word_pos()
    }

    fn hidden_fingerprint(&self, viewer: Viewer) -> Option<Vec<u64>> {
        Some(crate::view::hidden_fingerprint(self, viewer))
    }

    /// The bounds a crafted position could break (the player count, whose
    /// turn it is, building ids), then the conservation laws.
    fn check_position(&self) -> Result<(), String> {
        let n = self.players as usize;
        if !(Self::MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return Err(format!(
                "{n} players; Skyline is for {} to {MAX_PLAYERS}",
                Self::MIN_PLAYERS
            ));
        }
        if self.active >= self.players {
            return Err(format!(
                "seat {} is to act but there are {n} players",
                self.active
            ));
        }
        if let Some(s) = (0..n).find(|&s| !self.hands[s].totals_agree()) {
            return Err(format!("seat {s}'s money totals do not match its cards"));
        }
        let ids = self.building_deck.iter().chain(self.yard.iter().flatten());
        if let Some(id) = ids.into_iter().find(|id| id.0 as usize >= BUILDINGS) {
            return Err(format!("building {} is not one of the {BUILDINGS}", id.0));
        }
        self.conservation()
    }
}

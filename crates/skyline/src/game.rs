//! Skyline as an engine [`Game`]: the contract's entry points, each handing
//! on to the setup (`state.rs`), the turn (`turn.rs`), the view, the sampler
//! and the drawing.

use urbs_engine::rand::RngExt;
use urbs_engine::{Game, GameRng, Outcome, Printing, RuleError, Seat, SetupError, ToAct, Viewer};

use crate::action::{Action, Event, MAX_PLAYERS};
use crate::cards::{BuildingId, MoneyCard, MoneyCards};
use crate::data::{BUILDINGS, DISPLAY, NEUTRAL_DRAW, SLOTS, STARTING_CAPITAL, Scoring};
use crate::deck::Cards;
use crate::hand::Hand;
use crate::rules::shuffle;
use crate::state::{DeckCard, NEUTRAL, OWNERS, Options, Skyline, scoring_positions, start_player};
use crate::view::View;

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
                buildings: crate::deck::buildings_of(&self.cards, self.owned[NEUTRAL]).collect(),
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

//! The bot contract: a bot is handed one player's view, never the state.

use std::any::Any;

use serde_json::Value;
use urbs_engine::rand::RngExt;
use urbs_engine::{ActionChoice, DynTable, Game, GameRng, Seat, Table, Viewer, rng_from_seed};

/// Everything a bot may know when it must act: its seat, its view, the public
/// log and its legal actions. Nothing here reveals another seat's hidden cards,
/// so a bot cannot cheat: there is no way to reach the real state through it.
pub struct Turn<'a, G: Game> {
    pub seat: Seat,
    pub view: &'a G::View,
    pub log: &'a [G::Event],
    pub legal: &'a [G::Action],
}

/// A player that is a program.
pub trait Bot<G: Game>: Send {
    /// Picks one of `turn.legal` (never empty).
    fn choose(&mut self, turn: &Turn<'_, G>) -> G::Action;

    /// Picks one of `legal` (never empty) for `seat` without a view, if
    /// this bot decides on its legal actions alone (a random player), so
    /// that no view is built for it; `None` (the default): show me the
    /// turn.
    fn choose_blind(&mut self, _seat: Seat, _legal: &[G::Action]) -> Option<G::Action> {
        None
    }

    /// Bytes this bot keeps from one move to the next (a search tree kept
    /// for reuse); 0 for a bot that keeps nothing.
    fn kept_bytes(&self) -> usize {
        0
    }

    /// Gives back what [`Bot::kept_bytes`] counts; the bot plays on, and
    /// grows it again when it next thinks.
    fn release(&mut self) {}

    /// Holds what it keeps within `bytes` from its next move on, while it
    /// thinks too: a search stops growing there and decides in its time
    /// with what it has (`usize::MAX`, as made: no limit). Deterministic
    /// for a seed, a limit and what it kept.
    fn limit_memory(&mut self, _bytes: usize) {}
}

/// Uniformly random legal actions.
pub struct RandomBot {
    rng: GameRng,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: rng_from_seed(seed),
        }
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn choose(&mut self, turn: &Turn<'_, G>) -> G::Action {
        turn.legal[self.rng.random_range(0..turn.legal.len())].clone()
    }

    fn choose_blind(&mut self, _seat: Seat, legal: &[G::Action]) -> Option<G::Action> {
        Some(legal[self.rng.random_range(0..legal.len())].clone())
    }
}

/// Asks `bot` for `seat`'s action at `table`: builds the seat's view and
/// legal actions, and nothing else, and hands them over.
pub fn ask<G: Game>(bot: &mut dyn Bot<G>, table: &Table<G>, seat: Seat) -> G::Action {
    let mut legal = Vec::new();
    ask_with(bot, table, seat, &mut legal)
}

/// [`ask`] with a buffer for the legal actions, reused from call to call;
/// a bot that decides without a view ([`Bot::choose_blind`]) gets none.
pub fn ask_with<G: Game>(
    bot: &mut dyn Bot<G>,
    table: &Table<G>,
    seat: Seat,
    legal: &mut Vec<G::Action>,
) -> G::Action {
    decide(bot, table.state(), table.log(), seat, legal)
}

/// `seat`'s action in `state` (the referee's, never shown to the bot) with
/// the public `log`: the legal actions into `legal`, then the bot's choice
/// from them alone or from the seat's view.
pub(crate) fn decide<G: Game>(
    bot: &mut dyn Bot<G>,
    state: &G,
    log: &[G::Event],
    seat: Seat,
    legal: &mut Vec<G::Action>,
) -> G::Action {
    legal.clear();
    state.legal_actions(seat, legal);
    if let Some(action) = bot.choose_blind(seat, legal) {
        return action;
    }
    let view = state.view(Viewer::Seat(seat));
    bot.choose(&Turn {
        seat,
        view: &view,
        log,
        legal,
    })
}

/// A seat's turn taken away from the table: its view, the public log and its
/// legal actions, owned, so that a bot can think on it on another thread
/// while the table goes on (a server holds no lock meanwhile). Built by
/// [`DynBot::turn`]; only the bot that built it can read it.
pub struct DynTurn {
    seat: Seat,
    /// Actions in the table's record when the turn was taken.
    moves: usize,
    inner: Box<dyn Any + Send>,
}

impl DynTurn {
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// How many actions the table had recorded when the turn was taken: a
    /// choice made on it is stale once the table has moved on.
    pub fn moves(&self) -> usize {
        self.moves
    }
}

/// What a typed bot keeps of a turn.
struct OwnedTurn<G: Game> {
    view: G::View,
    log: Vec<G::Event>,
    legal: Vec<G::Action>,
}

/// A bot for a table whose game is only known at run time.
pub trait DynBot: Send {
    /// `seat`'s turn at `table`, taken away to think on, or `None` if the
    /// table is not of this bot's game or the seat need not act. Cheap: it
    /// copies the seat's view, the public log and the legal actions.
    fn turn(&self, table: &dyn DynTable, seat: Seat) -> Option<DynTurn>;

    /// The action to take on `turn` (where the thinking happens), or `None`
    /// for a turn another kind of bot built.
    fn decide(&mut self, turn: &DynTurn) -> Option<ActionChoice>;

    /// The action `seat` takes at `table`, or `None` if the table is not of
    /// this bot's game or the seat need not act.
    fn choose(&mut self, table: &dyn DynTable, seat: Seat) -> Option<ActionChoice> {
        let turn = self.turn(table, seat)?;
        self.decide(&turn)
    }

    /// Bytes kept from one move to the next ([`Bot::kept_bytes`]).
    fn kept_bytes(&self) -> usize {
        0
    }

    /// Gives back what it keeps from move to move ([`Bot::release`]).
    fn release(&mut self) {}

    /// Holds what it keeps within `bytes`, while it thinks too
    /// ([`Bot::limit_memory`]).
    fn limit_memory(&mut self, _bytes: usize) {}
}

struct Erased<G: Game>(Box<dyn Bot<G>>);

impl<G: Game> DynBot for Erased<G> {
    fn turn(&self, table: &dyn DynTable, seat: Seat) -> Option<DynTurn> {
        let table = table.as_any().downcast_ref::<Table<G>>()?;
        if !table.to_act().includes(seat) {
            return None;
        }
        let owned = OwnedTurn::<G> {
            view: table.view(Viewer::Seat(seat)),
            log: table.log().to_vec(),
            legal: table.legal_actions(seat),
        };
        Some(DynTurn {
            seat,
            moves: table.record().len(),
            inner: Box::new(owned),
        })
    }

    fn decide(&mut self, turn: &DynTurn) -> Option<ActionChoice> {
        let owned = turn.inner.downcast_ref::<OwnedTurn<G>>()?;
        let action = self.0.choose(&Turn {
            seat: turn.seat,
            view: &owned.view,
            log: &owned.log,
            legal: &owned.legal,
        });
        Some(ActionChoice {
            text: action.to_string(),
            json: serde_json::to_value(&action).unwrap_or(Value::Null),
        })
    }

    fn choose(&mut self, table: &dyn DynTable, seat: Seat) -> Option<ActionChoice> {
        // At the table itself nothing needs copying.
        let table = table.as_any().downcast_ref::<Table<G>>()?;
        if !table.to_act().includes(seat) {
            return None;
        }
        let action = ask(self.0.as_mut(), table, seat);
        Some(ActionChoice {
            text: action.to_string(),
            json: serde_json::to_value(&action).unwrap_or(Value::Null),
        })
    }

    fn kept_bytes(&self) -> usize {
        self.0.kept_bytes()
    }

    fn release(&mut self) {
        self.0.release()
    }

    fn limit_memory(&mut self, bytes: usize) {
        self.0.limit_memory(bytes)
    }
}

/// Wraps a typed bot for use on a [`DynTable`].
pub fn erase<G: Game>(bot: Box<dyn Bot<G>>) -> Box<dyn DynBot> {
    Box::new(Erased(bot))
}

//! A game in progress: the state, the record of actions and the public log.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::edition::{Edition, first_edition};
use crate::game::{Game, GameRng, Outcome, RuleError, SetupError, check_players};
use crate::seat::{Seat, ToAct, Viewer};
use crate::undo::{Before, Mark, UndoError, refusal, undoable};

/// One action in a game's record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step<A> {
    pub seat: Seat,
    pub action: A,
}

/// Everything needed to play a game again exactly: game id, edition of the
/// rules, players, options, seed and the actions in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Replay<G: Game> {
    pub game: String,
    /// The edition of the rules the game was played under; a replay without
    /// one was written before editions were recorded: edition 1.
    #[serde(default = "first_edition")]
    pub edition: Edition,
    pub players: usize,
    pub options: G::Options,
    pub seed: u64,
    /// Optional names of the seats (bot specs, player names).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub names: Vec<String>,
    pub actions: Vec<Step<G::Action>>,
    /// The state the game started from, when it was started from a
    /// position ([`Table::from_position`]) rather than dealt from `seed`.
    /// Absent in replays of whole games, which therefore load as before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<G>,
}

/// A full position: the whole state, hidden parts included, and the public
/// log that led to it. For analysis and tests; never shown to a player.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Snapshot<G: Game> {
    pub game: String,
    pub state: G,
    pub log: Vec<G::Event>,
}

/// Why a replay or snapshot could not be loaded.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    WrongGame {
        expected: String,
        found: String,
    },
    Setup(SetupError),
    /// A starting position that [`Game::check_position`] refuses.
    Position(String),
    /// Action number `step` (from 0) does not apply.
    Step {
        step: usize,
        error: RuleError,
    },
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::WrongGame { expected, found } => {
                write!(f, "this is a {found} file, not {expected}")
            }
            LoadError::Setup(e) => write!(f, "{e}"),
            LoadError::Position(e) => write!(f, "not a valid position: {e}"),
            LoadError::Step { step, error } => write!(f, "action {step}: {error}"),
        }
    }
}

impl std::error::Error for LoadError {}

/// A game being played: its state, the record of actions (for replays) and
/// the public event log (part of every player's view).
#[derive(Clone, Debug)]
pub struct Table<G: Game> {
    state: G,
    seed: u64,
    names: Vec<String>,
    record: Vec<Step<G::Action>>,
    log: Vec<G::Event>,
    /// The starting position, for a table started from one.
    start: Option<Arc<G>>,
    /// Per action, what undo needs to know of it; kept only once
    /// [`Table::track_undo`] asked for it (it costs every viewer's view
    /// twice per action, which simulations do without).
    marks: Option<Vec<Mark>>,
}

impl<G: Game> Table<G> {
    /// A new game under the latest edition of the rules.
    pub fn new(players: usize, options: &G::Options, seed: u64) -> Result<Self, SetupError> {
        Table::new_in(G::EDITION, players, options, seed)
    }

    /// A new game under `edition` of the rules ([`Game::new_in`]).
    pub fn new_in(
        edition: Edition,
        players: usize,
        options: &G::Options,
        seed: u64,
    ) -> Result<Self, SetupError> {
        check_players::<G>(players)?;
        let state = G::new_in(edition, players, options, seed)?;
        let log = state.setup_events();
        Ok(Table {
            state,
            seed,
            names: Vec::new(),
            record: Vec::new(),
            log,
            start: None,
            marks: None,
        })
    }

    /// A table that starts from `state`, a position read from outside (a
    /// position file, a snapshot). The state is checked with
    /// [`Game::check_position`] before anything else and refused with the
    /// reason if it fails. The log starts empty; the record holds the
    /// actions played from this position on, and [`Table::replay`] carries
    /// the position so that the game can be played again from it. `seed` is
    /// kept for the record only: the state holds all it needs to go on.
    pub fn from_position(state: G, seed: u64) -> Result<Self, LoadError> {
        // The player count first: the game's own check may index by seat.
        check_players::<G>(state.players()).map_err(|e| LoadError::Position(e.to_string()))?;
        state.check_position().map_err(LoadError::Position)?;
        Ok(Table {
            start: Some(Arc::new(state.clone())),
            state,
            seed,
            names: Vec::new(),
            record: Vec::new(),
            log: Vec::new(),
            marks: None,
        })
    }

    /// Plays a replay through from the start. Every action is checked as if
    /// it were played now; the first that does not apply is reported.
    pub fn from_replay(replay: &Replay<G>) -> Result<Self, LoadError> {
        if replay.game != G::ID {
            return Err(LoadError::WrongGame {
                expected: G::ID.into(),
                found: replay.game.clone(),
            });
        }
        let mut table = match &replay.position {
            Some(state) => {
                if state.players() != replay.players {
                    return Err(LoadError::Position(format!(
                        "the position has {} players, the replay {}",
                        state.players(),
                        replay.players
                    )));
                }
                if state.edition() != replay.edition {
                    return Err(LoadError::Position(format!(
                        "the position is of edition {} of the rules, the replay of edition {}",
                        state.edition(),
                        replay.edition
                    )));
                }
                Table::from_position(state.clone(), replay.seed)?
            }
            None => Table::new_in(replay.edition, replay.players, &replay.options, replay.seed)
                .map_err(LoadError::Setup)?,
        };
        table.set_names(replay.names.clone());
        for (step, s) in replay.actions.iter().enumerate() {
            table
                .apply(s.seat, &s.action)
                .map_err(|error| LoadError::Step { step, error })?;
        }
        Ok(table)
    }

    /// Names the seats; characters that could not be shown as they are
    /// (control and bidi characters) become U+FFFD, so a name from a file
    /// never writes to a terminal or a page anything but itself.
    pub fn set_names(&mut self, names: Vec<String>) {
        self.names = names.iter().map(|n| crate::text::printable(n)).collect();
    }

    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The full state, hidden parts included. For the referee (the server,
    /// the simulator); bots are handed views only.
    pub fn state(&self) -> &G {
        &self.state
    }

    pub fn players(&self) -> usize {
        self.state.players()
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The edition of the rules this game is played under.
    pub fn edition(&self) -> Edition {
        self.state.edition()
    }

    pub fn to_act(&self) -> ToAct {
        self.state.to_act()
    }

    pub fn is_over(&self) -> bool {
        self.state.to_act().is_over()
    }

    pub fn legal_actions(&self, seat: Seat) -> Vec<G::Action> {
        self.state.legal_actions_vec(seat)
    }

    /// Applies `action` for `seat` and returns the public events it caused.
    /// A seat that is not asked to act gets a `TURN` error; nothing changes
    /// on any error.
    pub fn apply(&mut self, seat: Seat, action: &G::Action) -> Result<&[G::Event], RuleError> {
        if !self.state.to_act().includes(seat) {
            return Err(RuleError::not_your_turn(seat));
        }
        let start = self.log.len();
        let before = self
            .marks
            .is_some()
            .then(|| Before::note(&self.state, seat));
        self.state.apply(seat, action, &mut self.log)?;
        self.record.push(Step {
            seat,
            action: action.clone(),
        });
        if let (Some(marks), Some(before)) = (self.marks.as_mut(), before) {
            marks.push(before.mark(&self.state, self.log.len() - start));
        }
        Ok(&self.log[start..])
    }

    /// Keeps from now on what undo needs to know of every action (the
    /// actions so far are marked by playing them again).
    pub fn track_undo(&mut self) {
        if self.marks.is_some() {
            return;
        }
        let mut again = self.fresh();
        again.marks = Some(Vec::with_capacity(self.record.len()));
        for step in &self.record {
            again
                .apply(step.seat, &step.action)
                .expect("the record applies again");
        }
        self.marks = again.marks;
    }

    /// Per action, what undo knows of it (`None` until [`Table::track_undo`]).
    pub fn marks(&self) -> Option<&[Mark]> {
        self.marks.as_deref()
    }

    /// How many of `seat`'s latest actions it may take back now, one at a
    /// time (0 without [`Table::track_undo`]).
    pub fn undoable(&self, seat: Seat) -> usize {
        self.marks.as_deref().map_or(0, |m| undoable(m, seat).len())
    }

    /// Takes back `seat`'s latest action, as the rulings U-1 .. U-5 allow:
    /// the game is played again from the start without it, so it stands
    /// exactly as it would have without that action. Returns the action
    /// taken back. Needs [`Table::track_undo`].
    pub fn undo(&mut self, seat: Seat) -> Result<Step<G::Action>, UndoError> {
        let Some(marks) = self.marks.as_deref() else {
            return Err(UndoError::new(
                "U-1",
                "this table does not keep what undo needs",
            ));
        };
        let Some(&at) = undoable(marks, seat).first() else {
            return Err(refusal(marks, seat));
        };
        let mut again = self.fresh();
        again.marks = Some(Vec::with_capacity(self.record.len()));
        for (i, step) in self.record.iter().enumerate() {
            if i != at {
                again.apply(step.seat, &step.action).map_err(|e| {
                    UndoError::new(
                        "U-5",
                        format!("the game cannot be played on without that action: {e}"),
                    )
                })?;
            }
        }
        // A step nobody else saw is taken back unseen: every other viewer
        // sees exactly what it saw (U-5). Should a game's later action
        // depend on it after all, the undo is refused rather than shown.
        if marks[at].silent {
            let players = self.players();
            let unseen = (0..players)
                .filter(|&s| s != seat)
                .map(Viewer::Seat)
                .chain([Viewer::Spectator])
                .all(|v| again.view(v) == self.view(v));
            if !unseen {
                return Err(UndoError::new(
                    "U-1",
                    "another player's action since depends on it",
                ));
            }
        }
        let taken = self.record[at].clone();
        *self = again;
        Ok(taken)
    }

    /// The table as it stood before its first action, names included.
    fn fresh(&self) -> Table<G> {
        let mut t = match &self.start {
            Some(state) => Table {
                state: (**state).clone(),
                seed: self.seed,
                names: Vec::new(),
                record: Vec::new(),
                log: Vec::new(),
                start: Some(state.clone()),
                marks: None,
            },
            None => Table::new_in(
                self.edition(),
                self.players(),
                &self.state.options(),
                self.seed,
            )
            .expect("a table's own setup works again"),
        };
        t.names = self.names.clone();
        t
    }

    pub fn view(&self, viewer: Viewer) -> G::View {
        self.state.view(viewer)
    }

    /// Every public event so far.
    pub fn log(&self) -> &[G::Event] {
        &self.log
    }

    /// The actions so far.
    pub fn record(&self) -> &[Step<G::Action>] {
        &self.record
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }

    pub fn replay(&self) -> Replay<G> {
        Replay {
            game: G::ID.to_string(),
            edition: self.edition(),
            players: self.state.players(),
            options: self.state.options(),
            seed: self.seed,
            names: self.names.clone(),
            actions: self.record.clone(),
            position: self.start.as_deref().cloned(),
        }
    }

    /// A table in a world `seat` cannot tell from this one: the state is
    /// [`Game::sample`] of the seat's view and the public log, and the log is
    /// kept, so the seat's view and log are the same at both tables. What
    /// the seat cannot see (other hands, deck order, future chance) is drawn
    /// with `rng`. Its record starts empty and its replay starts from the
    /// drawn state, as a table started from a position does.
    pub fn sample(&self, seat: Seat, rng: &mut GameRng) -> Table<G> {
        let state = G::sample(&self.view(Viewer::Seat(seat)), &self.log, rng);
        Table {
            start: Some(Arc::new(state.clone())),
            state,
            seed: self.seed,
            names: self.names.clone(),
            record: Vec::new(),
            log: self.log.clone(),
            // Undo is tracked from where `track_undo` is asked for.
            marks: None,
        }
    }

    pub fn snapshot(&self) -> Snapshot<G> {
        Snapshot {
            game: G::ID.to_string(),
            state: self.state.clone(),
            log: self.log.clone(),
        }
    }
}

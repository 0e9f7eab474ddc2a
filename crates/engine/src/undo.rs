//! Undo as the table's etiquette allows it, derived from what an action did
//! rather than from flags on moves (rulings U-1 .. U-5 in
//! `docs/rules/README.md`).
//!
//! A player may take back their own latest actions, one at a time, back to
//! the last *barrier*. Whether an action is a barrier is worked out when it
//! is played, by comparing the game before and after it:
//!
//! - **chance** (U-2): the game drew from its random generator
//!   ([`Game::draws`] moved);
//! - **reveal** (U-3): something hidden from the actor changed (its
//!   [`Game::hidden_fingerprint`]: a card drawn, a card turned up), or
//!   another viewer saw the table change while something hidden from it
//!   changed too (a card shown, a deal sent);
//! - **the turn moved** (U-4, commitments): who must act is not what it was
//!   (the move went to another seat, who reacts to it; the actor finished
//!   a secret choice; the game ended);
//! - **another seat's action you could see** (U-1), after an action of
//!   yours that others could see (they may have reacted to it).
//!
//! Another seat's actions you cannot see (the steps of its own secret
//! choice) are never barriers: if they were, whether you may undo would tell
//! you that someone else took a secret step. And nothing anyone does stops
//! you from taking back a step nobody else could see (a step of your own
//! secret choice): nobody can have reacted to it.
//!
//! Undoing replays the record without the undone action, so the state after
//! an undo is, byte for byte, the state the game would have had without it.

use serde::{Deserialize, Serialize};

use crate::game::Game;
use crate::seat::{Seat, Viewer};

/// Why an action cannot be taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Barrier {
    /// U-2: the action drew from the game's random generator.
    Chance,
    /// U-3: the action showed someone something that was hidden from them.
    Reveal,
    /// U-4: after it, who must act changed: the move went to someone who
    /// reacts to it, a secret choice was committed, or the game ended.
    TurnMoved,
    /// The game cannot tell what its actions reveal (it has no
    /// [`Game::hidden_fingerprint`]), so none of them is taken back.
    Unknown,
}

impl Barrier {
    /// The ruling that makes it a barrier.
    pub fn rule(self) -> &'static str {
        match self {
            Barrier::Chance => "U-2",
            Barrier::Reveal | Barrier::Unknown => "U-3",
            Barrier::TurnMoved => "U-4",
        }
    }
}

/// What one action of the record did, as undo sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mark {
    pub seat: Seat,
    /// Why the action cannot be undone (`None`: its actor may undo it).
    pub barrier: Option<Barrier>,
    /// Nobody but its actor could tell it happened: no public event, no
    /// other viewer's view changed, nothing drawn or revealed, the turn
    /// unchanged. Another seat's silent action is no barrier to undo.
    pub silent: bool,
    /// The seats that could see it happen (bit `s` for seat `s`): a public
    /// event, or a change in their view. The actor's own bit is clear.
    pub seen_by: u32,
}

impl Mark {
    fn seen_by_seat(&self, seat: Seat) -> bool {
        seat < 32 && self.seen_by & (1 << seat) != 0
    }
}

/// What the viewers other than the actor see, and what is hidden from each
/// viewer, before an action: enough to mark it once it is played.
pub(crate) struct Before<G: Game> {
    seat: Seat,
    draws: u128,
    to_act: crate::ToAct,
    /// The views of every viewer but the actor (seats, then the spectator).
    views: Vec<G::View>,
    /// What each viewer may not see (seats, then the spectator).
    hidden: Option<Vec<Vec<u64>>>,
}

fn viewers(players: usize) -> impl Iterator<Item = Viewer> {
    (0..players)
        .map(Viewer::Seat)
        .chain(std::iter::once(Viewer::Spectator))
}

fn hidden_all<G: Game>(state: &G) -> Option<Vec<Vec<u64>>> {
    viewers(state.players())
        .map(|v| state.hidden_fingerprint(v))
        .collect()
}

impl<G: Game> Before<G> {
    /// Takes note of `state` before `seat` acts on it.
    pub(crate) fn note(state: &G, seat: Seat) -> Before<G> {
        Before {
            seat,
            draws: state.draws(),
            to_act: state.to_act(),
            views: viewers(state.players())
                .filter(|v| *v != Viewer::Seat(seat))
                .map(|v| state.view(v))
                .collect(),
            hidden: hidden_all(state),
        }
    }

    /// Marks the action that took the game from the state noted to `after`,
    /// having added `public_events` events to the public log.
    pub(crate) fn mark(self, after: &G, public_events: usize) -> Mark {
        let seat = self.seat;
        let others_saw: Vec<bool> = viewers(after.players())
            .filter(|v| *v != Viewer::Seat(seat))
            .zip(&self.views)
            .map(|(v, before)| after.view(v) != *before)
            .collect();
        let chance = after.draws() != self.draws;
        let turn_moved = after.to_act() != self.to_act;
        let (reveal, actor_learned) = match (self.hidden, hidden_all(after)) {
            (Some(before), Some(now)) => {
                let actor_learned = before[seat] != now[seat];
                // Index in `others_saw` of each viewer but the actor.
                let others = (0..before.len()).filter(|&v| v != seat);
                let shown_to_others = others
                    .zip(&others_saw)
                    .any(|(v, &saw)| saw && before[v] != now[v]);
                (Some(actor_learned || shown_to_others), actor_learned)
            }
            _ => (None, true),
        };
        let barrier = if chance {
            Some(Barrier::Chance)
        } else if reveal == Some(true) {
            Some(Barrier::Reveal)
        } else if turn_moved {
            Some(Barrier::TurnMoved)
        } else if reveal.is_none() {
            Some(Barrier::Unknown)
        } else {
            None
        };
        let others: Vec<Viewer> = viewers(after.players())
            .filter(|v| *v != Viewer::Seat(seat))
            .collect();
        let seen_by = others
            .iter()
            .zip(&others_saw)
            .filter(|&(_, &saw)| saw || public_events > 0)
            .filter_map(|(v, _)| v.seat())
            .filter(|&s| s < 32)
            .fold(0u32, |bits, s| bits | 1 << s);
        Mark {
            seat,
            barrier,
            silent: public_events == 0
                && !chance
                && !turn_moved
                && !actor_learned
                && others_saw.iter().all(|saw| !saw),
            seen_by,
        }
    }
}

/// The actions `seat` may take back now, one after the other, latest
/// first, as indices into the record: its own latest actions back to the
/// first that is a barrier, or that others could see and that `seat` has
/// since seen another seat act after (U-1). Other seats' actions `seat`
/// could not see count for nothing.
pub fn undoable(marks: &[Mark], seat: Seat) -> Vec<usize> {
    let mut out = Vec::new();
    let mut others_acted = false;
    for (i, m) in marks.iter().enumerate().rev() {
        if m.seat == seat {
            if m.barrier.is_some() || (others_acted && !m.silent) {
                break;
            }
            out.push(i);
        } else if m.seen_by_seat(seat) {
            others_acted = true;
        }
    }
    out
}

/// Why an undo was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UndoError {
    /// The ruling that forbids it (`U-1` .. `U-4`).
    pub rule: &'static str,
    pub message: String,
}

impl UndoError {
    pub fn new(rule: &'static str, message: impl Into<String>) -> UndoError {
        UndoError {
            rule,
            message: message.into(),
        }
    }
}

impl std::fmt::Display for UndoError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} (rule {})", self.message, self.rule)
    }
}

impl std::error::Error for UndoError {}

/// Why `seat` cannot undo now, given the marks: what stops it.
pub fn refusal(marks: &[Mark], seat: Seat) -> UndoError {
    let mut others_acted = false;
    for m in marks.iter().rev() {
        if m.seat == seat {
            if let Some(b) = m.barrier {
                let why = match b {
                    Barrier::Chance => "it drew from the deck or the dice",
                    Barrier::Reveal | Barrier::Unknown => "it showed someone a hidden card",
                    Barrier::TurnMoved => "the turn has moved on since",
                };
                return UndoError::new(
                    b.rule(),
                    format!("your last action cannot be taken back: {why}"),
                );
            }
            if others_acted && !m.silent {
                return UndoError::new("U-1", "another player has acted since your last action");
            }
        } else if m.seen_by_seat(seat) {
            others_acted = true;
        }
    }
    UndoError::new("U-1", "there is no action of yours to take back")
}

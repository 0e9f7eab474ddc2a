//! Pebbles: a tiny game with a secret per player, for proving that the
//! conformance harness and the leak audit catch broken games. Its options
//! are one [`Fault`]; each fault breaks one promise of the [`Game`] contract.
//!
//! Players take 1 or 2 pebbles in turn from a pile of 9; each holds a secret
//! bonus 0..=3. Score: pebbles taken + bonus.

use std::fmt;
use std::panic::UnwindSafe;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};

use serde::{Deserialize, Serialize};
use urbs_engine::rand::RngExt;
use urbs_engine::{
    Game, GameRng, Outcome, RuleError, Seat, SetupError, ToAct, Viewer, rng_from_seed,
};

/// The one promise a Pebbles game breaks (none by default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fault {
    #[default]
    None,
    /// Setup refuses every game.
    SetupFails,
    /// Setup draws the secrets from a global counter, not the seed.
    SetupNotSeeded,
    /// Taking 2 puts only 1 in the taker's store: a pebble is lost.
    LosesPebbles,
    /// An outcome is given while the game goes on.
    EarlyOutcome,
    /// Taking leaves the pile as it was: the game never ends.
    Endless,
    /// Every seat is offered the moves, not only the one to act.
    EveryoneMayTake,
    /// The seat to act has no move when one pebble is left.
    NoMoveAtOne,
    /// Legal actions are listed twice.
    Duplicates,
    /// Actions are written as `take 10N`, which does not read back.
    UnreadableText,
    /// Actions are written as `take 20N` and sent in JSON as `N`.
    LossyActionJson,
    /// The view keeps a note that its JSON drops.
    LossyViewJson,
    /// The state keeps a note that its JSON drops.
    LossyStateJson,
    /// The state holds a NaN, so that it differs from its own clone.
    NotItsOwnClone,
    /// The sampler ignores the viewer's own secret.
    CarelessSampler,
    /// The sampler deals a world that breaks the invariants.
    SamplerBreaksInvariants,
    /// The turn is hidden, and the sampler guesses it.
    SamplerGuessesTurn,
    /// One may take 2 only while the next seat's secret is not 0: the
    /// sampler, which deals that secret anew, offers other moves.
    MovesHangOnAnotherSecret,
    /// A sampled world refuses every move.
    SampledWorldStalls,
    /// The game's own `apply` ignores the seat.
    IgnoresTheSeat,
    /// Taking more than the pile is accepted (the pile empties).
    TakesTooMany,
    /// A refused action still counts an attempt in the state.
    DirtyReject,
    /// A refused action still writes an event.
    ReportsRejected,
    /// Refusals name no rule.
    NamelessRule,
    /// Taking 2 is offered but refused.
    RefusesTwo,
    /// The game ends without an outcome.
    NoOutcome,
    /// The outcome has one score too many.
    ExtraScore,
    /// The outcome has one win share too few.
    MissingWinShare,
    /// Every player wins outright.
    EveryoneWins,
    /// A move is offered after the end.
    MovesAfterTheEnd,
    /// Each move draws a hidden tally from a global counter.
    PlayNotSeeded,
    /// Each event carries a number from a global counter.
    EventsNotSeeded,
    /// Events are sent in JSON without their count.
    LossyEventJson,
    /// The options are sent in JSON without their fault.
    LossyOptionsJson,
    // Faults for the leak audit.
    /// Every view shows every seat's secret; the sampler copies them.
    ViewsShowAllSecrets,
    /// As `ViewsShowAllSecrets`, and the game gives no hidden fingerprint.
    ShowsAllWithoutFingerprint,
    /// A seat's view shows the next seat's secret too; the sampler copies it.
    ViewShowsNextSecret,
    /// No hidden fingerprint (the views are sound).
    NoFingerprint,
    /// The sampler copies the last real state it drew a view of.
    SamplerPeeks,
    /// The view carries every secret without showing it (left out of its
    /// equality and JSON), and the sampler copies them half the time.
    ViewSmuggles,
}

/// The options: the fault, sent in JSON as it is (or, for
/// `LossyOptionsJson`, as none).
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    pub fault: Fault,
}

impl Rules {
    pub fn with(fault: Fault) -> Rules {
        Rules { fault }
    }
}

impl Serialize for Rules {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Sent {
            fault: Fault,
        }
        let fault = match self.fault {
            Fault::LossyOptionsJson => Fault::None,
            f => f,
        };
        Sent { fault }.serialize(s)
    }
}

/// Numbers no seed fixes, one counter per fault so that tests running at
/// the same time do not share one.
static SETUP_COUNTER: AtomicU64 = AtomicU64::new(1);
static PLAY_COUNTER: AtomicU64 = AtomicU64::new(1);
static EVENT_COUNTER: AtomicU64 = AtomicU64::new(1);

fn unseeded(counter: &AtomicU64) -> u64 {
    counter.fetch_add(1, Ordering::Relaxed)
}

thread_local! {
    static LAST_SEEN: std::cell::RefCell<Option<Pebbles>> = const { std::cell::RefCell::new(None) };
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pebbles {
    pub fault: Fault,
    pile: u8,
    turn: usize,
    taken: Vec<u8>,
    secret: Vec<u8>,
    attempts: u32,
    tally: u8,
    #[serde(skip)]
    note: u8,
    weight: f64,
    /// Set in sampled worlds, for `SampledWorldStalls`.
    sampled: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Take(pub u8);

impl fmt::Display for Take {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "take {}", self.0)
    }
}

impl FromStr for Take {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        s.strip_prefix("take ")
            .and_then(|n| n.parse().ok())
            .filter(|n| !(100..200).contains(n))
            .map(Take)
            .ok_or_else(|| format!("not an action: {s}"))
    }
}

impl Serialize for Take {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.0 % 100)
    }
}

impl<'de> Deserialize<'de> for Take {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        u8::deserialize(d).map(Take)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Took {
    seat: Seat,
    n: u8,
    stamp: u64,
    #[serde(skip)]
    count: u8,
}

impl fmt::Display for Took {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {} took {}", self.seat, self.n)
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PebblesView {
    viewer: Viewer,
    fault: Fault,
    pile: u8,
    turn: Option<usize>,
    taken: Vec<u8>,
    my_secret: Option<u8>,
    /// Secrets shown by a faulty view, by seat.
    shown: Vec<Option<u8>>,
    #[serde(skip)]
    note: u8,
    /// `ViewSmuggles`: every secret, neither compared nor sent.
    #[serde(skip)]
    smuggled: Vec<u8>,
}

impl PartialEq for PebblesView {
    fn eq(&self, o: &Self) -> bool {
        (
            self.viewer,
            self.fault,
            self.pile,
            self.turn,
            &self.taken,
            self.my_secret,
            &self.shown,
            self.note,
        ) == (
            o.viewer,
            o.fault,
            o.pile,
            o.turn,
            &o.taken,
            o.my_secret,
            &o.shown,
            o.note,
        )
    }
}

impl fmt::Display for PebblesView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "pile {}, taken {:?}", self.pile, self.taken)
    }
}

impl Pebbles {
    fn has(&self, fault: Fault) -> bool {
        self.fault == fault
    }

    fn refuse(&self, rule: &str, message: &str) -> RuleError {
        let rule = if self.has(Fault::NamelessRule) {
            ""
        } else {
            rule
        };
        RuleError::new(rule, message)
    }

    /// Whether `viewer`'s view shows `seat`'s secret in `shown`.
    fn shows(fault: Fault, viewer: Viewer, seat: Seat, players: usize) -> bool {
        let Some(me) = viewer.seat() else {
            return false;
        };
        match fault {
            Fault::ViewsShowAllSecrets | Fault::ShowsAllWithoutFingerprint => true,
            Fault::ViewShowsNextSecret => seat == (me + 1) % players,
            // The viewer's own secret is `my_secret`.
            _ => false,
        }
    }
}

impl Game for Pebbles {
    const ID: &'static str = "pebbles";
    const NAME: &'static str = "Pebbles";
    const MIN_PLAYERS: usize = 2;
    const MAX_PLAYERS: usize = 3;
    type Options = Rules;
    type Action = Take;
    type Event = Took;
    type View = PebblesView;

    fn new(players: usize, rules: &Rules, seed: u64) -> Result<Self, SetupError> {
        let fault = &rules.fault;
        if *fault == Fault::SetupFails {
            return Err(SetupError("the pebbles are lost".into()));
        }
        let mut rng = rng_from_seed(seed);
        let mut secret: Vec<u8> = (0..players).map(|_| rng.random_range(0..4)).collect();
        if *fault == Fault::SetupNotSeeded {
            secret[0] = unseeded(&SETUP_COUNTER) as u8;
        }
        Ok(Pebbles {
            fault: *fault,
            pile: 9,
            turn: 0,
            taken: vec![0; players],
            secret,
            attempts: 0,
            tally: 0,
            note: u8::from(*fault == Fault::LossyStateJson),
            weight: 1.0,
            sampled: false,
        })
    }

    fn players(&self) -> usize {
        self.taken.len()
    }

    fn options(&self) -> Rules {
        Rules::with(self.fault)
    }

    fn to_act(&self) -> ToAct {
        if self.pile == 0 {
            ToAct::Over
        } else {
            ToAct::Seat(self.turn)
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Take>) {
        if self.pile == 0 {
            if self.has(Fault::MovesAfterTheEnd) {
                out.push(Take(1));
            }
            return;
        }
        if seat != self.turn && !self.has(Fault::EveryoneMayTake) {
            return;
        }
        if self.pile == 1 && self.has(Fault::NoMoveAtOne) {
            return;
        }
        let next = (seat + 1) % self.players();
        let most = if self.has(Fault::MovesHangOnAnotherSecret) && self.secret[next] == 0 {
            1
        } else {
            2
        };
        for n in 1..=self.pile.min(most) {
            let shown = match self.fault {
                Fault::UnreadableText => n + 100,
                Fault::LossyActionJson => n + 200,
                _ => n,
            };
            out.push(Take(shown));
            if self.has(Fault::Duplicates) {
                out.push(Take(shown));
            }
        }
    }

    fn apply(&mut self, seat: Seat, a: &Take, events: &mut Vec<Took>) -> Result<(), RuleError> {
        if self.has(Fault::DirtyReject) {
            self.attempts += 1;
        }
        let n = a.0 % 100;
        let stamp = if self.has(Fault::EventsNotSeeded) {
            unseeded(&EVENT_COUNTER)
        } else {
            0
        };
        let took = Took {
            seat,
            n,
            stamp,
            count: u8::from(self.has(Fault::LossyEventJson)),
        };
        if self.has(Fault::ReportsRejected) {
            events.push(took.clone());
        }
        if seat != self.turn && !self.has(Fault::IgnoresTheSeat) {
            return Err(RuleError::not_your_turn(seat));
        }
        if self.sampled && self.has(Fault::SampledWorldStalls) {
            return Err(self.refuse("PB-9", "a sampled world stands still"));
        }
        if n == 2 && self.has(Fault::RefusesTwo) {
            return Err(self.refuse("PB-2", "two is too many today"));
        }
        let fits = n <= self.pile || self.has(Fault::TakesTooMany);
        if n == 0 || n > 2 || !fits {
            return Err(self.refuse("PB-1", "take 1 or 2, no more than the pile"));
        }
        if self.has(Fault::ReportsRejected) {
            events.pop();
        }
        if !self.has(Fault::Endless) {
            self.pile -= n.min(self.pile);
            self.taken[seat] += if n == 2 && self.has(Fault::LosesPebbles) {
                1
            } else {
                n
            };
        }
        if self.has(Fault::NotItsOwnClone) {
            self.weight = f64::NAN;
        }
        if self.has(Fault::PlayNotSeeded) {
            self.tally = unseeded(&PLAY_COUNTER) as u8;
        }
        self.turn = (self.turn + 1) % self.taken.len();
        events.push(took);
        Ok(())
    }

    fn view(&self, viewer: Viewer) -> PebblesView {
        if self.has(Fault::SamplerPeeks) {
            LAST_SEEN.with(|last| *last.borrow_mut() = Some(self.clone()));
        }
        let players = self.players();
        PebblesView {
            viewer,
            fault: self.fault,
            pile: self.pile,
            turn: (!self.has(Fault::SamplerGuessesTurn)).then_some(self.turn),
            taken: self.taken.clone(),
            my_secret: viewer.seat().map(|s| self.secret[s]),
            shown: (0..players)
                .map(|s| Self::shows(self.fault, viewer, s, players).then_some(self.secret[s]))
                .collect(),
            note: u8::from(self.has(Fault::LossyViewJson)),
            smuggled: self.secret.clone(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let over = self.pile == 0;
        if !over && !self.has(Fault::EarlyOutcome) || over && self.has(Fault::NoOutcome) {
            return None;
        }
        let mut scores: Vec<i64> = (0..self.players())
            .map(|s| (self.taken[s] + self.secret[s]) as i64)
            .collect();
        let mut outcome = Outcome::ranked(scores.clone(), |s| scores[s]);
        match self.fault {
            Fault::ExtraScore => {
                scores.push(0);
                outcome.scores = scores;
            }
            Fault::MissingWinShare => {
                outcome.wins.pop();
            }
            Fault::EveryoneWins => outcome.wins = vec![1.0; self.players()],
            _ => {}
        }
        Some(outcome)
    }

    fn check_invariants(&self) -> Result<(), String> {
        let taken: u8 = self.taken.iter().sum();
        if taken + self.pile != 9 {
            return Err("the pebbles taken and left make no 9".into());
        }
        if self.attempts > 0 && self.has(Fault::SamplerBreaksInvariants) {
            return Err("a sampled world counts attempts".into());
        }
        Ok(())
    }

    fn sample(view: &PebblesView, _log: &[Took], rng: &mut GameRng) -> Self {
        if view.fault == Fault::SamplerPeeks {
            let seen = LAST_SEEN.with(|last| last.borrow().clone());
            if let Some(g) = seen.filter(|g| g.view(view.viewer) == *view) {
                return g;
            }
        }
        let n = view.taken.len();
        let mut secret: Vec<u8> = (0..n).map(|_| rng.random_range(0..4)).collect();
        for (s, shown) in view.shown.iter().enumerate() {
            if let Some(v) = shown {
                secret[s] = *v;
            }
        }
        if view.fault == Fault::ViewSmuggles && view.smuggled.len() == n && rng.random_bool(0.5) {
            secret.clone_from(&view.smuggled);
        }
        if let (Some(s), Some(v), false) = (
            view.viewer.seat(),
            view.my_secret,
            view.fault == Fault::CarelessSampler,
        ) {
            secret[s] = v;
        }
        Pebbles {
            fault: view.fault,
            pile: view.pile,
            turn: view.turn.unwrap_or_else(|| rng.random_range(0..n)),
            taken: view.taken.clone(),
            secret,
            attempts: u32::from(view.fault == Fault::SamplerBreaksInvariants),
            tally: 0,
            note: view.note,
            weight: 1.0,
            sampled: view.fault == Fault::SampledWorldStalls,
        }
    }

    fn hidden_fingerprint(&self, viewer: Viewer) -> Option<Vec<u64>> {
        if matches!(
            self.fault,
            Fault::NoFingerprint | Fault::ShowsAllWithoutFingerprint
        ) {
            return None;
        }
        // What a sound view hides: the others' secrets.
        Some(
            (0..self.players())
                .filter(|&s| Some(s) != viewer.seat())
                .map(|s| u64::from(self.secret[s]))
                .collect(),
        )
    }
}

/// The message a check panicked with, once the harness has run `f`.
pub fn failure(f: impl FnOnce() + UnwindSafe) -> String {
    let err = std::panic::catch_unwind(f).expect_err("the harness passed a broken game");
    err.downcast_ref::<String>()
        .cloned()
        .or_else(|| err.downcast_ref::<&str>().map(|s| s.to_string()))
        .expect("a panic with a message")
}

/// What failed, without where: the first line of a harness failure, after
/// its `pebbles players=P seed=S step=N: ` context (and `assert_eq!`'s own
/// words).
#[allow(dead_code)] // The leak audit's tests read its report instead.
pub fn what_failed(message: &str) -> String {
    let line = message.lines().next().unwrap_or_default();
    let line = line
        .strip_prefix("assertion `left == right` failed: ")
        .unwrap_or(line);
    let context = line
        .find("step=")
        .and_then(|at| line[at..].find(": ").map(|end| at + end + 2));
    match context {
        Some(end) => line[end..].to_string(),
        None => line.to_string(),
    }
}

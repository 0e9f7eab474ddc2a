//! The contract every game implements.

use std::fmt::{Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

use rand::SeedableRng;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::edition::{Edition, FIRST_EDITION};
use crate::seat::{Seat, ToAct, Viewer};
use crate::text::Words;

/// The one random number generator of the project: ChaCha8, seeded from a
/// `u64`. Its output is fixed by the algorithm, so a seed means the same game
/// on every machine and every version of the crate.
pub type GameRng = rand_chacha::ChaCha8Rng;

/// A generator for `seed`.
pub fn rng_from_seed(seed: u64) -> GameRng {
    GameRng::seed_from_u64(seed)
}

/// A uniform number in `0..n` (`n` above 0) from one 32-bit draw, rarely
/// more: Lemire's multiply-and-reject, with no bias and no division in the
/// common case. Cheaper than `random_range` for the short ranges of shuffles
/// and picks; its stream of draws is fixed, so games may rely on it.
#[inline]
pub fn below<R: rand::Rng + ?Sized>(rng: &mut R, n: u32) -> u32 {
    debug_assert!(n > 0);
    let mut m = rng.next_u32() as u64 * n as u64;
    if (m as u32) < n {
        let threshold = n.wrapping_neg() % n;
        while (m as u32) < threshold {
            m = rng.next_u32() as u64 * n as u64;
        }
    }
    (m >> 32) as u32
}

/// The seed of the `index`-th game of a batch started from `base` (SplitMix64).
/// Batches use it so that game `i` is the same game whatever the thread count.
pub fn derive_seed(base: u64, index: u64) -> u64 {
    let mut z = base
        .wrapping_add(index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add(0x2545_F491_4F6C_DD1D);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// An action that the rules forbid, with the ruling it breaks.
///
/// Returning one is a promise: the state is exactly as it was before the call.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleError {
    /// The ruling broken, as numbered in the rules docs (`"FS-3"`), or `"TURN"`
    /// when the seat may not act now.
    pub rule: String,
    /// What was wrong, in words a player understands. Never mentions a card the
    /// acting player cannot see.
    pub message: String,
}

impl RuleError {
    pub fn new(rule: &str, message: impl Into<String>) -> RuleError {
        RuleError {
            rule: rule.to_string(),
            message: message.into(),
        }
    }

    /// The seat tried to act when it was not asked to (named as people
    /// count seats, from 1: issue 29).
    pub fn not_your_turn(seat: Seat) -> RuleError {
        RuleError::new("TURN", format!("player {} is not to act now", seat + 1))
    }
}

impl Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} (rule {})", self.message, self.rule)
    }
}

impl std::error::Error for RuleError {}

/// A game that cannot be set up as asked (player count, options).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

impl Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SetupError {}

/// How a finished game came out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    /// Final score per seat, in the game's own unit.
    pub scores: Vec<i64>,
    /// Share of the win per seat: 1.0 for a sole winner, split evenly among
    /// tied winners, 0 for everyone else. Sums to 1.
    pub wins: Vec<f64>,
}

impl Outcome {
    /// Winners are the seats with the greatest `(score, tiebreak)` key; they
    /// split the win evenly.
    pub fn ranked<K: Ord + Copy>(scores: Vec<i64>, key: impl Fn(Seat) -> K) -> Outcome {
        let n = scores.len();
        let best = (0..n).map(&key).max().expect("a game has players");
        let winners = (0..n).filter(|&s| key(s) == best).count();
        let wins = (0..n)
            .map(|s| {
                if key(s) == best {
                    1.0 / winners as f64
                } else {
                    0.0
                }
            })
            .collect();
        Outcome { scores, wins }
    }

    /// The seats that share the win.
    pub fn winners(&self) -> Vec<Seat> {
        (0..self.wins.len())
            .filter(|&s| self.wins[s] > 0.0)
            .collect()
    }
}

/// A game's rules: state, legal actions, their effects, and what each player
/// may see.
///
/// The state owns everything, including its random number generator: the
/// same players, options, seed and actions always give the same game. Chance
/// (shuffles, draws) resolves inside [`Game::new`] and [`Game::apply`].
pub trait Game:
    Clone + PartialEq + Debug + Send + Sync + Serialize + DeserializeOwned + 'static
{
    /// The project id (`"forsale"`).
    const ID: &'static str;
    /// The name shown to people.
    const NAME: &'static str;
    const MIN_PLAYERS: usize;
    const MAX_PLAYERS: usize;
    /// How to play, in a few lines, for someone who has never played.
    const SUMMARY: &'static str = "";

    /// Variants and house rules. Unknown fields must be rejected when read.
    type Options: Clone + Debug + Default + PartialEq + Send + Sync + Serialize + DeserializeOwned;
    /// A choice a player makes. `Display`/`FromStr` give the stable text form
    /// typed at the terminal; serde gives the JSON form used in files and on
    /// the network.
    type Action: Clone
        + Debug
        + PartialEq
        + Eq
        + Hash
        + Display
        + FromStr<Err = String>
        + Send
        + Sync
        + Serialize
        + DeserializeOwned;
    /// Something that happened at the table, seen by everyone.
    type Event: Clone + Debug + PartialEq + Display + Send + Sync + Serialize + DeserializeOwned;
    /// What one viewer may see of the table (never the event log, which the
    /// [`crate::Table`] keeps). `Display` draws it for the terminal.
    type View: Clone + Debug + PartialEq + Display + Send + Sync + Serialize + DeserializeOwned;

    /// Draws `view` as text with the reader's [`Words`]; the view's `Display`
    /// is this with [`English`](crate::text::English). The default ignores the words (a game
    /// drawn in English only).
    fn draw_view(view: &Self::View, words: &dyn Words) -> String {
        let _ = words;
        view.to_string()
    }

    /// The latest edition of the rules (issue 28); new games are played
    /// under it. Every edition from 1 to this one can be played
    /// ([`Game::new_in`]).
    const EDITION: Edition = FIRST_EDITION;

    /// Sets up a game under the latest edition ([`Game::EDITION`]):
    /// shuffles, deals and picks the start player with an RNG seeded from
    /// `seed`.
    fn new(players: usize, options: &Self::Options, seed: u64) -> Result<Self, SetupError>;

    /// Sets up a game under `edition` of the rules, refusing one this build
    /// does not know ([`check_edition`]). The default serves a game with one
    /// edition; a game with more overrides it, and [`Game::edition`].
    fn new_in(
        edition: Edition,
        players: usize,
        options: &Self::Options,
        seed: u64,
    ) -> Result<Self, SetupError> {
        check_edition::<Self>(edition)?;
        Self::new(players, options, seed)
    }

    /// The edition of the rules this game is played under. The state
    /// carries it, so clones, positions and samples keep it.
    fn edition(&self) -> Edition {
        Self::EDITION
    }

    fn players(&self) -> usize;

    /// The public events of the setup (cards turned face up, who starts),
    /// which open the event log. Called by [`crate::Table`] right after
    /// [`Game::new`]; the default is none.
    fn setup_events(&self) -> Vec<Self::Event> {
        Vec::new()
    }

    fn options(&self) -> Self::Options;

    fn to_act(&self) -> ToAct;

    /// Appends the legal actions of `seat` to `out` (nothing when the seat
    /// need not act). They are unique, and each one applies.
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Self::Action>);

    /// Carries out `action` for `seat`, appending the public events to
    /// `events`. On error nothing changes: neither the state nor `events`.
    fn apply(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), RuleError>;

    /// What `viewer` may see. Built by listing what is shown, so a field added
    /// later stays hidden until someone decides to show it.
    fn view(&self, viewer: Viewer) -> Self::View;

    /// The result, once [`Game::to_act`] is [`ToAct::Over`].
    fn outcome(&self) -> Option<Outcome>;

    /// A full state that is consistent with `view` and the public `log`: the
    /// hidden parts (deck order, other hands, secret choices) drawn at random
    /// with `rng`, and a fresh internal RNG so that future chance is unknown
    /// too. This is all a search bot gets; it never sees the real state.
    ///
    /// Contract, checked by the conformance harness: the sample's view for
    /// the same viewer equals `view`, and the sample obeys the invariants.
    fn sample(view: &Self::View, log: &[Self::Event], rng: &mut GameRng) -> Self;

    /// How far the game's own random generator has been drawn (ChaCha's
    /// word position), for games that draw during play; `0` for a game
    /// whose chance all happens at setup. An action that moves it had a
    /// chance outcome, which undo never takes back (U-2).
    fn draws(&self) -> u128 {
        0
    }

    /// Conservation laws (every card and chip somewhere, none twice).
    /// The conformance harness calls it after every action.
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }

    /// Checks a state read from outside (a snapshot or a position file)
    /// before anything views or plays it: bounds (player counts, seats,
    /// cards, counts) and the conservation laws. A state that passes can be
    /// viewed and played on; one that fails is refused with the reason.
    /// Default: [`Game::check_invariants`]; a game adds its bounds.
    fn check_position(&self) -> Result<(), String> {
        self.check_invariants()
    }

    /// For the leak audit ([`crate::conformance::LeakAudit`]): what `viewer`
    /// may *not* see, as numbers (the deck order, other players' hands and
    /// secret choices, cards removed unseen), always in the same order for a
    /// given view so that two worlds with that view compare item by item.
    ///
    /// `None` (the default) lets the audit compare whole states instead: it
    /// still proves that the sampler reads nothing but the view and the log,
    /// but it cannot tell whether the view itself shows too much.
    ///
    /// Undo reads it too ([`crate::undo`]): it must change whenever
    /// anything hidden from `viewer` changes, and only then, so list what is
    /// hidden (deck orders, others' hands and secret choices), not how it is
    /// shown. A game without one has no undo.
    fn hidden_fingerprint(&self, _viewer: Viewer) -> Option<Vec<u64>> {
        None
    }

    /// Legal actions as a fresh vector.
    fn legal_actions_vec(&self, seat: Seat) -> Vec<Self::Action> {
        let mut out = Vec::new();
        self.legal_actions(seat, &mut out);
        out
    }
}

/// Reads options from JSON, naming the bad field. `null` means the defaults.
pub fn parse_options<G: Game>(json: &serde_json::Value) -> Result<G::Options, SetupError> {
    if json.is_null() {
        return Ok(G::Options::default());
    }
    serde_json::from_value(json.clone())
        .map_err(|e| SetupError(format!("bad options for {}: {e}", G::ID)))
}

/// The latest edition of `G`, for `#[serde(default = "...")]` on what is not
/// a record (a view names its edition only when it is not the latest).
pub fn latest_edition<G: Game>() -> Edition {
    G::EDITION
}

/// Whether `edition` is the latest of `G`, for `#[serde(skip_serializing_if
/// = "...")]` beside [`latest_edition`].
pub fn is_latest_edition<G: Game>(edition: &Edition) -> bool {
    *edition == G::EDITION
}

/// Refuses an edition this build cannot play: every edition from 1 to
/// [`Game::EDITION`] can be played.
pub fn check_edition<G: Game>(edition: Edition) -> Result<(), SetupError> {
    if (FIRST_EDITION..=G::EDITION).contains(&edition) {
        return Ok(());
    }
    let known = if G::EDITION == FIRST_EDITION {
        "has only edition 1 of its rules".to_string()
    } else {
        format!("has editions 1 to {} of its rules", G::EDITION)
    };
    Err(SetupError(format!(
        "{} {known}, not edition {edition}",
        G::ID
    )))
}

/// Checks the player count against the game's range.
pub fn check_players<G: Game>(players: usize) -> Result<(), SetupError> {
    if (G::MIN_PLAYERS..=G::MAX_PLAYERS).contains(&players) {
        Ok(())
    } else {
        Err(SetupError(format!(
            "{} is for {} to {} players, not {players}",
            G::ID,
            G::MIN_PLAYERS,
            G::MAX_PLAYERS
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranked_outcome_splits_ties() {
        let o = Outcome::ranked(vec![5, 7, 7, 1], |s| [5, 7, 7, 1][s]);
        assert_eq!(o.wins, vec![0.0, 0.5, 0.5, 0.0]);
        assert_eq!(o.winners(), vec![1, 2]);
        let o = Outcome::ranked(vec![5, 7, 7], |s| ([5, 7, 7][s], [0, 1, 2][s]));
        assert_eq!(o.wins, vec![0.0, 0.0, 1.0]);
    }

    #[test]
    fn below_is_in_range_uniform_and_fixed() {
        use rand::Rng;
        let mut rng = rng_from_seed(7);
        for n in [1, 2, 3, 7, 54, (1 << 31) + 1, u32::MAX] {
            for _ in 0..1000 {
                assert!(below(&mut rng, n) < n);
            }
        }
        let mut counts = [0u32; 3];
        for _ in 0..30_000 {
            counts[below(&mut rng, 3) as usize] += 1;
        }
        // Six standard deviations either side of 10,000.
        assert!(
            counts.iter().all(|&c| (9_500..10_500).contains(&c)),
            "{counts:?}"
        );
        // Games shuffle with it: the same seed gives the same draws, on
        // every machine and in every version.
        let mut rng = rng_from_seed(1);
        let draws: Vec<u32> = (0..8).map(|_| below(&mut rng, 100)).collect();
        assert_eq!(draws, [54, 40, 98, 8, 21, 59, 38, 21]);
        // One draw each, scaled by multiplication (a rejection, when the low
        // half is below 2^32 mod 100 = 96, has a chance of 2e-8 per draw).
        let mut raw = rng_from_seed(1);
        let scaled: Vec<u32> = (0..8)
            .map(|_| ((raw.next_u32() as u64 * 100) >> 32) as u32)
            .collect();
        assert_eq!(draws, scaled);
    }

    #[test]
    fn derived_seeds_differ() {
        let a: Vec<u64> = (0..1000).map(|i| derive_seed(1, i)).collect();
        let mut b = a.clone();
        b.sort();
        b.dedup();
        assert_eq!(b.len(), 1000);
        assert_ne!(derive_seed(1, 0), derive_seed(2, 0));
    }
}

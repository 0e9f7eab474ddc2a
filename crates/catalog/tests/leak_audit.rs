//! The leak audit on every game of the catalog, and proof that it catches
//! samplers that cheat: For Sale wrapped so that its sampler peeks at the
//! real state (through a side channel, or through a view that carries more
//! than it shows).

use std::cell::RefCell;
use std::fmt;

use serde::{Deserialize, Serialize};
use urbs_bots::Roster;
use urbs_catalog::{GAME_IDS, Visitor, with_game};
use urbs_engine::conformance::{LeakAudit, LeakReport, soak_games};
use urbs_engine::rand::RngExt;
use urbs_engine::{Game, GameRng, Outcome, RuleError, Seat, SetupError, ToAct, Viewer};
use urbs_forsale::{Action, Event, ForSale, Options, View};

struct Audit;

impl Visitor for Audit {
    type Out = LeakReport;
    fn visit<G: Roster>(self) -> LeakReport {
        // Every player count; kept small so that the whole file stays quick
        // (more under `scripts/soak.sh`: URBS_SOAK_GAMES / 10 games per game).
        let counts = G::MAX_PLAYERS - G::MIN_PLAYERS + 1;
        let games = soak_games(8 * counts, 1).div_ceil(10).max(8 * counts);
        LeakAudit::<G>::new()
            .games(games.div_ceil(counts))
            .every(8)
            .samples(8)
            .run()
    }
}

#[test]
fn every_game_passes_the_leak_audit() {
    for id in GAME_IDS {
        let start = std::time::Instant::now();
        let report = with_game(id, Audit).unwrap();
        eprintln!("{id}: {:.1} s, {report:?}", start.elapsed().as_secs_f64());
        assert!(report.positions >= 150, "{id}: {report:?}");
        assert!(report.samples >= 1200, "{id}: {report:?}");
        assert!(report.failures().is_empty(), "{id}: {report:?}");
        // Every game says what each viewer cannot see (undo reads it too).
        assert!(report.game_fingerprint, "{id}: no hidden fingerprint");
    }
}

#[test]
fn forsale_fingerprint_is_audited_in_depth() {
    let report = LeakAudit::<ForSale>::new().games(40).run();
    eprintln!("{report:?}");
    assert!(report.game_fingerprint);
    // Decks are shuffled anew in nearly every sampled world.
    assert!(
        report.varied as f64 > 0.9 * report.positions as f64,
        "{report:?}"
    );
    assert!(report.z.abs() < 5.0, "{report:?}");
    let variant = LeakAudit::<ForSale>::new()
        .options([Options { variant: true }])
        .games(20)
        .run();
    assert!(variant.positions > 0);
}

/// Delegates everything to For Sale except the view and the sampler.
macro_rules! delegate_forsale {
    ($name:ident, $view:ty) => {
        impl Game for $name {
            const ID: &'static str = "forsale";
            const NAME: &'static str = "For Sale (cheating sampler)";
            const MIN_PLAYERS: usize = 3;
            const MAX_PLAYERS: usize = 5;
            type Options = Options;
            type Action = Action;
            type Event = Event;
            type View = $view;

            fn new(players: usize, options: &Options, seed: u64) -> Result<Self, SetupError> {
                ForSale::new(players, options, seed).map(Self)
            }
            fn players(&self) -> usize {
                self.0.players()
            }
            fn options(&self) -> Options {
                self.0.options()
            }
            fn to_act(&self) -> ToAct {
                self.0.to_act()
            }
            fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
                self.0.legal_actions(seat, out)
            }
            fn apply(
                &mut self,
                seat: Seat,
                action: &Action,
                events: &mut Vec<Event>,
            ) -> Result<(), RuleError> {
                self.0.apply(seat, action, events)
            }
            fn view(&self, viewer: Viewer) -> $view {
                self.view_of(viewer)
            }
            fn outcome(&self) -> Option<Outcome> {
                self.0.outcome()
            }
            fn sample(view: &$view, log: &[Event], rng: &mut GameRng) -> Self {
                Self::cheat(view, log, rng)
            }
            fn hidden_fingerprint(&self, viewer: Viewer) -> Option<Vec<u64>> {
                self.0.hidden_fingerprint(viewer)
            }
        }
    };
}

thread_local! {
    static LAST_SEEN: RefCell<Option<ForSale>> = const { RefCell::new(None) };
}

/// Remembers the last state it drew a view of, and samples that state when
/// it fits the view: a side channel.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
struct Peeking(ForSale);

impl Peeking {
    fn view_of(&self, viewer: Viewer) -> View {
        LAST_SEEN.with(|last| *last.borrow_mut() = Some(self.0.clone()));
        self.0.view(viewer)
    }
    fn cheat(view: &View, log: &[Event], rng: &mut GameRng) -> Self {
        let seen = LAST_SEEN.with(|last| last.borrow().clone());
        match seen {
            Some(g) if g.view(view.viewer) == *view => Peeking(g),
            _ => Peeking(ForSale::sample(view, log, rng)),
        }
    }
}

delegate_forsale!(Peeking, View);

/// A view that carries the whole state without showing it (it is left out
/// of equality and JSON, as a careless projection might), and a sampler that
/// copies the hidden cards from it `PERCENT` times in 100.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct SmugglingView {
    shown: View,
    #[serde(skip)]
    smuggled: Option<ForSale>,
}

impl PartialEq for SmugglingView {
    fn eq(&self, other: &Self) -> bool {
        self.shown == other.shown
    }
}

impl fmt::Display for SmugglingView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.shown.fmt(f)
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
struct Smuggling<const PERCENT: u32>(ForSale);

impl<const PERCENT: u32> Smuggling<PERCENT> {
    fn view_of(&self, viewer: Viewer) -> SmugglingView {
        SmugglingView {
            shown: self.0.view(viewer),
            smuggled: Some(self.0.clone()),
        }
    }
    fn cheat(view: &SmugglingView, log: &[Event], rng: &mut GameRng) -> Self {
        let honest = ForSale::sample(&view.shown, log, rng);
        match &view.smuggled {
            Some(g) if rng.random_range(0..100) < PERCENT => Smuggling(g.clone()),
            _ => Smuggling(honest),
        }
    }
}

type HalfSmuggling = Smuggling<50>;
type FullSmuggling = Smuggling<100>;
delegate_forsale!(HalfSmuggling, SmugglingView);
delegate_forsale!(FullSmuggling, SmugglingView);

#[test]
fn a_sampler_with_a_side_channel_fails() {
    let report = LeakAudit::<Peeking>::new().games(10).measure();
    assert!(report.replay_mismatches > 0, "{report:?}");
    assert!(report.z > report.z_limit, "{report:?}");
    let failures = report.failures().join("\n");
    assert!(failures.contains("reads more than the view"), "{failures}");
}

#[test]
fn a_sampler_that_copies_hidden_cards_half_the_time_fails_the_statistical_test() {
    let report = LeakAudit::<HalfSmuggling>::new().games(10).measure();
    eprintln!("{report:?}");
    // The exact checks cannot see it: the view is the same object both times.
    assert_eq!(report.replay_mismatches, 0, "{report:?}");
    assert_eq!(report.view_mismatches, 0, "{report:?}");
    assert!(report.varied > report.positions / 4, "{report:?}");
    assert!(report.z > report.z_limit, "{report:?}");
    assert!(
        report
            .failures()
            .join("\n")
            .contains("agree with the real hidden cards"),
        "{report:?}"
    );
}

#[test]
fn a_view_that_gives_the_hidden_cards_away_fails() {
    let report = LeakAudit::<FullSmuggling>::new().games(10).measure();
    assert_eq!(report.varied, 0, "{report:?}");
    assert!(
        report.failures().join("\n").contains("seems to show it"),
        "{report:?}"
    );
}

//! Metropolis, Sid Sackson's lot-and-building board game (1984), for 2 to 5
//! players, on the urbs engine.
//!
//! Players take lots, build on them (alone, by consent, or jointly for
//! shares), trade lots and points in binding deals, and score their
//! buildings on the appraisal chart at the end. Rulings MP-1 .. MP-12 are in
//! `docs/rules/metropolis.md`, the project's own (MP-P1 ..) in
//! `docs/rules/metropolis.md`. The board, the 25 buildings and the chart are
//! one data file, `data/metropolis.toml`, compiled in ([`data()`]).
//!
//! A proposal is a short sequence of small actions so that every step has a
//! short list of legal actions:
//!
//! ```
//! use urbs_engine::{Game, Table, Viewer};
//! use urbs_metropolis::{Action, Metropolis, Options, Phase};
//!
//! let mut table = Table::<Metropolis>::new(3, &Options::default(), 7).unwrap();
//! let me = table.to_act().seats().first().unwrap();
//! // Step 1: take a face-up lot (or give one away if none may be taken).
//! let first = table.legal_actions(me)[0];
//! table.apply(me, &first).unwrap();
//! // Step 3: propose to the next player: give one of my lots for 2 points.
//! let other = (me + 1) % 3;
//! table.apply(me, &Action::Propose).unwrap();
//! table.apply(me, &format!("to {other}").parse().unwrap()).unwrap();
//! let lot = table.view(Viewer::Seat(me)).seats[me].lots.iter().next().unwrap();
//! table.apply(me, &Action::Give(lot)).unwrap();
//! table.apply(me, &"ask 2 points".parse().unwrap()).unwrap();
//! table.apply(me, &Action::Send).unwrap();
//! // Only the two parties see the terms (MP-11).
//! assert!(table.view(Viewer::Seat(other)).deal.is_some());
//! assert!(table.view(Viewer::Spectator).deal.is_none());
//! table.apply(other, &Action::Accept).unwrap();
//! assert_eq!(table.state().phase(), Phase::Main);
//! assert_eq!(table.view(Viewer::Spectator).seats[other].points, -2);
//! // Proposing to myself breaks MP-8 and changes nothing.
//! table.apply(me, &Action::Propose).unwrap();
//! let err = table.apply(me, &Action::To(me as u8)).unwrap_err();
//! assert_eq!(err.rule, "MP-8");
//! println!("{}", table.view(Viewer::Seat(me)));
//! ```

mod action;
mod analysis;
mod building;
mod chart;
mod data;
mod deals;
mod display;
mod game;
mod lot_numbers;
mod lots;
mod sample;
mod state;
mod view;

pub use action::{Action, Build, Consent, Deal, EndReason, Event, MAX_PLAYERS, Placed};
pub use analysis::Appraisal;
pub use chart::{Cell, Neighbourhood, Special, Table, Totals};
pub use data::{
    BlockData, DEFAULT_TOML, Data, Kind, KindData, MAX_BLOCK_LOTS, MAX_BUILDINGS, MAX_KINDS,
    MAX_LOTS, Placement, data,
};
pub use deals::{MAX_DEAL_LOTS, POINT_AMOUNTS, SHARE_STEP};
pub use lots::{BLOCK_BITS, Lot, LotSet, MAX_BLOCKS};
pub use state::{
    CROWDED, DEALT_LOTS, FACE_UP, Granted, Metropolis, Options, PROPOSALS_PER_TURN, Phase,
};
pub use view::{BuildingView, SeatView, Stock, View};

#[cfg(test)]
mod rulings_tests;
#[cfg(test)]
mod test_util;

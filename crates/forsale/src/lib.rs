//! For Sale, Stefan Dorra's auction-then-sell card game (1997 edition), for 3
//! to 5 players, on the urbs engine.
//!
//! Phase 1 auctions the buildings, phase 2 sells them for cheques; rulings
//! FS-1 .. FS-8 and the variant FS-V1 .. FS-V3 (`Options { variant: true }`)
//! are in `docs/rules/forsale.md`.
//!
//! ```
//! use urbs_engine::{Table, Viewer};
//! use urbs_forsale::{Action, ForSale, Options};
//!
//! let mut table = Table::<ForSale>::new(4, &Options::default(), 7).unwrap();
//! let seat = table.to_act().seats().first().unwrap();
//! table.apply(seat, &Action::Bid(2)).unwrap();
//! // Bidding the same again breaks FS-3 and changes nothing.
//! let next = table.to_act().seats().first().unwrap();
//! let err = table.apply(next, &Action::Bid(2)).unwrap_err();
//! assert_eq!(err.rule, "FS-3");
//! println!("{}", table.view(Viewer::Seat(next)));
//! ```

mod action;
mod analysis;
mod display;
mod game;
mod open;
mod sample;
mod state;
mod view;

pub use action::{Action, Event, Sale};
pub use open::{OpenChoice, open_choices};
pub use state::{Buildings, CHEQUES, ForSale, Options, Phase, START_CHIPS};
pub use view::{SeatView, View};

#[cfg(test)]
mod rulings_tests;

//! Skyline, Dirk Henn's currency-and-majority card game, for 2 to 6 players,
//! on the urbs engine.
//!
//! Players take money cards of four currencies and buy buildings from the
//! four slots of the construction yard, each slot paid in its own currency;
//! paying the exact price grants another action. Majorities in the six types
//! of building score at the scoring cards A and B, hidden in the money deck,
//! and at the end (C). Rulings SK-1 .. SK-13 are in `docs/rules/skyline.md`,
//! the project's own (SK-P1 ..) in `docs/rules/skyline.md`.
//!
//! ```
//! use urbs_engine::{Game, Table, Viewer};
//! use urbs_skyline::{Action, Options, Skyline};
//!
//! let mut table = Table::<Skyline>::new(4, &Options::default(), 7).unwrap();
//! let seat = table.to_act().seats().first().unwrap();
//! // Every legal action has a text form that reads back.
//! let legal = table.legal_actions(seat);
//! let action: Action = legal[0].to_string().parse().unwrap();
//! table.apply(seat, &action).unwrap();
//! // Two nines are more than one may take at once (SK-3): refused, nothing changes.
//! let next = table.to_act().seats().first().unwrap();
//! let err = table.apply(next, &"take blue 9, blue 9".parse().unwrap());
//! assert_eq!(err.unwrap_err().rule, "SK-3");
//! println!("{}", table.view(Viewer::Seat(next)));
//! ```

mod action;
mod analysis;
mod cards;
mod data;
mod deck;
mod display;
mod game;
mod hand;
mod payments;
mod rules;
mod sample;
mod state;
mod turn;
mod view;

pub use action::{Action, Event, MAX_PLAYERS};
pub use cards::{Building, MoneyCard, MoneyCards, Payment};
pub use data::{BuildingType, COUNTS, Currency, Scoring};
pub use deck::{Cards, DEFAULT_DECK, Deck, DeckErrors, DeckIssue, price_range};
pub use hand::Hand;
pub use rules::{share_ranks, share_ranks_packed};
pub use state::{Options, Skyline};
pub use view::{NeutralView, SeatView, SlotView, View};

#[cfg(test)]
mod rulings_tests;

#[cfg(test)]
mod reference_tests;

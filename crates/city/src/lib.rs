//! City, Tom Lehmann's tableau-building card game (the free rules of 2004,
//! later published as *The City*), for 2 to 5 players, on the urbs engine.
//!
//! Every card is both a development to build and money to pay with. Each
//! round all players secretly decide what to build, then reveal; tableaux
//! score VP and draw income; first to 50 VP (or the cards running out) ends
//! the game. Rulings CT-1 .. CT-12 are in `docs/rules/city.md`, the
//! project's own (CT-P1 ..) in `docs/rules/city.md`.
//!
//! The deck is data (CT-12): the default deck is compiled in from
//! `data/default_deck.toml`; `Options { deck: Some(toml) }` plays another.
//!
//! ```
//! use urbs_city::{Action, City, Options};
//! use urbs_engine::{Table, Viewer};
//!
//! let mut table = Table::<City>::new(3, &Options::default(), 7).unwrap();
//! // CT-1: everyone discards 2 of 7, a card at a time, in secret.
//! for seat in 0..3 {
//!     for _ in 0..2 {
//!         let first = table.legal_actions(seat)[0];
//!         table.apply(seat, &first).unwrap();
//!     }
//! }
//! // Round 1: player 0 surveys; paying is impossible before building.
//! table.apply(0, &Action::Survey).unwrap();
//! let err = table.apply(1, &"pay Diner".parse().unwrap()).unwrap_err();
//! assert_eq!(err.rule, "CT-2");
//! println!("{}", table.view(Viewer::Seat(1)));
//!
//! // A user deck that breaks the format is refused with every problem listed.
//! let bad = Options { deck: Some("[[card]]\nname = \"X\"\ncost = -1\ncopies = 1\n".into()) };
//! assert!(Table::<City>::new(3, &bad, 1).is_err());
//! ```

mod action;
mod card;
mod deck;
mod describe;
mod display;
mod game;
mod round;
mod sample;
mod state;
mod tableau;
mod view;

pub use action::{Action, EndReason, Event, MAX_PLAYERS};
pub use card::{
    CardDef, CardId, CardName, Count, Discount, NAME_MAX, Scope, Symbol, Symbols, Term,
};
pub use deck::{Cards, DEFAULT_DECK, Deck, DeckErrors, DeckIssue, MAX_CARD_TYPES, MAX_CARDS};
pub use describe::{card_json, describe};
pub use state::{
    City, Commit, HAND_DEALT, HAND_LIMIT, Options, Phase, Player, ROUND_LIMIT, SETUP_DISCARD,
    SURVEY_DRAW, Step, TARGET_VP,
};
pub use tableau::Tableaux;
pub use view::{Choice, SeatView, Status, TableauIds, View};

#[cfg(test)]
mod rulings_tests;

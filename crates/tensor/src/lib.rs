//! Every urbs game as tensors, for learning agents: a fixed integer action
//! space per game with the legal ones as a mask, and a fixed-size `float32`
//! observation of one seat's view; and games stepped by id in Rust, one
//! ([`Episode`]) or a batch at once ([`Batch`]), with built-in bots in the
//! seats no agent plays.
//!
//! **Action ids.** [`Encoding::action_id`] maps every action a game can offer
//! to one id in `0..ACTIONS`, the same id whenever the same action is offered,
//! and [`Encoding::action`] maps it back. Seats named in actions (a gift, a
//! proposal's partner) count clockwise from the actor, so an id means the same
//! move from every seat. The layouts are in `docs/tensors.md`.
//!
//! **Observations.** [`Encoding::observe`] reads one seat's view and the
//! public log, nothing else: it cannot see what the seat cannot. Seat blocks
//! start with the viewer's own. [`Encoding::LAYOUT`] names every field.
//!
//! ```
//! use urbs_engine::{Table, Viewer};
//! use urbs_forsale::{ForSale, Options};
//! use urbs_tensor::{Encoding, legal_ids, observe};
//!
//! let table = Table::<ForSale>::new(4, &Options::default(), 1).unwrap();
//! let seat = table.to_act().seats().first().unwrap();
//! let view = table.view(Viewer::Seat(seat));
//! let obs = observe::<ForSale>(&view, table.log());
//! assert_eq!(obs.len(), ForSale::LAYOUT.len());
//! let ids = legal_ids::<ForSale>(&view, &table.legal_actions(seat));
//! assert_eq!(ids[0], 0); // pass
//! assert_eq!(ForSale::action(&view, ids[1]), Some(urbs_forsale::Action::Bid(1)));
//! ```

mod batch;
mod boxed;
mod city;
mod episode;
mod erased;
mod forsale;
mod metropolis;
mod obs;
mod skyline;
mod trajectory;

pub use batch::{
    Batch, BatchConfig, BatchSlot, Ended, Outputs, Seats, output_lens, step_slots, write_slots,
};
pub use boxed::{DynBatch, DynEpisode, Visitor, new_batch, new_episode, with_encoding};
pub use episode::{Episode, Reward};
pub use erased::{DynEncoding, GAMES, encoding};
pub use obs::{BOUND, Field, Layout, Obs, Placed, field, places_after, seat_after};
pub use trajectory::{Decisions, decisions};

use urbs_engine::Game;

/// A game's fixed action space and observation layout.
pub trait Encoding: Game {
    /// Ids run from 0 to `ACTIONS - 1`.
    const ACTIONS: usize;
    /// The observation's fields; `LAYOUT.len()` floats in all.
    const LAYOUT: Layout;

    /// The id of `action`, offered to the viewer of `view` (`None` for an
    /// action outside the space, which no game of the default printing offers).
    fn action_id(view: &Self::View, action: &Self::Action) -> Option<usize>;

    /// The action `id` stands for, for the viewer of `view` (`None` if the id
    /// names nothing here). It need not be legal now.
    fn action(view: &Self::View, id: usize) -> Option<Self::Action>;

    /// Writes what `view` and the public `log` show into `obs`.
    fn observe(view: &Self::View, log: &[Self::Event], obs: &mut Obs<'_>);

    /// What `id` stands for, in words (seats counted from the actor, cards of
    /// the default printing), for listings of the action space.
    fn describe(id: usize) -> Option<String>;
}

/// The observation of `view` and `log` as a new vector.
pub fn observe<G: Encoding>(view: &G::View, log: &[G::Event]) -> Vec<f32> {
    let mut out = vec![0.0; G::LAYOUT.len()];
    observe_into::<G>(view, log, &mut out);
    out
}

/// The observation of `view` and `log` written into `out`
/// (`G::LAYOUT.len()` long).
pub fn observe_into<G: Encoding>(view: &G::View, log: &[G::Event], out: &mut [f32]) {
    let layout: &'static Layout = layout_of::<G>();
    let mut obs = Obs::new(layout, out);
    G::observe(view, log, &mut obs);
    obs.finish();
}

/// A `'static` reference to `G::LAYOUT` (an associated const may not be
/// promoted directly in generic code).
fn layout_of<G: Encoding>() -> &'static Layout {
    struct Holder<G>(std::marker::PhantomData<G>);
    impl<G: Encoding> Holder<G> {
        const LAYOUT: &'static Layout = &G::LAYOUT;
    }
    Holder::<G>::LAYOUT
}

/// The ids of `legal`, in order (actions outside the space left out).
pub fn legal_ids<G: Encoding>(view: &G::View, legal: &[G::Action]) -> Vec<usize> {
    legal.iter().filter_map(|a| G::action_id(view, a)).collect()
}

/// Sets `mask[id]` to 1 for every legal action and 0 elsewhere.
pub fn fill_mask<G: Encoding>(view: &G::View, legal: &[G::Action], mask: &mut [u8]) {
    mask.fill(0);
    for a in legal {
        if let Some(id) = G::action_id(view, a) {
            mask[id] = 1;
        }
    }
}

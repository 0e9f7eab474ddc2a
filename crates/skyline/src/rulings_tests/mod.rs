//! One test (at least) per ruling, named after it, and the seed's worked
//! examples. `stage` builds exact tables to test against.

mod end_and_neutral;
mod printing;
mod scoring;
mod stage;
mod turns;
mod views;

//! One test (at least) per ruling, named after it, by topic: the turn
//! (MP-1 .. MP-4), building (MP-5, MP-6), the chart (MP-7), deals (MP-8),
//! the end and the scores (MP-9, MP-10), views (MP-11) and the data file
//! (MP-12), with the project's rulings on them.

mod building;
mod chart;
mod data;
mod deals;
mod editions;
mod ending;
mod turn;
mod views;

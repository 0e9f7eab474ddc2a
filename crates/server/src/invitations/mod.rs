//! Invitations (rulings I-1 .. I-8 in docs/rules/table.md, docs/api.md
//! "Invitations"): an account invited by name to an open seat of a new
//! game or of a rematch, the seat held for it until it answers. Kept in
//! the database (`crate::store::invitations`, with their rows), so every
//! server of a cluster sees them and they outlive a restart. Below the
//! HTTP wing, beside accounts: it knows no route and no game; `http/invitations.rs` asks the hub for the seats.

pub use crate::store::{Answer, Invitation, NewInvitation};

/// I-8: at most this many invitations one account sent stand unanswered
/// at a time, so nobody floods another's page.
pub const MAX_STANDING: i64 = 10;

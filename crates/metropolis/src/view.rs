//! What one player may see (MP-11).

use serde::{Deserialize, Serialize};
use urbs_engine::{Edition, Game, Outcome, ToAct, Viewer};

use crate::action::EndReason;
use crate::action::{Deal, Placed};
use crate::data::Kind;
use crate::lots::{Lot, LotSet};
use crate::state::{Granted, Metropolis, Phase};

/// One player as everyone sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// Unbuilt lots with this player's token.
    pub lots: LotSet,
    /// MP-10: points received minus points given in deals.
    pub points: i16,
    /// The score if the game ended now (MP-10).
    pub score: i64,
}

/// A building on the board and what it is worth now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BuildingView {
    #[serde(flatten)]
    pub placed: Placed,
    pub value: u8,
}

/// Buildings of one kind not yet placed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stock {
    pub building: Kind,
    pub left: u8,
}

/// A player's (or a spectator's) view of the table. MP-11: everything but the
/// order of the lot deck and proposals between other players.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    /// The edition of the rules (issue 28), written only when it is not the
    /// latest, so that a view of a game of today's rules reads as before.
    #[serde(
        default = "urbs_engine::latest_edition::<Metropolis>",
        skip_serializing_if = "urbs_engine::is_latest_edition::<Metropolis>"
    )]
    pub edition: Edition,
    pub viewer: Viewer,
    pub players: u8,
    pub no_point_trades: bool,
    pub turn: u16,
    pub active: u8,
    pub phase: Phase,
    pub to_act: ToAct,
    /// The other party of the proposal under way.
    pub partner: Option<u8>,
    /// MP-8: proposals the active player has made this turn.
    pub proposals: u8,
    pub face_up: Vec<Lot>,
    /// Lot cards face down.
    pub deck: u8,
    /// MP-9: turns left after this one, once the last lot card is up.
    pub final_turns: Option<u8>,
    pub seats: Vec<SeatView>,
    pub buildings: Vec<BuildingView>,
    pub remaining: Vec<Stock>,
    /// Consents accepted this turn.
    pub consents: Vec<Granted>,
    /// The proposal under way, if the viewer is one of its parties (and,
    /// while it is drafted, its drafter).
    pub deal: Option<Deal>,
    /// The counter-proposal under way, on the same terms.
    pub counter: Option<Deal>,
    pub end: Option<EndReason>,
    pub outcome: Option<Outcome>,
}

/// MP-11, MP-P10: the proposal and counter-proposal `viewer` sees: a
/// draft is its drafter's; a sent proposal both parties'.
fn shown_deals(g: &Metropolis, viewer: Viewer) -> (Option<Deal>, Option<Deal>) {
    let is = |s: u8| viewer.seat() == Some(s as usize);
    match g.phase {
        Phase::Draft if is(g.active) => (Some(g.deal), None),
        Phase::Answer if is(g.active) || is(g.partner) => (Some(g.deal), None),
        Phase::Counter if is(g.active) => (Some(g.deal), None),
        Phase::Counter if is(g.partner) => (Some(g.deal), Some(g.counter)),
        Phase::Reply if is(g.active) || is(g.partner) => (Some(g.deal), Some(g.counter)),
        _ => (None, None),
    }
}

/// What `viewer` cannot see, for the leak audit and undo (MP-11): the lot
/// deck's order, the proposals it is not a party to, and (MP-P10) that the
/// active player is choosing whom to propose to, and whom. Lists end with
/// `u64::MAX`.
pub(crate) fn hidden_fingerprint(g: &Metropolis, viewer: Viewer) -> Vec<u64> {
    use std::hash::{Hash, Hasher};
    const END: u64 = u64::MAX;
    let hash = |d: &Deal| {
        let mut h = std::hash::DefaultHasher::new();
        d.hash(&mut h);
        h.finish()
    };
    let mut out: Vec<u64> = g.deck.iter().map(|l| l.0 as u64).collect();
    out.push(END);
    let (deal, counter) = shown_deals(g, viewer);
    let active = viewer.seat() == Some(g.active as usize);
    if g.phase == Phase::Propose && !active {
        out.push(1);
    }
    if matches!(
        g.phase,
        Phase::Draft | Phase::Answer | Phase::Counter | Phase::Reply
    ) && deal.is_none()
    {
        out.push(hash(&g.deal));
    }
    if matches!(g.phase, Phase::Counter | Phase::Reply) && counter.is_none() {
        out.push(hash(&g.counter));
    }
    out
}

impl View {
    pub(crate) fn of(g: &Metropolis, viewer: Viewer) -> View {
        let n = g.players as usize;
        let scores = g.scores();
        let me = viewer.seat();
        let is = |s: u8| me == Some(s as usize);
        let (deal, counter) = shown_deals(g, viewer);
        // MP-P10: choosing whom to propose to is the first step of a secret
        // draft; until the partner is named (a public event), the others see
        // the turn as it was.
        let choosing = g.phase == Phase::Propose && !is(g.active);
        let dealing = matches!(
            g.phase,
            Phase::Draft | Phase::Answer | Phase::Counter | Phase::Reply
        );
        View {
            edition: g.edition,
            viewer,
            players: g.players,
            no_point_trades: g.no_point_trades,
            turn: g.turn,
            active: g.active,
            phase: if choosing { Phase::Main } else { g.phase },
            to_act: g.to_act(),
            partner: dealing.then_some(g.partner),
            proposals: g.proposals - choosing as u8,
            face_up: g.face_up.to_vec(),
            deck: g.deck.len() as u8,
            final_turns: g.final_turns,
            seats: (0..n)
                .map(|s| SeatView {
                    lots: g.tokens[s],
                    points: g.points[s],
                    score: scores[s],
                })
                .collect(),
            buildings: g
                .buildings
                .iter()
                .map(|b| BuildingView {
                    placed: *b,
                    value: g.value(b),
                })
                .collect(),
            remaining: g
                .data()
                .all_kinds()
                .map(|k| Stock {
                    building: k,
                    left: g.remaining[k.index()],
                })
                .collect(),
            consents: g.consents.to_vec(),
            deal,
            counter,
            end: g.end,
            outcome: g.outcome(),
        }
    }
}

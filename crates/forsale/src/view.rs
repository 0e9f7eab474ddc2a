//! What one player may see (FS-8), and what it may not (`hidden_fingerprint`).

use serde::{Deserialize, Serialize};
use urbs_engine::{Game, Outcome, ToAct, Viewer};

use crate::state::{ForSale, Phase};

/// One seat as everyone sees it. FS-8: bids, payments and which building each
/// player takes happen in the open, so chips, buildings and cheques are shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub chips: u8,
    /// Chips in the middle in the current auction.
    pub bid: u8,
    pub in_auction: bool,
    /// Buildings held, ascending.
    pub buildings: Vec<u8>,
    /// Cheques taken, in order.
    pub cheques: Vec<u8>,
    /// Phase 2: has put a building face down this round.
    pub chosen: bool,
}

/// A player's (or a spectator's) view of the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub players: u8,
    pub variant: bool,
    pub phase: Phase,
    pub round: u8,
    /// Auctions (phase 1) or sales (phase 2) in the whole game.
    pub rounds: u8,
    pub to_act: ToAct,
    pub buildings_in_deck: u8,
    pub cheques_in_deck: u8,
    /// Buildings (phase 1) or cheques (phase 2) face up, ascending.
    pub display: Vec<u8>,
    pub highest_bid: u8,
    /// FS-V2: somebody passed already in this auction.
    pub passed_any: bool,
    pub bank: u16,
    pub seats: Vec<SeatView>,
    /// Buildings sold so far, face up.
    pub sold: Vec<u8>,
    /// The viewer's own face-down building in phase 2 (FS-8: others' stay hidden).
    pub my_choice: Option<u8>,
    pub outcome: Option<Outcome>,
}

impl View {
    pub(crate) fn of(g: &ForSale, viewer: Viewer) -> View {
        let n = g.players as usize;
        let used = ForSale::cards_used(n, g.variant) as u8;
        let per_auction = g.players - u8::from(g.variant);
        View {
            viewer,
            players: g.players,
            variant: g.variant,
            phase: g.phase,
            round: g.round,
            rounds: if g.phase == Phase::Buying {
                used / per_auction
            } else {
                0
            },
            to_act: g.to_act(),
            buildings_in_deck: g.building_deck.len() as u8,
            cheques_in_deck: g.cheque_deck.len() as u8,
            display: g.display.to_vec(),
            highest_bid: g.bids.iter().copied().max().unwrap_or(0),
            passed_any: g.passed_any,
            bank: g.bank,
            seats: (0..n)
                .map(|s| SeatView {
                    chips: g.chips[s],
                    bid: g.bids[s],
                    in_auction: g.in_auction.contains(s),
                    buildings: g.holdings[s].to_vec(),
                    cheques: g.cheques[s].to_vec(),
                    chosen: g.phase == Phase::Selling
                        && !g.holdings[s].is_empty()
                        && !g.choosing.contains(s),
                })
                .collect(),
            sold: g.sold.to_vec(),
            my_choice: viewer
                .seat()
                .map(|s| g.choices[s])
                .filter(|&b| b != 0 && g.phase == Phase::Selling),
            outcome: g.outcome(),
        }
    }
}

/// FS-1, FS-8: the deck orders, the cards removed unseen (as sets) and the
/// others' face-down phase-2 choices; the view fixes how many of each.
pub(crate) fn hidden_fingerprint(g: &ForSale, viewer: Viewer) -> Vec<u64> {
    let mut removed_buildings = g.removed_buildings.clone();
    removed_buildings.sort_unstable();
    let mut removed_cheques = g.removed_cheques.clone();
    removed_cheques.sort_unstable();
    let choices = (0..g.players as usize)
        .filter(|&s| Some(s) != viewer.seat())
        .map(|s| g.choices[s]);
    g.building_deck
        .iter()
        .chain(&g.cheque_deck)
        .chain(&removed_buildings)
        .chain(&removed_cheques)
        .copied()
        .chain(choices)
        .map(u64::from)
        .collect()
}

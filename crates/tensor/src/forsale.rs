//! For Sale: 36 actions (pass, bid 1..15, sell 1..20) and a 335-float view.

use urbs_forsale::{Action, Event, ForSale, Phase, START_CHIPS, View};

use crate::Encoding;
use crate::obs::{Layout, Obs, field};

const MAX_SEATS: usize = 5;
/// Building values 1..=20.
const BUILDINGS: usize = 20;
/// Cheque values 0..=20 (index = value).
const CHEQUE_VALUES: usize = 21;
const MAX_BID: usize = START_CHIPS as usize;
/// Ids: pass, then `bid N` at N, then `sell B` at 15 + B.
const SELL_BASE: usize = MAX_BID;

impl Encoding for ForSale {
    const ACTIONS: usize = 1 + MAX_BID + BUILDINGS;

    const LAYOUT: Layout = Layout {
        head: &[
            field("players", 3, "one-hot: 3, 4, 5 players"),
            field(
                "variant",
                1,
                "1 with the seed's variant rules (FS-V1..FS-V3)",
            ),
            field("phase", 3, "one-hot: buying, selling, over"),
            field("round", 1, "auctions or sales started so far / 10"),
            field("to_act", 1, "1 when the viewer must act now"),
            field("decks", 2, "buildings, cheques face down / 20"),
            field(
                "display_buildings",
                BUILDINGS,
                "buildings on offer (phase 1), by value 1..20",
            ),
            field(
                "display_cheques",
                CHEQUE_VALUES,
                "cheques on offer (phase 2): count by value 0..20",
            ),
            field(
                "auction",
                3,
                "highest bid / 15, somebody passed (FS-V2), chips in the bank / 75",
            ),
            field(
                "my_choice",
                BUILDINGS,
                "phase 2: the building the viewer put face down, by value",
            ),
            field("sold", BUILDINGS, "buildings sold so far, by value"),
        ],
        seat: &[
            field("present", 1, "1 when the table has this seat"),
            field("to_act", 1, "1 when this seat must act now"),
            field("chips", 1, "chips in hand / 15"),
            field("bid", 1, "chips in the middle this auction / 15"),
            field("in_auction", 1, "1 while still in the auction"),
            field("chosen", 1, "phase 2: has put a building face down"),
            field("buildings", BUILDINGS, "buildings held, by value 1..20"),
            field(
                "cheques",
                CHEQUE_VALUES,
                "cheques taken: count by value 0..20",
            ),
            field("cheque_total", 1, "sum of the cheques / 100"),
        ],
        seats: MAX_SEATS,
        tail: &[],
    };

    fn action_id(_view: &View, action: &Action) -> Option<usize> {
        match *action {
            Action::Pass => Some(0),
            Action::Bid(n) if (1..=MAX_BID).contains(&(n as usize)) => Some(n as usize),
            Action::Sell(b) if (1..=BUILDINGS).contains(&(b as usize)) => {
                Some(SELL_BASE + b as usize)
            }
            _ => None,
        }
    }

    fn action(_view: &View, id: usize) -> Option<Action> {
        action_of(id)
    }

    fn describe(id: usize) -> Option<String> {
        action_of(id).map(|a| a.to_string())
    }

    fn observe(view: &View, _log: &[Event], obs: &mut Obs<'_>) {
        let n = view.players as usize;
        let me = view.viewer.seat().unwrap_or(0);
        let buying = view.phase == Phase::Buying;
        obs.field("players");
        obs.one_hot(n.checked_sub(3), 3);
        obs.field("variant");
        obs.flag(view.variant);
        obs.field("phase");
        obs.one_hot(
            Some(match view.phase {
                Phase::Buying => 0,
                Phase::Selling => 1,
                Phase::Over => 2,
            }),
            3,
        );
        obs.field("round");
        obs.scaled(view.round, 10.0);
        obs.field("to_act");
        obs.flag(view.viewer.seat().is_some_and(|s| view.to_act.includes(s)));
        obs.field("decks");
        obs.scaled(view.buildings_in_deck, 20.0);
        obs.scaled(view.cheques_in_deck, 20.0);
        obs.field("display_buildings");
        let shown = |on: bool| view.display.iter().filter(move |_| on);
        obs.counts(shown(buying).map(|&b| b as usize - 1), BUILDINGS, 1.0);
        obs.field("display_cheques");
        obs.counts(shown(!buying).map(|&c| c as usize), CHEQUE_VALUES, 1.0);
        obs.field("auction");
        obs.scaled(view.highest_bid, MAX_BID as f64);
        obs.flag(view.passed_any);
        obs.scaled(view.bank, 75.0);
        obs.field("my_choice");
        obs.one_hot(view.my_choice.map(|b| b as usize - 1), BUILDINGS);
        obs.field("sold");
        obs.counts(view.sold.iter().map(|&b| b as usize - 1), BUILDINGS, 1.0);
        for k in 0..MAX_SEATS {
            let Some(seat) = obs.seat_block(me, k, n, Self::LAYOUT.seat) else {
                continue;
            };
            let sv = &view.seats[seat];
            obs.seat_head(view.to_act.includes(seat));
            obs.field("chips");
            obs.scaled(sv.chips, MAX_BID as f64);
            obs.field("bid");
            obs.scaled(sv.bid, MAX_BID as f64);
            obs.field("in_auction");
            obs.flag(sv.in_auction);
            obs.field("chosen");
            obs.flag(sv.chosen);
            obs.field("buildings");
            obs.counts(sv.buildings.iter().map(|&b| b as usize - 1), BUILDINGS, 1.0);
            obs.field("cheques");
            obs.counts(sv.cheques.iter().map(|&c| c as usize), CHEQUE_VALUES, 1.0);
            obs.field("cheque_total");
            obs.scaled(sv.cheques.iter().map(|&c| c as u32).sum::<u32>(), 100.0);
        }
    }
}

fn action_of(id: usize) -> Option<Action> {
    match id {
        0 => Some(Action::Pass),
        1..=MAX_BID => Some(Action::Bid(id as u8)),
        _ if id <= SELL_BASE + BUILDINGS => Some(Action::Sell((id - SELL_BASE) as u8)),
        _ => None,
    }
}

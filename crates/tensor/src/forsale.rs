//! For Sale: 36 actions (pass, bid 1..15, sell 1..20) and a 335-float view.

use urbs_bots::forsale_policy;
use urbs_forsale::{Action, Event, ForSale, View};

use crate::Encoding;
use crate::obs::{Layout, Obs, field};

const MAX_SEATS: usize = 5;
/// Building values 1..=20.
const BUILDINGS: usize = 20;
/// Cheque values 0..=20 (index = value).
const CHEQUE_VALUES: usize = 21;

impl Encoding for ForSale {
    const ACTIONS: usize = forsale_policy::ACTIONS;

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
        forsale_policy::action_id(action)
    }

    fn action(_view: &View, id: usize) -> Option<Action> {
        forsale_policy::action_of(id)
    }

    fn describe(id: usize) -> Option<String> {
        forsale_policy::action_of(id).map(|a| a.to_string())
    }

    /// The observation the learned policy of `urbs-bots` reads, written
    /// there (one writer for both: the policy shipped with the bots was
    /// trained on what this gives).
    fn observe(view: &View, _log: &[Event], obs: &mut Obs<'_>) {
        obs.whole(|out| forsale_policy::observe(view, out));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The layout documents the observation the bots' policy writes: the
    /// same length and action space.
    #[test]
    fn the_layout_is_the_learned_policys_observation() {
        assert_eq!(ForSale::LAYOUT.len(), forsale_policy::OBSERVATION);
        assert_eq!(ForSale::ACTIONS, forsale_policy::ACTIONS);
    }
}

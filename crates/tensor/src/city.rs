//! City: build, pay and discard per card type (its index in the deck), survey
//! and done; a view with every card type counted in hand, choice and tableaux.

use urbs_city::{
    Action, CardName, Cards, City, Event, MAX_CARD_TYPES, MAX_PLAYERS, Phase, ROUND_LIMIT, Status,
    Step, View,
};

use crate::Encoding;
use crate::obs::{Layout, Obs, field};

/// Card types, by their place in the deck file (the default deck has 51).
const TYPES: usize = MAX_CARD_TYPES;
const BUILD: usize = 0;
const PAY: usize = TYPES;
const DISCARD: usize = 2 * TYPES;
const SURVEY: usize = 3 * TYPES;
const DONE: usize = 3 * TYPES + 1;

fn type_index(view: &View, name: &CardName) -> Option<usize> {
    view.deck.id(name).map(|id| id as usize)
}

fn action_in(deck: &Cards, id: usize) -> Option<Action> {
    let card = |i: usize| (i < deck.cards().len()).then(|| deck.name(i as u8));
    match id {
        SURVEY => Some(Action::Survey),
        DONE => Some(Action::Done),
        _ if id < PAY => card(id - BUILD).map(Action::Build),
        _ if id < DISCARD => card(id - PAY).map(Action::Pay),
        _ if id < SURVEY => card(id - DISCARD).map(Action::Discard),
        _ => None,
    }
}

impl Encoding for City {
    const ACTIONS: usize = 3 * TYPES + 2;

    const LAYOUT: Layout = Layout {
        head: &[
            field("players", 4, "one-hot: 2 to 5 players"),
            field(
                "phase",
                5,
                "one-hot: keep (CT-1), build, survey, hand limit, over",
            ),
            field("round", 1, "round / 40"),
            field("to_act", 1, "1 when the viewer must act now"),
            field(
                "piles",
                4,
                "draw pile / 100, discard pile / 100, General Contractors face up / 4, out of the game / 4",
            ),
            field(
                "hand",
                TYPES,
                "the viewer's hand: count by card type (deck order)",
            ),
            field(
                "step",
                6,
                "the viewer's secret choice, one-hot: idle, choose, pay, second build, discard, committed",
            ),
            field("building", TYPES, "cards set aside to build, by type"),
            field(
                "choice",
                3,
                "takes a General Contractor, surveys, cards still owed / 10",
            ),
            field("spent", TYPES, "cards put face down so far, by type"),
        ],
        seat: &[
            field("present", 1, "1 when the table has this seat"),
            field("to_act", 1, "1 when this seat must act now"),
            field("tableau", TYPES, "developments built, count by type"),
            field("vp", 1, "VP / 50"),
            field("yield", 2, "VP and income per round / 10"),
            field("hand", 1, "cards in hand / 12"),
            field("status", 3, "one-hot: waiting, deciding, committed"),
            field("must_discard", 1, "cards to discard now / 10"),
        ],
        seats: MAX_PLAYERS,
        tail: &[],
    };

    fn action_id(view: &View, action: &Action) -> Option<usize> {
        match action {
            Action::Build(c) => type_index(view, c).map(|i| BUILD + i),
            Action::Pay(c) => type_index(view, c).map(|i| PAY + i),
            Action::Discard(c) => type_index(view, c).map(|i| DISCARD + i),
            Action::Survey => Some(SURVEY),
            Action::Done => Some(DONE),
        }
    }

    fn action(view: &View, id: usize) -> Option<Action> {
        action_in(&view.deck, id)
    }

    fn describe(id: usize) -> Option<String> {
        let deck = Cards::load(None).expect("the default deck loads");
        action_in(&deck, id).map(|a| a.to_string())
    }

    fn observe(view: &View, _log: &[Event], obs: &mut Obs<'_>) {
        let n = view.players as usize;
        let me = view.viewer.seat().unwrap_or(0);
        let types = |cards: &[CardName]| -> Vec<usize> {
            cards.iter().filter_map(|c| type_index(view, c)).collect()
        };
        obs.field("players");
        obs.one_hot(n.checked_sub(2), 4);
        obs.field("phase");
        obs.one_hot(
            Some(match view.phase {
                Phase::Keep => 0,
                Phase::Build => 1,
                Phase::Survey => 2,
                Phase::HandLimit => 3,
                Phase::Over => 4,
            }),
            5,
        );
        obs.field("round");
        obs.scaled(view.round, ROUND_LIMIT as f64);
        obs.field("to_act");
        obs.flag(view.viewer.seat().is_some_and(|s| view.to_act.includes(s)));
        obs.field("piles");
        obs.scaled(view.draw_pile, 100.0);
        obs.scaled(view.discard_pile, 100.0);
        obs.scaled(view.contractors, 4.0);
        obs.scaled(view.removed_contractors, 4.0);
        obs.field("hand");
        obs.counts(types(&view.hand), TYPES, 1.0);
        let choice = view.choice.as_ref();
        obs.field("step");
        obs.one_hot(
            Some(match choice.map_or(Step::Idle, |c| c.step) {
                Step::Idle => 0,
                Step::Choose => 1,
                Step::Pay => 2,
                Step::Second => 3,
                Step::Discard => 4,
                Step::Committed => 5,
            }),
            6,
        );
        obs.field("building");
        obs.counts(
            choice.map(|c| types(&c.building)).unwrap_or_default(),
            TYPES,
            1.0,
        );
        obs.field("choice");
        obs.flag(choice.is_some_and(|c| c.contractor));
        obs.flag(choice.is_some_and(|c| c.survey));
        obs.scaled(choice.map_or(0, |c| c.owed), 10.0);
        obs.field("spent");
        obs.counts(
            choice.map(|c| types(&c.spent)).unwrap_or_default(),
            TYPES,
            1.0,
        );
        for k in 0..MAX_PLAYERS {
            let Some(seat) = obs.seat_block(me, k, n, Self::LAYOUT.seat) else {
                continue;
            };
            let sv = &view.seats[seat];
            obs.seat_head(view.to_act.includes(seat));
            obs.field("tableau");
            obs.counts(types(&sv.tableau), TYPES, 1.0);
            obs.field("vp");
            obs.scaled(sv.vp, 50.0);
            obs.field("yield");
            obs.scaled(sv.vp_per_round, 10.0);
            obs.scaled(sv.income, 10.0);
            obs.field("hand");
            obs.scaled(sv.hand, 12.0);
            obs.field("status");
            obs.one_hot(
                Some(match sv.status {
                    Status::Waiting => 0,
                    Status::Deciding => 1,
                    Status::Committed => 2,
                }),
                3,
            );
            obs.field("must_discard");
            obs.scaled(sv.must_discard, 10.0);
        }
    }
}

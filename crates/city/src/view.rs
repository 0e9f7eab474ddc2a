//! What one player may see (CT-11), and what it may not (`hidden_fingerprint`).

use serde::{Deserialize, Serialize};
use urbs_engine::{Edition, Game, Outcome, ToAct, Viewer};

use crate::action::EndReason;
use crate::card::{CardDef, CardId, CardName};
use crate::deck::Cards;
use crate::state::{City, Phase, Step};

/// Whether a seat is asked in the current step (CT-11: shown as a marker).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Not asked in this step.
    Waiting,
    /// Still deciding.
    Deciding,
    /// Has decided; the choice stays hidden until the reveal.
    Committed,
}

/// One seat as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// In the order built.
    pub tableau: Vec<CardName>,
    pub vp: u16,
    /// VP and income the tableau yields each round as it stands (CT-7, CT-8).
    pub vp_per_round: u16,
    pub income: u16,
    /// Cards in hand as the table counts them (a secret choice in progress
    /// still counts).
    pub hand: u16,
    pub status: Status,
    /// Cards to discard in the current discard step (public).
    pub must_discard: u16,
}

/// The viewer's own secret choice so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub step: Step,
    pub building: Vec<CardName>,
    pub contractor: bool,
    pub survey: bool,
    /// Cards put face down so far (payment or discards).
    pub spent: Vec<CardName>,
    /// Cards still to put face down.
    pub owed: u16,
}

/// A player's (or a spectator's) view of the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    /// The edition of the rules (issue 28), written only when it is not the
    /// latest, so that a view of a game of today's rules reads as before.
    #[serde(
        default = "urbs_engine::latest_edition::<City>",
        skip_serializing_if = "urbs_engine::is_latest_edition::<City>"
    )]
    pub edition: Edition,
    pub viewer: Viewer,
    /// The deck in play: a user deck's TOML text, or `null` for the default.
    pub deck: Cards,
    pub players: u8,
    pub phase: Phase,
    pub round: u16,
    pub to_act: ToAct,
    pub draw_pile: u16,
    pub discard_pile: u16,
    /// General Contractors face up, and out of the game.
    pub contractors: u8,
    pub removed_contractors: u8,
    pub seats: Vec<SeatView>,
    /// The viewer's hand, in deck order (empty for a spectator).
    pub hand: Vec<CardName>,
    /// The viewer's secret choice in the current step, if asked.
    pub choice: Option<Choice>,
    pub end: Option<EndReason>,
    pub outcome: Option<Outcome>,
}

impl View {
    /// CT-11: built by listing what is shown.
    pub(crate) fn of(g: &City, viewer: Viewer) -> View {
        let deck = &g.cards;
        let names =
            |ids: &[CardId]| -> Vec<CardName> { ids.iter().map(|&c| deck.name(c)).collect() };
        let seats = g
            .seats
            .iter()
            .enumerate()
            .map(|(s, p)| {
                let (vp_per_round, income) = g.yields(s);
                SeatView {
                    tableau: names(&p.tableau),
                    vp: p.vp,
                    vp_per_round,
                    income,
                    hand: p.public_hand() as u16,
                    status: match p.commit.step {
                        Step::Idle => Status::Waiting,
                        Step::Committed => Status::Committed,
                        _ => Status::Deciding,
                    },
                    must_discard: p.must_discard,
                }
            })
            .collect();
        let me = viewer.seat().map(|s| &g.seats[s]);
        View {
            edition: g.edition,
            viewer,
            deck: g.cards.clone(),
            players: g.seats.len() as u8,
            phase: g.phase,
            round: g.round,
            to_act: g.to_act(),
            draw_pile: g.deck.len() as u16,
            discard_pile: g.discard.len() as u16,
            contractors: g.contractors,
            removed_contractors: g.removed,
            seats,
            hand: me.map(|p| names(&p.hand)).unwrap_or_default(),
            choice: me.filter(|p| p.commit.step != Step::Idle).map(|p| Choice {
                step: p.commit.step,
                building: names(&p.commit.building),
                contractor: p.commit.contractor,
                survey: p.commit.survey,
                spent: names(&p.commit.spent),
                owed: p.commit.owed,
            }),
            end: g.end,
            outcome: g.outcome(),
        }
    }

    /// The card type named `name` and its rules.
    pub fn card(&self, name: &CardName) -> Option<(CardId, &CardDef)> {
        let id = self.deck.id(name)?;
        Some((id, self.deck.card(id)))
    }

    /// Card ids of a list of names from this view.
    pub fn ids(&self, names: &[CardName]) -> Vec<CardId> {
        names.iter().filter_map(|n| self.deck.id(n)).collect()
    }

    /// The tableaux as `seat` costs a card against them (CT-3, CT-5): its
    /// own, what it has set aside to build this round (known only to the
    /// viewer: pass the viewer's seat), and every other seat's.
    pub fn tableau_ids(&self, seat: usize) -> TableauIds {
        TableauIds {
            own: self.ids(&self.seats[seat].tableau),
            pending: self
                .choice
                .as_ref()
                .map(|c| self.ids(&c.building))
                .unwrap_or_default(),
            others: (self.seats.iter().enumerate())
                .filter(|&(s, _)| s != seat)
                .map(|(_, v)| self.ids(&v.tableau))
                .collect(),
        }
    }
}

/// One seat's view of the tableaux in card ids ([`View::tableau_ids`]).
pub struct TableauIds {
    pub own: Vec<CardId>,
    pub pending: Vec<CardId>,
    pub others: Vec<Vec<CardId>>,
}

impl TableauIds {
    /// The other seats' tableaux as slices, for [`Tableaux`].
    pub fn others(&self) -> Vec<&[CardId]> {
        self.others.iter().map(Vec::as_slice).collect()
    }
}

/// What `viewer` cannot see, for the leak audit and undo (CT-11): the draw
/// pile's order, what lies in the face-down discard pile, and every other
/// seat's hand and secret choice. Lists end with `u64::MAX`.
pub(crate) fn hidden_fingerprint(g: &City, viewer: Viewer) -> Vec<u64> {
    const END: u64 = u64::MAX;
    let ids = |ids: &[CardId]| ids.iter().map(|&c| c as u64).collect::<Vec<_>>();
    let mut out = ids(&g.deck);
    out.push(END);
    let mut discard = ids(&g.discard);
    discard.sort_unstable();
    out.extend(discard);
    out.push(END);
    for (s, p) in g.seats.iter().enumerate() {
        if viewer.seat() == Some(s) {
            continue;
        }
        out.extend(ids(&p.hand));
        out.push(END);
        let c = &p.commit;
        out.push(c.step as u64);
        out.extend(ids(&c.building));
        out.push(END);
        out.extend([c.contractor as u64, c.survey as u64, c.owed as u64]);
        out.extend(ids(&c.spent));
        out.push(END);
    }
    out
}

//! Deals (MP-8): proposals drafted step by step, answered, carried out.
//!
//! The drafter is the active player for a proposal and the partner for a
//! counter-proposal; `give` and `ask` are from the drafter's side, while the
//! [`Deal`] itself is always written from the active player's side.

use urbs_engine::{RuleError, Seat};

use crate::action::{Action, Build, Consent, Deal, Event};
use crate::data::Kind;
use crate::lots::{Lot, LotSet};
use crate::state::{Granted, Metropolis, PROPOSALS_PER_TURN, Phase};

/// MP-P2: lots (both sides together) one proposal may name.
pub const MAX_DEAL_LOTS: usize = 3;
/// MP-P3: the amounts of points one side of a proposal may name.
pub const POINT_AMOUNTS: [u8; 9] = [1, 2, 3, 4, 5, 7, 10, 15, 20];
/// Every points action, to copy into the legal actions in one go.
const POINT_ACTIONS: [Action; 2 * POINT_AMOUNTS.len()] = {
    let mut out = [Action::Send; 2 * POINT_AMOUNTS.len()];
    let mut i = 0;
    while i < POINT_AMOUNTS.len() {
        out[i] = Action::GivePoints(POINT_AMOUNTS[i]);
        out[POINT_AMOUNTS.len() + i] = Action::AskPoints(POINT_AMOUNTS[i]);
        i += 1;
    }
    out
};

/// MP-P4: shares of joint buildings are whole tens of percent.
pub const SHARE_STEP: u8 = 10;

/// MP-P2: `deal` names nothing but its consent (no lots, no points), so a
/// share may still follow it.
fn only_consent(deal: &Deal) -> bool {
    deal.lots_to_partner.is_empty() && deal.lots_to_active.is_empty() && deal.points_to_partner == 0
}

fn deal_error(message: impl Into<String>) -> RuleError {
    RuleError::new("MP-8", message)
}

impl Metropolis {
    /// MP-8: start a proposal; with two players it is for the other one.
    pub(crate) fn propose(&mut self, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if self.proposals >= PROPOSALS_PER_TURN {
            return Err(deal_error(format!(
                "you have made the {PROPOSALS_PER_TURN} proposals a turn allows"
            )));
        }
        self.proposals += 1;
        if self.players == 2 {
            self.address(1 - self.active, events);
        } else {
            self.phase = Phase::Propose;
        }
        Ok(())
    }

    /// MP-P2: whom the proposal is for, or `cancel`.
    pub(crate) fn choose_partner(
        &mut self,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        match *action {
            Action::To(to) if to < self.players && to != self.active => {
                self.address(to, events);
                Ok(())
            }
            Action::To(_) => Err(deal_error(format!(
                "propose to another player, 0 to {}",
                self.players - 1
            ))),
            Action::Cancel => {
                events.push(Event::Withdrew {
                    seat: self.active as Seat,
                });
                self.back_to_main();
                Ok(())
            }
            _ => Err(deal_error(
                "choose whom to propose to (`to P2`), or `cancel`",
            )),
        }
    }

    pub(crate) fn partner_actions(&self, out: &mut Vec<Action>) {
        out.extend(
            (0..self.players)
                .filter(|&p| p != self.active)
                .map(Action::To),
        );
        out.push(Action::Cancel);
    }

    fn address(&mut self, to: u8, events: &mut Vec<Event>) {
        self.partner = to;
        self.deal = Deal::default();
        self.phase = Phase::Draft;
        events.push(Event::Drafting {
            from: self.active as Seat,
            to: to as Seat,
        });
    }

    /// (drafter, the other party) of the draft under way.
    fn parties(&self) -> (usize, usize) {
        if self.phase == Phase::Draft {
            (self.active as usize, self.partner as usize)
        } else {
            (self.partner as usize, self.active as usize)
        }
    }

    fn draft_deal(&self) -> &Deal {
        if self.phase == Phase::Draft {
            &self.deal
        } else {
            &self.counter
        }
    }

    /// Lots (drafter gives, drafter asks for) in `deal`.
    fn sides(&self, deal: &Deal) -> (LotSet, LotSet) {
        if self.phase == Phase::Draft {
            (deal.lots_to_partner, deal.lots_to_active)
        } else {
            (deal.lots_to_active, deal.lots_to_partner)
        }
    }

    pub(crate) fn draft_actions(&self, out: &mut Vec<Action>) {
        let (me, other) = self.parties();
        let deal = self.draft_deal();
        let (mine, theirs) = self.sides(deal);
        if !mine.union(theirs).has_at_least(MAX_DEAL_LOTS) {
            out.extend(self.tokens[me].minus(mine).iter().map(Action::Give));
            out.extend(self.tokens[other].minus(theirs).iter().map(Action::Ask));
        }
        if !self.no_point_trades && deal.points_to_partner == 0 {
            out.extend_from_slice(&POINT_ACTIONS);
        }
        match deal.consent {
            // MP-P2: a consent comes first in a proposal.
            None if deal.is_empty() => self.consent_actions(out),
            None => {}
            // MP-P2: `share N` comes right after its consent, before any
            // lot or points.
            Some(c)
                if c.build.kind.info().joint
                    && c.share == 0
                    && (only_consent(deal) || self.edition == 1) =>
            {
                let room = self.share_room(c.build);
                out.extend((1..=room / SHARE_STEP).map(|i| Action::Share(i * SHARE_STEP)));
            }
            Some(_) => {}
        }
        if !deal.is_empty() {
            out.push(Action::Send);
        }
        out.push(Action::Cancel);
    }

    /// Every build the partner may consent to (MP-5, MP-7): on occupied,
    /// unbuilt lots, at least one of them the partner's.
    fn consent_actions(&self, out: &mut Vec<Action>) {
        let d = self.data();
        let theirs = self.tokens[self.partner as usize];
        let unbuilt = self.unbuilt();
        let available = self.available();
        for block in 0..d.blocks.len() {
            let t = theirs.block_mask(block);
            if t == 0 {
                continue;
            }
            let free = unbuilt.block_mask(block);
            let mut kinds = d.fitting_kinds(block, free) & available;
            // Within the free lots, but not within those that are not theirs.
            let within = d.fitting_all(block, free);
            let without = d.fitting_all(block, free & !t);
            while kinds != 0 {
                let kind = Kind(kinds.trailing_zeros() as u8);
                kinds &= kinds - 1;
                let k = kind.index();
                let mut fits = within[k] & !without[k] & self.allowed(d, kind, block);
                let placements = d.placements(kind, block);
                while fits != 0 {
                    let i = fits.trailing_zeros() as usize;
                    fits &= fits - 1;
                    let build = Build {
                        kind,
                        block: block as u8,
                        mask: placements[i].mask,
                    };
                    if self.consents.is_empty() || !self.already_granted(build) {
                        out.push(Action::Consent(build));
                    }
                }
            }
        }
    }

    fn already_granted(&self, build: Build) -> bool {
        self.consents
            .iter()
            .any(|g| g.owner == self.partner && g.build == build)
    }

    /// MP-6: the share other owners' consents leave for the partner.
    fn share_room(&self, build: Build) -> u8 {
        let taken: u8 = self
            .consents
            .iter()
            .filter(|g| g.build == build)
            .map(|g| g.share)
            .sum();
        100 - taken
    }

    /// MP-5, MP-7 and MP-8 for a consent: the build is one the rules allow
    /// (checked as for a build), and some of its lots are the partner's.
    fn check_consent(&self, build: Build) -> Result<(), RuleError> {
        let placement = self.check_lots(build)?;
        let lots = build.lots();
        if !lots.intersects(self.tokens[self.partner as usize]) {
            return Err(deal_error(format!(
                "none of lots {lots} is player {}'s, so it is not theirs to consent",
                self.partner
            )));
        }
        self.check_chart(build, placement.special)?;
        if self.already_granted(build) {
            return Err(deal_error("that consent was given already this turn"));
        }
        Ok(())
    }

    /// A drafting step (MP-8).
    pub(crate) fn draft(
        &mut self,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let (me, other) = self.parties();
        let by_active = self.phase == Phase::Draft;
        let mut deal = *self.draft_deal();
        let add = |deal: &mut Deal, lot: Lot, to_partner: bool| {
            if to_partner {
                deal.lots_to_partner.insert(lot);
            } else {
                deal.lots_to_active.insert(lot);
            }
        };
        match *action {
            Action::Give(lot) | Action::Ask(lot) => {
                let giving = matches!(action, Action::Give(_));
                let owner = if giving { me } else { other };
                let (mine, theirs) = self.sides(&deal);
                if !self.tokens[owner].contains(lot) {
                    return Err(deal_error(if giving {
                        format!("lot {lot} is not one of your unbuilt lots")
                    } else {
                        format!("lot {lot} is not one of player {other}'s unbuilt lots")
                    }));
                }
                if (if giving { mine } else { theirs }).contains(lot) {
                    return Err(deal_error(format!("lot {lot} is in the proposal already")));
                }
                if mine.union(theirs).has_at_least(MAX_DEAL_LOTS) {
                    return Err(RuleError::new(
                        "MP-P2",
                        format!("a proposal names at most {MAX_DEAL_LOTS} lots"),
                    ));
                }
                // The active player's lots go to the partner and vice versa.
                add(&mut deal, lot, owner == self.active as usize);
            }
            Action::GivePoints(n) | Action::AskPoints(n) => {
                if self.no_point_trades {
                    return Err(deal_error(
                        "this game is played without trading points (option no_point_trades)",
                    ));
                }
                if deal.points_to_partner != 0 {
                    return Err(deal_error("this proposal names its points already"));
                }
                if !POINT_AMOUNTS.contains(&n) {
                    return Err(RuleError::new(
                        "MP-P3",
                        "a proposal names 1, 2, 3, 4, 5, 7, 10, 15 or 20 points",
                    ));
                }
                let giving = matches!(action, Action::GivePoints(_));
                // Positive: the active player pays.
                deal.points_to_partner = if giving == by_active {
                    n as i8
                } else {
                    -(n as i8)
                };
            }
            Action::Consent(build) => {
                if deal.consent.is_some() {
                    return Err(deal_error("this proposal has its consent already"));
                }
                if !deal.is_empty() {
                    return Err(RuleError::new(
                        "MP-P2",
                        "a consent comes first in a proposal: `cancel` and start again",
                    ));
                }
                self.check_consent(build)?;
                deal.consent = Some(Consent { build, share: 0 });
            }
            Action::Share(share) => {
                let alone = only_consent(&deal);
                let Some(c) = deal.consent.as_mut() else {
                    return Err(RuleError::new(
                        "MP-6",
                        "a share goes with a consent to build: add one first",
                    ));
                };
                if !c.build.kind.info().joint {
                    return Err(RuleError::new(
                        "MP-6",
                        "only the 4- and 6-lot buildings are built jointly with shares",
                    ));
                }
                if c.share != 0 {
                    return Err(RuleError::new("MP-6", "the share is set already"));
                }
                // Edition 1 took a share anywhere after its consent (the
                // bug 919b0b6 fixed): its records play as they were played.
                if !alone && self.edition != 1 {
                    return Err(RuleError::new(
                        "MP-P2",
                        "a share comes right after its consent: `cancel` and start again",
                    ));
                }
                let room = self.share_room(c.build);
                if share == 0 || share % SHARE_STEP != 0 || share > room {
                    return Err(RuleError::new(
                        "MP-P4",
                        format!(
                            "a share is a multiple of {SHARE_STEP} from {SHARE_STEP} to {room} percent"
                        ),
                    ));
                }
                c.share = share;
            }
            Action::Send => {
                if deal.is_empty() {
                    return Err(deal_error(
                        "the proposal is empty: add lots, points or a consent first",
                    ));
                }
                if by_active {
                    self.phase = Phase::Answer;
                    events.push(Event::Proposed {
                        from: me,
                        to: other,
                    });
                } else {
                    self.phase = Phase::Reply;
                    events.push(Event::Countered {
                        from: me,
                        to: other,
                    });
                }
            }
            Action::Cancel => {
                // A dropped counter-proposal declines the proposal.
                events.push(if by_active {
                    Event::Withdrew { seat: me }
                } else {
                    Event::Declined { seat: me }
                });
                self.back_to_main();
                return Ok(());
            }
            _ => {
                return Err(deal_error(
                    "you are drafting a proposal: add to it, `send` it or `cancel` it",
                ));
            }
        }
        if by_active {
            self.deal = deal;
        } else {
            self.counter = deal;
        }
        Ok(())
    }

    /// Answers: accept, decline or counter a proposal; accept or decline a
    /// counter-proposal (MP-8).
    pub(crate) fn answer(
        &mut self,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let proposal = self.phase == Phase::Answer;
        match action {
            Action::Accept => {
                let deal = if proposal { self.deal } else { self.counter };
                self.execute(deal, events);
            }
            Action::Decline => {
                let seat = if proposal { self.partner } else { self.active };
                events.push(Event::Declined { seat: seat as Seat });
                self.back_to_main();
            }
            Action::Counter if proposal => {
                self.phase = Phase::Counter;
                self.counter = Deal::default();
                events.push(Event::Drafting {
                    from: self.partner as Seat,
                    to: self.active as Seat,
                });
            }
            Action::Counter => {
                return Err(deal_error(
                    "a proposal gets one counter-proposal: accept or decline it",
                ));
            }
            _ => {
                return Err(deal_error(if proposal {
                    "answer the proposal: `accept`, `decline` or `counter`"
                } else {
                    "answer the counter-proposal: `accept` or `decline`"
                }));
            }
        }
        Ok(())
    }

    pub(crate) fn back_to_main(&mut self) {
        self.phase = Phase::Main;
        self.deal = Deal::default();
        self.counter = Deal::default();
    }

    /// MP-8: an accepted deal is binding and carried out at once.
    fn execute(&mut self, deal: Deal, events: &mut Vec<Event>) {
        let (a, p) = (self.active as usize, self.partner as usize);
        self.tokens[a] = self.tokens[a]
            .minus(deal.lots_to_partner)
            .union(deal.lots_to_active);
        self.tokens[p] = self.tokens[p]
            .minus(deal.lots_to_active)
            .union(deal.lots_to_partner);
        self.points[a] -= deal.points_to_partner as i16;
        self.points[p] += deal.points_to_partner as i16;
        if let Some(c) = deal.consent {
            self.consents.push(Granted {
                owner: self.partner,
                build: c.build,
                share: c.share,
            });
        }
        events.push(Event::DealMade {
            active: a,
            partner: p,
            deal,
        });
        self.back_to_main();
    }
}

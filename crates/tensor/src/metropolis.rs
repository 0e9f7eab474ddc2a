//! Metropolis: every take, gift, build and drafting step over the board's 80
//! lots and every placement of every building; seats named in actions count
//! clockwise from the actor. A placement only an earlier edition of the rules
//! has (edition 1's straight Admin. Bldg., MP-5) has its build and consent
//! ids after the latest edition's, so one space serves every edition and the
//! latest's ids are those of the space before editions.

use std::collections::HashMap;
use std::sync::LazyLock;

use urbs_engine::Game;
use urbs_metropolis::{
    Action, Build, DEFAULT_TOML, Data, Deal, Event, Kind, Lot, LotSet, MAX_PLAYERS, Metropolis,
    POINT_AMOUNTS, Phase, SHARE_STEP, View, data,
};

use crate::Encoding;
use crate::obs::{Layout, Obs, field, places_after, seat_after};

/// Lots on the board (checked against the data when the tables are built).
const LOTS: usize = 80;
/// Kinds of building.
const KINDS: usize = 8;
/// Every placement of every kind in every block.
pub(crate) const BUILDS: usize = 560;
/// Placements only earlier editions have: edition 1's straight Admin.
/// Bldg. (MP-5) in every block it fits.
const OLD_BUILDS: usize = 32;
/// Other seats, counted clockwise from the actor.
const OTHERS: usize = MAX_PLAYERS - 1;
const SHARES: usize = (100 / SHARE_STEP) as usize;
const POINTS: usize = POINT_AMOUNTS.len();

// The id ranges, in order.
const TAKE: usize = 0;
const GIFT: usize = TAKE + LOTS;
const PROPOSE: usize = GIFT + LOTS * OTHERS;
const TO: usize = PROPOSE + 1;
const BUILD: usize = TO + OTHERS;
const END: usize = BUILD + BUILDS;
const GIVE: usize = END + 1;
const ASK: usize = GIVE + LOTS;
const GIVE_POINTS: usize = ASK + LOTS;
const ASK_POINTS: usize = GIVE_POINTS + POINTS;
const CONSENT: usize = ASK_POINTS + POINTS;
const SHARE: usize = CONSENT + BUILDS;
const SEND: usize = SHARE + SHARES;
const CANCEL: usize = SEND + 1;
const ACCEPT: usize = CANCEL + 1;
const DECLINE: usize = ACCEPT + 1;
const COUNTER: usize = DECLINE + 1;
const OLD_BUILD: usize = COUNTER + 1;
const OLD_CONSENT: usize = OLD_BUILD + OLD_BUILDS;

struct Space {
    lots: Vec<Lot>,
    /// Dense index by a lot's place in a `LotSet` (block * 16 + bit).
    lot_index: [Option<u8>; 128],
    builds: Vec<Build>,
    build_ids: HashMap<Build, usize>,
    /// The placements earlier editions have and the latest does not.
    old_builds: Vec<Build>,
    old_build_ids: HashMap<Build, usize>,
}

/// Every placement of every kind in every block, as `d` reads the board.
fn builds_of(d: &Data) -> Vec<Build> {
    d.all_kinds()
        .flat_map(|kind| {
            (0..d.blocks.len()).flat_map(move |block| {
                d.placements(kind, block).iter().map(move |p| Build {
                    kind,
                    block: block as u8,
                    mask: p.mask,
                })
            })
        })
        .collect()
}

fn raw(lot: Lot) -> usize {
    lot.block() * 16 + lot.local_bit().trailing_zeros() as usize
}

static SPACE: LazyLock<Space> = LazyLock::new(|| {
    let d = data();
    let lots: Vec<Lot> = d.all_lots.iter().collect();
    assert_eq!(lots.len(), LOTS, "the board's lot count");
    assert_eq!(d.kinds.len(), KINDS, "the kinds of building");
    let mut lot_index = [None; 128];
    for (i, &l) in lots.iter().enumerate() {
        lot_index[raw(l)] = Some(i as u8);
    }
    let builds = builds_of(d);
    assert_eq!(builds.len(), BUILDS, "placements of every building");
    let build_ids: HashMap<Build, usize> =
        builds.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let mut old_builds: Vec<Build> = Vec::new();
    for edition in 1..Metropolis::EDITION {
        let old = Data::from_toml_in(DEFAULT_TOML, edition).expect("the compiled-in data");
        for b in builds_of(&old) {
            if !build_ids.contains_key(&b) && !old_builds.contains(&b) {
                old_builds.push(b);
            }
        }
    }
    assert_eq!(
        old_builds.len(),
        OLD_BUILDS,
        "placements of earlier editions"
    );
    Space {
        build_ids,
        old_build_ids: old_builds
            .iter()
            .enumerate()
            .map(|(i, &b)| (b, i))
            .collect(),
        lots,
        lot_index,
        builds,
        old_builds,
    }
});

fn lot_id(lot: Lot) -> Option<usize> {
    SPACE.lot_index[raw(lot)].map(|i| i as usize)
}

fn lot_ids(set: LotSet) -> impl Iterator<Item = usize> {
    set.iter().filter_map(lot_id)
}

/// The actor's seat and the table size, for seats named relatively.
fn seats_of(view: &View) -> (usize, usize) {
    (view.viewer.seat().unwrap_or(0), view.players as usize)
}

fn action_of(id: usize, me: usize, players: usize) -> Option<Action> {
    let s = &*SPACE;
    let other = |k: usize| -> Option<u8> {
        (k + 1 < players).then(|| seat_after(me, k + 1, players) as u8)
    };
    let index = |base: usize, len: usize| (base..base + len).contains(&id).then(|| id - base);
    Some(if let Some(i) = index(TAKE, LOTS) {
        Action::Take(s.lots[i])
    } else if let Some(i) = index(GIFT, LOTS * OTHERS) {
        Action::Gift {
            lot: s.lots[i / OTHERS],
            to: other(i % OTHERS)?,
        }
    } else if id == PROPOSE {
        Action::Propose
    } else if let Some(i) = index(TO, OTHERS) {
        Action::To(other(i)?)
    } else if let Some(i) = index(BUILD, BUILDS) {
        Action::Build(s.builds[i])
    } else if id == END {
        Action::End
    } else if let Some(i) = index(GIVE, LOTS) {
        Action::Give(s.lots[i])
    } else if let Some(i) = index(ASK, LOTS) {
        Action::Ask(s.lots[i])
    } else if let Some(i) = index(GIVE_POINTS, POINTS) {
        Action::GivePoints(POINT_AMOUNTS[i])
    } else if let Some(i) = index(ASK_POINTS, POINTS) {
        Action::AskPoints(POINT_AMOUNTS[i])
    } else if let Some(i) = index(CONSENT, BUILDS) {
        Action::Consent(s.builds[i])
    } else if let Some(i) = index(SHARE, SHARES) {
        Action::Share((i as u8 + 1) * SHARE_STEP)
    } else {
        match id {
            SEND => Action::Send,
            CANCEL => Action::Cancel,
            ACCEPT => Action::Accept,
            DECLINE => Action::Decline,
            COUNTER => Action::Counter,
            _ => {
                if let Some(i) = index(OLD_BUILD, OLD_BUILDS) {
                    Action::Build(s.old_builds[i])
                } else {
                    Action::Consent(s.old_builds[index(OLD_CONSENT, OLD_BUILDS)?])
                }
            }
        }
    })
}

fn id_of(action: &Action, me: usize, players: usize) -> Option<usize> {
    let s = &*SPACE;
    let other = |to: u8| -> Option<usize> {
        let k = places_after(me, to as usize, players);
        (k >= 1 && (to as usize) < players).then(|| k - 1)
    };
    let point = |n: u8| POINT_AMOUNTS.iter().position(|&p| p == n);
    Some(match *action {
        Action::Take(l) => TAKE + lot_id(l)?,
        Action::Gift { lot, to } => GIFT + lot_id(lot)? * OTHERS + other(to)?,
        Action::Propose => PROPOSE,
        Action::To(p) => TO + other(p)?,
        Action::Build(b) => match s.build_ids.get(&b) {
            Some(i) => BUILD + i,
            None => OLD_BUILD + s.old_build_ids.get(&b)?,
        },
        Action::End => END,
        Action::Give(l) => GIVE + lot_id(l)?,
        Action::Ask(l) => ASK + lot_id(l)?,
        Action::GivePoints(n) => GIVE_POINTS + point(n)?,
        Action::AskPoints(n) => ASK_POINTS + point(n)?,
        Action::Consent(b) => match s.build_ids.get(&b) {
            Some(i) => CONSENT + i,
            None => OLD_CONSENT + s.old_build_ids.get(&b)?,
        },
        Action::Share(n) => {
            let step = (n % SHARE_STEP == 0).then_some(n / SHARE_STEP)? as usize;
            SHARE + step.checked_sub(1).filter(|&k| k < SHARES)?
        }
        Action::Send => SEND,
        Action::Cancel => CANCEL,
        Action::Accept => ACCEPT,
        Action::Decline => DECLINE,
        Action::Counter => COUNTER,
    })
}

/// Floats of one deal (a proposal or a counter-proposal).
const DEAL: usize = 1 + 2 * LOTS + 2 + KINDS + LOTS + 1;
/// Floats of one lot's building.
const LOT_BUILDING: usize = KINDS + MAX_PLAYERS + 3;

fn write_deal(obs: &mut Obs<'_>, deal: Option<&Deal>) {
    let Some(d) = deal else {
        obs.skip(DEAL);
        return;
    };
    obs.flag(true);
    obs.counts(lot_ids(d.lots_to_partner), LOTS, 1.0);
    obs.counts(lot_ids(d.lots_to_active), LOTS, 1.0);
    obs.scaled(d.points_to_partner, 20.0);
    obs.flag(d.consent.is_some());
    obs.one_hot(d.consent.map(|c| c.build.kind.index()), KINDS);
    let consent_lots = d.consent.map_or(LotSet::EMPTY, |c| c.build.lots());
    obs.counts(lot_ids(consent_lots), LOTS, 1.0);
    obs.scaled(d.consent.map_or(0, |c| c.share), 100.0);
}

fn kind_index(k: Kind) -> usize {
    k.index()
}

impl Encoding for Metropolis {
    const ACTIONS: usize = OLD_CONSENT + OLD_BUILDS;

    const LAYOUT: Layout = Layout {
        head: &[
            field("players", 4, "one-hot: 2 to 5 players"),
            field("no_point_trades", 1, "1 when deals may not trade points"),
            field("turn", 1, "turn / 100"),
            field(
                "phase",
                8,
                "one-hot: take, main, propose, draft, answer, counter, reply, over",
            ),
            field(
                "roles",
                3,
                "the viewer must act now, is the active player, is the deal's partner",
            ),
            field(
                "active",
                MAX_PLAYERS,
                "the active player, one-hot by places after the viewer",
            ),
            field(
                "partner",
                MAX_PLAYERS,
                "the deal's partner (when shown), one-hot by places after the viewer",
            ),
            field("proposals", 1, "proposals made this turn / 3"),
            field(
                "face_up",
                LOTS,
                "lot cards face up, by lot (board order: block 1's lots first)",
            ),
            field(
                "deck",
                3,
                "lot cards face down / 80; the last lot is up; turns left / 5",
            ),
            field(
                "buildings",
                LOTS * LOT_BUILDING,
                "per lot: the kind of building on it one-hot (house, store, apartments, school, factory, admin, hospital, mall), its builder by places after the viewer, special placement, its value / 50, the viewer's share / 100",
            ),
            field("remaining", KINDS, "buildings not yet placed per kind / 6"),
            field("consents", 1, "consents granted this turn / 3"),
            field(
                "deal",
                DEAL,
                "the proposal the viewer may see: shown, lots the active player gives, lots the partner gives, points the active player pays / 20, has a consent, its kind, its lots, its share / 100",
            ),
            field(
                "counter",
                DEAL,
                "the counter-proposal the viewer may see, as `deal`",
            ),
        ],
        seat: &[
            field("present", 1, "1 when the table has this seat"),
            field("to_act", 1, "1 when this seat must act now"),
            field("lots", LOTS, "unbuilt lots under this seat's tokens"),
            field("points", 1, "points from deals / 20"),
            field("score", 1, "score if the game ended now / 100"),
        ],
        seats: MAX_PLAYERS,
        tail: &[],
    };

    fn action_id(view: &View, action: &Action) -> Option<usize> {
        let (me, n) = seats_of(view);
        id_of(action, me, n)
    }

    fn action(view: &View, id: usize) -> Option<Action> {
        let (me, n) = seats_of(view);
        action_of(id, me, n)
    }

    fn describe(id: usize) -> Option<String> {
        // Seats read from seat 0 of five: `to 1` is the next seat clockwise.
        action_of(id, 0, MAX_PLAYERS).map(|a| a.to_string())
    }

    fn observe(view: &View, _log: &[Event], obs: &mut Obs<'_>) {
        let (me, n) = seats_of(view);
        let is_me = |s: Option<u8>| s.is_some_and(|s| view.viewer.seat() == Some(s as usize));
        let rel = |s: usize| places_after(me, s, n);
        obs.field("players");
        obs.one_hot(n.checked_sub(2), 4);
        obs.field("no_point_trades");
        obs.flag(view.no_point_trades);
        obs.field("turn");
        obs.scaled(view.turn, 100.0);
        obs.field("phase");
        obs.one_hot(
            Some(match view.phase {
                Phase::Take => 0,
                Phase::Main => 1,
                Phase::Propose => 2,
                Phase::Draft => 3,
                Phase::Answer => 4,
                Phase::Counter => 5,
                Phase::Reply => 6,
                Phase::Over => 7,
            }),
            8,
        );
        obs.field("roles");
        obs.flag(view.viewer.seat().is_some_and(|s| view.to_act.includes(s)));
        obs.flag(is_me(Some(view.active)));
        obs.flag(is_me(view.partner));
        obs.field("active");
        obs.one_hot(Some(rel(view.active as usize)), MAX_PLAYERS);
        obs.field("partner");
        obs.one_hot(view.partner.map(|p| rel(p as usize)), MAX_PLAYERS);
        obs.field("proposals");
        obs.scaled(view.proposals, 3.0);
        obs.field("face_up");
        obs.counts(view.face_up.iter().filter_map(|&l| lot_id(l)), LOTS, 1.0);
        obs.field("deck");
        obs.scaled(view.deck, LOTS as f64);
        obs.flag(view.final_turns.is_some());
        obs.scaled(view.final_turns.unwrap_or(0), 5.0);
        obs.field("buildings");
        let mut per_lot = [None; LOTS];
        for b in &view.buildings {
            for l in lot_ids(b.placed.build.lots()) {
                per_lot[l] = Some(b);
            }
        }
        for b in per_lot {
            let Some(b) = b else {
                obs.skip(LOT_BUILDING);
                continue;
            };
            let p = &b.placed;
            obs.one_hot(Some(kind_index(p.build.kind)), KINDS);
            obs.one_hot(Some(rel(p.builder as usize)), MAX_PLAYERS);
            obs.flag(p.special);
            obs.scaled(b.value, 50.0);
            let share = match view.viewer.seat() {
                Some(s) if s == p.builder as usize => {
                    100 - p.shares.iter().map(|&x| x as u32).sum::<u32>()
                }
                Some(s) => p.shares.get(s).map_or(0, |&x| x as u32),
                None => 0,
            };
            obs.scaled(share, 100.0);
        }
        obs.field("remaining");
        let mut left = [0.0; KINDS];
        for s in &view.remaining {
            if let Some(slot) = left.get_mut(kind_index(s.building)) {
                *slot = s.left as f32 / 6.0;
            }
        }
        for x in left {
            obs.put(x);
        }
        obs.field("consents");
        obs.scaled(view.consents.len() as u32, 3.0);
        obs.field("deal");
        write_deal(obs, view.deal.as_ref());
        obs.field("counter");
        write_deal(obs, view.counter.as_ref());
        for k in 0..MAX_PLAYERS {
            let Some(seat) = obs.seat_block(me, k, n, Self::LAYOUT.seat) else {
                continue;
            };
            let sv = &view.seats[seat];
            obs.seat_head(view.to_act.includes(seat));
            obs.field("lots");
            obs.counts(lot_ids(sv.lots), LOTS, 1.0);
            obs.field("points");
            obs.scaled(sv.points, 20.0);
            obs.field("score");
            obs.scaled(sv.score as f64, 100.0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 28, MP-5: every placement of edition 1 (the straight Admin.
    /// Bldg.) and of the latest edition has a build and a consent id that
    /// reads back as itself, and the latest's ids come first, as before
    /// editions, so a policy trained on them keeps its meaning.
    #[test]
    fn mp5_every_editions_placements_have_ids_the_latest_first() {
        let mut old = 0;
        for edition in 1..=Metropolis::EDITION {
            let d = Data::from_toml_in(DEFAULT_TOML, edition).unwrap();
            for b in builds_of(&d) {
                let (build, consent) = (Action::Build(b), Action::Consent(b));
                let id = id_of(&build, 0, 4).unwrap();
                let cid = id_of(&consent, 0, 4).unwrap();
                assert_eq!(action_of(id, 0, 4), Some(build));
                assert_eq!(action_of(cid, 0, 4), Some(consent));
                assert!(id < Metropolis::ACTIONS && cid < Metropolis::ACTIONS);
                let latest = SPACE.build_ids.contains_key(&b);
                assert_eq!(id < OLD_BUILD, latest, "{b:?} in edition {edition}");
                if !latest {
                    assert_eq!(d.kinds[b.kind.index()].key, "admin", "MP-5 only");
                    old += 1;
                }
            }
        }
        assert_eq!(old, OLD_BUILDS);
        assert_eq!(
            OLD_BUILD, 1719,
            "the latest edition's space, as before editions"
        );
    }
}

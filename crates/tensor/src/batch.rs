//! Many games stepped at once: a [`Batch`] plays one action in each of its
//! games (and the bots' moves after it), then writes every game's
//! observation, mask, acting seat, rewards and end into flat buffers, its
//! own or the caller's ([`Outputs`]). The stepping itself ([`step_slots`],
//! [`write_slots`]) works on any [`BatchSlot`], so that a batch of another
//! make (the Python package's, whose games are chosen at run time and
//! pickle) steps exactly as this one does.

use rayon::prelude::*;
use urbs_bots::{Roster, make_bot};
use urbs_engine::{Edition, Seat, derive_seed};

use crate::Encoding;
use crate::episode::{Episode, Reward};

/// One game of a batch under way, and how the slot starts its next one:
/// what [`step_slots`] needs.
pub trait BatchSlot: Send {
    /// What every slot of the batch starts its games from.
    type Setup: Sync;
    /// The seat its agent must act for now.
    fn seat(&self) -> Seat;
    fn is_legal(&self, id: usize) -> bool;
    /// Plays `id` for [`BatchSlot::seat`] (and the bots' moves after it);
    /// afterwards `seat` is the next seat the agent acts for, unless the
    /// game is over.
    fn play(&mut self, id: usize) -> Result<(), String>;
    /// What each seat is paid, once the game is over.
    fn rewards(&self, reward: Reward) -> Option<Vec<f32>>;
    /// Writes `seat`'s observation and mask.
    fn observe(&mut self, seat: Seat, obs: &mut [f32], mask: &mut [u8]);
    /// Replaces the ended game by the slot's next one.
    fn restart(&mut self, setup: &Self::Setup) -> Result<(), String>;
}

/// A game that ended on a step: its row, and the last observation of the
/// seat that acted (Gymnasium's `final_obs`; the row itself shows the
/// game that replaced it).
#[derive(Clone, Debug, PartialEq)]
pub struct Ended {
    pub game: usize,
    pub obs: Vec<f32>,
}

/// Which seats the agents of a batch play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seats {
    /// One agent at this seat in every game.
    Fixed(Seat),
    /// One agent, at seat `k % players` in a slot's `k`-th game.
    Rotate,
    /// The agent plays every seat (self-play).
    All,
}

impl Seats {
    /// Who plays each seat of a slot's `k`-th game of `players`: `None` for
    /// the agent, else the next of `opponents` in turn.
    pub fn bots_for_game(
        self,
        players: usize,
        opponents: &[String],
        k: u64,
    ) -> Vec<Option<String>> {
        let agent = match self {
            Seats::Fixed(s) => Some(s),
            Seats::Rotate => Some((k % players as u64) as usize),
            Seats::All => None,
        };
        let mut others = opponents.iter().cycle();
        (0..players)
            .map(|s| match agent {
                Some(a) if a != s => others.next().cloned(),
                _ => None,
            })
            .collect()
    }
}

/// What a batch plays.
#[derive(Clone, Debug)]
pub struct BatchConfig<O> {
    pub games: usize,
    pub players: usize,
    pub options: O,
    pub seed: u64,
    pub seats: Seats,
    /// The bot spec of every seat no agent plays.
    pub opponents: Vec<String>,
    pub reward: Reward,
    /// Step the games on rayon's pool (otherwise on the calling thread).
    pub parallel: bool,
    /// The edition of the rules every game is dealt under (issue 28);
    /// `None`: the latest.
    pub edition: Option<Edition>,
}

/// Where a batch writes: one row per game.
pub struct Outputs<'a> {
    /// `games * observation length` floats.
    pub obs: &'a mut [f32],
    /// `games * actions` flags.
    pub mask: &'a mut [u8],
    /// The seat each observation is for.
    pub seat: &'a mut [i64],
    /// `games * players`: what each seat was paid by a game that ended on
    /// this step (zeros otherwise).
    pub rewards: &'a mut [f32],
    /// The agent's pay: its seat's reward in a game that just ended (for
    /// self-play, the seat that just acted); 0 otherwise.
    pub reward: &'a mut [f32],
    /// 1 where a game ended on this step.
    pub done: &'a mut [u8],
}

/// The lengths of a batch's buffers, in [`Outputs`] order.
pub fn output_lens(games: usize, observation: usize, actions: usize, players: usize) -> [usize; 6] {
    [
        games * observation,
        games * actions,
        games,
        games * players,
        games,
        games,
    ]
}

struct Slot<G: Encoding + Roster> {
    episode: Episode<G>,
    /// Its row in the batch.
    index: usize,
    /// Games this slot has started.
    started: u64,
    /// The seat its agent must act for now.
    seat: Seat,
}

impl<G: Encoding + Roster> BatchSlot for Slot<G> {
    type Setup = BatchConfig<G::Options>;

    fn seat(&self) -> Seat {
        self.seat
    }

    fn is_legal(&self, id: usize) -> bool {
        self.episode.is_legal(self.seat, id)
    }

    fn play(&mut self, id: usize) -> Result<(), String> {
        self.episode
            .step(self.seat, id)
            .map_err(|e| e.to_string())?;
        if let Some(seat) = self.episode.to_act() {
            self.seat = seat;
        }
        Ok(())
    }

    fn rewards(&self, reward: Reward) -> Option<Vec<f32>> {
        self.episode.rewards(reward)
    }

    fn observe(&mut self, seat: Seat, obs: &mut [f32], mask: &mut [u8]) {
        self.episode.observe(seat, obs, mask);
    }

    fn restart(&mut self, cfg: &BatchConfig<G::Options>) -> Result<(), String> {
        self.episode = start_episode::<G>(cfg, self.index, self.started)?;
        self.started += 1;
        self.seat = self
            .episode
            .to_act()
            .expect("a new game waits for an agent");
        Ok(())
    }
}

/// `games` games stepped at once. After each step, every game's row of
/// the buffers is written; a game that ended is replaced at once by a new
/// one (its first observation is what the row shows), with seeds that
/// depend only on the batch's seed, the slot and the game count, never on
/// threads.
pub struct Batch<G: Encoding + Roster> {
    cfg: BatchConfig<G::Options>,
    slots: Vec<Slot<G>>,
    pub obs: Vec<f32>,
    pub mask: Vec<u8>,
    pub seat: Vec<i64>,
    pub rewards: Vec<f32>,
    pub reward: Vec<f32>,
    pub done: Vec<u8>,
}

impl<G: Encoding + Roster> Batch<G> {
    pub fn new(cfg: BatchConfig<G::Options>) -> Result<Batch<G>, String> {
        urbs_engine::check_players::<G>(cfg.players).map_err(|e| e.to_string())?;
        if let Seats::Fixed(s) = cfg.seats
            && s >= cfg.players
        {
            return Err(format!(
                "seat {s} does not exist with {} players",
                cfg.players
            ));
        }
        if cfg.seats != Seats::All && cfg.opponents.is_empty() {
            return Err("name the bots that play the other seats".into());
        }
        for spec in &cfg.opponents {
            make_bot::<G>(spec, 0)?;
        }
        let slots = (0..cfg.games)
            .map(|i| {
                let episode = start_episode::<G>(&cfg, i, 0)?;
                let seat = episode.to_act().expect("a new game waits for an agent");
                Ok(Slot {
                    episode,
                    index: i,
                    started: 1,
                    seat,
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        let [o, m, s, r, a, d] = output_lens(cfg.games, G::LAYOUT.len(), G::ACTIONS, cfg.players);
        let mut batch = Batch {
            slots,
            obs: vec![0.0; o],
            mask: vec![0; m],
            seat: vec![0; s],
            rewards: vec![0.0; r],
            reward: vec![0.0; a],
            done: vec![0; d],
            cfg,
        };
        let mut out = batch.own_outputs();
        batch.write(&mut out);
        batch.restore(out);
        Ok(batch)
    }

    pub fn games(&self) -> usize {
        self.cfg.games
    }

    pub fn players(&self) -> usize {
        self.cfg.players
    }

    /// The batch's own buffers, taken out to be written.
    fn own_outputs(&mut self) -> OwnBuffers {
        OwnBuffers {
            obs: std::mem::take(&mut self.obs),
            mask: std::mem::take(&mut self.mask),
            seat: std::mem::take(&mut self.seat),
            rewards: std::mem::take(&mut self.rewards),
            reward: std::mem::take(&mut self.reward),
            done: std::mem::take(&mut self.done),
        }
    }

    fn restore(&mut self, b: OwnBuffers) {
        (self.obs, self.mask, self.seat) = (b.obs, b.mask, b.seat);
        (self.rewards, self.reward, self.done) = (b.rewards, b.reward, b.done);
    }

    fn write(&mut self, b: &mut OwnBuffers) {
        let out = Outputs {
            obs: &mut b.obs,
            mask: &mut b.mask,
            seat: &mut b.seat,
            rewards: &mut b.rewards,
            reward: &mut b.reward,
            done: &mut b.done,
        };
        self.write_into(out)
            .expect("the batch's own buffers fit it");
    }

    /// Writes every game's current row (as after a reset: no rewards, no
    /// ends) into `out`.
    pub fn write_into(&mut self, out: Outputs<'_>) -> Result<(), String> {
        self.check(&out)?;
        write_slots(&mut self.slots, out);
        Ok(())
    }

    fn check(&self, out: &Outputs<'_>) -> Result<(), String> {
        let want = output_lens(
            self.cfg.games,
            G::LAYOUT.len(),
            G::ACTIONS,
            self.cfg.players,
        );
        let got = [
            out.obs.len(),
            out.mask.len(),
            out.seat.len(),
            out.rewards.len(),
            out.reward.len(),
            out.done.len(),
        ];
        if got == want {
            Ok(())
        } else {
            Err(format!("output buffers of {got:?}, not {want:?}"))
        }
    }

    /// Plays `actions[i]` in game `i` (for the seat its last row was for),
    /// then writes the batch's own buffers. Returns the games that ended.
    pub fn step(&mut self, actions: &[i64]) -> Result<Vec<Ended>, String> {
        let mut b = self.own_outputs();
        let out = Outputs {
            obs: &mut b.obs,
            mask: &mut b.mask,
            seat: &mut b.seat,
            rewards: &mut b.rewards,
            reward: &mut b.reward,
            done: &mut b.done,
        };
        let result = self.step_into(actions, out);
        self.restore(b);
        result
    }

    /// [`Batch::step`], writing into `out` (see [`step_slots`]).
    pub fn step_into(&mut self, actions: &[i64], out: Outputs<'_>) -> Result<Vec<Ended>, String> {
        self.check(&out)?;
        let (reward, parallel) = (self.cfg.reward, self.cfg.parallel);
        step_slots(&mut self.slots, &self.cfg, actions, out, reward, parallel)
    }
}

/// Writes every slot's current row (as after a reset: no rewards, no
/// ends) into `out`, whose lengths the caller has checked.
pub fn write_slots<S: BatchSlot>(slots: &mut [S], out: Outputs<'_>) {
    let games = slots.len().max(1);
    let (d, a) = (out.obs.len() / games, out.mask.len() / games);
    let rows = out
        .obs
        .chunks_mut(d.max(1))
        .zip(out.mask.chunks_mut(a.max(1)))
        .zip(out.seat.iter_mut());
    for (slot, ((obs, mask), seat)) in slots.iter_mut().zip(rows) {
        let s = slot.seat();
        *seat = s as i64;
        slot.observe(s, obs, mask);
    }
    out.rewards.fill(0.0);
    out.reward.fill(0.0);
    out.done.fill(0);
}

/// Plays `actions[i]` in slot `i` (for the seat its last row was for),
/// on rayon's pool when `parallel`, and writes every row of `out` (whose
/// lengths the caller has checked). A game that ends is replaced at once
/// by the slot's next ([`BatchSlot::restart`]); its row shows the new
/// game, and its last observation is returned. Every action is checked
/// before any is played: an id that is not legal refuses the whole step,
/// naming the game, and changes nothing (`out` included).
pub fn step_slots<S: BatchSlot>(
    slots: &mut [S],
    setup: &S::Setup,
    actions: &[i64],
    out: Outputs<'_>,
    reward: Reward,
    parallel: bool,
) -> Result<Vec<Ended>, String> {
    if actions.len() != slots.len() {
        return Err(format!(
            "{} actions for {} games",
            actions.len(),
            slots.len()
        ));
    }
    for (i, (slot, &id)) in slots.iter().zip(actions).enumerate() {
        if id < 0 || !slot.is_legal(id as usize) {
            return Err(format!(
                "game {i}: action {id} is not legal for seat {} (see its mask)",
                slot.seat()
            ));
        }
    }
    let games = slots.len().max(1);
    let (d, a, p) = (
        (out.obs.len() / games).max(1),
        (out.mask.len() / games).max(1),
        (out.rewards.len() / games).max(1),
    );
    let rows = slots
        .iter_mut()
        .zip(actions)
        .zip(out.obs.chunks_mut(d))
        .zip(out.mask.chunks_mut(a))
        .zip(out.seat.iter_mut())
        .zip(out.rewards.chunks_mut(p))
        .zip(out.reward.iter_mut())
        .zip(out.done.iter_mut())
        .enumerate()
        .map(
            |(i, (((((((slot, &id), obs), mask), seat), rewards), reward), done))| Row {
                i,
                slot,
                id,
                obs,
                mask,
                seat,
                rewards,
                reward,
                done,
            },
        );
    let ended: Vec<Option<Ended>> = if parallel {
        let rows: Vec<Row<'_, S>> = rows.collect();
        rows.into_par_iter()
            .map(|r| step_row(setup, reward, r))
            .collect::<Result<_, String>>()?
    } else {
        rows.map(|r| step_row(setup, reward, r))
            .collect::<Result<_, String>>()?
    };
    Ok(ended.into_iter().flatten().collect())
}

struct OwnBuffers {
    obs: Vec<f32>,
    mask: Vec<u8>,
    seat: Vec<i64>,
    rewards: Vec<f32>,
    reward: Vec<f32>,
    done: Vec<u8>,
}

/// One game's share of a step.
struct Row<'a, S> {
    i: usize,
    slot: &'a mut S,
    id: i64,
    obs: &'a mut [f32],
    mask: &'a mut [u8],
    seat: &'a mut i64,
    rewards: &'a mut [f32],
    reward: &'a mut f32,
    done: &'a mut u8,
}

fn start_episode<G: Encoding + Roster>(
    cfg: &BatchConfig<G::Options>,
    i: usize,
    k: u64,
) -> Result<Episode<G>, String> {
    let p = cfg.players;
    let seats = cfg.seats.bots_for_game(p, &cfg.opponents, k);
    let seed = derive_seed(derive_seed(cfg.seed, i as u64), k);
    let edition = cfg.edition.unwrap_or(G::EDITION);
    let episode = Episode::<G>::new_in(edition, p, &cfg.options, seed, &seats)?;
    if episode.is_over() {
        return Err("the bots ended a game before the agent's first move".into());
    }
    Ok(episode)
}

fn step_row<S: BatchSlot>(
    setup: &S::Setup,
    pay: Reward,
    r: Row<'_, S>,
) -> Result<Option<Ended>, String> {
    let slot = r.slot;
    let acted = slot.seat();
    slot.play(r.id as usize)
        .map_err(|e| format!("game {}: {e}", r.i))?;
    r.rewards.fill(0.0);
    *r.reward = 0.0;
    *r.done = 0;
    let mut ended = None;
    if let Some(paid) = slot.rewards(pay) {
        r.rewards.copy_from_slice(&paid);
        *r.reward = paid[acted];
        *r.done = 1;
        let mut last = vec![0.0; r.obs.len()];
        slot.observe(acted, &mut last, r.mask);
        ended = Some(Ended {
            game: r.i,
            obs: last,
        });
        slot.restart(setup)
            .map_err(|e| format!("game {}: {e}", r.i))?;
    }
    let seat = slot.seat();
    *r.seat = seat as i64;
    slot.observe(seat, r.obs, r.mask);
    Ok(ended)
}

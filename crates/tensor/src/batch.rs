//! Many games stepped at once: a [`Batch`] plays one action in each of its
//! games (and the bots' moves after it), then writes every game's
//! observation, mask, acting seat, rewards and end into flat buffers, its
//! own or the caller's ([`Outputs`]).

use rayon::prelude::*;
use urbs_bots::{Roster, make_bot};
use urbs_engine::{Seat, derive_seed};

use crate::Encoding;
use crate::episode::{Episode, Reward};

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
    /// Games this slot has started.
    started: u64,
    /// The seat its agent must act for now.
    seat: Seat,
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
        let (d, a) = (G::LAYOUT.len(), G::ACTIONS);
        let rows = out
            .obs
            .chunks_mut(d)
            .zip(out.mask.chunks_mut(a))
            .zip(out.seat.iter_mut());
        for (slot, ((obs, mask), seat)) in self.slots.iter_mut().zip(rows) {
            *seat = slot.seat as i64;
            slot.episode.observe(slot.seat, obs, mask);
        }
        out.rewards.fill(0.0);
        out.reward.fill(0.0);
        out.done.fill(0);
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
    /// then writes the batch's own buffers.
    pub fn step(&mut self, actions: &[i64]) -> Result<(), String> {
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

    /// [`Batch::step`], writing into `out`. Every action is checked before
    /// any is played: an id that is not legal refuses the whole step,
    /// naming the game, and changes nothing (`out` included).
    pub fn step_into(&mut self, actions: &[i64], out: Outputs<'_>) -> Result<(), String> {
        self.check(&out)?;
        if actions.len() != self.slots.len() {
            return Err(format!(
                "{} actions for {} games",
                actions.len(),
                self.slots.len()
            ));
        }
        for (i, (slot, &id)) in self.slots.iter().zip(actions).enumerate() {
            if id < 0 || !slot.episode.is_legal(slot.seat, id as usize) {
                return Err(format!(
                    "game {i}: action {id} is not legal for seat {} (see its mask)",
                    slot.seat
                ));
            }
        }
        let (d, a, p) = (G::LAYOUT.len(), G::ACTIONS, self.cfg.players);
        let cfg = &self.cfg;
        let rows = self
            .slots
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
        if cfg.parallel {
            let rows: Vec<Row<'_, G>> = rows.collect();
            rows.into_par_iter().try_for_each(|r| step_row(cfg, r))
        } else {
            rows.into_iter().try_for_each(|r| step_row(cfg, r))
        }
    }
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
struct Row<'a, G: Encoding + Roster> {
    i: usize,
    slot: &'a mut Slot<G>,
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
    let episode = Episode::<G>::new(p, &cfg.options, seed, &seats)?;
    if episode.is_over() {
        return Err("the bots ended a game before the agent's first move".into());
    }
    Ok(episode)
}

fn step_row<G: Encoding + Roster>(
    cfg: &BatchConfig<G::Options>,
    r: Row<'_, G>,
) -> Result<(), String> {
    let slot = r.slot;
    let acted = slot.seat;
    slot.episode
        .step(acted, r.id as usize)
        .map_err(|e| format!("game {}: {e}", r.i))?;
    r.rewards.fill(0.0);
    *r.reward = 0.0;
    *r.done = 0;
    if let Some(paid) = slot.episode.rewards(cfg.reward) {
        r.rewards.copy_from_slice(&paid);
        *r.reward = paid[acted];
        *r.done = 1;
        slot.episode = start_episode::<G>(cfg, r.i, slot.started)?;
        slot.started += 1;
    }
    slot.seat = slot
        .episode
        .to_act()
        .expect("a game under way waits for an agent");
    *r.seat = slot.seat as i64;
    slot.episode.observe(slot.seat, r.obs, r.mask);
    Ok(())
}

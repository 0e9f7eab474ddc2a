//! Games stepped by action id: one [`Episode`] (agents at some seats,
//! built-in bots at the others), and a [`Batch`] of them stepped at once
//! with their observations, masks, rewards and ends written into flat
//! buffers.

use rayon::prelude::*;
use urbs_bots::{Bot, Roster, ask, make_bot};
use urbs_engine::{ActError, Seat, SeatSet, Table, ToAct, Viewer, derive_seed};

use crate::{Encoding, fill_mask, observe_into};

/// What an agent is paid when a game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reward {
    /// Its share of the win (1 alone, split among tied winners, 0 otherwise).
    Win,
    /// Its final score, in the game's own unit.
    Score,
}

impl std::str::FromStr for Reward {
    type Err = String;
    fn from_str(s: &str) -> Result<Reward, String> {
        match s {
            "win" => Ok(Reward::Win),
            "score" => Ok(Reward::Score),
            _ => Err(format!("reward `{s}`: choose win or score")),
        }
    }
}

/// One game with agents at some seats and bots at the others. Bots move by
/// themselves; the episode waits whenever an agent must act.
pub struct Episode<G: Encoding + Roster> {
    table: Table<G>,
    agents: SeatSet,
    bots: Vec<Option<Box<dyn Bot<G>>>>,
}

impl<G: Encoding + Roster> Episode<G> {
    /// A new game from `seed`. `bots[s]` is the spec of the bot at seat `s`,
    /// `None` for an agent's seat; bot `s` is seeded as in `urbs sim`. The
    /// replay names the seats by spec, an agent's `agent`.
    pub fn new(
        players: usize,
        options: &G::Options,
        seed: u64,
        bots: &[Option<String>],
    ) -> Result<Episode<G>, String> {
        if bots.len() != players {
            return Err(format!("{} seats named for {players} players", bots.len()));
        }
        let mut table = Table::<G>::new(players, options, seed).map_err(|e| e.to_string())?;
        // The replay names each seat: the bot's spec, or "agent".
        table.set_names(
            bots.iter()
                .map(|b| b.clone().unwrap_or_else(|| "agent".into()))
                .collect(),
        );
        let mut agents = SeatSet::EMPTY;
        let bots = bots
            .iter()
            .enumerate()
            .map(|(s, spec)| match spec {
                None => {
                    agents.insert(s);
                    Ok(None)
                }
                Some(spec) => make_bot::<G>(spec, derive_seed(seed, 1000 + s as u64)).map(Some),
            })
            .collect::<Result<Vec<_>, String>>()?;
        let mut episode = Episode {
            table,
            agents,
            bots,
        };
        episode.run_bots();
        Ok(episode)
    }

    pub fn table(&self) -> &Table<G> {
        &self.table
    }

    /// The agent seat that must act now (the lowest, when several decide at
    /// once), or `None` once the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        self.table
            .to_act()
            .seats()
            .iter()
            .find(|&s| self.agents.contains(s))
    }

    pub fn is_over(&self) -> bool {
        self.table.is_over()
    }

    /// Plays action `id` for the agent at `seat`, then the bots until an
    /// agent must act again. A refused action changes nothing.
    pub fn step(&mut self, seat: Seat, id: usize) -> Result<(), ActError> {
        if !self.agents.contains(seat) {
            return Err(ActError::Malformed(format!("seat {seat} is a bot's")));
        }
        let view = self.table.view(Viewer::Seat(seat));
        let action = G::action(&view, id).ok_or_else(|| {
            ActError::Malformed(format!("action id {id} names no {} action", G::ID))
        })?;
        self.table.apply(seat, &action).map_err(ActError::Rule)?;
        self.run_bots();
        Ok(())
    }

    /// Lets the bots act until an agent must, or the game ends.
    fn run_bots(&mut self) {
        loop {
            let seats = match self.table.to_act() {
                ToAct::Over => return,
                ToAct::Seat(s) => SeatSet::only(s),
                ToAct::Simultaneous(set) => set,
            };
            let Some(seat) = seats.iter().find(|&s| !self.agents.contains(s)) else {
                return;
            };
            let bot = self.bots[seat].as_mut().expect("a bot at every other seat");
            let action = ask(bot.as_mut(), &self.table, seat);
            self.table
                .apply(seat, &action)
                .expect("bots choose legal actions");
        }
    }

    /// `seat`'s observation and legal-action mask.
    pub fn observe(&self, seat: Seat, obs: &mut [f32], mask: &mut [u8]) {
        let view = self.table.view(Viewer::Seat(seat));
        observe_into::<G>(&view, self.table.log(), obs);
        fill_mask::<G>(&view, &self.table.legal_actions(seat), mask);
    }

    /// What each seat is paid, once the game is over.
    pub fn rewards(&self, reward: Reward) -> Option<Vec<f32>> {
        let o = self.table.outcome()?;
        Some(match reward {
            Reward::Win => o.wins.iter().map(|&w| w as f32).collect(),
            Reward::Score => o.scores.iter().map(|&s| s as f32).collect(),
        })
    }
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

struct Slot<G: Encoding + Roster> {
    episode: Episode<G>,
    /// Games this slot has started.
    started: u64,
}

/// `games` games stepped at once. After each step, every game's
/// observation, mask, acting seat, rewards and end are in the batch's flat
/// buffers; a game that ended is replaced at once by a new one (its first
/// observation is what the buffers show), with seeds that depend only on
/// the batch's seed, the slot and the game count, never on threads.
pub struct Batch<G: Encoding + Roster> {
    cfg: BatchConfig<G::Options>,
    slots: Vec<Slot<G>>,
    /// `games * observation length` floats.
    pub obs: Vec<f32>,
    /// `games * actions` flags.
    pub mask: Vec<u8>,
    /// The seat each observation is for.
    pub seat: Vec<i64>,
    /// `games * players`: what each seat was paid by a game that ended on
    /// this step (zeros otherwise).
    pub rewards: Vec<f32>,
    /// The agent's pay for this step: its seat's reward in a game that just
    /// ended (for self-play, the seat that just acted).
    pub reward: Vec<f32>,
    /// 1 where a game ended on this step.
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
        let (n, p) = (cfg.games, cfg.players);
        let mut batch = Batch {
            slots: Vec::with_capacity(n),
            obs: vec![0.0; n * G::LAYOUT.len()],
            mask: vec![0; n * G::ACTIONS],
            seat: vec![0; n],
            rewards: vec![0.0; n * p],
            reward: vec![0.0; n],
            done: vec![0; n],
            cfg,
        };
        for i in 0..n {
            let episode = batch.start(i, 0)?;
            batch.slots.push(Slot {
                episode,
                started: 1,
            });
        }
        batch.write_all();
        Ok(batch)
    }

    pub fn games(&self) -> usize {
        self.cfg.games
    }

    /// Game `k` of slot `i`.
    fn start(&self, i: usize, k: u64) -> Result<Episode<G>, String> {
        start_episode::<G>(&self.cfg, i, k)
    }

    /// Every slot's observation and mask, as after a reset.
    fn write_all(&mut self) {
        let (d, a) = (G::LAYOUT.len(), G::ACTIONS);
        let buffers = self.obs.chunks_mut(d).zip(self.mask.chunks_mut(a));
        for ((slot, (obs, mask)), seat) in self.slots.iter().zip(buffers).zip(&mut self.seat) {
            let s = slot
                .episode
                .to_act()
                .expect("a new game waits for an agent");
            *seat = s as i64;
            slot.episode.observe(s, obs, mask);
        }
    }

    /// Plays `actions[i]` in game `i` (for the seat its last observation was
    /// for), then fills the buffers. Every action is checked before any is
    /// played: an id that is not legal refuses the whole step, naming the
    /// game, and changes nothing.
    pub fn step(&mut self, actions: &[i64]) -> Result<(), String> {
        if actions.len() != self.slots.len() {
            return Err(format!(
                "{} actions for {} games",
                actions.len(),
                self.slots.len()
            ));
        }
        let a = G::ACTIONS;
        for (i, &id) in actions.iter().enumerate() {
            if id < 0 || id as usize >= a || self.mask[i * a + id as usize] == 0 {
                return Err(format!(
                    "game {i}: action {id} is not legal for seat {} (see its mask)",
                    self.seat[i]
                ));
            }
        }
        let (d, p) = (G::LAYOUT.len(), self.cfg.players);
        let cfg = &self.cfg;
        let work = self
            .slots
            .iter_mut()
            .zip(actions)
            .zip(self.obs.chunks_mut(d))
            .zip(self.mask.chunks_mut(a))
            .zip(self.seat.iter_mut())
            .zip(self.rewards.chunks_mut(p))
            .zip(self.reward.iter_mut())
            .zip(self.done.iter_mut())
            .enumerate()
            .map(
                |(i, (((((((slot, &id), obs), mask), seat), rewards), reward), done))| Out {
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
        if self.cfg.parallel {
            let work: Vec<Out<'_, G>> = work.collect();
            work.into_par_iter().try_for_each(|o| step_one(cfg, o))
        } else {
            work.into_iter().try_for_each(|o| step_one(cfg, o))
        }
    }
}

/// One slot's share of a step.
struct Out<'a, G: Encoding + Roster> {
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
    let agent = match cfg.seats {
        Seats::Fixed(s) => Some(s),
        Seats::Rotate => Some((k % p as u64) as usize),
        Seats::All => None,
    };
    let mut others = cfg.opponents.iter().cycle();
    let seats: Vec<Option<String>> = (0..p)
        .map(|s| match agent {
            None => None,
            Some(a) if a == s => None,
            Some(_) => others.next().cloned(),
        })
        .collect();
    let seed = derive_seed(derive_seed(cfg.seed, i as u64), k);
    let episode = Episode::<G>::new(p, &cfg.options, seed, &seats)?;
    if episode.is_over() {
        return Err("the bots ended a game before the agent's first move".into());
    }
    Ok(episode)
}

fn step_one<G: Encoding + Roster>(
    cfg: &BatchConfig<G::Options>,
    o: Out<'_, G>,
) -> Result<(), String> {
    let seat = *o.seat as Seat;
    o.slot
        .episode
        .step(seat, o.id as usize)
        .map_err(|e| format!("game {}: {e}", o.i))?;
    o.rewards.fill(0.0);
    *o.reward = 0.0;
    *o.done = 0;
    if let Some(paid) = o.slot.episode.rewards(cfg.reward) {
        o.rewards.copy_from_slice(&paid);
        // The agent's seat (in self-play, the seat that just acted).
        *o.reward = paid[seat];
        *o.done = 1;
        o.slot.episode = start_episode::<G>(cfg, o.i, o.slot.started)?;
        o.slot.started += 1;
    }
    let next = o
        .slot
        .episode
        .to_act()
        .expect("a game under way waits for an agent");
    *o.seat = next as i64;
    o.slot.episode.observe(next, o.obs, o.mask);
    Ok(())
}

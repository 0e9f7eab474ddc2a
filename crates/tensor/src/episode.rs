//! One game stepped by action id: an [`Episode`], with agents at some
//! seats and built-in bots at the others.

use urbs_bots::{Bot, Roster, ask, make_bot};
use urbs_engine::{ActError, Edition, Seat, SeatSet, Table, ToAct, Viewer, derive_seed};

use crate::{Encoding, observe_into};

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
    /// The legal actions and their ids of the seat observed last, while
    /// the game has not moved since: a step reads its action from here
    /// rather than building the view again.
    observed: Option<Seat>,
    legal: Vec<G::Action>,
    ids: Vec<Option<usize>>,
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
        Self::new_in(G::EDITION, players, options, seed, bots)
    }

    /// [`Episode::new`] under `edition` of the rules (issue 28); one this
    /// build does not have is refused, naming the game's editions.
    pub fn new_in(
        edition: Edition,
        players: usize,
        options: &G::Options,
        seed: u64,
        bots: &[Option<String>],
    ) -> Result<Episode<G>, String> {
        if bots.len() != players {
            return Err(format!("{} seats named for {players} players", bots.len()));
        }
        let mut table =
            Table::<G>::new_in(edition, players, options, seed).map_err(|e| e.to_string())?;
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
            observed: None,
            legal: Vec::new(),
            ids: Vec::new(),
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

    /// Whether `id` is legal for `seat`, as its last observation showed
    /// (`false` when `seat` was not the last observed or the game moved).
    pub fn is_legal(&self, seat: Seat, id: usize) -> bool {
        self.observed == Some(seat) && self.ids.contains(&Some(id))
    }

    /// Plays action `id` for the agent at `seat`, then the bots until an
    /// agent must act again. A refused action changes nothing.
    pub fn step(&mut self, seat: Seat, id: usize) -> Result<(), ActError> {
        if !self.agents.contains(seat) {
            return Err(ActError::Malformed(format!("seat {seat} is a bot's")));
        }
        let cached = (self.observed == Some(seat))
            .then(|| self.ids.iter().position(|&i| i == Some(id)))
            .flatten();
        let action = match cached {
            Some(k) => self.legal[k].clone(),
            None => {
                let view = self.table.view(Viewer::Seat(seat));
                G::action(&view, id).ok_or_else(|| {
                    ActError::Malformed(format!("action id {id} names no {} action", G::ID))
                })?
            }
        };
        self.table.apply(seat, &action).map_err(ActError::Rule)?;
        self.observed = None;
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
    pub fn observe(&mut self, seat: Seat, obs: &mut [f32], mask: &mut [u8]) {
        let view = self.table.view(Viewer::Seat(seat));
        observe_into::<G>(&view, self.table.log(), obs);
        self.legal.clear();
        self.table.state().legal_actions(seat, &mut self.legal);
        mask.fill(0);
        self.ids.clear();
        for a in &self.legal {
            let id = G::action_id(&view, a);
            if let Some(i) = id {
                mask[i] = 1;
            }
            self.ids.push(id);
        }
        self.observed = Some(seat);
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

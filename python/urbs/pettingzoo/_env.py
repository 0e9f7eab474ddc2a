"""PettingZoo environments over any urbs game: AEC for every game, and a
Parallel one for the games whose players choose at the same time."""

import numpy as np
from gymnasium import spaces as gym_spaces
from pettingzoo import AECEnv, ParallelEnv
from pettingzoo.utils import wrappers
from pettingzoo.utils.env_logger import EnvLogger

from .. import _urbs
from .._common import BOUND, check_choices, check_edition, check_players
from .._game import Game, RuleError
from .._play import spaces as _spaces

class _Table:
    """What both APIs share: the game, its seats as agents, the spaces."""

    def _setup(self, game, players, options, reward, illegal, render_mode, max_cycles, edition):
        check_choices(reward, illegal)
        self.edition = check_edition(game, edition)
        if max_cycles is not None and (isinstance(max_cycles, bool) or int(max_cycles) < 1):
            raise ValueError(f"max_cycles {max_cycles!r}: a whole number of at least 1, or None")
        self.max_cycles = None if max_cycles is None else int(max_cycles)
        self.game_id = game
        self.players = check_players(game, players)
        self.options = options
        self.reward = reward
        self.illegal = illegal
        self.render_mode = render_mode
        self.spaces = _spaces(game)
        self.possible_agents = [f"player_{s}" for s in range(self.players)]
        self._seat = {a: s for s, a in enumerate(self.possible_agents)}
        n, d = self.spaces.actions, self.spaces.observation
        obs_space = gym_spaces.Dict(
            {
                "observation": gym_spaces.Box(-BOUND, BOUND, (d,), np.float32),
                "action_mask": gym_spaces.Box(0, 1, (n,), np.int8),
            }
        )
        self._obs_space = {a: obs_space for a in self.possible_agents}
        self._act_space = {a: gym_spaces.Discrete(n) for a in self.possible_agents}
        self.state_space = gym_spaces.Box(-BOUND, BOUND, (self.players * d,), np.float32)
        self._np_random = None
        self._game = None

    # The same object every call (the API tests check it; seeding relies on it).
    def observation_space(self, agent):
        return self._obs_space[agent]

    def action_space(self, agent):
        return self._act_space[agent]

    def _new_game(self, seed):
        if seed is not None:
            self._np_random = np.random.default_rng(seed)
        elif self._np_random is None:
            self._np_random = np.random.default_rng()
        game_seed = int(self._np_random.integers(0, 2**63 - 1))
        self._game = Game(self.game_id, self.players, self.options, game_seed, self.edition)

    @property
    def game(self):
        """The `urbs.Game` being played (views, replays, the log)."""
        return self._game

    def _observe(self, seat):
        obs, mask = self._game._t.encode(seat)
        return {
            "observation": np.frombuffer(obs, dtype=np.float32),
            "action_mask": np.frombuffer(mask, dtype=np.int8),
        }

    def _play(self, seat, action):
        """Plays `action` for `seat`; returns who must act next, and whether
        the action was illegal and the first legal one was played instead
        (with `illegal="first"`)."""
        try:
            return self._game._t.apply_id(seat, int(action)), False
        except (_urbs.RuleError, ValueError, OverflowError) as e:
            if self.illegal == "raise":
                if isinstance(e, _urbs.RuleError):
                    raise RuleError(*e.args) from None
                raise
        first = int(np.flatnonzero(self._game.action_mask(seat))[0])
        return self._game._t.apply_id(seat, first), True

    def state(self):
        """The whole game for a centralised critic: every seat's observation
        in seat order, concatenated (`state_space`). It holds every hand,
        hidden from the other players: for centralised training only,
        never for an acting policy. (The deck's order is in no seat's
        observation, so not here either.)"""
        if self._game is None:
            raise RuntimeError("call reset() first")
        t = self._game._t
        return np.concatenate(
            [np.frombuffer(t.encode(s)[0], dtype=np.float32) for s in range(self.players)]
        )

    def _cut_short(self):
        """Whether `max_cycles` cycles have been played (a cycle: one round
        of decisions, as one Parallel step plays)."""
        return self.max_cycles is not None and self._cycles >= self.max_cycles

    def _payoffs(self):
        out = self._game.outcome
        return out["wins"] if self.reward == "win" else [float(s) for s in out["scores"]]

    def render(self):
        if self.render_mode is None or self._game is None:
            return None
        text = self._game.view_text()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        pass


class UrbsAEC(_Table, AECEnv):
    """One urbs game as a PettingZoo AEC environment. Agents are
    `player_0 ..`; the agent selected is the seat that must act (the lowest
    of those still deciding when several choose at once: each chooses in
    turn, and none sees the others' choices, as at the table). Observations
    are `{"observation": float32, "action_mask": int8}`; rewards come at the
    end: the win share, or the score with `reward="score"`. An illegal
    action plays the first legal one instead and sets `infos[agent]
    ["illegal"]` (`illegal="raise"`: raises, and nothing changes).
    `edition` picks the edition of the game's rules played
    (docs/rules/changelog/), the latest by default; the spaces are the
    same in every edition."""

    metadata = {"render_modes": ["human", "ansi"], "render_fps": 4, "is_parallelizable": False}

    def __init__(
        self,
        game,
        players=None,
        options=None,
        reward="win",
        illegal="first",
        render_mode=None,
        max_cycles=None,
        edition=None,
    ):
        AECEnv.__init__(self)
        self._setup(game, players, options, reward, illegal, render_mode, max_cycles, edition)
        self.metadata = dict(self.metadata, name=f"{game}_v0")

    def reset(self, seed=None, options=None):
        self._new_game(seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._flagged = None
        self._cycles = 0
        self._round = set(self._game.to_act)
        self.agent_selection = self.possible_agents[self._game.to_act[0]]

    def observe(self, agent):
        return self._observe(self._seat[agent])

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} must act now: give it an action id, not None")
        # Rewards come only at the end, so while the game goes on every
        # reward and cumulative reward stays 0 and needs no bookkeeping.
        if self._flagged is not None:
            self.infos[self._flagged] = {}
            self._flagged = None
        (kind, seats), illegal = self._play(self._seat[agent], action)
        if illegal:
            self.infos[agent] = {"illegal": True}
            self._flagged = agent
        self._round.discard(self._seat[agent])
        if not self._round:
            self._cycles += 1
            self._round = set(seats)
        if kind == "over":
            self._cumulative_rewards[agent] = 0.0
            for a, paid in zip(self.possible_agents, self._payoffs()):
                self.rewards[a] = float(paid)
                self.terminations[a] = True
            self.agent_selection = self.agents[0]
            self._accumulate_rewards()
        elif self._cut_short():
            # Cut short: no outcome, so no pay.
            self._cumulative_rewards[agent] = 0.0
            for a in self.agents:
                self.truncations[a] = True
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[seats[0]]


class UrbsParallel(_Table, ParallelEnv):
    """One urbs game as a PettingZoo Parallel environment: every step takes
    an action from each agent and plays those of the seats that must act
    now (several when they choose at the same time, as in For Sale's sales
    and City's builds; one otherwise). The others' actions are ignored and
    their masks are all zeros. Rewards, illegal actions: as `UrbsAEC`."""

    metadata = {"render_modes": ["human", "ansi"], "render_fps": 4}

    def __init__(
        self,
        game,
        players=None,
        options=None,
        reward="win",
        illegal="first",
        render_mode=None,
        max_cycles=None,
        edition=None,
    ):
        self._setup(game, players, options, reward, illegal, render_mode, max_cycles, edition)
        self.metadata = dict(self.metadata, name=f"{game}_v0")

    def reset(self, seed=None, options=None):
        self._new_game(seed)
        self._cycles = 0
        self.agents = list(self.possible_agents)
        obs = {a: self._observe(s) for a, s in self._seat.items()}
        return obs, {a: {} for a in self.agents}

    def step(self, actions):
        infos = {a: {} for a in self.agents}
        for seat in self._game.to_act:
            agent = self.possible_agents[seat]
            if actions.get(agent) is None:
                raise ValueError(f"{agent} must act now: give it an action id")
            if self._play(seat, actions[agent])[1]:
                infos[agent] = {"illegal": True}
        self._cycles += 1
        over = self._game.over
        cut = not over and self._cut_short()
        paid = self._payoffs() if over else [0.0] * self.players
        live = list(self.agents)
        obs = {a: self._observe(self._seat[a]) for a in live}
        rewards = {a: float(paid[self._seat[a]]) for a in live}
        terminations = {a: over for a in live}
        truncations = {a: cut for a in live}
        if over or cut:
            self.agents = []
        return obs, rewards, terminations, truncations, infos


class _Ordered(wrappers.OrderEnforcingWrapper):
    """PettingZoo's order enforcing with the same checks, the calls a loop
    makes every step (`last`, `step`, the agent iterator) going straight to
    the environment rather than through attribute lookups."""

    def last(self, observe=True):
        if not self._has_reset:
            EnvLogger.error_observe_before_reset()
        return self.env.last(observe)

    def step(self, action):
        if not self._has_reset:
            EnvLogger.error_step_before_reset()
        elif not self.env.agents:
            self._has_updated = True
            EnvLogger.warn_step_after_terminated_truncated()
        else:
            self._has_updated = True
            self.env.step(action)

    def agent_iter(self, max_iter=2**63):
        if not self._has_reset:
            EnvLogger.error_agent_iter_before_reset()
        return _OrderedIterator(self, max_iter)


class _OrderedIterator:
    def __init__(self, wrapper, max_iter):
        self.wrapper, self.env, self.left = wrapper, wrapper.env, max_iter

    def __iter__(self):
        return self

    def __next__(self):
        if not self.env.agents or self.left <= 0:
            raise StopIteration
        self.left -= 1
        assert self.wrapper._has_updated, "need to call step() or reset() in a loop over `agent_iter`"
        self.wrapper._has_updated = False
        return self.env.agent_selection


def make(game, parallel=False):
    """`env`, `raw_env` and `parallel_env` (`None` unless `parallel`) for
    `game`; each takes players=, options=, reward=, illegal=, render_mode=,
    max_cycles=, edition= (of the game's rules, the latest by default)."""

    def raw_env(**kwargs):
        """The AEC environment (`UrbsAEC`)."""
        return UrbsAEC(game, **kwargs)

    def env(**kwargs):
        """The AEC environment, its call order enforced (PettingZoo's wrapper)."""
        return _Ordered(raw_env(**kwargs))

    def parallel_env(**kwargs):
        """The Parallel environment (`UrbsParallel`)."""
        return UrbsParallel(game, **kwargs)

    return env, raw_env, parallel_env if parallel else None

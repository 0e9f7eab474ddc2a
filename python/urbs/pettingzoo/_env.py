"""PettingZoo environments over any urbs game: AEC for every game, and a
Parallel one for the games whose players choose at the same time."""

import numpy as np
from gymnasium import spaces as gym_spaces
from pettingzoo import AECEnv, ParallelEnv
from pettingzoo.utils import wrappers

from .._common import BOUND, check_choices, default_players
from .._game import Game, RuleError
from .._play import spaces as _spaces

class _Table:
    """What both APIs share: the game, its seats as agents, the spaces."""

    def _setup(self, game, players, options, reward, illegal, render_mode):
        check_choices(reward, illegal)
        self.game_id = game
        self.players = players or default_players(game)
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
        self._game = Game(self.game_id, self.players, self.options, game_seed)

    @property
    def game(self):
        """The `urbs.Game` being played (views, replays, the log)."""
        return self._game

    def _observe(self, seat):
        obs, mask = self._game.encode(seat)
        return {"observation": obs, "action_mask": mask}

    def _play(self, seat, action):
        """Plays `action` for `seat`; True when it was illegal and the first
        legal action was played instead (with `illegal="first"`)."""
        try:
            self._game.step(seat, int(action))
            return False
        except (RuleError, ValueError):
            if self.illegal == "raise":
                raise
        first = int(np.flatnonzero(self._game.action_mask(seat))[0])
        self._game.step(seat, first)
        return True

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
    ["illegal"]` (`illegal="raise"`: raises, and nothing changes)."""

    metadata = {"render_modes": ["human", "ansi"], "render_fps": 4, "is_parallelizable": False}

    def __init__(
        self, game, players=None, options=None, reward="win", illegal="first", render_mode=None
    ):
        AECEnv.__init__(self)
        self._setup(game, players, options, reward, illegal, render_mode)
        self.metadata = dict(self.metadata, name=f"{game}_v0")

    def reset(self, seed=None, options=None):
        self._new_game(seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self._next_agent()

    def _next_agent(self):
        seats = self._game.to_act
        return self.possible_agents[seats[0]] if seats else self.agents[0]

    def observe(self, agent):
        return self._observe(self._seat[agent])

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.infos[a] = {}
        if self._play(self._seat[agent], action):
            self.infos[agent] = {"illegal": True}
        if self._game.over:
            for a, paid in zip(self.possible_agents, self._payoffs()):
                self.rewards[a] = float(paid)
                self.terminations[a] = True
        else:
            for a in self.agents:
                self.rewards[a] = 0.0
        self.agent_selection = self._next_agent()
        self._accumulate_rewards()


class UrbsParallel(_Table, ParallelEnv):
    """One urbs game as a PettingZoo Parallel environment: every step takes
    an action from each agent and plays those of the seats that must act
    now (several when they choose at the same time, as in For Sale's sales
    and City's builds; one otherwise). The others' actions are ignored and
    their masks are all zeros. Rewards, illegal actions: as `UrbsAEC`."""

    metadata = {"render_modes": ["human", "ansi"], "render_fps": 4}

    def __init__(
        self, game, players=None, options=None, reward="win", illegal="first", render_mode=None
    ):
        self._setup(game, players, options, reward, illegal, render_mode)
        self.metadata = dict(self.metadata, name=f"{game}_v0")

    def reset(self, seed=None, options=None):
        self._new_game(seed)
        self.agents = list(self.possible_agents)
        obs = {a: self._observe(s) for a, s in self._seat.items()}
        return obs, {a: {} for a in self.agents}

    def step(self, actions):
        infos = {a: {} for a in self.agents}
        for seat in self._game.to_act:
            agent = self.possible_agents[seat]
            if agent not in actions:
                raise ValueError(f"{agent} must act now: give it an action")
            if self._play(seat, actions[agent]):
                infos[agent] = {"illegal": True}
        over = self._game.over
        paid = self._payoffs() if over else [0.0] * self.players
        live = list(self.agents)
        obs = {a: self._observe(self._seat[a]) for a in live}
        rewards = {a: float(paid[self._seat[a]]) for a in live}
        terminations = {a: over for a in live}
        truncations = {a: False for a in live}
        if over:
            self.agents = []
        return obs, rewards, terminations, truncations, infos


def make(game, parallel=False):
    """`env`, `raw_env` and `parallel_env` (`None` unless `parallel`) for
    `game`; each takes players=, options=, reward=, illegal=, render_mode=."""

    def raw_env(**kwargs):
        """The AEC environment (`UrbsAEC`)."""
        return UrbsAEC(game, **kwargs)

    def env(**kwargs):
        """The AEC environment, its call order enforced (PettingZoo's wrapper)."""
        return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))

    def parallel_env(**kwargs):
        """The Parallel environment (`UrbsParallel`)."""
        return UrbsParallel(game, **kwargs)

    return env, raw_env, parallel_env if parallel else None

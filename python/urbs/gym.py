"""Gymnasium environments: you play one seat of a game, built-in bots play
the others (in Rust, with the GIL released while they think).

    import gymnasium, urbs.gym
    env = gymnasium.make("urbs/ForSale-v0", players=4, opponents="greedy")

Registered ids: `urbs/ForSale-v0`, `urbs/Skyline-v0`, `urbs/City-v0`,
`urbs/Metropolis-v0`. The observation is the game's `float32` vector
(docs/tensors.md); the legal actions are `info["action_mask"]` and
`env.action_masks()` (what sb3-contrib's `MaskablePPO` reads).
"""

import json as _json

import gymnasium
import numpy as np
from gymnasium import spaces as gym_spaces

from . import _urbs
from ._game import Game
from ._play import spaces as _spaces
from ._common import BOUND, check_choices, check_edition, check_players

#: Registered ids by game.
IDS = {
    "forsale": "urbs/ForSale-v0",
    "skyline": "urbs/Skyline-v0",
    "city": "urbs/City-v0",
    "metropolis": "urbs/Metropolis-v0",
}


class UrbsEnv(gymnasium.Env):
    """One seat of `game` against built-in bots.

    - `seat`: the seat you play, or `"random"` (drawn each episode).
    - `opponents`: a bot spec or level for every other seat (`"greedy"`,
      `"casual"`, `"ismcts:200"`), or a list, one per other seat in order.
    - `reward`: `"win"` (your win share, at the end) or `"score"`.
    - `illegal`: `"first"` plays your first legal action instead of an
      illegal one and sets `info["illegal"]`; `"raise"` raises.
    - `edition`: the edition of the game's rules every episode is played
      under (docs/rules/changelog/); the latest by default. The spaces are
      the game's, the same in every edition.
    """

    metadata = {"render_modes": ["ansi", "human"], "render_fps": 4}

    def __init__(
        self,
        game="forsale",
        players=None,
        seat="random",
        opponents="greedy",
        reward="win",
        options=None,
        illegal="first",
        render_mode=None,
        edition=None,
    ):
        check_choices(reward, illegal)
        self.edition = check_edition(game, edition)
        self.game_id = game
        self.players = check_players(game, players)
        if seat != "random" and not 0 <= int(seat) < self.players:
            raise ValueError(f"seat {seat} does not exist with {self.players} players")
        others = [opponents] * (self.players - 1) if isinstance(opponents, str) else list(opponents)
        if len(others) != self.players - 1:
            raise ValueError(f"{len(others)} opponents for {self.players - 1} other seats")
        for spec in set(others):
            _urbs.Bot(game, spec, 0)  # an unknown bot fails here, not mid-game
        self.opponents = others
        self.seat_choice = seat
        self.reward_kind = reward
        self.options = options
        self.illegal = illegal
        self.render_mode = render_mode
        sp = _spaces(game)
        self.observation_space = gym_spaces.Box(-BOUND, BOUND, (sp.observation,), np.float32)
        self.action_space = gym_spaces.Discrete(sp.actions)
        self._episode = None
        self._mask = np.zeros(sp.actions, dtype=np.int8)
        self.seat = None

    def reset(self, seed=None, options=None):
        super().reset(seed=seed)
        rng = self.np_random
        self.seat = int(rng.integers(self.players)) if self.seat_choice == "random" else int(self.seat_choice)
        others = iter(self.opponents)
        bots = [None if s == self.seat else next(others) for s in range(self.players)]
        game_seed = int(rng.integers(0, 2**63 - 1))
        self._episode = _urbs.Episode(
            self.game_id,
            self.players,
            _json.dumps(self.options),
            game_seed,
            bots,
            edition=self.edition,
        )
        obs = self._observe()
        return obs, self._info()

    def _observe(self):
        obs, mask = self._episode.observe(self.seat)
        self._mask = np.frombuffer(mask, dtype=np.int8)
        return np.frombuffer(obs, dtype=np.float32)

    def _info(self, **extra):
        return dict(action_mask=self._mask, seat=self.seat, **extra)

    def step(self, action):
        if self._episode is None or self._episode.to_act() is None:
            raise RuntimeError("the game is over (or not started): call reset()")
        action = int(action)
        extra = {}
        if not (0 <= action < len(self._mask) and self._mask[action]):
            if self.illegal == "raise":
                raise ValueError(f"action {action} is not legal now (see the action mask)")
            action = int(np.flatnonzero(self._mask)[0])
            extra["illegal"] = True
        self._episode.step(self.seat, action)
        over = self._episode.to_act() is None
        obs = self._observe()
        reward = 0.0
        if over:
            reward = float(self._episode.rewards(self.reward_kind)[self.seat])
        return obs, reward, over, False, self._info(**extra)

    def action_masks(self):
        """The legal actions now, as booleans (for `MaskablePPO`)."""
        return self._mask.astype(bool)

    @property
    def game(self):
        """A copy of the `urbs.Game` being played (views, replay, log)."""
        return Game._wrap(self._episode.table())

    def render(self):
        if self.render_mode is None or self._episode is None:
            return None
        text = self.game.view_text(self.seat)
        if self.render_mode == "human":
            print(text)
            return None
        return text


for _game, _id in IDS.items():
    if _id not in gymnasium.registry:
        gymnasium.register(id=_id, entry_point="urbs.gym:UrbsEnv", kwargs={"game": _game})

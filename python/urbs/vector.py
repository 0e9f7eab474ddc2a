"""Many games stepped at once in Rust: one call plays an action in every
game (and the bots' moves after it) and returns NumPy arrays, with no
Python loop per game.

    env = urbs.vector.VectorEnv("forsale", num_envs=256, opponents="greedy")
    obs, info = env.reset(seed=1)
    while True:
        actions = policy(obs, info["action_mask"])
        obs, reward, terminated, truncated, info = env.step(actions)

A game that ends is replaced at once by a new one: that step's
observation is the new game's first, and `reward`/`terminated` report the
game that ended (as Stable-Baselines3's vector environments do).
"""

import json as _json

import numpy as np

from . import _urbs
from ._common import check_choices, default_players
from ._play import spaces as _spaces


class VectorEnv:
    """`num_envs` games of `game`.

    - `seat`: `"rotate"` (the agent plays seat `k % players` in a slot's
      `k`-th game), a seat number, or `"all"` (self-play: the agent plays
      every seat; each observation is for `info["seat"]`, the seat to act).
    - `opponents`: the bot spec or level for the other seats, or a list
      taken in turn.
    - `reward`: `"win"` or `"score"`, paid when a game ends: the agent's
      seat's (in self-play, the seat that just acted); `info["rewards"]`
      holds every seat's, shape `(num_envs, players)`.
    - `parallel`: step the games on all cores (rayon); the results are the
      same as on one.
    """

    def __init__(
        self,
        game,
        num_envs,
        players=None,
        seat="rotate",
        opponents="greedy",
        reward="win",
        options=None,
        seed=0,
        parallel=False,
    ):
        check_choices(reward, "first")
        self.game = game
        self.num_envs = int(num_envs)
        self.players = players or default_players(game)
        self.seat = str(seat)
        self.opponents = [opponents] if isinstance(opponents, str) else list(opponents)
        self.reward_kind = reward
        self.options = options
        self.parallel = parallel
        sp = _spaces(game)
        self.actions = sp.actions
        self.observation_size = sp.observation
        self._seed = seed
        self._batch = None
        self._buffers = None

    def _arrays(self, raw):
        obs, mask, seat, rewards, reward, done = raw
        n = self.num_envs
        self._mask = np.frombuffer(mask, dtype=np.int8).reshape(n, self.actions)
        info = {
            "action_mask": self._mask,
            "seat": np.frombuffer(seat, dtype=np.int64),
            "rewards": np.frombuffer(rewards, dtype=np.float32).reshape(n, self.players),
        }
        return (
            np.frombuffer(obs, dtype=np.float32).reshape(n, self.observation_size),
            np.frombuffer(reward, dtype=np.float32),
            np.frombuffer(done, dtype=np.uint8).astype(bool),
            info,
        )

    def reset(self, seed=None):
        """New games from `seed` (or the constructor's): `(obs, info)`."""
        if seed is not None:
            self._seed = seed
        self._batch = _urbs.Batch(
            self.game,
            self.num_envs,
            self.players,
            _json.dumps(self.options),
            self._seed,
            self.seat,
            self.opponents,
            self.reward_kind,
            self.parallel,
        )
        obs, _, _, info = self._arrays(self._batch.buffers())
        return obs, info

    def step(self, actions):
        """One action id per game: `(obs, reward, terminated, truncated,
        info)`. An illegal id refuses the whole step (`ValueError`, naming
        the game) and changes nothing."""
        if self._batch is None:
            raise RuntimeError("call reset() first")
        ids = np.ascontiguousarray(actions, dtype=np.int64)
        obs, reward, done, info = self._arrays(self._batch.step(ids.tobytes()))
        return obs, reward, done, np.zeros_like(done), info

    def action_masks(self):
        """The legal actions of every game, as booleans `(num_envs, actions)`."""
        return self._mask.astype(bool)

    def sample_actions(self, rng):
        """A uniformly random legal action per game (a baseline policy),
        drawn with `rng` (a `numpy.random.Generator`)."""
        return masked_random(self._mask, rng)


def masked_random(mask, rng):
    """For each row of `mask`, one of its set columns, uniformly at random."""
    counts = mask.sum(axis=1)
    pick = (rng.random(len(mask)) * counts).astype(np.int64)
    # The pick-th set column of each row.
    ranks = np.cumsum(mask, axis=1) - 1
    return np.argmax((ranks == pick[:, None]) & (mask == 1), axis=1)

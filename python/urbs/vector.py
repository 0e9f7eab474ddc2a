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
    - `copy`: new arrays every step (the default); `False` reuses one set,
      overwritten by each step (no allocation: the fastest).
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
        copy=True,
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
        self.copy = copy
        sp = _spaces(game)
        self.actions = sp.actions
        self.observation_size = sp.observation
        self._seed = seed
        self._batch = None
        self._out = self._outputs()
        self._parts = _parts(self._out)

    def _outputs(self):
        """Arrays for one step's results, which Rust writes in place."""
        n = self.num_envs
        return (
            np.empty((n, self.observation_size), dtype=np.float32),
            np.empty((n, self.actions), dtype=np.int8),
            np.empty(n, dtype=np.int64),
            np.empty((n, self.players), dtype=np.float32),
            np.empty(n, dtype=np.float32),
            np.empty(n, dtype=np.bool_),
        )

    def _target(self):
        # With `copy`, fresh arrays every step (nothing is copied: Rust
        # writes them); without, the same arrays, overwritten each step.
        if self.copy:
            out = self._outputs()
            return out, _parts(out)
        return self._out, self._parts

    def _results(self, out):
        obs, mask, seat, rewards, reward, done = out
        self._mask = mask
        return obs, reward, done, {"action_mask": mask, "seat": seat, "rewards": rewards}

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
        out, parts = self._target()
        self._batch.write_into(parts, list(out))
        obs, _, _, info = self._results(out)
        return obs, info

    def step(self, actions):
        """One action id per game: `(obs, reward, terminated, truncated,
        info)`. An illegal id refuses the whole step (`ValueError`, naming
        the game) and changes nothing. With `copy=False` the arrays are the
        same every step, overwritten by the next one."""
        if self._batch is None:
            raise RuntimeError("call reset() first")
        ids = np.ascontiguousarray(actions, dtype=np.int64)
        out, parts = self._target()
        self._batch.step_into(ids.tobytes(), parts, list(out))
        obs, reward, done, info = self._results(out)
        return obs, reward, done, np.zeros(self.num_envs, dtype=np.bool_), info

    def action_masks(self):
        """The legal actions of every game, as booleans `(num_envs, actions)`."""
        return self._mask.astype(bool)

    def sample_actions(self, rng):
        """A uniformly random legal action per game (a baseline policy),
        drawn with `rng` (a `numpy.random.Generator`)."""
        return masked_random(self._mask, rng)


def _parts(arrays):
    return [(a.__array_interface__["data"][0], a.nbytes) for a in arrays]


def masked_random(mask, rng):
    """For each row of `mask`, one of its set columns, uniformly at random
    (the set column with the highest of independent uniform draws)."""
    draws = rng.random(mask.shape, dtype=np.float32)
    # Draws lie in [0, 1), so an unset column (0) never beats a set one
    # except when the draw is exactly 0, which +1 rules out.
    return np.argmax((draws + 1.0) * mask, axis=1)

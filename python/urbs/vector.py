"""Many games stepped at once in Rust: one call plays an action in every
game (and the bots' moves after it) and returns NumPy arrays, with no
Python loop per game. `VectorEnv` is a Gymnasium vector environment
(`gymnasium.vector.VectorEnv`), so Gymnasium's vector wrappers take it.

    env = urbs.vector.VectorEnv("forsale", num_envs=256, opponents="greedy")
    obs, info = env.reset(seed=1)
    while True:
        actions = policy(obs, info["action_mask"])
        obs, reward, terminated, truncated, info = env.step(actions)

A game that ends is replaced in the same step by a new one (Gymnasium's
`AutoresetMode.SAME_STEP`, declared in `metadata["autoreset_mode"]`):
that step's observation is the new game's first, `reward`/`terminated`
report the game that ended, and `info["final_obs"]` / `info["final_info"]`
hold its last observation and its `seat` and `rewards`.
"""

import json as _json

import gymnasium
import numpy as np
from gymnasium import spaces as gym_spaces
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space

from . import _urbs
from ._common import BOUND, check_choices, check_edition, check_players
from ._play import spaces as _spaces

#: Base seeds are drawn below this bound (a u64 in Rust, an int64 in NumPy).
_SEEDS = 2**63


class VectorEnv(gymnasium.vector.VectorEnv):
    """`num_envs` games of `game`.

    - `seat`: `"rotate"` (the agent plays seat `k % players` in a slot's
      `k`-th game), a seat number, or `"all"` (self-play: the agent plays
      every seat; each observation is for `info["seat"]`, the seat to act).
    - `opponents`: the bot spec or level for the other seats, or a list
      taken in turn.
    - `reward`: `"win"` or `"score"`, paid when a game ends: the agent's
      seat's (in self-play, the seat that just acted); `info["rewards"]`
      holds every seat's, shape `(num_envs, players)`.
    - `seed`: the seed of the first `reset()` that names none; without
      one, every unseeded reset deals new games from fresh entropy.
    - `parallel`: step the games on all cores (rayon); the results are the
      same as on one.
    - `copy`: new arrays every step (the default); `False` reuses one set,
      overwritten by each step (no allocation: the fastest).
    - `edition`: the edition of the game's rules every game is played
      under (docs/rules/changelog/); the latest by default. The spaces are
      the game's, the same in every edition.
    """

    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP, "render_modes": []}

    def __init__(
        self,
        game,
        num_envs,
        players=None,
        seat="rotate",
        opponents="greedy",
        reward="win",
        options=None,
        seed=None,
        parallel=False,
        copy=True,
        edition=None,
    ):
        check_choices(reward, "first")
        self.edition = check_edition(game, edition)
        self.game = game
        self.num_envs = int(num_envs)
        if self.num_envs < 1:
            raise ValueError("a vector environment needs at least one game")
        self.players = check_players(game, players)
        self.seat = str(seat)
        self.opponents = [opponents] if isinstance(opponents, str) else list(opponents)
        for spec in set(self.opponents):
            _urbs.Bot(game, spec, 0)  # an unknown bot fails here, not at reset
        self.reward_kind = reward
        self.options = options
        self.parallel = parallel
        self.copy = copy
        sp = _spaces(game)
        self.actions = sp.actions
        self.observation_size = sp.observation
        self.single_observation_space = gym_spaces.Box(
            -BOUND, BOUND, (sp.observation,), np.float32
        )
        self.single_action_space = gym_spaces.Discrete(sp.actions)
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self._first_seed = seed
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
        self._seat = seat
        return obs, reward, done, {"action_mask": mask, "seat": seat, "rewards": rewards}

    def _bases(self, seed):
        """One base seed per game: `seed + i`, or `seed[i]` from a list (as
        Gymnasium's vector environments seed theirs); drawn from the
        environment's generator where none is given."""
        if seed is None and self._first_seed is not None:
            seed, self._first_seed = self._first_seed, None
        if isinstance(seed, (list, tuple, np.ndarray)):
            if len(seed) != self.num_envs:
                raise ValueError(f"{len(seed)} seeds for {self.num_envs} games")
            seeds = list(seed)
        elif seed is None:
            seeds = [None] * self.num_envs
        else:
            seeds = [int(seed) + i for i in range(self.num_envs)]
        if seeds and seeds[0] is not None:
            self._np_random = np.random.default_rng(seeds[0])
            self._np_random_seed = int(seeds[0])
        rng = self.np_random
        bases = []
        for s in seeds:
            s = int(rng.integers(_SEEDS)) if s is None else int(s)
            if not 0 <= s < 2**64:
                raise ValueError(f"seed {s}: seeds are whole numbers from 0 to 2**64 - 1")
            bases.append(s)
        return bases

    def reset(self, *, seed=None, options=None):
        """New games: `(obs, info)`. `seed` is an int (game `i` is dealt
        from `seed + i`), a list of one seed (or `None`) per game, or
        `None`: the constructor's seed the first time, else fresh deals.
        `options` takes no keys yet (`None` or `{}`)."""
        if options:
            raise ValueError(f"reset takes no options; got {sorted(options)}")
        bases = self._bases(seed)
        self._batch = _urbs.Batch(
            self.game,
            self.players,
            _json.dumps(self.options),
            bases,
            self.seat,
            self.opponents,
            self.reward_kind,
            self.parallel,
            edition=self.edition,
        )
        return self._write()

    def _write(self):
        out, parts = self._target()
        self._batch.write_into(parts, list(out))
        obs, _, _, info = self._results(out)
        return obs, info

    def step(self, actions):
        """One action id per game: `(obs, reward, terminated, truncated,
        info)`. An illegal id refuses the whole step (`ValueError`, naming
        the game) and changes nothing. With `copy=False` the arrays are the
        same every step, overwritten by the next one. No game is cut short:
        `truncated` is all `False`."""
        if self._batch is None:
            raise RuntimeError("call reset() first")
        ids = np.ascontiguousarray(actions, dtype=np.int64)
        acted = self._seat.copy()
        out, parts = self._target()
        ended = self._batch.step_into(ids.tobytes(), parts, list(out))
        obs, reward, done, info = self._results(out)
        if ended:
            self._final(info, ended, acted, done)
        return obs, reward, done, np.zeros(self.num_envs, dtype=np.bool_), info

    def _final(self, info, ended, acted, done):
        """The ended games' last observations and who was paid what, in
        Gymnasium's same-step form (`None` and `False` for the others)."""
        final_obs = np.full(self.num_envs, None, dtype=object)
        for i, raw in ended:
            final_obs[i] = np.frombuffer(raw, dtype=np.float32)
        mask = done.copy()
        info["final_obs"] = final_obs
        info["_final_obs"] = mask
        info["final_info"] = {
            "seat": np.where(mask, acted, 0),
            "_seat": mask,
            "rewards": info["rewards"].copy(),
            "_rewards": mask,
        }
        info["_final_info"] = mask

    def action_masks(self):
        """The legal actions of every game, as booleans `(num_envs, actions)`."""
        return self._mask.astype(bool)

    def sample_actions(self, rng):
        """A uniformly random legal action per game (a baseline policy),
        drawn with `rng` (a `numpy.random.Generator`)."""
        return masked_random(self._mask, rng)

    def close_extras(self, **kwargs):
        self._batch = None

    # Pickling: the games as their slots' seeds and moves, played again on
    # loading (see docs/python.md, Pickling); the arrays are made anew.
    def __getstate__(self):
        state = {k: v for k, v in self.__dict__.items() if k not in _FRESH}
        state["_slots"] = None if self._batch is None else self._batch.state()
        return state

    def __setstate__(self, state):
        slots = state.pop("_slots")
        self.__dict__.update(state)
        self._batch = None
        self._out = self._outputs()
        self._parts = _parts(self._out)
        if slots is not None:
            self._batch = _urbs.Batch(
                self.game,
                self.players,
                _json.dumps(self.options),
                [base for base, _, _ in slots],
                self.seat,
                self.opponents,
                self.reward_kind,
                self.parallel,
                slots,
                # A pickle from before editions: the latest, as it was dealt.
                edition=self.__dict__.setdefault("edition", None),
            )
            self._write()


#: What a pickled `VectorEnv` leaves out and makes anew.
_FRESH = ("_batch", "_out", "_parts", "_mask", "_seat")


def _parts(arrays):
    return [(a.__array_interface__["data"][0], a.nbytes) for a in arrays]


def masked_random(mask, rng):
    """For each row of `mask`, one of its set columns, uniformly at random.

    One draw per row, not per column: the set columns of the whole batch
    are found in one scan of the mask (as flags, without a copy for int8
    masks), and each row's draw picks among its own (a row with none set
    gets column 0)."""
    mask = np.asarray(mask)
    rows, cols = mask.shape
    if mask.dtype in (np.int8, np.uint8, np.bool_):
        flags = mask.view(np.bool_)
    else:
        flags = mask != 0
    hits = np.flatnonzero(flags)
    # Row r's set columns are hits[bounds[r]:bounds[r + 1]].
    bounds = np.searchsorted(hits, np.arange(rows + 1) * cols)
    starts, counts = bounds[:-1], np.diff(bounds)
    picks = starts + (rng.random(rows) * counts).astype(np.int64)
    some = counts > 0
    out = np.zeros(rows, dtype=np.int64)
    out[some] = hits[picks[some]] - np.flatnonzero(some) * cols
    return out

"""city as PettingZoo environments (see `urbs.pettingzoo`): AEC, and
Parallel for its simultaneous choices."""

from ._env import make

env, raw_env, parallel_env = make("city", parallel=True)

"""metropolis as PettingZoo AEC environments (see `urbs.pettingzoo`; every
decision is one player's, so there is no Parallel form)."""

from ._env import make

env, raw_env, _ = make("metropolis")

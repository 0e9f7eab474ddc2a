"""PettingZoo environments for the four games: `forsale_v0`, `skyline_v0`,
`city_v0`, `metropolis_v0`, each with `env()` (AEC, order enforced) and
`raw_env()`; `forsale_v0` and `city_v0`, whose players also choose at the
same time, with `parallel_env()` too.

    from urbs.pettingzoo import forsale_v0
    env = forsale_v0.env(players=4)
"""

from . import city_v0, forsale_v0, metropolis_v0, skyline_v0
from ._env import UrbsAEC, UrbsParallel

__all__ = ["UrbsAEC", "UrbsParallel", "city_v0", "forsale_v0", "metropolis_v0", "skyline_v0"]

"""urbs for Python: the four city-building games' rules engines and bots.

Values cross from Rust as the command line's JSON and arrive here as plain
Python objects (dicts, lists, ints, strings); observations and masks as
NumPy arrays. Environments for learning agents live in `urbs.pettingzoo`
(AEC and Parallel), `urbs.gym` (Gymnasium, one seat against bots) and
`urbs.vector` (many games stepped at once in Rust); `urbs.openspiel`
registers the games with OpenSpiel, and `urbs.remote` plays a seat on a
running `urbs serve` with an agent.
"""

from . import _pickle  # noqa: F401  (registers pickling)
from ._game import Action, Game, RuleError
from ._play import (
    Agent,
    Bot,
    Field,
    Spaces,
    Turn,
    bot,
    compare,
    games,
    levels,
    merge_sims,
    sim,
    sim_part,
    spaces,
    tournament,
)
from ._urbs import UrbsError
from .trajectories import Trajectory, dataset, read_trajectories

#: The games' ids, in the catalog's order.
GAMES = ("forsale", "skyline", "city", "metropolis")

__all__ = [
    "Action",
    "Agent",
    "Bot",
    "Field",
    "GAMES",
    "Game",
    "RuleError",
    "Spaces",
    "Trajectory",
    "Turn",
    "UrbsError",
    "bot",
    "compare",
    "dataset",
    "games",
    "levels",
    "merge_sims",
    "read_trajectories",
    "sim",
    "sim_part",
    "spaces",
    "tournament",
]

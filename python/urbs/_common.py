"""What the environments share, without any framework."""

import numpy as np

from ._play import check_edition  # noqa: F401  (the environments take it from here)
from ._play import games as _games

#: Every observation value lies within this bound (`urbs_tensor::BOUND`).
BOUND = 10.0
REWARDS = ("win", "score")
ILLEGAL = ("first", "raise")


def game_info(game):
    for g in _games():
        if g["id"] == game:
            return g
    raise ValueError(f"unknown game `{game}`")


def default_players(game):
    """4, or the nearest count the game allows (as the command line)."""
    info = game_info(game)
    return max(info["min_players"], min(4, info["max_players"]))


def check_players(game, players):
    """`players`, or the default count when `None`; a count the game does
    not allow is refused here, when an environment is made, not at its
    first reset."""
    if players is None:
        return default_players(game)
    info = game_info(game)
    lo, hi = info["min_players"], info["max_players"]
    if isinstance(players, bool) or not isinstance(players, (int, np.integer)) or not lo <= players <= hi:
        raise ValueError(f"{game} is played by {lo} to {hi} players, not {players!r}")
    return int(players)


def check_choices(reward, illegal):
    if reward not in REWARDS:
        raise ValueError(f"reward {reward!r}: choose from {', '.join(REWARDS)}")
    if illegal not in ILLEGAL:
        raise ValueError(f"illegal {illegal!r}: choose from {', '.join(ILLEGAL)}")

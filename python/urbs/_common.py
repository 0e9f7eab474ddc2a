"""What the environments share, without any framework."""

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


def check_choices(reward, illegal):
    if reward not in REWARDS:
        raise ValueError(f"reward {reward!r}: choose from {', '.join(REWARDS)}")
    if illegal not in ILLEGAL:
        raise ValueError(f"illegal {illegal!r}: choose from {', '.join(ILLEGAL)}")

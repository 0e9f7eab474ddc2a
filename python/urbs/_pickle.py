"""Pickling and deep copies of the Rust objects, registered with `copyreg`
so that every object holding one (games, environments, bots) pickles and
deep-copies with no code of its own. A table travels as its replay, an
episode as its seed, seats and the agents' moves, played again on
loading: nothing depends on the process or the machine."""

import copyreg
import json as _json

from . import _urbs


def _table(replay_json):
    return _urbs.Table.from_replay(replay_json)


def _world(origin, seat, seed, replay_json):
    """A sampled world: drawn again from what it was drawn from (its log
    goes back before its replay's start), then its own moves."""
    world = origin.sample(seat, seed)
    for step in _json.loads(replay_json)["actions"]:
        world.apply_json(step["seat"], _json.dumps(step["action"]))
    return world


def _reduce_table(t):
    origin = t.origin()
    if origin is None:
        return _table, (t.replay_json(),)
    return _world, (*origin, t.replay_json())


def _episode(setup, replay_json):
    episode = _urbs.Episode(*setup)
    if episode.table().replay_json() != replay_json:
        # Only a bot that thinks by the clock (`ismcts:500ms`) chooses
        # otherwise when the same game is played again.
        raise ValueError(
            "the episode played again went otherwise: a bot that thinks by the "
            "clock cannot be pickled mid-game; give it an iteration budget"
        )
    return episode


def _bot(game, spec, seed):
    return _urbs.Bot(game, spec, seed)


copyreg.pickle(_urbs.Table, _reduce_table)
copyreg.pickle(_urbs.Episode, lambda e: (_episode, (e.setup(), e.table().replay_json())))
copyreg.pickle(_urbs.Bot, lambda b: (_bot, (b.game(), b.spec(), b.seed())))

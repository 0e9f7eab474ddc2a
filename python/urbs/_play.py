"""Bots, agents, spaces, simulations and tournaments."""

import json as _json
import os as _os
import threading

import numpy as np

from . import _urbs
from ._game import Action


def games():
    """The games: id, name, player counts, bots, levels and default options."""
    return _json.loads(_urbs.games_json())


def levels(game):
    """The bot levels of `game` for people, weakest first: id (usable as a
    bot spec), name, blurb, the spec it stands for and its rating."""
    listed = games()
    for g in listed:
        if g["id"] == game:
            return g["levels"]
    raise ValueError(f"unknown game `{game}`; choose from: {', '.join(g['id'] for g in listed)}")


def check_edition(game, edition):
    """The edition of `game`'s rules that `edition` names: the latest when
    `None`. One the game does not have is refused (`ValueError`, naming
    those it has: docs/rules/changelog/) here, not at the first reset."""
    if edition is None:
        return _urbs.edition_of(game)
    if isinstance(edition, bool) or not isinstance(edition, (int, np.integer)):
        raise ValueError(f"edition {edition!r}: a whole number (docs/rules/changelog/)")
    if not 0 <= edition < 2**32:
        # Past what Rust takes (a u32): the game's refusal of edition 0,
        # naming this one.
        try:
            _urbs.edition_of(game, 0)
        except ValueError as e:
            raise ValueError(str(e).replace("edition 0", f"edition {edition}")) from None
    return _urbs.edition_of(game, int(edition))


class Field:
    """One named run of an observation: `obs[f.start:f.start + f.len]`."""

    __slots__ = ("name", "start", "len", "about")

    def __init__(self, name, start, len, about):
        self.name, self.start, self.len, self.about = name, start, len, about

    @property
    def slice(self):
        return slice(self.start, self.start + self.len)

    def __repr__(self):
        return f"Field({self.name!r}, {self.start}, {self.len})"


class Spaces:
    """A game's fixed action space and observation layout
    (docs/tensors.md): ids `0 .. actions - 1`, `observation` floats."""

    def __init__(self, game):
        info = _json.loads(_urbs.encoding_json(game))
        self.game = info["game"]
        self.actions = info["actions"]
        self.observation = info["observation"]
        self.layout = [Field(f["name"], f["start"], f["len"], f["about"]) for f in info["layout"]]

    def describe(self, id):
        """What action id `id` stands for, in words (seats counted clockwise
        from the actor, cards of the default printing). An id outside
        `0 .. actions - 1` raises `ValueError`."""
        if isinstance(id, bool) or not isinstance(id, (int, np.integer)) or not 0 <= id < self.actions:
            raise ValueError(
                f"action id {id!r} is not in {self.game}'s action space (0 to {self.actions - 1})"
            )
        text = _urbs.describe_action(self.game, int(id))
        if text is None:
            raise ValueError(f"action id {id} names no {self.game} action")
        return text

    def field(self, name):
        """The layout's field `name` (`"seat0.chips"` is the viewer's own)."""
        for f in self.layout:
            if f.name == name:
                return f
        raise KeyError(name)

    def __repr__(self):
        return f"<urbs.Spaces {self.game}: {self.actions} actions, {self.observation} floats>"


_SPACES = {}


def spaces(game):
    """The `Spaces` of `game` (cached)."""
    if game not in _SPACES:
        _SPACES[game] = Spaces(game)
    return _SPACES[game]


class Bot:
    """A built-in bot: `urbs.bot("ismcts:500ms", game="forsale", seed=1)`,
    or a level (`"casual"`, `"strong"`, ...)."""

    def __init__(self, spec, game, seed=0):
        self._b = _urbs.Bot(game, spec, seed)

    @property
    def spec(self):
        return self._b.spec()

    @property
    def seed(self):
        return self._b.seed()

    def choose(self, game, seat):
        """The bot's action for `seat` (an `Action` with its id; the GIL is
        released while it thinks). It sees `seat`'s view only."""
        text, js = self._b.choose(game._t, seat)
        value = _json.loads(js)
        return Action(text, value, game._t.id_of(seat, js))


def bot(spec, game, seed=0):
    return Bot(spec, game, seed)


def sim(game, players, bots, games=100, seed=0, options=None, edition=None):
    """Plays `games` games in Rust on all cores (the GIL released) and
    returns the report `urbs sim --json` prints: per seat its bot, summed
    win share and mean score, and the `edition` of the rules played.
    `bots` is one spec per seat, or one for all; `edition` an earlier
    edition of the game's rules (docs/rules/changelog/), the latest by
    default."""
    bots = _per_seat(bots, players)
    edition = check_edition(game, edition)
    return _json.loads(
        _urbs.sim_json(game, players, bots, games, seed, _json.dumps(options), edition)
    )


def _per_seat(bots, players):
    return [bots] * players if isinstance(bots, str) else list(bots)


def sim_part(game, players, bots, start, stop, seed=0, options=None, threads=0, edition=None):
    """Games `start .. stop - 1` of the run `sim(..., seed=seed,
    edition=edition)` plays, with exact totals; `merge_sims` adds parts
    (played anywhere: other processes, other machines) into that run's
    report. `threads`: how many threads to play on (0: every core)."""
    bots = _per_seat(bots, players)
    edition = check_edition(game, edition)
    return _json.loads(
        _urbs.sim_part_json(
            game, players, bots, start, stop, seed, _json.dumps(options), threads, edition
        )
    )


def merge_sims(parts):
    """The report of the whole run, from parts covering games 0 .. N - 1
    once each: the same figures `sim` gives for N games (`elapsed_s` aside)."""
    parts = sorted(parts, key=lambda p: p["start"])
    first = parts[0]
    at = 0
    for p in parts:
        same = all(p[k] == first[k] for k in ("game", "players", "seed", "bots", "edition"))
        if not same or p["start"] != at:
            raise ValueError("the parts are not one run's games 0 .. N - 1, each once")
        at = p["stop"]
    games = at
    units = [sum(p["share_units"][s] for p in parts) for s in range(first["players"])]
    scores = [sum(p["score_sums"][s] for p in parts) for s in range(first["players"])]
    return {
        "game": first["game"],
        "players": first["players"],
        "games": games,
        "seed": first["seed"],
        "edition": first["edition"],
        # As the arena divides: exact sixtieths, then the mean over the games.
        "seats": [
            {"bot": b, "wins": u / 60.0, "mean_score": s / float(max(games, 1))}
            for b, u, s in zip(first["bots"], units, scores)
        ],
    }


class Turn:
    """What an agent sees when it must act: its seat, its observation and
    mask (NumPy), its view (a dict) and the game's id. Never the state."""

    __slots__ = ("game", "seat", "observation", "action_mask", "_view")

    def __init__(self, game, seat, observation, action_mask, view_json):
        self.game = game
        self.seat = seat
        self.observation = observation
        self.action_mask = action_mask
        self._view = view_json

    @property
    def view(self):
        if isinstance(self._view, str):
            self._view = _json.loads(self._view)
        return self._view

    @property
    def legal_ids(self):
        return np.flatnonzero(self.action_mask)


class Agent:
    """A player written in Python, for `tournament`: `choose(turn)` returns
    an action id (or an `Action`). `policy(observation, action_mask)` is the
    short form: `urbs.Agent("ppo", lambda obs, mask: model.predict(...))`."""

    def __init__(self, name, policy=None):
        self.name = name
        self._policy = policy

    def choose(self, turn):
        if self._policy is None:
            raise NotImplementedError("give a policy or override choose(turn)")
        return self._policy(turn.observation, turn.action_mask)


def chooser(agent):
    """`turn -> id` for an agent: an object with `choose(turn)` or a
    callable taking the turn, answering an id or an `Action`."""
    choose = agent.choose if hasattr(agent, "choose") else agent

    def pick(turn):
        choice = choose(turn)
        return int(choice.id if isinstance(choice, Action) else choice)

    return pick


def _hook(agent, game):
    choose = chooser(agent)
    # Games run on several threads; an agent is asked by one at a time, as
    # most are not made for more (a torch model releases the GIL while it
    # computes, and Stable-Baselines3 keeps each decision's distribution
    # on the policy object).
    one_at_a_time = threading.Lock()

    def hook(seat, obs, mask, view_json):
        turn = Turn(
            game,
            seat,
            np.frombuffer(obs, dtype=np.float32),
            np.frombuffer(mask, dtype=np.int8),
            view_json,
        )
        with one_at_a_time:
            return choose(turn)

    return hook


def tournament(
    game, players, bots, games=100, seed=1, options=None, edition=None, journal=None, so_far=False
):
    """A seat-rotated tournament, played in Rust on all cores with the GIL
    released; returns the report `urbs tournament --json` prints (ratings
    with 95% intervals, win shares, the head-to-head matrix). `bots` holds
    bot specs and levels, and agents: objects with `choose(turn)` (an
    `urbs.Agent`, say) or callables `f(turn)`, named by their `name`
    attribute. Games run on every core; an agent takes the GIL only while
    it decides, and is asked by one game at a time. The first error it
    raises is raised here when the games are done. `edition`: an earlier
    edition of the game's rules (docs/rules/changelog/), the latest by
    default; the report's `edition` says which was played. `journal`: a
    file (`urbs tournament --journal`) that keeps every game as it finishes;
    a run given one plays only the games it lacks, so a stopped tournament
    goes on where it stopped (the report's `resumed` counts the games read
    from it). It knows agents by their names only. `so_far=True` plays
    nothing and reports on the games the journal holds so far, while
    another run may be writing it (`--so-far`)."""
    edition = check_edition(game, edition)
    names, hooks, by_name = [], {}, {}
    for b in bots:
        if isinstance(b, str):
            names.append(b)
            continue
        name = getattr(b, "name", None) or getattr(b, "__name__", None) or "agent"
        if by_name.setdefault(name, b) is not b:
            raise ValueError(f"two different agents are named {name!r}")
        hooks[name] = _hook(b, game)
        names.append(name)
    report = _urbs.tournament_json(
        game,
        players,
        names,
        hooks,
        games,
        seed,
        _json.dumps(options),
        edition,
        None if journal is None else _os.fspath(journal),
        so_far,
    )
    return _json.loads(report)


def compare(reference, candidate, entry=None):
    """Two tournaments' journals compared game by game (`urbs compare
    --json`): the same game, edition, players, options and seed, the bot
    lists alike but for one entry, so game `g` of both is the same deal with
    the same bots in the same seats but that one. Over the games both files
    hold so far: each side's win share, mean score, the others' mean score
    and share of finishes ahead of each other seat, then the candidate
    minus the reference game by game (`win_share`, `margin`, `score`,
    `ahead_of_each`, each `{"mean", "se"}`), and `per_game`: each common
    game's differences in win share and score margin, for a plot or a
    frame of your own. `entry` (0 is the first; `urbs compare --entry`
    counts from 1) names the entry compared where both journals name the
    same bots: two builds of one spec."""
    return _json.loads(
        _urbs.compare_json(_os.fspath(reference), _os.fspath(candidate), entry)
    )

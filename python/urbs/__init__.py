"""urbs for Python: the four city-building games' rules engines and bots.

Values cross from Rust as the command line's JSON and arrive here as plain
Python objects (dicts, lists, ints, strings).
"""

import json as _json

from . import _urbs
from ._urbs import UrbsError

__all__ = ["Game", "Action", "Bot", "bot", "games", "sim", "RuleError", "UrbsError"]


class RuleError(_urbs.RuleError):
    """An action the rules forbid. `rule` is the ruling's id ("FS-3", or
    "TURN" when the seat may not act now); `message` says what was wrong.
    The game is unchanged after one."""

    def __init__(self, rule, message):
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message


def _reraise(e):
    rule, message = e.args
    raise RuleError(rule, message) from None


class Action:
    """A legal action: its text (as typed at the command line), its JSON
    value, and `id`, its index in `legal_actions(seat)` at this step."""

    __slots__ = ("text", "json", "id")

    def __init__(self, text, json, id):
        self.text = text
        self.json = json
        self.id = id

    def __repr__(self):
        return f"Action({self.id}, {self.text!r})"

    def __eq__(self, other):
        return isinstance(other, Action) and self.json == other.json

    def __hash__(self):
        return hash(_json.dumps(self.json, sort_keys=True))


def games():
    """The games: id, name, player counts, bots and default options."""
    return _json.loads(_urbs.games_json())


class Game:
    """One game: `Game("forsale", players=4, options={...}, seed=1)`."""

    def __init__(self, game, players, options=None, seed=0):
        self._t = _urbs.Table(game, players, _json.dumps(options), seed)

    @classmethod
    def _wrap(cls, table):
        g = cls.__new__(cls)
        g._t = table
        return g

    @classmethod
    def from_replay(cls, replay):
        """A game from a replay (a dict, or JSON text as `urbs` writes it)."""
        text = replay if isinstance(replay, str) else _json.dumps(replay)
        return cls._wrap(_urbs.Table.from_replay(text))

    @property
    def game(self):
        return self._t.game()

    @property
    def players(self):
        return self._t.players()

    @property
    def to_act(self):
        """The seats that must act now: one seat, several when they decide
        at the same time in secret, none when the game is over."""
        return self._t.to_act()[1]

    @property
    def simultaneous(self):
        return self._t.to_act()[0] == "simultaneous"

    @property
    def over(self):
        return self._t.to_act()[0] == "over"

    def legal_actions(self, seat):
        return [
            Action(text, _json.loads(js), i)
            for i, (text, js) in enumerate(self._t.legal_actions(seat))
        ]

    def apply(self, seat, action):
        """Plays `action` for `seat`: an `Action`, its text, its JSON value
        (dict/list/int...), or its integer id in `legal_actions(seat)`.
        Returns the events it caused (JSON values). Raises `RuleError` and
        leaves the game unchanged when the rules forbid it, `ValueError` when
        the action is not one at all."""
        if isinstance(action, Action):
            action = action.json
        elif isinstance(action, int) and not isinstance(action, bool):
            legal = self._t.legal_actions(seat)
            if not 0 <= action < len(legal):
                raise ValueError(
                    f"action id {action} is not legal for seat {seat}: "
                    f"{len(legal)} legal actions"
                )
            action = _json.loads(legal[action][1])
        try:
            if isinstance(action, str):
                return self._t.apply_text(seat, action)
            return _json.loads(self._t.apply_json(seat, _json.dumps(action)))
        except _urbs.RuleError as e:
            _reraise(e)

    def view(self, seat=None):
        """What `seat` sees (the spectator's view when `seat` is None)."""
        return _json.loads(self._t.view_json(seat))

    def view_text(self, seat=None):
        return self._t.view_text(seat)

    @property
    def outcome(self):
        """None while playing; then {"scores": [...], "wins": [...]}."""
        return _json.loads(self._t.outcome_json())

    def replay(self):
        """The replay as a dict, in the command line's replay JSON format."""
        return _json.loads(self._t.replay_json())

    def replay_json(self):
        return self._t.replay_json()

    def log(self, start=0):
        return self._t.log_text(start)

    @property
    def moves(self):
        return self._t.moves()

    def clone(self):
        return Game._wrap(self._t.clone())

    def __repr__(self):
        return f"<urbs.Game {self.game} players={self.players} moves={self.moves}>"


class Bot:
    """A built-in bot: `urbs.bot("ismcts:500ms", game="forsale", seed=1)`."""

    def __init__(self, spec, game, seed=0):
        self._b = _urbs.Bot(game, spec, seed)

    @property
    def spec(self):
        return self._b.spec()

    def choose(self, game, seat):
        """The bot's action for `seat` (an `Action`; the GIL is released
        while it thinks). `id` is its index in `game.legal_actions(seat)`."""
        text, js = self._b.choose(game._t, seat)
        value = _json.loads(js)
        ids = [a.id for a in game.legal_actions(seat) if a.json == value]
        return Action(text, value, ids[0] if ids else None)


def bot(spec, game, seed=0):
    return Bot(spec, game, seed)


def sim(game, players, bots, games=100, seed=0, options=None):
    """Plays `games` games in Rust on all cores (the GIL released) and
    returns the report `urbs sim --json` prints: per seat its bot, summed
    win share and mean score. `bots` is one spec per seat, or one for all."""
    if isinstance(bots, str):
        bots = [bots] * players
    return _json.loads(
        _urbs.sim_json(game, players, list(bots), games, seed, _json.dumps(options))
    )

"""Games, actions and the errors that carry rulings."""

import json as _json

import numpy as np

from . import _urbs


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
    value, and `id`, its place in the game's fixed action space
    (`urbs.spaces(game)`; the same action always has the same id)."""

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


def _floats(raw):
    return np.frombuffer(raw, dtype=np.float32)


def _flags(raw):
    return np.frombuffer(raw, dtype=np.int8)


class Game:
    """One game: `Game("forsale", players=4, options={...}, seed=1)`.
    `edition` picks an earlier edition of the game's rules
    (docs/rules/changelog/); the latest by default."""

    def __init__(self, game, players, options=None, seed=0, edition=None):
        self._t = _urbs.Table(game, players, _json.dumps(options), seed, edition)

    @property
    def edition(self):
        """The edition of the rules this game is played under."""
        return self._t.edition()

    @property
    def latest_edition(self):
        """The latest edition of this game's rules."""
        return self._t.latest_edition()

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

    @classmethod
    def from_position(cls, position):
        """A game from a position (docs/positions.md: a dict, or JSON text as
        `urbs replay --at N --position` writes it), checked before use."""
        text = position if isinstance(position, str) else _json.dumps(position)
        return cls._wrap(_urbs.Table.from_position(text))

    def position(self):
        """This moment of the game, hidden parts included, as a position dict."""
        return _json.loads(self._t.position_json())

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
        return [Action(text, _json.loads(js), id) for id, text, js in self._t.legal_actions(seat)]

    def action_mask(self, seat):
        """`int8` flags over the action space: 1 for each legal action."""
        return _flags(self._t.encode(seat)[1])

    def observation(self, seat):
        """`seat`'s view as the game's fixed-size `float32` vector
        (layout: `urbs.spaces(game).layout`)."""
        return _floats(self._t.encode(seat)[0])

    def encode(self, seat):
        """`(observation, action_mask)` in one call."""
        obs, mask = self._t.encode(seat)
        return _floats(obs), _flags(mask)

    def action(self, seat, id):
        """The `Action` id `id` stands for when `seat` acts now (legal or
        not); `None` when it names nothing here."""
        found = self._t.action_of(seat, id)
        return None if found is None else Action(found[0], _json.loads(found[1]), id)

    def apply(self, seat, action):
        """Plays `action` for `seat`: an `Action`, its text, its JSON value
        (dict/list/str...), or its integer id in the action space.
        Returns the events it caused (JSON values). Raises `RuleError` and
        leaves the game unchanged when the rules forbid it, `ValueError` when
        the action is not one at all."""
        if isinstance(action, Action):
            action = action.json
        elif isinstance(action, (int, np.integer)) and not isinstance(action, bool):
            found = self._t.action_of(seat, int(action)) if action >= 0 else None
            if found is None:
                raise ValueError(f"action id {action} names no {self.game} action")
            action = _json.loads(found[1])
        try:
            if isinstance(action, str):
                return self._t.apply_text(seat, action)
            return _json.loads(self._t.apply_json(seat, _json.dumps(action)))
        except _urbs.RuleError as e:
            _reraise(e)

    def step(self, seat, id):
        """Plays action id `id` for `seat`, returning nothing: the quick path
        environments use. Errors as `apply`."""
        try:
            self._t.apply_id(seat, int(id))
        except _urbs.RuleError as e:
            _reraise(e)
        except OverflowError:
            raise ValueError(f"action id {id} names no {self.game} action") from None

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
        """The public events from `start` on, as text."""
        return self._t.log_text(start)

    def log_json(self, start=0):
        """The public events from `start` on, as JSON values."""
        return _json.loads(self._t.log_json(start))

    @property
    def moves(self):
        return self._t.moves()

    def clone(self):
        return Game._wrap(self._t.clone())

    def __deepcopy__(self, memo):
        # A copy in Rust; pickling goes through the replay (`_pickle.py`).
        return self.clone()

    def sample(self, seat, rng_seed=0):
        """A world `seat` cannot tell from this one: the same view and public
        log for that seat, everything hidden from it (other hands, the deck
        order, future chance) drawn anew from `rng_seed`. For search."""
        return Game._wrap(self._t.sample(seat, rng_seed))

    def __repr__(self):
        return f"<urbs.Game {self.game} players={self.players} moves={self.moves}>"

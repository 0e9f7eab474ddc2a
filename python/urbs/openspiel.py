"""The four games as OpenSpiel games: importing this module registers
`urbs_forsale`, `urbs_skyline`, `urbs_city` and `urbs_metropolis` with
`pyspiel` (as Python games), so `pyspiel.load_game("urbs_forsale",
{"players": 4})` gives a game OpenSpiel's algorithms can play.

    import pyspiel, urbs.openspiel
    game = pyspiel.load_game("urbs_forsale", {"players": 4})

**Chance.** The urbs engine draws all of a game's chance (every shuffle,
the order of cards revealed later) from the seed it is dealt with, so the
game is modelled with OpenSpiel's explicit chance: one chance node at the
root, "the deal", with `deals` outcomes (a parameter, 1,000 by default),
outcome `k` being the game dealt from seed `k`, each of probability
`1 / deals`; every later node is a decision, and `apply_action` is
deterministic, as `EXPLICIT_STOCHASTIC` asks. Algorithms that sample
chance see the true probabilities; algorithms that enumerate it (full CFR,
best responses) would walk `deals` whole games and are not practical here.
Card-by-card chance nodes would need the engine to expose its shuffles.

**Simultaneous choices** (For Sale's second phase, City) are sequential
here, as in the PettingZoo AEC form: the seats that choose at the same time
are asked one after the other, none seeing the others' choices.

**Editions.** The parameter `edition` (the game's latest by default)
picks the edition of the rules played (docs/rules/changelog/):
`pyspiel.load_game("urbs_metropolis", {"edition": 1})`. The action space
is the same in every edition.

**Observations.** The observation tensor is urbs's observation of the
seat's view (docs/tensors.md) and its string the view as the terminal
draws it. The information-state string adds, for perfect recall, the
public log and the seat's own moves; the information-state tensor is the
same fixed-size observation (urbs has no fixed-size encoding of a whole
history). **Returns** are the win shares at the end (ties split: a
constant-sum game, the returns add up to 1).

`resample_from_infostate` draws a world the seat cannot tell from this one
(`urbs.Game.sample`), for OpenSpiel's ISMCTS (`open_spiel.python.
algorithms.ismcts`). States clone in Rust and serialise through pickling
(the game's replay).
"""

import json

import numpy as np
import pyspiel

from ._game import Game
from ._play import check_edition
from ._play import games as _games
from ._play import spaces as _spaces

# `max_game_length`, in decisions: about five to eight times the longest of
# 60 random games at each game's largest table (51, 162, 296 and 538
# decisions). Measured, not derived from the rules; OpenSpiel reads it as
# a size, and nothing here cuts a game at it.
MAX_GAME_LENGTH = {"forsale": 400, "skyline": 1000, "city": 1500, "metropolis": 2500}
DEFAULT_PLAYERS = 4
DEFAULT_DEALS = 1000


def _game_type(game, info):
    return pyspiel.GameType(
        short_name=f"urbs_{game}",
        long_name=f"urbs {game}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info["max_players"],
        min_num_players=info["min_players"],
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={
            "players": DEFAULT_PLAYERS,
            "deals": DEFAULT_DEALS,
            "edition": info["edition"],
        },
    )


class UrbsGame(pyspiel.Game):
    """One urbs game for OpenSpiel (subclassed once per game below)."""

    GAME = None
    TYPE = None

    def __init__(self, params=None):
        params = dict(params or {})
        players = int(params.get("players", DEFAULT_PLAYERS))
        deals = int(params.get("deals", DEFAULT_DEALS))
        info = next(g for g in _games() if g["id"] == self.GAME)
        if not info["min_players"] <= players <= info["max_players"]:
            raise ValueError(
                f"{self.GAME} is played by {info['min_players']} to {info['max_players']} players, not {players}")
        if not 1 <= deals <= 2**31:
            raise ValueError(f"deals {deals}: 1 to 2**31")
        self.edition = check_edition(self.GAME, int(params.get("edition", info["edition"])))
        self.spaces = _spaces(self.GAME)
        self.deals = deals
        super().__init__(
            self.TYPE,
            pyspiel.GameInfo(
                num_distinct_actions=self.spaces.actions,
                max_chance_outcomes=deals,
                num_players=players,
                min_utility=0.0,
                max_utility=1.0,
                utility_sum=1.0,
                max_game_length=MAX_GAME_LENGTH[self.GAME],
            ),
            {"players": players, "deals": deals, "edition": self.edition},
        )

    def new_initial_state(self, *_):
        return UrbsState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        if iig_obs_type is not None and not (
            iig_obs_type.public_info
            and iig_obs_type.private_info == pyspiel.PrivateInfoType.SINGLE_PLAYER
        ):
            raise ValueError("urbs observes for one player (public and that player's private information)")
        return UrbsObserver(self.spaces.observation, recall)


class UrbsState(pyspiel.State):
    """The root is the deal (a chance node); then an `urbs.Game`."""

    def __init__(self, game):
        super().__init__(game)
        self._id = game.GAME
        self._players = game.num_players()
        self._deals = game.deals
        self._edition = game.edition
        self._table = None

    @property
    def table(self):
        """The `urbs.Game` (None before the deal)."""
        return self._table

    def current_player(self):
        if self._table is None:
            return pyspiel.PlayerId.CHANCE
        to_act = self._table.to_act
        return to_act[0] if to_act else pyspiel.PlayerId.TERMINAL

    def _legal_actions(self, player):
        return [int(i) for i in np.flatnonzero(self._table.action_mask(player))]

    def chance_outcomes(self):
        p = 1.0 / self._deals
        return [(k, p) for k in range(self._deals)]

    def _apply_action(self, action):
        if self._table is None:
            self._table = Game(
                self._id, players=self._players, seed=int(action), edition=self._edition
            )
        else:
            self._table.step(self.current_player(), int(action))

    def _action_to_string(self, player, action):
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {action}"
        return _spaces(self._id).describe(int(action))

    def is_terminal(self):
        return self._table is not None and self._table.outcome is not None

    def returns(self):
        if not self.is_terminal():
            return [0.0] * self._players
        return [float(w) for w in self._table.outcome["wins"]]

    def resample_from_infostate(self, player_id, probability_sampler):
        """A state `player_id` cannot tell from this one: the hidden cards
        (other hands, the deck's order) drawn anew. Its history stays this
        state's (its deal is no seed of the root's)."""
        state = self.clone()
        if self._table is not None:
            seed = int(probability_sampler() * 2**32)
            state._table = self._table.sample(player_id, rng_seed=seed)
        return state

    def __str__(self):
        if self._table is None:
            return "the deal"
        return json.dumps(self._table.position(), sort_keys=True)


class UrbsObserver:
    """OpenSpiel's observer interface (`tensor`, `dict`, `set_from`,
    `string_from`): urbs's observation, and, with perfect recall, the
    public log and the seat's own moves in the string."""

    def __init__(self, length, perfect_recall):
        self.tensor = np.zeros(length, np.float32)
        self.dict = {"observation": self.tensor}
        self.perfect_recall = perfect_recall

    def set_from(self, state, player):
        if state.table is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = state.table.observation(player)

    def string_from(self, state, player):
        if state.table is None:
            return f"seat {player}: before the deal"
        view = state.table.view_text(player)
        if not self.perfect_recall:
            return view
        mine = [a.action for a in state.full_history()[1:] if a.player == player]
        log = "\n".join(state.table.log())
        return f"seat {player}\n{view}\nlog:\n{log}\nmy moves: {mine}"


def _register():
    for info in _games():
        game = info["id"]
        cls = type(f"Urbs{game.title()}Game", (UrbsGame,),
                   {"GAME": game, "TYPE": _game_type(game, info)})
        globals()[cls.__name__] = cls
        pyspiel.register_game(cls.TYPE, cls)


_register()

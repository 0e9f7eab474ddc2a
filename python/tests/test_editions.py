"""Issue 28: a game's edition of the rules, chosen and kept (docs/rules/changelog/)."""

import copy
import pickle

import pytest

import urbs


def test_a_game_is_dealt_under_the_latest_edition_unless_asked():
    assert urbs.Game("metropolis", 2, seed=3).edition == 2
    old = urbs.Game("metropolis", 2, seed=3, edition=1)
    assert (old.edition, old.latest_edition) == (1, 2)
    assert urbs.Game("forsale", 4, seed=3).edition == 1


def test_the_edition_travels_in_replays_pickles_and_copies():
    old = urbs.Game("city", 3, seed=5, edition=1)
    for _ in range(10):
        seat = old.to_act[0]
        old.apply(seat, old.legal_actions(seat)[0].json)
    assert pickle.loads(pickle.dumps(old)).edition == 1
    assert copy.deepcopy(old).edition == 1
    assert urbs.Game.from_replay(old.replay()).edition == 1


def test_an_edition_the_game_does_not_have_is_refused():
    with pytest.raises(ValueError, match="editions 1 to 2"):
        urbs.Game("metropolis", 2, edition=9)

"""One list of the games: the catalog's (`urbs_catalog::GAME_IDS`, which
`urbs games --json` prints). Python's `urbs.GAMES` and the encodings of
`urbs-tensor` must agree with it, in its order. The `urbs` binary is
`URBS_BIN`, or `target/debug/urbs` (which scripts/test-python.sh builds)."""

import json
import os
import re
import subprocess
from pathlib import Path

import pytest

import urbs
from urbs import _urbs

ROOT = Path(__file__).resolve().parents[2]
URBS = Path(os.environ.get("URBS_BIN", ROOT / "target" / "debug" / "urbs"))


def catalog_ids():
    assert URBS.exists(), f"{URBS} is missing: cargo build -p urbs"
    out = subprocess.run([str(URBS), "games", "--json"], capture_output=True, text=True,
                         check=True).stdout
    return tuple(g["id"] for g in json.loads(out))


def test_python_games_are_the_catalogs_in_its_order():
    assert urbs.GAMES == catalog_ids()


def test_the_bindings_list_the_catalogs_games():
    assert tuple(g["id"] for g in urbs.games()) == catalog_ids()


def test_every_catalog_game_has_an_encoding_and_no_other():
    for game in catalog_ids():
        assert json.loads(_urbs.encoding_json(game))["game"] == game
    # urbs-tensor names the games it encodes when asked for one it has not.
    with pytest.raises(ValueError) as refused:
        _urbs.encoding_json("no-such-game")
    listed = re.search(r"choose from: (.*)$", str(refused.value)).group(1)
    assert tuple(listed.split(", ")) == catalog_ids()

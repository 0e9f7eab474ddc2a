"""Smoke test of the installed wheel, run by scripts/test-python.sh in a
new virtualenv holding only the wheel and NumPy, with no Rust toolchain on
the PATH: the extension imports from site-packages (not the source tree),
plays a game to the end with a bot, encodes a seat and runs a simulation
in Rust. (The environments need gymnasium or pettingzoo, which the wheel
does not bring; python/tests covers them.)"""

import os
import shutil
import sys

import numpy as np

import urbs

assert shutil.which("cargo") is None and shutil.which("rustc") is None, "a Rust toolchain is on the PATH"
assert "site-packages" in urbs.__file__ and not os.path.exists(
    os.path.join(os.path.dirname(urbs.__file__), "..", "Cargo.toml")), urbs.__file__

g = urbs.Game("forsale", players=4, seed=1)
bot = urbs.bot("greedy", "forsale", seed=1)
while g.outcome is None:
    for seat in g.to_act:
        g.apply(seat, bot.choose(g, seat))
assert sum(g.outcome["wins"]) == 1.0, g.outcome

obs, mask = g.encode(0)
assert obs.shape == (urbs.spaces("forsale").observation,) and mask.dtype == np.int8
report = urbs.sim("skyline", 3, ["greedy", "random", "random"], games=6, seed=1)
assert report["games"] == 6, report
assert [g["id"] for g in urbs.games()] == ["forsale", "skyline", "city", "metropolis"]
print(f"wheel smoke test passed: urbs from {os.path.dirname(urbs.__file__)}, Python {sys.version.split()[0]}")

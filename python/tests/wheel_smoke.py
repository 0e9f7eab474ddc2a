"""Smoke test of the installed wheel, run by scripts/test-python.sh in a
new virtualenv holding only the wheel and NumPy, with no Rust toolchain on
the PATH: the extension imports from site-packages (not the source tree),
plays a game to the end, steps the vector environment and runs a bot."""

import os
import shutil
import sys

import numpy as np

import urbs
from urbs.vector import VectorEnv, masked_random

assert shutil.which("cargo") is None and shutil.which("rustc") is None, "a Rust toolchain is on the PATH"
assert "site-packages" in urbs.__file__ and not os.path.exists(
    os.path.join(os.path.dirname(urbs.__file__), "..", "Cargo.toml")), urbs.__file__

g = urbs.Game("forsale", players=4, seed=1)
bot = urbs.bot("greedy", "forsale", seed=1)
while g.outcome is None:
    for seat in g.to_act:
        g.apply(seat, bot.choose(g, seat))
assert sum(g.outcome["wins"]) == 1.0, g.outcome

env = VectorEnv("skyline", 8, players=3, opponents="random")
obs, info = env.reset(seed=1)
rng = np.random.default_rng(1)
for _ in range(50):
    obs, reward, terminated, truncated, info = env.step(masked_random(info["action_mask"], rng))
assert obs.shape == (8, urbs.spaces("skyline").observation)
assert [g["id"] for g in urbs.games()] == ["forsale", "skyline", "city", "metropolis"]
print(f"wheel smoke test passed: urbs from {os.path.dirname(urbs.__file__)}, Python {sys.version.split()[0]}")

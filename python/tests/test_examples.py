"""The example's and the benchmark's promises (issue 34, point 5), checked
without torch: `ppo_forsale.py --help` names today's levels and its
default opponents exist; `speed.py` plays Oh Hell with four players in
every OpenSpiel loop and runs end to end on a tiny budget."""

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

import urbs

ROOT = Path(__file__).resolve().parents[2]


def load(path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_ppo_help_names_the_levels_of_today_and_its_default_opponents_exist():
    out = subprocess.run([sys.executable, str(ROOT / "python/examples/ppo_forsale.py"), "--help"],
                         capture_output=True, text=True, check=True).stdout
    flat = " ".join(out.split())
    for level in urbs.levels("forsale"):
        assert f"{level['id']} is {level['spec']}" in flat
    ppo = load(ROOT / "python/examples/ppo_forsale.py")
    defaults = ppo.parser().parse_args([]).opponents.split(",")
    assert len(set(defaults)) == len(defaults), "an opponent played twice"
    for spec in defaults:
        urbs.bot(spec, "forsale")          # raises ValueError for a bot that does not exist


def test_speed_plays_oh_hell_with_four_players_in_every_openspiel_loop():
    pytest.importorskip("pyspiel")
    speed = load(ROOT / "python/benchmarks/speed.py")
    assert speed.openspiel_game("oh_hell").num_players() == 4
    from open_spiel.python import rl_environment

    real = rl_environment.Environment
    made = []

    class Spy(real):
        def __init__(self, *a, **kw):
            super().__init__(*a, **kw)
            made.append(self)

    rl_environment.Environment = Spy
    try:
        speed.openspiel_rl("oh_hell")
    finally:
        rl_environment.Environment = real
    assert made[0].num_players == 4


def test_speed_runs_every_loop_on_a_tiny_budget():
    pytest.importorskip("pyspiel")
    out = subprocess.run([sys.executable, str(ROOT / "python/benchmarks/speed.py"), "--seconds", "0.02",
                          "--rounds", "1", "--batch", "8", "--json"],
                         capture_output=True, text=True, check=True).stdout
    rates = json.loads(out)["steps_per_sec"]
    for name in ("openspiel oh_hell loop + acting tensor", "urbs forsale aec",
                 "urbs skyline vector 8 copy=False"):
        assert rates[name] > 0, name

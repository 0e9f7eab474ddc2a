"""The example's and the benchmark's promises (issue 34, point 5), checked
without torch: `ppo_forsale.py --help` names today's levels and its
default opponents exist, and its `--challengers` (a bot in one seat against
three copies of the agent, issue 33) parse and report the bot's share; `speed.py` plays Oh Hell with four players in
every OpenSpiel loop and runs end to end on a tiny budget."""

import csv
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


def test_ppo_challengers_parse_and_are_named_in_the_help():
    out = subprocess.run([sys.executable, str(ROOT / "python/examples/ppo_forsale.py"), "--help"],
                         capture_output=True, text=True, check=True).stdout
    assert "--challengers" in out and "--out" in out
    ppo = load(ROOT / "python/examples/ppo_forsale.py")
    args = ppo.parser().parse_args(["--load", "m", "--opponents", "none", "--challengers", "master,expert"])
    assert ppo.names(args.opponents) == []
    assert ppo.names(args.challengers) == ["master", "expert"]
    assert ppo.names(ppo.parser().parse_args([]).challengers) == [], "none by default"


class FirstLegal:
    """Stands in for the trained model (no torch here): the first legal action."""

    def predict(self, obs, action_masks, deterministic):
        return int(action_masks.nonzero()[0][0]), None


def test_a_challenger_takes_one_seat_against_three_agents_and_its_share_is_its_own(tmp_path):
    ppo = load(ROOT / "python/examples/ppo_forsale.py")
    got = ppo.challenge(FirstLegal(), ["greedy"], games=8, seed=3)["greedy"]
    assert got["games"] == 8
    seats = {r["bot"]: r["seat_games"] for r in got["report"]["ratings"]}
    assert seats == {"greedy": 8, "ppo": 24}, "one seat of four for the challenger, three pooled for the agent"
    # Ties split: every game's one win is shared out, so the shares add up to the games.
    assert got["win_share"] + 3 * got["agent_win_share_per_seat"] == pytest.approx(1.0)
    assert got["low"] <= got["win_share"] <= got["high"]
    path = tmp_path / "m.json"
    ppo.write_results(str(path), {"training": None, "tournaments": {}, "challengers": {"greedy": got}})
    assert json.loads(path.read_text())["challengers"]["greedy"]["win_share"] == got["win_share"]
    rows = list(csv.DictReader((tmp_path / "m.csv").open()))
    assert [(r["bot"], r["spec"], float(r["win_share"])) for r in rows] == [("greedy", "greedy", got["win_share"])]


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


def test_phases_say_what_each_side_held_and_drew():
    ppo = load(ROOT / "python/examples/ppo_forsale.py")
    first = lambda obs, mask: int(mask.nonzero()[0][0])     # stands in for the agent
    out = ppo.phases(first, "greedy", 8, 3)
    assert (out["games"], out["spec"], out["seed"]) == (8, "greedy", 3)
    assert 0.0 <= out["win_share"] <= 1.0
    for side in ("challenger", "agent"):
        row = out[side]
        assert 0 <= row["chips"] <= 15
        assert row["buildings"] > 0 and row["cheques"] >= 0
        assert abs(row["cheques_per_building_point"] - row["cheques"] / row["buildings"]) < 0.01
    # An agent that always takes the first legal action passes in every
    # auction before bidding: it pays nothing (FS-4) and takes the cheapest
    # building on offer, so it holds all its chips and worse buildings.
    assert out["agent"]["chips"] == 15.0, out
    assert out["challenger"]["buildings"] > out["agent"]["buildings"], out
    parsed = ppo.parser().parse_args(["--challengers", "master", "--phases"])
    assert parsed.phases

"""The Python API gives the command line's figures and reads its files.
The `urbs` binary is `URBS_BIN`, or `target/debug/urbs` (which
scripts/test-python.sh builds)."""

import json
import os
import subprocess
from pathlib import Path

import numpy as np

import urbs

ROOT = Path(__file__).resolve().parents[2]
URBS = Path(os.environ.get("URBS_BIN", ROOT / "target" / "debug" / "urbs"))


def cli(*args):
    assert URBS.exists(), f"{URBS} is missing: cargo build -p urbs"
    return subprocess.run([str(URBS), *args], capture_output=True, text=True, check=True).stdout


def strip(report):
    return {k: v for k, v in report.items() if k != "elapsed_s"}


def test_sim_is_the_command_lines_sim():
    bots = ["greedy", "random", "beginner"]
    ours = urbs.sim("skyline", 3, bots, games=30, seed=4)
    theirs = json.loads(
        cli("sim", "skyline", "--players", "3", "--games", "30", "--seed", "4",
            "--bots", ",".join(bots), "--json")
    )
    assert strip(ours) == strip(theirs)


def test_tournament_is_the_command_lines_tournament():
    bots = ["greedy", "random", "ismcts:100"]
    ours = urbs.tournament("forsale", 3, bots, games=12, seed=5)
    theirs = json.loads(
        cli("tournament", "--game", "forsale", "--players", "3", "--bots", ",".join(bots),
            "--games", "12", "--seed", "5", "--json")
    )
    assert strip(ours) == strip(theirs)


def assert_rows_are_the_replays(t):
    """Each row of `t` is its replay's decision, played under the replay's
    edition: the seat's observation and mask, and the id of its action."""
    replay = json.loads(t.path.with_suffix(".json").read_text())
    assert len(t) == len(replay["actions"]) and t.edition == replay["edition"]
    g = urbs.Game(t.game, replay["players"], replay["options"], replay["seed"],
                  edition=replay["edition"])
    for row, step in enumerate(replay["actions"]):
        obs, mask = g.encode(step["seat"])
        assert np.array_equal(t.observation[row], obs) and np.array_equal(t.action_mask[row], mask)
        assert g.action(step["seat"], int(t.action[row])).json == step["action"]
        g.apply(step["seat"], step["action"])
    assert t.outcome == g.outcome


def test_the_command_lines_trajectories_read_as_a_dataset(tmp_path):
    cli("sim", "city", "--players", "3", "--games", "2", "--seed", "3", "--bots",
        "random,greedy,random", "--save-dir", str(tmp_path), "--steps")
    ts = urbs.read_trajectories(tmp_path)
    assert [t.game for t in ts] == ["city", "city"]
    for t in ts:
        assert_rows_are_the_replays(t)
    data = urbs.dataset(ts)
    assert len(data["action"]) == sum(len(t) for t in ts)


def test_an_earlier_editions_sim_and_tournament_are_the_command_lines():
    # Issue 28: `edition=1` is `--edition 1` (Metropolis: MP-5, MP-9, MP-P9).
    bots = ["greedy", "random", "greedy"]
    ours = urbs.sim("metropolis", 3, bots, games=6, seed=4, edition=1)
    theirs = json.loads(
        cli("sim", "metropolis", "--players", "3", "--games", "6", "--seed", "4",
            "--bots", ",".join(bots), "--edition", "1", "--json")
    )
    assert strip(ours) == strip(theirs) and ours["edition"] == 1
    assert strip(ours) != strip(urbs.sim("metropolis", 3, bots, games=6, seed=4))
    ours = urbs.tournament("metropolis", 3, ["greedy", "random"], games=6, seed=5, edition=1)
    theirs = json.loads(
        cli("tournament", "--game", "metropolis", "--players", "3", "--bots", "greedy,random",
            "--games", "6", "--seed", "5", "--edition", "1", "--json")
    )
    assert strip(ours) == strip(theirs) and ours["edition"] == 1


def test_an_earlier_editions_trajectories_read_with_their_edition(tmp_path):
    cli("sim", "metropolis", "--players", "3", "--games", "2", "--seed", "1", "--bots",
        "greedy,greedy,greedy", "--edition", "1", "--save-dir", str(tmp_path), "--steps")
    ts = urbs.read_trajectories(tmp_path)
    assert [t.edition for t in ts] == [1, 1]
    for t in ts:
        assert_rows_are_the_replays(t)
    data = urbs.dataset(ts)
    assert set(data["edition"]) == {1}
    # Edition 1's straight Admin. Bldg. (MP-5) is offered, and read, with its
    # own ids (docs/tensors.md); edition 2 has none of them.
    assert data["action_mask"][:, 1719:].any()

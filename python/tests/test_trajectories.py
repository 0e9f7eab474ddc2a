"""Trajectories (`urbs replay --steps`) read as datasets."""

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

import urbs

GOLDEN = Path(__file__).resolve().parents[2] / "crates" / "urbs" / "tests" / "golden"


@pytest.mark.parametrize("name", ["forsale-3p-seed1", "skyline-3p-seed1", "city-3p-seed1",
                                  "metropolis-3p-seed1"])
def test_a_trajectorys_rows_are_the_replays_decisions(name):
    game_id = name.split("-")[0]
    (t,) = urbs.read_trajectories(GOLDEN / f"{name}.jsonl", game=game_id)
    replay = json.loads((GOLDEN / f"{name}.replay.json").read_text())
    assert len(t) == sum(1 for line in t.lines if "action" in line) > 20
    g = urbs.Game(game_id, replay["players"], replay["options"], replay["seed"])
    for row, step in enumerate(replay["actions"][: len(t)]):
        seat = step["seat"]
        assert t.seat[row] == seat and t.step[row] == row
        obs, mask = g.encode(seat)
        assert np.array_equal(t.observation[row], obs)
        assert np.array_equal(t.action_mask[row], mask)
        g.apply(seat, step["action"])
        assert g.replay()["actions"][-1]["action"] == g.action(seat, int(t.action[row])).json
    if t.outcome is not None:
        assert np.allclose(t.reward, np.asarray(t.outcome["wins"])[t.seat])


def test_a_directory_of_sim_output_is_one_dataset(tmp_path):
    # `urbs sim --save-dir DIR --steps` writes GAME-NNNNNNN.json beside each .jsonl.
    for i, name in enumerate(["forsale-3p-seed1", "forsale-4p-seed2"]):
        shutil.copy(GOLDEN / f"{name}.jsonl", tmp_path / f"forsale-{i:07}.jsonl")
        shutil.copy(GOLDEN / f"{name}.replay.json", tmp_path / f"forsale-{i:07}.json")
    ts = urbs.read_trajectories(tmp_path)
    assert [t.game for t in ts] == ["forsale", "forsale"]
    data = urbs.dataset(ts)
    rows = len(ts[0]) + len(ts[1])
    assert data["observation"].shape == (rows, urbs.spaces("forsale").observation)
    assert data["action_mask"][np.arange(rows), data["action"]].all()
    assert list(np.bincount(data["game_index"])) == [len(ts[0]), len(ts[1])]
    assert data["reward"].sum() == pytest.approx(sum(t.reward.sum() for t in ts))


def test_a_trajectory_without_its_game_or_with_a_broken_line_is_refused(tmp_path):
    lone = tmp_path / "lone.jsonl"
    shutil.copy(GOLDEN / "forsale-3p-seed1.jsonl", lone)
    with pytest.raises(ValueError, match="name the game"):
        urbs.read_trajectories(lone)
    lines = lone.read_text().splitlines()
    lone.write_text("\n".join(lines[:3] + ['{"events": [], "action": {"seat": 0}}']))
    with pytest.raises(ValueError, match="line 4"):
        urbs.read_trajectories(lone, game="forsale")

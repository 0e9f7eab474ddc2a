"""python/examples/train_value.py (issue 33): the learned value of the search is
trained with torch from self-play positions the Rust example writes, and the
weights come out as the Rust constants `urbs_bots::learned::Net` reads. Two
thousand games and four epochs: the file's shape and the report are checked here;
how well the shipped network foresees the winner is a Rust test
(`citys_learned_value_foresees_the_winner_better_than_the_hand_evaluation`)."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("game,inputs", [("city", 27), ("metropolis", 20)])
def test_training_writes_the_weights_as_rust_and_reports_against_the_hand_evaluation(
        tmp_path, game, inputs):
    out, report = tmp_path / "net.rs", tmp_path / "report.json"
    cmd = [sys.executable, str(ROOT / "python/examples/train_value.py"), "--game", game,
           "--games", "2000", "--epochs", "4", "--hidden", "4", "--profile", "dev",
           "--out", str(out), "--report", str(report)]
    subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True)
    text = out.read_text()
    assert f"inputs: {inputs}," in text
    assert "hidden: 4," in text
    w1 = re.search(r"w1: &\[([^\]]*)\]", text).group(1).replace(",", " ").split()
    assert len(w1) == 4 * inputs
    assert all(re.fullmatch(r"-?[0-9.e+-]+_f32", w) for w in w1)
    r = json.loads(report.read_text())
    assert r["game"] == game and r["positions_train"] > r["positions_held_out"] > 0
    # Chance alone: the log loss of a uniform guess over the seats; the network,
    # after a few epochs on a few thousand positions, is a better guess than that.
    assert r["learned"]["held_out_log_loss"] < r["chance"]["log_loss"]


def test_games_played_by_a_bot_in_every_seat_train_it_too(tmp_path):
    # `--bots SPEC`: the positions come from games that bot plays in every
    # seat (`urbs_bots::learned::played_by`) rather than from the playouts'
    # policy; the report names it.
    out, report = tmp_path / "net.rs", tmp_path / "report.json"
    cmd = [sys.executable, str(ROOT / "python/examples/train_value.py"), "--game", "skyline",
           "--games", "300", "--bots", "greedy", "--epochs", "2", "--hidden", "4",
           "--profile", "dev", "--out", str(out), "--report", str(report)]
    subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True)
    r = json.loads(report.read_text())
    assert r["bots"] == "greedy"
    assert r["positions_train"] > r["positions_held_out"] > 0
    assert (ROOT / "target" / "value-skyline-300-1-greedy.csv").exists()
    assert "inputs: 32," in out.read_text()

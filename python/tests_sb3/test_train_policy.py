"""python/examples/train_policy.py (issue 33): Metropolis's learned policy is
trained with torch from the choices of searching players the Rust example
`policy_data` writes, and the weights come out as the Rust constants
`urbs_bots::learned::Net` reads. A few games of a cheap search: the file's
shape, the report and the data's layout are checked here; what the shipped
network does in the search is measured in docs/strength.md."""

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
INPUTS = 18  # urbs_bots::metropolis::POLICY_INPUTS


def test_searching_players_choices_train_the_policy_and_come_out_as_rust(tmp_path):
    out, report = tmp_path / "net.rs", tmp_path / "report.json"
    cmd = [sys.executable, str(ROOT / "python/examples/train_policy.py"), "--games", "20",
           "--bots", "ismcts:20", "--epochs", "3", "--hidden", "4", "--profile", "dev",
           "--out", str(out), "--report", str(report)]
    subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True)
    text = out.read_text()
    assert text.startswith("//! Written by `python/examples/train_policy.py`: do not edit.")
    assert "20 four-player games of ismcts:20 in every seat, seed 1" in text
    assert f"inputs: {INPUTS}," in text and "hidden: 4," in text
    w1 = re.search(r"w1: &\[([^\]]*)\]", text).group(1).replace(",", " ").split()
    assert len(w1) == 4 * INPUTS
    r = json.loads(report.read_text())
    assert r["bots"] == "ismcts:20" and r["steps_train"] > r["steps_held_out"] > 0
    # Every step of the data has exactly one action played, and more than one
    # to choose from; the report's chance is the mean of one over their number.
    data = ROOT / "target" / "policy-metropolis-20-1.csv"
    rows = [line.split(",") for line in data.read_text().splitlines()[1:]]
    steps = {}
    for row in rows:
        assert len(row) == 4 + INPUTS
        steps.setdefault((row[0], row[1]), []).append(int(row[3]))
    assert all(sum(p) == 1 and len(p) > 1 for p in steps.values())
    assert 0 < r["chance"]["agreement"] < 1
    assert 0 <= r["learned"]["agreement"] <= 1
    assert 0 <= r["rules_of_thumb"]["agreement"] <= 1

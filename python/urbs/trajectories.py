"""Trajectories (`urbs sim --save-dir DIR --steps`, `urbs replay --steps`;
docs/trajectories.md) read as datasets."""

import json as _json
from pathlib import Path

import numpy as np

from . import _urbs


class Trajectory:
    """One game's trajectory: its raw lines (dicts), and its decisions as
    arrays, one row per action played:

    - `step`, `seat` (int64): the line's step and the seat that acted;
    - `observation` (float32, rows of the game's observation length): that
      seat's view and the public log so far, encoded (docs/tensors.md);
    - `action_mask` (int8): its legal actions;
    - `action` (int64): the id of the action it played;
    - `reward` (float32): that seat's final win share (0 if unfinished);
    - `edition` (int64): the edition of the rules the game was played under
      (docs/rules/changelog/), the same on every row; `Trajectory.edition`
      holds it too. A trajectory whose lines name none is edition 1.
    """

    def __init__(self, game, text, path=None):
        self.game = game
        self.path = path
        self.lines = [_json.loads(line) for line in text.splitlines() if line.strip()]
        step, seat, obs, mask, action, outcome, edition = _urbs.decisions(game, text)
        self.outcome = _json.loads(outcome)
        self.edition = edition
        self.step = np.frombuffer(step, dtype=np.int64)
        self.seat = np.frombuffer(seat, dtype=np.int64)
        self.action = np.frombuffer(action, dtype=np.int64)
        rows = len(self.action)
        self.observation = np.frombuffer(obs, dtype=np.float32).reshape(rows, -1)
        self.action_mask = np.frombuffer(mask, dtype=np.int8).reshape(rows, -1)
        wins = np.asarray(self.outcome["wins"] if self.outcome else [], dtype=np.float32)
        self.reward = wins[self.seat] if len(wins) else np.zeros(rows, dtype=np.float32)

    def __len__(self):
        return len(self.action)

    def arrays(self):
        return {
            "step": self.step,
            "seat": self.seat,
            "observation": self.observation,
            "action_mask": self.action_mask,
            "action": self.action,
            "reward": self.reward,
            "edition": np.full(len(self), self.edition, dtype=np.int64),
        }

    def __repr__(self):
        return f"<urbs.Trajectory {self.game} edition {self.edition}, {len(self)} decisions>"


def _game_of(path):
    # `urbs sim --save-dir` writes the replay beside its trajectory.
    replay = path.with_suffix(".json")
    if replay.exists():
        return _json.loads(replay.read_text())["game"]
    raise ValueError(
        f"{path}: name the game (game=...): no replay {replay.name} beside it says which"
    )


def read_trajectories(path, game=None):
    """The trajectories in a `.jsonl` file, or in every `.jsonl` of a
    directory (sorted by name). The game is `game`, or read from the replay
    `urbs sim --save-dir` writes beside each trajectory."""
    path = Path(path)
    files = sorted(path.glob("*.jsonl")) if path.is_dir() else [path]
    return [Trajectory(game or _game_of(f), f.read_text(), f) for f in files]


def dataset(trajectories):
    """The decisions of many trajectories of one game, concatenated into one
    dict of arrays (see `Trajectory`), with `game_index` naming the
    trajectory each row came from. Trajectories of different editions of
    the rules may be mixed (the spaces are the same); `edition` tells their
    rows apart."""
    trajectories = list(trajectories)
    if not trajectories:
        raise ValueError("no trajectories")
    if len({t.game for t in trajectories}) > 1:
        raise ValueError("the trajectories are of different games")
    parts = [t.arrays() for t in trajectories]
    out = {k: np.concatenate([p[k] for p in parts]) for k in parts[0]}
    out["game_index"] = np.concatenate(
        [np.full(len(t), i, dtype=np.int64) for i, t in enumerate(trajectories)]
    )
    return out

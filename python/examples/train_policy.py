"""Train Metropolis's learned policy (`ismcts+...+policy...`) with PyTorch.

    python python/examples/train_policy.py --games 480 --seed 1 \
        --report docs/figures/policy-metropolis-training.json

It plays GAMES four-player games with the Rust example `policy_data` (the bot
spec `--bots` in every seat, `ismcts:4000` unless given: Expert's search at a
tenth of its budget), which writes every lot taken and build made with the
inputs of each legal action and the action played, and fits one network that
scores an action from its inputs, a softmax over a step's actions giving the
chance that each is played (cross-entropy against the action played). Nine
games in ten train it, the last tenth measures it. The weights are written as
the Rust constants `crates/bots/src/metropolis_policy_net.rs`
(`urbs_bots::learned::Net`); the report gives the held-out log loss and how
often the action the network ranks first was the one played, beside the same
for the rules of thumb's own gain (one of the inputs) and for chance alone.

The same games, seed and arguments write the same weights (one CPU thread,
deterministic algorithms). Needs the examples' virtualenv (torch, numpy):
python/requirements-examples.txt.
"""

import argparse
import json
import os
import subprocess
import sys
import time

import numpy as np
import torch

from train_value import ROOT, Value, deterministic, favourite_won, fit, log_loss, split, write_rust

# The input that holds the rules of thumb's gain for the action
# (urbs_bots::metropolis::action_inputs).
THUMB = 17


def play(games, seed, path, profile, bots):
    """Writes the searching players' choices to `path` with the Rust example."""
    cmd = ["cargo", "run", "--quiet", "--profile", profile, "--locked", "-p", "urbs-bots",
           "--example", "policy_data", "--", str(games), str(seed), path, bots]
    subprocess.run(cmd, cwd=ROOT, check=True)


def load(path):
    """Steps as padded arrays: inputs [S, A, K], mask [S, A], played [S, A]
    (one-hot), and each step's game."""
    data = np.loadtxt(path, delimiter=",", skiprows=1, dtype=np.float64, ndmin=2)
    game, step, played = data[:, 0], data[:, 1], data[:, 3]
    x = data[:, 4:].astype(np.float32)
    key = game * 1_000_000 + step
    starts = np.flatnonzero(np.r_[True, key[1:] != key[:-1]])
    sizes = np.diff(np.r_[starts, len(key)])
    n, width = len(starts), int(sizes.max())
    inputs = np.zeros((n, width, x.shape[1]), np.float32)
    mask = np.zeros((n, width), bool)
    target = np.zeros((n, width), np.float32)
    for a in range(width):
        ok = a < sizes
        rows = starts[ok] + a
        inputs[ok, a] = x[rows]
        mask[ok, a] = True
        target[ok, a] = played[rows]
    assert (target.sum(1) == 1).all(), "one action played at every step"
    return inputs, mask, target, game[starts].astype(np.int64)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=480)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="ismcts:4000", help="the bot spec in every seat")
    ap.add_argument("--hidden", type=int, default=32)
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--data", help="choices already written by policy_data (else played)")
    ap.add_argument("--profile", default="release", help="cargo profile that plays the games")
    ap.add_argument("--out", help="the Rust file (default crates/bots/src/metropolis_policy_net.rs)")
    ap.add_argument("--report", help="JSON report of the training and its held-out figures")
    args = ap.parse_args()

    deterministic(args.seed)
    started = time.time()
    data = args.data
    if data is None:
        data = os.path.join(ROOT, "target", f"policy-metropolis-{args.games}-{args.seed}.csv")
        play(args.games, args.seed, data, args.profile, args.bots)
    inputs, mask, target, game = load(data)
    (xt, mt, tt), (xv, mv, tv) = split(game, inputs, mask, target)
    print(f"{len(xt)} steps to train on, {len(xv)} held out", file=sys.stderr)

    model = Value(inputs.shape[2], args.hidden)
    epochs = fit(model, (xt, mt, tt), (xv, mv), args.epochs, args.seed, 256,
                 lambda lv: {"held_out_log_loss": log_loss(lv, mv, tv).item(),
                             "agreement": favourite_won(lv, tv)})

    with torch.no_grad():
        thumb = xv[:, :, THUMB].masked_fill(~mv, float("-inf"))
        even = torch.zeros_like(thumb).masked_fill(~mv, float("-inf"))
        # The rules of thumb's gain as a softmax too, at its best scale.
        scales = [1, 2, 5, 10, 20, 50, 100]
        thumb_losses = {s: log_loss(thumb * s, mv, tv).item() for s in scales}
        report = {
            "game": "metropolis", "games": args.games, "seed": args.seed, "bots": args.bots,
            "hidden": args.hidden, "epochs": args.epochs,
            "steps_train": len(xt), "steps_held_out": len(xv),
            "learned": epochs[-1],
            "rules_of_thumb": {"agreement": favourite_won(thumb, tv),
                               "best_log_loss": min(thumb_losses.values()),
                               "log_loss_by_scale": thumb_losses},
            "chance": {"log_loss": log_loss(even, mv, tv).item(),
                       "agreement": (tv / mv.sum(1, keepdim=True)).sum(1).mean().item()},
            "seconds": round(time.time() - started, 1),
            "epochs_trace": epochs,
        }
    meta = (f"{args.games} four-player games of {args.bots} in every seat, seed {args.seed}, "
            f"{args.hidden} hidden, {args.epochs} epochs: held-out log loss "
            f"{epochs[-1]['held_out_log_loss']:.4f}, the first-ranked action played "
            f"{epochs[-1]['agreement']:.3f}.")
    out = args.out or os.path.join(ROOT, "crates", "bots", "src", "metropolis_policy_net.rs")
    write_rust("metropolis", model, out, meta, by="train_policy.py")
    print(json.dumps({k: v for k, v in report.items() if k != "epochs_trace"}, indent=1))
    if args.report:
        with open(args.report, "w") as f:
            json.dump(report, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()

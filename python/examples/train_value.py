"""Train the learned value of a game's search (`ismcts+...+valueN`) with PyTorch.

    python python/examples/train_value.py --game city --games 200000 --seed 1 \
        --report docs/figures/value-city-training.json

It plays GAMES self-play games with the Rust example `value_data` (the search's
playout policy: greedy, a random move in ten; every player count; or, with
`--bots SPEC`, that bot in every seat, `ismcts:300`; with `--bots tuned`, the
tuned playouts of `+tuned`, for the value `+tvalueN` scores them by), keeps a few
positions of each with every seat's inputs to the network and who won, and fits
one network that scores a seat from its inputs, a softmax over the seats giving
each seat's chance to win (cross-entropy against the win shares). Nine games in
ten train it, the last tenth measures it. The weights are written as the Rust
constants `crates/bots/src/GAME_net.rs` (`urbs_bots::learned::Net`); the report
gives the held-out log loss and how often the seat it favours won, beside the
same for the game's hand-written evaluation (one of the inputs) and for chance
alone. Games: city, metropolis, skyline.

The same games, seed and arguments write the same weights (one CPU thread,
deterministic algorithms). Needs the examples' virtualenv (torch, numpy):
python/requirements-examples.txt.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import time

import numpy as np
import torch

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MAX_SEATS = 5
# The input that holds the game's hand-written evaluation, from the seat's own
# numbers (urbs_bots::GAME::value_inputs): City's expected VP, Metropolis's worth,
# Skyline's points and greedy's expectation of the scorings to come.
HAND_EVALUATION = {"city": 6, "metropolis": 4, "skyline": 8}


def play(game, games, seed, path, profile, bots=None, keep=None):
    """Writes the self-play positions to `path` with the Rust example (games
    played by the bot spec `bots` in every seat when given, keeping the share
    `keep` of their positions)."""
    cmd = ["cargo", "run", "--quiet", "--profile", profile, "--locked", "-p", "urbs-bots",
           "--example", "value_data", "--", game, str(games), str(seed), path]
    if bots:
        cmd.append(bots)
        if keep is not None:
            cmd.append(str(keep))
    subprocess.run(cmd, cwd=ROOT, check=True)


def load(path):
    """Positions as padded arrays: inputs [P, 5, K], mask [P, 5], wins [P, 5],
    and each position's game."""
    with open(path) as f:
        header = f.readline().strip().split(",")
    data = np.loadtxt(path, delimiter=",", skiprows=1, dtype=np.float64)
    k = len(header) - 5
    game, position, players, seat, win = (data[:, i] for i in range(5))
    x = data[:, 5:].astype(np.float32)
    starts = np.flatnonzero(seat == 0)
    n = len(starts)
    inputs = np.zeros((n, MAX_SEATS, k), np.float32)
    mask = np.zeros((n, MAX_SEATS), bool)
    wins = np.zeros((n, MAX_SEATS), np.float32)
    for s in range(MAX_SEATS):
        rows = starts + s
        ok = s < players[starts]
        inputs[ok, s] = x[rows[ok]]
        mask[ok, s] = True
        wins[ok, s] = win[rows[ok]]
    return inputs, mask, wins, game[starts].astype(np.int64)


class Value(torch.nn.Module):
    def __init__(self, inputs, hidden):
        super().__init__()
        self.hidden = torch.nn.Linear(inputs, hidden)
        self.out = torch.nn.Linear(hidden, 1)

    def forward(self, x, mask):
        scores = self.out(torch.relu(self.hidden(x))).squeeze(-1)
        return scores.masked_fill(~mask, float("-inf"))


def read_rust(path):
    """The network a Rust file of `write_rust` holds, as a `Value` (to measure
    the shipped network on the same held-out positions as the new one)."""
    with open(path) as f:
        text = f.read()

    def array(name):
        body = re.search(name + r": &\[(.*?)\]", text, re.S).group(1)
        return [float(v) for v in re.findall(r"(-?[0-9.e+-]+)_f32", body)]

    inputs = int(re.search(r"inputs: (\d+)", text).group(1))
    hidden = int(re.search(r"hidden: (\d+)", text).group(1))
    model = Value(inputs, hidden)
    with torch.no_grad():
        model.hidden.weight.copy_(torch.tensor(array("w1")).reshape(hidden, inputs))
        model.hidden.bias.copy_(torch.tensor(array("b1")))
        model.out.weight.copy_(torch.tensor(array("w2")).reshape(1, hidden))
        model.out.bias.fill_(float(re.search(r"b2: (-?[0-9.e+-]+)_f32", text).group(1)))
    return model


def log_loss(logits, mask, wins):
    logp = torch.log_softmax(logits, dim=-1).masked_fill(~mask, 0.0)
    return -(wins * logp).sum(-1).mean()


def favourite_won(logits, wins):
    """Mean win share of the seat the scores favour."""
    best = logits.argmax(-1)
    return wins.gather(1, best.unsqueeze(1)).mean().item()


def deterministic(seed):
    """One CPU thread, deterministic algorithms and `seed`: the same data and
    arguments train the same weights."""
    torch.manual_seed(seed)
    torch.set_num_threads(1)
    torch.use_deterministic_algorithms(True)


def split(game, *arrays):
    """The arrays as tensors, those of the last tenth of the games held out:
    (the rest, the held-out)."""
    held = game >= int(game.max() * 0.9)
    tensors = [torch.from_numpy(a) for a in arrays]
    return tuple(t[~held] for t in tensors), tuple(t[held] for t in tensors)


def fit(model, train, held, epochs, seed, batch, figures):
    """Fits `model` to the training arrays `train` (inputs, mask, targets) by
    Adam on the cross-entropy, the learning rate falling on a cosine over
    `epochs`, in batches of `batch` drawn in an order seeded by `seed`; after
    each epoch `figures` of the model's scores of the held-out inputs and mask
    `held` are printed and kept. Returns the epochs' figures."""
    xt, mt, tt = train
    xv, mv = held
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, epochs)
    gen = torch.Generator().manual_seed(seed)
    rows = []
    for epoch in range(epochs):
        order = torch.randperm(len(xt), generator=gen)
        for i in range(0, len(xt), batch):
            b = order[i:i + batch]
            opt.zero_grad()
            loss = log_loss(model(xt[b], mt[b]), mt[b], tt[b])
            loss.backward()
            opt.step()
        sched.step()
        with torch.no_grad():
            row = {"epoch": epoch + 1, **figures(model(xv, mv))}
        rows.append(row)
        print(json.dumps(row), file=sys.stderr)
    return rows


def rust_array(values):
    # The shortest text that reads back as the same f32, eight to a line.
    items = [f32(v) for v in values]
    lines = [", ".join(items[i:i + 8]) for i in range(0, len(items), 8)]
    return "&[\n        " + ",\n        ".join(lines) + ",\n    ]"


def f32(v):
    text = str(np.float32(v))
    return text + ("" if "." in text or "e" in text else ".0") + "_f32"


def write_rust(game, model, path, meta, by="train_value.py"):
    w1 = model.hidden.weight.detach().numpy().astype(np.float32)
    b1 = model.hidden.bias.detach().numpy().astype(np.float32)
    w2 = model.out.weight.detach().numpy().astype(np.float32)[0]
    b2 = float(model.out.bias.detach().numpy().astype(np.float32)[0])
    text = f"""//! Written by `python/examples/{by}`: do not edit.
//! {meta}
use crate::learned::Net;

#[rustfmt::skip]
pub const NET: Net = Net {{
    inputs: {w1.shape[1]},
    hidden: {w1.shape[0]},
    w1: {rust_array(w1.reshape(-1))},
    b1: {rust_array(b1)},
    w2: {rust_array(w2)},
    b2: {f32(b2)},
}};
"""
    with open(path, "w") as f:
        f.write(text)


def against(path, xv, mv, wv):
    """The figures of the network in `path` on the held-out positions, if named."""
    if not path:
        return {}
    with torch.no_grad():
        lv = read_rust(path)(xv, mv)
        return {"against": {"network": os.path.basename(path),
                            "log_loss": log_loss(lv, mv, wv).item(),
                            "favourite_won": favourite_won(lv, wv)}}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", choices=sorted(HAND_EVALUATION), default="city")
    ap.add_argument("--games", type=int, default=200_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hidden", type=int, default=32)
    ap.add_argument("--epochs", type=int, default=12)
    ap.add_argument("--data", help="positions already written by value_data (else played)")
    ap.add_argument("--bots", help="a bot spec that plays every seat of the games "
                    "(ismcts:300), instead of the search's playout policy; or `tuned`: "
                    "the tuned playouts of +tuned (city, metropolis), for +tvalueN")
    ap.add_argument("--keep", type=float, help="with --bots, the share of each game's "
                    "positions kept (value_data's KEEP, 0.03 unless given)")
    ap.add_argument("--against", help="a network file of this script (the shipped "
                    "GAME_net.rs) to measure on the same held-out positions")
    ap.add_argument("--profile", default="release", help="cargo profile that plays the games")
    ap.add_argument("--out", help="the Rust file (default crates/bots/src/GAME_net.rs)")
    ap.add_argument("--report", help="JSON report of the training and its held-out figures")
    args = ap.parse_args()
    if args.keep is not None and not (args.bots and 0 < args.keep <= 1):
        ap.error("--keep goes with --bots, a share above 0 and at most 1")

    deterministic(args.seed)
    started = time.time()
    data = args.data
    if data is None:
        # The spec in the file's name, without what a path cannot hold
        # (`ismcts:300/1s` is `ismcts3001s`).
        by = "-" + re.sub(r"[^A-Za-z0-9+.-]", "", args.bots) if args.bots else ""
        by += f"-keep{args.keep}" if args.bots and args.keep is not None else ""
        data = os.path.join(ROOT, "target",
                            f"value-{args.game}-{args.games}-{args.seed}{by}.csv")
        play(args.game, args.games, args.seed, data, args.profile, args.bots, args.keep)
    inputs, mask, wins, game = load(data)
    (xt, mt, wt), (xv, mv, wv) = split(game, inputs, mask, wins)
    print(f"{len(xt)} positions to train on, {len(xv)} held out", file=sys.stderr)

    model = Value(inputs.shape[2], args.hidden)
    epochs = fit(model, (xt, mt, wt), (xv, mv), args.epochs, args.seed, 1024,
                 lambda lv: {"held_out_log_loss": log_loss(lv, mv, wv).item(),
                             "favourite_won": favourite_won(lv, wv)})

    with torch.no_grad():
        hand = xv[:, :, HAND_EVALUATION[args.game]].masked_fill(~mv, float("-inf"))
        even = torch.zeros_like(hand).masked_fill(~mv, float("-inf"))
        # The hand-written evaluation as a softmax too, at its best scale.
        scales = [1, 2, 5, 10, 20, 50, 100]
        hand_losses = {s: log_loss(hand * s, mv, wv).item() for s in scales}
        report = {
            "game": args.game, "games": args.games, "seed": args.seed, "bots": args.bots,
            "keep": args.keep,
            "hidden": args.hidden,
            "epochs": args.epochs, "positions_train": len(xt), "positions_held_out": len(xv),
            "learned": epochs[-1],
            "hand_evaluation": {"favourite_won": favourite_won(hand, wv),
                                "best_log_loss": min(hand_losses.values()),
                                "log_loss_by_scale": hand_losses},
            "chance": {"log_loss": log_loss(even, mv, wv).item(),
                       "favourite_won": (wv * mv).sum().item() / mv.sum().item()},
            "seconds": round(time.time() - started, 1),
            **against(args.against, xv, mv, wv),
            "epochs_trace": epochs,
        }
    if args.bots == "tuned":
        played = f"{args.games} self-play games of the tuned playouts (+tuned)"
    elif args.bots:
        played = (f"{args.games} games of {args.bots} in every seat"
                  + (f" (keeping {args.keep} of the positions)" if args.keep is not None else ""))
    else:
        played = f"{args.games} self-play games"
    meta = (f"{played}, seed {args.seed}, {args.hidden} hidden, "
            f"{args.epochs} epochs: held-out log loss {epochs[-1]['held_out_log_loss']:.4f}, "
            f"the favourite won {epochs[-1]['favourite_won']:.3f}.")
    out = args.out or os.path.join(ROOT, "crates", "bots", "src", f"{args.game}_net.rs")
    write_rust(args.game, model, out, meta)
    print(json.dumps({k: v for k, v in report.items() if k != "epochs_trace"}, indent=1))
    if args.report:
        with open(args.report, "w") as f:
            json.dump(report, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()

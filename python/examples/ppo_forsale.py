"""Trains a masked PPO agent (sb3-contrib's MaskablePPO, on the CPU) to play
For Sale against `greedy` bots, saves it, and reports its win share in
seat-rotated tournaments against `greedy` and the ISMCTS levels, where the
trained agent takes its seat through `urbs.tournament` like any bot.

    pip install -r python/requirements-examples.txt   # torch, sb3-contrib, ...
    python python/examples/ppo_forsale.py --timesteps 300000 --save target/ppo-forsale
    python python/examples/ppo_forsale.py --load target/ppo-forsale --games 400
    python python/examples/ppo_forsale.py --load target/ppo-forsale --opponents none \
        --challengers master,expert --games 400 --out docs/figures/master-vs-ppo-forsale.json

`--challengers` turns the table round: each bot or level takes one seat
against three copies of the agent, and its own share is reported.

Training steps many games at once in Rust (`urbs.vector.VectorEnv`, seen
by Stable-Baselines3 as `urbs.sb3.UrbsVecEnv`); the agent plays a
random seat of four, the other three are `greedy`.
"""

import argparse
import csv
import json
import math
import shlex
import sys
import time

import urbs
from urbs.vector import VectorEnv

# torch and sb3-contrib are imported where they are used, so that `--help`
# (and python/tests/test_examples.py) need neither.


def train(timesteps, seed, envs):
    from sb3_contrib import MaskablePPO

    from urbs.sb3 import UrbsVecEnv

    venv = VectorEnv("forsale", envs, players=4, seat="rotate", opponents="greedy", seed=seed)
    env = UrbsVecEnv(venv)
    env.seed(seed)
    model = MaskablePPO(
        "MlpPolicy",
        env,
        n_steps=256,
        batch_size=1024,
        n_epochs=5,
        learning_rate=3e-4,
        gamma=1.0,
        gae_lambda=0.95,
        ent_coef=0.01,
        policy_kwargs={"net_arch": [256, 256]},
        seed=seed,
        device="cpu",
        verbose=0,
    )
    start = time.perf_counter()
    model.learn(total_timesteps=timesteps)
    return model, time.perf_counter() - start


def agent_of(model):
    def policy(obs, mask):
        action, _ = model.predict(obs, action_masks=mask.astype(bool), deterministic=True)
        return int(action)

    return urbs.Agent("ppo", policy)


def evaluate(model, opponents, games, seed):
    """The agent's win share against three `opponent`s, seats rotated."""
    agent = agent_of(model)
    out = {}
    for opp in opponents:
        start = time.perf_counter()
        report = urbs.tournament("forsale", 4, [agent, opp, opp, opp], games=games, seed=seed)
        mine = next(r for r in report["ratings"] if r["bot"] == "ppo")
        out[opp] = {
            "win_share": mine["win_share"],
            "games": report["games"],
            "seconds": round(time.perf_counter() - start, 1),
        }
        print(f"  vs 3x {opp:<12} win share {mine['win_share']:.3f} "
              f"({report['games']} games, parity 0.25)", flush=True)
    return out


def challenge(model, challengers, games, seed):
    """Each challenger's win share against three copies of the agent, seats
    rotated. The three agent seats share one name, so the report pools
    them into one line (its share per seat); the challenger's line is its
    single seat, ties split. Every challenger meets the same deals."""
    agent = agent_of(model)
    out = {}
    for bot in challengers:
        report = urbs.tournament("forsale", 4, [bot, agent, agent, agent], games=games, seed=seed)
        line = next(r for r in report["ratings"] if r["bot"] != agent.name)
        ppo = next(r for r in report["ratings"] if r["bot"] == agent.name)
        share, n = line["win_share"], line["seat_games"]
        half = 1.96 * math.sqrt(share * (1 - share) / n)  # normal approximation, as README's tables
        out[bot] = {
            "win_share": share,
            "low": round(max(0.0, share - half), 3),
            "high": round(min(1.0, share + half), 3),
            "games": report["games"],
            "seed": seed,
            "agent_win_share_per_seat": ppo["win_share"],
            "mean_score": line["mean_score"],
            "agent_mean_score": ppo["mean_score"],
            "seconds": round(report["elapsed_s"], 1),
            "report": report,
        }
        print(f"  {bot} vs 3x {agent.name}: win share {share:.3f} ({out[bot]['low']:.2f} to "
              f"{out[bot]['high']:.2f}, {report['games']} games, parity 0.25; "
              f"{report['elapsed_s']:.0f}s)", flush=True)
    return out


def write_results(path, results):
    """The JSON printed, and beside it a CSV with a line per challenger."""
    with open(path, "w") as f:
        json.dump(results, f, indent=1)
        f.write("\n")
    if not path.endswith(".json") or not results["challengers"]:
        return
    fields = ["win_share", "low", "high", "games", "seed", "agent_win_share_per_seat",
              "mean_score", "agent_mean_score", "seconds"]
    with open(path[: -len(".json")] + ".csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["bot", "spec", *fields])
        specs = {lv["id"]: lv["spec"] for lv in urbs.levels("forsale")}
        for bot, row in results["challengers"].items():
            w.writerow([bot, specs.get(bot, bot), *(row[k] for k in fields)])


def parser():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--timesteps", type=int, default=300_000)
    ap.add_argument("--envs", type=int, default=32, help="games stepped at once while training")
    ap.add_argument("--seed", type=int, default=1,
                    help="training seed; the tournaments deal their games from seed + 1000")
    ap.add_argument("--save", default="target/ppo-forsale")
    ap.add_argument("--load", default=None, help="evaluate a saved agent instead of training")
    ap.add_argument("--games", type=int, default=400, help="tournament games per opponent or challenger")
    ap.add_argument("--threads", type=int, default=1, help="torch threads (small nets train best on one)")
    levels = ", ".join(f"{lv['id']} is {lv['spec']}" for lv in urbs.levels("forsale"))
    ap.add_argument("--opponents", default="greedy,strong,expert",
                    help=f"bots or levels, comma-separated, each in three seats against the agent "
                         f"('none' for none; For Sale's levels: {levels})")
    ap.add_argument("--challengers", default="none",
                    help="bots or levels, comma-separated, each in one seat against three copies "
                         "of the agent (its own share reported; 'master,expert', say)")
    ap.add_argument("--out", default=None,
                    help="also write the results to this JSON file (and a CSV beside it)")
    return ap


def names(arg):
    return [] if arg in ("", "none") else arg.split(",")


def main():
    args = parser().parse_args()
    import torch
    from sb3_contrib import MaskablePPO

    torch.set_num_threads(args.threads)
    if args.load:
        model = MaskablePPO.load(args.load, device="cpu")
        trained = None
    else:
        model, seconds = train(args.timesteps, args.seed, args.envs)
        model.save(args.save)
        trained = {"timesteps": args.timesteps, "seconds": round(seconds, 1), "saved": args.save}
        print(f"trained {args.timesteps} steps in {seconds:.0f}s; saved to {args.save}.zip", flush=True)
    seed = args.seed + 1000
    results = {
        "command": shlex.join(["python", *sys.argv]),
        "loaded": args.load,
        "training": trained,
        "tournaments": evaluate(model, names(args.opponents), args.games, seed),
        "challengers": challenge(model, names(args.challengers), args.games, seed),
    }
    if args.out:
        write_results(args.out, results)
    print(json.dumps(results))


if __name__ == "__main__":
    main()

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
against three copies of the agent, and its own share is reported. With
`--phases`, each challenger also plays games of its own step by step, and
the report says where its share comes from: the chips and the buildings
(their values summed) each side holds when the sales begin, and the
cheques it draws from them.

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


def policy_of(model):
    """The agent's choice: an action id for an observation and its mask."""
    def policy(obs, mask):
        action, _ = model.predict(obs, action_masks=mask.astype(bool), deterministic=True)
        return int(action)

    return policy


def agent_of(model):
    return urbs.Agent("ppo", policy_of(model))


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


def phases(policy, challenger, games, seed):
    """`challenger` in one seat (rotated) against three seats played by
    `policy(observation, mask) -> id`, `games` games stepped one by one
    (deals of their own, from `seed`): what each side held when the sales
    began (chips, buildings' values summed) and drew from them (cheques),
    per seat, and the challenger's win share."""
    sides = {k: {"chips": 0.0, "buildings": 0.0, "cheques": 0.0, "seats": 0}
             for k in ("challenger", "agent")}
    wins = 0.0
    deals = max(1, games // 4)
    for deal in range(deals):
        for mine in range(4):
            g = urbs.Game("forsale", players=4, seed=seed * 100_003 + deal)
            bot = urbs.bot(challenger, "forsale", seed=seed + 4 * deal + mine)
            held = None
            while g.outcome is None:
                for seat in g.to_act:
                    if held is None and g.view()["phase"] == "selling":
                        held = [(s["chips"], sum(s["buildings"])) for s in g.view()["seats"]]
                    if seat == mine:
                        g.apply(seat, bot.choose(g, seat))
                    else:
                        obs, mask = g.encode(seat)
                        g.step(seat, policy(obs, mask))
            for seat, (chips, buildings) in enumerate(held):
                side = sides["challenger" if seat == mine else "agent"]
                side["chips"] += chips
                side["buildings"] += buildings
                side["cheques"] += g.outcome["scores"][seat] - chips
                side["seats"] += 1
            wins += g.outcome["wins"][mine]
    out = {"spec": challenger, "games": 4 * deals, "seed": seed,
           "win_share": wins / (4 * deals)}
    for name, side in sides.items():
        n = side.pop("seats")
        row = {k: round(v / n, 3) for k, v in side.items()}
        row["cheques_per_building_point"] = round(side["cheques"] / side["buildings"], 3)
        out[name] = row
    print(f"  {challenger}: when the sales begin, chips {out['challenger']['chips']:.2f} and "
          f"buildings {out['challenger']['buildings']:.2f} (each agent seat "
          f"{out['agent']['chips']:.2f} and {out['agent']['buildings']:.2f}); cheques "
          f"{out['challenger']['cheques']:.2f} (agent {out['agent']['cheques']:.2f})", flush=True)
    return out


def export(model, path):
    """Writes the agent's actor (its hidden layers and its action head) as
    the network file the bots read (`crates/bots/src/policy_net.rs`):
    `URBSMLP1`, the layer count and widths as little-endian u32, then each
    layer's weights (row by row) and biases as little-endian f32. Tanh
    between the layers is the MlpPolicy's own. Returns the widths."""
    import struct

    import torch

    hidden = [m for m in model.policy.mlp_extractor.policy_net if isinstance(m, torch.nn.Linear)]
    acts = [m for m in model.policy.mlp_extractor.policy_net if not isinstance(m, torch.nn.Linear)]
    if not all(isinstance(m, torch.nn.Tanh) for m in acts):
        raise SystemExit(f"--export: the actor's activations are {acts}, not tanh")
    layers = [*hidden, model.policy.action_net]
    widths = [layers[0].in_features] + [m.out_features for m in layers]
    with open(path, "wb") as f:
        f.write(b"URBSMLP1")
        f.write(struct.pack(f"<{len(widths) + 1}I", len(layers), *widths))
        for m in layers:
            for t in (m.weight, m.bias):
                f.write(t.detach().to(torch.float32).contiguous().numpy().astype("<f4").tobytes())
    return widths


def first_moves(policy, moves=8, seed=5):
    """The action ids `policy` plays for every seat in the first `moves`
    turns of a 4-player game dealt from `seed`: what the bots' test
    `the_policy_plays_as_the_agent_it_was_exported_from` checks the
    exported network against."""
    g = urbs.Game("forsale", players=4, seed=seed)
    ids = []
    for _ in range(moves):
        seat = g.to_act[0]
        obs, mask = g.encode(seat)
        ids.append(policy(obs, mask))
        g.step(seat, ids[-1])
    return ids


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
    ap.add_argument("--phases", action="store_true",
                    help="with --challengers: also say what each side held when the sales began "
                         "and drew from it, over games played step by step")
    ap.add_argument("--export", default=None,
                    help="also write the agent's actor as the bots' policy network file "
                         "(crates/bots/src/forsale_policy.bin is For Sale's `policy` and `+policy`)")
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
    if args.export:
        widths = export(model, args.export)
        print(f"exported the actor ({' -> '.join(map(str, widths))}) to {args.export}; "
              f"its first moves in game seed 5: {first_moves(policy_of(model))}", flush=True)
    seed = args.seed + 1000
    results = {
        "command": shlex.join(["python", *sys.argv]),
        "loaded": args.load,
        "training": trained,
        "tournaments": evaluate(model, names(args.opponents), args.games, seed),
        "challengers": challenge(model, names(args.challengers), args.games, seed),
    }
    if args.phases:
        policy = policy_of(model)
        results["phases"] = [phases(policy, c, args.games, seed) for c in names(args.challengers)]
    if args.out:
        write_results(args.out, results)
    print(json.dumps(results))


if __name__ == "__main__":
    main()

"""A large simulation on Ray, with the same figures as one machine's run.

A run of `urbs.sim` is a list of games, game `i` dealt from a seed derived
from the run's seed and `i` alone; so it splits into parts (`urbs.sim_part`
plays games `start .. stop - 1` and returns exact totals) that Ray spreads
over every core of every machine, and `urbs.merge_sims` adds them back
into the report `urbs.sim` (and `urbs sim --json`) gives.

    python python/examples/ray_sim.py --games 200000            # this machine
    python python/examples/ray_sim.py --address ray://HEAD:10001 # a cluster
    python python/examples/ray_sim.py --games 2000 --check      # and compare

On a cluster every node needs the `urbs` package (`pip install ./python`
on each, or Ray's `runtime_env={"pip": [...]}`) at the same version.
"""

import argparse
import json

import ray

import urbs


@ray.remote(num_cpus=1)
def _part(game, players, bots, start, stop, seed, options):
    # One thread per task: Ray runs as many tasks as there are cores.
    return urbs.sim_part(game, players, bots, start, stop, seed, options, threads=1)


def ray_sim(game, players, bots, games, seed=0, options=None, parts=None):
    """`urbs.sim(game, players, bots, games, seed, options)` on Ray:
    `parts` tasks (default four per core of the cluster)."""
    if parts is None:
        parts = 4 * max(1, int(ray.cluster_resources().get("CPU", 1)))
    parts = max(1, min(parts, games))
    bounds = [games * k // parts for k in range(parts + 1)]
    futures = [
        _part.remote(game, players, bots, a, b, seed, options)
        for a, b in zip(bounds, bounds[1:])
    ]
    return urbs.merge_sims(ray.get(futures))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="forsale")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--bots", default="greedy,random,random,random")
    ap.add_argument("--games", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--address", default=None, help="a Ray cluster (default: start one here)")
    ap.add_argument("--check", action="store_true", help="also run urbs.sim here and compare")
    args = ap.parse_args()
    ray.init(address=args.address)
    bots = args.bots.split(",")
    report = ray_sim(args.game, args.players, bots, args.games, args.seed)
    print(json.dumps(report))
    if args.check:
        local = urbs.sim(args.game, args.players, bots, args.games, args.seed)
        local.pop("elapsed_s")
        print("identical to urbs.sim:", local == report)


if __name__ == "__main__":
    main()

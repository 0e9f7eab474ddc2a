"""Steps per second on one core: urbs's AEC loop and vector environment
side by side with OpenSpiel's Python loops on comparable card games, in
one run (medians of interleaved rounds; ratios are what to quote). Time is
the process's CPU time, so other work on a shared machine slows the clock
but not the figures (much: it still shares the caches).

    taskset -c 0 python python/benchmarks/speed.py            # needs open_spiel
    taskset -c 0 python python/benchmarks/speed.py --seconds 3 --rounds 5 --json

A step is one player's decision. Every Python loop picks uniformly among
the legal actions with Python's `random` (the quickest pick there is), the
vector environment with NumPy over the whole batch:

- `openspiel <game> loop`: `state.legal_actions()`, a pick,
  `state.apply_action(a)`, chance outcomes sampled (the bare loop);
- `openspiel <game> loop + acting tensor`: the bare loop that also builds
  the acting player's tensor each step (its information state, as
  `rl_environment` hands out): the fair pair for urbs's AEC loop, which
  builds the acting seat's observation and mask;
- `openspiel <game> rl_environment`: OpenSpiel's RL environment
  (`open_spiel.python.rl_environment`), which builds every player's
  tensor each step (so it costs more than an agent needs);
- `urbs forsale aec`: `urbs.pettingzoo.forsale_v0.env()` with
  `agent_iter()` / `last()` / `step()`, the observation and mask taken
  from `last()`;
- `urbs forsale vector N`: `urbs.vector.VectorEnv` of N games in
  self-play (`seat="all"`: every decision is the policy's), stepped on one
  thread; the pick is vectorised over the batch (`urbs.vector.masked_random`);
  `copy=False` reuses one set of arrays instead of new ones each step;
  `first legal` plays the lowest legal id (`mask.argmax`), which costs next
  to nothing, to show what the environment itself costs;
- `urbs skyline aec` / `vector N`: the same on Skyline, whose 2,676 action
  ids make the widest mask of the four games.
"""

import argparse
import json
import random
import statistics
import time

import numpy as np

import urbs
from urbs.pettingzoo import forsale_v0, skyline_v0
from urbs.vector import VectorEnv, masked_random


ENVS = {"forsale": forsale_v0, "skyline": skyline_v0}


def timed(run, seconds):
    """Steps per second of `run(deadline)`, which returns its step count."""
    start = time.process_time()
    steps = run(start + seconds)
    return steps / (time.process_time() - start)


def openspiel_game(game_name):
    import pyspiel

    if game_name == "goofspiel":
        return pyspiel.load_game_as_turn_based(game_name)
    # Four players, as the rl_environment loop and the urbs loops play.
    return pyspiel.load_game(game_name, {"players": 4})


def openspiel_loop(game_name, observe=False):
    """The bare loop; with `observe`, it also builds the acting player's
    tensor each step (the information state where the game has one, as
    `rl_environment` hands out), and only that player's: the loop to set
    beside urbs's AEC loop, which builds the acting seat's observation."""
    game = openspiel_game(game_name)
    info_state = game.get_type().provides_information_state_tensor
    pick = random.Random(1)

    def run(deadline):
        steps = 0
        while time.process_time() < deadline:
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes, probs = zip(*state.chance_outcomes())
                    state.apply_action(pick.choices(outcomes, probs)[0])
                    continue
                if observe:
                    p = state.current_player()
                    if info_state:
                        state.information_state_tensor(p)
                    else:
                        state.observation_tensor(p)
                state.apply_action(pick.choice(state.legal_actions()))
                steps += 1
        return steps

    return run


def openspiel_rl(game_name):
    from open_spiel.python import rl_environment

    kwargs = {"players": 4} if game_name == "oh_hell" else {}
    env = rl_environment.Environment(game_name, **kwargs)
    pick = random.Random(1)

    def run(deadline):
        steps = 0
        while time.process_time() < deadline:
            ts = env.reset()
            while not ts.last():
                if env.is_turn_based:
                    p = ts.observations["current_player"]
                    action = [pick.choice(ts.observations["legal_actions"][p])]
                else:
                    action = [pick.choice(lg) for lg in ts.observations["legal_actions"]]
                ts = env.step(action)
                steps += len(action)
        return steps

    return run


def urbs_aec(players, game="forsale"):
    env = ENVS[game].env(players=players)
    pick = random.Random(1)

    def run(deadline):
        steps, seed = 0, 0
        while time.process_time() < deadline:
            env.reset(seed=seed)
            seed += 1
            for agent in env.agent_iter():
                obs, reward, term, trunc, info = env.last()
                if term or trunc:
                    env.step(None)
                    continue
                env.step(int(pick.choice(obs["action_mask"].nonzero()[0])))
                steps += 1
        return steps

    return run


def urbs_vector(players, n, copy, policy="random", game="forsale"):
    env = VectorEnv(game, n, players=players, seat="all", copy=copy)
    rng = np.random.default_rng(1)
    if policy == "random":
        choose = lambda mask: masked_random(mask, rng)  # noqa: E731
    else:
        choose = lambda mask: mask.argmax(axis=1)  # noqa: E731  the first legal id

    def run(deadline):
        obs, info = env.reset(seed=1)
        mask = info["action_mask"]
        steps = 0
        while time.process_time() < deadline:
            obs, reward, done, trunc, info = env.step(choose(mask))
            mask = info["action_mask"]
            steps += n
        return steps

    return run


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=2.0, help="per measurement")
    ap.add_argument("--rounds", type=int, default=3, help="interleaved rounds (median)")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--batch", type=int, default=256, help="games in the vector environment")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()

    loops = {}
    try:
        import pyspiel  # noqa: F401

        for g in ("goofspiel", "oh_hell"):
            loops[f"openspiel {g} loop"] = openspiel_loop(g)
            loops[f"openspiel {g} loop + acting tensor"] = openspiel_loop(g, observe=True)
            loops[f"openspiel {g} rl_environment"] = openspiel_rl(g)
    except ImportError:
        print("open_spiel is not installed (pip install open_spiel): urbs alone")
    loops["urbs forsale aec"] = urbs_aec(args.players)
    loops[f"urbs forsale vector {args.batch}"] = urbs_vector(args.players, args.batch, True)
    loops[f"urbs forsale vector {args.batch} copy=False"] = urbs_vector(args.players, args.batch, False)
    loops[f"urbs forsale vector {args.batch} copy=False, first legal"] = urbs_vector(
        args.players, args.batch, False, policy="first"
    )
    # Skyline's 2,676 action ids: the pick over a wide mask (masked_random
    # draws once per game, whatever the width).
    loops["urbs skyline aec"] = urbs_aec(args.players, "skyline")
    loops[f"urbs skyline vector {args.batch} copy=False"] = urbs_vector(
        args.players, args.batch, False, game="skyline"
    )

    rates = {name: [] for name in loops}
    for _ in range(args.rounds):
        for name, run in loops.items():
            rates[name].append(timed(run, args.seconds))
    medians = {name: statistics.median(r) for name, r in rates.items()}

    base = {k: v for k, v in medians.items() if k.startswith("openspiel")}
    if args.json:
        print(json.dumps({"steps_per_sec": medians, "rounds": rates}))
        return
    print(f"steps per CPU second, one core, median of {args.rounds} rounds of {args.seconds}s")
    width = max(map(len, medians))
    for name, rate in medians.items():
        print(f"  {name:<{width}}  {rate:>12,.0f}")
    if base:
        print("ratios (urbs / openspiel):")
        for u in (k for k in medians if k.startswith("urbs")):
            for b, rate in base.items():
                print(f"  {u} / {b}: {medians[u] / rate:.2f}")


if __name__ == "__main__":
    main()

"""Trains a masked PPO agent (sb3-contrib's MaskablePPO, on the CPU) to play
For Sale against `greedy` bots, saves it, and reports its win share in
seat-rotated tournaments against `greedy` and the ISMCTS levels, where the
trained agent takes its seat through `urbs.tournament` like any bot.

    pip install -r python/requirements-examples.txt   # torch, sb3-contrib, ...
    python python/examples/ppo_forsale.py --timesteps 300000 --save target/ppo-forsale
    python python/examples/ppo_forsale.py --load target/ppo-forsale --games 400

Training steps many games at once in Rust (`urbs.vector.VectorEnv`, seen
by Stable-Baselines3 through the small adapter below); the agent plays a
random seat of four, the other three are `greedy`.
"""

import argparse
import json
import time

import numpy as np
import torch
from sb3_contrib import MaskablePPO
from stable_baselines3.common.vec_env import VecEnv

import urbs
from urbs.vector import VectorEnv


class UrbsVecEnv(VecEnv):
    """`urbs.vector.VectorEnv` as a Stable-Baselines3 vector environment,
    with `action_masks` for MaskablePPO. Games that end start again at
    once, as SB3 expects; no game is ever cut short (no truncation)."""

    def __init__(self, venv):
        import gymnasium.spaces as spaces

        self.venv = venv
        self.render_mode = None
        obs_space = spaces.Box(-10.0, 10.0, (venv.observation_size,), np.float32)
        super().__init__(venv.num_envs, obs_space, spaces.Discrete(venv.actions))
        self._actions = None
        self._seed = 0

    def reset(self):
        obs, _ = self.venv.reset(seed=self._seed)
        return obs.copy()

    def step_async(self, actions):
        self._actions = actions

    def step_wait(self):
        obs, reward, done, _, _ = self.venv.step(self._actions)
        return obs.copy(), reward.copy(), done.copy(), [{} for _ in range(self.num_envs)]

    def seed(self, seed=None):
        self._seed = 0 if seed is None else seed
        return [self._seed] * self.num_envs

    def close(self):
        pass

    def get_attr(self, name, indices=None):
        return [getattr(self.venv, name, None)] * self.num_envs

    def set_attr(self, name, value, indices=None):
        setattr(self.venv, name, value)

    def env_method(self, name, *args, indices=None, **kwargs):
        if name == "action_masks":
            return list(self.venv.action_masks())
        raise AttributeError(name)

    def env_is_wrapped(self, wrapper_class, indices=None):
        return [False] * self.num_envs


def train(timesteps, seed, envs):
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


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--timesteps", type=int, default=300_000)
    ap.add_argument("--envs", type=int, default=32, help="games stepped at once while training")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--save", default="target/ppo-forsale")
    ap.add_argument("--load", default=None, help="evaluate a saved agent instead of training")
    ap.add_argument("--games", type=int, default=400, help="tournament games per opponent")
    ap.add_argument("--threads", type=int, default=1, help="torch threads (small nets train best on one)")
    ap.add_argument("--opponents", default="greedy,casual,strong,expert",
                    help="bots or levels (For Sale: beginner is greedy; casual, strong and "
                         "expert are ismcts:2000, :20000, :60000)")
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    if args.load:
        model = MaskablePPO.load(args.load, device="cpu")
        trained = None
    else:
        model, seconds = train(args.timesteps, args.seed, args.envs)
        model.save(args.save)
        trained = {"timesteps": args.timesteps, "seconds": round(seconds, 1), "saved": args.save}
        print(f"trained {args.timesteps} steps in {seconds:.0f}s; saved to {args.save}.zip", flush=True)
    results = evaluate(model, args.opponents.split(","), args.games, seed=args.seed + 1000)
    print(json.dumps({"training": trained, "tournaments": results}))


if __name__ == "__main__":
    main()

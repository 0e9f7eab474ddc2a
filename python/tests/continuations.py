"""What test_pickle.py plays on an object and on its copy (pickled in
another process, or deep-copied): the same moves, so the same results
when the copy is exact. Imported by the child process too."""

import numpy as np

import urbs
from urbs.vector import masked_random


def game(g):
    bot = urbs.bot("random", g.game, seed=3)
    for _ in range(20):
        if g.over:
            break
        seat = g.to_act[0]
        g.apply(seat, bot.choose(g, seat))
    return g.replay_json(), g.position(), g.log_json(), [g.observation(s) for s in range(g.players)]


def aec(env):
    rng = np.random.default_rng(5)
    seen = []
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        seen.append((agent, obs["observation"].copy(), reward, term, trunc))
        if term or trunc:
            env.step(None)
        else:
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return seen, env.unwrapped.game.replay_json()


def parallel(env):
    rng = np.random.default_rng(6)
    obs, seen = env._last_obs, []
    while env.agents:
        actions = {a: int(rng.choice(np.flatnonzero(o["action_mask"]))) if o["action_mask"].any() else 0
                   for a, o in obs.items()}
        obs, rewards, terms, truncs, _ = env.step(actions)
        seen.append(({a: o["observation"].copy() for a, o in obs.items()}, rewards, terms))
    return seen, env.game.replay_json()


def gym(env):
    rng = np.random.default_rng(7)
    mask, seen = env.unwrapped.action_masks(), []
    while True:
        obs, reward, term, trunc, info = env.step(int(rng.choice(np.flatnonzero(mask))))
        seen.append((obs.copy(), reward))
        mask = info["action_mask"]
        if term or trunc:
            return seen, env.unwrapped.game.replay_json()


def vector(env):
    rng = np.random.default_rng(8)
    seen = []
    for _ in range(40):
        obs, reward, done, _, info = env.step(masked_random(env.action_masks(), rng))
        finals = [f for f in info.get("final_obs", []) if f is not None]
        seen.append((obs.copy(), reward.copy(), done.copy(), [f.copy() for f in finals]))
    return seen


def bot(b):
    g = urbs.Game("forsale", players=4, seed=2)
    chosen = []
    while not g.over:
        seat = g.to_act[0]
        a = b.choose(g, seat)
        chosen.append(a.text)
        g.apply(seat, a)
    return chosen

"""Every object pickles and deep-copies, and the copy goes on exactly as
the original would: games (through their replays), the AEC, Parallel,
Gymnasium and vector environments mid-game (their seeds and the agents'
moves, played again), and bots (as made). Pickles are loaded in another
Python process, as multiprocessing and Ray do."""

import copy
import pickle
import subprocess
import sys
import warnings
from pathlib import Path

import gymnasium
import numpy as np
import pytest

import continuations
import urbs
import urbs.gym
from urbs.pettingzoo import forsale_v0, skyline_v0
from urbs.vector import VectorEnv, masked_random

TESTS = Path(__file__).resolve().parent

CHILD = f"""
import pickle, sys
sys.path.insert(0, {str(TESTS)!r})
import continuations
jobs = pickle.load(sys.stdin.buffer)
pickle.dump([getattr(continuations, name)(obj) for name, obj in jobs], sys.stdout.buffer)
"""


def in_another_process(jobs):
    """Pickles `jobs` ((continuation, object) pairs), loads them in a new
    Python process, plays each there and returns what it played."""
    done = subprocess.run(
        [sys.executable, "-c", CHILD], input=pickle.dumps(jobs), capture_output=True, check=False
    )
    assert done.returncode == 0, done.stderr.decode()
    return pickle.loads(done.stdout)


def same(a, b):
    """Deep equality of what the continuations return (NumPy arrays inside)."""
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return np.array_equal(a, b)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    return a == b


def mid_game_objects():
    """Each kind of object part way through a game, with its continuation."""
    rng = np.random.default_rng(1)
    g = urbs.Game("skyline", players=3, seed=4)
    continuations.game(g)  # 20 moves in
    world = g.sample(g.to_act[0], rng_seed=9)

    aec = forsale_v0.env(players=4)
    aec.reset(seed=3)
    for _ in range(7):
        obs = aec.observe(aec.agent_selection)
        aec.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))

    par = forsale_v0.parallel_env(players=3)
    par._last_obs, _ = par.reset(seed=4)

    gym = gymnasium.make("urbs/Skyline-v0", players=3, opponents="ismcts:30")
    _, info = gym.reset(seed=5)
    for _ in range(3):
        _, _, _, _, info = gym.step(int(np.flatnonzero(info["action_mask"])[0]))

    vec = VectorEnv("city", 6, players=3, seat="all", seed=2)
    _, info = vec.reset()
    for _ in range(25):
        _, _, _, _, info = vec.step(masked_random(info["action_mask"], rng))

    bot = urbs.bot("ismcts:40", "forsale", seed=11)
    return [("game", g), ("game", world), ("aec", aec), ("parallel", par), ("gym", gym),
            ("vector", vec), ("bot", bot)]


@pytest.fixture(autouse=True)
def quiet():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


def test_every_object_goes_on_alike_in_another_process_and_as_a_deep_copy():
    jobs = mid_game_objects()
    theirs = in_another_process(jobs)
    copies = [(name, copy.deepcopy(obj)) for name, obj in jobs]
    ours = [getattr(continuations, name)(obj) for name, obj in jobs]
    copied = [getattr(continuations, name)(obj) for name, obj in copies]
    for (name, _), mine, other, deep in zip(jobs, ours, theirs, copied):
        assert same(mine, other), f"{name}: the unpickled copy went otherwise"
        assert same(mine, deep), f"{name}: the deep copy went otherwise"


def test_a_copy_is_independent_and_a_bot_comes_back_as_made():
    g = urbs.Game("forsale", players=4, seed=1)
    c = pickle.loads(pickle.dumps(g))
    d = copy.deepcopy(g)
    c.apply(g.to_act[0], "pass")
    assert g.moves == 0 and d.moves == 0 and c.moves == 1
    assert d.replay_json() == g.replay_json()

    used = urbs.bot("random", "forsale", seed=4)
    continuations.bot(used)
    back = pickle.loads(pickle.dumps(used))
    assert (back.spec, back.seed) == ("random", 4)
    assert continuations.bot(back) == continuations.bot(urbs.bot("random", "forsale", seed=4))


def test_environments_pickle_before_their_first_reset_too():
    for env in (skyline_v0.env(), forsale_v0.parallel_env(), urbs.gym.UrbsEnv("city"),
                VectorEnv("forsale", 3)):
        back = pickle.loads(pickle.dumps(env))
        back.reset(seed=1)
        env.reset(seed=1)
        assert type(back) is type(env)


def test_an_episode_that_plays_again_otherwise_is_refused_and_says_why():
    """Loading plays the agents' moves again and compares the replay with
    the one pickled: a bot that thinks by the clock may choose otherwise,
    and then loading fails rather than hand back another game. Here the
    pickled replay is another game's, as such a bot would make it."""
    env = urbs.gym.UrbsEnv("forsale", players=3, seat=0, opponents="greedy")
    _, info = env.reset(seed=1)
    env.step(int(np.flatnonzero(info["action_mask"])[-1]))
    setup = env._episode.setup()
    assert urbs._pickle._episode(setup, env.game.replay_json()).table().replay_json() == \
        env.game.replay_json()
    env.reset(seed=2)
    with pytest.raises(ValueError, match="thinks by the clock"):
        urbs._pickle._episode(setup, env.game.replay_json())

"""The environments: PettingZoo (AEC and Parallel), Gymnasium and the
vector environment, checked with the frameworks' own test suites."""

import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, parallel_api_test, parallel_seed_test, seed_test

import urbs
import urbs.gym
from urbs.pettingzoo import city_v0, forsale_v0, metropolis_v0, skyline_v0
from urbs.vector import VectorEnv, masked_random

MODULES = [forsale_v0, skyline_v0, city_v0, metropolis_v0]


@pytest.fixture(autouse=True)
def quiet():
    # The frameworks warn about every Dict observation space, which is how
    # masked environments (PettingZoo's own chess) hand out their masks.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__.split(".")[-1])
def test_pettingzoo_api_and_seed_tests_pass(module):
    api_test(module.env(), num_cycles=300)
    seed_test(module.env, num_cycles=300)
    if hasattr(module, "parallel_env"):
        parallel_api_test(module.parallel_env(), num_cycles=300)
        parallel_seed_test(module.parallel_env)


def play_aec(env, seed, rng):
    env.reset(seed=seed)
    steps, total = 0, {}
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        total[agent] = total.get(agent, 0.0) + reward
        if term or trunc:
            env.step(None)
            continue
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        steps += 1
    return steps, total


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__.split(".")[-1])
def test_an_aec_game_pays_the_win_shares_at_the_end(module):
    env = module.env(players=3)
    steps, total = play_aec(env, 7, np.random.default_rng(1))
    assert steps > 10
    assert sum(total.values()) == pytest.approx(1.0)
    outcome = env.unwrapped.game.outcome
    assert [total[f"player_{s}"] for s in range(3)] == pytest.approx(outcome["wins"])
    env = module.env(players=3, reward="score")
    play_aec(env, 7, np.random.default_rng(1))
    assert env.unwrapped.game.outcome == outcome


def test_aec_simultaneous_choices_are_made_in_turn_and_stay_secret():
    """For Sale's sales: every seat chooses in secret. The AEC environment
    asks them one by one, and what the first chose is not in the
    observation of the next."""
    def to_the_sales(env):
        env.reset(seed=3)
        while not env.unwrapped.game.simultaneous:
            obs = env.observe(env.agent_selection)
            env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        return env

    seen = []
    for pick in (0, -1):
        env = to_the_sales(forsale_v0.env(players=3))
        first = env.agent_selection
        env.step(int(np.flatnonzero(env.observe(first)["action_mask"])[pick]))
        second = env.agent_selection
        assert second != first
        seen.append(env.observe(second)["observation"].copy())
    assert np.array_equal(seen[0], seen[1])


def test_the_parallel_env_takes_every_simultaneous_choice_in_one_step():
    env = forsale_v0.parallel_env(players=4)
    obs, _ = env.reset(seed=2)
    game = env.game
    while not game.simultaneous:
        actions = {a: int(np.flatnonzero(o["action_mask"])[0]) if o["action_mask"].any() else 0
                   for a, o in obs.items()}
        obs, *_ = env.step(actions)
    assert all(o["action_mask"].any() for o in obs.values())
    moves = game.moves
    obs, *_ = env.step({a: int(np.flatnonzero(o["action_mask"])[0]) for a, o in obs.items()})
    assert game.moves == moves + 4


def test_illegal_actions_play_the_first_legal_or_raise_and_change_nothing():
    env = forsale_v0.env(players=3)
    env.reset(seed=1)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    env.step(illegal)
    assert env.infos[agent] == {"illegal": True}
    assert env.unwrapped.game.replay()["actions"][0]["action"] == "pass"

    strict = forsale_v0.env(players=3, illegal="raise")
    strict.reset(seed=1)
    before = strict.unwrapped.game.replay()
    with pytest.raises(urbs.RuleError) as e:
        strict.step(illegal)
    assert e.value.rule == "FS-3"
    assert strict.unwrapped.game.replay() == before
    with pytest.raises(ValueError, match="reward"):
        forsale_v0.env(reward="money")


@pytest.mark.parametrize("game_id", urbs.GAMES)
def test_gymnasium_check_env_passes(game_id):
    env = gymnasium.make(urbs.gym.IDS[game_id], opponents="random")
    check_env(env.unwrapped, skip_render_check=True)


def test_a_gym_episode_against_greedy_bots_pays_the_seats_win_share():
    env = urbs.gym.UrbsEnv("forsale", players=4, seat=2, opponents="greedy")
    obs, info = env.reset(seed=5)
    rng = np.random.default_rng(0)
    done, steps = False, 0
    while not done:
        assert info["seat"] == 2 and env.action_masks().any()
        obs, reward, done, truncated, info = env.step(rng.choice(np.flatnonzero(info["action_mask"])))
        steps += 1
    game = env.game
    assert reward == pytest.approx(game.outcome["wins"][2])
    assert game.replay()["names"] == ["greedy", "greedy", "agent", "greedy"]
    assert 8 <= steps <= 20
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)
    with pytest.raises(ValueError, match="opponents"):
        urbs.gym.UrbsEnv("forsale", players=4, opponents=["greedy"])
    with pytest.raises(ValueError, match="unknown bot"):
        urbs.gym.UrbsEnv("forsale", opponents="genius")


def run_vector(env, seed, steps):
    rng = np.random.default_rng(seed)
    obs, info = env.reset(seed=seed)
    trace, ended = [obs.copy()], 0
    for _ in range(steps):
        obs, reward, done, trunc, info = env.step(masked_random(info["action_mask"], rng))
        trace.append(obs.copy())
        trace.append(reward.copy())
        ended += int(done.sum())
        for i in np.flatnonzero(done):
            assert info["rewards"][i].sum() == pytest.approx(1.0)
    return trace, ended, info


def test_the_vector_env_steps_every_game_alike_in_parallel_and_without_copies():
    env = VectorEnv("forsale", 16, players=4, opponents=["greedy", "random"], seed=1)
    a, ended, info = run_vector(env, 3, 80)
    assert ended > 16
    assert a[0].shape == (16, urbs.spaces("forsale").observation)
    assert info["action_mask"].shape == (16, urbs.spaces("forsale").actions)
    for kw in ({"parallel": True}, {"copy": False}):
        b, _, _ = run_vector(VectorEnv("forsale", 16, opponents=["greedy", "random"], **kw), 3, 80)
        assert all(np.array_equal(x, y) for x, y in zip(a, b)), kw


def test_without_copies_the_arrays_are_one_set_overwritten():
    env = VectorEnv("forsale", 4, opponents="random", copy=False)
    obs, info = env.reset(seed=2)
    first = obs.copy()
    again, *_ = env.step(masked_random(info["action_mask"], np.random.default_rng(1)))
    assert again is obs and not np.array_equal(obs, first)


def test_the_vector_env_plays_a_fixed_seat_or_every_seat():
    env = VectorEnv("skyline", 4, players=3, seat=1, opponents="random")
    _, _, info = run_vector(env, 2, 30)
    assert (info["seat"] == 1).all()
    env = VectorEnv("city", 4, players=3, seat="all")
    _, _, info = run_vector(env, 2, 30)
    assert len(set(info["seat"])) > 1


@pytest.mark.parametrize("copy", [True, False])
def test_the_vector_env_refuses_an_illegal_step_and_changes_nothing(copy):
    env = VectorEnv("forsale", 4, opponents="random", copy=copy)
    obs, info = env.reset(seed=1)
    before = obs.copy()
    actions = masked_random(info["action_mask"], np.random.default_rng(0))
    actions[2] = int(np.flatnonzero(info["action_mask"][2] == 0)[0])
    with pytest.raises(ValueError, match="game 2"):
        env.step(actions)
    assert np.array_equal(obs, before)
    actions[2] = int(np.flatnonzero(info["action_mask"][2])[0])
    again, _, _, _, _ = env.step(actions)
    fresh = VectorEnv("forsale", 4, opponents="random")
    fresh.reset(seed=1)
    same, _, _, _, _ = fresh.step(actions)
    assert np.array_equal(again, same)


def test_masked_random_picks_only_set_columns_and_each_of_them():
    mask = np.array([[0, 1, 0, 1], [1, 0, 0, 0], [0, 0, 1, 1]], dtype=np.int8)
    rng = np.random.default_rng(4)
    picks = np.array([masked_random(mask, rng) for _ in range(200)])
    for row in range(3):
        assert set(picks[:, row]) == set(np.flatnonzero(mask[row]))

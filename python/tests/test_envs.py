"""The environments: PettingZoo (AEC and Parallel), Gymnasium and the
vector environment, checked with the frameworks' own test suites."""

import importlib
import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from gymnasium.vector import AutoresetMode
from gymnasium.wrappers.vector import ClipReward, RecordEpisodeStatistics
from pettingzoo.test import api_test, parallel_api_test, parallel_seed_test, seed_test
pz_state = importlib.import_module("pettingzoo.test.state_test")  # its test_* are not ours

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


def test_masked_random_draws_once_per_row_not_once_per_action():
    # Issue 34 (5): drawing per action made the cost grow with batch x
    # actions (Skyline's 2,676 ids); one draw per row picks among its set columns.
    class Counting:
        def __init__(self):
            self.rng, self.drawn = np.random.default_rng(1), 0

        def random(self, size=None, dtype=np.float64):
            self.drawn += int(np.prod(size))
            return self.rng.random(size, dtype=dtype)

    mask = np.zeros((8, urbs.spaces("skyline").actions), dtype=np.int8)
    mask[:, [5, 372, 2000]] = 1
    rng = Counting()
    picks = masked_random(mask, rng)
    assert rng.drawn == 8
    assert set(picks) <= {5, 372, 2000}
    counts = np.bincount(
        np.concatenate([masked_random(mask, np.random.default_rng(s)) for s in range(100)]),
        minlength=2001)[[5, 372, 2000]]
    assert counts.min() > 800 / 3 * 0.8    # about uniform: 800 picks over 3 columns


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__.split(".")[-1])
def test_pettingzoo_state_tests_pass(module):
    if hasattr(module, "parallel_env"):
        pz_state.state_test(module.env(), module.parallel_env(), num_cycles=50)
    else:
        pz_state.test_state_space(module.env())
        pz_state.test_state(module.env(), 50)


def test_the_state_is_every_seats_observation_hidden_hands_included():
    env = forsale_v0.env(players=3)
    env.reset(seed=2)
    game = env.unwrapped.game
    state = env.state()
    d = urbs.spaces("forsale").observation
    assert env.state_space.shape == state.shape == (3 * d,)
    for seat in range(3):
        assert np.array_equal(state[seat * d:(seat + 1) * d], game.observation(seat))
    par = forsale_v0.parallel_env(players=3)
    par.reset(seed=2)
    assert np.array_equal(par.state(), state)


def play_parallel(env, seed):
    rng = np.random.default_rng(seed)
    obs, _ = env.reset(seed=seed)
    steps, truncs = 0, {}
    while env.agents:
        actions = {a: int(rng.choice(np.flatnonzero(o["action_mask"]))) if o["action_mask"].any() else 0
                   for a, o in obs.items()}
        obs, rewards, terms, truncs, _ = env.step(actions)
        steps += 1
    return steps, rewards, terms, truncs


@pytest.mark.parametrize("module", [forsale_v0, city_v0], ids=["forsale_v0", "city_v0"])
def test_max_cycles_cuts_the_game_short_at_the_same_point_in_both_forms(module):
    """A cycle is one round of decisions: one Parallel step, and in the AEC
    form the steps that make it (one seat's turn, or every secret choice of
    a simultaneous one). Cut short, every agent is truncated, unpaid."""
    steps, rewards, terms, truncs = play_parallel(module.parallel_env(players=3, max_cycles=6), 4)
    assert steps == 6
    assert all(truncs.values()) and not any(terms.values())
    assert set(rewards.values()) == {0.0}
    full, *_ = play_parallel(module.parallel_env(players=3), 4)
    assert full > 6

    cut = module.raw_env(players=3, max_cycles=6)
    whole = module.raw_env(players=3)
    cut.reset(seed=4)
    whole.reset(seed=4)
    rng = np.random.default_rng(4)
    while not cut.truncations[cut.agent_selection]:
        assert cut.agent_selection == whole.agent_selection
        action = int(rng.choice(np.flatnonzero(cut.observe(cut.agent_selection)["action_mask"])))
        cut.step(action)
        whole.step(action)
    assert all(cut.truncations.values()) and not any(cut.terminations.values())
    assert not cut.unwrapped.game.over
    played = cut.unwrapped.game.moves
    for agent in list(cut.agents):
        assert cut._cumulative_rewards[agent] == 0.0
        cut.step(None)
    assert cut.agents == []
    # The same moves leave the uncut game running at the same point.
    assert whole.game.moves == played and not whole.game.over


def test_pettingzoo_max_cycles_test_on_its_parallel_half():
    """PettingZoo's max_cycles_test: the Parallel form stops after exactly
    max_cycles steps. (Its AEC half counts one turn per agent per cycle,
    which turn-based auctions do not give; see docs/python.md.)"""
    env = forsale_v0.parallel_env(max_cycles=4)
    env.reset()
    steps = 0
    while env.agents:
        env.step({a: env.action_space(a).sample() for a in env.agents})
        steps += 1
    assert steps == 4


def test_environments_refuse_a_player_count_when_made_not_at_reset():
    for make in (lambda: forsale_v0.env(players=9), lambda: forsale_v0.parallel_env(players=2),
                 lambda: skyline_v0.raw_env(players=7),
                 lambda: gymnasium.make("urbs/ForSale-v0", players=9),
                 lambda: urbs.gym.UrbsEnv("city", players=1),
                 lambda: VectorEnv("forsale", 4, players=6)):
        with pytest.raises(ValueError, match=r"is played by \d to \d players, not \d"):
            make()
    with pytest.raises(ValueError, match="max_cycles"):
        forsale_v0.env(max_cycles=0)


def test_stepping_a_live_agent_with_none_is_a_clear_error_and_changes_nothing():
    env = forsale_v0.env(players=3)
    env.reset(seed=1)
    agent = env.agent_selection
    with pytest.raises(ValueError, match=f"{agent} must act now: give it an action id, not None"):
        env.step(None)
    assert env.agent_selection == agent and env.unwrapped.game.moves == 0
    par = forsale_v0.parallel_env(players=3)
    par.reset(seed=1)
    with pytest.raises(ValueError, match="must act now"):
        par.step({a: None for a in par.agents})
    assert par.game.moves == 0


def test_the_vector_env_is_a_gymnasium_vector_env_with_its_spaces():
    env = VectorEnv("skyline", 5, players=3, opponents="random")
    sp = urbs.spaces("skyline")
    assert isinstance(env, gymnasium.vector.VectorEnv)
    assert env.metadata["autoreset_mode"] is AutoresetMode.SAME_STEP
    assert env.single_observation_space.shape == (sp.observation,)
    assert env.single_action_space == gymnasium.spaces.Discrete(sp.actions)
    assert env.observation_space.shape == (5, sp.observation)
    assert env.action_space == gymnasium.spaces.MultiDiscrete([sp.actions] * 5)
    obs, info = env.reset(seed=3, options={})
    assert env.observation_space.contains(obs)
    with pytest.raises(ValueError, match="reset takes no options"):
        env.reset(options={"mode": 1})
    env.close()
    assert env.closed
    with pytest.raises(RuntimeError, match="reset"):
        env.step(np.zeros(5, dtype=np.int64))


def test_vector_seeds_deal_game_i_from_seed_plus_i_or_a_list_and_fresh_when_unseeded():
    env = VectorEnv("forsale", 3, opponents="random")
    a, _ = env.reset(seed=5)
    b, _ = env.reset(seed=[5, 6, 7])
    c, _ = env.reset(seed=[7, 6, 5])
    assert np.array_equal(a, b) and np.array_equal(a[::-1], c)
    d, _ = env.reset(seed=[None, 6, None])
    assert np.array_equal(d[1], a[1])
    fresh = [VectorEnv("forsale", 8, opponents="random").reset()[0] for _ in range(2)]
    assert not np.array_equal(fresh[0], fresh[1])
    again, _ = env.reset()
    assert not np.array_equal(again, a)
    with pytest.raises(ValueError, match="2 seeds for 3 games"):
        env.reset(seed=[1, 2])


def test_an_ended_game_hands_back_its_last_observation_in_the_same_step():
    sp = urbs.spaces("forsale")
    to_act = sp.field("to_act").slice
    env = VectorEnv("forsale", 4, players=3, seat=1, opponents="random")
    obs, info = env.reset(seed=1)
    rng, ended = np.random.default_rng(2), 0
    for _ in range(60):
        before = info["seat"].copy()
        obs, reward, done, trunc, info = env.step(masked_random(info["action_mask"], rng))
        assert not trunc.any()
        if not done.any():
            assert "final_obs" not in info
            continue
        assert np.array_equal(info["_final_obs"], done) and np.array_equal(info["_final_info"], done)
        for i in range(4):
            final = info["final_obs"][i]
            if not done[i]:
                assert final is None
                continue
            ended += 1
            assert final.shape == (sp.observation,) and final.dtype == np.float32
            assert final[to_act][0] == 0 and obs[i][to_act][0] == 1  # over; a new game waits
            assert info["final_info"]["seat"][i] == before[i] == 1
            assert reward[i] == info["final_info"]["rewards"][i][1]
    assert ended >= 4


def test_gymnasium_vector_wrappers_take_the_vector_env():
    env = ClipReward(RecordEpisodeStatistics(VectorEnv("forsale", 4, players=4, opponents="random")),
                     max_reward=0.5)
    obs, info = env.reset(seed=4)
    rng, lengths, episodes = np.random.default_rng(3), np.zeros(4, dtype=int), 0
    for _ in range(80):
        obs, reward, done, _, info = env.step(masked_random(info["action_mask"], rng))
        lengths += 1
        assert reward.max() <= 0.5
        if done.any():
            stats = info["episode"]
            for i in np.flatnonzero(done):
                episodes += 1
                assert stats["l"][i] == lengths[i]
                assert stats["r"][i] == pytest.approx(info["rewards"][i][info["final_info"]["seat"][i]])
            lengths[done] = 0
    assert episodes >= 4

"""urbs.sb3: the vector environment as a Stable-Baselines3 VecEnv, trained
on by sb3-contrib's MaskablePPO. Needs torch, so it runs in its own
virtualenv (scripts/test-python-sb3.sh), not in the main suite."""

import numpy as np
from sb3_contrib import MaskablePPO
from stable_baselines3.common.vec_env import VecMonitor

import urbs
from urbs.sb3 import UrbsVecEnv
from urbs.vector import VectorEnv


def test_maskable_ppo_learns_a_few_thousand_steps_on_legal_actions_only():
    env = VecMonitor(UrbsVecEnv("forsale", num_envs=8, players=4, opponents="random"))
    env.seed(1)
    model = MaskablePPO("MlpPolicy", env, n_steps=64, batch_size=128, n_epochs=2, seed=1,
                        device="cpu", policy_kwargs={"net_arch": [32]})
    model.learn(2048)
    assert model.num_timesteps >= 2048
    # Games ended and were counted (VecMonitor reads SB3's dones).
    assert len(model.ep_info_buffer) > 20
    assert all(0.0 <= e["r"] <= 1.0 for e in model.ep_info_buffer)
    obs = env.reset()
    masks = env.env_method("action_masks")
    actions, _ = model.predict(obs, action_masks=np.stack(masks))
    assert all(m[a] for m, a in zip(masks, actions))


def test_an_ended_game_leaves_its_last_observation_and_seeds_fix_the_games():
    runs = []
    for _ in range(2):
        env = UrbsVecEnv(VectorEnv("skyline", 3, players=3, opponents="random"))
        env.seed(4)
        obs, rng, ended, trace = env.reset(), np.random.default_rng(1), 0, []
        trace.append(obs)
        for _ in range(200):
            masks = env.action_masks()
            env.step_async(np.array([rng.choice(np.flatnonzero(m)) for m in masks]))
            obs, reward, done, infos = env.step_wait()
            trace.append(obs)
            for i in np.flatnonzero(done):
                final = infos[i]["terminal_observation"]
                assert final.shape == obs[i].shape and not np.array_equal(final, obs[i])
                ended += 1
            assert all(info["TimeLimit.truncated"] is False for info in infos)
        assert ended >= 3
        runs.append(trace)
    assert all(np.array_equal(a, b) for a, b in zip(*runs))
    assert urbs.spaces("skyline").observation == runs[0][0].shape[1]

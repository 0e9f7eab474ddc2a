"""`urbs.vector.VectorEnv` for Stable-Baselines3 and sb3-contrib's
`MaskablePPO`, as an SB3 `VecEnv` (needs stable-baselines3; the package
does not depend on it):

    from sb3_contrib import MaskablePPO
    from urbs.sb3 import UrbsVecEnv
    env = UrbsVecEnv("forsale", num_envs=32, players=4, opponents="greedy")
    model = MaskablePPO("MlpPolicy", env, seed=1).learn(100_000)

Games that end start again in the same step, as SB3 expects; the ended
game's last observation is `infos[i]["terminal_observation"]`. No game is
cut short (`TimeLimit.truncated` is always False). `action_masks()` and
`env_method("action_masks")` give the legal actions MaskablePPO reads.
"""

import numpy as np
from stable_baselines3.common.vec_env import VecEnv

from .vector import VectorEnv


class UrbsVecEnv(VecEnv):
    """An SB3 `VecEnv` over a `VectorEnv`: give one, or `VectorEnv`'s
    arguments (`UrbsVecEnv("forsale", num_envs=32, ...)`). `seed(s)` before
    `reset()` deals game `i` from `s + i`; unseeded resets deal afresh."""

    def __init__(self, env, *args, **kwargs):
        if not isinstance(env, VectorEnv):
            env = VectorEnv(env, *args, **kwargs)
        elif args or kwargs:
            raise TypeError("give a VectorEnv, or VectorEnv's arguments, not both")
        self.venv = env
        self.render_mode = None
        super().__init__(env.num_envs, env.single_observation_space, env.single_action_space)
        self._actions = None

    def reset(self):
        seeds = self._seeds if any(s is not None for s in self._seeds) else None
        obs, _ = self.venv.reset(seed=seeds)
        self._reset_seeds()
        self.reset_infos = [{} for _ in range(self.num_envs)]
        return obs.copy()

    def step_async(self, actions):
        self._actions = actions

    def step_wait(self):
        obs, reward, done, _, info = self.venv.step(self._actions)
        infos = [{"TimeLimit.truncated": False} for _ in range(self.num_envs)]
        if "final_obs" in info:
            for i in np.flatnonzero(info["_final_obs"]):
                infos[i]["terminal_observation"] = info["final_obs"][i]
        return obs.copy(), reward.astype(np.float32), done.copy(), infos

    def action_masks(self):
        """The legal actions of every game, `(num_envs, actions)` booleans."""
        return self.venv.action_masks()

    def close(self):
        self.venv.close()

    def get_attr(self, name, indices=None):
        return [getattr(self, name) if name == "action_masks" else getattr(self.venv, name)] * len(
            self._get_indices(indices)
        )

    def set_attr(self, name, value, indices=None):
        setattr(self.venv, name, value)

    def env_method(self, method_name, *args, indices=None, **kwargs):
        if method_name == "action_masks":
            masks = self.action_masks()
            return [masks[i] for i in self._get_indices(indices)]
        raise AttributeError(f"the games have no method {method_name!r} (only action_masks)")

    def env_is_wrapped(self, wrapper_class, indices=None):
        return [False] * len(self._get_indices(indices))

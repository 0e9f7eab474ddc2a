"""The Ray example gives the single-machine run's figures."""

import importlib.util
from pathlib import Path

import ray

import urbs

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "ray_sim.py"


def load_example():
    spec = importlib.util.spec_from_file_location("ray_sim", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_simulation_on_ray_is_the_one_machine_run():
    example = load_example()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        bots = ["greedy", "random", "random"]
        report = example.ray_sim("skyline", 3, bots, games=60, seed=7, parts=7)
    finally:
        ray.shutdown()
    local = urbs.sim("skyline", 3, bots, games=60, seed=7)
    local.pop("elapsed_s")
    assert report == local

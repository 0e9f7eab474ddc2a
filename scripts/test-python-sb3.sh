#!/usr/bin/env bash
# Builds the Python package into target/pyenv-examples (the examples'
# virtualenv: torch, Stable-Baselines3, sb3-contrib, pinned in
# python/requirements-examples.txt; torch's Linux wheel brings its CUDA
# libraries, some 5 GB installed) and runs python/tests_sb3, which trains
# MaskablePPO on urbs.sb3 for a few thousand steps. Kept out of
# scripts/test-python.sh's default run so that CI need not install torch.
set -euo pipefail
cd "$(dirname "$0")/.."
URBS_PYENV=target/pyenv-examples \
    URBS_PYREQ=python/requirements-examples.txt \
    URBS_PYTESTS=python/tests_sb3 \
    exec scripts/test-python.sh

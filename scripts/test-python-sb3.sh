#!/usr/bin/env bash
# Builds the Python package into target/pyenv-examples (the examples'
# virtualenv: torch, Stable-Baselines3, sb3-contrib, pinned in
# python/requirements-examples.txt; torch's Linux wheel brings its CUDA
# libraries, some 5 GB installed) and runs python/tests_sb3, which trains
# MaskablePPO on urbs.sb3 for a few thousand steps. Kept out of
# scripts/test-python.sh so that CI need not install torch.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=target/pyenv-examples
python="${PYTHON:-python3}"
[[ -x "$venv/bin/python" ]] || "$python" -m venv "$venv"
req=python/requirements-examples.txt
stamp="$venv/.requirements-examples"
if ! cmp -s "$req" "$stamp"; then
    "$venv/bin/python" -m pip install -q --disable-pip-version-check -r "$req"
    cp "$req" "$stamp"
fi
CARGO_TARGET_DIR="$PWD/target/python" VIRTUAL_ENV="$PWD/$venv" \
    "$venv/bin/maturin" develop --release --locked -q -m python/Cargo.toml
"$venv/bin/python" -m pytest -q python/tests_sb3

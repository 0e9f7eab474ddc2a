#!/usr/bin/env bash
# Builds the Python package (python/, PyO3 + maturin) into a virtualenv under
# target/pyenv and runs its pytest suite. Called at the end of scripts/test.sh.
# Installs maturin and pytest with pip when they are missing. The extension
# has its own lock file (python/Cargo.lock) and target dir (target/python).
set -euo pipefail
cd "$(dirname "$0")/.."

venv=target/pyenv
python="${PYTHON:-python3}"
[[ -x "$venv/bin/python" ]] || "$python" -m venv "$venv"
for pkg in maturin pytest; do
    "$venv/bin/python" -m pip show -q "$pkg" >/dev/null 2>&1 \
        || "$venv/bin/python" -m pip install -q "$pkg"
done
CARGO_TARGET_DIR="$PWD/target/python" VIRTUAL_ENV="$PWD/$venv" \
    "$venv/bin/maturin" develop --release --locked -q -m python/Cargo.toml
# pytest exits 5 when it collected no tests; set -e makes that a failure.
"$venv/bin/python" -m pytest -q python/tests

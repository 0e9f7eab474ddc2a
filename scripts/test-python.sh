#!/usr/bin/env bash
# Builds the Python package (python/, PyO3 + maturin) into a virtualenv under
# target/pyenv and runs its pytest suite. Called at the end of scripts/test.sh.
# Installs what the tests need (python/requirements-test.txt, pinned) from
# PyPI when it is missing. The extension has its own lock file
# (python/Cargo.lock) and target dir (target/python).
# URBS_PYENV, URBS_PYREQ and URBS_PYTESTS name another virtualenv, pins and
# test folder (scripts/test-python-sb3.sh uses them).
set -euo pipefail
cd "$(dirname "$0")/.."

venv="${URBS_PYENV:-target/pyenv}"
python="${PYTHON:-python3}"
[[ -x "$venv/bin/python" ]] || "$python" -m venv "$venv"
req="${URBS_PYREQ:-python/requirements-test.txt}"
stamp="$venv/.$(basename "$req" .txt)"
# pip is only asked when the pins changed since the last install.
if ! cmp -s "$req" "$stamp"; then
    "$venv/bin/python" -m pip install -q --disable-pip-version-check -r "$req"
    cp "$req" "$stamp"
fi
CARGO_TARGET_DIR="$PWD/target/python" VIRTUAL_ENV="$PWD/$venv" \
    "$venv/bin/maturin" develop --release --locked -q -m python/Cargo.toml
# The tests compare with the command line (after scripts/test.sh's cargo
# tests this build is already done).
cargo build -q --locked -p urbs
# pytest exits 5 when it collected no tests; set -e makes that a failure.
"$venv/bin/python" -m pytest -q "${URBS_PYTESTS:-python/tests}"

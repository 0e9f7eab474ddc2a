#!/usr/bin/env bash
# Builds the Python package (python/, PyO3 + maturin) as its abi3 wheel,
# installs it into a virtualenv under target/pyenv and runs its pytest
# suite; then installs the same wheel into a new, clean virtualenv with no
# Rust toolchain on the PATH and runs a smoke test there (what a user of
# the wheel gets). scripts/test.sh runs it beside the cargo tests.
# Installs what the tests need (python/requirements-test.txt, pinned) from
# PyPI when it is missing (scripts/test-deps.sh). The extension has its own lock file
# (python/Cargo.lock) and target dir (target/python).
# URBS_PYENV, URBS_PYREQ and URBS_PYTESTS name another virtualenv, pins and
# test folder (scripts/test-python-sb3.sh uses them).
set -euo pipefail
cd "$(dirname "$0")/.."

venv="${URBS_PYENV:-target/pyenv}"
python="${PYTHON:-python3}"
scripts/test-deps.sh python
# One optimised build: the wheel, which both virtualenvs install. Its
# profile (python/Cargo.toml, `wheel-test`) is the release profile without
# whole-program LTO: the same code in less build time; `maturin build
# --release` makes the wheel people install.
wheels="$PWD/target/wheels"
rm -rf "$wheels"
CARGO_TARGET_DIR="$PWD/target/python" \
    "$venv/bin/maturin" build --profile wheel-test --locked -q -m python/Cargo.toml --out "$wheels"
wheel=$(ls "$wheels"/urbs-*-abi3-*.whl)
"$venv/bin/python" -m pip install -q --disable-pip-version-check \
    --force-reinstall --no-deps "$wheel"
# The tests compare with the command line and start `urbs serve`: the
# binary URBS_BIN names (scripts/test.sh passes the one its cargo tests
# built), else target/debug/urbs, built here.
if [[ -z "${URBS_BIN:-}" ]]; then
    cargo build -q --locked -p urbs
fi
# pytest exits 5 when it collected no tests; set -e makes that a failure.
"$venv/bin/python" -m pytest -q "${URBS_PYTESTS:-python/tests}"

# The wheel alone: a new virtualenv from the real interpreter (not a
# pyenv shim, which needs its PATH), the wheel and NumPy from PyPI (pip's
# cache after the first run), and a PATH without cargo or rustc (pip's
# own settings, certificates and mirrors, stay).
clean="$PWD/target/pyenv-wheel"
rm -rf "$clean"
real=$("$python" -c 'import sys; print(sys.executable)')
"$real" -m venv "$clean"
bare=(env -u CARGO_HOME -u RUSTUP_HOME -u VIRTUAL_ENV PATH=/usr/bin:/bin)
"${bare[@]}" "$clean/bin/python" -m pip install -q --disable-pip-version-check \
    "$wheel" "$(grep '^numpy==' python/requirements-test.txt)"
(cd "$clean" && "${bare[@]}" bin/python "$OLDPWD/python/tests/wheel_smoke.py")

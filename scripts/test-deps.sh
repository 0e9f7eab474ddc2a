#!/usr/bin/env bash
# Installs what the tests need from the package registries, when it is
# missing: axe-core for the browser tests (npm, pinned by its lock file,
# into crates/web/tests/e2e/axe) and the Python test virtualenv (pip, pinned
# by python/requirements-test.txt, into target/pyenv). Quick when both are
# already there. scripts/test.sh and scripts/test-python.sh call it; .ci/run
# calls it early, in the background, so the downloads overlap the build.
#   scripts/test-deps.sh [all|axe|python]   (default: all)
# URBS_PYENV and URBS_PYREQ name another virtualenv and pins (as in
# scripts/test-python.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-all}"

if [[ "$what" == all || "$what" == axe ]]; then
    axe=crates/web/tests/e2e/axe
    if [[ ! -f "$axe/node_modules/axe-core/axe.min.js" ]]; then
        echo "scripts/test-deps.sh: installing axe-core for the browser tests (npm ci in $axe)"
        (cd "$axe" && npm ci --no-audit --no-fund)
    fi
fi

if [[ "$what" == all || "$what" == python ]]; then
    venv="${URBS_PYENV:-target/pyenv}"
    python="${PYTHON:-python3}"
    [[ -x "$venv/bin/python" ]] || "$python" -m venv "$venv"
    req="${URBS_PYREQ:-python/requirements-test.txt}"
    stamp="$venv/.$(basename "$req" .txt)"
    # pip is only asked when the pins changed since the last install.
    if ! cmp -s "$req" "$stamp"; then
        echo "scripts/test-deps.sh: installing $req into $venv"
        "$venv/bin/python" -m pip install -q --disable-pip-version-check -r "$req"
        cp "$req" "$stamp"
    fi
fi

#!/usr/bin/env bash
# Installs what the build and the tests need, when it is missing. Quick when
# everything is already there.
#   scripts/test-deps.sh [all|build|debian|axe|python]   (default: all)
# - build: the Debian packages the build needs: pkg-config and libssl-dev
#   (the notification tests' SMTP server, mailin-embedded, and their Web
#   Push decryption, ece, build against OpenSSL; the server itself does not).
# - debian: the Debian packages only the tests need: postgresql (the
#   server's PostgreSQL tests start a throwaway cluster), chromium and
#   chromium-driver (the browser tests), npm (axe-core), python3-venv (the
#   Python package's tests).
# - axe: axe-core for the browser tests (npm, pinned by its lock file, into
#   crates/web/tests/e2e/axe).
# - python: the Python test virtualenv (pip, pinned by
#   python/requirements-test.txt, into target/pyenv).
# - all: every part above.
# Debian packages are installed with apt-get, as root or through sudo; without
# either, the script names the missing packages and fails. scripts/test.sh
# calls it; .ci/run calls `build` first, then `all` in the background, so the
# downloads overlap the build.
# URBS_PYENV and URBS_PYREQ name another virtualenv and pins (as in
# scripts/test-python.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
what="${1:-all}"
case "$what" in
    all | build | debian | axe | python) ;;
    *)
        echo "scripts/test-deps.sh: unknown part '$what' (all, build, debian, axe, python)" >&2
        exit 2
        ;;
esac
want() { [[ "$what" == all || "$what" == "$1" ]]; }

# Installs the Debian packages named, with apt-get.
apt_install() {
    local sudo=()
    if [[ "$(id -u)" != 0 ]]; then
        if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
            sudo=(sudo -n)
        else
            echo "scripts/test-deps.sh: missing Debian packages: $*" >&2
            echo "  install them as root: apt-get install -y $*" >&2
            exit 1
        fi
    fi
    echo "scripts/test-deps.sh: apt-get install $*"
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

if want build; then
    need=()
    command -v pkg-config >/dev/null || need+=(pkg-config)
    pkg-config --exists openssl 2>/dev/null || need+=(libssl-dev)
    ((${#need[@]} == 0)) || apt_install "${need[@]}"
fi

if want debian; then
    need=()
    compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || command -v initdb >/dev/null \
        || need+=(postgresql)
    command -v chromium >/dev/null || need+=(chromium)
    command -v chromedriver >/dev/null || need+=(chromium-driver)
    command -v npm >/dev/null || need+=(npm)
    command -v python3 >/dev/null || need+=(python3)
    python3 -c 'import ensurepip' 2>/dev/null || need+=(python3-venv)
    ((${#need[@]} == 0)) || apt_install "${need[@]}"
fi

if want axe; then
    axe=crates/web/tests/e2e/axe
    if [[ ! -f "$axe/node_modules/axe-core/axe.min.js" ]]; then
        echo "scripts/test-deps.sh: installing axe-core for the browser tests (npm ci in $axe)"
        (cd "$axe" && npm ci --no-audit --no-fund)
    fi
fi

if want python; then
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

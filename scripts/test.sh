#!/usr/bin/env bash
# Runs the whole test suite, the PostgreSQL half included.
#
# Unless URBS_TEST_POSTGRES already names a server, this starts a throwaway
# PostgreSQL cluster (initdb + pg_ctl from /usr/lib/postgresql/*/bin, as the
# `postgres` user when run as root) in a temporary directory on a free
# loopback port, exports its URL as URBS_TEST_POSTGRES, runs
# `cargo test --workspace` (extra arguments are passed on), and removes the
# cluster afterwards. Then scripts/test-python.sh builds and tests the Python
# package.
#
# Needs the Debian package `postgresql` (or any PostgreSQL >= 12 whose
# initdb/pg_ctl are under /usr/lib/postgresql/*/bin or on PATH), and npm (for
# axe-core, installed into crates/web/tests/e2e/axe when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

# The browser tests check every page with axe-core, an npm package pinned by
# its lock file and installed for the tests only.
scripts/test-deps.sh axe

if [[ -n "${URBS_TEST_POSTGRES:-}" ]]; then
    cargo test --workspace --locked "$@"
    exec scripts/test-python.sh
fi

bindir=""
for d in /usr/lib/postgresql/*/bin; do
    [[ -x "$d/initdb" ]] && bindir="$d"
done
if [[ -z "$bindir" ]] && command -v initdb >/dev/null; then
    bindir="$(dirname "$(command -v initdb)")"
fi
if [[ -z "$bindir" ]]; then
    echo "scripts/test.sh: PostgreSQL is not installed (no initdb found)." >&2
    echo "  Debian/Ubuntu: apt-get install -y postgresql" >&2
    echo "  Or set URBS_TEST_POSTGRES=postgres://USER@HOST:PORT/DB to use a running server." >&2
    exit 1
fi

tmp="$(mktemp -d /tmp/urbs-pg.XXXXXX)"
run_pg() {
    if [[ "$(id -u)" == 0 ]]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}
if [[ "$(id -u)" == 0 ]]; then
    chown postgres: "$tmp"
fi

# A free port: a random one that nothing answers on.
port=""
for _ in $(seq 50); do
    candidate=$((20000 + RANDOM % 30000))
    if ! (echo >"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; then
        port="$candidate"
        break
    fi
done
[[ -n "$port" ]] || { echo "scripts/test.sh: no free port found" >&2; exit 1; }

cleanup() {
    run_pg "$bindir/pg_ctl" -D "$tmp/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$tmp"
}
trap cleanup EXIT

run_pg "$bindir/initdb" -D "$tmp/data" -U postgres --auth=trust --no-sync >"$tmp/initdb.log" 2>&1 \
    || { cat "$tmp/initdb.log" >&2; exit 1; }
run_pg "$bindir/pg_ctl" -D "$tmp/data" -l "$tmp/postgres.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $tmp -c max_connections=300 -c fsync=off" start >/dev/null \
    || { cat "$tmp/postgres.log" >&2; exit 1; }

export URBS_TEST_POSTGRES="postgres://postgres@127.0.0.1:$port/postgres"
echo "scripts/test.sh: throwaway PostgreSQL on 127.0.0.1:$port (URBS_TEST_POSTGRES=$URBS_TEST_POSTGRES)"
cargo test --workspace --locked "$@"
scripts/test-python.sh

#!/usr/bin/env bash
# Runs the whole test suite, the PostgreSQL half and the Python package
# included, after installing what the tests need when it is missing
# (scripts/test-deps.sh: Debian packages, axe-core, the Python test
# packages).
#
# Unless URBS_TEST_POSTGRES already names a server, this starts a throwaway
# PostgreSQL cluster (initdb + pg_ctl from /usr/lib/postgresql/*/bin, as the
# `postgres` user when run as root) in a temporary directory on a free
# loopback port, exports its URL as URBS_TEST_POSTGRES, and removes the
# cluster afterwards.
#
# The tests are built first (`cargo test --workspace --tests --no-run`);
# then `cargo test --workspace` (its test targets, then its doc tests; extra
# arguments are passed on instead, below) and
# scripts/test-python.sh run side by side: the Python half builds its wheel
# (its own target dir, target/python) at a lower priority, on the CPU the
# browser and server tests leave idle while they wait on pages and sockets.
# Its output is printed when both are done.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/test-deps.sh all

# What `cargo test` builds and runs. Without arguments: every test target
# (`--tests`: the libraries' and binaries' unit tests, the integration
# tests), then the doc tests (`--doc`), but not the examples, which plain
# `cargo test` builds only to see that they compile (some 110 s of CPU for
# the 17 of them on a clean build): `cargo clippy --all-targets` checks them
# (.ci/run). With arguments (a package, a filter), cargo's own selection.
if (($# == 0)); then
    targets=(--tests)
    doc=1
else
    targets=()
    doc=0
fi

# The cargo tests, and beside them the Python half.
run_tests() {
    # Everything downloaded once, so the two builds below never wait on
    # each other for the package cache.
    cargo fetch --locked -q
    cargo fetch --locked -q --manifest-path python/Cargo.toml
    cargo test --workspace --locked --no-run "${targets[@]}" "$@"
    # The binary the Python tests start: the one just built for the cargo
    # tests, copied so that nothing rebuilds or relinks it under them.
    mkdir -p target/test-bin
    cp target/debug/urbs target/test-bin/urbs
    local py_log=target/test-python.log py=0 py_status=0 status=0
    URBS_BIN="$PWD/target/test-bin/urbs" nice -n 10 scripts/test-python.sh >"$py_log" 2>&1 &
    py=$!
    cargo test --workspace --locked "${targets[@]}" "$@" || status=$?
    if ((doc && status == 0)); then
        cargo test --workspace --locked --doc || status=$?
    fi
    echo "== the cargo tests done (at ${SECONDS} s of scripts/test.sh)"
    wait "$py" || py_status=$?
    echo "== scripts/test-python.sh (ran beside the cargo tests; done at ${SECONDS} s)"
    cat "$py_log"
    if ((py_status != 0)); then
        echo "scripts/test.sh: the Python tests failed (exit $py_status)" >&2
    fi
    ((status == 0 && py_status == 0))
}

if [[ -n "${URBS_TEST_POSTGRES:-}" ]]; then
    run_tests "$@"
    exit
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
run_tests "$@"

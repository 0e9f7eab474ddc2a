#!/usr/bin/env bash
# The conformance harness and the leak audit at scale: GAMES (default 2000)
# seeded random games per conformance test of every game, and GAMES / 10 per
# game in the leak audit. It builds as `cargo test` does (the dev profile is
# optimised; release's whole-program LTO would take longer to build than it
# saves), so after the test suite nothing is rebuilt. CI runs the same
# tests at their small default sizes; this is for before a release, or
# after a change to a game's rules or sampler (minutes, not seconds).
#
#   scripts/soak.sh            # 2,000 games per test
#   scripts/soak.sh 10000      # more
#
# Each test spreads its games over the player counts it plays (never fewer
# than CI's) and asserts it played them all, so a test that passes played
# at least the figure printed.
set -euo pipefail
cd "$(dirname "$0")/.."

games="${1:-2000}"
[[ "$games" =~ ^[0-9]+$ ]] || { echo "usage: scripts/soak.sh [GAMES]" >&2; exit 2; }
export URBS_SOAK_GAMES="$games"

echo "soak: $games games per conformance test, $((games / 10)) per game in the leak audit"
cargo test -q --locked --no-run \
    -p urbs-forsale -p urbs-skyline -p urbs-city -p urbs-metropolis -p urbs-catalog
start=$SECONDS
for crate in urbs-forsale urbs-skyline urbs-city urbs-metropolis; do
    t=$SECONDS
    cargo test -q --locked -p "$crate" --test conformance
    echo "soak: $crate conformance passed in $((SECONDS - t)) s"
done
t=$SECONDS
cargo test -q --locked -p urbs-catalog --test leak_audit \
    every_game_passes_the_leak_audit -- --nocapture
echo "soak: leak audit passed in $((SECONDS - t)) s"
echo "soak: all passed in $((SECONDS - start)) s"

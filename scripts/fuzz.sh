#!/usr/bin/env bash
# Runs every fuzz target in fuzz/ (cargo fuzz, libFuzzer, nightly) for
# SECONDS each (default 60) and reports executions, coverage and crashes.
#   scripts/fuzz.sh [SECONDS] [TARGET...]
# Installs the nightly toolchain and cargo-fuzz when they are missing.
# Checked-in seeds (fuzz/corpus/TARGET) are only read; what the fuzzer
# finds grows target/fuzz/corpus/TARGET. A crash is saved under
# fuzz/artifacts/TARGET/ and the script exits 1: turn it into a
# regression test in the crate at fault (see docs/fuzzing.md).
# The report is also written as JSON to target/fuzz/report.json.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal
command -v cargo-fuzz >/dev/null || cargo install --locked cargo-fuzz

targets=("$@")
if ((${#targets[@]} == 0)); then
    mapfile -t targets < <(cd fuzz && cargo +nightly fuzz list)
fi

echo "== building ${#targets[@]} targets"
(cd fuzz && cargo +nightly fuzz build -O --target-dir ../target/fuzz/build)

# The server's targets link SQLite (C, instrumented too), whose globals
# AddressSanitizer reports as defined twice at start-up; that check is off.
export ASAN_OPTIONS="detect_odr_violation=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"

work=target/fuzz
mkdir -p "$work"
report="$work/report.json"
failed=0
rows=()
printf '%-20s %12s %8s %8s  %s\n' target executions cov ft result
for t in "${targets[@]}"; do
    mkdir -p "$work/corpus/$t" "fuzz/corpus/$t"
    log="$work/$t.log"
    result=ok
    # -max_total_time bounds the run; -rss_limit_mb keeps a runaway input
    # from taking the machine.
    if ! (cd fuzz && cargo +nightly fuzz run -O --target-dir ../target/fuzz/build "$t" "../$work/corpus/$t" "corpus/$t" -- \
        -max_total_time="$seconds" -rss_limit_mb=2048 -print_final_stats=1) >"$log" 2>&1; then
        result=crash
        failed=1
    fi
    # libFuzzer's last status line: "#RUNS DONE cov: C ft: F corp: ..."
    runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -1)
    cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+')
    ft=$(grep -oE 'ft: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+')
    printf '%-20s %12s %8s %8s  %s\n' "$t" "${runs:-?}" "${cov:-?}" "${ft:-?}" "$result"
    [[ $result == ok ]] || grep -E 'panicked|SUMMARY|Test unit written' "$log" | head -5 | sed 's/^/    /'
    rows+=("{\"target\":\"$t\",\"seconds\":$seconds,\"executions\":${runs:-null},\"cov\":${cov:-null},\"ft\":${ft:-null},\"result\":\"$result\"}")
done
(IFS=,; echo "[${rows[*]}]") >"$report"
echo "report: $report"
exit "$failed"

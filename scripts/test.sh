#!/usr/bin/env bash
# The whole test suite: every crate's unit, conformance, CLI and doc tests.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --workspace --locked "$@"

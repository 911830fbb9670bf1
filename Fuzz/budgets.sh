#!/usr/bin/env bash
# The reliability budgets of issue 13, on a release build: `lifecycle check` on every crash
# and scale input of the issue, each in a child process, timed and measured against its
# budget (2 s and 500 MB; the 50 MB file 20 s and 1 GB; the folder of 10,000 files 5 s).
# Prints a table and exits 1 when a row misses its budget. FUZZING.md records the figures.
#
#   Fuzz/budgets.sh
set -euo pipefail
cd "$(dirname "$0")/.."
# The benchmark runs `lifecycle` itself in its children (LifecycleTool.main, as the
# executable does), so it is the only product to build.
swift build -c release --product lifecycle-benchmark 2>&1 | grep -v '^\[' || true
"$(swift build -c release --show-bin-path)/lifecycle-benchmark" --budgets

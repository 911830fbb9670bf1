#!/usr/bin/env bash
# Builds the fuzzer (libFuzzer + AddressSanitizer over the library's targets) and runs it for
# a given time, in two modes one after the other:
#
#   text       inputs are scenario files: seeds from every bundled scenario (Scenarios/),
#              mutated bytewise with the language's dictionary (Fuzz/scenario.dict);
#   structure  inputs are the structure generator's choices (Fuzz/Checks/StructureGenerator):
#              apps of screens, stacks, tabs, presentations, children, deep chains and shared
#              children, walked through the engine's possible actions.
#
#   flags      inputs choose a command line (Fuzz/Checks/FlagProperties), run in a sandbox;
#   claims     inputs choose a graph of claims' apps: files (ClaimGraphProperties);
#   cache      inputs are verdict cache files, raw or with chosen fields (CacheFileProperties).
#   writers    inputs are hostile names, paths, sources and abouts for the probe and report writers (WriterProperties).
#
#   Fuzz/run.sh --seconds N [--mode text|structure|both|flags|claims|cache|writers|surfaces] [--keep-going] [--ci]
#   (surfaces: flags, claims, cache and writers, a quarter of the time each)
#
# Every input goes through FuzzChecks' properties (ScenarioProperties); a broken property,
# a crash, a hang (over 25 s: inputs take milliseconds, but the machine may be busy) or more
# than 2 GB is a finding, written to .build/fuzz/findings/.
# Replay one with the ordinary build:
#   swift run lifecycle-fuzz [--mode=structure] .build/fuzz/findings/crash-…
# The corpora grow in .build/fuzz/corpus/ from run to run; FUZZING.md records the runs.
#
# --keep-going: a finding does not end the run; libFuzzer's fork mode with one job (one
# fuzzing process at a time) writes it to the findings and goes on, for long runs.
# --ci: when this machine cannot build a libFuzzer target (no sanitizer runtime in the
# toolchain), say so and exit 0; the regression tests (swift test) still run everywhere.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=60
mode=both
ci=false
keep_going=false
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --seconds=*) seconds="${1#*=}"; shift ;;
    --mode) mode="$2"; shift 2 ;;
    --mode=*) mode="${1#*=}"; shift ;;
    --ci) ci=true; shift ;;
    --keep-going) keep_going=true; shift ;;
    -h|--help) sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "error: unknown argument '$1' (see --help)" >&2; exit 64 ;;
  esac
done
case "$mode" in text|structure|both|flags|claims|cache|writers|surfaces) ;; *) echo "error: --mode is text, structure, both, flags, claims, cache, writers or surfaces" >&2; exit 64 ;; esac

work=.build/fuzz
mkdir -p "$work/probe" "$work/findings" "$work/logs"

# Can this toolchain link a libFuzzer target at all? A one-line probe tells a missing
# runtime (skip) from an error in our code (fail).
echo 'import Foundation
@_cdecl("LLVMFuzzerTestOneInput") public func test(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { 0 }' \
  > "$work/probe/probe.swift"
if ! swiftc -parse-as-library -sanitize=fuzzer,address "$work/probe/probe.swift" -o "$work/probe/probe" \
  > "$work/probe/log" 2>&1; then
  echo "fuzz: this toolchain cannot build a libFuzzer target (swiftc -sanitize=fuzzer,address fails):"
  sed 's/^/  /' "$work/probe/log" | head -5
  if $ci; then echo "fuzz: skipped (the regression inputs run in swift test)"; exit 0; fi
  exit 69
fi

# lld where the toolchain has it: gold stumbles on SwiftPM's renamed entry point.
linker=()
if command -v ld.lld > /dev/null 2>&1; then linker=(-Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld); fi
start=$(date +%s)
swift build -c release --product lifecycle-fuzz --scratch-path "$work/build" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING "${linker[@]}" 2>&1 \
  | grep -v '^\[' || true
binary="$work/build/release/lifecycle-fuzz"
[ -x "$binary" ] || { echo "fuzz: the build failed" >&2; exit 1; }
echo "fuzz: built in $(( $(date +%s) - start )) s"

# The seed corpus: every bundled scenario, taken fresh each run.
rm -rf "$work/seeds"
mkdir -p "$work/seeds/text" "$work/seeds/structure" "$work/corpus/text" "$work/corpus/structure"
find Scenarios -name '*.yaml' | while read -r file; do
  cp "$file" "$work/seeds/text/$(echo "$file" | tr '/' '_')"
done
# The structure mode's seeds: choices of every length up to a kilobyte (any bytes are a
# program; libFuzzer would otherwise start from a few bytes and grow them slowly).
for size in 16 32 64 96 128 192 256 384 512 640 768 1024; do
  head -c "$size" /dev/urandom > "$work/seeds/structure/random-$size"
done

# Issue 28's and 43's surfaces start from their kept regressions and a few random inputs.
for surface in flags claims cache writers; do
  mkdir -p "$work/seeds/$surface" "$work/corpus/$surface"
  cp Fuzz/regressions/*."$surface" "$work/seeds/$surface/" 2> /dev/null || true
  for size in 4 8 16 32; do head -c "$size" /dev/urandom > "$work/seeds/$surface/random-$size"; done
done
surface_flags() { echo "-max_len=256 $work/corpus/$1 $work/seeds/$1"; }
text_flags=(-dict=Fuzz/scenario.dict -max_len=16384 "$work/corpus/text" "$work/seeds/text")
structure_flags=(-max_len=4096 -len_control=0 "$work/corpus/structure" "$work/seeds/structure")
status=0
keep_going_flags=()
if $keep_going; then keep_going_flags=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1); fi
run() {
  local which="$1" time="$2"
  shift 2
  local log="$work/logs/$which-$(date +%Y%m%d-%H%M%S).log"
  echo "fuzz: $which mode for $time s (log: $log)"
  # The Swift runtime's backtracer would wait on a crashing input; libFuzzer reports it.
  local before
  before=$(find "$work/findings" -type f | wc -l)
  if SWIFT_BACKTRACE=enable=no LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan-suppressions.txt" nice -n 10 "$binary" --mode="$which" -max_total_time="$time" -timeout=25 \
    -rss_limit_mb=2048 -artifact_prefix="$work/findings/$which-" -print_final_stats=1 \
    ${keep_going_flags[@]+"${keep_going_flags[@]}"} "$@" > "$log" 2>&1 \
    && [ "$(find "$work/findings" -type f | wc -l)" -eq "$before" ]; then
    :
  else
    status=1
    echo "fuzz: FINDING in $which mode:"
    { grep -E 'lifecycle-fuzz:|^  [a-z]+: |ERROR|SUMMARY|Test unit written|timeout|error' "$log" || tail -5 "$log"; } \
      | head -20 | sed 's/^/  /'
  fi
  { grep -E '^#[0-9]+ +(DONE|INITED)|^#[0-9]+: cov:' "$log" || true; } | tail -2 | sed 's/^/  /'
  { grep -E '^stat::(number_of_executed_units|peak_rss_mb)' "$log" || true; } | sed 's/^/  /'
}

case "$mode" in
  text) run text "$seconds" "${text_flags[@]}" ;;
  structure) run structure "$seconds" "${structure_flags[@]}" ;;
  both)
    run text $(( (seconds + 1) / 2 )) "${text_flags[@]}"
    run structure $(( seconds / 2 )) "${structure_flags[@]}"
    ;;
  flags|claims|cache|writers)
    # shellcheck disable=SC2046
    run "$mode" "$seconds" $(surface_flags "$mode") ;;
  surfaces)
    for surface in flags claims cache writers; do
      # shellcheck disable=SC2046
      run "$surface" $(( seconds / 4 )) $(surface_flags "$surface")
    done
    ;;
esac
exit $status

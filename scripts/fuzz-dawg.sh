#!/usr/bin/env bash
# Fuzzes the dictionary reader: builds a valid file (with GADDAG) from the test fixture, then
# `zk-bench dawg fuzz` mutates it ITERATIONS times with a fixed SEED (bit flips, truncations,
# random bytes with checksums resealed so the structural checks are reached, header fields,
# appended garbage) and asserts that every mutant is either refused with a DawgFormatError or
# still answers every query consistently. A crash fails the script; a hang hits the timeout.
#
#   scripts/fuzz-dawg.sh [ITERATIONS] [SEED]      (defaults: 20000, 1)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
iterations=${1:-20000}
seed=${2:-1}
work=$repo/.cache/fuzz
mkdir -p "$work"
cd "$repo"
swift build -c release --product zk-dawg >/dev/null
swift build -c release --product zk-bench >/dev/null
for variant in scrabble_en erudit_ru; do
  .build/release/zk-dawg build -q --gaddag -o "$work/$variant.dawg" "Tests/Fixtures/dawg/$variant" 2>/dev/null
  timeout 600 .build/release/zk-bench dawg fuzz "$work/$variant.dawg" "$iterations" "$seed"
done
if [[ -d Content/dictionaries/scrabble_en ]]; then
  .build/release/zk-dawg build -q -o "$work/real_en.dawg" Content/dictionaries/scrabble_en 2>/dev/null
  timeout 600 .build/release/zk-bench dawg fuzz "$work/real_en.dawg" "$((iterations / 20))" "$seed"
fi
echo "fuzz-dawg: no crash, no hang"

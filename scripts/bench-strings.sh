#!/usr/bin/env bash
# Benchmark of zk-strings: a generated catalog of 20,000 keys × 3 locales (de, en, ru; every
# 10th key a plural, every 50th a substitution), checked by the release build.
# Target (issue 5): the whole check in under 1 s of CPU time, whole process.
# Usage: scripts/bench-strings.sh [keys]
set -euo pipefail
cd "$(dirname "$0")/.."
KEYS="${1:-20000}"
WORK=".cache/bench-strings"
mkdir -p "$WORK/Strings"
# Before the one zk-bench executable a tree had zk-bench-strings (bench.sh --compare runs this script there).
if [[ -d Sources/zk-bench ]]; then bench=zk-bench sub=(strings); else bench=zk-bench-strings sub=(); fi
swift build -c release --product zk-strings >/dev/null
swift build -c release --product "$bench" >/dev/null
BIN="$(swift build -c release --show-bin-path)"
"$BIN/$bench" "${sub[@]}" generate "$WORK/Strings/Bench.xcstrings" "$KEYS"
ls -l "$WORK/Strings/Bench.xcstrings" | awk '{ printf "catalog: %.1f MB\n", $5 / 1048576 }'
echo "== in-process (parse + all checks)"
"$BIN/$bench" "${sub[@]}" run "$WORK/Strings/Bench.xcstrings"
echo "== whole process: zk-strings check (3 runs; CPU = user + sys)"
rm -f "$WORK/runs.txt"
for run in 1 2 3; do
    /usr/bin/time -f "wall %e s, user %U s, sys %S s, max RSS %M KB" \
        "$BIN/zk-strings" check -q -C "$WORK" Strings/Bench.xcstrings 2>&1 | tail -1 |
        awk -v keys="$KEYS" '{ printf "%s; %d keys/s of CPU time\n", $0, keys / ($5 + $8) }' | tee -a "$WORK/runs.txt"
done
awk '{ for (i = 1; i <= NF; i++) if ($i == "keys/s") print $(i - 1) }' "$WORK/runs.txt" | sort -n | tail -1 |
    awk -v keys="$KEYS" '{ printf "BENCH-VALUE strings.check-keys-per-cpu-s %d higher zk-strings check keys per CPU second, whole process (%d keys × 3 locales, best of 3; no peer)\n", $1, keys }'
rm -f "$WORK/runs.txt"
echo "== single job (-j 1)"
/usr/bin/time -f "wall %e s, user %U s, sys %S s" "$BIN/zk-strings" check -q -j 1 -C "$WORK" Strings/Bench.xcstrings 2>&1 | tail -2

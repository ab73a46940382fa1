#!/usr/bin/env bash
# Probe benchmark: 10,000 generated audio files (1–3 s, 48 kHz mono; 75 % M4A with moov before or
# after mdat, 15 % CAF/AAC, 10 % WAV), probed by `zk-audio probe --audio-root` as a whole process.
# Prints files/s (target: >= 5,000) and the bytes read per file (target: a few pages).
#
#   scripts/bench-audio.sh [COUNT]
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-10000}"

swift build -c release --product zk-bench-audio >/dev/null
swift build -c release --product zk-audio >/dev/null
bin="$(swift build -c release --show-bin-path)"
work=".cache/bench-audio-$count"
if [ ! -f "$work/Audio-manifests/de.json" ]; then
  rm -rf "$work"
  "$bin/zk-bench-audio" generate "$work" --count "$count" --seed 1
fi
du -sh "$work/Audio" | awk '{print "audio on disk: " $1}'

best=""
for run in 1 2 3 4 5; do
  start=$(date +%s.%N)
  "$bin/zk-audio" probe -C "$work" --audio-root . --verbose --quiet 2>"$work/probe.log" >/dev/null
  end=$(date +%s.%N)
  seconds=$(echo "$end - $start" | bc -l)
  rate=$(echo "$count / $seconds" | bc -l)
  printf 'run %d: %.3f s whole process, %.0f files/s\n' "$run" "$seconds" "$rate"
  if [ -z "$best" ] || [ "$(echo "$seconds < $best" | bc -l)" -eq 1 ]; then best="$seconds"; fi
done
grep '^probed' "$work/probe.log" || true
printf 'best: %.0f files/s (target >= 5000)\n' "$(echo "$count / $best" | bc -l)"

#!/usr/bin/env bash
# Fuzzes the audio probes: many randomly corrupted WAV, CAF and M4A files (fixed seed; half
# generated, half copies of the encoder-made fixtures in Tests/Fixtures/audio: fragmented MP4,
# QuickTime, ALAC, RF64, streamed WAV, ADPCM, CAF packet tables), probed in process (every 100th
# parsed PCM file also analysed) and through `zk-audio probe` on disk. Fails on a crash (signal),
# a hang (timeout) or a read beyond a file's size.
#
#   scripts/fuzz-audio.sh [ITERATIONS] [SEED]
set -euo pipefail
cd "$(dirname "$0")/.."
iterations="${1:-200000}"
seed="${2:-20240917}"

swift build -c release --product zk-bench >/dev/null
swift build -c release --product zk-audio >/dev/null
bin="$(swift build -c release --show-bin-path)"
work=".cache/fuzz-audio"
rm -rf "$work" && mkdir -p "$work"

echo "== in-process: $iterations corrupted files, seed $seed"
status=0
timeout 600 "$bin/zk-bench" audio fuzz --seed "$seed" --iterations "$iterations" --corpus Tests/Fixtures/audio --write "$work" --files 2000 || status=$?
if [ "$status" -ne 0 ]; then
  echo "FAIL: zk-bench audio fuzz exited with $status (124 = hang, >128 = crash, 1 = overread or slow probe)" >&2
  exit 1
fi

echo "== zk-audio probe on 2000 corrupted files on disk"
status=0
timeout 120 "$bin/zk-audio" probe --quiet "$work"/corrupt-* >/dev/null 2>"$work/probe.stderr" || status=$?
# 0: every file parsed, 1: diagnostics; anything else is a failure of the tool.
if [ "$status" -gt 1 ]; then
  echo "FAIL: zk-audio probe exited with $status" >&2
  tail -5 "$work/probe.stderr" >&2
  exit 1
fi
tail -1 "$work/probe.stderr"
echo "OK: no crash, no hang"

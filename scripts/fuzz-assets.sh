#!/usr/bin/env bash
# Fuzzes the image-header probes (PNG, JPEG, HEIF, PDF, SVG): 100,000 mutated headers from the
# fixture images made by real tools and the real catalogs' vectors (fixed seed), probed in
# process. Fails on a crash (signal), a hang (timeout), a read past the end, a read beyond the
# probes' bound or a probe slower than 500 ms.
#
#   scripts/fuzz-assets.sh [ITERATIONS] [SEED]
set -euo pipefail
cd "$(dirname "$0")/.."
iterations="${1:-100000}"
seed="${2:-20261201}"

swift build -c release --product zk-bench >/dev/null
bin="$(swift build -c release --show-bin-path)"
mapfile -t seeds < <(find Tests/Fixtures/assets/images -type f | sort; find Tests/Fixtures/assets/catalogs -type f \( -name '*.svg' -o -name '*.pdf' \) | sort | head -20)

echo "== $iterations mutated headers, seed $seed, ${#seeds[@]} seed files"
status=0
timeout 900 "$bin/zk-bench" assets fuzz --seed "$seed" --iterations "$iterations" "${seeds[@]}" || status=$?
if [ "$status" -ne 0 ]; then
  echo "FAIL: zk-bench assets fuzz exited with $status (124 = hang, >128 = crash, 1 = overread or slow probe)" >&2
  exit 1
fi
echo "OK: no crash, no hang"

#!/usr/bin/env bash
# Benchmark: ZKCore's positioned JSON reader against Foundation's JSONSerialization, same
# generated document, same process, release build. Usage: scripts/bench-json.sh [MB] [rounds]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product zk-bench-json >/dev/null
.build/release/zk-bench-json "${1:-64}" "${2:-5}"

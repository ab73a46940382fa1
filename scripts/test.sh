#!/usr/bin/env bash
# The whole test suite. Arguments go to `swift test` (e.g. --filter ZKCoreTests).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh
swift test "$@"

#!/usr/bin/env bash
# The main job: builds zk-build (release) and runs it on the embedded default project.
# Arguments go to zk-build: scripts/zk-build.sh check --format github
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh
swift build -c release --product zk-build >&2
exec .build/release/zk-build "$@"

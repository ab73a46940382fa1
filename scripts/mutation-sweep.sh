#!/usr/bin/env bash
# Mutation sweep (issue 15): builds zk-build, copies the default project and runs it once per
# single realistic mistake (fixed seed), then prints how many were caught, how many had their
# first diagnostic at the mistake's file and line, how many one-byte syntax errors stayed at
# 3 diagnostics or fewer, and whether any run claimed an existing file was missing.
# Exit status 1 when any mistake falls short. Options go to scripts/mutation-sweep.py
# (--seed S, --syntax N one-byte mistakes, --verbose).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
swift build --product zk-build >&2
exec python3 "$root/scripts/mutation-sweep.py" --zk-build "$(swift build --show-bin-path)/zk-build" --project "$root" "$@"

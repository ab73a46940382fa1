#!/usr/bin/env bash
# Prints the entries of Tests/ZKBuildTests/CodeHomeGaps.swift: every code `zk-build explain`
# lists that is written in more than one file under Sources, or only in a `*Codes.swift` registry.
# Usage: scripts/code-home-gaps.sh [path/to/zk-build]
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${1:-.build/debug/zk-build}
for code in $("$tool" explain | awk '{print $1}'); do
  files=$(grep -rl "$code" Sources | sort)
  count=$(printf '%s\n' "$files" | grep -c .)
  if [ "$count" -ne 1 ] || printf '%s\n' "$files" | grep -q 'Codes\.swift$'; then
    printf '        "%s": "%s",\n' "$code" "$(printf '%s\n' "$files" | sed 's|^Sources/||' | tr '\n' ' ' | sed 's/ $//')"
  fi
done

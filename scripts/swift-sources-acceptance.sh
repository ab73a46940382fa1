#!/usr/bin/env bash
# Issue 28's acceptance on real repositories: FOLDER holds checkouts of public apps (not in this
# repository), one folder each. Every checkout is checked with no configuration; the table of
# figures (Swift files, lookups found, catalogs and keys, ZK3080 missing, ZK3016 unused, ZK0060)
# is printed and each run's JSON diagnostics are written to OUT (default /tmp). Then every
# catalog's generated accessors are type-checked with swiftc.
#
#   scripts/swift-sources-acceptance.sh /tmp/checkouts [/tmp/out]
set -euo pipefail
cd "$(dirname "$0")/.."
folder=${1:?usage: scripts/swift-sources-acceptance.sh FOLDER [OUT]}
out=${2:-/tmp}
ZK_SWIFT_ACCEPTANCE=$folder ZK_SWIFT_ACCEPTANCE_OUT=$out swift test --filter SwiftSourcesAcceptanceTests 2>&1 | grep -v '^\[' | grep -E '\|' || true
for repo in "$folder"/*/; do
  name=$(basename "$repo")
  generated=$(mktemp -d)
  .build/debug/zk-build build -q -C "$repo" --format json > /dev/null 2>&1 || true
  if [ -d "$repo/build/swift/strings" ]; then
    cp "$repo"/build/swift/strings/*.swift "$generated"/ 2>/dev/null || true
    files=$(ls "$generated" | wc -l)
    if (cd "$generated" && swiftc -typecheck -swift-version 6 ./*.swift > "$out/$name.typecheck.txt" 2>&1); then
      echo "$name: $files generated files type-check"
    else
      echo "$name: $files generated files FAIL to type-check (see $out/$name.typecheck.txt)"
    fi
  else
    echo "$name: no generated files"
  fi
  .build/debug/zk-build clean -q -C "$repo" > /dev/null 2>&1 || true
  rm -rf "$generated"
done

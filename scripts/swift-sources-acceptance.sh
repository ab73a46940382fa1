#!/usr/bin/env bash
# Issue 28's acceptance on real repositories: FOLDER holds checkouts of public apps (not in this
# repository), one folder each. Every checkout is checked with no configuration; the table of
# figures (Swift files, lookups found, catalogs and keys, ZK3080 missing, ZK3016 unused, ZK0060)
# is printed and each run's JSON diagnostics are written to OUT (default /tmp). Then what the
# build-tool plugin writes for each checkout (zk-plugin-tool: BrandTokens.swift, every catalog's
# accessors in ZKStrings.swift, the asset constants in ZKAssets.swift) is type-checked with
# swiftc as one module. Build first: swift build --build-tests.
#
#   scripts/swift-sources-acceptance.sh /tmp/checkouts [/tmp/out]
set -euo pipefail
cd "$(dirname "$0")/.."
folder=${1:?usage: scripts/swift-sources-acceptance.sh FOLDER [OUT]}
out=${2:-/tmp}
ZK_SWIFT_ACCEPTANCE=$folder ZK_SWIFT_ACCEPTANCE_OUT=$out swift test --skip-build --filter SwiftSourcesAcceptanceTests 2>&1 | grep -v '^\[' | grep -E '\|' || true
for repo in "$folder"/*/; do
  name=$(basename "$repo")
  generated=$(mktemp -d)
  # What the build-tool plugin compiles into the app target, written whatever the checks find
  # (`build` writes nothing while the project has errors).
  .build/debug/zk-plugin-tool --project "$repo" --brand-swift "$generated/BrandTokens.swift" \
    --strings-swift "$generated/ZKStrings.swift" --assets-swift "$generated/ZKAssets.swift" > /dev/null 2>&1 || true
  tables=$(grep -c '^    public enum ' "$generated/ZKStrings.swift" 2>/dev/null || true)
  accessors=$(grep -cE '^        public static (var|func) ' "$generated/ZKStrings.swift" 2>/dev/null || true)
  constants=$(grep -c 'public static let .* = Catalog' "$generated/ZKAssets.swift" 2>/dev/null || true)
  if (cd "$generated" && swiftc -typecheck -swift-version 6 ./*.swift > "$out/$name.typecheck.txt" 2>&1); then
    result="type-check"
  else
    result="FAIL to type-check (see $out/$name.typecheck.txt)"
  fi
  echo "$name: ${tables:-0} string tables, ${accessors:-0} accessors, ${constants:-0} asset constants: $result"
  rm -rf "$generated"
done

#!/usr/bin/env bash
# Fuzzes `zk-strings import-xliff`: a project of real catalogs (the geteduroam .xcloc's Source
# Contents, catalogs with plural, device, substitution and string-set values, the project's XLIFF
# fixture catalog) and four seed files (Xcode's own de.xliff of those catalogs, zk's exports for
# de and ru, the ru fixture) are mutated ITERATIONS times with a fixed SEED: byte flips,
# deletions, duplications, truncations, inserted markup (entities, DOCTYPE, CDATA, unclosed and
# stray tags, `<mrk>`, `<x>`, invalid UTF-8, NUL, 20 kB runs), duplicated units, replaced
# targets, other target languages. Every mutant is imported in-process; the run fails on a
# crash, on a refused import that would still change a catalog, or on an accepted one whose
# catalog no longer reads back. Every 500th mutant also runs through the command itself, which
# must leave every catalog file byte-identical when it fails.
#
#   scripts/fuzz-xliff.sh [ITERATIONS] [SEED]      (defaults: 100000, 1)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
iterations=${1:-100000}
seed=${2:-1}
work=$repo/.cache/fuzz-xliff
rm -rf "$work"
mkdir -p "$work/project/Strings"
cd "$repo"
swift build -c release --product zk-strings >/dev/null || { echo "fuzz-xliff: release build of zk-strings failed" >&2; exit 3; }
swift build -c release --product zk-bench >/dev/null || { echo "fuzz-xliff: release build of zk-bench failed" >&2; exit 3; }
bin=$(swift build -c release --show-bin-path)
real=Tests/Fixtures/strings/real
cp -R "$real/geteduroam+apple-app/Localizations/de.xcloc/Source Contents/." "$work/project/"
cp "$real/liamnichols+xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Variations.xcstrings" \
   "$real/liamnichols+xcstrings-tool/Tests/XCStringsToolTests/__Fixtures__/Substitution.xcstrings" \
   "$real/anonaddy+addy-ios/addy/AppShortcuts.xcstrings" \
   Tests/Fixtures/strings/xliff/Content.xcstrings "$work/project/Strings/"
cp "$real/geteduroam+apple-app/Localizations/de.xcloc/Localized Contents/de.xliff" "$work/xcode-de.xliff"
cp Tests/Fixtures/strings/xliff/source-changed.xliff "$work/fixture-ru.xliff"
catalogs=$(cd "$work/project" && find . -name '*.xcstrings' | sed 's|^\./||' | sort)
for locale in de ru; do
  (cd "$work/project" && "$bin/zk-strings" export-xliff -q --locale "$locale" -o "../zk-$locale.xliff" $catalogs)
done
timeout 3600 "$bin/zk-bench" strings fuzz-xliff "$iterations" "$seed" "$work/project" \
  "$work/xcode-de.xliff" "$work/zk-de.xliff" "$work/zk-ru.xliff" "$work/fixture-ru.xliff"
echo "fuzz-xliff: no crash; every failed import left the catalogs as they were"

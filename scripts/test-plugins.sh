#!/usr/bin/env bash
# End-to-end test of the SwiftPM plugins and the DawgReader product, from a consumer's side.
#
#   scripts/test-plugins.sh [WORK_DIR]      (default .cache/plugin-consumer; run by hand: it builds
#                                            zk-build from source inside the consumer, minutes)
#
# Creates a fresh consumer package that depends on this repository by path (through a link named
# zk-build, the package identity apps use), with an app target that adds the ZKBuildPlugin
# build-tool plugin and the DawgReader library, and the default project (Content/, Strings/,
# Audio-manifests/, Brand/) at its root. Then:
#   1. `swift build` passes on the clean project, and the app prints a brand constant compiled
#      from the generated BrandTokens.swift, a string accessor (ZKStrings.swift), an asset
#      constant (ZKAssets.swift) and a lookup in a dictionary read through DawgReader;
#   2. a duplicate key in Strings/Localizable.xcstrings fails `swift build`, with the error at
#      its exact place: <abs>/Strings/Localizable.xcstrings:3:3: error: duplicate key … [ZK0102];
#   3. `swift package zk-build check` fails on the broken catalog and passes once it is fixed, and a
#      second call in a row compiles and links nothing;
#   4. `swift package --allow-writing-to-package-directory zk-build render` writes build/;
#   5. a broken catalog added after a clean build fails the next `swift build` at its line (6:91);
#      deleting it lets the following build pass; a second broken catalog fails it again
#      (the plugin's command runs on every build, never on a stale list of inputs), and a
#      build with nothing changed leaves BrandTokens.swift as it was.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$repo/.cache/plugin-consumer}
say() { printf 'test-plugins: %s\n' "$*" >&2; }
fail() { say "FAIL: $*"; exit 1; }

# shellcheck source=scripts/plugin-consumer.sh
source "$repo/scripts/plugin-consumer.sh"
make_consumer "$repo" "$work"

cd "$consumer"
say "1. clean project: swift build (builds zk-build's tools inside the consumer; slow)"
if ! swift build >"$work/build-clean.log" 2>&1; then
  tail -40 "$work/build-clean.log" >&2
  fail "swift build failed on the clean default project"
fi
[[ -s .build/plugins/outputs/consumer/App/destination/ZKBuildPlugin/BrandTokens.swift ]] \
  || find .build/plugins/outputs -name BrandTokens.swift | grep -q . || fail "no generated BrandTokens.swift"
"$repo/.build/debug/zk-dawg" build -q -o "$work/en.dawg" "$repo/Content/dictionaries/scrabble_en" >/dev/null 2>&1 \
  || swift run --package-path "$repo" zk-dawg build -q -o "$work/en.dawg" "$repo/Content/dictionaries/scrabble_en" >/dev/null 2>&1
app_output=$(swift run -q App "$work/en.dawg" cat 2>&1) || fail "the app does not run: $app_output"
say "app says: $(echo "$app_output" | tr '\n' ' ')"
echo "$app_output" | grep -q "brand: Zahlenkette" || fail "the app did not print its brand constants"
echo "$app_output" | grep -q "strings: Los geht's" || fail "the app did not print a generated string accessor"
echo "$app_output" | grep -q "asset: avatar_fuchs " || fail "the app did not print a generated asset constant"
echo "$app_output" | grep -q "contains cat: true" || fail "DawgReader lookup in the app failed"

say "2. broken catalog: swift build must fail with the located error"
cp Strings/Localizable.xcstrings "$work/Localizable.xcstrings.orig"
python3 - Strings/Localizable.xcstrings <<'PY'
import sys
path = sys.argv[1]
lines = open(path, encoding="utf-8").read().split("\n")
lines.insert(2, '  "sourceLanguage" : "de",')   # line 3: a second 'sourceLanguage'
open(path, "w", encoding="utf-8").write("\n".join(lines))
PY
if swift build >"$work/build-broken.log" 2>&1; then
  fail "swift build passed on a broken catalog"
fi
expected="$consumer/Strings/Localizable.xcstrings:3:3: error: duplicate key 'sourceLanguage' in object [ZK0102]"
grep -F -q "$expected" "$work/build-broken.log" || { grep -n "error" "$work/build-broken.log" | head -20 >&2; fail "missing: $expected"; }
say "located error: $(grep -F "$expected" "$work/build-broken.log" | head -1)"
grep -F -q "$consumer/Strings/Localizable.xcstrings:2:3: note: 'sourceLanguage' first defined here" "$work/build-broken.log" \
  || say "note: the 'first defined here' note is not in the output"

say "3. swift package zk-build check: fails on the broken catalog, passes when fixed"
if swift package --allow-writing-to-package-directory zk-build check >"$work/check-broken.log" 2>&1; then
  fail "swift package zk-build check passed on a broken catalog"
fi
grep -q "Strings/Localizable.xcstrings:3:3: error" "$work/check-broken.log" || fail "check did not report the broken catalog"
cp "$work/Localizable.xcstrings.orig" Strings/Localizable.xcstrings
swift package --allow-writing-to-package-directory zk-build check >"$work/check-clean.log" 2>&1 \
  || { tail -20 "$work/check-clean.log" >&2; fail "swift package zk-build check failed on the clean project"; }
swift package --allow-writing-to-package-directory zk-build check >"$work/check-again.log" 2>&1 \
  || { tail -20 "$work/check-again.log" >&2; fail "a second swift package zk-build check failed"; }
if grep -E "Linking|Compiling [^p]|Wrapping AST" "$work/check-again.log"; then
  fail "a second swift package zk-build check rebuilt or relinked (the command plugin must not relink on every call)"
fi
swift build >"$work/build-fixed.log" 2>&1 || fail "swift build failed after the catalog was fixed"

say "4. swift package zk-build render writes build/"
swift package --allow-writing-to-package-directory zk-build render >"$work/render.log" 2>&1 \
  || { tail -20 "$work/render.log" >&2; fail "render failed"; }
[[ -s build/brand/BrandTokens.swift && -d build/marketing ]] || fail "render wrote no build/brand/BrandTokens.swift or build/marketing/"
ls build/dictionaries/*.dawg >/dev/null 2>&1 || fail "render wrote no dictionaries"

say "5. catalogs added and deleted after a clean build"
broken_catalog() {
  cat >"$1" <<'JSON'
{
  "sourceLanguage" : "de",
  "strings" : {
    "errors.network" : {
      "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Keine Verbindung" } },
      }
    }
  },
  "version" : "1.0"
}
JSON
}
swift build >"$work/build-before-add.log" 2>&1 || { tail -20 "$work/build-before-add.log" >&2; fail "swift build failed before a catalog was added"; }
broken_catalog Strings/Errors.xcstrings
if swift build >"$work/build-added.log" 2>&1; then fail "swift build passed with a broken catalog added after a clean build"; fi
grep -E -q "^$consumer/Strings/Errors.xcstrings:6:91: error: trailing comma" "$work/build-added.log" \
  || { grep -n "error" "$work/build-added.log" | head -10 >&2; fail "the added catalog's error is not at Errors.xcstrings:6:91"; }
say "added catalog: $(grep -E "Errors.xcstrings:6:91: error" "$work/build-added.log" | head -1)"
rm Strings/Errors.xcstrings
swift build >"$work/build-deleted.log" 2>&1 || { tail -20 "$work/build-deleted.log" >&2; fail "swift build failed after the broken catalog was deleted (missing inputs?)"; }
broken_catalog Strings/Errors2.xcstrings
if swift build >"$work/build-added2.log" 2>&1; then fail "swift build passed with a second broken catalog"; fi
grep -E -q "^$consumer/Strings/Errors2.xcstrings:6:91: error: trailing comma" "$work/build-added2.log" || fail "the second catalog's error is not at Errors2.xcstrings:6:91"
rm Strings/Errors2.xcstrings
swift build >"$work/build-final.log" 2>&1 || fail "swift build failed after the second catalog was deleted"
tokens=$(find .build/plugins/outputs -name BrandTokens.swift | head -1)
identity() { python3 -c 'import os, sys; s = os.stat(sys.argv[1]); print(s.st_ino, s.st_mtime_ns)' "$1"; }
before=$(identity "$tokens")
swift build >"$work/build-noop.log" 2>&1 || fail "a second swift build with nothing changed failed"
[[ $(identity "$tokens") == "$before" ]] || fail "a build with nothing changed rewrote BrandTokens.swift (the app target would recompile)"

say "PASS: clean build, located failure, check, render, added and deleted catalogs (logs in $work)"

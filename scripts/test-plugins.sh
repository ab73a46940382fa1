#!/usr/bin/env bash
# End-to-end test of the SwiftPM plugins and the DawgReader product, from a consumer's side.
#
#   scripts/test-plugins.sh [--source-only | --binary-only] [WORK_DIR]
#       WORK_DIR  default .cache/plugin-consumer. Run by hand: the source part builds zk-build
#                 inside the consumer (minutes); the binary part needs the artifact bundle
#                 (scripts/make-artifactbundle.sh, which it runs when the bundle is missing).
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
# The prebuilt plugins (plugins-binary/, by path, in WORK_DIR/binary): a new consumer that adds
# them and nothing else
#   6. builds cold within ZK_BINARY_BUILD_LIMIT seconds (default 15; the time is printed) and
#      its app prints the constants of the generated Swift;
#   7. fails `swift build` on the broken catalog at Localizable.xcstrings:3:3, as in 2;
#   8. `swift package zk-build check` fails on it and passes once it is fixed; `render` writes
#      build/; a broken catalog added after a clean build fails the next build at 6:91.
# The bundle's binary must load no Swift library (`ldd`), and as root it must run a check with the
# toolchain's folder hidden (a mount namespace).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
parts=both
case ${1:-} in
  --source-only) parts=source; shift ;;
  --binary-only) parts=binary; shift ;;
esac
work=${1:-$repo/.cache/plugin-consumer}
say() { printf 'test-plugins: %s\n' "$*" >&2; }
fail() { say "FAIL: $*"; exit 1; }

# shellcheck source=scripts/plugin-consumer.sh
source "$repo/scripts/plugin-consumer.sh"

# A String Catalog with a trailing comma at 6:91.
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

# A second 'sourceLanguage' at line 3 of the catalog FILE.
duplicate_key() {
  python3 - "$1" <<'PY'
import sys
path = sys.argv[1]
lines = open(path, encoding="utf-8").read().split("\n")
lines.insert(2, '  "sourceLanguage" : "de",')   # line 3: a second 'sourceLanguage'
open(path, "w", encoding="utf-8").write("\n".join(lines))
PY
}

test_source_plugins() {
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
duplicate_key Strings/Localizable.xcstrings
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

say "PASS (source): clean build, located failure, check, render, added and deleted catalogs (logs in $work)"
}

test_binary_plugins() {
local plugins=$repo/plugins-binary bundle=$repo/plugins-binary/zk-build.artifactbundle out=$work/binary
if [[ ! -f $bundle/info.json ]]; then
  say "no artifact bundle yet: scripts/make-artifactbundle.sh (a release build of zk-build, minutes)"
  "$repo/scripts/make-artifactbundle.sh" || fail "make-artifactbundle.sh failed"
fi
for binary in "$bundle"/zk-build-linux-*/bin/zk-build; do
  [[ -f $binary ]] || continue
  if ldd "$binary" | grep -i -E 'libswift|libFoundation|lib_Foundation|libdispatch'; then
    fail "$binary loads the Swift runtime dynamically"
  fi
  say "bundle binary $binary: $(du -h "$binary" | cut -f1), loads $(ldd "$binary" | awk '{print $1}' | tr '\n' ' ')"
  # Without the toolchain: as root, hide its folder in a mount namespace and run a check.
  local toolchain
  toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
  if [[ $(id -u) -eq 0 ]] && unshare -m true 2>/dev/null; then
    # shellcheck disable=SC2016 # the inner shell expands its own arguments
    unshare -m bash -c 'mount -t tmpfs none "$1" && cd "$2" && "$3" check strings' _ "$toolchain" "$repo" "$binary" \
      >"$work/no-toolchain.log" 2>&1 || fail "$binary does not run with $toolchain hidden (see $work/no-toolchain.log)"
    say "bundle binary runs a check with the toolchain ($toolchain) hidden: $(tail -1 "$work/no-toolchain.log")"
  fi
done
make_binary_consumer "$plugins" "$out"
cd "$consumer"

say "6. prebuilt plugins: cold swift build (nothing of zk-build is compiled)"
local start end seconds limit=${ZK_BINARY_BUILD_LIMIT:-15}
start=$(date +%s.%N)
if ! times=$( { TIMEFORMAT='%U %S'; time swift build >"$out/build-clean.log" 2>&1; } 2>&1 ); then
  tail -40 "$out/build-clean.log" >&2
  fail "swift build failed on the clean default project with the prebuilt plugins"
fi
end=$(date +%s.%N)
seconds=$(python3 -c "print(f'{$end - $start:.1f}')")
read -r user system <<<"$times"
say "cold swift build with the prebuilt plugins: $seconds s, $user s user + $system s system CPU (limit $limit s; load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?'))"
if grep -E "Compiling (ZK|DawgReader)|Linking zk-" "$out/build-clean.log"; then
  fail "the consumer compiled part of zk-build: the prebuilt plugins must only run the bundle's binary"
fi
python3 -c "import sys; sys.exit(0 if $seconds <= $limit else 1)" \
  || fail "the cold build took $seconds s, over $limit s (ZK_BINARY_BUILD_LIMIT)"
local app_output
app_output=$(swift run -q App 2>"$out/run.log") || { cat "$out/run.log" >&2; fail "the app does not run: $app_output"; }
say "app says: $(echo "$app_output" | tr '\n' ' ')"
echo "$app_output" | grep -q "brand: Zahlenkette" || fail "the app did not print its brand constants"
echo "$app_output" | grep -q "strings: Los geht's" || fail "the app did not print a generated string accessor"
echo "$app_output" | grep -q "asset: avatar_fuchs " || fail "the app did not print a generated asset constant"

say "7. prebuilt plugins, broken catalog: swift build fails at the line"
cp Strings/Localizable.xcstrings "$out/Localizable.xcstrings.orig"
duplicate_key Strings/Localizable.xcstrings
if swift build >"$out/build-broken.log" 2>&1; then fail "swift build passed on a broken catalog (prebuilt plugins)"; fi
local expected="$consumer/Strings/Localizable.xcstrings:3:3: error: duplicate key 'sourceLanguage' in object [ZK0102]"
grep -F -q "$expected" "$out/build-broken.log" || { grep -n "error" "$out/build-broken.log" | head -20 >&2; fail "missing: $expected"; }
say "located error: $(grep -F "$expected" "$out/build-broken.log" | head -1)"

say "8. prebuilt plugins: swift package zk-build check and render"
if swift package --allow-writing-to-package-directory zk-build check >"$out/check-broken.log" 2>&1; then
  fail "swift package zk-build check passed on a broken catalog (prebuilt plugins)"
fi
grep -q "Strings/Localizable.xcstrings:3:3: error" "$out/check-broken.log" || fail "check did not report the broken catalog"
cp "$out/Localizable.xcstrings.orig" Strings/Localizable.xcstrings
swift package --allow-writing-to-package-directory zk-build check >"$out/check-clean.log" 2>&1 \
  || { tail -20 "$out/check-clean.log" >&2; fail "swift package zk-build check failed on the clean project (prebuilt plugins)"; }
swift package --allow-writing-to-package-directory zk-build render >"$out/render.log" 2>&1 \
  || { tail -20 "$out/render.log" >&2; fail "render failed (prebuilt plugins)"; }
[[ -s build/brand/BrandTokens.swift ]] || fail "render wrote no build/brand/BrandTokens.swift (prebuilt plugins)"
swift build >"$out/build-fixed.log" 2>&1 || { tail -20 "$out/build-fixed.log" >&2; fail "swift build failed after the catalog was fixed"; }
broken_catalog Strings/Errors.xcstrings
if swift build >"$out/build-added.log" 2>&1; then fail "swift build passed with a broken catalog added (prebuilt plugins)"; fi
grep -E -q "^$consumer/Strings/Errors.xcstrings:6:91: error: trailing comma" "$out/build-added.log" \
  || { grep -n "error" "$out/build-added.log" | head -10 >&2; fail "the added catalog's error is not at Errors.xcstrings:6:91"; }
rm Strings/Errors.xcstrings
swift build >"$out/build-deleted.log" 2>&1 || fail "swift build failed after the broken catalog was deleted (prebuilt plugins)"

say "PASS (binary): cold build in $seconds s, located failure, check, render, an added catalog (logs in $out)"
}

case $parts in
  source) test_source_plugins ;;
  binary) test_binary_plugins ;;
  both) test_source_plugins; cd "$repo"; test_binary_plugins ;;
esac

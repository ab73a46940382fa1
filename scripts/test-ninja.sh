#!/usr/bin/env bash
# zk-build under ninja (issue 53): a build.ninja whose rule runs `zk-build check --depfile` with
# `deps = gcc` reruns the check when a file the check read changes, and not when another file does.
# Installs Debian's ninja-build when it is missing. Run by .ci/run.
#
#   scripts/test-ninja.sh [ZK_BUILD]    (default: builds and uses .build/debug/zk-build)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
if ! command -v ninja >/dev/null 2>&1; then
  echo "test-ninja: installing ninja-build…" >&2
  if [ "$(id -u)" -eq 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq ninja-build >/dev/null
fi
zk=${1:-}
if [[ -z $zk ]]; then
  (cd "$repo" && swift build --product zk-build >&2)
  zk="$repo/.build/debug/zk-build"
fi
zk=$(cd "$(dirname "$zk")" && pwd)/$(basename "$zk")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$repo/Content" "$repo/Strings" "$repo/Audio-manifests" "$repo/Brand" "$repo/Packages" "$repo/zk-build.json" "$work/"
rm -rf "$work/Content/dictionaries"
echo "notes" > "$work/NOTES.txt"
cat > "$work/build.ninja" <<NINJA
rule zk
  command = $zk check --quiet --depfile zk.stamp.d strings && touch zk.stamp
  depfile = zk.stamp.d
  deps = gcc
build zk.stamp: zk
NINJA
fail() { echo "test-ninja: $*" >&2; exit 1; }
out=$(cd "$work" && ninja 2>&1) || fail "the first build failed: $out"
[[ -f $work/zk.stamp ]] || fail "no stamp after the first build"
# Read whole first: `grep -q` would close the pipe at its match and, under pipefail, ninja's SIGPIPE
# failed the check now and then.
deps=$(cd "$work" && ninja -t deps zk.stamp)
grep -q "Strings/Content.xcstrings" <<<"$deps" || fail "the deps lack the catalog"
grep -q "no work to do" <<<"$(cd "$work" && ninja -n)" || fail "a second build is not a no-op"
sleep 1
touch "$work/NOTES.txt"
grep -q "no work to do" <<<"$(cd "$work" && ninja -n)" || fail "a file the check does not read made it rerun"
touch "$work/Strings/Content.xcstrings"
grep -q "no work to do" <<<"$(cd "$work" && ninja -n)" && fail "a changed catalog did not make the check rerun"
# A planted mistake fails the ninja build at the catalog's line.
sed -i 's/"Finde die Zahl, die du hörst."/"Finde die Zahl, die du hörst %@."/' "$work/Strings/Content.xcstrings"
if out=$(cd "$work" && ninja 2>&1); then fail "a broken catalog passed: $out"; fi
grep -q "Strings/Content.xcstrings:[0-9]*:[0-9]*: error:" <<<"$out" || fail "no located error: $out"
echo "test-ninja: ninja reruns the check on a read file only, and fails at the catalog's line"

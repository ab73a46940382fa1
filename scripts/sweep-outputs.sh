#!/usr/bin/env bash
# Green only when right (issue 24): no `zk-build build` exits 0 with an output missing.
#
# For each input kind of the default project (zk-build.json, content files, a game, a dot
# picture, a schema, an asset set's Contents.json and image, an alphabet and a word list, each
# String Catalog, an audio manifest, the brand tokens, a store template and a default
# template), in turn: remove it, truncate it to half, empty it, or fill it with bytes that are
# not UTF-8, in a fresh copy of the project with no build folder, and run `zk-build build`. The
# run passes the sweep when its exit status is not 0, or when every output of the reference
# build is written (less the one output made from a removed content file). Every run is under
# `timeout 300`. Prints one line per violation and a summary; exits 1 on any violation.
#
#   scripts/sweep-outputs.sh [MUTATIONS]      (remove,truncate,empty,binary by default)
#   ZK_BUILD=.build/debug/zk-build scripts/sweep-outputs.sh remove   (that binary, skip the build)
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
mutations=${1:-remove,truncate,empty,binary}

if [[ -z "${ZK_BUILD:-}" ]]; then
  (cd "$repo" && swift build -c release --product zk-build >&2) || exit 3
  ZK_BUILD=$repo/.build/release/zk-build
fi
bin=$(cd "$(dirname "$ZK_BUILD")" && pwd)/$(basename "$ZK_BUILD")
work=$(mktemp -d /tmp/zk-sweep.XXXXXX)
trap 'rm -rf "$work"' EXIT
started=$(date +%s)

copy_project() {
  rm -rf "$1"
  mkdir -p "$1"
  for item in Content Strings Audio-manifests Brand zk-build.json; do
    [[ -e "$repo/$item" ]] && cp -a "$repo/$item" "$1/"
  done
}

# Every artifact of a build (hidden files, the cache and the lock, left out), relative to build/.
outputs() { (cd "$1/build" 2>/dev/null && find . -type f ! -name '.*' | sort); }

ref=$work/ref
copy_project "$ref"
timeout 300 "$bin" -C "$ref" build -q >"$work/ref.out" 2>&1 || { echo "the reference build failed:" >&2; head -5 "$work/ref.out" >&2; exit 3; }
reference=$(outputs "$ref")
echo "reference: $(echo "$reference" | wc -l) outputs"

# One input of each kind (the first in sort order where there are many).
first() { (cd "$ref" && find "$@" -type f 2>/dev/null | sort | head -1); }
inputs=(
  zk-build.json Content/manifest.json Content/numbers.json Content/prompts.json Content/friends.json Content/stickers.json
  Content/avatars.json Content/decorations.json
  "$(first Content/games -name '*.json')" "$(first Content/dotpictures -name '*.json')" "$(first Content/schemas -name '*.json')"
  "$(first Content/Illustrations.xcassets -name Contents.json -path '*.imageset/*')" "$(first Content/Illustrations.xcassets -name '*.png')"
  Content/dictionaries/scrabble_en/alphabet.json Content/dictionaries/scrabble_en/words.txt
  Strings/Localizable.xcstrings Strings/Content.xcstrings
  Audio-manifests/de.json Audio-manifests/common.json
  Brand/brand.json Brand/marketing/ru/name.txt Brand/marketing/en/release_notes.txt Brand/marketing/default/support_url.txt
)

runs=0
red=0
violations=0
proj=$work/proj
for input in "${inputs[@]}"; do
  [[ -n "$input" && -e "$ref/$input" ]] || continue
  for mutation in ${mutations//,/ }; do
    copy_project "$proj"
    size=$(stat -c %s "$proj/$input")
    case $mutation in
      remove) rm -f "$proj/$input" ;;
      truncate) truncate -s $((size / 2)) "$proj/$input" ;;
      empty) : >"$proj/$input" ;;
      binary) printf '\xff\xfe\x00garbage\xc3\x28\n' >"$proj/$input" ;;
      *) echo "unknown mutation '$mutation'" >&2; exit 2 ;;
    esac
    runs=$((runs + 1))
    timeout 300 "$bin" -C "$proj" build -q >"$work/run.out" 2>&1
    code=$?
    if [[ $code -ne 0 ]]; then
      red=$((red + 1))
      [[ $code -eq 124 ]] && { violations=$((violations + 1)); echo "VIOLATION: $mutation $input: timed out"; }
      continue
    fi
    expected=$reference
    # A removed content file has no compiled counterpart any more.
    if [[ $mutation == remove && $input == Content/* && $input == *.json ]]; then
      expected=$(grep -vxF "./content/${input#Content/}" <<<"$reference")
    fi
    missing=$(comm -23 <(echo "$expected") <(outputs "$proj"))
    if [[ -n "$missing" ]]; then
      violations=$((violations + 1))
      echo "VIOLATION: $mutation $input: exit 0 with $(echo "$missing" | wc -l) output(s) missing: $(echo "$missing" | head -3 | tr '\n' ' ')"
    fi
  done
done
echo "sweep-outputs: $runs runs over ${#inputs[@]} inputs ($mutations), $red red, $((runs - red)) green, $violations violations, $(($(date +%s) - started)) s"
[[ $violations -eq 0 ]]

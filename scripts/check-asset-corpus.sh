#!/usr/bin/env bash
# Acceptance on asset catalogs that are not in this repository: every `.xcassets` tree of every
# git mirror under MIRRORS (MIRRORS/<owner>+<name>/repo, as the search tools' `fetch` or
# `git clone --mirror` leave them), real images included, extracted to OUT and checked by the
# asset checks (zk-bench-assets check). Prints every finding and a count per code.
#
#   scripts/check-asset-corpus.sh MIRRORS [OUT]     # OUT defaults to .cache/asset-corpus
set -euo pipefail
cd "$(dirname "$0")/.."
mirrors="${1:?usage: scripts/check-asset-corpus.sh MIRRORS [OUT]}"
out="${2:-.cache/asset-corpus}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

swift build -c release --product zk-bench-assets >/dev/null
bin="$(swift build -c release --show-bin-path)"

catalogs=()
for repo in "$mirrors"/*/repo; do
  name="$(basename "$(dirname "$repo")")"
  mapfile -t folders < <(git -C "$repo" ls-tree -r --name-only HEAD 2>/dev/null | grep -o '^.*\.xcassets/' | sort -u | sed 's|/$||' | grep -v '\.xcassets/.*\.xcassets$' || true)
  [ "${#folders[@]}" -gt 0 ] || continue
  rm -rf "${out:?}/$name" && mkdir -p "$out/$name"
  git -C "$repo" archive HEAD -- "${folders[@]}" | tar -x -C "$out/$name"
  for folder in "${folders[@]}"; do catalogs+=("$name/$folder"); done
done
echo "== ${#catalogs[@]} catalogs from $(ls "$out" | wc -l) repositories"
"$bin/zk-bench-assets" check "$out" "${catalogs[@]}" | tee "$out/findings.txt"
echo "== findings per code"
grep -o '\[ZK[0-9]*\]$' "$out/findings.txt" | sort | uniq -c || true

#!/usr/bin/env bash
# Reruns a zk-build binary, with zero configuration, over a folder of app repositories (one repository per
# subfolder) and prints the findings per code per repository, then the totals per code, so a regression in
# any check shows as a changed count (issue 47).
#
#   scripts/corpus-findings.sh [--binary PATH] [--json-dir DIR] CORPUS
#
#   --binary PATH    the zk-build to run (default: .build/debug/zk-build)
#   --json-dir DIR   also keep each repository's `check --format json` output as DIR/<repo>.json
#
# Output (tab-separated, sorted): `repo<TAB>code<TAB>count` lines, then `TOTAL<TAB>code<TAB>count` lines,
# then `REPOS<TAB><n>` and `FINDINGS<TAB><n>`. A repository whose run does not print JSON is listed as
# `repo<TAB>CRASH<TAB><exit status>`. Diff two runs' outputs to see what a change moved.
set -euo pipefail
binary=.build/debug/zk-build
json_dir=
while [[ $# -gt 1 ]]; do
  case $1 in
    --binary) binary=$2; shift 2 ;;
    --json-dir) json_dir=$2; shift 2 ;;
    *) echo "usage: $0 [--binary PATH] [--json-dir DIR] CORPUS" >&2; exit 2 ;;
  esac
done
[[ $# -eq 1 && -d $1 ]] || { echo "usage: $0 [--binary PATH] [--json-dir DIR] CORPUS" >&2; exit 2; }
corpus=$1
[[ -x $binary ]] || { echo "$0: no executable zk-build at $binary" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[[ -n $json_dir ]] && mkdir -p "$json_dir"
for repo in "$corpus"/*/; do
  name=$(basename "$repo")
  status=0
  "$binary" -C "$repo" check --format json >"$work/$name.json" 2>"$work/$name.err" || status=$?
  # Exit status 1 means "findings"; anything the JSON parser cannot read is a crash.
  if ! python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$work/$name.json" 2>/dev/null; then
    printf '%s\tCRASH\t%s\n' "$name" "$status" >>"$work/crashes"
    continue
  fi
  [[ -n $json_dir ]] && cp "$work/$name.json" "$json_dir/$name.json"
done
python3 - "$work" <<'PY'
import collections, json, os, sys
work = sys.argv[1]
per_repo, totals, repos = collections.Counter(), collections.Counter(), 0
for name in sorted(os.listdir(work)):
    if not name.endswith(".json"):
        continue
    repos += 1
    repo = name[: -len(".json")]
    with open(os.path.join(work, name)) as f:
        for d in json.load(f).get("diagnostics", []):
            per_repo[(repo, d["code"])] += 1
            totals[d["code"]] += 1
for (repo, code), n in sorted(per_repo.items()):
    print(f"{repo}\t{code}\t{n}")
crashes = os.path.join(work, "crashes")
if os.path.exists(crashes):
    print(open(crashes).read(), end="")
for code, n in sorted(totals.items()):
    print(f"TOTAL\t{code}\t{n}")
print(f"REPOS\t{repos}")
print(f"FINDINGS\t{sum(totals.values())}")
PY

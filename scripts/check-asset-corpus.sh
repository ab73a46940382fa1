#!/usr/bin/env bash
# Acceptance on asset catalogs that are not in this repository: every `.xcassets` tree of every
# git mirror under MIRRORS (MIRRORS/<owner>+<name>/repo, as the search tools' `fetch` or
# `git clone --mirror` leave them), real images included, extracted to OUT and checked by the
# asset checks (zk-bench assets check). Prints every finding and a count per code.
#
#   scripts/check-asset-corpus.sh MIRRORS [OUT]     # OUT defaults to .cache/asset-corpus
set -euo pipefail
cd "$(dirname "$0")/.."
mirrors="${1:?usage: scripts/check-asset-corpus.sh MIRRORS [OUT]}"
out="${2:-.cache/asset-corpus}"
rm -rf "$out" && mkdir -p "$out"
out="$(cd "$out" && pwd)"

swift build -c release --product zk-bench >/dev/null
bin="$(swift build -c release --show-bin-path)"

# Extract every file of every top-level .xcassets folder (a blob missing from a partial mirror is
# skipped and counted), and list the catalogs.
mapfile -t catalogs < <(python3 - "$mirrors" "$out" <<'PY'
import os, subprocess, sys
mirrors, out = sys.argv[1], sys.argv[2]
missing = 0
for name in sorted(os.listdir(mirrors)):
    repo = os.path.join(mirrors, name, "repo")
    if not os.path.isdir(repo):
        continue
    listing = subprocess.run(["git", "-C", repo, "ls-tree", "-r", "-z", "HEAD"], capture_output=True).stdout.decode("utf-8", "replace")
    entries = []
    for record in filter(None, listing.split("\0")):
        meta, path = record.split("\t", 1)
        if ".xcassets/" in path and meta.split()[1] == "blob":
            entries.append((meta.split()[2], path))
    if not entries:
        continue
    batch = subprocess.Popen(["git", "-C", repo, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    folders = set()
    for sha, path in entries:
        batch.stdin.write((sha + "\n").encode()); batch.stdin.flush()
        header = batch.stdout.readline().decode().split()
        if len(header) < 3 or header[1] == "missing":
            missing += 1
            print(f"missing blob (absent from the mirror, not from the repository): {name}/{path}", file=sys.stderr)
            continue
        data = batch.stdout.read(int(header[2])); batch.stdout.read(1)
        target = os.path.join(out, name, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as handle:
            handle.write(data)
        folders.add(path[:path.index(".xcassets/") + len(".xcassets")])
    batch.stdin.close(); batch.wait()
    for folder in sorted(folders):
        print(name + "/" + folder)
print(f"{missing} blobs missing from the mirrors", file=sys.stderr)
PY
)
echo "== ${#catalogs[@]} catalogs from $(printf '%s\n' "${catalogs[@]}" | cut -d/ -f1 | sort -u | wc -l) repositories"
"$bin/zk-bench" assets check "$out" "${catalogs[@]}" | tee "$out/findings.txt"
echo "== findings per code"
grep -o '\[ZK[0-9]*\]$' "$out/findings.txt" | sort | uniq -c || true

#!/usr/bin/env bash
# Cross-checks zk-content's JSON Schema verdicts against the public check-jsonschema (PyPI),
# over the default content and over every broken fixture of Tests/Fixtures/content/ (each laid
# over a copy of the default content). For every content file, both tools must agree on valid /
# invalid. zk-content counts a file invalid when it violates its schema or when that schema (or
# one it references) is rejected (an unsupported keyword, a $ref cycle): ignoring a keyword
# would pass data the schema's author meant to reject.
#
# Usage: scripts/crosscheck-jsonschema.sh        (installs check-jsonschema into .cache/ once)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/.cache/venv-jsonschema"
if [ ! -x "$venv/bin/check-jsonschema" ]; then
    echo "installing check-jsonschema into $venv" >&2
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet check-jsonschema
fi
cd "$root"
swift build --product zk-content >&2
zk="$(swift build --show-bin-path)/zk-content"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cases=("default")
for fixture in Tests/Fixtures/content/*/; do cases+=("$(basename "$fixture")"); done

for case in "${cases[@]}"; do
    tree="$work/$case"
    mkdir -p "$tree"
    cp -r Content "$tree/Content" && rm -rf "$tree/Content/dictionaries"
    if [ "$case" != "default" ]; then cp -r "Tests/Fixtures/content/$case/Content/." "$tree/Content/"; fi
    (cd "$tree" && "$zk" validate Content --quiet 2>/dev/null || true) > "$tree.verdicts"
done

"$venv/bin/python" - "$work" "$venv/bin/check-jsonschema" "${cases[@]}" <<'PY'
import json, os, subprocess, sys
from collections import defaultdict

work, tool, cases = sys.argv[1], sys.argv[2], sys.argv[3:]
disagreements = 0
files_total = 0

def check(tree, schema_file, paths):
    """check-jsonschema's verdict per file, or None when the run produced no report."""
    run = subprocess.run(
        [tool, "--schemafile", schema_file, "--base-uri", "file://" + schema_file, "-o", "json"]
        + [os.path.join(tree, p) for p in paths],
        capture_output=True, text=True)
    try:
        report = json.loads(run.stdout)
        bad = {os.path.relpath(e["filename"], tree) for e in report.get("errors", []) + report.get("parse_errors", [])}
    except (json.JSONDecodeError, KeyError, TypeError):
        return None
    return {p: p not in bad for p in paths}

for case in cases:
    tree = os.path.join(work, case)
    ours = {}
    by_schema = defaultdict(list)
    for line in open(tree + ".verdicts"):
        verdict, path, schema = line.rstrip("\n").split("\t")
        ours[path] = verdict == "valid"
        by_schema[schema].append(path)
    theirs = {}
    for schema, paths in sorted(by_schema.items()):
        schema_file = os.path.join(tree, schema)
        verdicts = check(tree, schema_file, paths)
        if verdicts is None:
            # The run crashed (an endlessly recursive $ref, say): one file at a time, so that
            # the files whose validation never reaches the broken part keep their verdict.
            verdicts = {}
            for p in paths:
                single = check(tree, schema_file, [p])
                verdicts[p] = bool(single and single[p])
        theirs.update(verdicts)
    files_total += len(ours)
    differ = sorted(p for p in ours if ours[p] != theirs.get(p))
    invalid = sum(1 for p in ours if not ours[p])
    status = "agree" if not differ else "DISAGREE"
    print(f"{case:24} {len(ours):4} files, {invalid:3} invalid per zk-content: {status}")
    for p in differ:
        print(f"    {p}: zk-content {'valid' if ours[p] else 'invalid'}, check-jsonschema {'valid' if theirs.get(p) else 'invalid'}")
    disagreements += len(differ)
print(f"{len(cases)} cases, {files_total} file verdicts, {disagreements} disagreement(s)")
sys.exit(1 if disagreements else 0)
PY

#!/usr/bin/env bash
# Cross-check on schemas and files this repository did not write: every schema of SchemaStore
# (https://github.com/SchemaStore/schemastore, Apache-2.0) whose `$schema` is draft 4, 6, 7,
# 2019-09 or 2020-12, with its test files (src/test/<name>/, which must be valid, and
# src/negative_test/<name>/, which must not), validated in its own draft by
# `zk-content validate --schema` and by jsonschema-rs (PyPI); the verdicts must agree. Counts and
# disagreements are printed per draft. Schemas that reference remote schemas are skipped (neither
# tool fetches here); unknown keywords are annotations for both. Then every such schema against its
# draft's metaschema, both tools' verdicts compared.
# Usage: scripts/crosscheck-schemastore.sh [SCHEMASTORE_CHECKOUT]   (default: a shallow clone in .cache/)
#        ZK_CONTENT=path/to/zk-content skips the release build.
#        ZK_STORE_ONLY=REGEX runs only the schemas whose file name (without .json) matches.
# Every disagreement is printed, grouped by schema (the count first).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
store=${1:-"$root/.cache/schemastore"}
if [ ! -d "$store/src/schemas/json" ]; then
    git clone --quiet --depth 1 https://github.com/SchemaStore/schemastore "$store"
fi
venv="$root/.cache/venv-jsonschema"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import jsonschema_rs, orjson' 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet jsonschema-rs orjson
fi
cd "$root"
if [ -z "${ZK_CONTENT:-}" ]; then
    swift build -c release --product zk-content >&2
    zk="$(swift build -c release --show-bin-path)/zk-content"
else
    zk=$ZK_CONTENT
fi
"$venv/bin/python" - "$store" "$zk" <<'PY'
import glob, json, os, re, subprocess, sys, tempfile
from collections import defaultdict
import jsonschema_rs
store, zk = sys.argv[1], sys.argv[2]
only = re.compile(os.environ.get("ZK_STORE_ONLY", ""))
def draft_of(uri):
    if not isinstance(uri, str):
        return None
    u = uri.rstrip("#").replace("https://json-schema.org/draft-0", "http://json-schema.org/draft-0")
    return {"http://json-schema.org/draft-04/schema": "4", "http://json-schema.org/draft-06/schema": "6",
            "http://json-schema.org/draft-07/schema": "7", "https://json-schema.org/draft/2019-09/schema": "2019-09",
            "https://json-schema.org/draft/2020-12/schema": "2020-12"}.get(u)
def offline(uri):
    raise ValueError(f"remote reference {uri}")
schemas = []
for schema_path in sorted(glob.glob(os.path.join(store, "src/schemas/json/*.json"))):
    try:
        schema = json.load(open(schema_path, encoding="utf-8"))
    except Exception:
        continue
    if not only.search(os.path.basename(schema_path)[:-5]):
        continue
    if isinstance(schema, dict) and draft_of(schema.get("$schema")):
        schemas.append((schema_path, schema, draft_of(schema.get("$schema"))))
count = defaultdict(lambda: defaultdict(int))
disagreements = defaultdict(list)
for schema_path, schema, draft in schemas:
    name = os.path.basename(schema_path)[:-5]
    files = [(f, True) for f in sorted(glob.glob(os.path.join(store, "src/test", name, "*.json")))]
    files += [(f, False) for f in sorted(glob.glob(os.path.join(store, "src/negative_test", name, "*.json")))]
    if not files:
        continue
    try:
        validator = jsonschema_rs.validator_for(schema, retriever=offline)
    except Exception:
        count[draft]["skipped"] += 1
        continue
    count[draft]["schemas"] += 1
    out = subprocess.run([zk, "validate", "--quiet", "--schema", schema_path] + [f for f, _ in files],
                         capture_output=True, text=True).stdout
    verdicts = {line.split("\t")[1]: line.split("\t")[0] == "valid" for line in out.splitlines() if "\t" in line}
    for f, expected in files:
        try:
            peer = validator.is_valid(json.load(open(f, encoding="utf-8")))
        except Exception:
            continue
        count[draft]["files"] += 1
        ours = verdicts.get(f)
        if ours == peer:
            count[draft]["agree"] += 1
        else:
            disagreements[draft].append(f"{os.path.relpath(f, store)}: zk-content {ours}, jsonschema-rs {peer}, SchemaStore expects {expected}")
# The schemas themselves against their draft's metaschema: zk-content's bundled copy (ZK2014)
# against jsonschema-rs's (jsonschema_rs.meta.is_valid).
probe = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
probe.write("null\n")
probe.close()
meta_disagreements = defaultdict(list)
for schema_path, schema, draft in schemas:
    out = subprocess.run([zk, "validate", "--format", "json", "--schema", schema_path, probe.name], capture_output=True, text=True).stdout
    try:
        codes = [d["code"] for d in json.loads(out)["diagnostics"]]
    except Exception:
        codes = ["?"]
    ours = "ZK2014" not in codes
    try:
        peer = jsonschema_rs.meta.is_valid(schema)
    except Exception as error:
        peer = f"error {error}"
    count[draft]["meta"] += 1
    count[draft]["meta rejected by jsonschema-rs"] += 0 if peer is True else 1
    if ours == peer:
        count[draft]["meta agree"] += 1
    else:
        meta_disagreements[draft].append(f"{os.path.relpath(schema_path, store)}: zk-content metaschema-valid {ours}, jsonschema-rs {peer}")
os.unlink(probe.name)
for draft in ["4", "6", "7", "2019-09", "2020-12"]:
    c = count[draft]
    print(f"draft {draft}: {c['schemas']} schemas with test files ({c['skipped']} skipped: remote references), "
          f"{c['files']} files, verdicts agree {c['agree']}, disagree {len(disagreements[draft])}; "
          f"against the metaschema: {c['meta']} schemas, jsonschema-rs rejects {c['meta rejected by jsonschema-rs']}, "
          f"agree {c['meta agree']}, disagree {len(meta_disagreements[draft])}")
    by_schema = defaultdict(list)
    for line in disagreements[draft]:
        by_schema[line.split("/")[2]].append(line)
    for name, lines in sorted(by_schema.items(), key=lambda item: (-len(item[1]), item[0])):
        print(f"  {name}: {len(lines)}")
        for line in lines:
            print("    " + line)
    for line in meta_disagreements[draft]:
        print("  " + line)
PY

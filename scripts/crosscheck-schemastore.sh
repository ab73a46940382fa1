#!/usr/bin/env bash
# Cross-check on schemas and files this repository did not write: every draft 2020-12 schema of
# SchemaStore (https://github.com/SchemaStore/schemastore, Apache-2.0) with its test files
# (src/test/<name>/, which must be valid, and src/negative_test/<name>/, which must not), validated
# by `zk-content validate --schema` and by jsonschema-rs (PyPI); the verdicts must agree. Schemas
# that reference remote schemas are skipped (zk-content never fetches; neither does the peer here).
# Then every draft 2020-12 schema of the store against the metaschema, both tools' verdicts compared.
# Usage: scripts/crosscheck-schemastore.sh [SCHEMASTORE_CHECKOUT]   (default: a shallow clone in .cache/)
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
swift build -c release --product zk-content >&2
zk="$(swift build -c release --show-bin-path)/zk-content"
"$venv/bin/python" - "$store" "$zk" <<'PY'
import glob, json, os, subprocess, sys
import jsonschema_rs
store, zk = sys.argv[1], sys.argv[2]
schemas = sorted(glob.glob(os.path.join(store, "src/schemas/json/*.json")))
checked = agreed = skipped = 0
disagreements = []
def offline(uri):
    raise ValueError(f"remote reference {uri}")
for schema_path in schemas:
    try:
        schema = json.load(open(schema_path, encoding="utf-8"))
    except Exception:
        continue
    if not isinstance(schema, dict) or schema.get("$schema") != "https://json-schema.org/draft/2020-12/schema":
        continue
    name = os.path.basename(schema_path)[:-5]
    files = [(f, True) for f in sorted(glob.glob(os.path.join(store, "src/test", name, "*.json")))]
    files += [(f, False) for f in sorted(glob.glob(os.path.join(store, "src/negative_test", name, "*.json")))]
    if not files:
        continue
    try:
        validator = jsonschema_rs.validator_for(schema, retriever=offline)
    except Exception:
        skipped += 1
        continue
    out = subprocess.run([zk, "validate", "--quiet", "--schema", schema_path] + [f for f, _ in files],
                         capture_output=True, text=True).stdout
    verdicts = {line.split("\t")[1]: line.split("\t")[0] == "valid" for line in out.splitlines() if "\t" in line}
    for f, expected in files:
        try:
            peer = validator.is_valid(json.load(open(f, encoding="utf-8")))
        except Exception:
            continue
        checked += 1
        ours = verdicts.get(f)
        if ours == peer:
            agreed += 1
        else:
            disagreements.append(f"{os.path.relpath(f, store)}: zk-content {ours}, jsonschema-rs {peer}, suite expects {expected}")
# The schemas themselves against the draft 2020-12 metaschema: zk-content's bundled copy (ZK2014)
# against jsonschema-rs's (jsonschema_rs.meta.is_valid), on every draft 2020-12 schema of the store.
import tempfile
probe = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
probe.write("null\n")
probe.close()
meta_checked = meta_agreed = meta_rejected = 0
meta_disagreements = []
for schema_path in schemas:
    try:
        schema = json.load(open(schema_path, encoding="utf-8"))
    except Exception:
        continue
    if not isinstance(schema, dict) or schema.get("$schema") != "https://json-schema.org/draft/2020-12/schema":
        continue
    out = subprocess.run([zk, "validate", "--format", "json", "--schema", schema_path, probe.name], capture_output=True, text=True).stdout
    try:
        codes = [d["code"] for d in json.loads(out)["diagnostics"]]
    except Exception:
        codes = ["?"]
    ours = "ZK2014" not in codes
    peer = jsonschema_rs.meta.is_valid(schema)
    meta_checked += 1
    meta_rejected += 0 if peer else 1
    if ours == peer:
        meta_agreed += 1
    else:
        meta_disagreements.append(f"{os.path.relpath(schema_path, store)}: zk-content metaschema-valid {ours}, jsonschema-rs {peer}")
os.unlink(probe.name)
print(f"schemas against the metaschema: {meta_checked}, rejected by jsonschema-rs: {meta_rejected}, verdicts agree: {meta_agreed}, disagree: {len(meta_disagreements)}")
for line in meta_disagreements[:50]:
    print("  " + line)
print(f"schemas skipped (remote references): {skipped}")
print(f"files: {checked}, verdicts agree: {agreed}, disagree: {len(disagreements)}")
for line in disagreements[:50]:
    print("  " + line)
PY

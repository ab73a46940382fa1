#!/usr/bin/env bash
# Validates zk-build's SARIF output against the official SARIF 2.1.0 JSON Schema (draft-04, as
# published by OASIS; Tests/Fixtures/sarif/) with the public check-jsonschema (PyPI), on the
# default project and on copies of it with mistakes in every folder. The test suite validates
# with zk-content's own validator (SARIFCodeScanningTests); this is the independent cross-check.
#
# Usage: scripts/validate-sarif.sh        (installs check-jsonschema into .cache/ once)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/.cache/venv-jsonschema"
if [ ! -x "$venv/bin/check-jsonschema" ]; then
    echo "installing check-jsonschema into $venv" >&2
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet check-jsonschema
fi
cd "$root"
swift build --product zk-build >&2
zk="$(swift build --show-bin-path)/zk-build"
schema="$root/Tests/Fixtures/sarif/sarif-schema-2.1.0.json"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

make_case() {  # name, then a shell snippet run inside the copy
    local tree="$work/$1"
    mkdir -p "$tree"
    cp -r Content Strings Audio-manifests Brand "$tree/"
    (cd "$tree" && eval "$2")
}
make_case default ":"
make_case syntax "sed -i '2i // comment' Content/stickers.json"
make_case schema "sed -i 's/\"id\": /\"idd\": /' Content/avatars.json"
make_case strings "sed -i '0,/\"translated\"/s//\"translatd\"/' Strings/Content.xcstrings"
make_case brand "sed -i 's#https://zahlenkette.app/hilfe#http://zahlenkette.app/hilfe#' Brand/brand.json"
make_case dictionary "printf 'Xyzzyq\n' >> Content/dictionaries/scrabble_en/words.txt; printf 'cat\n' > 'Content/dictionaries/scrabble_en/extra list.txt'"
make_case config "printf '{ \"lokales\": [\"de\"], \"severities\": {\"ZK9999\": \"error\"} }\n' > zk-build.json"

failures=0
for tree in "$work"/*/; do
    name=$(basename "$tree")
    "$zk" check -C "$tree" --format sarif > "$work/$name.sarif" || true
    results=$("$venv/bin/python" -c 'import json,sys; print(sum(len(r["results"]) for r in json.load(open(sys.argv[1]))["runs"]))' "$work/$name.sarif")
    if "$venv/bin/check-jsonschema" --schemafile "$schema" "$work/$name.sarif" > "$work/$name.out" 2>&1; then
        echo "valid    $name ($results results)"
    else
        echo "INVALID  $name ($results results)"
        cat "$work/$name.out"
        failures=$((failures + 1))
    fi
done
[ "$failures" -eq 0 ]

#!/usr/bin/env bash
# Cross-checks the XLIFF that `zk-strings export-xliff` writes with the public translate-toolkit
# (PyPI, installed into a venv under .cache/): the file must parse as XLIFF 1.2, every unit must
# carry its id, source and (where translated) target, and pofilter's printf check must find no
# placeholder mismatch between source and target.
# Usage: scripts/crosscheck-xliff.sh [locale]   (default: ru)
set -euo pipefail
cd "$(dirname "$0")/.."
LOCALE="${1:-ru}"
VENV=".cache/venv-translate"
if [ ! -x "$VENV/bin/pofilter" ]; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet "translate-toolkit>=3.13"
fi
swift build --product zk-strings >/dev/null
BIN="$(swift build --show-bin-path)"
OUT=".cache/crosscheck"
mkdir -p "$OUT"
"$BIN/zk-strings" export-xliff --locale "$LOCALE" -o "$OUT/$LOCALE.xliff" -q
"$VENV/bin/python" - "$OUT/$LOCALE.xliff" <<'PY'
import sys
from translate.storage import xliff
store = xliff.xlifffile.parsefile(sys.argv[1])
units = [u for u in store.units if not u.isheader()]
ids = [u.getid() for u in units]
assert units, "no trans-units parsed"
assert len(ids) == len(set(ids)), "duplicate trans-unit ids"
translated = [u for u in units if u.target]
plural_ids = [i for i in ids if "|==|" in i]
print(f"translate-toolkit parsed {len(units)} units ({len(translated)} with target, {len(plural_ids)} variation/substitution units)")
PY
# pofilter writes the units that fail a check; an empty result means no printf mismatch.
rm -f "$OUT/$LOCALE.printf.xliff"
"$VENV/bin/pofilter" --progress=none -t printf -i "$OUT/$LOCALE.xliff" -o "$OUT/$LOCALE.printf.xliff"
FAILED=0
[ -f "$OUT/$LOCALE.printf.xliff" ] && FAILED=$("$VENV/bin/python" -c "from translate.storage import xliff; import sys; s = xliff.xlifffile.parsefile(sys.argv[1]); print(len([u for u in s.units if not u.isheader()]))" "$OUT/$LOCALE.printf.xliff")
echo "pofilter printf failures: $FAILED"
[ "$FAILED" = "0" ]

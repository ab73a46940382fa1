#!/usr/bin/env bash
# Benchmark: ZKCore's JSON readers against orjson (PyPI, in a virtual environment) on the same
# generated document, and the peak memory of reading and validating a 200 MB document, in one run.
#
#   reader:  JSONTape (positions kept as byte offsets; line and column computed on demand, what
#            zk-content validate reads), JSONReader (a tree with line and column everywhere) and
#            Foundation, against orjson.loads; CPU time of the process, best of the rounds.
#   memory:  peak RSS of reading a 200 MB document as a tape, and of `zk-content validate
#            --schema` on it (whole process), as a multiple of the input size.
# Usage: scripts/bench-json.sh [MB] [rounds]     (default 64 MB, 5 rounds; memory always 200 MB)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mb=${1:-64}
rounds=${2:-5}
venv="$root/.cache/venv-bench-json"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import orjson' 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet orjson jsonschema-rs
fi
cd "$root"
# Before the one zk-bench executable a tree had zk-bench-json (bench.sh --compare runs this script there).
if [[ -d Sources/zk-bench ]]; then bench=zk-bench sub=(json); else bench=zk-bench-json sub=(); fi
swift build -c release --product "$bench" >&2
bin="$(swift build -c release --show-bin-path)"
# zk-content as scripts/install.sh builds it (the binary users run: Swift runtime linked
# statically on Linux, in .build/install, which the two share); the whole-process figures are its.
static=(--static-swift-stdlib)
[[ $(uname -s) == Darwin ]] && static=()
swift build -c release "${static[@]}" --scratch-path "$root/.build/install" --product zk-content >&2
zk_content="$root/.build/install/release/zk-content"
work="$root/.cache/bench-json"
mkdir -p "$work"
"$bin/$bench" "${sub[@]}" --write "$work/doc.json" "$mb"

zk=$("$bin/$bench" "${sub[@]}" --file "$work/doc.json" "$rounds")
echo "$zk" | grep -v '^zk-tape-mibs'
zk_rate=$(echo "$zk" | awk '/^zk-tape-mibs/ {print $2}')
orjson_rate=$("$venv/bin/python" - "$work/doc.json" "$rounds" <<'PY'
import sys, time, orjson
data = open(sys.argv[1], "rb").read()
best = float("inf")
for _ in range(int(sys.argv[2])):
    start = time.process_time()
    value = orjson.loads(data)
    best = min(best, time.process_time() - start)
    del value
print(f"{len(data) / 2**20 / best:.1f}")
PY
)
printf '%-40s %19s %8.1f MiB/s\n' "orjson $("$venv/bin/python" -c 'import orjson; print(orjson.__version__)')" "" "$orjson_rate"
printf 'ratio (JSONTape / orjson throughput): %.2f\n' "$(echo "$zk_rate / $orjson_rate" | bc -l)"
printf 'BENCH-RATIO json.reader-throughput %.3f higher JSONTape MiB/s ÷ orjson.loads MiB/s (%s MB document, CPU time, best of %s)\n' "$(echo "$zk_rate / $orjson_rate" | bc -l)" "$mb" "$rounds"

# Peak memory on a 200 MB document.
"$bin/$bench" "${sub[@]}" --write "$work/doc200.json" 200
size=$(stat -c %s "$work/doc200.json")
"$bin/$bench" "${sub[@]}" --peak "$work/doc200.json"
cat > "$work/doc.schema.json" <<'JSON'
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "array",
  "items": {
    "type": "object",
    "required": ["id", "value", "dots"],
    "properties": {
      "id": { "type": "string", "pattern": "^item\\.[0-9]+$" },
      "titleKey": { "type": "string" },
      "value": { "type": "integer", "minimum": 1, "maximum": 20 },
      "price": { "type": "number", "minimum": 0, "multipleOf": 0.125 },
      "free": { "type": "boolean" },
      "text": { "type": "string", "minLength": 1 },
      "dots": { "type": "array", "items": { "type": "object", "properties": { "n": { "type": "integer" }, "x": { "type": "number" }, "y": { "type": "number" } } } },
      "tags": { "type": "array", "items": { "type": ["string", "null"] } }
    },
    "additionalProperties": false
  }
}
JSON
/usr/bin/time -f '%M' -o "$work/peak.txt" "$zk_content" validate --quiet -C "$work" --schema doc.schema.json doc200.json > /dev/null 2>&1 || true
peak=$(tail -1 "$work/peak.txt")
printf 'zk-content validate --schema on %.0f MB: peak RSS %.0f MiB = %.2f× the input\n' \
    "$(echo "$size / 1000000" | bc -l)" "$(echo "$peak / 1024" | bc -l)" "$(echo "$peak * 1024 / $size" | bc -l)"
printf 'BENCH-VALUE json.validate-peak-per-input-byte %.3f lower zk-content validate --schema peak RSS ÷ input size (200 MB document)\n' "$(echo "$peak * 1024 / $size" | bc -l)"

# The reader against simdjson (Debian's libsimdjson-dev, its C++ DOM parser), whole process
# against whole process on the same document: `zk-content validate --schema {}` (read, positions
# kept, validated against the empty schema) and a program that loads the file and parses it into
# simdjson's DOM; CPU time (user+sys), best of the rounds, and peak RSS as a multiple of the input.
if [ ! -f /usr/include/simdjson.h ]; then
    if command -v apt-get > /dev/null; then
        ${SUDO:-$( [ "$(id -u)" = 0 ] || echo sudo )} apt-get install -y -qq libsimdjson-dev > /dev/null
    fi
fi
if [ -f /usr/include/simdjson.h ] && command -v g++ > /dev/null; then
    cat > "$work/simdjson-parse.cpp" <<'CPP'
#include <simdjson.h>
#include <cstdio>
int main(int argc, char **argv) {
    simdjson::dom::parser parser;
    simdjson::padded_string text;
    if (simdjson::padded_string::load(argv[1]).get(text)) return 2;
    simdjson::dom::element root;
    if (parser.parse(text).get(root)) return 1;
    std::printf("%d\n", root.is_array() ? 1 : 0);
    return 0;
}
CPP
    g++ -O3 -std=c++17 -o "$work/simdjson-parse" "$work/simdjson-parse.cpp" -lsimdjson
    echo '{}' > "$work/empty.schema.json"
    best() {  # best CPU seconds and lowest peak KiB of `rounds` runs of COMMAND…
        local cpu=999999 peak=0 line
        for _ in $(seq "$rounds"); do
            /usr/bin/time -o "$work/t.txt" -f '%U %S %M' "$@" > /dev/null 2>&1 || true
            line=$(tail -1 "$work/t.txt")
            cpu=$(echo "$line" | awk -v best="$cpu" '{c = $1 + $2; print (c < best ? c : best)}')
            peak=$(echo "$line" | awk -v best="$peak" '{print (best == 0 || $3 < best ? $3 : best)}')
        done
        echo "$cpu $peak"
    }
    size=$(stat -c %s "$work/doc.json")
    read -r zk_cpu zk_peak < <(best "$zk_content" validate --quiet -C "$work" --schema empty.schema.json doc.json)
    read -r sj_cpu sj_peak < <(best "$work/simdjson-parse" "$work/doc.json")
    printf 'whole process on %s MB, CPU time best of %s (load %s):\n' "$mb" "$rounds" "$(cut -d' ' -f1-3 /proc/loadavg)"
    printf '  zk-content validate --schema {}   %6.2f s  %7.1f MB/s  peak %.2f× input\n' "$zk_cpu" \
        "$(echo "$size / 1000000 / $zk_cpu" | bc -l)" "$(echo "$zk_peak * 1024 / $size" | bc -l)"
    printf '  simdjson %s DOM parse        %6.2f s  %7.1f MB/s  peak %.2f× input\n' \
        "$(dpkg-query -W -f '${Version}' libsimdjson-dev 2>/dev/null || echo '?')" "$sj_cpu" \
        "$(echo "$size / 1000000 / $sj_cpu" | bc -l)" "$(echo "$sj_peak * 1024 / $size" | bc -l)"
    printf 'BENCH-RATIO json.reader-vs-simdjson %.3f higher simdjson CPU time ÷ zk-content validate --schema {} CPU time (whole process)\n' \
        "$(echo "$sj_cpu / $zk_cpu" | bc -l)"
    printf 'BENCH-VALUE json.reader-peak-per-input-byte %.3f lower zk-content validate --schema {} peak RSS ÷ input size\n' \
        "$(echo "$zk_peak * 1024 / $size" | bc -l)"
else
    echo "simdjson: not measured (needs libsimdjson-dev and g++)"
fi

#!/usr/bin/env bash
# Benchmark: `zk-content validate` (release) against the Rust validator jsonschema-rs (PyPI, with
# orjson to read the files) on one large synthetic content tree, whole process against whole
# process, in one run: each BENCH_ROUNDS times (default 15), alternating, with the median wall time,
# its spread and the CPU time. zk-content runs twice a round: on every core (default -j) and on
# one (-j 1), so the per-core ratio (zk-content -j 1 against the single-threaded peer) and the
# scaling (-j 1 wall ÷ default wall) come from the same run. BENCH_CHECK_JSONSCHEMA=1 adds check-jsonschema (slow: minutes).
#
# The tree: the real schemas of Content/schemas/ plus 10,000 generated files (about 50 MB) of four
# kinds under Content/bench/<kind>/, each naming its schema with "$schema": prompt lists, friend
# lists, games and dot pictures, written the way the real files are (two-space indent). A fixed
# seed makes the tree the same on every run; about 1 file in 100 is made invalid on purpose, so
# both tools report errors and their counts can be compared.
#
# The peer is a Python process that reads every file with orjson, picks its schema from its
# "$schema" like zk-content, compiles each schema once (jsonschema_rs.validator_for, relative
# references read from disk) and calls is_valid. check-jsonschema takes one schema per run, so it
# runs once per kind; its time is the sum.
# Usage: scripts/bench-content.sh [files]     (default 10000)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
count=${1:-10000}
venv="$root/.cache/venv-jsonschema"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import jsonschema_rs, orjson' 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet jsonschema-rs orjson
fi
if [ "${BENCH_CHECK_JSONSCHEMA:-0}" = 1 ] && [ ! -x "$venv/bin/check-jsonschema" ]; then
    "$venv/bin/pip" install --quiet check-jsonschema
fi
cd "$root"
# The binary users run: built as scripts/install.sh builds it (Swift runtime linked statically on
# Linux, in .build/install, which the two share), like bench-dawg.sh's. Linked dynamically, each
# process spends about 4 ms more loading Swift's and Foundation's libraries.
static=(--static-swift-stdlib)
[[ $(uname -s) == Darwin ]] && static=()
swift build -c release "${static[@]}" --scratch-path "$root/.build/install" --product zk-content >&2
zk="$root/.build/install/release/zk-content"
work="$root/.cache/bench-content"
rm -rf "$work"
mkdir -p "$work/Content"
cp -r Content/schemas "$work/Content/schemas"

"$venv/bin/python" - "$work/Content/bench" "$count" <<'PY'
import json, os, random, sys
out, count = sys.argv[1], int(sys.argv[2])
rng = random.Random(20261129)
kinds = ["prompts", "friends", "game", "dotpicture"]
games = ["entdecken", "wie_viele", "hoer_hin", "was_fehlt", "blitzblick", "mehr_weniger", "nachspuren",
         "schuettelbox", "froschsprung", "zahlenmonster", "memory", "punkt_zu_punkt"]
skills = ["count", "recognize", "name", "subitize", "compare", "order", "decompose", "write"]
def prompts(i):
    entries = []
    for j in range(rng.randint(50, 90)):
        pid = f"prompt.bench_{i:05d}.line_{j:03d}"
        entries.append({"id": pid, "key": pid, "audio": pid})
    return {"prompts": entries}
def friends(i):
    return {"friends": [{"id": f"friend.{n:02d}", "number": n, "nameKey": f"friend.{n:02d}.name",
                         "descriptionKey": f"friend.{n:02d}.description", "assetName": f"friend_{n:02d}"} for n in range(1, 21)]}
def game(i):
    g = rng.choice(games)
    def step(name, lo, hi):
        return {"labelKey": f"game.step.{name}", "range": {"min": lo, "max": hi}, "roundLength": rng.randint(3, 10),
                "choiceCount": rng.randint(2, 6), "objects": ["obj_apfel", "obj_ball", "obj_ente"], "arrangements": ["structured", "dice"]}
    return {"id": g, "tier": rng.choice(["free", "premium"]), "abenteuerEligible": True, "primarySkill": rng.choice(skills),
            "secondarySkill": rng.choice(skills), "titleKey": f"game.{g}.title", "iconAssetName": f"game_{g}",
            "backgroundAssetName": f"bg_{g}", "prompts": [f"prompt.{g}.line_{k}" for k in range(rng.randint(5, 15))],
            "sounds": ["sfx.tap", "sfx.correct", "music.garden"],
            "steps": {"leicht": step("leicht", 1, 5), "mittel": step("mittel", 1, 10), "schwer": step("schwer", 1, 20)}}
def dotpicture(i):
    slug = f"bild_{i:05d}"
    return {"id": slug, "titleKey": f"dotpic.{slug}.title", "revealAssetName": f"dotpic_{slug}", "sticker": f"sticker.{slug}",
            "closed": rng.random() < 0.5,
            "dots": [{"n": n, "x": round(rng.random(), 3), "y": round(rng.random(), 3)} for n in range(1, rng.randint(5, 20) + 1)]}
make = {"prompts": prompts, "friends": friends, "game": game, "dotpicture": dotpicture}
weights = [0.45, 0.2, 0.2, 0.15]
total = 0
for i in range(count):
    kind = rng.choices(kinds, weights)[0]
    value = {"$schema": f"../../schemas/{kind}.schema.json", **make[kind](i)}
    if rng.random() < 0.01:
        # Break it: a key the schema forbids.
        value["unexpected"] = True
    folder = os.path.join(out, kind)
    os.makedirs(folder, exist_ok=True)
    text = json.dumps(value, indent=2, ensure_ascii=False) + "\n"
    total += len(text.encode())
    with open(os.path.join(folder, f"{i:05d}.json"), "w") as f:
        f.write(text)
print(f"generated {count} files, {total / 1e6:.1f} MB", file=sys.stderr)
PY

bytes=$(find "$work/Content/bench" -name '*.json' -printf '%s\n' | awk '{s += $1} END {print s}')
files=$(find "$work/Content/bench" -name '*.json' | wc -l)
now() { date +%s.%N; }

# Each measured command runs `rounds` times, alternating with its peer, so both see the same load;
# wall time and CPU time (user + system, of the process and its threads) are taken per run, to the
# microsecond (GNU time's 10 ms steps were 6 % of a 0.17 s run).
rounds=${BENCH_ROUNDS:-15}
cat > "$work/timed.py" <<'PY'
import resource, subprocess, sys, time
out, command = sys.argv[1], sys.argv[2:]
before = resource.getrusage(resource.RUSAGE_CHILDREN)
start = time.perf_counter()
with open(out, "wb") as sink:
    subprocess.run(command, stdout=sink, stderr=subprocess.DEVNULL)
wall = time.perf_counter() - start
after = resource.getrusage(resource.RUSAGE_CHILDREN)
cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
print(f"{wall:.6f} {cpu:.6f}")
PY
measure() {  # measure NAME COMMAND…: appends "wall cpu" to $work/NAME.times, stdout to $work/NAME.out
    local name=$1
    shift
    "$venv/bin/python" "$work/timed.py" "$work/$name.out" "$@" >> "$work/$name.times"
}
cat > "$work/peer.py" <<'PY'
import os, sys
import orjson, jsonschema_rs
root = sys.argv[1]
validators = {}
schemas = os.path.join(os.path.dirname(root), "schemas")
def retrieve(uri):
    # The schemas' $id URIs (https://zk-build.dev/schemas/<name>) and file URIs, from disk.
    path = uri.removeprefix("file://")
    if not os.path.exists(path):
        path = os.path.join(schemas, uri.rsplit("/", 1)[-1])
    with open(path, "rb") as f:
        return orjson.loads(f.read())
checked = invalid = 0
for folder, _, names in sorted(os.walk(root)):
    for name in sorted(names):
        if not name.endswith(".json"):
            continue
        path = os.path.join(folder, name)
        with open(path, "rb") as f:
            value = orjson.loads(f.read())
        schema = os.path.normpath(os.path.join(folder, value["$schema"]))
        validator = validators.get(schema)
        if validator is None:
            validator = jsonschema_rs.validator_for(retrieve("file://" + schema), base_uri="file://" + schema, retriever=retrieve)
            validators[schema] = validator
        checked += 1
        if not validator.is_valid(value):
            invalid += 1
print(checked, invalid)
PY
rm -f "$work"/*.times
for _ in $(seq "$rounds"); do
    (cd "$work" && measure zk "$zk" validate Content --quiet)
    (cd "$work" && measure zk1 "$zk" validate -j 1 Content --quiet)
    measure rs "$venv/bin/python" "$work/peer.py" "$work/Content/bench"
done
zk_invalid=$(grep -c '^invalid' "$work/zk.out" || true)
read -r rs_files rs_invalid < "$work/rs.out"
start=$(now)
(cd "$work" && "$zk" check Content --quiet > /dev/null 2>&1) || true
zk_check_time=$(echo "$(now) - $start" | bc -l)
# median, min, max of column $2 of a times file
stat_of() { sort -n -k"$2" "$1" | awk -v c="$2" '{v[NR]=$c} END {printf "%s %s %s\n", v[int((NR+1)/2)], v[1], v[NR]}'; }
read -r zk_time zk_min zk_max < <(stat_of "$work/zk.times" 1)
read -r rs_time rs_min rs_max < <(stat_of "$work/rs.times" 1)
read -r zk_cpu _ _ < <(stat_of "$work/zk.times" 2)
read -r zk1_time zk1_min zk1_max < <(stat_of "$work/zk1.times" 1)
read -r rs_cpu _ _ < <(stat_of "$work/rs.times" 2)

if [ "${BENCH_CHECK_JSONSCHEMA:-0}" = 1 ]; then
    start=$(now)
    cj_invalid=0
    for kind in prompts friends game dotpicture; do
        schema="$work/Content/schemas/$kind.schema.json"
        "$venv/bin/check-jsonschema" --schemafile "$schema" --base-uri "file://$schema" -o json "$work/Content/bench/$kind"/*.json > "$work/cj-$kind.json" || true
        n=$("$venv/bin/python" -c 'import json,sys; r=json.load(open(sys.argv[1])); print(len({e["filename"] for e in r["errors"]}))' "$work/cj-$kind.json")
        cj_invalid=$((cj_invalid + n))
    done
    cj_time=$(echo "$(now) - $start" | bc -l)
fi

mb=$(echo "$bytes / 1000000" | bc -l)
printf 'tree: %d files, %.1f MB (%s)\n' "$files" "$mb" "$work/Content/bench"
printf 'each tool %d runs, alternating; wall time median [min-max], CPU time (user+sys) median; load average %s\n' "$rounds" "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-34s %8.3f s [%.3f-%.3f]  cpu %5.3f s  %9.0f files/s  %7.1f MB/s  invalid: %d\n' "zk-content validate (schemas)" "$zk_time" "$zk_min" "$zk_max" "$zk_cpu" \
    "$(echo "$files / $zk_time" | bc -l)" "$(echo "$mb / $zk_time" | bc -l)" "$zk_invalid"
printf '%-34s %8.3f s [%.3f-%.3f]  %31.0f files/s  %7.1f MB/s\n' "zk-content validate -j 1" "$zk1_time" "$zk1_min" "$zk1_max" \
    "$(echo "$files / $zk1_time" | bc -l)" "$(echo "$mb / $zk1_time" | bc -l)"
printf '%-34s %8.2f s  %9.0f files/s  %7.1f MB/s\n' "zk-content check (schemas+links)" "$zk_check_time" \
    "$(echo "$files / $zk_check_time" | bc -l)" "$(echo "$mb / $zk_check_time" | bc -l)"
printf '%-34s %8.3f s [%.3f-%.3f]  cpu %5.3f s  %9.0f files/s  %7.1f MB/s  invalid: %d\n' "jsonschema-rs $("$venv/bin/pip" show jsonschema-rs | awk '/^Version/ {print $2}') (+orjson)" "$rs_time" "$rs_min" "$rs_max" "$rs_cpu" \
    "$(echo "$rs_files / $rs_time" | bc -l)" "$(echo "$mb / $rs_time" | bc -l)" "$rs_invalid"
if [ "${BENCH_CHECK_JSONSCHEMA:-0}" = 1 ]; then
    printf '%-34s %8.2f s  %9.0f files/s  %7.1f MB/s  invalid: %d\n' "check-jsonschema $("$venv/bin/check-jsonschema" --version | awk '{print $NF}')" "$cj_time" \
        "$(echo "$files / $cj_time" | bc -l)" "$(echo "$mb / $cj_time" | bc -l)" "$cj_invalid"
fi
printf 'ratio (files/s, zk-content validate / jsonschema-rs, whole process, median wall): %.2f\n' "$(echo "$rs_time / $zk_time" | bc -l)"
printf 'ratio (CPU time, jsonschema-rs / zk-content validate; zk-content uses both cores, jsonschema-rs one): %.2f\n' "$(echo "$rs_cpu / $zk_cpu" | bc -l)"
printf 'BENCH-RATIO content.validate-files-per-s %.3f higher zk-content validate files/s ÷ jsonschema-rs+orjson files/s (%d files, median wall)\n' "$(echo "$rs_time / $zk_time" | bc -l)" "$files"
printf 'ratio (per core: jsonschema-rs wall / zk-content validate -j 1 wall): %.2f (fastest runs: %.2f)\n' \
    "$(echo "$rs_time / $zk1_time" | bc -l)" "$(echo "$rs_min / $zk1_min" | bc -l)"
printf 'ratio (scaling: zk-content -j 1 wall / default -j wall, %s cores): %.2f (fastest runs: %.2f)\n' "$(nproc)" \
    "$(echo "$zk1_time / $zk_time" | bc -l)" "$(echo "$zk1_min / $zk_min" | bc -l)"
printf 'BENCH-RATIO content.validate-per-core %.3f higher jsonschema-rs+orjson wall ÷ zk-content validate -j 1 wall\n' "$(echo "$rs_time / $zk1_time" | bc -l)"
printf 'BENCH-RATIO content.validate-scaling %.3f higher zk-content validate -j 1 wall ÷ default -j wall\n' "$(echo "$zk1_time / $zk_time" | bc -l)"
printf 'BENCH-RATIO content.validate-cpu %.3f higher jsonschema-rs CPU time ÷ zk-content validate CPU time\n' "$(echo "$rs_cpu / $zk_cpu" | bc -l)"

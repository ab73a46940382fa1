#!/usr/bin/env bash
# Side-by-side benchmark of `zk-dawg build` against dawgdic (PyPI `dawg2`) and marisa-trie, on the
# real lists (wamerican ≈ 104k, wngerman ≈ 356k, hunspell-ru expanded ≈ 1.25M forms).
#
#   scripts/bench-dawg.sh [RUNS]     (RUNS per measurement, median reported; default 3)
#
# Whole process against whole process (read the list, build, write the file): wall time and peak
# RSS from /usr/bin/time, file size; then in-process `contains` lookups per second of the Swift
# reader (zk-bench-dawg, release) over a fixed-seed sample of words and non-words, next to
# dawgdic's and marisa's (through their Python bindings). Everything lives under .cache/bench.
#
# zk-dawg is measured twice: built with --static-swift-stdlib (the Swift runtime and Foundation
# linked in, as a command-line tool would ship; the table's "zk") and as `swift build -c release`
# makes it, dynamically linked (the line under each table row), whose floor is the ~19 MB of
# runtime and Foundation pages the loader maps before main. Lookups are over letter codes (the
# table) and over Swift strings, UTF-8 to codes to walk (the line under the row).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-3}
work=$repo/.cache/bench
mkdir -p "$work/alphabets" "$work/clean" "$work/out"
cd "$repo"

say() { printf 'bench-dawg: %s\n' "$*" >&2; }
[[ -x /usr/bin/time ]] || { say "needs /usr/bin/time (apt-get install time)"; exit 3; }

# Peers, in a virtual environment.
if [[ ! -x $work/venv/bin/python ]] || ! "$work/venv/bin/python" -c 'import dawg, marisa_trie' 2>/dev/null; then
  say "installing dawg2 and marisa-trie into $work/venv"
  python3 -m venv "$work/venv"
  "$work/venv/bin/pip" install -q dawg2 marisa-trie
fi
py=$work/venv/bin/python

# The lists, from Debian packages.
if [[ ! -s $work/lists/ru-forms.txt ]]; then
  say "fetching the benchmark lists"
  scripts/fetch-wordlists.sh bench "$work/lists"
fi

say "building release binaries"
swift build -c release --product zk-dawg >/dev/null
swift build -c release --product zk-bench-dawg >/dev/null
swift build -c release --static-swift-stdlib --scratch-path "$work/build-static" --product zk-dawg >/dev/null
zkdynamic=$repo/.build/release/zk-dawg
zk=$work/build-static/release/zk-dawg
zkbench=$repo/.build/release/zk-bench-dawg

# Alphabets for the benchmark lists (letters only; tile values do not matter here).
alphabet() { # name letters
  "$py" - "$1" "$2" "$work/alphabets/$1.json" <<'PY'
import json, sys
name, letters, out = sys.argv[1], sys.argv[2], sys.argv[3]
json.dump({"variant": name, "letters": [{"letter": l, "value": 1, "count": 1} for l in letters],
           "fold": {"ё": "е"} if "я" in letters else {}, "minLength": 1, "maxLength": 64},
          open(out, "w"), ensure_ascii=False)
PY
}
alphabet en abcdefghijklmnopqrstuvwxyz
alphabet de abcdefghijklmnopqrstuvwxyzäöüß
alphabet ru абвгдежзийклмнопрстуфхцчшщъыьэюя

# Clean lists: what every tool builds from. Lines outside the alphabet (proper names with
# apostrophes, abbreviations) are dropped by zk-dawg itself, lower-cased and de-duplicated.
lists=(wamerican:en wngerman:de ru-forms:ru)
for entry in "${lists[@]}"; do
  name=${entry%%:*} lang=${entry##*:}
  if [[ ! -s $work/clean/$name.txt ]]; then
    "$zk" build -q --lenient --alphabet "$work/alphabets/$lang.json" -o "$work/clean/$name.dawg" "$work/lists/$name.txt" >/dev/null 2>&1
    "$zk" dump "$work/clean/$name.dawg" >"$work/clean/$name.txt" 2>/dev/null
  fi
done

cat >"$work/peer.py" <<'PY'
import sys
kind, source, out = sys.argv[1], sys.argv[2], sys.argv[3]
with open(source, encoding="utf-8") as f:
    words = f.read().split("\n")
words = [w for w in words if w]
if kind == "dawgdic":
    import dawg
    dawg.DAWG(words).save(out)
else:
    import marisa_trie
    marisa_trie.Trie(words).save(out)
PY

cat >"$work/lookups.py" <<'PY'
import sys, time
kind, path, sample_path = sys.argv[1], sys.argv[2], sys.argv[3]
with open(sample_path, encoding="utf-8") as f:
    sample = f.read().split("\n")
if kind == "dawgdic":
    import dawg
    d = dawg.DAWG().load(path)
else:
    import marisa_trie
    d = marisa_trie.Trie().load(path)
rounds, found, start = 0, 0, time.perf_counter()
while True:
    for w in sample:
        if w in d:
            found += 1
    rounds += 1
    elapsed = time.perf_counter() - start
    if elapsed >= 1.0:
        break
print("%.0f" % (len(sample) * rounds / elapsed))
PY

# median of RUNS runs of "wall_seconds peak_kb" for a command
measure() {
  local i results=()
  for ((i = 0; i < runs; i++)); do
    /usr/bin/time -f '%e %M' -o "$work/time.txt" "$@" >/dev/null 2>&1
    results+=("$(cat "$work/time.txt")")
  done
  printf '%s\n' "${results[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p"
}

rows=()
for entry in "${lists[@]}"; do
  name=${entry%%:*} lang=${entry##*:}
  words=$(wc -l <"$work/clean/$name.txt")
  say "$name: $words words"
  read -r zt zm < <(measure "$zk" build -q --alphabet "$work/alphabets/$lang.json" -o "$work/out/$name.dawg" "$work/clean/$name.txt")
  read -r yt ym < <(measure "$zkdynamic" build -q --alphabet "$work/alphabets/$lang.json" -o "$work/out/$name.dynamic.dawg" "$work/clean/$name.txt")
  cmp -s "$work/out/$name.dawg" "$work/out/$name.dynamic.dawg" || { say "$name: static and dynamic builds differ"; exit 1; }
  read -r dt dm < <(measure "$py" "$work/peer.py" dawgdic "$work/clean/$name.txt" "$work/out/$name.dawgdic")
  read -r mt mm < <(measure "$py" "$work/peer.py" marisa "$work/clean/$name.txt" "$work/out/$name.marisa")
  zs=$(stat -c %s "$work/out/$name.dawg") ds=$(stat -c %s "$work/out/$name.dawgdic") ms=$(stat -c %s "$work/out/$name.marisa")
  lookups=$(ZK_BENCH_SAMPLE_OUT=$work/out/$name.sample "$zkbench" lookups "$work/out/$name.dawg" "$work/clean/$name.txt" 200000 42)
  zl=$(sed 's/^lookups_per_second=\([0-9]*\).*/\1/' <<<"$lookups")
  zsl=$(sed 's/.* string_lookups_per_second=\([0-9]*\).*/\1/' <<<"$lookups")
  dl=$("$py" "$work/lookups.py" dawgdic "$work/out/$name.dawgdic" "$work/out/$name.sample")
  ml=$("$py" "$work/lookups.py" marisa "$work/out/$name.marisa" "$work/out/$name.sample")
  rows+=("$name $words $zt $dt $mt $zm $dm $mm $zs $ds $ms $zl $dl $ml $yt $ym $zsl")
done

"$py" - "${rows[@]}" <<'PY'
import sys
print()
print("%-10s %8s | %-28s | %-28s | %-28s | %-30s" % ("list", "words", "build wall s (zk/dawgdic/marisa)", "peak RSS MB", "file MB", "lookups/s (zk | dawgdic, marisa via Python)"))
for row in sys.argv[1:]:
    f = row.split()
    name, words = f[0], int(f[1])
    zt, dt, mt = map(float, f[2:5]); zm, dm, mm = (int(x) / 1024 for x in f[5:8])
    zs, ds, ms = (int(x) / 1e6 for x in f[8:11]); zl, dl, ml = map(float, f[11:14])
    yt, ym, zsl = float(f[14]), int(f[15]) / 1024, float(f[16])
    print("%-10s %8d | %5.2f %5.2f %5.2f  %4.2fx %4.2fx | %5.0f %5.0f %5.0f %4.2fx %4.2fx | %5.2f %5.2f %5.2f %4.2fx %4.2fx | %6.1fM | %5.2fM %5.2fM  %5.1fx"
          % (name, words, zt, dt, mt, zt / dt, zt / mt, zm, dm, mm, zm / dm, zm / mm, zs, ds, ms, zs / ds, zs / ms,
             zl / 1e6, dl / 1e6, ml / 1e6, zl / dl))
    print("%-19s | %5.2f dynamic  %4.2fx %4.2fx | %5.0f dynamic  %4.2fx %4.2fx | %-28s | %6.1fM from strings"
          % ("", yt, yt / dt, yt / mt, ym, ym / dm, ym / mm, "", zsl / 1e6))
print("ratios are zk ÷ dawgdic and zk ÷ marisa (lower is better, except lookups: zk ÷ dawgdic, higher is better);")
print("zk-dawg linked statically in the rows, dynamically (plain swift build -c release) in the lines below them;")
print("zk lookups over letter codes in the rows, over Swift strings (UTF-8 decoded per lookup) below them")
PY

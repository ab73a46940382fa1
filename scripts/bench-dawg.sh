#!/usr/bin/env bash
# Side-by-side benchmark of `zk-dawg build` against dawgdic (PyPI `dawg2`), marisa-trie and fst
# (PyPI `ducer`, the Rust fst crate), on real lists, each shuffled and sorted:
#   wamerican (≈ 104k lines), wngerman (≈ 356k, capitalised nouns folded by "case": "fold"),
#   hunspell-ru forms expanded by unmunch (≈ 1.25M), pymorphy3's Russian forms (≈ 3.06M).
#
#   scripts/bench-dawg.sh [--quick] [RUNS]   (RUNS per measurement, best kept; default 3;
#                                             --quick: wamerican and hunspell-ru only, 1 run,
#                                             no lookups)
#
# Whole process against whole process (read the list, build, write the file), in one run,
# alternating: CPU time (user + sys) and wall time from /usr/bin/time, best of RUNS; peak RSS
# (the lowest of the runs); file size. zk-dawg is the release build linked with
# --static-swift-stdlib (as a command-line tool would ship). Every list's `zk-dawg dump` must equal
# the list in the dictionary's order, or the script fails. Then in-process `contains` lookups per
# second of the Swift reader (zk-bench dawg) next to dawgdic's and marisa's through Python.
#
# Machine-readable lines for scripts/bench.sh, one per figure:
#   BENCH-RATIO <name> <zk ÷ best peer> <lower|higher> <what>
# Everything lives under $BENCH_CACHE (default .cache/bench); the lists and the peers' virtual
# environment are shared with a --compare tree, the builds are per tree.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
quick=0
if [[ ${1:-} == --quick ]]; then quick=1; shift; fi
runs=${1:-${BENCH_DAWG_RUNS:-3}}
((quick)) && runs=${1:-1}
cache=${BENCH_CACHE:-$repo/.cache/bench}
work=$repo/.cache/bench-dawg
mkdir -p "$cache/alphabets" "$cache/clean" "$work/out"
cd "$repo"

say() { printf 'bench-dawg: %s\n' "$*" >&2; }
[[ -x /usr/bin/time ]] || { say "needs /usr/bin/time (apt-get install time)"; exit 3; }

# Peers, in a virtual environment.
if [[ ! -x $cache/venv/bin/python ]] || ! "$cache/venv/bin/python" -c 'import dawg, marisa_trie, ducer, pymorphy3' 2>/dev/null; then
  say "installing dawg2, marisa-trie, ducer and pymorphy3 (+ its Russian dictionary) into $cache/venv"
  python3 -m venv "$cache/venv"
  "$cache/venv/bin/pip" install -q dawg2 marisa-trie ducer pymorphy3 pymorphy3-dicts-ru
fi
py=$cache/venv/bin/python

# The lists: Debian packages (scripts/fetch-wordlists.sh), and every form of pymorphy3's dictionary.
if [[ ! -s $cache/lists/ru-forms.txt ]]; then
  say "fetching the Debian lists"
  scripts/fetch-wordlists.sh bench "$cache/lists"
fi
if [[ ! -s $cache/lists/pymorphy-forms.txt ]]; then
  say "extracting the forms of pymorphy3's dictionary"
  "$py" - "$cache/lists/pymorphy-forms.txt" <<'PY'
import sys, pymorphy3
forms = set(pymorphy3.MorphAnalyzer().dictionary.words.iterkeys())
with open(sys.argv[1] + ".tmp", "w", encoding="utf-8") as out:
    out.write("".join(word + "\n" for word in sorted(forms)))
import os; os.replace(sys.argv[1] + ".tmp", sys.argv[1])
PY
fi

say "building release binaries"
swift build -c release --static-swift-stdlib --scratch-path "$work/build-static" --product zk-dawg >/dev/null
zk=$work/build-static/release/zk-dawg
# Before the one zk-bench executable a tree had zk-bench-dawg (bench.sh --compare runs this script there).
if [[ -d Sources/zk-bench ]]; then bench=zk-bench sub=(dawg); else bench=zk-bench-dawg sub=(); fi
# zk-bench dawg from the same scratch path: the modules are built once.
((quick)) || swift build -c release --static-swift-stdlib --scratch-path "$work/build-static" --product "$bench" >/dev/null
zkbench=$work/build-static/release/$bench

# Alphabets for the benchmark lists (letters only; tile values do not matter here).
alphabet() { # name letters [case]
  "$py" - "$1" "$2" "${3:-}" "$cache/alphabets/$1.json" <<'PY'
import json, sys
name, letters, case, out = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
doc = {"variant": name, "letters": [{"letter": l, "value": 1, "count": 1} for l in letters], "blanks": 0,
       "fold": {"ё": "е"} if "я" in letters else {}, "minLength": 1, "maxLength": 64}
if case:
    doc["case"] = case
json.dump(doc, open(out, "w"), ensure_ascii=False)
PY
}
alphabet en abcdefghijklmnopqrstuvwxyz
alphabet de abcdefghijklmnopqrstuvwxyzäöüß
alphabet de-fold abcdefghijklmnopqrstuvwxyzäöüß fold
alphabet ru абвгдежзийклмнопрстуфхцчшщъыьэюя

# Clean lists, what every tool builds from: the lines zk-dawg accepts (German nouns folded to
# lower case; proper names, abbreviations and words with apostrophes dropped), de-duplicated, in
# the dictionary's order (sorted) and in a fixed-seed random order (shuffled). Made once, by the
# tree that runs first; a --compare tree reuses them.
lists=(wamerican:en wngerman:de ru-forms:ru pymorphy-forms:ru)
((quick)) && lists=(wamerican:en ru-forms:ru)
for entry in "${lists[@]}"; do
  name=${entry%%:*} lang=${entry##*:}
  build_alphabet=$lang
  [[ $lang == de ]] && build_alphabet=de-fold
  if [[ ! -s $cache/clean/$name.shuffled.txt ]]; then
    "$zk" build -q --lenient --alphabet "$cache/alphabets/$build_alphabet.json" -o "$work/out/$name.clean.dawg" "$cache/lists/$name.txt" >/dev/null 2>&1
    "$zk" dump "$work/out/$name.clean.dawg" >"$cache/clean/$name.sorted.txt.tmp"
    mv "$cache/clean/$name.sorted.txt.tmp" "$cache/clean/$name.sorted.txt"
    "$py" -c 'import random, sys; w = open(sys.argv[1], encoding="utf-8").read().split("\n")[:-1]; random.Random(26).shuffle(w); open(sys.argv[2], "w", encoding="utf-8").write("".join(x + "\n" for x in w))' \
      "$cache/clean/$name.sorted.txt" "$cache/clean/$name.shuffled.txt"
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
elif kind == "marisa":
    import marisa_trie
    marisa_trie.Trie(words).save(out)
else:
    import ducer  # fst needs its keys in byte order
    ducer.Set.build(out, sorted(w.encode("utf-8") for w in words))
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

# one run of a command: "cpu_seconds wall_seconds peak_kb"
once() {
  /usr/bin/time -f '%U %S %e %M' -o "$work/time.txt" "$@" >/dev/null 2>"$work/stderr.txt" || { say "failed: $* ($(tail -2 "$work/stderr.txt"))"; exit 1; }
  awk '{ printf "%.2f %.2f %d\n", $1 + $2, $3, $4 }' "$work/time.txt"
}
best() { sort -n -k"$1" | head -1 | awk -v c="$1" '{ print $c }'; }

tools=(zk dawgdic marisa fst)
command_for() { # tool name order
  local out=$work/out/$2.$3.$1
  case $1 in
    zk) local lang=${4}; echo "$zk build -q --alphabet $cache/alphabets/$lang.json -o $out.dawg $cache/clean/$2.$3.txt" ;;
    *) echo "$py $work/peer.py $1 $cache/clean/$2.$3.txt $out" ;;
  esac
}

rows=()
for entry in "${lists[@]}"; do
  name=${entry%%:*} lang=${entry##*:}
  words=$(wc -l <"$cache/clean/$name.sorted.txt")
  for order in sorted shuffled; do
    say "$name, $order: $words words, $runs run(s) of each tool, alternating"
    declare -A results=()
    for ((run = 0; run < runs; run++)); do
      for tool in "${tools[@]}"; do
        # shellcheck disable=SC2046
        results[$tool]+="$(once $(command_for "$tool" "$name" "$order" "$lang"))"$'\n'
      done
    done
    dumped=$("$zk" dump "$work/out/$name.$order.zk.dawg" | cmp -s - "$cache/clean/$name.sorted.txt" && echo yes || echo no)
    [[ $dumped == yes ]] || { say "$name ($order): zk-dawg dump differs from the list"; exit 1; }
    row="$name $order $words"
    for tool in "${tools[@]}"; do
      cpu=$(printf '%s' "${results[$tool]}" | best 1)
      wall=$(printf '%s' "${results[$tool]}" | best 2)
      peak=$(printf '%s' "${results[$tool]}" | best 3)
      case $tool in zk) file=$work/out/$name.$order.zk.dawg ;; *) file=$work/out/$name.$order.$tool ;; esac
      row+=" $cpu $wall $peak $(stat -c %s "$file")"
    done
    rows+=("$row")
    unset results
  done
done

# The German list as written (nouns capitalised) builds under "case": "fold".
german=""
if [[ " ${lists[*]} " == *" wngerman:de "* ]]; then
  if "$zk" build -q --lenient --alphabet "$cache/alphabets/de-fold.json" -o "$work/out/wngerman.as-written.dawg" "$cache/lists/wngerman.txt" >/dev/null 2>&1; then
    german="wngerman as written (capitalised nouns), \"case\": \"fold\": builds, $("$zk" stats "$work/out/wngerman.as-written.dawg" | sed -n 's/^words: //p') words"
  else
    german="wngerman as written (capitalised nouns), \"case\": \"fold\": FAILS"
  fi
fi

"$py" - "$german" "${rows[@]}" <<'PY'
import sys
german, rows = sys.argv[1], sys.argv[2:]
tools = ["zk", "dawgdic", "marisa", "fst"]
print()
print("whole process, best of the runs: CPU s (user+sys) [wall s], peak RSS MB, file MB; ratio = zk ÷ best peer")
print("%-16s %-8s %8s | %-44s | %-28s | %-30s" % ("list", "order", "words", "CPU s zk / dawgdic / marisa / fst   ratio", "peak MB zk / peers     ratio", "file MB zk / peers        ratio"))
lines = []
for row in rows:
    f = row.split()
    name, order, words = f[0], f[1], int(f[2])
    v = {t: tuple(float(x) for x in f[3 + 4 * i: 7 + 4 * i]) for i, t in enumerate(tools)}
    cpu = {t: max(v[t][0], 0.01) for t in tools}; wall = {t: v[t][1] for t in tools}
    mem = {t: v[t][2] / 1024 for t in tools}; size = {t: v[t][3] / 1e6 for t in tools}
    peers = tools[1:]
    rc = cpu["zk"] / min(cpu[p] for p in peers); rm = mem["zk"] / min(mem[p] for p in peers); rs = size["zk"] / min(size[p] for p in peers)
    print("%-16s %-8s %8d | %5.2f %5.2f %5.2f %5.2f  %5.2fx    | %4.0f %4.0f %4.0f %4.0f %5.2fx | %5.2f %5.2f %5.2f %5.2f %5.2fx"
          % (name, order, words, cpu["zk"], cpu["dawgdic"], cpu["marisa"], cpu["fst"], rc,
             mem["zk"], mem["dawgdic"], mem["marisa"], mem["fst"], rm, size["zk"], size["dawgdic"], size["marisa"], size["fst"], rs))
    print("%-35s | wall %5.2f %5.2f %5.2f %5.2f  %5.2fx" % ("", wall["zk"], wall["dawgdic"], wall["marisa"], wall["fst"], wall["zk"] / min(wall[p] for p in peers)))
    key = "dawg.%s.%s" % (name, order)
    lines.append("BENCH-RATIO %s.build-cpu %.3f lower zk-dawg build CPU time ÷ the fastest of dawgdic, marisa-trie, fst (%s, %s, %d words)" % (key, rc, name, order, words))
    lines.append("BENCH-RATIO %s.peak-rss %.3f lower zk-dawg build peak RSS ÷ the leanest peer" % (key, rm))
    lines.append("BENCH-RATIO %s.size %.3f lower dictionary size ÷ the smallest peer's" % (key, rs))
if german:
    print(german)
print()
print("\n".join(lines))
PY

if ((!quick)); then
  echo
  echo "lookups per second (zk over letter codes in-process; dawgdic and marisa through Python), sorted lists' files"
  for entry in "${lists[@]}"; do
    name=${entry%%:*}
    "$py" "$work/peer.py" dawgdic "$cache/clean/$name.sorted.txt" "$work/out/$name.lookups.dawgdic"
    "$py" "$work/peer.py" marisa "$cache/clean/$name.sorted.txt" "$work/out/$name.lookups.marisa"
    lookups=$(ZK_BENCH_SAMPLE_OUT=$work/out/$name.sample "$zkbench" "${sub[@]}" lookups "$work/out/$name.sorted.zk.dawg" "$cache/clean/$name.sorted.txt" 200000 42)
    zl=$(sed 's/^lookups_per_second=\([0-9]*\).*/\1/' <<<"$lookups")
    dl=$("$py" "$work/lookups.py" dawgdic "$work/out/$name.lookups.dawgdic" "$work/out/$name.sample")
    ml=$("$py" "$work/lookups.py" marisa "$work/out/$name.lookups.marisa" "$work/out/$name.sample")
    printf '%-16s zk %6.1fM  dawgdic %5.2fM  marisa %5.2fM\n' "$name" "$(bc -l <<<"$zl / 1000000")" "$(bc -l <<<"$dl / 1000000")" "$(bc -l <<<"$ml / 1000000")"
    printf 'BENCH-RATIO dawg.%s.lookups %.3f higher zk contains() per second ÷ dawgdic through Python\n' "$name" "$(bc -l <<<"$zl / $dl")"
  done
  echo
  echo "opening the pymorphy-forms dictionary (mapped), best of 5: complete check, header only (.onFirstUse), its first lookup"
  "$zkbench" "${sub[@]}" open "$work/out/${lists[-1]%%:*}.sorted.zk.dawg" 2>/dev/null || echo "(zk-bench dawg open is not in this tree)"
fi

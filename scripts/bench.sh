#!/usr/bin/env bash
# The benchmark ledger: runs every benchmark script against its peers in one run and writes
# BENCHMARKS.md, one table of ratios (zk ÷ peer) with the commit, the machine and its load.
#
#   scripts/bench.sh [--quick] [--only dawg,json,content,audio,strings] [--compare REV] [--no-write]
#
#   --quick        short runs (small inputs, one round; minutes instead of an hour)
#   --only LIST    run only these benchmarks (default: all five)
#   --compare REV  also build REV in a git worktree (.cache/bench-compare/<commit>), run the same
#                  benchmarks there with this tree's scripts (so both print the same figures, on
#                  the same lists and peers), and print every ratio that fell by more than 10 %
#                  from REV to this tree; the comparison is added to BENCHMARKS.md
#   --reuse-compare  with --compare: keep REV's figures from an earlier run of these scripts
#                  (.cache/bench-ledger/<commit>/<benchmark>.log) instead of running REV again
#   --no-write     print the table, leave BENCHMARKS.md alone
#
# Each bench-*.sh prints its figures as lines the ledger collects:
#   BENCH-RATIO <name> <zk ÷ peer> <lower|higher> <what>   (which way is better)
#   BENCH-VALUE <name> <value> <lower|higher> <what>       (no peer: an absolute figure)
# and whatever else it prints goes to .cache/bench-ledger/<commit>/<benchmark>.log.
# Exit status: 0, or 1 when a benchmark failed or (with --compare) a ratio fell by more than 10 %.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo"
quick=0 only="dawg,json,content,audio,strings" compare="" write=1 reuse=0
while (($#)); do
  case $1 in
    --quick) quick=1 ;;
    --only) only=$2; shift ;;
    --compare) compare=$2; shift ;;
    --no-write) write=0 ;;
    --reuse-compare) reuse=1 ;;
    -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done
say() { printf 'bench: %s\n' "$*" >&2; }
IFS=, read -r -a benches <<<"$only"
for bench in "${benches[@]}"; do
  [[ -f scripts/bench-$bench.sh ]] || { say "no benchmark scripts/bench-$bench.sh"; exit 2; }
done

# The arguments of each benchmark in --quick mode.
quick_args() {
  case $1 in
    dawg) echo "--quick" ;;
    json) echo "8 2" ;;
    content) echo "1000" ;;
    audio) echo "500" ;;
    strings) echo "5000" ;;
  esac
}

# run_all TREE LABEL: runs the benchmarks in TREE; figures to .cache/bench-ledger/LABEL/figures.tsv
export BENCH_CACHE=${BENCH_CACHE:-$repo/.cache/bench}
run_all() {
  local tree=$1 label=$2 reusing=${3:-0} out=$repo/.cache/bench-ledger/$2 bench args status
  mkdir -p "$out"
  : >"$out/figures.tsv"
  : >"$out/failed.txt"
  for bench in "${benches[@]}"; do
    args=""
    ((quick)) && args=$(quick_args "$bench")
    status=0
    if ((reusing)) && grep -q '^BENCH-' "$out/$bench.log" 2>/dev/null; then
      say "$label: bench-$bench.sh: figures of the earlier run kept (${out#"$repo"/}/$bench.log)"
    else
      say "$label: bench-$bench.sh $args (log: ${out#"$repo"/}/$bench.log)"
      # shellcheck disable=SC2086
      (cd "$tree" && bash "scripts/bench-$bench.sh" $args) >"$out/$bench.log" 2>&1 || status=$?
    fi
    if ((status != 0)); then
      say "$label: bench-$bench.sh failed (exit $status); last lines:"
      tail -5 "$out/$bench.log" >&2
      echo "$bench $status" >>"$out/failed.txt"
    fi
    grep -E '^BENCH-(RATIO|VALUE) ' "$out/$bench.log" | while read -r kind name value better what; do
      printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$bench" "$kind" "$name" "$value" "$better" "$what"
    done >>"$out/figures.tsv" || true
  done
}

load_before=$(uptime)
commit=$(git rev-parse --short HEAD)
git diff --quiet HEAD -- Sources Package.swift scripts || commit="$commit+changes"
label=${commit//+/-}
run_all "$repo" "$label"

old_label=""
if [[ -n $compare ]]; then
  old=$(git rev-parse --short "$compare^{commit}")
  old_label=$old
  tree=$repo/.cache/bench-compare/$old
  if [[ ! -d $tree ]]; then
    say "checking out $compare ($old) into ${tree#"$repo"/}"
    git worktree add --detach "$tree" "$old" >/dev/null
  fi
  # This tree's scripts, so that both trees print the same figures in the same way.
  cp scripts/bench*.sh scripts/fetch-wordlists.sh "$tree/scripts/"
  run_all "$tree" "$old_label" "$reuse"
fi
load_after=$(uptime)

machine="$(uname -sm), $(nproc) cores, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1), $(awk '/MemTotal/ { printf "%.0f GB", $2 / 1048576 }' /proc/meminfo)"
python3 - "$repo/.cache/bench-ledger" "$label" "$commit" "$old_label" "$machine" "$load_before" "$load_after" "$quick" "$write" "$repo/BENCHMARKS.md" "$only" <<'PY'
import sys, os, datetime
ledger, label, commit, old_label, machine, before, after, quick, write, target, only = sys.argv[1:12]

def figures(label):
    rows = []
    path = os.path.join(ledger, label, "figures.tsv")
    for line in open(path, encoding="utf-8") if os.path.exists(path) else []:
        bench, kind, name, value, better, what = line.rstrip("\n").split("\t")
        rows.append(dict(bench=bench, kind=kind, name=name, value=float(value), better=better, what=what))
    return rows

def failed(label):
    path = os.path.join(ledger, label, "failed.txt")
    return [l.split() for l in open(path)] if os.path.exists(path) else []

def load(text):
    return text.split("load average:")[-1].strip()

new = figures(label)
old = {r["name"]: r for r in figures(old_label)} if old_label else {}
out = []
out.append("# Benchmarks")
out.append("")
out.append("Written by `scripts/bench.sh%s%s%s`; do not edit by hand. Every figure is whole process against whole process" %
           (" --quick" if quick == "1" else "", " --only " + only if only != "dawg,json,content,audio,strings" else "", " --compare " + old_label if old_label else ""))
out.append("on the same input in one run, best of the runs, as a ratio of zk to its best peer (what the benchmark's line says).")
out.append("")
out.append("- commit: `%s`, %s UTC" % (commit, datetime.datetime.utcnow().strftime("%Y-%m-%d %H:%M")))
out.append("- machine: %s" % machine)
out.append("- load average (1, 5, 15 min): %s before, %s after" % (load(before), load(after)))
out.append("- mode: %s" % ("quick (small inputs, one round)" if quick == "1" else "full"))
ran = only.split(",")
missing = [b for b in ["dawg", "json", "content", "audio", "strings"] if b not in ran]
out.append("- benchmarks run: %s%s" % (", ".join(ran), "; not run in this ledger: " + ", ".join(missing) if missing else ""))
out.append("")
header = "| benchmark | figure | zk ÷ peer | better |" + (" %s | change |" % old_label if old_label else "")
out.append(header)
out.append("|" + "---|" * (header.count("|") - 1))
fell = []
for r in new:
    value = "%.3f" % r["value"] if r["kind"] == "BENCH-RATIO" else "%.4g (value)" % r["value"]
    line = "| %s | %s | %s | %s |" % (r["name"], r["what"], value, r["better"])
    if old_label:
        o = old.get(r["name"])
        if o is None:
            line += " – | new |"
        else:
            # change as "better by x %": positive is better, negative worse
            if r["better"] == "lower":
                change = (o["value"] / r["value"] - 1) * 100 if r["value"] > 0 else 0
            else:
                change = (r["value"] / o["value"] - 1) * 100 if o["value"] > 0 else 0
            mark = " **fell**" if change < -10 else ""
            if change < -10:
                fell.append((r["name"], o["value"], r["value"], change))
            line += " %.3f | %+.0f %%%s |" % (o["value"], change, mark)
    out.append(line)
for bench, status in failed(label):
    out.append("| %s | the benchmark failed (exit %s) | – | – |%s" % (bench, status, " – | – |" if old_label else ""))
if old_label:
    out.append("")
    out.append("Change: how much better this commit's ratio is than %s's (negative: worse); **fell** marks a ratio that got" % old_label)
    out.append("worse by more than 10 %. Both trees ran this tree's benchmark scripts on the same lists and peers.")
    for bench, status in failed(old_label):
        out.append("%s: bench-%s.sh failed there (exit %s)." % (old_label, bench, status))
text = "\n".join(out) + "\n"
print(text)
if fell:
    print("ratios that fell by more than 10 %% from %s to %s:" % (old_label, commit))
    for name, o, n, change in fell:
        print("  %s: %.3f -> %.3f (%+.0f %%)" % (name, o, n, change))
elif old_label:
    print("no ratio fell by more than 10 %% from %s to %s" % (old_label, commit))
if write == "1":
    open(target, "w", encoding="utf-8").write(text)
    print("wrote %s" % target, file=sys.stderr)
sys.exit(1 if fell or failed(label) else 0)
PY

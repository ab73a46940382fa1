#!/usr/bin/env bash
# The benchmark ledger: runs every benchmark script against its peers in one run and writes
# BENCHMARKS.md: a table of ratios (zk ÷ peer) per benchmark, with the commit, the machine and its load.
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
# BENCHMARKS.md has a section per benchmark (scripts/bench-ledger.py writes it): a run rewrites
# the sections of the benchmarks it ran and keeps the others as the last run that had them wrote them.
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
    -h|--help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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
target=""
((write)) && target=$repo/BENCHMARKS.md
python3 scripts/bench-ledger.py --ledger "$repo/.cache/bench-ledger" --label "$label" --commit "$commit" \
  --old-label "$old_label" --machine "$machine" --load-before "$load_before" --load-after "$load_after" \
  --date "$(date -u '+%Y-%m-%d %H:%M')" --only "$only" --quick "$quick" --write "$target"

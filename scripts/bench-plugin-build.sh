#!/usr/bin/env bash
# Benchmark: a new consumer package's cold `swift build` (debug, fresh .build), as an app team's
# first build with the ZKBuildPlugin build-tool plugin and the DawgReader product sees it.
#
#   scripts/bench-plugin-build.sh [REPO] [WORK_DIR]
#       REPO      the zk-build checkout to depend on (default: this one; pass another worktree to
#                 compare trees, e.g. a `git worktree add` of an older commit)
#       WORK_DIR  where the consumer is created (default REPO/.cache/bench-plugin-build; emptied)
#
# The consumer is set up as scripts/test-plugins.sh does: it depends on REPO by path through a link
# named zk-build, has one app target with the plugin and DawgReader, and the default project at its
# root. The one timed command is the cold `swift build`, under /usr/bin/time -v (whole process tree:
# SwiftPM, the manifests, every compiler job, the links and the plugin's run). Prints one line,
#   plugin-build wall=53.1 cpu=95.2 user=88.0 sys=7.2 maxrss_mb=612 load_before=… load_after=…
# and keeps the build log (WORK_DIR/build.log) and time's report (WORK_DIR/time.txt).
# Extra `swift build` arguments (for profiling, not timing) come from BUILD_ARGS, e.g.
#   BUILD_ARGS="-Xswiftc -stats-output-dir -Xswiftc /tmp/stats" scripts/bench-plugin-build.sh
# Time it under the shared lock, alternating trees: `flock /work/bench.lock scripts/bench-plugin-build.sh`.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
repo=$(cd "${1:-$here}" && pwd)
work=${2:-$repo/.cache/bench-plugin-build}
[[ -x /usr/bin/time ]] || { echo "bench-plugin-build: needs /usr/bin/time (apt-get install time)" >&2; exit 2; }

# shellcheck source=scripts/plugin-consumer.sh
source "$here/scripts/plugin-consumer.sh"
make_consumer "$repo" "$work"

cd "$consumer"
read -r -a extra <<<"${BUILD_ARGS:-}"
load_before=$(cut -d' ' -f1-3 /proc/loadavg | tr ' ' '/')
status=0
/usr/bin/time -v -o "$work/time.txt" swift build "${extra[@]}" >"$work/build.log" 2>&1 || status=$?
load_after=$(cut -d' ' -f1-3 /proc/loadavg | tr ' ' '/')
if [[ $status -ne 0 ]]; then
  tail -30 "$work/build.log" >&2
  echo "bench-plugin-build: swift build failed ($status)" >&2
  exit 1
fi
awk -v lb="$load_before" -v la="$load_after" '
  /User time/ { user = $NF }
  /System time/ { sys = $NF }
  /Elapsed \(wall clock\)/ { n = split($NF, p, ":"); wall = (n == 3) ? p[1] * 3600 + p[2] * 60 + p[3] : p[1] * 60 + p[2] }
  /Maximum resident/ { rss = $NF }
  END { printf "plugin-build wall=%.1f cpu=%.1f user=%.1f sys=%.1f maxrss_mb=%d load_before=%s load_after=%s\n",
        wall, user + sys, user, sys, rss / 1024, lb, la }' "$work/time.txt"

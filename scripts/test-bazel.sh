#!/usr/bin/env bash
# zk-build under Bazel with a remote cache (issue 53): builds bazel/example (the default project and a
# small second app) with rules_zk against BuildGrid's CAS and action cache on 127.0.0.1. After
# `bazel clean` every zk action is a remote cache hit; a changed catalog reruns exactly its one
# action; a planted mistake fails the build at the catalog's file and line.
# Installs Debian's bazel-bootstrap (apt) and BuildGrid (PyPI, in a venv) when they are missing.
# Nothing else is downloaded: the rules have no external dependencies.
#
#   scripts/test-bazel.sh [TOOLS_DIR]   (default: builds and uses .build/debug)
#
# ZK_BUILDGRID_VENV: where BuildGrid is installed (default: ~/.cache/zk-build/buildgrid).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
say() { echo "test-bazel: $*" >&2; }
fail() {
  say "FAILED: $*"
  exit 1
}
if [ "$(id -u)" -eq 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
if ! command -v bazel >/dev/null 2>&1; then
  say "installing bazel-bootstrap…"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq bazel-bootstrap >/dev/null
fi
venv=${ZK_BUILDGRID_VENV:-$HOME/.cache/zk-build/buildgrid}
if [[ ! -x $venv/bin/bgd ]]; then
  if ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
    say "installing python3-venv…"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq python3-venv >/dev/null
  fi
  say "installing BuildGrid into $venv…"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q buildgrid
fi

tools=${1:-}
if [[ -z $tools ]]; then
  (cd "$repo" && swift build --product zk-strings >&2 && swift build --product zk-dawg >&2 &&
    swift build --product zk-content >&2 && swift build --product zk-marketing >&2)
  tools="$repo/.build/debug"
fi

work=$(mktemp -d)
bgd_pid=""
ws="$work/bazel/example"
root="$work/bazel-root"
cleanup() {
  if [[ -d $ws ]]; then (cd "$ws" && timeout 60 bazel --output_user_root="$root" shutdown >/dev/null 2>&1) || true; fi
  if [[ -n $bgd_pid ]]; then kill "$bgd_pid" 2>/dev/null || true; fi
  chmod -R u+w "$work" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# The workspace: rules_zk and its example, the default project's inputs, the prebuilt tools.
cp -R "$repo/bazel" "$work/bazel"
cp -R "$repo/Content" "$repo/Strings" "$repo/Brand" "$ws/"
for tool in zk-strings zk-dawg zk-content zk-marketing; do cp "$tools/$tool" "$ws/tools/$tool"; done

# BuildGrid: an in-memory CAS and action cache on loopback, stopped at exit.
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat >"$work/buildgrid.yml" <<YAML
server:
  - !channel
    address: "127.0.0.1:$port"
    insecure-mode: true
storages:
  - !lru-storage &cas
    size: 512MB
caches:
  - !lru-action-cache &ac
    storage: *cas
    max-cached-refs: 4096
    allow-updates: true
    cache-failed-actions: false
instances:
  - name: ""
    services:
      - !action-cache
        cache: *ac
      - !cas
        storage: *cas
      - !bytestream
        storage: *cas
YAML
"$venv/bin/bgd" server start "$work/buildgrid.yml" >"$work/buildgrid.log" 2>&1 &
bgd_pid=$!
for _ in $(seq 1 60); do
  if python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), 1)" 2>/dev/null; then break; fi
  kill -0 "$bgd_pid" 2>/dev/null || fail "BuildGrid did not start: $(cat "$work/buildgrid.log")"
  sleep 0.5
done
say "BuildGrid's CAS and action cache on 127.0.0.1:$port"

bz() { (cd "$ws" && timeout 600 bazel --output_user_root="$root" --max_idle_secs=120 "$@"); }
cache="--remote_cache=grpc://127.0.0.1:$port"
# The zk actions of the workspace (one per catalog, per dictionary, per content and brand folder).
zk_actions=$(bz aquery 'mnemonic("Zk.*", //...)' --output=text 2>/dev/null | grep -c '^action ') ||
  fail "bazel aquery failed"
say "$zk_actions zk actions"
[[ $zk_actions -ge 8 ]] || fail "expected at least 8 zk actions, found $zk_actions"

# 1. A build fills the remote cache; the test rule passes too.
out=$(bz build //... "$cache" 2>&1) || fail "the first build failed: $out"
out=$(bz test //:strings_test "$cache" 2>&1) || fail "zk_strings_test failed: $out"
# 2. After `bazel clean`, every zk action is a remote cache hit.
bz clean >/dev/null 2>&1
out=$(bz build //... "$cache" 2>&1) || fail "the build after clean failed: $out"
processes=$(grep -E '^INFO: [0-9]+ process' <<<"$out" || true)
say "after clean: ${processes#INFO: }"
hits=$(sed -nE 's/.* ([0-9]+) remote cache hit.*/\1/p' <<<"$processes")
[[ ${hits:-0} -eq $zk_actions ]] || fail "expected $zk_actions remote cache hits: $processes"
grep -qE 'sandbox|local|worker|remote[,.]|remote$' <<<"${processes//remote cache hit/}" &&
  fail "an action ran after clean: $processes"

# 3. A changed catalog reruns exactly its one action.
catalog="$ws/apps/rechenblitz/Strings/Localizable.xcstrings"
sed -i 's/"value" : "Los"/"value" : "Auf geht'"'"'s"/' "$catalog"
out=$(bz build //... "$cache" --explain="$work/explain.txt" 2>&1) || fail "the build after an edit failed: $out"
processes=$(grep -E '^INFO: [0-9]+ process' <<<"$out" || true)
say "after one edit: ${processes#INFO: }"
# Processes that ran (all but Bazel's internal ones): the one catalog's check.
executed=$(sed -E 's/^INFO: [0-9]+ process(es)?: //; s/[0-9]+ internal//' <<<"$processes" | grep -oE '[0-9]+' |
  awk '{ n += $1 } END { print n + 0 }')
[[ $executed -eq 1 ]] || fail "expected one process to run after one edit: $processes"
ran=$(grep -c "^Executing action 'zk-" "$work/explain.txt" || true)
[[ $ran -eq 1 ]] || fail "expected one zk action to rerun, $ran did: $(cat "$work/explain.txt")"
grep -q "^Executing action 'zk-strings check apps/rechenblitz/Strings/Localizable.xcstrings'" "$work/explain.txt" ||
  fail "the action that reran is not the catalog's: $(cat "$work/explain.txt")"

# 4. A planted mistake fails the build at the catalog's file and line.
sed -i 's/"Finde die Zahl, die du hörst."/"Finde die Zahl, die du hörst %@."/' "$ws/Strings/Content.xcstrings"
if out=$(bz build //... "$cache" 2>&1); then fail "a broken catalog passed: $out"; fi
grep -qE "(^|[^/])Strings/Content.xcstrings:[0-9]+:[0-9]+: error:" <<<"$out" || fail "no located error: $out"
say "every zk action a remote cache hit after clean; one edit reruns one action; a mistake fails at its line"

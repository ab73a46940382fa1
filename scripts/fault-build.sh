#!/usr/bin/env bash
# Fault injection for the zk-build driver (issue 14), with a fixed seed and bounded counts:
#
#   1. KILLS SIGKILLs of a build at a random moment (after a random 0–2.5 s), of builds that have
#      real work to do (no build folder, no cache, or an edited input);
#   2. ROUNDS rounds of three builds started at once (on a fresh cache or an edited input);
#   3. FLIPS single-bit flips of build/.zk-cache, each followed by a build;
#   4. an unwritable build folder, then writable again (build/dictionaries, then build/ itself;
#      as root the builds run as `nobody` through setpriv, since root writes anywhere);
#   5. a full disk: a 1 MiB tmpfs mounted as the build folder (the build needs about 2 MiB),
#      then remounted at 64 MiB. Where mount is not permitted, a file-size limit (prlimit
#      --fsize, SIGXFSZ ignored, so writes fail with EFBIG) stands in for it.
#
# After each fault the next build must exit 0 with artifacts byte-identical to a clean build's
# (every file under build/ but the hidden cache and lock) and no temporary file anywhere under
# build/. Every build but the killed ones runs under `timeout 300`, so a hang is a failure, not a
# stall. The script prints its figures and exits 1 on any failure.
#
#   scripts/fault-build.sh [KILLS] [ROUNDS] [FLIPS] [SEED]      (defaults: 50 20 300 14)
#   ZK_BUILD=.build/debug/zk-build scripts/fault-build.sh       (use that binary, skip the build)
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
kills=${1:-50}
rounds=${2:-20}
flips=${3:-300}
seed=${4:-14}
RANDOM=$seed

if [[ -z "${ZK_BUILD:-}" ]]; then
  (cd "$repo" && swift build -c release --product zk-build >&2) || exit 3
  ZK_BUILD=$repo/.build/release/zk-build
fi
bin=$(cd "$(dirname "$ZK_BUILD")" && pwd)/$(basename "$ZK_BUILD")
work=$(mktemp -d /tmp/zk-fault.XXXXXX)
chmod 755 "$work"
ref=$work/ref
proj=$work/proj
failures=0
checks=0
started=$(date +%s)
cleanup() { mountpoint -q "$proj/build" 2>/dev/null && umount "$proj/build"; rm -rf "$work"; }
trap cleanup EXIT

copy_project() {
  mkdir -p "$1"
  for folder in Content Strings Audio-manifests Brand; do cp -a "$repo/$folder" "$1/"; done
}

# Checksums of every artifact (hidden files, the cache and the lock, left out), relative paths.
sums() { (cd "$1/build" && find . -type f ! -name '.*' -print0 | sort -z | xargs -0 sha256sum); }
temporaries() { find "$1/build" -name '.*.zk-tmp-*' 2>/dev/null; }

fail() {
  failures=$((failures + 1))
  echo "FAIL: $*" >&2
}

# What the build after a fault left: exit 0, the reference's artifacts, no temporary file.
verify() {
  local label=$1 code=$2 out=$3
  checks=$((checks + 1))
  [[ $code -eq 0 ]] || { fail "$label: build exited $code: $(echo "$out" | head -3)"; return; }
  [[ "$(sums "$proj")" == "$reference" ]] || { fail "$label: artifacts differ from a clean build's"; diff <(sums "$proj") <(echo "$reference") | head -5 >&2; }
  [[ -z "$(temporaries "$proj")" ]] || fail "$label: temporary files left: $(temporaries "$proj" | head -3)"
}

# The build after a fault, verified.
check() {
  local out
  out=$("${run_as[@]}" timeout 300 "$bin" -C "$proj" build -q 2>&1)
  verify "$1" $? "$out"
}

run_as=()
copy_project "$ref"
timeout 300 "$bin" -C "$ref" build -q >/dev/null || { echo "the reference build failed" >&2; exit 3; }
reference=$(sums "$ref")
echo "reference: $(echo "$reference" | wc -l) artifacts, $(du -sk "$ref/build" | cut -f1) KiB"
copy_project "$proj"
edited=Content/games/blitzblick.json

# Gives the next build work to do: no build folder, no cache, or an edited input (restored by restore).
perturb() {
  case $((RANDOM % 3)) in
    0) rm -rf "$proj/build" ;;
    1) rm -f "$proj/build/.zk-cache" ;;
    2) sed -i 's/"tier": "premium"/"tier": "free"/' "$proj/$edited" ;;
  esac
}
restore() { cp "$ref/$edited" "$proj/$edited"; }

# 1. SIGKILL at random moments.
killed_running=0
for ((i = 1; i <= kills; i++)); do
  perturb
  "$bin" -C "$proj" build -q >/dev/null 2>&1 &
  pid=$!
  delay_ms=$((RANDOM % 2500))
  sleep "$(printf '%d.%03d' $((delay_ms / 1000)) $((delay_ms % 1000)))"
  if kill -0 "$pid" 2>/dev/null; then killed_running=$((killed_running + 1)); fi
  kill -9 "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  restore
  check "kill $i (after ${delay_ms} ms)"
done
echo "kills: $kills SIGKILLs, $killed_running of them while the build ran"

# 2. Concurrent builds.
waited=0
for ((i = 1; i <= rounds; i++)); do
  perturb
  pids=()
  for j in 1 2 3; do
    timeout 300 "$bin" -C "$proj" build -q --verbose >"$work/concurrent-$j.out" 2>&1 &
    pids+=($!)
  done
  for j in 0 1 2; do
    wait "${pids[$j]}" || fail "concurrent round $i: build $((j + 1)) exited $?: $(head -3 "$work/concurrent-$((j + 1)).out")"
  done
  restore
  check "concurrent round $i"
done
echo "concurrent: $rounds rounds of 3 builds"

# 3. Cache bit flips.
timeout 300 "$bin" -C "$proj" build -q >/dev/null
cp "$proj/build/.zk-cache" "$work/cache"
cache_bytes=$(stat -c %s "$work/cache")
discarded=0
for ((i = 1; i <= flips; i++)); do
  bit=$(( (RANDOM * 32768 + RANDOM) % (cache_bytes * 8) ))
  python3 - "$work/cache" "$proj/build/.zk-cache" "$bit" <<'PY'
import sys
data = bytearray(open(sys.argv[1], "rb").read())
bit = int(sys.argv[3])
data[bit // 8] ^= 1 << (bit % 8)
open(sys.argv[2], "wb").write(bytes(data))
PY
  out=$(timeout 300 "$bin" -C "$proj" build --verbose 2>&1)
  code=$?
  if grep -q "discarded the build cache" <<<"$out"; then discarded=$((discarded + 1)); fi
  verify "flip of bit $bit" "$code" "$out"
  cp "$work/cache" "$proj/build/.zk-cache"
done
echo "flips: $flips single-bit flips of a $cache_bytes-byte cache, $discarded noticed and discarded"

# 4. Unwritable, then writable again.
if [[ $(id -u) -eq 0 ]]; then
  chown -R 65534:65534 "$proj"
  run_as=(setpriv --reuid=65534 --regid=65534 --clear-groups)
fi
rm -f "$proj/build/.zk-cache" "$proj"/build/dictionaries/*.dawg
chmod 555 "$proj/build/dictionaries"
"${run_as[@]}" timeout 300 "$bin" -C "$proj" build -q >"$work/unwritable.out" 2>&1
code=$?
[[ $code -eq 3 ]] || fail "unwritable build/dictionaries: exit $code, expected 3: $(head -3 "$work/unwritable.out")"
chmod 755 "$proj/build/dictionaries"
check "build/dictionaries writable again"
rm -f "$proj/build/.zk-cache"
rm -rf "$proj/build/reports"
chmod 555 "$proj/build"
"${run_as[@]}" timeout 300 "$bin" -C "$proj" build -q >"$work/unwritable.out" 2>&1
code=$?
[[ $code -eq 3 ]] || fail "unwritable build/: exit $code, expected 3: $(head -3 "$work/unwritable.out")"
chmod 755 "$proj/build"
check "build/ writable again"
run_as=()
[[ $(id -u) -eq 0 ]] && chown -R 0:0 "$proj"
echo "unwritable: build/dictionaries and build/ refused (exit 3), then rebuilt"

# 5. A full disk.
rm -rf "$proj/build"
mkdir -p "$proj/build"
if mount -t tmpfs -o size=1m zk-fault "$proj/build" 2>/dev/null; then
  timeout 300 "$bin" -C "$proj" build -q >"$work/full.out" 2>&1
  code=$?
  [[ $code -eq 3 ]] || fail "full disk: exit $code, expected 3"
  grep -q "no space left on device" "$work/full.out" || fail "full disk: no ENOSPC diagnostic: $(head -3 "$work/full.out")"
  [[ -z "$(temporaries "$proj")" ]] || fail "full disk: temporary files left on the full disk"
  mount -o remount,size=64m "$proj/build"
  check "disk with room again"
  umount "$proj/build"
  echo "full disk: a 1 MiB tmpfs as build/ refused (exit 3, ENOSPC), no temporary file left, then rebuilt at 64 MiB"
else
  (trap '' XFSZ; exec prlimit --fsize=100000 "$bin" -C "$proj" build -q) >"$work/full.out" 2>&1
  code=$?
  [[ $code -eq 3 ]] || fail "file-size limit: exit $code, expected 3"
  [[ -z "$(temporaries "$proj")" ]] || fail "file-size limit: temporary files left"
  check "no file-size limit again"
  echo "full disk: mount not permitted; a 100 kB file-size limit (EFBIG) stood in for it, then rebuilt"
fi

echo "fault-build: $checks checks, $failures failures, seed $seed, $(($(date +%s) - started)) s"
[[ $failures -eq 0 ]]

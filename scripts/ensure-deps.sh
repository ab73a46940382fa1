#!/usr/bin/env bash
# Installs what the package needs beyond the Swift toolchain: libxml2's headers (FoundationXML).
# Idempotent; uses sudo when not root. Run by scripts/zk-build.sh, scripts/test.sh, install.sh
# and the GitHub Action.
#
#   scripts/ensure-deps.sh          decide, then install what is missing
#   scripts/ensure-deps.sh --plan   print the decision only (one line: ok|apt|error …)
#
# The decision (zk_deps_plan) depends on the platform:
#   macOS (Xcode, Xcode Cloud, GitHub's macOS runners): Xcode's toolchain brings Swift and the
#     SDK brings libxml2, so there is nothing to install; without Xcode or its command-line
#     tools it is an error naming `xcode-select --install`.
#   Linux with libxml2's headers: nothing to do.
#   Linux with apt-get (Debian, Ubuntu): apt-get install libxml2-dev.
#   Linux without apt-get: an error naming the package to install (libxml2-devel, libxml2-dev).
# ZK_UNAME, ZK_LIBXML2_HEADER and ZK_PATH override what is probed (for the tests).
set -euo pipefail

zk_has() { PATH=${ZK_PATH:-$PATH} command -v "$1" >/dev/null 2>&1; }

zk_deps_plan() {
  local os=${ZK_UNAME:-$(uname -s)}
  local header=${ZK_LIBXML2_HEADER:-/usr/include/libxml2/libxml/parser.h}
  case $os in
    Darwin)
      if zk_has swift && zk_has xcrun; then echo "ok: macOS, Xcode's toolchain and the SDK's libxml2"
      else echo "error: macOS without Xcode's toolchain; install Xcode or run 'xcode-select --install'"; fi ;;
    Linux)
      if ! zk_has swift; then echo "error: swift is not on PATH; install the Swift 6 toolchain (https://swift.org/install)"
      elif [[ -f $header ]]; then echo "ok: Linux, libxml2's headers at $header"
      elif zk_has apt-get; then echo "apt: Linux, install libxml2-dev with apt-get"
      else echo "error: libxml2's headers are missing and there is no apt-get; install libxml2's development package (dnf/yum: libxml2-devel, zypper: libxml2-devel, apk: libxml2-dev)"; fi ;;
    *) echo "error: unsupported platform '$os' (zk-build builds on Linux and macOS)" ;;
  esac
}

plan=$(zk_deps_plan)
if [[ ${1:-} == --plan ]]; then echo "$plan"; exit 0; fi
case $plan in
  ok:*) ;;
  apt:*)
    echo "installing libxml2-dev (needed by FoundationXML)…" >&2
    if [ "$(id -u)" -eq 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq libxml2-dev >/dev/null ;;
  *) echo "$plan" >&2; exit 3 ;;
esac

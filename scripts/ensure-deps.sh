#!/usr/bin/env bash
# Installs what the package needs beyond the Swift toolchain: libxml2's headers (FoundationXML).
# Idempotent; uses sudo when not root. Sourced by scripts/zk-build.sh and scripts/test.sh.
set -euo pipefail
if ! command -v swift >/dev/null 2>&1; then
  echo "error: swift is not on PATH; install the Swift 6 toolchain (https://swift.org/install)" >&2
  exit 3
fi
if ! dpkg -s libxml2-dev >/dev/null 2>&1 && [ ! -f /usr/include/libxml2/libxml/parser.h ]; then
  echo "installing libxml2-dev (needed by FoundationXML)…" >&2
  if [ "$(id -u)" -eq 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq libxml2-dev >/dev/null
fi

#!/usr/bin/env bash
# Installs the peers the audio cross-checks compare with (never a dependency of the tools):
# ffmpeg/ffprobe (its AAC encoder and decoder, `ebur128`), SoX with its format plug-ins and
# espeak-ng (speech). Idempotent; apt-get, with sudo when not root.
#
#   scripts/ensure-audio-peers.sh
set -euo pipefail
for tool in ffmpeg ffprobe sox espeak-ng; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    if [ "$(id -u)" -eq 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq ffmpeg sox libsox-fmt-all espeak-ng >/dev/null
    break
  fi
done

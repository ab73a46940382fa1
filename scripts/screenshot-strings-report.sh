#!/usr/bin/env bash
# Renders the strings report of a catalog folder and photographs it in headless Chromium at
# desktop and phone width, to look at the reviewing page as a localisation manager sees it.
#
#   scripts/screenshot-strings-report.sh [CATALOGS] [OUT]
#
# CATALOGS defaults to Tests/Fixtures/strings/report (every state, a plural, a placeholder
# error); OUT defaults to build/screenshots. Installs Debian's chromium when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
catalogs="${1:-Tests/Fixtures/strings/report}"
out="${2:-build/screenshots}"
mkdir -p "$out"
if ! command -v chromium >/dev/null 2>&1; then
  echo "installing chromium (headless screenshots)…" >&2
  if [ "$(id -u)" -eq 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
fi
swift build --product zk-strings >/dev/null
tool="$(swift build --show-bin-path)/zk-strings"
locales="${LOCALES:-de,en,ru}"
# The report exists whatever the findings: exit 1 (errors in the catalogs) is expected here.
"$tool" report --report-format html --locales "$locales" --source-locale "${SOURCE_LOCALE:-en}" -o "$out/strings.html" "$catalogs" || true
page="file://$(pwd)/$out/strings.html"
for size in 1280,900 390,844; do
  name="strings-${size%%,*}.png"
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$size" --screenshot="$out/$name" "$page" >/dev/null 2>&1
  echo "wrote $out/$name"
done

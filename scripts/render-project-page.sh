#!/usr/bin/env bash
# Renders the project page (build/reports/index.html) in a real browser and saves screenshots:
# headless Chromium (Debian's `chromium`, installed here when missing), the top of the page and
# each section alone, at a laptop's width (1280 px).
#
#   scripts/render-project-page.sh [PROJECT_DIR] [OUT_DIR]
#
# PROJECT_DIR defaults to a copy of the embedded default project (under .cache/project-page) with
# two deliberate review findings, so the highlighting shows: a Russian value marked
# needs_review and an English value left new. OUT_DIR defaults to .cache/project-page/shots.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$repo/.cache/project-page
out=${2:-$work/shots}
say() { printf 'render-project-page: %s\n' "$*" >&2; }

if ! command -v chromium >/dev/null 2>&1; then
  say "installing chromium"
  if [ "$(id -u)" -eq 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
fi

if [[ $# -ge 1 ]]; then
  project=$(cd "$1" && pwd)
else
  project=$work/project
  rm -rf "$project"
  mkdir -p "$project"
  cp -R "$repo/Content" "$repo/Strings" "$repo/Audio-manifests" "$repo/Brand" "$project/"
  python3 - "$project/Strings/Content.xcstrings" <<'PY'
import json, sys
path = sys.argv[1]
catalog = json.load(open(path, encoding="utf-8"))
keys = sorted(k for k, v in catalog["strings"].items() if "localizations" in v and "ru" in v["localizations"]
              and "stringUnit" in v["localizations"]["ru"])
catalog["strings"][keys[0]]["localizations"]["ru"]["stringUnit"]["state"] = "needs_review"
catalog["strings"][keys[1]]["localizations"]["en"]["stringUnit"]["state"] = "new"
json.dump(catalog, open(path, "w", encoding="utf-8"), ensure_ascii=False, indent=2, separators=(",", " : "))
PY
fi

say "building zk-build and the project"
(cd "$repo" && swift build --product zk-build >/dev/null)
"$repo/.build/debug/zk-build" -q -C "$project" build || true
page=$project/build/reports/index.html
[[ -s $page ]] || { say "no $page (the build failed; see above)"; exit 1; }

mkdir -p "$out"
shoot() { # name height [section]: one section alone, through a copy that hides the others
  local file=$page
  if [[ $# -ge 3 ]]; then
    file=$out/.$1.html
    sed "s|</head>|<style>section{display:none}section#$3{display:block}</style></head>|" "$page" >"$file"
  fi
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,"$2" \
    --screenshot="$out/$1.png" "file://$file" >/dev/null 2>&1
  [[ $file == "$page" ]] || rm -f "$file"
  say "wrote $out/$1.png"
}
shoot page 2400
shoot strings 1400 strings
shoot audio 420 audio
shoot store 2600 store
shoot dictionaries 420 dictionaries
shoot content 1800 content

#!/usr/bin/env bash
# The project's formatter: swift-format (it ships with the Swift toolchain) with `.swift-format`
# (120 columns) over Sources, Tests, Plugins and plugins-binary/Plugins. Golden outputs under
# Tests/Fixtures are bytes a generator must write, not code to format, so they are left out.
#
#   scripts/format.sh          rewrite the files in place
#   scripts/format.sh --lint   report what differs, exit 1 on any finding (run by .ci/run)
set -euo pipefail
cd "$(dirname "$0")/.."
# plugins-binary/Plugins holds links to Plugins/ (formatted there) and one file of its own per plugin.
mapfile -t files < <(find Sources Tests Plugins plugins-binary/Plugins -name '*.swift' -not -type l \
  -not -path 'Tests/Fixtures/*' | LC_ALL=C sort)
if [[ ${1:-} == --lint ]]; then
  swift format lint --strict --parallel "${files[@]}"
  echo "format: ${#files[@]} files pass swift format lint --strict"
else
  swift format format --in-place --parallel "${files[@]}"
fi

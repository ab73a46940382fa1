#!/usr/bin/env bash
# Xcode Cloud: runs before each xcodebuild action. Checks the project with the zk-build that
# ci_post_clone.sh built, so a broken catalog, content file or store text fails the workflow
# with its located errors (file:line:col in the build log) even for actions that do not build
# the app target with the plugin.
#
#   ZK_PROJECT  the project folder, relative to the repository (default: the repository root)
#   ZK_STRICT   "true" to fail on warnings too
set -euo pipefail

tool=${CI_DERIVED_DATA_PATH:-$HOME}/zk-build-tool/.build/release/zk-build
if [[ ! -x $tool ]]; then
  echo "ci_pre_xcodebuild: no zk-build was built (set ZK_BUILD_COMMIT for ci_post_clone.sh); skipping the check" >&2
  exit 0
fi
project=${CI_PRIMARY_REPOSITORY_PATH:-$(cd "$(dirname "$0")/.." && pwd)}/${ZK_PROJECT:-.}
options=()
[[ ${ZK_STRICT:-false} == true ]] && options+=(--warnings-as-errors)
CI=true "$tool" check -C "$project" "${options[@]}"

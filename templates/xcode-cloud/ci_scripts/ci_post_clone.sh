#!/usr/bin/env bash
# Xcode Cloud: runs after the repository is cloned (copy this folder, ci_scripts/, next to the
# .xcodeproj or .xcworkspace). It lets xcodebuild run zk-build's build-tool plugin, which Xcode
# otherwise asks a person to trust ("Trust & Enable"), and builds the zk-build command-line tool
# at a pinned commit for ci_pre_xcodebuild.sh.
#
# Set in the workflow's environment (or edit here):
#   ZK_BUILD_REPO    the zk-build repository to build from (default below)
#   ZK_BUILD_COMMIT  the full commit SHA you vetted (required: a moving branch is never built)
set -euo pipefail

zk_repo=${ZK_BUILD_REPO:-https://github.com/<owner>/zk-build.git}
zk_commit=${ZK_BUILD_COMMIT:-}

# Xcode's own switches for unattended builds: trust package plugins (and macros) without a prompt.
defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES
defaults write com.apple.dt.Xcode IDESkipMacroFingerprintValidation -bool YES

if [[ -z $zk_commit ]]; then
  echo "ci_post_clone: ZK_BUILD_COMMIT is not set; the zk-build check before xcodebuild is skipped" >&2
  exit 0
fi
work=${CI_DERIVED_DATA_PATH:-$HOME}/zk-build-tool
rm -rf "$work"
git init -q "$work"
git -C "$work" fetch -q --depth 1 "$zk_repo" "$zk_commit"
git -C "$work" checkout -q FETCH_HEAD
"$work/scripts/ensure-deps.sh"
swift build -c release --package-path "$work" --product zk-build
echo "ci_post_clone: built zk-build $zk_commit at $work/.build/release/zk-build" >&2

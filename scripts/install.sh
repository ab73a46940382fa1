#!/usr/bin/env bash
# Installs the zk-build executables, linked with the Swift runtime statically, so that they run
# on machines without the Swift toolchain (they need glibc, libstdc++ and libxml2, nothing of
# Swift), stripped (zk-build: 67 MB instead of 100, measured at 06b76af; see docs/install.md).
#
#   scripts/install.sh [--prefix DIR]              build here, install into DIR/bin (default /usr/local)
#   scripts/install.sh --archive FILE.tar.gz       build here, pack bin/ for other machines
#   scripts/install.sh --from FILE.tar.gz [--prefix DIR]   install a pack; no toolchain needed
#   scripts/install.sh --dry-run …                 print what would be done
#   scripts/install.sh --help                      print this help
#
# The build is `swift build -c release --static-swift-stdlib` in .build/install on Linux; on macOS
# the Swift runtime is part of the system, so the build is `swift build -c release` (the flag
# would only be ignored with a warning). It ends by saying where the tools are and, when that
# folder is not on PATH, the line that puts it there. The prebuilt SwiftPM plugins take no
# install: see docs/plugins.md (scripts/make-artifactbundle.sh builds their bundle).
# ZK_UNAME overrides the platform (for the tests).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
tools=(zk-build zk-dawg zk-content zk-strings zk-audio zk-marketing)
prefix=/usr/local archive="" from="" dry=false
# The help is the comment block above, whole: every line from the second up to the first that is not a comment.
usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; }
while [[ $# -gt 0 ]]; do
  case $1 in
    --prefix) [[ $# -ge 2 ]] || { echo "error: --prefix needs a folder" >&2; exit 2; }; prefix=$2; shift 2 ;;
    --archive) [[ $# -ge 2 ]] || { echo "error: --archive needs a file" >&2; exit 2; }; archive=$2; shift 2 ;;
    --from) [[ $# -ge 2 ]] || { echo "error: --from needs a file" >&2; exit 2; }; from=$2; shift 2 ;;
    --dry-run) dry=true; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "error: unknown option '$1'" >&2; usage >&2; exit 2 ;;
  esac
done
run() { if $dry; then printf '%q ' "$@"; echo; else "$@"; fi; }
say() { echo "install: $*" >&2; }
# swift build, without the linker's warning about mktemp in the toolchain's own static Foundation
# (one per tool linked with --static-swift-stdlib; not zk-build's code, nothing to act on). The
# lines left out are counted and named once at the end.
quiet_toolchain_warnings() {
  awk -v tool="$1" '/swift_static\/.*warning: the use of .mktemp. is dangerous/ { n++; next } { print }
    END { if (n) printf "install: %s: left out %d linker warning(s) from the Swift toolchain'"'"'s static Foundation (mktemp)\n", tool, n > "/dev/stderr" }'
}
# The last words: where the tools are, and how to reach them from a shell.
where() {
  local folder=$1
  say "the tools are in $folder: ${tools[*]}"
  case ":$PATH:" in
    *":$folder:"*) say "$folder is on PATH: run 'zk-build --help'" ;;
    *) say "to put them on PATH, add this line to ~/.profile (or ~/.zshrc) and open a new shell:"
       echo "export PATH=\"$folder:\$PATH\"" ;;
  esac
}

if [[ -n $from ]]; then
  [[ -f $from ]] || { echo "error: no such archive '$from'" >&2; exit 3; }
  say "installing ${tools[*]} from $from into $prefix/bin"
  run mkdir -p "$prefix/bin"
  run tar -xzf "$from" -C "$prefix/bin"
  where "$prefix/bin"
  exit 0
fi

static=(--static-swift-stdlib)
[[ ${ZK_UNAME:-$(uname -s)} == Darwin ]] && static=()
scratch=$repo/.build/install
cd "$repo"
$dry || scripts/ensure-deps.sh
say "building ${tools[*]} (release${static:+, static Swift runtime})"
for tool in "${tools[@]}"; do
  if $dry; then
    run swift build -c release "${static[@]}" --scratch-path "$scratch" --product "$tool"
  else
    swift build -c release "${static[@]}" --scratch-path "$scratch" --product "$tool" 2>&1 |
      quiet_toolchain_warnings "$tool"
  fi
done
bin=$scratch/release
if [[ -n $archive ]]; then
  say "packing into $archive"
  pack=$scratch/pack
  run rm -rf "$pack"
  run mkdir -p "$pack"
  for tool in "${tools[@]}"; do run install -s -m 0755 "$bin/$tool" "$pack/$tool"; done
  run tar -czf "$archive" -C "$pack" "${tools[@]}"
  say "packed ${tools[*]} into $archive; on the other machine: scripts/install.sh --from $archive [--prefix DIR]"
else
  say "installing into $prefix/bin"
  run mkdir -p "$prefix/bin"
  for tool in "${tools[@]}"; do run install -s -m 0755 "$bin/$tool" "$prefix/bin/$tool"; done
  where "$prefix/bin"
fi

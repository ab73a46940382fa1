#!/usr/bin/env bash
# Builds the SwiftPM artifact bundle of the prebuilt plugins (plugins-binary/): one executable,
# zk-build, per platform. The build-tool plugin runs it as `zk-build plugin-tool …`, the command
# plugin as `zk-build check|build|…`, so adding the plugins to an app compiles nothing of zk-build.
#
#   scripts/make-artifactbundle.sh [options]
#
#   --output DIR          where the bundle goes (default plugins-binary/zk-build.artifactbundle)
#   --version V           the version info.json records (default: `git describe --tags --always`)
#   --variant TRIPLES=FILE
#                         add a binary built elsewhere (repeatable); TRIPLES is a comma-separated
#                         list, e.g. aarch64-unknown-linux-gnu=dist/zk-build-linux-aarch64 or
#                         arm64-apple-macosx,x86_64-apple-macosx=dist/zk-build-macos
#   --no-build            build nothing here; the bundle holds the --variant binaries only
#   --zip FILE            also pack the bundle into FILE (a .zip) and print its checksum
#                         (`swift package compute-checksum`, what a `.binaryTarget(url:checksum:)` needs)
#   --dry-run             print the commands instead of running them
#   -h, --help            print this help
#
# Unless --no-build, it builds zk-build for this machine, in release, in .build/install (the
# folder scripts/install.sh builds in, so one build serves both). On Linux the Swift runtime is
# linked statically (--static-swift-stdlib): the binary needs glibc, libstdc++ and libxml2, no
# Swift toolchain, and the script fails if `ldd` lists a Swift library. On macOS it builds one
# universal binary (--arch arm64 --arch x86_64); the Swift runtime is part of the system.
# Each bundle is written whole: variants from an earlier run are not kept.
# ZK_UNAME and ZK_ARCH override the platform and the machine (for the tests).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
output=$repo/plugins-binary/zk-build.artifactbundle
version="" zip="" build=true dry=false
variants=()
usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; }
while [[ $# -gt 0 ]]; do
  case $1 in
    --output) [[ $# -ge 2 ]] || { echo "error: --output needs a folder" >&2; exit 2; }; output=$2; shift 2 ;;
    --version) [[ $# -ge 2 ]] || { echo "error: --version needs a version" >&2; exit 2; }; version=$2; shift 2 ;;
    --variant)
      [[ $# -ge 2 && $2 == ?*=?* ]] || { echo "error: --variant needs TRIPLES=FILE" >&2; exit 2; }
      variants+=("$2"); shift 2 ;;
    --no-build) build=false; shift ;;
    --zip) [[ $# -ge 2 ]] || { echo "error: --zip needs a file" >&2; exit 2; }; zip=$2; shift 2 ;;
    --dry-run) dry=true; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "error: unknown option '$1'" >&2; usage >&2; exit 2 ;;
  esac
done
run() { if $dry; then printf '%q ' "$@"; echo; else "$@"; fi; }
say() { echo "make-artifactbundle: $*" >&2; }
[[ $output == /* ]] || output=$PWD/$output
[[ -z $zip || $zip == /* ]] || zip=$PWD/$zip
if [[ -z $version ]]; then
  version=$(git -C "$repo" describe --tags --always 2>/dev/null || echo 0.0.0)
  version=${version#v}
fi

platform=${ZK_UNAME:-$(uname -s)}
machine=${ZK_ARCH:-$(uname -m)}
scratch=$repo/.build/install
if $build; then
  cd "$repo"
  $dry || scripts/ensure-deps.sh
  case $platform in
    Linux)
      [[ $machine == arm64 ]] && machine=aarch64
      say "building zk-build (release, static Swift runtime) for $machine Linux"
      run swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product zk-build
      variants=("$machine-unknown-linux-gnu=$scratch/release/zk-build" "${variants[@]}")
      ;;
    Darwin)
      say "building zk-build (release, universal: arm64 and x86_64) for macOS"
      run swift build -c release --arch arm64 --arch x86_64 --scratch-path "$scratch" --product zk-build
      variants=("arm64-apple-macosx,x86_64-apple-macosx=$scratch/apple/Products/Release/zk-build" "${variants[@]}")
      ;;
    *) echo "error: unsupported platform '$platform' (build elsewhere and pass --variant)" >&2; exit 2 ;;
  esac
fi
[[ ${#variants[@]} -gt 0 ]] || { echo "error: no variant: build here or pass --variant" >&2; exit 2; }

# The folder of a variant: the triple's machine and system, e.g. zk-build-linux-x86_64 or zk-build-macos.
folder_of() {
  local triples=$1 first=${1%%,*}
  case $first in
    *-apple-macosx*) [[ $triples == *,* ]] && echo zk-build-macos || echo "zk-build-macos-${first%%-*}" ;;
    *-linux-*) echo "zk-build-linux-${first%%-*}" ;;
    *) echo "zk-build-${first}" ;;
  esac
}

say "writing $output (version $version)"
run rm -rf "$output"
run mkdir -p "$output"
entries=()
first_built=$build
for variant in "${variants[@]}"; do
  triples=${variant%%=*} file=${variant#*=}
  $dry || [[ -f $file ]] || { echo "error: no such binary '$file'" >&2; exit 3; }
  folder=$(folder_of "$triples")
  run mkdir -p "$output/$folder/bin"
  if $first_built; then
    # Built here: stripped (the static runtime's symbols are most of the file).
    run install -s -m 0755 "$file" "$output/$folder/bin/zk-build"
    first_built=false
  else
    run install -m 0755 "$file" "$output/$folder/bin/zk-build"
  fi
  IFS=, read -r -a triple_list <<<"$triples"
  quoted=$(printf '"%s", ' "${triple_list[@]}")
  entries+=("        {
          \"path\": \"$folder/bin/zk-build\",
          \"supportedTriples\": [${quoted%, }]
        }")
done
run cp "$repo/LICENSE" "$output/LICENSE"
joined=${entries[0]}
for entry in "${entries[@]:1}"; do joined+=$',\n'$entry; done
info="{
  \"schemaVersion\": \"1.0\",
  \"artifacts\": {
    \"zk-build\": {
      \"version\": \"$version\",
      \"type\": \"executable\",
      \"variants\": [
$joined
      ]
    }
  }
}"
if $dry; then echo "info.json: $info"; else printf '%s\n' "$info" >"$output/info.json"; fi

# No Swift library may be loaded at run time: the bundle must run where no toolchain is.
if ! $dry && [[ $platform == Linux ]] && command -v ldd >/dev/null 2>&1; then
  for binary in "$output"/zk-build-linux-*/bin/zk-build; do
    [[ -f $binary ]] || continue
    if dependencies=$(ldd "$binary" 2>/dev/null); then
      if grep -i -E 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime' <<<"$dependencies"; then
        echo "error: $binary loads the Swift runtime dynamically (see above)" >&2
        exit 4
      fi
      say "$(basename "$(dirname "$(dirname "$binary")")"): $(du -h "$binary" | cut -f1), loads $(awk '{print $1}' <<<"$dependencies" | tr '\n' ' ')"
    fi
  done
fi

if [[ -n $zip ]]; then
  say "packing $zip"
  run rm -f "$zip"
  (cd "$(dirname "$output")" && run zip -q -r -y -X "$zip" "$(basename "$output")")
  if $dry; then
    run swift package compute-checksum "$zip"
  else
    echo "checksum: $(swift package compute-checksum "$zip")"
  fi
fi
say "done: $output"

#!/usr/bin/env bash
# Sourced by scripts/test-plugins.sh and scripts/bench-plugin-build.sh: the one consumer package
# both build. `make_consumer REPO WORK` empties WORK and creates WORK/Consumer, which depends on
# REPO by path through a link named zk-build (the package identity apps use), with an app target
# that adds the ZKBuildPlugin build-tool plugin and the DawgReader library, and the default
# project (Content/, Strings/, Audio-manifests/, Brand/) at its root. Sets `consumer`.
make_consumer() {
  local repo=$1 work=$2
  rm -rf "$work"
  mkdir -p "$work/deps" "$work/Consumer/Sources/App"
  ln -s "$repo" "$work/deps/zk-build"
  consumer=$work/Consumer
  cp -R "$repo/Content" "$repo/Strings" "$repo/Audio-manifests" "$repo/Brand" "$consumer/"

  cat >"$consumer/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v13), .iOS(.v17)],
    dependencies: [.package(path: "../deps/zk-build")],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [.product(name: "DawgReader", package: "zk-build")],
            plugins: [.plugin(name: "ZKBuildPlugin", package: "zk-build")]),
    ]
)
SWIFT

  cat >"$consumer/Sources/App/main.swift" <<'SWIFT'
import DawgReader
import Foundation

// BrandTokens, String.Localizable and Assets come from the plugin's generated BrandTokens.swift,
// ZKStrings.swift and ZKAssets.swift, compiled into this target.
print("brand:", BrandTokens.App.Name.default)
print("strings:", String.Localizable.appOnboardingFinishButton)
print("asset:", Assets.Illustrations.avatarFuchs.name, Assets.Illustrations.avatarFuchs.bundleName)
if CommandLine.arguments.count > 2 {
    let dictionary = try DawgFile(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
    print("words:", dictionary.wordCount, "contains \(CommandLine.arguments[2]):", dictionary.contains(CommandLine.arguments[2]))
}
SWIFT
}

# `make_binary_consumer PLUGINS WORK` empties WORK and creates WORK/Consumer, which depends on the
# prebuilt plugins' package PLUGINS (plugins-binary/) by path, through a link named zk-build, with
# an app target that adds ZKBuildPlugin (no DawgReader: nothing of zk-build is compiled), and the
# default project at its root. Sets `consumer`.
make_binary_consumer() {
  local plugins=$1 work=$2 repo
  repo=$(cd "$plugins/.." && pwd)
  rm -rf "$work"
  mkdir -p "$work/deps" "$work/Consumer/Sources/App"
  ln -s "$plugins" "$work/deps/zk-build"
  consumer=$work/Consumer
  cp -R "$repo/Content" "$repo/Strings" "$repo/Audio-manifests" "$repo/Brand" "$consumer/"

  cat >"$consumer/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v13), .iOS(.v17)],
    dependencies: [.package(path: "../deps/zk-build")],
    targets: [
        .executableTarget(name: "App", plugins: [.plugin(name: "ZKBuildPlugin", package: "zk-build")]),
    ]
)
SWIFT

  cat >"$consumer/Sources/App/main.swift" <<'SWIFT'
// BrandTokens, String.Localizable and Assets come from the plugin's generated BrandTokens.swift,
// ZKStrings.swift and ZKAssets.swift, compiled into this target.
print("brand:", BrandTokens.App.Name.default)
print("strings:", String.Localizable.appOnboardingFinishButton)
print("asset:", Assets.Illustrations.avatarFuchs.name, Assets.Illustrations.avatarFuchs.bundleName)
SWIFT
}

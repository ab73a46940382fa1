import Foundation
import PackagePlugin

/// Where the command plugin's `zk-build` comes from: in this package, the artifact bundle's
/// prebuilt binary (the binary target ZKBuildBinary); nothing is built. ZKBuildCommandPlugin.swift
/// beside this file is a link to the plugin that builds from source.
enum CommandToolSource {
    static func tool(_ packageManager: PackageManager, declaredTool: (String) throws -> URL) throws -> URL {
        try declaredTool("zk-build")
    }
}

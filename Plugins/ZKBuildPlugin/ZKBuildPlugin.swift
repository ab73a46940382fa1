import Foundation
import PackagePlugin

/// The build-tool plugin an app target adds (`plugins: [.plugin(name: "ZKBuildPlugin", package:
/// "zk-build")]`): every `swift build` and Xcode build runs the checks of the target's project
/// (`zk-plugin-tool`, built from this package), shows each finding inline as
/// `path:line:col: error: message [code]`, fails on errors, and compiles the generated
/// `BrandTokens.swift` into the target.
///
/// The project is the nearest folder from the target's folder up to the package's that holds a
/// `zk-build.json`; without one, the package folder (the conventions: `Content/`, `Strings/`, …).
@main
struct ZKBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let start = (target as? SwiftSourceModuleTarget)?.directoryURL ?? context.package.directoryURL
        let project = ProjectLocator.project(from: start, upTo: context.package.directoryURL)
        return [try ProjectLocator.command(
            project: project, tool: context.tool(named: "zk-plugin-tool").url, workDirectory: context.pluginWorkDirectoryURL)]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ZKBuildPlugin: XcodeBuildToolPlugin {
    /// In an Xcode project, the project is the folder of the `.xcodeproj` (or the nearest one
    /// above it with a `zk-build.json`).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let folder = context.xcodeProject.directoryURL
        let project = ProjectLocator.project(from: folder, upTo: folder)
        return [try ProjectLocator.command(
            project: project, tool: context.tool(named: "zk-plugin-tool").url, workDirectory: context.pluginWorkDirectoryURL)]
    }
}
#endif

/// Where the project is, what the build command reads, and the command itself.
enum ProjectLocator {
    static let configurationName = "zk-build.json"
    /// Folders that are outputs or tooling, never inputs of the checks.
    static let skipped: Set<String> = ["build", "DerivedData"]

    static func project(from start: URL, upTo top: URL) -> URL {
        var folder = start.standardizedFileURL
        let limit = top.standardizedFileURL.path
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(configurationName).path) { return folder }
            if folder.path == limit || folder.path == "/" || !folder.path.hasPrefix(limit) { break }
            folder = folder.deletingLastPathComponent().standardizedFileURL
        }
        return top.standardizedFileURL
    }

    /// Every file the checks may read: the project's files except hidden ones, Swift sources
    /// and the build folders, so the command reruns exactly when one of them changes.
    static func inputs(of project: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(
            at: project, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles, .skipsPackageDescendants])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in walker {
            let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            if isDirectory {
                if skipped.contains(url.lastPathComponent) || url.pathExtension == "xcodeproj" { walker.skipDescendants() }
                continue
            }
            if url.pathExtension != "swift" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    static func command(project: URL, tool: URL, workDirectory: URL) throws -> Command {
        let output = workDirectory.appendingPathComponent("BrandTokens.swift")
        return .buildCommand(
            displayName: "zk-build check \(project.path)",
            executable: tool,
            arguments: ["--project", project.path, "--brand-swift", output.path],
            inputFiles: inputs(of: project),
            outputFiles: [output])
    }
}

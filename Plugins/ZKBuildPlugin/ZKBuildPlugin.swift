import Foundation
import PackagePlugin

/// The build-tool plugin an app target adds (`plugins: [.plugin(name: "ZKBuildPlugin", package:
/// "zk-build")]`): every `swift build` and Xcode build runs the checks of the target's project
/// (`zk-plugin-tool`, built from this package, or the prebuilt `zk-build` of plugins-binary/: see
/// PluginToolSource.swift), shows each finding inline as
/// `path:line:col: error: message [code]`, fails on errors, and compiles the generated
/// `BrandTokens.swift`, the typed accessors of every String Catalog (`ZKStrings.swift`) and the
/// asset constants (`ZKAssets.swift`) into the target.
///
/// The project is the nearest folder from the target's folder up to the package's that holds a
/// `zk-build.json`; without one, the package folder (the conventions: `Content/`, `Strings/`, …).
@main
struct ZKBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let start = (target as? SwiftSourceModuleTarget)?.directoryURL ?? context.package.directoryURL
        let project = ProjectLocator.project(from: start, upTo: context.package.directoryURL)
        return [
            try ProjectLocator.command(
                project: project, tool: context.tool(named: PluginToolSource.name).url,
                workDirectory: context.pluginWorkDirectoryURL)
        ]
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
            return [
                try ProjectLocator.command(
                    project: project, tool: context.tool(named: PluginToolSource.name).url,
                    workDirectory: context.pluginWorkDirectoryURL)
            ]
        }
    }
#endif

/// Where the project is, what the build command reads, and the command itself.
enum ProjectLocator {
    static let configurationName = "zk-build.json"

    static func project(from start: URL, upTo top: URL) -> URL {
        var folder = start.standardizedFileURL
        let limit = top.standardizedFileURL.path
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(configurationName).path) {
                return folder
            }
            if folder.path == limit || folder.path == "/" || !folder.path.hasPrefix(limit) { break }
            folder = folder.deletingLastPathComponent().standardizedFileURL
        }
        return top.standardizedFileURL
    }

    /// The build command. Its one declared input is a stamp file that the tool rewrites each time
    /// it runs, so the build system runs it on every build: inputs are found when it runs, not
    /// when the plugin was last invoked. SwiftPM invokes a build-tool plugin only when the package
    /// structure changes, so a list of files taken here would miss a catalog added later and
    /// break the build ("missing inputs") when one is deleted. The check takes a fraction of a
    /// second; the generated files are rewritten only when their bytes change, so nothing downstream
    /// recompiles when nothing changed.
    static func command(project: URL, tool: URL, workDirectory: URL) throws -> Command {
        let output = workDirectory.appendingPathComponent("BrandTokens.swift")
        // One file each (the plugin names its outputs before any catalog is read).
        let strings = workDirectory.appendingPathComponent("ZKStrings.swift")
        let assets = workDirectory.appendingPathComponent("ZKAssets.swift")
        let stamp = workDirectory.appendingPathComponent("zk-build.stamp")
        if !FileManager.default.fileExists(atPath: stamp.path) {
            try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
            try Data(stampText.utf8).write(to: stamp)
        }
        return .buildCommand(
            displayName: "zk-build check \(project.path)",
            executable: tool,
            arguments: PluginToolSource.leadingArguments + [
                "--project", project.path, "--brand-swift", output.path, "--strings-swift", strings.path,
                "--assets-swift", assets.path, "--stamp", stamp.path,
            ],
            inputFiles: [stamp],
            outputFiles: [output, strings, assets])
    }

    /// What the stamp file holds (its modification time is what counts).
    static let stampText = "zk-plugin-tool rewrites this file on every run, so that every build runs it\n"
}

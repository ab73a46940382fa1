import Foundation
import PackagePlugin

/// `swift package zk-build check` (every check, nothing written) and `swift package
/// --allow-writing-to-package-directory zk-build render` (every stage, outputs in the places
/// `zk-build.json` names); `clean` and `explain CODE` pass through, as do options such as
/// `--format github`. `--project DIR` picks the project; otherwise it is the package folder.
/// Where `zk-build` comes from is CommandToolSource.swift's choice (built from source here, the
/// artifact bundle's binary in plugins-binary/); this file is shared by both packages.
@main
struct ZKBuildCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try CommandToolSource.tool(packageManager) { try context.tool(named: $0).url }
        try Self.run(tool: tool, package: context.package.directoryURL, arguments: arguments)
    }

    static func run(tool: URL, package: URL, arguments: [String]) throws {
        var arguments = arguments
        var project = package
        if let index = arguments.firstIndex(of: "--project"), index + 1 < arguments.count {
            let value = arguments[index + 1]
            project = value.hasPrefix("/") ? URL(fileURLWithPath: value) : package.appendingPathComponent(value)
            arguments.removeSubrange(index...(index + 1))
        }
        // SwiftPM passes its own target selection through; zk-build has none.
        while let index = arguments.firstIndex(of: "--target"), index + 1 < arguments.count {
            arguments.removeSubrange(index...(index + 1))
        }
        guard let verb = arguments.first else {
            throw PluginError("name a subcommand: 'swift package zk-build check' or 'swift package zk-build render'")
        }
        let mapped: [String]
        switch verb {
        case "check": mapped = ["check"]
        case "render", "build": mapped = ["build"]
        case "clean", "explain": mapped = [verb]
        default: throw PluginError("unknown subcommand '\(verb)'; expected check, render, clean or explain")
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = mapped + ["-C", project.path] + arguments.dropFirst()
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw PluginError("zk-build \(mapped[0]) exited with status \(process.terminationStatus)")
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ZKBuildCommandPlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let tool = try CommandToolSource.tool(packageManager) { try context.tool(named: $0).url }
            try Self.run(tool: tool, package: context.xcodeProject.directoryURL, arguments: arguments)
        }
    }
#endif

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

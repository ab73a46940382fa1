import Foundation
import PackagePlugin

/// `swift package zk-build check` (every check, nothing written) and `swift package
/// --allow-writing-to-package-directory zk-build render` (every stage, outputs in the places
/// `zk-build.json` names); `clean` and `explain CODE` pass through, as do options such as
/// `--format github`. `--project DIR` picks the project; otherwise it is the package folder.
@main
struct ZKBuildCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try Self.builtTool(packageManager)
        try Self.run(tool: tool, package: context.package.directoryURL, arguments: arguments)
    }

    /// `zk-build`, built through the package manager (an ordinary debug product) instead of a
    /// declared tool dependency: SwiftPM builds a command plugin's tools and the build-tool
    /// plugin's `zk-plugin-tool` with two build databases over the same host-tool modules, so
    /// with a declared dependency each call rebuilt what the other had written and relinked
    /// both tools (about 10 s a call); as a product, the second call finds everything built.
    /// The price is paid once: the first call compiles the modules for the product.
    static func builtTool(_ packageManager: PackageManager) throws -> URL {
        let result = try packageManager.build(
            .product("zk-build"), parameters: .init(configuration: .debug, logging: .concise))
        guard result.succeeded, let tool = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw PluginError("could not build zk-build:\n\(result.logText)")
        }
        return tool.url
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
            try Self.run(
                tool: Self.builtTool(packageManager), package: context.xcodeProject.directoryURL, arguments: arguments)
        }
    }
#endif

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

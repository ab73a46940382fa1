import Foundation
import PackagePlugin

/// Where the command plugin's `zk-build` comes from: in this package, built from source.
/// (plugins-binary/ has its own copy of this file, for its artifact bundle's prebuilt binary;
/// ZKBuildCommandPlugin.swift is shared.)
enum CommandToolSource {
    /// `zk-build`, built through the package manager (an ordinary debug product) instead of a
    /// declared tool dependency: SwiftPM builds a command plugin's tools and the build-tool
    /// plugin's `zk-plugin-tool` with two build databases over the same host-tool modules, so
    /// with a declared dependency each call rebuilt what the other had written and relinked
    /// both tools (about 10 s a call); as a product, the second call finds everything built.
    /// The price is paid once: the first call compiles the modules for the product.
    /// (`declaredTool`, the context's lookup of a declared tool, is not used here.)
    static func tool(_ packageManager: PackageManager, declaredTool: (String) throws -> URL) throws -> URL {
        let result = try packageManager.build(
            .product("zk-build"), parameters: .init(configuration: .debug, logging: .concise))
        guard result.succeeded, let tool = result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw PluginError("could not build zk-build:\n\(result.logText)")
        }
        return tool.url
    }
}

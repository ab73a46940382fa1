/// Where the build-tool plugin's executable comes from: in this package, the prebuilt `zk-build`
/// of the artifact bundle (the binary target ZKBuildBinary), run as `zk-build plugin-tool …`,
/// which is `zk-plugin-tool …`. ZKBuildPlugin.swift beside this file is a link to the plugin
/// that builds from source (Plugins/ZKBuildPlugin/ at the repository's root), so both behave
/// the same.
enum PluginToolSource {
    /// The executable the plugin asks its context for.
    static let name = "zk-build"
    /// What goes before the plugin's own arguments.
    static let leadingArguments = ["plugin-tool"]
}

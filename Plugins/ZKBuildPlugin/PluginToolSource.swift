/// Where the build-tool plugin's executable comes from: in this package, `zk-plugin-tool`, built
/// from source as the plugin's tool dependency. (plugins-binary/ has its own copy of this file,
/// for the prebuilt `zk-build` of its artifact bundle; ZKBuildPlugin.swift is shared.)
enum PluginToolSource {
    /// The executable the plugin asks its context for.
    static let name = "zk-plugin-tool"
    /// What goes before the plugin's own arguments.
    static let leadingArguments: [String] = []
}

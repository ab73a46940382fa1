import Foundation
import ZKBuild
import ZKCore

// `zk-build plugin-tool …` is `zk-plugin-tool …` (PluginTool.binaryEntry): the prebuilt plugins
// (plugins-binary/) ship this one binary and run both tools from it.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == PluginTool.binaryEntry {
    exit(PluginTool.main(arguments: Array(arguments.dropFirst())))
}
exit(
    ToolMain.run(
        spec: ZKBuildCommand.spec, version: ZKBuildCommand.version, registry: ZKBuildCommand.registry,
        handler: ZKBuildCommand.run))

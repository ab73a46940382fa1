import Foundation
import ZKBuild
import ZKCore

exit(
    ToolMain.run(
        spec: ZKBuildCommand.spec, version: ZKBuildCommand.version, registry: ZKBuildCommand.registry,
        handler: ZKBuildCommand.run))

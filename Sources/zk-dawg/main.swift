import Foundation
import ZKCore
import ZKDawgCLI

exit(
    ToolMain.run(spec: DawgCommand.spec, version: DawgCommand.version, registry: DawgCommand.registry) { context in
        try DawgCommand.run(context)
    })

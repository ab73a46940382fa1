import Foundation
import ZKCore
import ZKStringsCLI

exit(
    ToolMain.run(spec: StringsTool.spec, version: StringsTool.version, registry: StringsTool.registry) { context in
        // The process ends after printing: the catalogs are left to the system (no release one by one).
        try StringsTool.run(context, keepInputsUntilExit: true)
    })

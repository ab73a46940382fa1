import Foundation
import ZKContentCLI
import ZKCore

exit(
    ToolMain.run(spec: ContentTool.spec, version: ContentTool.version, registry: ContentTool.registry) {
        try ContentTool.run($0)
    })

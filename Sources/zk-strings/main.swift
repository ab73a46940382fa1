import Foundation
import ZKCore
import ZKStrings

exit(ToolMain.run(spec: StringsTool.spec, version: StringsTool.version, registry: CodeRegistry([CoreCodes.all, StringsCodes.all])) { context in
    try StringsTool.run(context)
})

import Foundation
import ZKAudioCLI
import ZKCore

exit(
    ToolMain.run(spec: AudioTool.spec, version: AudioTool.version, registry: AudioTool.registry, handler: AudioTool.run)
)

import Foundation
import ZKAudio
import ZKCore

exit(
    ToolMain.run(spec: AudioTool.spec, version: AudioTool.version, registry: AudioTool.registry, handler: AudioTool.run)
)

import Testing
import ZKCore

@testable import ZKAudio

/// Runs a file check's example (an `AudioExamples` project) in memory: its manifests, its audio
/// files under `Resources/`, and the level analysis when its `zk-build.json` turns it on. The
/// harness (ZKBuildTests) checks the places through the driver; these tests pin the messages.
enum FileExampleRun {
    static func diagnostics(_ example: DiagnosticExample?) throws -> [Diagnostic] {
        let files = try #require(example).cleanFiles
        var manifests: [AudioManifest] = []
        var audio: [String: [UInt8]] = [:]
        var settings = AudioSettings()
        for file in files {
            if file.path.hasPrefix("Audio-manifests/") {
                manifests.append(
                    try #require(ManifestReader.read(SourceFile(path: file.path, text: file.contents)).manifest))
            } else if file.path.hasPrefix("Resources/") {
                audio[String(file.path.dropFirst("Resources/".count))] = file.bytes
            } else if file.path == "zk-build.json",
                let root = JSONReader.read(SourceFile(path: file.path, text: file.contents)).value
            {
                settings = AudioSettings.read(configuration: root, path: file.path).0
            }
        }
        return AudioFileCheck.run(
            manifests, files: MemoryAudioFiles(audio), jobs: 1, options: AudioFileCheck.Options(settings: settings)
        ).diagnostics
    }

    /// The messages of `code` in the example.
    static func messages(_ code: DiagnosticCode, in example: DiagnosticExample?) throws -> [String] {
        try diagnostics(example).filter { $0.code == code.code }.map(\.message)
    }
}

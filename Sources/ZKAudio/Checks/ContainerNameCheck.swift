import ZKCore

/// Lint: the format is decided by the bytes, not the name: a WAV named `.m4a` is reported,
/// naming both, at the entry's `file`. The app (AVFoundation) trusts the extension of a bundled
/// resource, and the store pipeline transcodes by it.
public enum ContainerNameCheck: Check {
    public static let codes = [containerMismatch]

    public static let containerMismatch = DiagnosticCode(
        "ZK4029", .error, summary: "an audio file's content is not the format its name says",
        explanation: """
            zk-audio recognises the container by its first bytes (`RIFF…WAVE`, `caff`, an ISO \
            BMFF box) and compares it with the file's extension (`.wav`, `.caf`, `.m4a`/`.mp4`). \
            A WAV master renamed `.m4a` plays in some players and fails in others, and is ten \
            times the size the app expects. Export the file in the format its name says, or \
            rename it (and the manifest's `file`).
            """,
        broken: AudioExamples.fileProject(SyntheticAudio.wav(durationMs: 120), ext: "m4a", mark: .file),
        fixed: AudioExamples.fileProject(SyntheticAudio.wav(durationMs: 120), ext: "wav"))

    public static func run(_ input: ProbedFile) -> [Diagnostic] {
        let (info, file) = (input.info, input.file)
        guard let expected = AudioContainer.expected(forFileName: file), expected != info.container else { return [] }
        return [Diagnostic(containerMismatch, message(file, info, expected), at: input.at)]
    }

    static func message(_ file: String, _ info: AudioFileInfo, _ expected: AudioContainer) -> String {
        let ext = file.split(separator: ".").last.map { "." + $0 } ?? ""
        return
            "audio file '\(file)' is \(info.container == .mp4 ? "an" : "a") \(info.container.displayName) file (\(info.codec)), but its name says \(expected.displayName) ('\(ext)')"
    }
}

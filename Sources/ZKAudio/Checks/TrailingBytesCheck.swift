import ZKCore

/// Lint: bytes after a file's last chunk that form no chunk. Players ignore them, so the file
/// is accepted (a warning, not the truncation error): a real app's CAF recording ends with 4 stray bytes.
public enum TrailingBytesCheck: Check {
    public static let codes = [trailingBytes]

    public static let trailingBytes = DiagnosticCode(
        "ZK4038", .warning, summary: "an audio file has stray bytes after its last chunk",
        explanation: """
            After the last complete chunk there are fewer bytes than a chunk header needs: a \
            tool appended padding or the copy added a few bytes. Core Audio and ffmpeg play the \
            file (ffmpeg decodes the stray bytes as a sample or two), so it is not rejected as \
            truncated; export it again to be sure nothing else went wrong.
            """,
        broken: AudioExamples.fileProject(SyntheticAudio.caf(durationMs: 120) + [0, 0, 0, 0], ext: "caf", mark: .file),
        fixed: AudioExamples.fileProject(SyntheticAudio.caf(durationMs: 120), ext: "caf"))

    public static func run(_ input: ProbedFile) -> [Diagnostic] {
        guard input.info.trailingBytes > 0 else { return [] }
        return [Diagnostic(trailingBytes, message(input.file, input.info), at: input.at)]
    }

    static func message(_ file: String, _ info: AudioFileInfo) -> String {
        "audio file '\(file)' has \(info.trailingBytes) stray byte\(info.trailingBytes == 1 ? "" : "s") after its last \(info.container.displayName) chunk; they are not part of any chunk and are ignored"
    }
}

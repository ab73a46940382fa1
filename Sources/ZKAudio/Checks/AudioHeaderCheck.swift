import ZKCore

/// Lint: an audio file whose header cannot be read: empty (ZK4021), cut short (ZK4022), not a
/// WAV, CAF or MP4/M4A at all (ZK4023), or inconsistent (ZK4024). Reported at the manifest
/// entry's `file` (or, for `zk-audio probe`, at the file itself).
public enum AudioHeaderCheck: DeclaresCodes {
    public static let codes = [fileEmpty, fileTruncated, unknownFormat, malformedHeader]

    public static let fileEmpty = DiagnosticCode(
        "ZK4021", .error, summary: "an audio file is empty",
        explanation: """
            The file has zero bytes, or a header and no sample frames: an interrupted export or \
            copy, or an export of an empty selection. Deliver the file again.
            """,
        broken: AudioExamples.soundProject(markFile: true, contents: ""),
        fixed: AudioExamples.soundProject(contents: "not audio\n"))

    public static let fileTruncated = DiagnosticCode(
        "ZK4022", .error, summary: "an audio file ends before its header says it does",
        explanation: """
            A chunk or box size reaches beyond the end of the file, or the header itself is cut \
            short: the file was truncated in transfer. The message names the chunk, the size it \
            declares and the bytes that are there. Deliver the file again.
            """,
        broken: AudioExamples.fileProject(Array(SyntheticAudio.m4a().dropLast(40)), mark: .file),
        fixed: AudioExamples.fileProject(SyntheticAudio.m4a(durationMs: 120)))

    public static let unknownFormat = DiagnosticCode(
        "ZK4023", .error, summary: "an audio file is not WAV, CAF or MP4/M4A",
        explanation: """
            zk-audio reads RIFF/WAVE, Core Audio Format and ISO base media (MP4, M4A) headers. The \
            message names what the first bytes look like (MP3, Ogg, FLAC, text). Export the \
            recording as AAC in an .m4a container.
            """,
        broken: AudioExamples.soundProject(markFile: true, contents: "version https://git-lfs.github.com/spec/v1\n"),
        fixed: AudioExamples.soundProject(contents: ""))

    public static let malformedHeader = DiagnosticCode(
        "ZK4024", .error, summary: "an audio file's header is inconsistent",
        explanation: """
            The container is recognised but its header cannot describe playable audio: a missing \
            `fmt `/`desc`/`moov` part, a zero sample rate, channel count or timescale, a box whose \
            size is smaller than its own header, no audio track. The message names the part.
            """,
        broken: AudioExamples.fileProject(SyntheticAudio.wav(sampleRate: 0), ext: "wav", mark: .file),
        fixed: AudioExamples.fileProject(SyntheticAudio.wav(durationMs: 120), ext: "wav"))

    /// The diagnostic of a probe failure of `file` (the manifest's path or the one named on the command line).
    public static func diagnostic(
        _ failure: ProbeFailure, file: String, id: String?, at location: SourceLocation
    ) -> Diagnostic {
        switch failure {
        case .empty: Diagnostic(fileEmpty, empty(file, id), at: location)
        case .truncated(let detail): Diagnostic(fileTruncated, truncated(file, detail), at: location)
        case .unknownFormat(let detail): Diagnostic(unknownFormat, unknown(file, detail), at: location)
        case .malformed(let detail): Diagnostic(malformedHeader, malformed(file, detail), at: location)
        }
    }

    /// A file with a header and no sample frames (an export that rendered nothing) is empty too.
    package static func noSamples(
        _ info: AudioFileInfo, file: String, id: String?, at location: SourceLocation
    ) -> Diagnostic? {
        guard info.frames == 0 else { return nil }
        return Diagnostic(
            fileEmpty,
            "audio file '\(file)'\(id.map { " of '\($0)'" } ?? "") is empty: a \(info.container.displayName) header and 0 sample frames",
            at: location)
    }

    static func empty(_ file: String, _ id: String?) -> String {
        "audio file '\(file)'\(id.map { " of '\($0)'" } ?? "") is empty (0 bytes)"
    }

    static func truncated(_ file: String, _ detail: String) -> String { "audio file '\(file)' is truncated: \(detail)" }

    static func unknown(_ file: String, _ detail: String) -> String {
        "audio file '\(file)' is of an unknown format: \(detail)"
    }

    static func malformed(_ file: String, _ detail: String) -> String {
        "audio file '\(file)' has a malformed header: \(detail)"
    }
}

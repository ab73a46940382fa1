import ZKCore

/// Lint: with level analysis on, every file is measured; the ones that cannot be (a codec
/// zk-audio does not decode, a stream the decoder rejects) are never skipped silently. One
/// warning per reason, at the first such file, naming how many and which.
public enum NotAnalysedCheck: DeclaresCodes {
    public static let codes = [notAnalysed]

    public static let notAnalysed = DiagnosticCode(
        "ZK4036", .warning, summary: "audio files were not analysed",
        explanation: """
            Level analysis decodes PCM (WAV, CAF) and AAC-LC (MP4/M4A, CAF) in Swift. A file in \
            another codec (ALAC, HE-AAC's SBR part, Opus, MP3, ADPCM), or one whose stream the \
            decoder rejects, is not measured: its loudness, peaks and silence are unknown. The \
            warning names how many files and which; deliver AAC-LC or PCM, or check those by ear.
            """,
        broken: AudioExamples.fileProject(
            SyntheticAudio.caf(durationMs: 120, compressed: true), ext: "caf", mark: .file, analyze: true),
        fixed: AudioExamples.fileProject(SyntheticAudio.caf(durationMs: 120), ext: "caf", analyze: true))

    /// A file the analysis skipped: why (the group), which file, where its entry is.
    package struct Skipped: Sendable {
        package var reason: String
        package var file: String
        package var at: SourceLocation

        package init(reason: String, file: String, at: SourceLocation) {
            self.reason = reason
            self.file = file
            self.at = at
        }
    }

    /// One warning per reason, at its first file (in report order), with the count and the first names.
    package static func summarize(_ skipped: [Skipped]) -> [Diagnostic] {
        var order: [String] = []
        var groups: [String: [Skipped]] = [:]
        for item in skipped {
            if groups[item.reason] == nil { order.append(item.reason) }
            groups[item.reason, default: []].append(item)
        }
        return order.compactMap { reason in
            guard let items = groups[reason], let first = items.first else { return nil }
            return Diagnostic(notAnalysed, message(reason, items.map(\.file)), at: first.at)
        }
    }

    static func message(_ reason: String, _ files: [String]) -> String {
        let shown = files.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        let more = files.count > 3 ? " and \(files.count - 3) more" : ""
        return "not analysed: \(files.count) file\(files.count == 1 ? "" : "s") (\(reason)): \(shown)\(more)"
    }
}

import ZKCore

/// Lint: an audio file's duration as played (priming and padding removed: edit list, iTunSMPB,
/// `pakt`, `fact`) is within the tolerance of the manifest's `durationMs`: a share of it with a
/// floor (`audio.durationTolerance` in zk-build.json; a manifest's `durationToleranceMs` raises
/// the floor). An error at the entry's `durationMs`, with a note at the file.
public enum DurationCheck: Check {
    public static let codes = [durationMismatch]

    public static let durationMismatch = DiagnosticCode(
        "ZK4027", .error, summary: "an audio file's duration differs from the manifest",
        explanation: """
            The duration as played (the container's duration less the encoder's priming and \
            padding, from the edit list, iTunSMPB, `pakt` or `fact`) differs from the entry's \
            `durationMs` by more than the tolerance: 5 % of the declared duration, at least 20 ms \
            (`audio.durationTolerance` in zk-build.json: `percent`, `minimumMs`; a manifest's \
            `durationToleranceMs` raises the floor for its entries). Usually the wrong take or a \
            file delivered under another ID. Check the file, then correct the manifest.
            """,
        broken: AudioExamples.fileProject(SyntheticAudio.m4a(durationMs: 300), durationMs: 120, mark: .duration),
        fixed: AudioExamples.fileProject(SyntheticAudio.m4a(durationMs: 120), durationMs: 120))

    public static func run(_ input: ProbedFile) -> [Diagnostic] {
        guard let declared = input.declared, let seconds = input.info.seconds else { return [] }
        let (entry, manifest) = (declared.entry, declared.manifest)
        var tolerance = declared.tolerance
        if let floor = manifest.durationToleranceOverride { tolerance.minimumMs = max(tolerance.minimumMs, floor) }
        let actual = seconds * 1000
        let difference = actual - Double(entry.durationMs)
        guard abs(difference) > tolerance.allowedMs(for: entry.durationMs) else { return [] }
        return [
            Diagnostic(
                durationMismatch, message(entry, actual: actual, tolerance: tolerance),
                at: manifest.location(entry.durationPosition),
                notes: [Diagnostic.Note(Self.fileNote, at: manifest.location(entry.filePosition))])
        ]
    }

    static func message(_ entry: AudioManifest.Entry, actual: Double, tolerance: DurationTolerance) -> String {
        let shown = Int(actual.rounded())
        let percent =
            entry.durationMs > 0
            ? Int(((actual - Double(entry.durationMs)) / Double(entry.durationMs) * 100).rounded()) : 0
        let sign = percent > 0 ? "+" : ""
        return
            "audio file '\(entry.file)' lasts \(shown) ms, but the manifest says \(entry.durationMs) ms (\(sign)\(percent) %; tolerance \(tolerance.describe(for: entry.durationMs)))"
    }

    static let fileNote = "the file is named here"
}

import ZKCore
import ZKProject

/// Lint: a recording lives at `Audio/<locale>/<id>.<ext>` (`common` for sounds), with `m4a`,
/// `wav` or `caf`; a warning with a fix-it otherwise (not for an entry whose ID is misspelt or
/// off the grammar: its file name is not the fault, and no fix-it copies an invalid ID).
public enum FilePathConventionCheck: Check {
    public static let codes = [unconventionalPath]

    public static let unconventionalPath = DiagnosticCode(
        "ZK4010", .warning, group: .zahlenkette,
        summary: "a recording's file path does not follow Audio/<locale>/<id>.<ext>",
        explanation: """
            The app finds a recording at `Audio/<locale>/<audioId>.m4a` (voice) or \
            `Audio/common/<audioId>.m4a` (sounds); `.wav` and `.caf` are accepted for masters. A \
            file elsewhere, or named for another ID, is either never found or plays the wrong line. \
            The fix-it gives the conventional path.
            """,
        example: .edit(
            DiagnosticExample(
                "Audio-manifests/de.json",
                """
                { "locale": "de", "entries": [
                  { "id": "num.7", "file": "Audio/de/num.7.m4a", "key": "number.7.word", "text": "sieben", "durationMs": 640 }
                ] }
                """),
            broken: #"↓"Audio/ru/num.7.m4a","#, fixed: #""Audio/de/num.7.m4a","#))

    public static let extensions = ["m4a", "wav", "caf"]

    public static func run(_ input: AudioCheckInput) -> [Diagnostic] {
        // A misspelt ID is the error (MisspeltRecording); its file name is right as it is.
        let misspelt = Set(MisspeltRecording.pairs(input).map(\.writtenKey))
        return input.manifests.flatMap { manifest in
            manifest.entries.compactMap { entry -> Diagnostic? in
                // An ID off the grammar is its own error; a path built from it would spread it.
                guard !misspelt.contains(MisspeltRecording.key(manifest.path, entry.id)),
                    AudioID.problem(in: entry.id) == nil
                else { return nil }
                let folder = "Audio/\(manifest.locale)/"
                let dot = entry.file.lastIndex(of: ".")
                let ext = dot.map { String(entry.file[entry.file.index(after: $0)...]) } ?? ""
                let usable = Self.extensions.contains(ext) ? ext : "m4a"
                let expected = "\(folder)\(entry.id).\(usable)"
                guard !entry.file.hasSameCodePoints(as: expected) else { return nil }
                return Diagnostic(
                    FilePathConventionCheck.unconventionalPath, Self.message(entry.file, expected),
                    at: manifest.location(entry.filePosition),
                    fixIt: Self.usePath(expected))
            }
        }
    }

    static func message(_ file: String, _ expected: String) -> String {
        "file '\(file)' does not follow the audio layout; expected '\(expected)'"
    }

    static func usePath(_ path: String) -> Diagnostic.FixIt {
        Diagnostic.FixIt(replacement: JSONWriter.quoted(path), description: "use '\(path)'")
    }
}

import ZKCore
import ZKProject

/// Lint: a manifest entry that no content references is a warning (needs the content index),
/// unless it is the misspelling of an ID the content needs (then it is that error) or the entry a
/// misspelt reference means (then the reference is the error, with "did you mean").
public enum OrphanRecordingCheck: Check {
    public static let codes = [orphanRecording]

    public static let orphanRecording = DiagnosticCode(
        "ZK4005", .warning, phase: .crossLink, summary: "a manifest entry that no content references",
        explanation: """
            The recording is shipped but nothing plays it: the line was removed from the content or \
            its ID is misspelt in one of the two places. Remove the entry (and the file) or \
            reference it. Reported only when the content index is available.
            """,
        broken: DiagnosticExample([
            .init("Content/numbers.json", #"{ "numbers": [ { "value": 7, "audio": "num.7" } ] }"#),
            .init("Content/manifest.json", #"{ "locales": ["de"] }"#),
            .init(
                "Audio-manifests/de.json",
                """
                { "locale": "de", "entries": [
                  { "id": "num.7", "file": "Audio/de/num.7.m4a", "key": "number.7.word", "text": "sieben", "durationMs": 640 },
                  { "id": ↓"num.8", "file": "Audio/de/num.8.m4a", "key": "number.8.word", "text": "acht", "durationMs": 610 }
                ] }
                """),
        ]),
        fixed: DiagnosticExample([
            .init("Content/numbers.json", #"{ "numbers": [ { "value": 7, "audio": "num.7" } ] }"#),
            .init("Content/manifest.json", #"{ "locales": ["de"] }"#),
            .init(
                "Audio-manifests/de.json",
                """
                { "locale": "de", "entries": [
                  { "id": "num.7", "file": "Audio/de/num.7.m4a", "key": "number.7.word", "text": "sieben", "durationMs": 640 }
                ] }
                """),
        ]))

    public static func run(_ input: AudioCheckInput) -> [Diagnostic] {
        guard let index = input.index else { return [] }
        let referenced = Set(index.audioIDs.map { CodePointString($0.name) })
        // A misspelt entry is reported as the error it is, by MissingRecordingCheck.
        // An entry a misspelt reference means is no orphan: the reference is the fix.
        let misspelt = Set(MisspeltRecording.pairs(input).map(\.writtenKey)).union(
            MisspeltRecording.intendedKeys(input))
        return input.manifests.flatMap { manifest in
            manifest.entries.compactMap { entry -> Diagnostic? in
                guard !referenced.contains(CodePointString(entry.id)), AudioID.problem(in: entry.id) == nil,
                    !misspelt.contains(MisspeltRecording.key(manifest.path, entry.id))
                else { return nil }
                return Diagnostic(
                    OrphanRecordingCheck.orphanRecording, Self.message(entry.id, manifest.fileName),
                    at: manifest.location(entry.idPosition))
            }
        }
    }

    static func message(_ id: String, _ manifest: String) -> String {
        "recording '\(id)' in '\(manifest)' is not referenced by any content"
    }
}

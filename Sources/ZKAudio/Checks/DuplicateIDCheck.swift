import ZKCore

/// Lint: an audio ID listed twice in one manifest is an error at the second entry, with a note
/// at the first.
public enum DuplicateIDCheck: Check {
    public static let codes = [duplicateID]

    public static let duplicateID = DiagnosticCode(
        "ZK4002", .error, summary: "a manifest lists the same audio ID twice",
        explanation: """
            Each audio ID has exactly one recording per manifest; the app would play either. The \
            second entry is reported, with a note at the first. Keep the take you want and remove \
            the other, or give a different sound its own ID.
            """,
        example: .edit(
            DiagnosticExample(
                "Audio-manifests/common.json",
                """
                {
                  "locale": "common",
                  "entries": [
                    { "id": "sfx.tap", "file": "Audio/common/sfx.tap.m4a", "durationMs": 120 },
                    { "id": "sfx.tap_soft", "file": "Audio/common/sfx.tap_soft.m4a", "durationMs": 90 }
                  ]
                }
                """),
            broken: #"↓"sfx.tap","#, fixed: #""sfx.tap_soft","#))

    public static func run(_ input: AudioCheckInput) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for manifest in input.manifests {
            // IDs are JSON strings: "ñ" (U+00F1) and "n\u{0303}" are two IDs, not a duplicate.
            var first: [CodePointString: AudioManifest.Entry] = [:]
            for entry in manifest.entries {
                if let earlier = first[CodePointString(entry.id)] {
                    out.append(
                        Diagnostic(
                            DuplicateIDCheck.duplicateID, Self.message(entry.id, manifest.fileName),
                            at: manifest.location(entry.idPosition),
                            notes: [Diagnostic.Note(Self.firstNote, at: manifest.location(earlier.idPosition))]))
                } else {
                    first[CodePointString(entry.id)] = entry
                }
            }
        }
        return out
    }

    static func message(_ id: String, _ manifest: String) -> String {
        "audio ID '\(id)' is listed twice in '\(manifest)'"
    }

    static let firstNote = "first listed here"
}

import ZKCore

/// Lint: a voice line's `key` exists in the catalog (needs the catalog texts).
public enum UnknownKeyCheck: Check {
    public static let codes = [unknownKey]

    public static let unknownKey = DiagnosticCode(
        "ZK4008", .error, phase: .crossLink, summary: "a voice line names a string key the catalog lacks",
        explanation: """
            A voice line's `key` must exist in `Strings/Content.xcstrings`: it is how the recording \
            is compared with the current text and how the recording script finds the translator \
            comment. Fix the spelling (the message suggests the nearest key) or add the key.
            """,
        example: .edit(
            findTheNumber, in: "Audio-manifests/de.json", broken: #""key": ↓"prompt.hoer_hin.find_numbr""#,
            fixed: #""key": "prompt.hoer_hin.find_number""#))

    /// The examples' project: a German voice line of a key the catalog has.
    static let findTheNumber = DiagnosticExample([
        .init(
            "Strings/Content.xcstrings",
            """
            { "sourceLanguage": "de", "version": "1.0", "strings": { "prompt.hoer_hin.find_number": {
              "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Finde die Zahl!" } } }
            } } }
            """),
        .init(
            "Audio-manifests/de.json",
            """
            { "locale": "de", "entries": [
              { "id": "prompt.hoer_hin.find_number", "file": "Audio/de/prompt.hoer_hin.find_number.m4a",
                "key": "prompt.hoer_hin.find_number", "text": "Finde die Zahl!", "durationMs": 1400 }
            ] }
            """),
    ])

    public static func run(_ input: AudioCheckInput) -> [Diagnostic] {
        guard let catalog = input.catalog else { return [] }
        let keys = catalog.entries.keys
        return input.voiceManifests.flatMap { manifest in
            manifest.entries.compactMap { entry -> Diagnostic? in
                guard let key = entry.key, catalog.entries[key] == nil else { return nil }
                let near = EditDistance.nearest(to: key, in: keys)
                return Diagnostic(
                    UnknownKeyCheck.unknownKey, Self.message(key, entry.id, catalog.catalogPath, near),
                    at: manifest.location(entry.keyPosition ?? entry.position),
                    fixIt: near.map { Self.useKey($0) })
            }
        }
    }

    static func message(_ key: String, _ id: String, _ catalog: String, _ near: String?) -> String {
        var text = "voice line '\(id)' speaks key '\(key)', which '\(catalog)' lacks"
        if let near { text += "; did you mean '\(near)'?" }
        return text
    }

    static func useKey(_ key: String) -> Diagnostic.FixIt {
        Diagnostic.FixIt(replacement: JSONWriter.quoted(key), description: "use '\(key)'")
    }
}

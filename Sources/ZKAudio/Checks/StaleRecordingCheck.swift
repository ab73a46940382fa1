import ZKCore
import ZKProject

/// Lint: the recorded text equals the catalog's current translated value of its key in the
/// manifest's locale, after `SpokenText` normalisation; otherwise the recording is stale. Located
/// at the entry's `text`, with a note at the catalog value.
public enum StaleRecordingCheck: Check {
    public static let codes = [staleRecording]

    public static let staleRecording = DiagnosticCode(
        "ZK4006", .warning, phase: .crossLink, summary: "the recorded text differs from the catalog's current text",
        explanation: """
            The manifest's `text` is what the voice actor said; the catalog's value for the entry's \
            `key` in that locale is what the screen now says. When they differ the recording is \
            stale and must be redone; `zk-audio script` lists it with reason `stale`. Whitespace \
            runs and typographic quotes („“ ” ‚‘ ’ « ») are normalised before comparing, so \
            only a change of words counts. The note points at the catalog value.
            """,
        example: .edit(
            findTheNumber, in: "Audio-manifests/de.json", broken: #"↓"Such die Zahl, die du hörst!""#,
            fixed: #""Finde die Zahl,  die du hörst!""#))

    /// The examples' project: a German voice line whose text equals the catalog's but for a space.
    static let findTheNumber = DiagnosticExample([
        .init(
            "Strings/Content.xcstrings",
            """
            { "sourceLanguage": "de", "version": "1.0", "strings": { "prompt.hoer_hin.find_number": {
              "comment": "Hör hin: asks the child to tap the number it hears.",
              "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Finde die Zahl, die du hörst!" } } }
            } } }
            """),
        .init(
            "Audio-manifests/de.json",
            """
            { "locale": "de", "entries": [
              { "id": "prompt.hoer_hin.find_number", "file": "Audio/de/prompt.hoer_hin.find_number.m4a",
                "key": "prompt.hoer_hin.find_number", "text": "Finde die Zahl,  die du hörst!", "durationMs": 2100 }
            ] }
            """),
    ])

    public static func run(_ input: AudioCheckInput) -> [Diagnostic] {
        guard let catalog = input.catalog else { return [] }
        return input.voiceManifests.flatMap { manifest in
            manifest.entries.compactMap { entry -> Diagnostic? in
                guard let stale = Self.staleText(entry, locale: manifest.locale, catalog: catalog) else { return nil }
                return Diagnostic(
                    StaleRecordingCheck.staleRecording, Self.message(entry.id, manifest.locale, entry.text ?? ""),
                    at: manifest.location(entry.textPosition ?? entry.position),
                    notes: [Diagnostic.Note(Self.note(entry.key ?? "", stale.value), at: stale.location)])
            }
        }
    }

    /// The catalog text that `entry` no longer matches, or nil when it matches or cannot be compared.
    public static func staleText(
        _ entry: AudioManifest.Entry, locale: String, catalog: CatalogTexts
    ) -> CatalogTexts.Text? {
        guard let key = entry.key, let recorded = entry.text, let current = catalog.entries[key]?.texts[locale],
            current.state == "translated", !current.value.isEmpty
        else { return nil }
        return SpokenText.sameWords(recorded, current.value) ? nil : current
    }

    static func message(_ id: String, _ locale: String, _ recorded: String) -> String {
        "'\(locale)' recording '\(id)' is stale: it says \"\(recorded)\""
    }

    static func note(_ key: String, _ current: String) -> String {
        "the catalog's current text of '\(key)' is \"\(current)\""
    }
}

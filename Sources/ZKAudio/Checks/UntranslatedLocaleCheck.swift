import ZKCore

/// Lint: a voice line in a locale the catalog does not translate — the catalog has no text at all
/// in the manifest's locale (reported once, at the manifest's `locale`), or the entry's key has no
/// translated value there (reported at the entry, with a note at the catalog key).
public enum UntranslatedLocaleCheck: Check {
    public static let codes = [untranslatedLocale]

    public static let untranslatedLocale = DiagnosticCode(
        "ZK4007", .warning, phase: .crossLink, summary: "a voice line in a locale the catalog does not translate",
        explanation: """
            The entry's key has no translated value in the manifest's locale (no value, or a state \
            other than `translated`), or the catalog has no text at all in that locale. The \
            recording cannot be checked against a text and may say something no translator \
            approved. Translate the key first (zk-strings reports it too), then record.
            """,
        broken: sevenInEnglish(#"{ "state": "new", "value": "" }"#, id: #"↓"num.7""#),
        fixed: sevenInEnglish(#"{ "state": "translated", "value": "seven" }"#, id: #""num.7""#))

    /// The examples' project: the number word for 7 with `english` as its `en` string unit,
    /// recorded in English as `id`.
    static func sevenInEnglish(_ english: String, id: String) -> DiagnosticExample {
        DiagnosticExample([
            .init(
                "Strings/Content.xcstrings",
                """
                { "sourceLanguage": "de", "version": "1.0", "strings": { "number.7.word": {
                  "comment": "The number word for 7, spoken and shown.",
                  "localizations": {
                    "de": { "stringUnit": { "state": "translated", "value": "sieben" } },
                    "en": { "stringUnit": \(english) }
                  }
                } } }
                """),
            .init(
                "Audio-manifests/en.json",
                """
                { "locale": "en", "entries": [
                  { "id": \(id), "file": "Audio/en/num.7.m4a", "key": "number.7.word", "text": "seven", "durationMs": 560 }
                ] }
                """),
        ])
    }

    public static func run(_ input: AudioCheckInput) -> [Diagnostic] {
        guard let catalog = input.catalog else { return [] }
        // Locales compare by code points, as the catalog's keys do.
        var catalogLocales: Set<CodePointString> = [CodePointString(catalog.sourceLanguage)]
        for entry in catalog.entries.values { catalogLocales.formUnion(entry.texts.keys.map { CodePointString($0) }) }
        var out: [Diagnostic] = []
        for manifest in input.voiceManifests where !manifest.entries.isEmpty {
            guard catalogLocales.contains(CodePointString(manifest.locale)) else {
                out.append(
                    Diagnostic(
                        UntranslatedLocaleCheck.untranslatedLocale, Self.locale(manifest.locale, catalog.catalogPath),
                        at: manifest.location(manifest.localePosition)))
                continue
            }
            for entry in manifest.entries {
                guard let key = entry.key, let catalogEntry = catalog.entries[key] else { continue }
                let text = catalogEntry.texts[manifest.locale]
                if let text, text.state == "translated", !text.value.isEmpty { continue }
                let problem = text.map { $0.value.isEmpty ? "an empty value" : "state '\($0.state)'" } ?? "no value"
                out.append(
                    Diagnostic(
                        UntranslatedLocaleCheck.untranslatedLocale, Self.entry(entry.id, key, manifest.locale, problem),
                        at: manifest.location(entry.idPosition),
                        notes: [Diagnostic.Note(Self.keyNote(key), at: text?.location ?? catalogEntry.location)]))
            }
        }
        return out
    }

    static func locale(_ locale: String, _ catalog: String) -> String {
        "manifest for locale '\(locale)' records voice lines, but '\(catalog)' has no text in '\(locale)'"
    }

    static func entry(_ id: String, _ key: String, _ locale: String, _ problem: String) -> String {
        "voice line '\(id)' is recorded in '\(locale)', but key '\(key)' has \(problem) in '\(locale)'"
    }

    static func keyNote(_ key: String) -> String { "key '\(key)' is defined here" }
}

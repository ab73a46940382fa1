import ZKCore

/// Lint: a voice line in a locale the catalog does not translate — the catalog has no text at all
/// in the manifest's locale (reported once, at the manifest's `locale`), or the entry's key has no
/// translated value there (reported at the entry, with a note at the catalog key).
public struct UntranslatedLocaleCheck: AudioManifestCheck {
    public init() {}

    public func run(_ input: AudioCheckInput) -> [Diagnostic] {
        guard let catalog = input.catalog else { return [] }
        var catalogLocales: Set<String> = [catalog.sourceLanguage]
        for entry in catalog.entries.values { catalogLocales.formUnion(entry.texts.keys) }
        var out: [Diagnostic] = []
        for manifest in input.voiceManifests where !manifest.entries.isEmpty {
            guard catalogLocales.contains(manifest.locale) else {
                out.append(Diagnostic(
                    AudioCodes.untranslatedLocale, Self.locale(manifest.locale, catalog.catalogPath),
                    at: manifest.location(manifest.localePosition)))
                continue
            }
            for entry in manifest.entries {
                guard let key = entry.key, let catalogEntry = catalog.entries[key] else { continue }
                let text = catalogEntry.texts[manifest.locale]
                if let text, text.state == "translated", !text.value.isEmpty { continue }
                let problem = text.map { $0.value.isEmpty ? "an empty value" : "state '\($0.state)'" } ?? "no value"
                out.append(Diagnostic(
                    AudioCodes.untranslatedLocale, Self.entry(entry.id, key, manifest.locale, problem),
                    at: manifest.location(entry.idPosition),
                    notes: [Diagnostic.Note("key '\(key)' is defined here", at: text?.location ?? catalogEntry.location)]))
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
}

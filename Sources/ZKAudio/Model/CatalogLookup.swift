import ZKCore

/// Catalog keys and locales are JSON strings, equal only when their code points are: "ñ"
/// (U+00F1) and "n\u{0303}" are two keys. `CatalogTexts` is keyed by `String`, whose `==`
/// equates the two, so every lookup the audio checks make goes through these.
extension CatalogTexts {
    /// The entry whose key has exactly the code points of `key`.
    func entry(forKey key: String) -> Entry? {
        guard let entry = entries[key], entry.key.hasSameCodePoints(as: key) else { return nil }
        return entry
    }

    /// Every key, in code-point order (deterministic, whatever the dictionary's order).
    var sortedKeys: [String] {
        entries.values.map(\.key).sorted { $0.precedesByCodePoints($1) }
    }

    /// The locales that have a text somewhere in the catalog, and the source language.
    var textLocales: Set<CodePointString> {
        var locales: Set<CodePointString> = [CodePointString(sourceLanguage)]
        for entry in entries.values { locales.formUnion(entry.texts.keys.map { CodePointString($0) }) }
        return locales
    }
}

extension CatalogTexts.Entry {
    /// The text in the locale whose code points are exactly `locale`'s.
    func text(in locale: String) -> CatalogTexts.Text? {
        texts.first { $0.key.hasSameCodePoints(as: locale) }?.value
    }
}

import ZKCore

/// The one reader of a String Catalog's texts (`CatalogTexts`), for every tool that needs the
/// current value of a key: the strings stage hands its result to the audio checks, and `zk-audio`
/// alone reads the catalog with it, so both answer alike. Deliberately minimal: plural
/// variations, substitutions and the catalog's own rules are the strings tool's business.
///
/// The rules, as Xcode writes catalogs:
/// - a key with no unit in the source language is its own source text (Xcode's implicit source
///   value: the key *is* the text), located at the key, state `translated`;
/// - a unit without a `state` is taken as `translated` when it has a value (nothing marks it as
///   needing work; Xcode itself always writes a state);
/// - only plain `stringUnit`s are texts; plural and device variations are not spoken lines;
/// - keys and locales compare by code points, as JSON's do: two keys that differ only by
///   Unicode normalisation are two entries; of keys repeated exactly, the first counts.
public enum CatalogTextsReader {
    /// Reads `file`; the diagnostics are the JSON reader's (syntax, encoding, duplicate keys).
    public static func read(_ file: SourceFile) -> (catalog: CatalogTexts?, diagnostics: [Diagnostic]) {
        let parsed = JSONReader.read(file)
        guard let root = parsed.value else { return (nil, parsed.diagnostics) }
        return (texts(root, path: file.path), parsed.diagnostics)
    }

    /// The texts of a parsed catalog (nil when the root is not an object).
    public static func texts(_ root: JSONValue, path: String) -> CatalogTexts? {
        guard let object = root.object else { return nil }
        let sourceLanguage = object["sourceLanguage"]?.string ?? Conventions.sourceLocale
        var entries = CatalogTexts.Keyed<CatalogTexts.Entry>()
        for member in object["strings"]?.object?.members ?? [] where entries[member.key] == nil {
            let keyLocation = SourceLocation(path: path, start: member.keyPosition)
            var texts = CatalogTexts.Keyed<CatalogTexts.Text>()
            for localization in member.value["localizations"]?.object?.members ?? []
            where texts[localization.key] == nil {
                guard let unit = localization.value["stringUnit"], let value = unit["value"], let text = value.string
                else { continue }
                texts[localization.key] = CatalogTexts.Text(
                    value: text, state: unit["state"]?.string ?? "translated",
                    location: SourceLocation(path: path, start: value.position))
            }
            let hasSourceUnit = member.value["localizations"]?[sourceLanguage] != nil
            if !hasSourceUnit, !member.key.isEmpty {
                texts[sourceLanguage] = CatalogTexts.Text(value: member.key, state: "translated", location: keyLocation)
            }
            entries[member.key] = CatalogTexts.Entry(
                key: member.key, comment: member.value["comment"]?.string, location: keyLocation, texts: texts)
        }
        return CatalogTexts(catalogPath: path, sourceLanguage: sourceLanguage, entries: entries)
    }
}

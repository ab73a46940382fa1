import ZKCore

/// Reads the plain string units of a String Catalog into `CatalogTexts`: per key, the value and
/// state per locale with the value's position, and the translator comment. Deliberately minimal:
/// plural variations, substitutions and the catalog's own rules are the strings tool's business.
public enum CatalogTextsReader {
    /// Reads `file`; the diagnostics are the JSON reader's (syntax, encoding, duplicate keys).
    public static func read(_ file: SourceFile) -> (catalog: CatalogTexts?, diagnostics: [Diagnostic]) {
        let parsed = JSONReader.read(file)
        guard let root = parsed.value, let object = root.object else { return (nil, parsed.diagnostics) }
        let sourceLanguage = object["sourceLanguage"]?.string ?? "de"
        var entries: [String: CatalogTexts.Entry] = [:]
        for member in object["strings"]?.object?.members ?? [] {
            let keyLocation = SourceLocation(path: file.path, start: member.keyPosition)
            var texts: [String: CatalogTexts.Text] = [:]
            for localization in member.value["localizations"]?.object?.members ?? [] {
                guard let unit = localization.value["stringUnit"], let value = unit["value"], let text = value.string else { continue }
                texts[localization.key] = CatalogTexts.Text(
                    value: text, state: unit["state"]?.string ?? "translated",
                    location: SourceLocation(path: file.path, start: value.position))
            }
            if entries[member.key] == nil {
                entries[member.key] = CatalogTexts.Entry(
                    key: member.key, comment: member.value["comment"]?.string, location: keyLocation, texts: texts)
            }
        }
        return (CatalogTexts(catalogPath: file.path, sourceLanguage: sourceLanguage, entries: entries), parsed.diagnostics)
    }
}

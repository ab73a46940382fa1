import ZKCore

/// Coverage: every key that is to be translated has a localization with a value in every
/// required locale. Keys marked `shouldTranslate: false` are excluded.
///
/// Lint: `key 'x' has no 'ru' translation` at the key, with a note naming the locales it has.
enum CoverageCheck: CatalogCheck {
    static func run(_ catalog: StringCatalog, _ options: StringsCheckOptions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entry in catalog.entries where entry.shouldTranslate {
            let present = entry.localizations.filter { !$0.node.leaves().isEmpty }.map(\.locale)
            for locale in options.requiredLocales where !present.contains(locale) {
                diagnostics.append(Diagnostic(
                    StringsCodes.localeMissing, missing(entry.key, locale), at: catalog.location(entry.keyPosition),
                    notes: [Diagnostic.Note(present.isEmpty ? "the key has no translation at all" : "translated into \(present.map { "'\($0)'" }.joined(separator: ", "))")]))
            }
        }
        return diagnostics
    }

    static func missing(_ key: String, _ locale: String) -> String { "key '\(key)' has no '\(locale)' translation" }
}

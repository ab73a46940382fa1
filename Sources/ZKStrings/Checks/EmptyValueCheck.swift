import ZKCore

/// Empty values: a string unit whose value is empty shows nothing on screen (and nothing is
/// recorded for the audio). An error for keys that are translated.
enum EmptyValueCheck: CatalogCheck {
    static func run(_ catalog: StringCatalog, _ options: StringsCheckOptions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entry in catalog.entries where entry.shouldTranslate {
            for localization in entry.localizations {
                for leaf in localization.allLeaves {
                    guard let value = leaf.unit.value, value.text.isEmpty else { continue }
                    diagnostics.append(Diagnostic(
                        StringsCodes.emptyValue, "\(StringCatalog.describe(key: entry.key, locale: localization.locale, leaf: leaf)) is empty",
                        at: catalog.location(value.position)))
                }
            }
        }
        return diagnostics
    }
}

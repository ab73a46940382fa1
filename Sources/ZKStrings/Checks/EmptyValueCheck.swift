import ZKCore

/// Empty values: a string unit whose value is empty shows nothing on screen (and nothing is
/// recorded for the audio). An error for keys that are translated.
enum EmptyValueCheck: CatalogCheck {
    static func check(_ entry: CatalogEntry, _ context: CatalogCheckContext, into diagnostics: inout [Diagnostic]) {
        guard entry.shouldTranslate else { return }
        for localization in entry.localizations {
            for leaf in localization.allLeaves {
                guard let value = leaf.unit.value, value.text.isEmpty else { continue }
                diagnostics.append(Diagnostic(
                    StringsCodes.emptyValue, "\(StringCatalog.describe(key: entry.key, locale: localization.locale, leaf: leaf)) is empty",
                    at: context.catalog.location(value.position)))
            }
        }
    }
}

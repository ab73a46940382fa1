import ZKCore

/// Empty values: a string unit whose value is empty shows nothing on screen (and nothing is
/// recorded for the audio). An error for keys that are translated, unless the source value it
/// translates is empty too.
enum EmptyValueCheck: CatalogCheck {
    static func check(_ entry: CatalogEntry, _ context: CatalogCheckContext, into diagnostics: inout [Diagnostic]) {
        guard entry.needsTranslation else { return }
        let sourceLocale = context.sourceLocale
        let sourceLeaves = entry.localization(sourceLocale)?.allLeaves ?? []
        for localization in entry.localizations where !localization.isImplicit {
            for leaf in localization.allLeaves {
                guard let value = leaf.unit.value, value.text.isEmpty else { continue }
                // An empty translation of an empty source value is the right translation.
                if localization.locale != sourceLocale, let counterpart = WhitespaceCheck.counterpart(of: leaf.path, in: sourceLeaves),
                    sourceLeaves[counterpart].unit.value?.text.isEmpty ?? false
                {
                    continue
                }
                diagnostics.append(Diagnostic(
                    StringsCodes.emptyValue, "\(StringCatalog.describe(key: entry.key, locale: localization.locale, leaf: leaf)) is empty",
                    at: context.catalog.location(value.position)))
            }
        }
    }
}

import ZKCore

/// Empty values: a string unit whose value is empty shows nothing on screen (and nothing is
/// recorded for the audio). An error for keys that are translated, unless the source value it
/// translates is empty too.
enum EmptyValueCheck: Check {
    static let emptyValue = DiagnosticCode(
        "ZK3010", .error, summary: "a value is empty",
        explanation: """
            An empty value shows nothing on screen and gives the studio nothing to record. \
            Translate it, or mark the key `"shouldTranslate" : false` if it is not user-facing.
            """,
        broken: DiagnosticExample(
            CheckExamples.path,
            CheckExamples.catalog(
                [
                    CheckExamples.unit("de", "Hör hin"),
                    "        \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : ↓\"\" } },",
                    CheckExamples.unit("ru", "Слушай", last: true),
                ].joined(separator: "\n"))),
        fixed: DiagnosticExample(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)))

    static let codes = [emptyValue]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        guard entry.needsTranslation else { return diagnostics }
        let sourceLocale = context.sourceLocale
        let sourceLeaves = entry.localization(sourceLocale)?.allLeaves ?? []
        for localization in entry.localizations where !localization.isImplicit {
            for leaf in localization.allLeaves {
                guard let value = leaf.unit.value, value.text.isEmpty else { continue }
                // An empty translation of an empty source value is the right translation.
                if !localization.locale.hasSameCodePoints(as: sourceLocale),
                    let counterpart = WhitespaceCheck.counterpart(of: leaf.path, in: sourceLeaves),
                    sourceLeaves[counterpart].unit.value?.text.isEmpty ?? false
                {
                    continue
                }
                diagnostics.append(
                    empty(
                        StringCatalog.describe(key: entry.key, locale: localization.locale, leaf: leaf),
                        at: context.catalog.location(value.position)))
            }
        }
        return diagnostics
    }

    /// `value`: how `StringCatalog.describe` names it (`'ru' 'plural.few' value of 'key'`).
    static func empty(_ value: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(emptyValue, "\(value) is empty", at: location)
    }
}

import ZKCore

/// Empty translations: a translation whose value is empty where the source text it renders is
/// not. An empty value is a value (coverage counts it, as Xcode does, so `CoverageCheck` never reports
/// it): the empty key, a source value left empty on purpose and the empty translation of an
/// empty source value are right and not reported. Reported are a translation that lost its text
/// and the empty source value of a key that names a text instead of being it.
///
/// Lint: `'en' value of 'x' is empty where its 'de' source text is not` at the value, with a
/// note at the source text.
enum EmptyValueCheck: Check {
    static let emptyValue = DiagnosticCode(
        "ZK3010", .warning, summary: "a translation is empty where its source text is not",
        explanation: """
            An empty value is a value: Xcode counts it as translated, and so do the \
            check of missing translations and the report. A translation empty where the source text it \
            renders is not, though, shows nothing on screen and gives the studio nothing to \
            record: usually an editor cleared it, or a tool wrote "" instead of leaving the \
            translation out. Translate it, or mark the key `"shouldTranslate" : false` if it is \
            not user-facing; where a language needs no text there, give ZK3010 the severity \
            `ignore` in zk-build.json. An empty source value is taken as meant, except for a key \
            that names a text instead of being it (a key-grammar key of Content.xcstrings, or \
            one the content references), which would show nothing. The empty key and an empty \
            translation of an empty source value are not reported.
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
        guard entry.needsTranslation else { return [] }
        let sourceLocale = context.sourceLocale
        let sourceLeaves = entry.localization(sourceLocale)?.allLeaves ?? []
        var diagnostics: [Diagnostic] = []
        for localization in entry.localizations where !localization.isImplicit {
            let isSource = localization.locale.hasSameCodePoints(as: sourceLocale)
            // A source value left empty is meant, unless the key only names the text.
            if isSource, !context.isIdentifier(entry.key) { continue }
            for leaf in localization.allLeaves {
                guard let value = leaf.unit.value, value.text.isEmpty else { continue }
                let name = StringCatalog.describe(key: entry.key, locale: localization.locale, leaf: leaf)
                let location = context.catalog.location(value.position)
                if isSource {
                    diagnostics.append(emptySource(name, key: entry.key, at: location))
                    continue
                }
                // The text it renders: the source's leaf at its path, else its `other` form, else
                // the plain source value (the key itself where Xcode writes no source value).
                guard
                    let index = WhitespaceCheck.counterpart(of: leaf.path, in: sourceLeaves)
                        ?? sourceLeaves.firstIndex(where: { $0.path.isEmpty }),
                    let source = sourceLeaves[index].unit.value, !source.text.isEmpty
                else { continue }
                diagnostics.append(
                    empty(
                        name, sourceLocale: sourceLocale, at: location,
                        sourceAt: context.catalog.location(source.position)))
            }
        }
        return diagnostics
    }

    /// `value`: how `StringCatalog.describe` names it (`'ru' 'plural.few' value of 'key'`).
    static func empty(
        _ value: String, sourceLocale: String, at location: SourceLocation, sourceAt: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            emptyValue, "\(value) is empty where its '\(sourceLocale)' source text is not", at: location,
            notes: [Diagnostic.Note("the source text is here", at: sourceAt)])
    }

    static func emptySource(_ value: String, key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            emptyValue, "\(value) is empty; the key names a text and is not one, so nothing would be shown",
            at: location)
    }
}

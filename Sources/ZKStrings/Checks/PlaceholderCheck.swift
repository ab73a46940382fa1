import ZKCore

/// Placeholders: every translation passes the same arguments with the same types as the source
/// language, compared by argument position like `msgfmt -c` and pofilter's printf check (`%1$@`
/// against `%1$lld` crashes the app; a missing `%2$@` loses information; an argument the source
/// does not pass reads garbage). Malformed placeholders (`%` at the end, `%y`) are reported too.
enum PlaceholderCheck {
    /// `resolved` holds the resolution of each of the entry's localizations, in order.
    static func check(_ entry: CatalogEntry, _ resolved: [ArgumentResolver.Result], _ context: CatalogCheckContext, into diagnostics: inout [Diagnostic]) {
        let catalog = context.catalog
        let sourceLocale = context.sourceLocale
        let localizations = entry.localizations
        for (localization, result) in zip(localizations, resolved) {
            for problem in result.problems {
                guard let string = localization.allLeaves[problem.leafIndex].unit.value else { continue }
                diagnostics.append(Diagnostic(
                    StringsCodes.placeholderMismatch, "\(problem.problem.message) (in the '\(localization.locale)' value of '\(entry.key)')",
                    at: catalog.location(of: string, scalarOffset: problem.problem.scalarOffset)))
            }
        }
        guard let sourceIndex = localizations.firstIndex(where: { $0.locale == sourceLocale }) else { return }
        let source = localizations[sourceIndex]
        let sourceUses = resolved[sourceIndex].uses
        // The first use of each argument in the source, sorted by argument (a handful at most).
        var expectedUses: [ArgumentUse] = []
        for use in sourceUses where !expectedUses.contains(where: { $0.argument == use.argument }) { expectedUses.append(use) }
        expectedUses.sort { $0.argument < $1.argument }
        func expected(_ argument: Int) -> ArgumentUse? { expectedUses.first { $0.argument == argument } }
        func sourceString(_ use: ArgumentUse) -> CatalogString? { source.allLeaves[use.leafIndex].unit.value }

        for (localization, result) in zip(localizations, resolved) where localization.locale != sourceLocale {
            guard !result.uses.isEmpty || !localization.allLeaves.isEmpty else { continue }
            var used: [Int] = []
            for use in result.uses {
                if !used.contains(use.argument) { used.append(use.argument) }
                guard let string = localization.allLeaves[use.leafIndex].unit.value else { continue }
                let leaf = localization.allLeaves[use.leafIndex]
                guard let expected = expected(use.argument) else {
                    diagnostics.append(Diagnostic(
                        StringsCodes.placeholderMismatch,
                        "'\(use.specifier.text)' in the \(describe(entry.key, localization.locale, leaf)) reads argument \(use.argument), which the source '\(sourceLocale)' does not pass",
                        at: catalog.location(of: string, scalarOffset: use.specifier.scalarOffset, length: use.specifier.text.unicodeScalars.count),
                        notes: sourceNote(sourceUses, source, sourceLocale, catalog)))
                    continue
                }
                if !expected.specifier.readsSameType(as: use.specifier), let expectedString = sourceString(expected) {
                    diagnostics.append(Diagnostic(
                        StringsCodes.placeholderMismatch,
                        "'\(use.specifier.text)' in the \(describe(entry.key, localization.locale, leaf)) reads argument \(use.argument) as \(use.specifier.typeDescription), but the source '\(sourceLocale)' passes \(expected.specifier.typeDescription) ('\(expected.specifier.text)')",
                        at: catalog.location(of: string, scalarOffset: use.specifier.scalarOffset, length: use.specifier.text.unicodeScalars.count),
                        notes: [Diagnostic.Note(
                            "the source '\(sourceLocale)' writes '\(expected.specifier.text)' here",
                            at: catalog.location(of: expectedString, scalarOffset: expected.specifier.scalarOffset))]))
                }
            }
            guard let firstValue = localization.allLeaves.first(where: { $0.unit.value != nil })?.unit.value else { continue }
            for expected in expectedUses where !used.contains(expected.argument) {
                guard let expectedString = sourceString(expected) else { continue }
                diagnostics.append(Diagnostic(
                    StringsCodes.placeholderMismatch,
                    "the '\(localization.locale)' value of '\(entry.key)' does not use argument \(expected.argument) ('\(expected.specifier.text)' in the source '\(sourceLocale)')",
                    at: catalog.location(firstValue.position),
                    notes: [Diagnostic.Note(
                        "the source '\(sourceLocale)' writes '\(expected.specifier.text)' here",
                        at: catalog.location(of: expectedString, scalarOffset: expected.specifier.scalarOffset))]))
            }
        }
    }

    private static func describe(_ key: String, _ locale: String, _ leaf: Leaf) -> String {
        leaf.path.isEmpty ? "'\(locale)' value of '\(key)'" : "'\(locale)' '\(leaf.pathText)' value of '\(key)'"
    }

    private static func sourceNote(_ uses: [ArgumentUse], _ source: Localization, _ locale: String, _ catalog: StringCatalog) -> [Diagnostic.Note] {
        guard let first = uses.first, let string = source.allLeaves[first.leafIndex].unit.value else {
            return [Diagnostic.Note("the source '\(locale)' passes no arguments")]
        }
        let arguments = Set(uses.map(\.argument)).sorted().map(String.init).joined(separator: ", ")
        return [Diagnostic.Note("the source '\(locale)' passes argument(s) \(arguments)", at: catalog.location(of: string, scalarOffset: first.specifier.scalarOffset))]
    }
}

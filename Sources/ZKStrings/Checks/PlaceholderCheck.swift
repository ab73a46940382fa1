import ZKCore

/// Placeholders: every translation passes the same arguments with the same types as the source
/// language, compared by argument position like `msgfmt -c` and pofilter's printf check (`%1$@`
/// against `%1$lld` crashes the app; a missing `%2$@` loses information; an argument the source
/// does not pass reads garbage). Malformed placeholders (`%` at the end, `%y`) are reported too.
enum PlaceholderCheck: CatalogCheck {
    static func run(_ catalog: StringCatalog, _ options: StringsCheckOptions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let sourceLocale = catalog.sourceLocale(options)
        for entry in catalog.entries {
            let resolved = entry.localizations.map { ($0, ArgumentResolver.resolve($0)) }
            for (localization, result) in resolved {
                for (problem, string, _) in result.problems {
                    diagnostics.append(Diagnostic(
                        StringsCodes.placeholderMismatch, "\(problem.message) (in the '\(localization.locale)' value of '\(entry.key)')",
                        at: catalog.location(of: string, scalarOffset: problem.scalarOffset)))
                }
            }
            guard let source = resolved.first(where: { $0.0.locale == sourceLocale })?.1 else { continue }
            var sourceByArgument: [Int: ArgumentUse] = [:]
            for use in source.uses where sourceByArgument[use.argument] == nil { sourceByArgument[use.argument] = use }
            for (localization, result) in resolved where localization.locale != sourceLocale {
                guard !result.uses.isEmpty || !localization.allLeaves.isEmpty else { continue }
                var used = Set<Int>()
                for use in result.uses {
                    used.insert(use.argument)
                    guard let expected = sourceByArgument[use.argument] else {
                        diagnostics.append(Diagnostic(
                            StringsCodes.placeholderMismatch,
                            "'\(use.specifier.text)' in the \(describe(entry.key, localization.locale, use.leaf)) reads argument \(use.argument), which the source '\(sourceLocale)' does not pass",
                            at: catalog.location(of: use.string, scalarOffset: use.specifier.scalarOffset, length: use.specifier.text.unicodeScalars.count),
                            notes: sourceNote(source, sourceLocale, catalog)))
                        continue
                    }
                    if expected.specifier.typeName != use.specifier.typeName {
                        diagnostics.append(Diagnostic(
                            StringsCodes.placeholderMismatch,
                            "'\(use.specifier.text)' in the \(describe(entry.key, localization.locale, use.leaf)) reads argument \(use.argument) as \(use.specifier.typeDescription), but the source '\(sourceLocale)' passes \(expected.specifier.typeDescription) ('\(expected.specifier.text)')",
                            at: catalog.location(of: use.string, scalarOffset: use.specifier.scalarOffset, length: use.specifier.text.unicodeScalars.count),
                            notes: [Diagnostic.Note(
                                "the source '\(sourceLocale)' writes '\(expected.specifier.text)' here",
                                at: catalog.location(of: expected.string, scalarOffset: expected.specifier.scalarOffset))]))
                    }
                }
                let leaves = localization.allLeaves.compactMap { $0.unit.value }
                guard let firstValue = leaves.first else { continue }
                for argument in sourceByArgument.keys.sorted() where !used.contains(argument) {
                    guard let expected = sourceByArgument[argument] else { continue }
                    diagnostics.append(Diagnostic(
                        StringsCodes.placeholderMismatch,
                        "the '\(localization.locale)' value of '\(entry.key)' does not use argument \(argument) ('\(expected.specifier.text)' in the source '\(sourceLocale)')",
                        at: catalog.location(firstValue.position),
                        notes: [Diagnostic.Note(
                            "the source '\(sourceLocale)' writes '\(expected.specifier.text)' here",
                            at: catalog.location(of: expected.string, scalarOffset: expected.specifier.scalarOffset))]))
                }
            }
        }
        return diagnostics
    }

    private static func describe(_ key: String, _ locale: String, _ leaf: Leaf) -> String {
        leaf.path.isEmpty ? "'\(locale)' value of '\(key)'" : "'\(locale)' '\(leaf.pathText)' value of '\(key)'"
    }

    private static func sourceNote(_ source: ArgumentResolver.Result, _ locale: String, _ catalog: StringCatalog) -> [Diagnostic.Note] {
        guard let first = source.uses.first else { return [Diagnostic.Note("the source '\(locale)' passes no arguments")] }
        let arguments = Set(source.uses.map(\.argument)).sorted().map(String.init).joined(separator: ", ")
        return [Diagnostic.Note("the source '\(locale)' passes argument(s) \(arguments)", at: catalog.location(of: first.string, scalarOffset: first.specifier.scalarOffset))]
    }
}

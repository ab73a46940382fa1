import ZKCore

/// Placeholders: every translation passes the same arguments with the same types as the source
/// language, compared by argument position like `msgfmt -c` and pofilter's printf check (`%1$@`
/// against `%1$lld` crashes the app; a missing `%2$@` loses information; an argument the source
/// does not pass reads garbage). Malformed placeholders (`%` at the end, `%y`) are reported too.
/// Keys whose source text is no format string (`FormatParser.isFormatString`) are skipped.
enum PlaceholderCheck: Check {
    static let placeholderMismatch = DiagnosticCode(
        "ZK3007", .error, summary: "a translation's placeholders differ from the source language's",
        explanation: """
            Every translation must read the same arguments with the same types as the source \
            language, compared by argument position as `msgfmt -c` and pofilter's printf check \
            do: `%1$@` against `%1$lld` crashes the app, a missing `%2$@` drops information, an \
            argument the source does not pass reads garbage. `%d`/`%i` and `%u`/`%x` count as the \
            same type; `%lld` and `%d` do not. `%#@name@` reads the substitution's `argNum` with \
            its `formatSpecifier`. A malformed placeholder (a lone `%`) is reported here too.
            """,
        example: .edit(
            DiagnosticExample(
                CheckExamples.path,
                CheckExamples.catalog(
                    key: "child.befriended.title",
                    comment: "Title when a number friend joins (S-09); %1$@ is the friend's name.",
                    [
                        CheckExamples.unit("de", "Neuer Freund: %1$@"), CheckExamples.unit("en", "New friend: %1$@"),
                        CheckExamples.unit("ru", "Новый друг: %1$@", last: true),
                    ].joined(separator: "\n"))),
            broken: #"друг: ↓%1$lld"#, fixed: #"друг: %1$@"#))

    static let codes = [placeholderMismatch]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context, placeholders) = (key.entry, key.context, key.placeholders)
        var diagnostics: [Diagnostic] = []
        let catalog = context.catalog
        let sourceLocale = context.sourceLocale
        let localizations = entry.localizations
        guard let sourceIndex = localizations.firstIndex(where: { $0.locale.hasSameCodePoints(as: sourceLocale) })
        else { return diagnostics }
        // A source text that takes no argument: a translation that is a format string reads
        // arguments the code does not pass (`String(format:)` reads garbage). A translation
        // whose '%' makes no format string ('100 %', '% d' with the space flag) is shown verbatim.
        guard placeholders.isFormat[sourceIndex] else {
            for index in localizations.indices where index != sourceIndex && placeholders.isFormat[index] {
                for use in placeholders.uses[placeholders.useRanges[index]] {
                    report(
                        unexpected: use, entry, placeholders.uses[placeholders.useRanges[sourceIndex]], context,
                        into: &diagnostics)
                }
            }
            return diagnostics
        }
        for problem in placeholders.problems {
            guard let string = problem.site.value(in: entry) else { continue }
            diagnostics.append(
                malformed(
                    problem.problem.message, locale: localizations[problem.site.localization].locale, key: entry.key,
                    at: catalog.location(of: string, scalarOffset: problem.problem.scalarOffset)))
        }
        let sourceUses = placeholders.uses[placeholders.useRanges[sourceIndex]]
        // The source's first use of an argument is what a translation is compared with. Keys
        // have a handful of placeholders: linear searches, no sets, nothing allocated; past 16
        // (a value of 100,000 `%d` took minutes searched) a table.
        let manySources = sourceUses.count > 16
        var firstUse: [Int: ArgumentUse] = [:]
        if manySources {
            for use in sourceUses where firstUse[use.argument] == nil { firstUse[use.argument] = use }
        }
        func expected(_ argument: Int) -> ArgumentUse? {
            manySources ? firstUse[argument] : sourceUses.first { $0.argument == argument }
        }

        for (index, localization) in localizations.enumerated()
        where !localization.locale.hasSameCodePoints(as: sourceLocale) {
            let uses = placeholders.uses[placeholders.useRanges[index]]
            guard !uses.isEmpty || !localization.allLeaves.isEmpty else { continue }
            for use in uses {
                guard let expected = expected(use.argument) else {
                    report(unexpected: use, entry, sourceUses, context, into: &diagnostics)
                    continue
                }
                if !expected.type.same(as: use.type) {
                    report(mismatch: use, expected: expected, entry, context, into: &diagnostics)
                }
            }
            let usedArguments = manySources || uses.count > 16 ? Set(uses.map(\.argument)) : nil
            func isUsed(_ argument: Int) -> Bool {
                usedArguments?.contains(argument) ?? uses.contains { $0.argument == argument }
            }
            guard sourceUses.contains(where: { !isUsed($0.argument) }),
                let firstValue = localization.allLeaves.first(where: { $0.unit.value != nil })?.unit.value
            else { continue }
            // Some argument of the source is not used: each one, in order of argument.
            var missing: [ArgumentUse] = []
            var missingArguments: Set<Int> = []
            for source in sourceUses where !isUsed(source.argument) && missingArguments.insert(source.argument).inserted
            {
                missing.append(source)
            }
            for expected in missing.sorted(by: { $0.argument < $1.argument }) {
                guard let expectedString = expected.site.value(in: entry) else { continue }
                let expectedText = expected.site.text(in: entry)
                diagnostics.append(
                    unused(
                        expected.argument, written: expectedText, locale: localization.locale, key: entry.key,
                        source: sourceLocale,
                        at: catalog.location(firstValue.position),
                        sourceAt: catalog.location(of: expectedString, scalarOffset: expected.site.scalarOffset)))
            }
        }
        return diagnostics
    }

    /// A use of an argument the source does not pass.
    private static func report(
        unexpected use: ArgumentUse, _ entry: CatalogEntry, _ sourceUses: ArraySlice<ArgumentUse>,
        _ context: CatalogCheckContext,
        into diagnostics: inout [Diagnostic]
    ) {
        guard let string = use.site.value(in: entry) else { return }
        let text = use.site.text(in: entry)
        let locale = entry.localizations[use.site.localization].locale
        let leaf = entry.localizations[use.site.localization].allLeaves[use.site.leaf]
        diagnostics.append(
            unexpected(
                text, in: describe(entry.key, locale, leaf), argument: use.argument, source: context.sourceLocale,
                at: context.catalog.location(
                    of: string, scalarOffset: use.site.scalarOffset, length: text.unicodeScalars.count),
                notes: sourceNote(sourceUses, entry, context)))
    }

    /// A use that reads its argument as another type than the source.
    private static func report(
        mismatch use: ArgumentUse, expected: ArgumentUse, _ entry: CatalogEntry, _ context: CatalogCheckContext,
        into diagnostics: inout [Diagnostic]
    ) {
        guard let string = use.site.value(in: entry), let expectedString = expected.site.value(in: entry) else {
            return
        }
        let text = use.site.text(in: entry)
        let expectedText = expected.site.text(in: entry)
        let locale = entry.localizations[use.site.localization].locale
        let leaf = entry.localizations[use.site.localization].allLeaves[use.site.leaf]
        let sourceLocale = context.sourceLocale
        diagnostics.append(
            typeMismatch(
                text, in: describe(entry.key, locale, leaf), argument: use.argument, type: use.type.description,
                source: sourceLocale,
                sourceType: expected.type.description, sourceWritten: expectedText,
                at: context.catalog.location(
                    of: string, scalarOffset: use.site.scalarOffset, length: text.unicodeScalars.count),
                sourceAt: context.catalog.location(of: expectedString, scalarOffset: expected.site.scalarOffset)))
    }

    private static func describe(_ key: String, _ locale: String, _ leaf: Leaf) -> String {
        leaf.path.isEmpty ? "'\(locale)' value of '\(key)'" : "'\(locale)' '\(leaf.pathText)' value of '\(key)'"
    }

    private static func sourceNote(
        _ uses: ArraySlice<ArgumentUse>, _ entry: CatalogEntry, _ context: CatalogCheckContext
    ) -> [Diagnostic.Note] {
        let locale = context.sourceLocale
        guard let first = uses.first, let string = first.site.value(in: entry) else {
            return [Diagnostic.Note("the source '\(locale)' passes no arguments")]
        }
        let arguments = Set(uses.map(\.argument)).sorted().map(String.init).joined(separator: ", ")
        return [
            Diagnostic.Note(
                "the source '\(locale)' passes argument(s) \(arguments)",
                at: context.catalog.location(of: string, scalarOffset: first.site.scalarOffset))
        ]
    }

    /// `problem`: the format parser's description (`a lone '%' …`).
    static func malformed(_ problem: String, locale: String, key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(placeholderMismatch, "\(problem) (in the '\(locale)' value of '\(key)')", at: location)
    }

    /// A translation does not use an argument the source passes (`written`: how the source writes it).
    static func unused(
        _ argument: Int, written: String, locale: String, key: String, source: String, at location: SourceLocation,
        sourceAt: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            placeholderMismatch,
            "the '\(locale)' value of '\(key)' does not use argument \(argument) ('\(written)' in the source '\(source)')",
            at: location, notes: [Diagnostic.Note("the source '\(source)' writes '\(written)' here", at: sourceAt)])
    }

    /// `written` in `value` reads an argument the source does not pass.
    static func unexpected(
        _ written: String, in value: String, argument: Int, source: String, at location: SourceLocation,
        notes: [Diagnostic.Note]
    ) -> Diagnostic {
        Diagnostic(
            placeholderMismatch,
            "'\(written)' in the \(value) reads argument \(argument), which the source '\(source)' does not pass"
                + percentAdvice(written),
            at: location, notes: notes, fixIt: percentFix(written))
    }

    /// `100% sicher`: a percent sign before a word reads as `% s` with the space flag; the
    /// advice is the escape (issue 52).
    static func percentAdvice(_ written: String) -> String {
        percentFix(written) == nil ? "" : "; for a percent sign write '%%'"
    }

    static func percentFix(_ written: String) -> Diagnostic.FixIt? {
        guard written.hasPrefix("% ") else { return nil }
        return .init(replacement: "%" + written, description: "write '%%' for a percent sign")
    }

    /// `written` in `value` reads its argument as `type`; the source passes `sourceType` (`sourceWritten`).
    static func typeMismatch(
        _ written: String, in value: String, argument: Int, type: String, source: String, sourceType: String,
        sourceWritten: String,
        at location: SourceLocation, sourceAt: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            placeholderMismatch,
            "'\(written)' in the \(value) reads argument \(argument) as \(type), but the source '\(source)' passes \(sourceType) ('\(sourceWritten)')"
                + percentAdvice(written),
            at: location,
            notes: [Diagnostic.Note("the source '\(source)' writes '\(sourceWritten)' here", at: sourceAt)],
            fixIt: percentFix(written))
    }
}

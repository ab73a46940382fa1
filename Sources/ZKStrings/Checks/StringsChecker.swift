import ZKCore

/// Runs every strings check: per catalog (structure, coverage, states, plurals, placeholders,
/// substitutions, values, keys, comments, app name, unreferenced keys) and across catalogs
/// (content references). Pure: catalogs and options in, diagnostics out.
public enum StringsChecker {
    /// Keys per unit of parallel work: large enough that scheduling costs nothing, small enough
    /// to balance two or more threads.
    static let entriesPerChunk = 2048

    /// Parses catalog files (syntax and structure diagnostics included).
    public static func parse(_ files: [SourceFile], jobs: Int = 1) -> ([StringCatalog], [Diagnostic]) {
        let results = parallelMap(files, jobs: jobs) { CatalogParser.parse($0) }
        return (results.compactMap(\.0), results.flatMap(\.1))
    }

    /// Every check on every catalog, sorted in report order.
    public static func check(
        _ catalogs: [StringCatalog], options: StringsCheckOptions, stringsPath: String = "Strings", jobs: Int = 1
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for catalog in catalogs {
            diagnostics += SourceLanguageCheck.check(catalog, options)
            // One pass over the keys runs every check on each key; chunks of keys run in parallel.
            let context = CatalogCheckContext(catalog, options)
            let count = catalog.entries.count
            let chunks = stride(from: 0, to: count, by: entriesPerChunk).map { $0..<min($0 + entriesPerChunk, count) }
            let perChunk = parallelMap(chunks, jobs: jobs) { range in
                var found: [Diagnostic] = []
                var placeholders = EntryPlaceholders()
                for index in range { check(context.catalog.entries[index], context, &placeholders, into: &found) }
                return found
            }
            diagnostics += perChunk.joined()
        }
        diagnostics += ContentReferenceCheck.run(catalogs, options, stringsPath: stringsPath)
        diagnostics += CodeKeyCheck.run(catalogs, options)
        diagnostics += CodeLiteralCheck.run(options)
        return diagnostics.sorted(by: Diagnostic.reportOrder)
    }

    /// Every check on one key. `placeholders` is scratch space, reused from key to key.
    static func check(
        _ entry: CatalogEntry, _ context: CatalogCheckContext, _ placeholders: inout EntryPlaceholders,
        into diagnostics: inout [Diagnostic]
    ) {
        CoverageCheck.check(entry, context, into: &diagnostics)
        TranslationStateCheck.check(entry, context, into: &diagnostics)
        UnknownStateCheck.check(entry, context, into: &diagnostics)
        StaleKeyCheck.check(entry, context, into: &diagnostics)
        PluralCategoriesCheck.check(entry, context, into: &diagnostics)
        EmptyValueCheck.check(entry, context, into: &diagnostics)
        WhitespaceCheck.check(entry, context, into: &diagnostics)
        KeyGrammarCheck.check(entry, context, into: &diagnostics)
        TranslatorCommentCheck.check(entry, context, into: &diagnostics)
        AppNameCheck.check(entry, context, into: &diagnostics)
        UnreferencedKeyCheck.check(entry, context, into: &diagnostics)
        // Translation QA (warnings by default).
        IdenticalToSourceCheck.check(entry, context, into: &diagnostics)
        ScriptCheck.check(entry, context, into: &diagnostics)
        NumberCheck.check(entry, context, into: &diagnostics)
        URLCheck.check(entry, context, into: &diagnostics)
        MarkupCheck.check(entry, context, into: &diagnostics)
        EndPunctuationCheck.check(entry, context, into: &diagnostics)
        DoubleSpaceCheck.check(entry, context, into: &diagnostics)
        NFCCheck.check(entry, context, into: &diagnostics)
        LengthBudgetCheck.check(entry, context, into: &diagnostics)
        GlossaryCheck.check(entry, context, into: &diagnostics)
        // The key's placeholders are resolved once, for both checks that read them.
        placeholders.resolve(entry)
        PlaceholderCheck.check(entry, placeholders, context, into: &diagnostics)
        SubstitutionCheck.check(entry, placeholders, context, into: &diagnostics)
    }

    /// App names from a DTCG brand token file (`app.name.<locale>.$value`), located at each value.
    public static func appNames(fromBrandTokens file: SourceFile) -> [BrandFacts.Name] {
        guard let root = JSONReader.read(file).value, let names = root["app"]?["name"]?.object else { return [] }
        return names.members.compactMap { member in
            guard let value = member.value["$value"], let text = value.string, !text.hasPrefix("{") else { return nil }
            return BrandFacts.Name(
                locale: member.key, value: text, location: SourceLocation(path: file.path, start: value.position))
        }
    }
}

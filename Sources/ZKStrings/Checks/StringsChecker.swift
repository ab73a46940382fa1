import ZKCore
import ZKProject

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
            diagnostics += ZKStringsChecks.catalogChecks.run(CatalogInput(catalog: catalog, options: options))
            // One pass over the keys runs every check on each key; chunks of keys run in parallel.
            let context = CatalogCheckContext(catalog, options)
            let count = catalog.entries.count
            let chunks = stride(from: 0, to: count, by: entriesPerChunk).map { $0..<min($0 + entriesPerChunk, count) }
            let perChunk = parallelMap(chunks, jobs: jobs) { range in
                var found: [Diagnostic] = []
                var placeholders = EntryPlaceholders()
                // The list is a computed property: made once a chunk, not once a key.
                let keyChecks = ZKStringsChecks.keyChecks
                for index in range {
                    let entry = context.catalog.entries[index]
                    // Resolved once per key, for the checks that compare placeholders; the key
                    // goes out of scope before the next resolve, so the scratch space is reused.
                    placeholders.resolve(entry)
                    let key = CatalogKey(entry: entry, context: context, placeholders: placeholders)
                    found += keyChecks.run(key)
                }
                return found
            }
            diagnostics += perChunk.joined()
        }
        diagnostics += ZKStringsChecks.catalogSetChecks.run(
            CatalogSetInput(catalogs: catalogs, options: options, stringsPath: stringsPath))
        return diagnostics.sorted(by: Diagnostic.reportOrder)
    }
}

import ZKCore

/// Lint: an XLIFF `<file>` or unit names nothing in the catalogs (found by `XLIFFImporter`,
/// reported with the messages below; the unit is skipped).
enum XLIFFUnknownUnitCheck: DeclaresCodes {
    static let xliffUnknownUnit = DiagnosticCode(
        "ZK3022", .warning, phase: .crossLink, summary: "an XLIFF file or unit names nothing in the catalogs",
        explanation: """
            A `<file original="…">` that names no catalog, or a `trans-unit` whose key or \
            variation the catalog does not have (deleted since the export). The unit is skipped; \
            the rest of the file imports. Xcode's exports of a project that still has \
            `.strings`/`.stringsdict` tables (an `InfoPlist.strings`, a package's \
            `en.lproj/Localizable.strings`) hold their units too: zk-strings imports into String \
            Catalogs only, so each such `<file>` is named with the number of its units that are \
            not imported. Migrate the table to a catalog to import them.
            """,
        broken: CheckExamples.xliffExample([CheckExamples.unit(id: "game.hoer_hin.subtitle", marker: "↓")]),
        fixed: CheckExamples.xliffExample([CheckExamples.unit()]))

    static let codes = [xliffUnknownUnit]

    static func unknownFile(_ original: String, known: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            xliffUnknownUnit,
            "XLIFF file original '\(original)' names no catalog (known: \(known.map { "'\($0)'" }.joined(separator: ", "))); its units are skipped",
            at: location)
    }

    /// A `<file>` of a `.strings` or `.stringsdict` table (`isStringsTable`), with its `units`.
    static func stringsTable(_ original: String, units: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            xliffUnknownUnit,
            "XLIFF file original '\(original)' is a .\(original.hasSuffix(".stringsdict") ? "stringsdict" : "strings") table, not a String Catalog: its \(units) unit(s) are not imported (zk-strings imports into .xcstrings catalogs only)",
            at: location)
    }

    /// Whether an `original` names a `.strings` or `.stringsdict` table, as Xcode's exports hold them.
    static func isStringsTable(_ original: String) -> Bool {
        original.hasSuffix(".strings") || original.hasSuffix(".stringsdict")
    }

    static func unknownUnit(_ id: String, catalog: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            xliffUnknownUnit,
            "trans-unit '\(id)' names no value of '\(catalog)' (deleted or renamed since the export); it is skipped",
            at: location)
    }
}

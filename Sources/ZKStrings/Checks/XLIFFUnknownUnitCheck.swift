import ZKCore

/// Lint: an XLIFF `<file>` or unit names nothing in the catalogs (found by `XLIFFImporter`,
/// reported with the messages below; the unit is skipped).
enum XLIFFUnknownUnitCheck: DeclaresCodes {
    static let xliffUnknownUnit = DiagnosticCode(
        "ZK3022", .warning, phase: .crossLink, summary: "an XLIFF file or unit names nothing in the catalogs",
        explanation: """
            A `<file original="…">` that names no catalog (Xcode's exports also hold `.strings` \
            files), or a `trans-unit` whose key or variation the catalog does not have (deleted \
            since the export). The unit is skipped; the rest of the file imports.
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

    static func unknownUnit(_ id: String, catalog: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            xliffUnknownUnit,
            "trans-unit '\(id)' names no value of '\(catalog)' (deleted or renamed since the export); it is skipped",
            at: location)
    }
}

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
        broken: DiagnosticExample([
            DiagnosticExample.ExampleFile(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
            DiagnosticExample.ExampleFile("ru.xliff", CheckExamples.xliff("""
                      ↓<trans-unit id="game.hoer_hin.subtitle" xml:space="preserve">
                        <source>Hör hin</source>
                        <target state="translated">Слушай</target>
                      </trans-unit>
                """)),
        ], command: CheckExamples.importXLIFF),
        fixed: DiagnosticExample([
            DiagnosticExample.ExampleFile(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
            DiagnosticExample.ExampleFile("ru.xliff", CheckExamples.xliff("""
                      <trans-unit id="game.hoer_hin.title" xml:space="preserve">
                        <source>Hör hin</source>
                        <target state="translated">Слушай</target>
                      </trans-unit>
                """)),
        ], command: CheckExamples.importXLIFF))

    static let codes = [xliffUnknownUnit]

    static func unknownFile(_ original: String, known: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            xliffUnknownUnit, "XLIFF file original '\(original)' names no catalog (known: \(known.map { "'\($0)'" }.joined(separator: ", "))); its units are skipped",
            at: location)
    }

    static func unknownUnit(_ id: String, catalog: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(xliffUnknownUnit, "trans-unit '\(id)' names no value of '\(catalog)' (deleted or renamed since the export); it is skipped", at: location)
    }
}

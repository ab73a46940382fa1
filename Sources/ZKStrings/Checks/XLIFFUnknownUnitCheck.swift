import ZKCore

/// Lint: an XLIFF `<file>` or unit names nothing in the catalogs (reported by `XLIFFImporter`;
/// the unit is skipped).
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
        ]),
        fixed: DiagnosticExample([
            DiagnosticExample.ExampleFile(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
            DiagnosticExample.ExampleFile("ru.xliff", CheckExamples.xliff("""
                      <trans-unit id="game.hoer_hin.title" xml:space="preserve">
                        <source>Hör hin</source>
                        <target state="translated">Слушай</target>
                      </trans-unit>
                """)),
        ]))

    static let codes = [xliffUnknownUnit]
}

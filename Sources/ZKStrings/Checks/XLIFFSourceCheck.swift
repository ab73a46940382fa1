import ZKCore

/// Lint: an XLIFF unit's source no longer matches what the catalog would export (reported by
/// `XLIFFImporter`, which then refuses the import).
enum XLIFFSourceCheck: DeclaresCodes {
    static let xliffSourceChanged = DiagnosticCode(
        "ZK3021", .error, phase: .crossLink, summary: "an XLIFF unit's source no longer matches the catalog",
        explanation: """
            A translation is only valid for the source text it was made from. When the \
            catalog's source value changed after the export, the unit is refused (the rest of \
            the file is imported): export again and have the unit translated anew.
            """,
        broken: DiagnosticExample([
            DiagnosticExample.ExampleFile(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
            DiagnosticExample.ExampleFile("ru.xliff", CheckExamples.xliff("""
                      <trans-unit id="game.hoer_hin.title" xml:space="preserve">
                        <source>↓Hör gut hin</source>
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

    static let codes = [xliffSourceChanged]
}

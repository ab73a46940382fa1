import ZKCore

/// Lint: an XLIFF unit's source no longer matches what the catalog would export (found by
/// `XLIFFImporter`, which then refuses the import; reported with the message below).
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

    static let codes = [xliffSourceChanged]

    /// `found`: the unit's source; `current`: what the catalog's `locale` value exports as now.
    static func sourceChanged(
        _ id: String, found: String, locale: String, current: String, at location: SourceLocation, key: String, keyLocation: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            xliffSourceChanged,
            "source of trans-unit '\(id)' is '\(found)' but the catalog's '\(locale)' value is now '\(current)'; the translation is refused, export again",
            at: location, notes: [Diagnostic.Note("current source value of '\(key)'", at: keyLocation)])
    }
}

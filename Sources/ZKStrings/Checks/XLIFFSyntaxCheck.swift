import ZKCore

/// Lint: an XLIFF file is not well-formed XML, not UTF-8, or declares a document type
/// (reported by `XLIFFDocument.parse`).
enum XLIFFSyntaxCheck: DeclaresCodes {
    static let xliffMalformed = DiagnosticCode(
        "ZK3020", .error, phase: .syntax, summary: "an XLIFF file is not well-formed XML",
        explanation: """
            `zk-strings import-xliff` reads XLIFF 1.2 through libxml2. A file that is not \
            well-formed XML (an unclosed element, a bare `&`, a wrong encoding) is refused as a \
            whole; the message is libxml2's, at the line and column it stopped.
            """,
        broken: DiagnosticExample([
            DiagnosticExample.ExampleFile(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
            DiagnosticExample.ExampleFile("ru.xliff", CheckExamples.xliff("""
                      <trans-unit id="game.hoer_hin.title" xml:space="preserve">
                        <source>Hör hin</source>
                        <target state="translated">Слушай</target>
                      </trans-unit
                """, bodyEndMarker: "↓")),
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

    static let codes = [xliffMalformed]
}

import ZKCore

/// Lint: a translator's CSV for `import-csv` is not the CSV `export-csv` writes: not UTF-8, a
/// quoted field never closed, text after a closing quote, another header, a row without six
/// fields (found by `CSVExchange.parse`/`importCSV`, reported with the message below). The
/// import is refused and no catalog changes.
enum CSVSyntaxCheck: DeclaresCodes {
    static let csvMalformed = DiagnosticCode(
        "ZK3050", .error, phase: .syntax, summary: "a CSV file for import is malformed",
        explanation: """
            `zk-strings import-csv` reads the CSV `export-csv` writes (RFC 4180, UTF-8): the \
            header `file,id,comment,<source locale>,<target locale>,state` and six fields a \
            row, a field with a comma, quote or line break in double quotes with quotes \
            doubled. A spreadsheet saved in another encoding, a row that lost a field, or an \
            unclosed quote refuses the whole import; no catalog changes.
            """,
        broken: DiagnosticExample(
            [
                DiagnosticExample.ExampleFile(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
                DiagnosticExample.ExampleFile(
                    "ru.csv",
                    "file,id,comment,de,ru,state\nStrings/Content.xcstrings,game.hoer_hin.title,,Hör hin,↓\"Слушай,translated\n"
                ),
            ], command: ["zk-strings", "import-csv", "ru.csv"]),
        fixed: DiagnosticExample(
            [
                DiagnosticExample.ExampleFile(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
                DiagnosticExample.ExampleFile(
                    "ru.csv",
                    "file,id,comment,de,ru,state\nStrings/Content.xcstrings,game.hoer_hin.title,,Hör hin,\"Слушай\",translated\n"
                ),
            ], command: ["zk-strings", "import-csv", "ru.csv"]))

    static let codes = [csvMalformed]

    static func malformed(_ problem: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(csvMalformed, "CSV: \(problem)", at: location)
    }
}

import ZKCore

/// Lint: a translation's numbers differ from its source's (`3` in the source, `5` in the
/// translation; both state numbers — a number spelled out as a word is not reported). Digit runs are compared as a multiset, whatever the separators (`1,000` and
/// `1 000` and `1.000` are the same digits) and the order; placeholders do not count.
enum NumberCheck: Check {
    static let numbersDiffer = DiagnosticCode(
        "ZK3043", .warning, summary: "a translation's numbers differ from its source's",
        explanation: """
            The numbers a text states (an age, a count, a version) are the same in every \
            language: a translation with other digits than its source says something else. \
            Digit runs are compared in any order and with any group or decimal separator; \
            a value that spells its numbers out (`three`, `三`) is not compared; \
            digits in any script count (`٣` is 3); placeholders are the placeholder check's. \
            Translation QA: a warning by default.
            """,
        example: .edit(
            DiagnosticExample(
                CheckExamples.path,
                CheckExamples.qa(
                    key: "parent.age.hint", comment: "Hint on the parent page.",
                    CheckExamples.unit("de", "Für Kinder von 2 bis 6 Jahren"),
                    CheckExamples.unit("en", "For children aged 2 to 6"),
                    CheckExamples.unit("ru", "Для детей от 2 до 6 лет", last: true))),
            broken: #"↓"For children aged 2 to 5""#, fixed: #""For children aged 2 to 6""#))

    static let codes = [numbersDiffer]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        context.forEachTranslation(entry) { pair in
            // Most texts have no digit at all.
            guard hasDigit(pair.value.text) || hasDigit(pair.source.text) else { return }
            let isFormat = FormatParser.isFormatString(pair.source.text)
            let source = numbers(QAText.masked(pair.source.text, isFormat: isFormat)).sorted()
            let value = numbers(QAText.masked(pair.value.text, isFormat: isFormat)).sorted()
            // A number written as a word (`three`, `三`) or dropped by the grammar is the
            // translator's choice: only numbers that changed are reported.
            guard source != value, !source.isEmpty, !value.isEmpty else { return }
            diagnostics.append(
                differ(
                    pair.name, value, source: context.sourceLocale, source,
                    at: context.catalog.location(pair.value.position)))
        }
        return diagnostics
    }

    private static func hasDigit(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.numericType == .decimal }
    }

    /// The runs of decimal digits, as ASCII digits.
    static func numbers(_ scalars: [Unicode.Scalar]) -> [String] {
        var result: [String] = []
        var current = ""
        for scalar in scalars {
            if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue, value >= 0,
                value <= 9
            {
                current += String(Int(value))
            } else if !current.isEmpty {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    static func differ(
        _ value: String, _ numbers: [String], source: String, _ sourceNumbers: [String], at location: SourceLocation
    ) -> Diagnostic {
        func list(_ numbers: [String]) -> String { numbers.isEmpty ? "no number" : numbers.joined(separator: ", ") }
        return Diagnostic(
            numbersDiffer,
            "\(value) states \(list(numbers)) where the source '\(source)' states \(list(sourceNumbers))", at: location)
    }
}

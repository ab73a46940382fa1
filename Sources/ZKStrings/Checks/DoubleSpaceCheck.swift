import ZKCore

/// Lint: a translation has two spaces in a row where its source has none (a slip of the
/// keyboard, or a word deleted). Leading and trailing whitespace is `WhitespaceCheck`'s.
enum DoubleSpaceCheck: Check {
    static let doubleSpace = DiagnosticCode(
        "ZK3047", .warning, summary: "a translation has a double space its source does not have",
        explanation: """
            Two spaces in a row inside a translation, where the source has none, are a slip \
            (or a word deleted between them): they show as a gap and break line wrapping. \
            Leading and trailing whitespace is \(WhitespaceCheck.whitespaceMismatch.code)'s. Translation QA: a warning by default.
            """,
        example: .edit(
            DiagnosticExample(
                CheckExamples.path,
                CheckExamples.qa(
                    CheckExamples.unit("de", "Hör hin"), CheckExamples.unit("en", "Listen up"),
                    CheckExamples.unit("ru", "Слушай", last: true))),
            broken: "Listen ↓ up", fixed: "Listen up"))

    static let codes = [doubleSpace]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        context.forEachTranslation(entry) { pair in
            guard let offset = innerDoubleSpace(pair.value.text), innerDoubleSpace(pair.source.text) == nil else {
                return
            }
            diagnostics.append(
                double(pair.name, at: context.catalog.location(of: pair.value, scalarOffset: offset + 1, length: 1)))
        }
        return diagnostics
    }

    /// The scalar offset of the first of two spaces in a row between visible characters.
    static func innerDoubleSpace(_ text: String) -> Int? {
        guard text.contains("  ") else { return nil }
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }), first < last
        else { return nil }
        var index = first
        while index < last {
            // Next to a placeholder, the spacing is the substitution's or the argument's.
            if scalars[index] == " ", scalars[index + 1] == " ", index == 0 || scalars[index - 1] != "@",
                index + 2 >= scalars.count || scalars[index + 2] != "%"
            {
                return index
            }
            index += 1
        }
        return nil
    }

    static func double(_ value: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(doubleSpace, "\(value) has two spaces in a row; its source has none", at: location)
    }
}

import ZKCore

/// Lint: a translation loses its source's final mark where the mark carries meaning: a
/// question that became a statement, a label's colon lost, `…` (more input follows) dropped.
/// A mark the translation adds, a full stop or an exclamation mark more or less, is style and
/// not reported. Each script's own marks are the same mark (`。` is `.`, `？` and the Arabic `؟`
/// are `?`, the Greek `;` is `?`); closing quotes and brackets are looked through.
enum EndPunctuationCheck: Check {
    static let punctuationDiffers = DiagnosticCode(
        "ZK3046", .warning, summary: "a translation loses the question mark, colon or ellipsis its source ends with",
        explanation: """
            A translation keeps the final mark of its source where the mark carries meaning: a \
            question mark (a question), a colon (a label before a value), an ellipsis (more \
            input follows, as Apple's guidelines use it). A full stop or an exclamation mark \
            more or less, and a mark the translation adds, are style and not reported; \
            Chinese, Japanese and Korean, whose titles drop marks by convention, are not \
            compared. Each script's \
            own marks count as the same (`。`, `？`, `؟`, the Greek `;`); closing quotes and \
            brackets are looked through; languages that write no sentence marks (Thai, Lao, \
            Khmer, Burmese) are not compared either. Translation QA: a warning by default.
            """,
        example: .edit(
            DiagnosticExample(
                CheckExamples.path,
                CheckExamples.qa(
                    key: "game.hoer_hin.question", comment: "Question asked in Hör hin.",
                    CheckExamples.unit("de", "Welche Zahl hörst du?"),
                    CheckExamples.unit("en", "Which number do you hear?"),
                    CheckExamples.unit("ru", "Какое число ты слышишь?", last: true))),
            broken: #"↓"Which number do you hear.""#, fixed: #""Which number do you hear?""#))

    static let codes = [punctuationDiffers]

    /// Languages whose texts are not compared: no sentence marks (Thai, Lao, Khmer, Burmese), or
    /// headings and dialog titles that drop them by convention (Chinese, Japanese, Korean).
    static let unmarked: Set<String> = ["th", "lo", "km", "my", "zh", "ja", "ko"]

    /// The marks that carry meaning; the check reports a difference that involves one of them.
    static let significant: Set<Mark> = [.question, .colon, .ellipsis]

    enum Mark: String {
        case fullStop = "a full stop"
        case question = "a question mark"
        case exclamation = "an exclamation mark"
        case colon = "a colon"
        case ellipsis = "an ellipsis"
        case none = "no punctuation mark"
    }

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        let sourceLanguage = QAText.language(context.sourceLocale)
        guard !unmarked.contains(sourceLanguage) else { return diagnostics }
        context.forEachTranslation(entry) { pair in
            let language = QAText.language(pair.locale)
            guard !unmarked.contains(language) else { return }
            let source = mark(pair.source.text, language: sourceLanguage)
            let value = mark(pair.value.text, language: language)
            // A full stop or an exclamation mark more or less is style, and so is a mark the
            // translation adds (a label's colon in Basque or Italian, a request as a question);
            // a question, a colon before a value, an ellipsis before more input that are lost
            // are meaning.
            guard source != value, significant.contains(source) else { return }
            diagnostics.append(
                differs(
                    pair.name, value, source: context.sourceLocale, source,
                    at: context.catalog.location(pair.value.position)))
        }
        return diagnostics
    }

    /// The mark `text` ends with, looking through whitespace, closing quotes and brackets.
    static func mark(_ text: String, language: String) -> Mark {
        var scalars = Array(text.unicodeScalars)
        while let last = scalars.last,
            last.properties.isWhitespace || "\"'»«”“’‘)]}」』》〉›‹".unicodeScalars.contains(last)
        { scalars.removeLast() }
        guard let last = scalars.last else { return .none }
        switch last {
        case ".":
            return scalars.count >= 3 && scalars[scalars.count - 2] == "." && scalars[scalars.count - 3] == "."
                ? .ellipsis : .fullStop
        case "。", "।", "۔", "｡": return .fullStop
        case "?", "？", "؟", "՞", "⸮": return .question
        case ";", "\u{37E}": return language == "el" ? .question : .none
        case "!", "！", "¡": return .exclamation
        case ":", "：": return .colon
        case "…", "⋯": return .ellipsis
        default: return .none
        }
    }

    static func differs(
        _ value: String, _ mark: Mark, source: String, _ sourceMark: Mark, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            punctuationDiffers,
            "\(value) ends with \(mark.rawValue) where the source '\(source)' ends with \(sourceMark.rawValue)",
            at: location)
    }
}

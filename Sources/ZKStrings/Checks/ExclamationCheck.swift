import ZKCore

/// Lint: a translation loses the exclamation mark its source ends with (`Welcome!` →
/// `Willkommen.`). It reads the final marks as `EndPunctuationCheck` does (each script's
/// marks, closing quotes and brackets looked through, the same languages left out), and
/// reports what that check leaves to style: the `!` that is gone. A question in its place is
/// a rephrasing (`Spiel doch ein anderes!` → `How about another one?`), not a loss.
enum ExclamationCheck: Check {
    static let exclamationLost = DiagnosticCode(
        "ZK3108", .warning, summary: "a translation loses the exclamation mark its source ends with",
        explanation: """
            An exclamation mark at the end of the source (a greeting, a warning, a cheer) is \
            part of its tone: `Welcome!` translated as `Willkommen.` or `Добро пожаловать` \
            reads flat. A question in its place is a rephrasing (`Spiel doch ein anderes!` as \
            `How about another one?`) and is not reported. The final mark is \
            read as \(EndPunctuationCheck.punctuationDiffers.code) reads it (full-width `！` \
            is `!`, closing quotes and brackets are looked through, Spanish `¡…!` ends with \
            `!`); the languages that check leaves out are left out here too: Chinese, \
            Japanese and Korean, whose interfaces drop the mark by convention, and Thai, \
            Lao, Khmer and Burmese. A value with no letter (`-`) is no translation to judge. \
            Translation QA: a warning by default.
            """,
        example: .edit(
            DiagnosticExample(
                CheckExamples.path,
                CheckExamples.qa(
                    key: "game.praise", comment: "Shown after a round without mistakes.",
                    CheckExamples.unit("de", "Super gemacht!"), CheckExamples.unit("en", "Great job!"),
                    CheckExamples.unit("ru", "Отлично!", last: true))),
            broken: #"↓"Great job.""#, fixed: #""Great job!""#))

    static let codes = [exclamationLost]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        let sourceLanguage = QAText.language(context.sourceLocale)
        guard !EndPunctuationCheck.unmarked.contains(sourceLanguage) else { return diagnostics }
        context.forEachTranslation(entry) { pair in
            let language = QAText.language(pair.locale)
            guard !EndPunctuationCheck.unmarked.contains(language),
                EndPunctuationCheck.mark(pair.source.text, language: sourceLanguage) == .exclamation,
                pair.value.text.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
            else { return }
            let mark = EndPunctuationCheck.mark(pair.value.text, language: language)
            // A question is the translator's rephrasing of an exclamation, not a lost mark.
            guard mark != .exclamation, mark != .question else { return }
            diagnostics.append(lost(pair.name, mark, at: context.catalog.location(pair.value.position)))
        }
        return diagnostics
    }

    static func lost(_ value: String, _ mark: EndPunctuationCheck.Mark, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            exclamationLost, "\(value) ends with \(mark.rawValue) where its source ends with an exclamation mark",
            at: location)
    }
}

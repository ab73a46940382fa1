import ZKCore

/// Lint: a translation marked `translated` is the source text unchanged, and the source text is
/// longer than 20 characters (shorter ones are often the same word: "OK", "Status", "Bonus")
/// and reads as prose (`isProse`: not a list of names and links, not a copyright line).
/// Usually a copy of the source that was never translated.
enum IdenticalToSourceCheck: Check {
    static let identical = DiagnosticCode(
        "ZK3041", .warning, summary: "a translation marked translated is identical to its source text",
        explanation: """
            A value in state `translated` that equals the source-language text (of more than 20 \
            characters, that reads as prose: three words or more, one of them lower-case, outside \
            links, and no copyright sign) is usually the source copied in and never translated: Xcode counts it \
            as done, users read the source language. Translate it, or, where the text is meant \
            to stay (a product name, a URL), leave the warning in the baseline. Locales of the \
            source's own language (`en-GB` for `en`) are not compared. Translation QA: a \
            warning by default (`severities` in zk-build.json decides).
            """,
        example: .edit(
            DiagnosticExample(
                CheckExamples.path,
                CheckExamples.qa(
                    key: "game.hoer_hin.hint", CheckExamples.unit("de", "Tippe auf die Zahl, die du hörst"),
                    CheckExamples.unit("en", "Tap the number you hear"),
                    CheckExamples.unit("ru", "Нажми на число, которое слышишь", last: true))),
            broken: #"↓"Tippe auf die Zahl, die du hörst""#, fixed: #""Tap the number you hear""#))

    static let codes = [identical]

    /// Source texts of this many characters or fewer are not compared.
    static let minimumLength = 20

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        let sourceLanguage = QAText.language(context.sourceLocale)
        context.forEachTranslation(entry) { pair in
            guard pair.leaf.unit.state?.text == "translated", pair.value.text.hasSameCodePoints(as: pair.source.text),
                pair.source.text.count > minimumLength, QAText.language(pair.locale) != sourceLanguage,
                isProse(pair.source.text)
            else { return }
            diagnostics.append(
                same(
                    pair.name, source: context.sourceLocale, at: context.catalog.location(pair.value.position),
                    sourceAt: context.catalog.location(pair.source.position)))
        }
        return diagnostics
    }

    /// Whether a text reads as sentences to translate: three words or more outside links, one of
    /// them lower-case (`is`, `your`), and no copyright line (`© 2024 Thomas Ricouard`). A list
    /// of library names and links, or a credit, is the same in every language.
    static func isProse(_ text: String) -> Bool {
        guard !text.contains("©") else { return false }
        var words = 0
        var lowercase = 0
        for token in text.split(whereSeparator: { $0.isWhitespace }) {
            if token.contains("://") || token.hasPrefix("www.") || token.contains("@") { continue }
            for word in token.split(whereSeparator: { !$0.isLetter }) where word.count >= 2 {
                words += 1
                if word.allSatisfy({ $0.isLowercase }) { lowercase += 1 }
            }
        }
        return words >= 3 && lowercase >= 1
    }

    static func same(
        _ value: String, source: String, at location: SourceLocation, sourceAt: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            identical, "\(value) is the source '\(source)' text unchanged but marked translated; translate it",
            at: location,
            notes: [Diagnostic.Note("the source text is here", at: sourceAt)])
    }
}

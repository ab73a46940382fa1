import ZKCore

/// Lint: a translation has the same word twice in a row (`die die`) where its source repeats
/// none: a slip of the keyboard or an edit that left a word behind. The grammar that doubles a
/// word on purpose is not reported: French `vous vous` and `nous nous` (reflexive), Dutch
/// `je je`, Czech and Slovak `si si` and `se se`, and a German or Dutch relative pronoun
/// followed by its article after a comma (`…, die die Daten nutzt`).
enum RepeatedWordCheck: Check {
    static let repeatedWord = DiagnosticCode(
        "ZK3103", .warning, summary: "a translation repeats a word its source does not repeat",
        explanation: """
            The same word twice in a row, separated only by spaces (`Tippe auf die die Zahl`), \
            is a slip of the keyboard or the rest of an edit; its source says it once. Words \
            are compared exactly (`Sie sie` is two words), and only when the source repeats \
            no word itself (`bye bye`). Grammar that doubles a word is not reported: French \
            `vous vous` and `nous nous`, Dutch `je je`, Czech and Slovak `si si` and `se se`, \
            and a German or Dutch relative pronoun followed by an article after a comma \
            (`Apps, die die Daten nutzen`, `…, mit der der Beitrag`). Languages written \
            without spaces (Chinese, Japanese, Thai, Lao, Khmer, Burmese) are not compared: \
            doubled characters are their grammar. Translation QA: a warning by default.
            """,
        example: .edit(
            DiagnosticExample(
                CheckExamples.path,
                CheckExamples.qa(
                    key: "game.hoer_hin.hint", CheckExamples.unit("de", "Tippe auf die Zahl, die du hörst"),
                    CheckExamples.unit("en", "Tap the number you hear"),
                    CheckExamples.unit("ru", "Нажми на число, которое слышишь", last: true))),
            broken: "Tap the ↓the number you hear", fixed: "Tap the number you hear"))

    static let codes = [repeatedWord]

    /// Languages written without spaces between words.
    static let unspaced: Set<String> = ["zh", "ja", "th", "lo", "km", "my"]

    /// Words a language doubles by its grammar, anywhere.
    static let doubledByGrammar: [String: Set<String>] = [
        "fr": ["nous", "vous"], "nl": ["je"], "cs": ["si", "se"], "sk": ["si", "se"], "de": ["sie"],
    ]

    /// Relative pronouns that an article may follow, when a comma opened the clause.
    static let relativePronouns: [String: Set<String>] = [
        "de": ["der", "die", "das", "den", "dem", "des", "deren", "dessen"], "nl": ["die", "dat"],
    ]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        context.forEachTranslation(entry) { pair in
            let language = QAText.language(pair.locale)
            guard !unspaced.contains(language), let offset = repeated(pair.value.text, language: language),
                repeated(pair.source.text, language: QAText.language(context.sourceLocale)) == nil
            else { return }
            let scalars = Array(pair.value.text.unicodeScalars)
            var end = offset
            while end < scalars.count, !scalars[end].properties.isWhitespace { end += 1 }
            let word = String(String.UnicodeScalarView(scalars[offset..<end]))
            diagnostics.append(
                twice(
                    pair.name, word: word,
                    at: context.catalog.location(of: pair.value, scalarOffset: offset, length: end - offset)))
        }
        return diagnostics
    }

    /// The scalar offset of the second of two equal words in a row, separated by spaces on one
    /// line; nil when there is none (or only grammar's).
    static func repeated(_ text: String, language: String) -> Int? {
        let tokens = tokens(text)
        guard tokens.count > 1 else { return nil }
        for index in 1..<tokens.count {
            let (previous, current) = (tokens[index - 1], tokens[index])
            guard current.afterLineBreak == false, previous.text == current.text, isWord(current.text) else {
                continue
            }
            let word = current.text.lowercased()
            if doubledByGrammar[language]?.contains(word) == true { continue }
            if relativePronouns[language]?.contains(word) == true,
                tokens[max(0, index - 3)..<(index - 1)].contains(where: { $0.text.hasSuffix(",") })
            {
                continue
            }
            return current.offset
        }
        return nil
    }

    /// Runs of non-whitespace scalars with their scalar offsets, and whether a line break
    /// separates each from the one before.
    static func tokens(_ text: String) -> [(text: String, offset: Int, afterLineBreak: Bool)] {
        var result: [(text: String, offset: Int, afterLineBreak: Bool)] = []
        var current = String.UnicodeScalarView()
        var start = 0
        var lineBreak = false
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if scalar.properties.isWhitespace {
                if !current.isEmpty {
                    result.append((String(current), start, lineBreak))
                    current = String.UnicodeScalarView()
                    lineBreak = false
                }
                if scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" { lineBreak = true }
            } else {
                if current.isEmpty { start = offset }
                current.append(scalar)
            }
        }
        if !current.isEmpty { result.append((String(current), start, lineBreak)) }
        return result
    }

    /// Letters (and the marks that combine with them) only, at least one letter.
    static func isWord(_ token: String) -> Bool {
        var letters = 0
        for scalar in token.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .modifierLetter: letters += 1
            case .nonspacingMark, .spacingMark, .enclosingMark: continue
            default: return false
            }
        }
        return letters > 0
    }

    static func twice(_ value: String, word: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            repeatedWord, "\(value) repeats the word '\(word)'; its source says each word once", at: location)
    }
}

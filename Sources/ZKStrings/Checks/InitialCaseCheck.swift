import ZKCore

/// Lint: a translation starts with a lower-case letter where its source starts with an
/// upper-case one (`Restore Subscription` → `aboneliği geri yükle`): a label or a sentence that
/// lost its capital. Only scripts with case are compared (Latin, Cyrillic, Greek, Armenian); a
/// value that starts with a name written in lower case or camel case (`iCloud`, `macOS`,
/// `homebrew.log`), or with a word its source has, is not reported. The reverse (a capital
/// where the source has none, as German nouns have) is the language's.
enum InitialCaseCheck: Check {
    static let lowerCaseStart = DiagnosticCode(
        "ZK3107", .warning, summary: "a translation starts in lower case where its source starts in upper case",
        explanation: """
            A source that starts with a capital (a title, a button, a sentence) wants its \
            translation to start with one too: `Restore Subscription` as `aboneliği geri yükle` \
            reads as a fragment. Only the first letter is compared, after opening quotes, \
            brackets and Spanish `¿` `¡`, when both texts start with a letter of a script \
            with case (Latin, Cyrillic, Greek, Armenian); Chinese, Japanese, Korean, Arabic, \
            Hebrew, Thai and Devanagari have no case and are not compared. A first word that \
            is a name (camel case such as `iCloud`, `macOS`; a file name or an abbreviation \
            with `.`, `/`, a digit or `_`) or that the source has too is not reported. A \
            capital where the source has none (German nouns) is the language's and not \
            reported either. Translation QA: a warning by default.
            """,
        example: .edit(
            DiagnosticExample(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)),
            broken: #""↓listen""#, fixed: #""Listen""#))

    static let codes = [lowerCaseStart]

    static let cased: Set<ScriptCheck.Script> = [.latin, .cyrillic, .greek, .armenian]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        guard let sourceScripts = ScriptCheck.scripts(context.sourceLocale), !sourceScripts.isDisjoint(with: cased)
        else { return diagnostics }
        context.forEachTranslation(entry) { pair in
            guard let scripts = ScriptCheck.scripts(pair.locale), !scripts.isDisjoint(with: cased),
                let source = start(pair.source.text), source.letter.properties.isUppercase,
                let value = start(pair.value.text), value.letter.properties.isLowercase,
                !isName(value.word, source: pair.source.text)
            else { return }
            diagnostics.append(
                lowerCase(
                    pair.name, word: value.word,
                    at: context.catalog.location(of: pair.value, scalarOffset: value.offset, length: 1)))
        }
        return diagnostics
    }

    /// Marks a text may open with before its first letter.
    static let openers = "\"'“„«‹‘‚¿¡([".unicodeScalars

    /// The first letter (after whitespace and opening marks), its offset and the word it starts;
    /// nil when the text starts with anything else (a placeholder, a digit, an emoji).
    static func start(_ text: String) -> (letter: Unicode.Scalar, offset: Int, word: String)? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count, scalars[index].properties.isWhitespace || openers.contains(scalars[index]) {
            index += 1
        }
        guard index < scalars.count, scalars[index].properties.isAlphabetic else { return nil }
        var end = index
        while end < scalars.count, !scalars[end].properties.isWhitespace { end += 1 }
        return (scalars[index], index, String(String.UnicodeScalarView(scalars[index..<end])))
    }

    /// Whether the value's first word is a name kept as it is written: a capital after its
    /// first letter (`iCloud`), a character of a file name or an abbreviation (`n/d`,
    /// `homebrew.log`, `x86`), or a word the source has.
    static func isName(_ word: String, source: String) -> Bool {
        if word.unicodeScalars.dropFirst().contains(where: { $0.properties.isUppercase }) { return true }
        if word.unicodeScalars.contains(where: {
            "./_@".unicodeScalars.contains($0) || $0.properties.numericType != nil
        }) {
            return true
        }
        let bare = letters(word)
        return source.split(whereSeparator: { $0.isWhitespace }).contains { letters($0) == bare }
    }

    /// A word without the punctuation around it (`Pearcleaner,` is `Pearcleaner`).
    static func letters<S: StringProtocol>(_ word: S) -> String {
        let scalars = Array(word.unicodeScalars)
        let isText = { (scalar: Unicode.Scalar) in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
        guard let first = scalars.firstIndex(where: isText), let last = scalars.lastIndex(where: isText) else {
            return ""
        }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    static func lowerCase(_ value: String, word: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            lowerCaseStart, "\(value) starts with '\(word)' in lower case; its source starts with a capital",
            at: location)
    }
}

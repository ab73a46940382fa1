import ZKCore

/// Warning: the App Store indexes the app name already, so a keyword holding a word of it wastes
/// characters (App Store Connect Help: "don't repeat your app name").
enum KeywordAppNameCheck: Check {
    public static let keywordAppName = DiagnosticCode(
        "ZK5035", .warning, summary: "a keyword repeats a word of the app name",
        explanation: """
            The App Store indexes the app name already, so a keyword holding one of its words wastes \
            characters.
            """,
        broken: BrandExampleFiles.example(
            BrandExampleFiles.tokens,
            BrandExampleFiles.File("Brand/marketing/de/keywords.txt", "zählen,↓{{app.name.de}},mathe")),
        fixed: BrandExampleFiles.example(
            BrandExampleFiles.tokens, BrandExampleFiles.File("Brand/marketing/de/keywords.txt", "zählen,mathe")))

    static let codes = [keywordAppName]

    static func run(_ input: ListingInput) -> [Diagnostic] {
        let (listing, facts) = (input.listing, input.tokens.facts)
        guard let field = listing.fields.first(where: { $0.rule.kind == .keywords }), let rendered = field.rendered
        else { return [] }
        // Canonical equivalence on purpose (a `Set<String>`): the app name in either Unicode
        // spelling is the same word to the store's index.
        let nameWords = Set(facts.distinctNames.flatMap(words))
        guard !nameWords.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for keyword in KeywordList(field.text).keywords {
            guard let word = words(keyword.text).first(where: nameWords.contains) else { continue }
            diagnostics.append(
                Diagnostic(
                    keywordAppName, message(keyword.text, locale: listing.locale, word: word),
                    at: rendered.templateLocation(ofTrimmedScalar: keyword.start).location))
        }
        return diagnostics
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    // MARK: Messages

    static func message(_ keyword: String, locale: String, word: String) -> String {
        "keyword '\(keyword)' of '\(locale)' repeats '\(word)' from the app name, which the App Store indexes already"
    }
}

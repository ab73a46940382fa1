import ZKCore

/// Warning: the App Store indexes the app name already, so a keyword holding a word of it wastes
/// characters (App Store Connect Help: "don't repeat your app name").
enum KeywordAppNameCheck {
    static func check(_ listing: StoreListing, facts: BrandFacts) -> [Diagnostic] {
        guard let field = listing.fields.first(where: { $0.rule.kind == .keywords }), let rendered = field.rendered else { return [] }
        let nameWords = Set(facts.distinctNames.flatMap(words))
        guard !nameWords.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for keyword in KeywordList(field.text).keywords {
            guard let word = words(keyword.text).first(where: nameWords.contains) else { continue }
            diagnostics.append(Diagnostic(
                BrandCodes.keywordAppName,
                "keyword '\(keyword.text)' of '\(listing.locale)' repeats '\(word)' from the app name, which the App Store indexes already",
                at: rendered.templateLocation(ofTrimmedScalar: keyword.start).location))
        }
        return diagnostics
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
}

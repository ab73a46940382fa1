import ZKCore

/// Lint: a keyword listed twice (ignoring case) wastes part of the 100 characters; the second
/// one is reported, with a note at the first.
enum KeywordDuplicateCheck {
    static func check(_ listing: StoreListing) -> [Diagnostic] {
        guard let field = listing.fields.first(where: { $0.rule.kind == .keywords }), let rendered = field.rendered else { return [] }
        var seen: [String: KeywordList.Keyword] = [:]
        var diagnostics: [Diagnostic] = []
        for keyword in KeywordList(field.text).keywords where !keyword.text.isEmpty {
            let key = keyword.text.lowercased()
            guard let first = seen[key] else {
                seen[key] = keyword
                continue
            }
            diagnostics.append(Diagnostic(
                BrandCodes.keywordDuplicate,
                "keyword '\(keyword.text)' is listed twice in the keywords of '\(listing.locale)' (case is ignored)",
                at: rendered.templateLocation(ofTrimmedScalar: keyword.start).location,
                notes: [.init("'\(first.text)' first listed here", at: rendered.templateLocation(ofTrimmedScalar: first.start).location)]))
        }
        return diagnostics
    }
}

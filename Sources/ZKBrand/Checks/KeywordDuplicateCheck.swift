import ZKCore

/// Lint: a keyword listed twice (ignoring case) wastes part of the 100 characters; the second
/// one is reported, with a note at the first.
enum KeywordDuplicateCheck: Check {
    public static let keywordDuplicate = DiagnosticCode(
        "ZK5034", .error, summary: "a keyword is listed twice",
        explanation: """
            Each keyword counts once; listing it again (in any case) only uses up bytes. The \
            second occurrence is reported, with a note at the first.
            """,
        broken: BrandExampleFiles.example(
            BrandExampleFiles.tokens,
            BrandExampleFiles.File("Brand/marketing/de/keywords.txt", "zählen,mathe,kita,↓Mathe")),
        fixed: BrandExampleFiles.example(
            BrandExampleFiles.tokens, BrandExampleFiles.File("Brand/marketing/de/keywords.txt", "zählen,mathe,kita")))

    static let codes = [keywordDuplicate]

    static func run(_ input: ListingInput) -> [Diagnostic] {
        let listing = input.listing
        guard let field = listing.fields.first(where: { $0.rule.kind == .keywords }), let rendered = field.rendered
        else { return [] }
        // Deliberately a `String` key (canonical equivalence) after lower-casing: "Año" written
        // with U+00F1 or with n + U+0303 is one keyword to the shopper and to the store's search,
        // so the second wastes bytes like any repeat. Token paths, unlike keywords, compare by code point.
        var seen: [String: KeywordList.Keyword] = [:]
        var diagnostics: [Diagnostic] = []
        for keyword in KeywordList(field.text).keywords where !keyword.text.isEmpty {
            let key = keyword.text.lowercased()
            guard let first = seen[key] else {
                seen[key] = keyword
                continue
            }
            diagnostics.append(
                Diagnostic(
                    keywordDuplicate, message(keyword.text, locale: listing.locale),
                    at: rendered.templateLocation(ofTrimmedScalar: keyword.start).location,
                    notes: [
                        .init(
                            firstNote(first.text), at: rendered.templateLocation(ofTrimmedScalar: first.start).location)
                    ]))
        }
        return diagnostics
    }

    // MARK: Messages

    static func message(_ keyword: String, locale: String) -> String {
        "keyword '\(keyword)' is listed twice in the keywords of '\(locale)' (case is ignored)"
    }

    static func firstNote(_ keyword: String) -> String { "'\(keyword)' first listed here" }
}

import ZKCore

/// Warning: keywords are separated by a bare comma. A space after a comma costs a character of
/// the 100 and an empty entry (`,,`, a trailing comma) is wasted; both are reported where they are.
enum KeywordFormatCheck: Check {
    public static let keywordFormat = DiagnosticCode(
        "ZK5033", .warning, summary: "keywords are separated by more than a bare comma",
        explanation: """
            App Store keywords are one comma-separated list; a space after a comma costs one of the 100 \
            bytes and an empty entry (`,,` or a trailing comma) is wasted.
            """,
        example: .edit(
            BrandExampleFiles.example(
                BrandExampleFiles.tokens, BrandExampleFiles.File("Brand/marketing/de/keywords.txt", "zählen,mathe,kita")
            ),
            broken: #"zählen,↓ mathe,kita"#, fixed: #"zählen,mathe,kita"#))

    static let codes = [keywordFormat]

    static func run(_ input: ListingInput) -> [Diagnostic] {
        let listing = input.listing
        guard let field = listing.fields.first(where: { $0.rule.kind == .keywords }), let rendered = field.rendered
        else { return [] }
        var diagnostics: [Diagnostic] = []
        for keyword in KeywordList(field.text).keywords {
            if keyword.text.isEmpty {
                let at = keyword.afterComma.map { $0 - 1 } ?? 0
                diagnostics.append(
                    Diagnostic(
                        keywordFormat, emptyMessage(locale: listing.locale),
                        at: rendered.templateLocation(ofTrimmedScalar: at).location))
                continue
            }
            if let after = keyword.afterComma, keyword.leadingSpace > 0 {
                // The fix-it's range: the spaces, when they are written in the template (not from a token).
                var at = rendered.templateLocation(ofTrimmedScalar: after)
                let end = rendered.templateLocation(ofTrimmedScalar: after + keyword.leadingSpace)
                if at.placeholder == nil, end.placeholder == nil, let start = at.location.start,
                    let stop = end.location.start, start < stop
                {
                    at.location.end = stop
                }
                diagnostics.append(
                    Diagnostic(
                        keywordFormat, spaceMessage(keyword.text, locale: listing.locale), at: at.location,
                        fixIt: at.location.end == nil ? nil : .init(replacement: "", description: "remove the space")))
            }
        }
        return diagnostics
    }

    // MARK: Messages

    static func emptyMessage(locale: String) -> String {
        "empty keyword in the keywords of '\(locale)'; remove the extra comma"
    }

    static func spaceMessage(_ keyword: String, locale: String) -> String {
        "space after the comma before keyword '\(keyword)' in the keywords of '\(locale)'; separate keywords with a bare comma"
    }
}

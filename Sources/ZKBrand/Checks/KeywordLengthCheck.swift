import ZKCore

/// Warning: App Store keywords are each "greater than two characters" (App Store Connect Help);
/// a one- or two-letter keyword is ignored and wastes bytes of the 100.
struct KeywordLengthCheck: Check {
    static let shortKeyword = DiagnosticCode(
        "ZK5039", .warning, summary: "a keyword has fewer than three characters",
        explanation: """
            App Store Connect asks for keywords of more than two characters each; shorter ones do \
            not help search and use up part of the 100 bytes. Remove it or write the word out.
            """,
        example: .edit(
            DiagnosticExample([
                BrandExampleFiles.tokens, .init("Brand/marketing/de/keywords.txt", "zählen,einmaleins,mathe"),
            ]),
            broken: #"zählen,↓1x,mathe"#, fixed: #"zählen,einmaleins,mathe"#))

    static let codes = [shortKeyword]

    static func run(_ input: ListingInput) -> [Diagnostic] {
        let listing = input.listing
        guard let field = listing.fields.first(where: { $0.rule.kind == .keywords }), let rendered = field.rendered
        else { return [] }
        return KeywordList(field.text).keywords.compactMap { keyword in
            guard !keyword.text.isEmpty, keyword.text.count < 3 else { return nil }
            return Diagnostic(
                shortKeyword, message(keyword.text, locale: listing.locale),
                at: rendered.templateLocation(ofTrimmedScalar: keyword.start).location)
        }
    }

    // MARK: Messages

    static func message(_ keyword: String, locale: String) -> String {
        "keyword '\(keyword)' of '\(locale)' has \(keyword.count) character\(keyword.count == 1 ? "" : "s"); App Store keywords need more than two"
    }
}

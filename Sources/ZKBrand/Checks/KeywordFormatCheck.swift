import ZKCore

/// Warning: keywords are separated by a bare comma. A space after a comma costs a character of
/// the 100 and an empty entry (`,,`, a trailing comma) is wasted; both are reported where they are.
enum KeywordFormatCheck {
    static func check(_ listing: StoreListing) -> [Diagnostic] {
        guard let field = listing.fields.first(where: { $0.rule.kind == .keywords }), let rendered = field.rendered else { return [] }
        var diagnostics: [Diagnostic] = []
        for keyword in KeywordList(field.text).keywords {
            if keyword.text.isEmpty {
                let at = keyword.afterComma.map { $0 - 1 } ?? 0
                diagnostics.append(Diagnostic(
                    BrandCodes.keywordFormat, "empty keyword in the keywords of '\(listing.locale)'; remove the extra comma",
                    at: rendered.templateLocation(ofTrimmedScalar: at).location))
                continue
            }
            if let after = keyword.afterComma, keyword.leadingSpace > 0 {
                diagnostics.append(Diagnostic(
                    BrandCodes.keywordFormat,
                    "space after the comma before keyword '\(keyword.text)' in the keywords of '\(listing.locale)'; separate keywords with a bare comma",
                    at: rendered.templateLocation(ofTrimmedScalar: after).location,
                    fixIt: .init(replacement: "", description: "remove the space")))
            }
        }
        return diagnostics
    }
}

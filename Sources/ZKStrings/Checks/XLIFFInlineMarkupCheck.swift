import ZKCore

/// Lint: an XLIFF unit's source or target holds inline markup (`<g>`, `<ph>`, `<bpt>`,
/// `xi:include`) that a String Catalog value cannot carry (found by `XLIFFImporter`; the unit is
/// refused, never imported with the markup dropped).
enum XLIFFInlineMarkupCheck: DeclaresCodes {
    static let inlineMarkup = DiagnosticCode(
        "ZK3060", .error, phase: .crossLink, summary: "an XLIFF unit holds inline markup; it is refused",
        explanation: """
            Xcode writes a catalog value into XLIFF as plain text (characters XML cannot carry as \
            `<x ctype="x-zk-char-…"/>`, string sets as `<mrk mtype="x-set">`). A translation tool \
            that wraps text in `<g>`, marks placeholders with `<ph>` or `<bpt>`/`<ept>`, or \
            includes text with `xi:include` gives text whose markup would be lost on import: \
            the value could lose words, or become empty and still be marked translated. Such a \
            unit is refused with this error at the element (the rest of the file imports); have \
            the tool export plain text, or remove the markup.
            """,
        broken: CheckExamples.xliffExample([CheckExamples.unit(target: "↓<g id=\"1\">Слушай</g>")]),
        fixed: CheckExamples.xliffExample([CheckExamples.unit()]))

    static let codes = [inlineMarkup]

    static func refused(_ id: String, element: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            inlineMarkup,
            "trans-unit '\(MessageText.escaped(id))' holds the inline element <\(MessageText.escaped(element))>, which a catalog value cannot carry; the unit is refused",
            at: location)
    }
}

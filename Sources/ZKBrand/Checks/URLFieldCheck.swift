import ZKCore

/// Lint: a URL field renders to one absolute `https://` URL without white space; App Store
/// Connect refuses anything else.
enum URLFieldCheck: DeclaresCodes {
    public static let invalidURLField = DiagnosticCode(
        "ZK5037", .error, summary: "a URL field does not render to an https URL",
        explanation: """
            `support_url`, `privacy_url` and `marketing_url` must render to one absolute `https://` \
            URL without spaces; App Store Connect refuses anything else. Use the `url.*` BrandExampleFiles.tokens.
            """,
        broken: BrandExampleFiles.example(BrandExampleFiles.tokens, BrandExampleFiles.File("Brand/marketing/default/support_url.txt", "↓www.example.org/help")),
        fixed: BrandExampleFiles.example(BrandExampleFiles.tokens, BrandExampleFiles.File("Brand/marketing/default/support_url.txt", "https://www.example.org/help")))

    static let codes = [invalidURLField]

    static func check(_ listing: StoreListing) -> [Diagnostic] {
        listing.fields.compactMap { field in
            guard field.rule.kind == .url, let rendered = field.rendered, !field.text.isEmpty else { return nil }
            let text = field.text
            let hasSpace = text.unicodeScalars.contains { $0 == " " || $0 == "\n" || $0 == "\t" }
            guard !text.hasPrefix("https://") || hasSpace || text.count <= "https://".count else { return nil }
            return Diagnostic(
                URLFieldCheck.invalidURLField,
                "\(field.rule.label) of '\(listing.locale)' renders to '\(text)', which is not a single https:// URL",
                at: rendered.templateLocation(ofTrimmedScalar: 0).location)
        }
    }
}

import ZKCore

/// Lint: a written field shorter than the store's minimum is refused (the App Store name needs
/// at least two characters). Reported at the start of the template.
struct MinimumLengthCheck: Check {
    static let underMinimum = DiagnosticCode(
        "ZK5040", .error, summary: "a rendered store field is shorter than the store allows",
        explanation: """
            App Store Connect refuses an app name of fewer than two characters. Measured like the \
            limits (characters as UTF-16 code units) on the rendered, trimmed text.
            """,
        example: .edit(
            DiagnosticExample([BrandExampleFiles.tokens, .init("Brand/marketing/de/name.txt", "{{app.name.de}}")]),
            broken: #"↓Z"#, fixed: #"{{app.name.de}}"#))

    static let codes = [underMinimum]

    static func run(_ input: ListingInput) -> [Diagnostic] {
        let listing = input.listing
        return listing.fields.compactMap { field in
            guard let rendered = field.rendered, !field.text.isEmpty else { return nil }
            let count = field.length
            guard count < field.rule.minimum else { return nil }
            return Diagnostic(
                underMinimum, message(field, listing: listing, count: count),
                at: rendered.templateLocation(ofTrimmedScalar: 0).location, notes: [.init(limitNote(field.rule))])
        }
    }

    // MARK: Messages

    static func message(_ field: StoreListing.Field, listing: StoreListing, count: Int) -> String {
        let unit = field.rule.unit
        return
            "\(field.rule.label) of \(listing.describedLocale) is \(unit.describe(count)) after rendering, under the \(listing.store.displayName) minimum of \(unit.describe(field.rule.minimum))"
    }

    static func limitNote(_ rule: StoreField) -> String { "limit: \(rule.source)" }
}

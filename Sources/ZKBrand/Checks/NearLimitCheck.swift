import ZKCore

/// Warning: a rendered field at 90 % of its limit or more leaves no room for a translation or a
/// longer price; reported at the start of its template.
enum NearLimitCheck: Check {
    public static let nearLimit = DiagnosticCode(
        "ZK5031", .warning, summary: "a rendered store field is at 90 % of its limit or more",
        explanation: """
            The field fits, but barely: a longer translation, price or app name would push it over. \
            Reported at the start of the template.
            """,
        example: .edit(
            BrandExampleFiles.germanSubtitle,
            broken: #"↓Zahlen lernen von 1 bis 20 mit"#, fixed: #"Zahlen lernen von 1 bis 20"#))

    static let codes = [nearLimit]

    static func run(_ input: ListingInput) -> [Diagnostic] {
        let listing = input.listing
        return listing.fields.compactMap { field in
            guard let rendered = field.rendered else { return nil }
            let (count, limit) = (field.length, field.rule.limit)
            guard count <= limit, Double(count) >= Double(limit) * StoreRules.nearLimitShare else { return nil }
            let (location, _) = rendered.templateLocation(ofTrimmedScalar: 0)
            return Diagnostic(
                nearLimit, message(field, listing: listing, count: count), at: location,
                notes: [.init(MinimumLengthCheck.limitNote(field.rule))])
        }
    }

    // MARK: Messages

    static func message(_ field: StoreListing.Field, listing: StoreListing, count: Int) -> String {
        let limit = field.rule.limit
        return
            "\(field.rule.label) of \(listing.describedLocale) is \(StoreMeasure.describe(field)) after rendering, \(limit - count) below the \(listing.store.displayName) limit of \(field.rule.unit.describe(limit))"
    }
}

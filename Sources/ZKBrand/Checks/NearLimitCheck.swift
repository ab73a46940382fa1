import ZKCore

/// Warning: a rendered field at 90 % of its limit or more leaves no room for a translation or a
/// longer price; reported at the start of its template.
enum NearLimitCheck {
    static func check(_ listing: StoreListing) -> [Diagnostic] {
        listing.fields.compactMap { field in
            guard let rendered = field.rendered else { return nil }
            let unit = field.rule.unit
            let count = unit.measure(field.text), limit = field.rule.limit
            guard count <= limit, Double(count) >= Double(limit) * StoreRules.nearLimitShare else { return nil }
            let (location, _) = rendered.templateLocation(ofTrimmedScalar: 0)
            return Diagnostic(
                BrandCodes.nearLimit,
                "\(field.rule.label) of \(listing.describedLocale) is \(StoreMeasure.describe(field)) after rendering, \(limit - count) below the \(listing.store.displayName) limit of \(unit.describe(limit))",
                at: location, notes: [.init("limit: \(field.rule.source)")])
        }
    }
}

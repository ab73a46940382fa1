import ZKCore

/// Lint: a rendered field longer than its store limit is rejected at upload. Measured in the
/// field's unit (UTF-8 bytes for App Store keywords, else characters counted as UTF-16 code
/// units); reported in the template at the character where the overflow starts (the first one
/// past the limit); when that character comes from a placeholder, at the placeholder, with its
/// expansion noted.
enum StoreLimitCheck {
    static func check(_ listing: StoreListing) -> [Diagnostic] {
        listing.fields.compactMap { field in
            guard let rendered = field.rendered else { return nil }
            let unit = field.rule.unit
            let count = unit.measure(field.text)
            guard count > field.rule.limit else { return nil }
            let index = StoreMeasure.overflowScalar(field.text, limit: field.rule.limit, unit: unit)
            let (location, placeholder) = rendered.templateLocation(ofTrimmedScalar: index)
            var notes = [Diagnostic.Note("limit: \(field.rule.source)")]
            if let placeholder {
                notes.insert(.init("'{{\(placeholder.path)}}' expands past the limit"), at: 0)
            }
            return Diagnostic(
                BrandCodes.overLimit,
                "\(field.rule.label) of \(listing.describedLocale) is \(StoreMeasure.describe(field)) after rendering, over the \(listing.store.displayName) limit of \(unit.describe(field.rule.limit)) by \(count - field.rule.limit); the overflow starts here",
                at: location, notes: notes)
        }
    }

    static func storeName(_ store: Store) -> String { store.displayName }
}

/// How a rendered field is measured and described.
enum StoreMeasure {
    /// `31 characters`; for a byte-limited field `101 bytes (87 characters)`.
    static func describe(_ field: StoreListing.Field) -> String {
        let unit = field.rule.unit
        let measured = unit.describe(unit.measure(field.text))
        guard unit == .bytes else { return measured }
        return measured + " (" + LengthUnit.characters.describe(LengthUnit.characters.measure(field.text)) + ")"
    }

    /// Scalar index (in `text`) of the first scalar that does not fit in `limit` units.
    static func overflowScalar(_ text: String, limit: Int, unit: LengthUnit) -> Int {
        var used = 0
        for (index, scalar) in text.unicodeScalars.enumerated() {
            used += unit.width(scalar)
            if used > limit { return index }
        }
        return text.unicodeScalars.count
    }
}

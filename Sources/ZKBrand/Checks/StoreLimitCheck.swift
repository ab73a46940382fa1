import ZKCore

/// Lint: a rendered field longer than its store limit is rejected at upload. Reported in the
/// template at the character where the overflow starts (the first character past the limit);
/// when that character comes from a placeholder, at the placeholder, with its expansion noted.
enum StoreLimitCheck {
    static func check(_ listing: StoreListing) -> [Diagnostic] {
        listing.fields.compactMap { field in
            guard let rendered = field.rendered else { return nil }
            let count = field.text.count
            guard count > field.rule.limit else { return nil }
            let (location, placeholder) = rendered.templateLocation(ofTrimmedCharacter: field.rule.limit)
            var notes = [Diagnostic.Note("limit: \(field.rule.source)")]
            if let placeholder {
                notes.insert(.init("'{{\(placeholder.path)}}' expands past the limit"), at: 0)
            }
            return Diagnostic(
                BrandCodes.overLimit,
                "\(field.rule.label) of '\(listing.locale)' is \(StoreMeasure.describe(field)) after rendering, over the \(storeName(listing.store)) limit of \(field.rule.limit) by \(count - field.rule.limit); the overflow starts here",
                at: location, notes: notes)
        }
    }

    static func storeName(_ store: Store) -> String { store == .appStore ? "App Store" : "Google Play" }
}

/// How a rendered field is measured and described.
enum StoreMeasure {
    /// `31 characters`, for keywords `31 characters (45 UTF-8 bytes)`.
    static func describe(_ field: StoreListing.Field) -> String {
        let characters = "\(field.text.count) characters"
        guard field.rule.kind == .keywords else { return characters }
        return characters + " (\(field.text.utf8.count) UTF-8 bytes)"
    }
}

import ZKCore

/// Lint: a rendered field longer than its store limit is rejected at upload. Measured in the
/// field's unit (UTF-8 bytes for App Store keywords, else characters counted as UTF-16 code
/// units); reported in the template at the character where the overflow starts (the first one
/// past the limit); when that character comes from a placeholder, at the placeholder, with its
/// expansion noted.
enum StoreLimitCheck: Check {
    public static let overLimit = DiagnosticCode(
        "ZK5030", .error, summary: "a rendered store field is longer than the store allows",
        explanation: """
            Measured on the rendered, trimmed text: App Store keywords in UTF-8 bytes (100; a Cyrillic \
            letter takes two), every other field in characters, counted as UTF-16 code units the way \
            the stores' web forms count them (an emoji takes two), both in Unicode NFC (a decomposed \
            `ä` counts as one character). App Store: name 30, subtitle 30, \
            promotional text 170, description 4000, release notes 4000, Apple TV privacy policy 4000, \
            URLs and copyright 255; Google Play: title 30, short description 80, full description \
            4000, release notes (`changelogs/`) 500. The upload would be rejected. Reported in the \
            template where the first character past the limit comes from.
            """,
        example: .edit(
            BrandExampleFiles.germanSubtitle,
            broken: #"mit {{app.name.de}} ↓jeden Tag"#, fixed: #"von 1 bis 20"#))

    static let codes = [overLimit]

    static func run(_ input: ListingInput) -> [Diagnostic] {
        let listing = input.listing
        return listing.fields.compactMap { field in
            guard let rendered = field.rendered else { return nil }
            let count = field.length
            guard count > field.rule.limit else { return nil }
            let index = StoreMeasure.overflowScalar(field.text, limit: field.rule.limit, unit: field.rule.unit)
            let (location, placeholder) = rendered.templateLocation(ofTrimmedScalar: index)
            var notes = [Diagnostic.Note(MinimumLengthCheck.limitNote(field.rule))]
            if let placeholder {
                notes.insert(.init(placeholderNote(placeholder.path)), at: 0)
            }
            return Diagnostic(overLimit, message(field, listing: listing, count: count), at: location, notes: notes)
        }
    }

    // MARK: Messages

    static func message(_ field: StoreListing.Field, listing: StoreListing, count: Int) -> String {
        let limit = field.rule.limit
        return
            "\(field.rule.label) of \(listing.describedLocale) is \(StoreMeasure.describe(field)) after rendering, over the \(listing.store.displayName) limit of \(field.rule.unit.describe(limit)) by \(count - limit); the overflow starts here"
    }

    static func placeholderNote(_ path: String) -> String { "'{{\(path)}}' expands past the limit" }
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

    /// Scalar index (in `text`) of the first scalar of the first character that does not fit in
    /// `limit` units (counted in NFC, as `LengthUnit.measure` counts).
    static func overflowScalar(_ text: String, limit: Int, unit: LengthUnit) -> Int {
        var used = 0
        var scalars = 0
        for character in text {
            used += unit.width(character)
            if used > limit { return scalars }
            scalars += character.unicodeScalars.count
        }
        return text.unicodeScalars.count
    }
}

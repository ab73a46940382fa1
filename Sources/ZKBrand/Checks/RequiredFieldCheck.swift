import ZKCore

/// Lint: every required locale has every required field of the store (name, description,
/// keywords, support and privacy URL for the App Store; title, short and full description for
/// Google Play), in its own folder or in `default/`.
/// A missing template is reported at the path it should have; an empty one at its start.
enum RequiredFieldCheck: Check {
    public static let requiredFieldMissing = DiagnosticCode(
        "ZK5032", .error, phase: .crossLink, group: .zahlenkette, summary: "a locale lacks a required store field",
        explanation: """
            Every configured locale needs every required field of each store, in its folder or in \
            `default/`: App Store name, description, keywords, support URL and privacy policy URL; \
            Google Play title, short and full description (the App Store's name, subtitle and \
            description templates stand in when the Play ones are absent). A missing template is reported at the path \
            it should have, an empty one at its start.
            """,
        broken: DiagnosticExample(
            BrandExampleFiles.completeListing + [BrandExampleFiles.File("Brand/marketing/ru/description.txt", "↓")]),
        fixed: DiagnosticExample(
            BrandExampleFiles.completeListing + [
                BrandExampleFiles.File("Brand/marketing/ru/description.txt", "Числа от 1 до 20.")
            ]))

    static let codes = [requiredFieldMissing]

    /// The key of a store's field in `otherLocales`.
    static func key(_ store: Store, _ field: StoreField) -> CodePointString {
        (store.rawValue + "/" + field.name).codePoints
    }

    static func run(_ input: ListingInput) -> [Diagnostic] {
        let (listing, marketingPath, otherLocales) = (input.listing, input.options.marketingPath, input.definedAt)
        return listing.fields.compactMap { field in
            guard field.rule.required, listing.scope == .localized, field.text.isEmpty else { return nil }
            if let rendered = field.rendered {
                return Diagnostic(
                    requiredFieldMissing, emptyMessage(field.rule, listing: listing),
                    at: rendered.template.file.location(ofOffset: 0))
            }
            let expected = "\(marketingPath)/\(listing.locale)/\(field.rule.templates[0]).txt"
            var notes = [Diagnostic.Note(nowhereNote(field.rule, locale: listing.locale, marketingPath: marketingPath))]
            if let other = otherLocales[key(listing.store, field.rule)] {
                notes.append(.init(otherLocaleNote(), at: other))
            }
            return Diagnostic(
                requiredFieldMissing, missingMessage(field.rule, listing: listing, expected: expected),
                at: SourceLocation(path: expected, start: SourcePosition(line: 1, column: 1, offset: 0)), notes: notes)
        }
    }

    // MARK: Messages

    static func emptyMessage(_ field: StoreField, listing: StoreListing) -> String {
        "required \(listing.store.displayName) field \(field.label) of '\(listing.locale)' is empty after rendering"
    }

    static func missingMessage(_ field: StoreField, listing: StoreListing, expected: String) -> String {
        "locale '\(listing.locale)' lacks the required \(listing.store.displayName) field \(field.label); add '\(expected)'"
    }

    static func nowhereNote(_ field: StoreField, locale: String, marketingPath: String) -> String {
        "no '\(field.templates[0]).txt' in '\(marketingPath)/\(locale)/' nor in '\(marketingPath)/default/'"
    }

    static func otherLocaleNote() -> String { "another locale defines it here" }
}

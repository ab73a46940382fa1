import ZKCore

/// Lint: every required locale has every required field of the store (name, description,
/// keywords, support and privacy URL for the App Store; title, short and full description for
/// Google Play), in its own folder or in `default/`.
/// A missing template is reported at the path it should have; an empty one at its start, once
/// for every store and locale it serves.
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

    /// Whether a required field is empty after rendering or has no template at all.
    enum Lack: Hashable {
        case empty
        case missing
    }

    static func run(_ input: ListingSetInput) -> [Diagnostic] {
        let (listings, marketingPath) = (input.listings, input.options.marketingPath)
        // Where each store's field is defined in some locale, for the note of a missing one.
        var definedAt: [CodePointString: SourceLocation] = [:]
        for listing in listings {
            for field in listing.fields where definedAt[key(listing.store, field.rule)] == nil {
                if let rendered = field.rendered {
                    definedAt[key(listing.store, field.rule)] = rendered.template.file.location(ofOffset: 0)
                }
            }
        }
        // One place per template (an empty one may serve both stores and, in default/, every
        // locale) or per expected path (a missing one), naming every store's field and locale.
        var found = ListingPlaces<Lack>()
        for listing in listings where listing.scope == .localized {
            for field in listing.fields where field.rule.required && field.text.isEmpty {
                if let rendered = field.rendered {
                    found.append(
                        rendered.template.file.location(ofOffset: 0), .empty, store: listing.store,
                        field: field.rule.label, locale: listing.locale)
                    continue
                }
                let expected = "\(marketingPath)/\(listing.locale)/\(field.rule.templates[0]).txt"
                var notes = [
                    Diagnostic.Note(nowhereNote(field.rule, locale: listing.locale, marketingPath: marketingPath))
                ]
                if let other = definedAt[key(listing.store, field.rule)] {
                    notes.append(.init(otherLocaleNote(), at: other))
                }
                found.append(
                    SourceLocation(path: expected, start: SourcePosition(line: 1, column: 1, offset: 0)), .missing,
                    store: listing.store, field: field.rule.label, locale: listing.locale, notes: notes)
            }
        }
        return found.places.map { place in
            switch place.detail {
            case .empty: Diagnostic(requiredFieldMissing, emptyMessage(place), at: place.location)
            case .missing:
                Diagnostic(
                    requiredFieldMissing, missingMessage(place, expected: place.location?.path ?? ""),
                    at: place.location, notes: place.notes)
            }
        }
    }

    /// The key of a store's field in `definedAt`.
    static func key(_ store: Store, _ field: StoreField) -> CodePointString {
        (store.rawValue + "/" + field.name).codePoints
    }

    // MARK: Messages

    static func emptyMessage(_ place: ListingPlaces<Lack>.Place) -> String {
        let fields = place.fieldNames { "\($0.displayName) field \($1)" }
        let locales = ListingPlaces<Lack>.list(place.locales.map { "'\($0)'" }, "and")
        return "required \(fields) of \(locales) \(place.fields.count > 1 ? "are" : "is") empty after rendering"
    }

    static func missingMessage(_ place: ListingPlaces<Lack>.Place, expected: String) -> String {
        let fields = place.fieldNames { "\($0.displayName) field \($1)" }
        let locales = ListingPlaces<Lack>.list(place.locales.map { "'\($0)'" }, "and")
        return "locale \(locales) lacks the required \(fields); add '\(expected)'"
    }

    static func nowhereNote(_ field: StoreField, locale: String, marketingPath: String) -> String {
        "no '\(field.templates[0]).txt' in '\(marketingPath)/\(locale)/' nor in '\(marketingPath)/default/'"
    }

    static func otherLocaleNote() -> String { "another locale defines it here" }
}

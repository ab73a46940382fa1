import ZKCore

/// What a marketing check finds in several listings (stores, locales) at one place, gathered so
/// that the place is reported once: a template shared through `default/` or by both stores is one
/// file, and one diagnostic names every store's field and every locale it applies to
/// (`App Store privacy url of 'de' and 'ru' …`). The check appends a `Finding` per listing;
/// `places` merges those of one location and one `Detail` (what else the message says: a URL,
/// a problem), first the fields of each locale, then the locales with the same fields, each list
/// in the order the listings came (stores, then locales, as configured): deterministic.
struct ListingPlaces<Detail: Hashable> {
    struct Finding {
        var location: SourceLocation?
        var detail: Detail
        var store: Store
        /// The field's label (`privacy url`), "" where the message names no field.
        var field: String
        /// The locale as the message names it.
        var locale: String
        var notes: [Diagnostic.Note] = []
    }

    /// One place to report, with every store's field and every locale found there.
    struct Place {
        var location: SourceLocation?
        var detail: Detail
        /// Each store with its field, without repeats.
        var fields: [Field]
        var locales: [String]
        /// Every finding's notes, without repeats.
        var notes: [Diagnostic.Note]

        /// The store names, joined with `and` (`App Store and Google Play`).
        var storeNames: String { ListingPlaces.list(unique(fields.map(\.store.displayName)), "and") }

        /// What the message is about: `App Store description and Google Play full description of de`.
        var subject: String {
            "\(fieldNames { "\($0.displayName) \($1)" }) of \(ListingPlaces.list(locales, "and"))"
        }

        /// Each field in words (`format` of store and label), joined with `and`.
        func fieldNames(_ format: (Store, String) -> String) -> String {
            ListingPlaces.list(unique(fields.map { format($0.store, $0.field) }), "and")
        }
    }

    struct Field: Hashable {
        var store: Store
        var field: String
    }

    /// The keys `places` merges by: first one locale's findings, then the locales with the same fields.
    struct LocaleKey: Hashable {
        var location: SourceLocation?
        var detail: Detail
        var locale: String
    }
    struct PlaceKey: Hashable {
        var location: SourceLocation?
        var detail: Detail
        var fields: [Field]
    }

    private(set) var findings: [Finding] = []

    mutating func append(
        _ location: SourceLocation?, _ detail: Detail, store: Store, field: String = "", locale: String,
        notes: [Diagnostic.Note] = []
    ) {
        findings.append(
            Finding(location: location, detail: detail, store: store, field: field, locale: locale, notes: notes))
    }

    /// The findings, one per place (see the type).
    var places: [Place] {
        var byLocale: [LocaleKey: Place] = [:]
        var localeOrder: [LocaleKey] = []
        for finding in findings {
            let key = LocaleKey(location: finding.location, detail: finding.detail, locale: finding.locale)
            let field = Field(store: finding.store, field: finding.field)
            if var place = byLocale[key] {
                if !place.fields.contains(field) { place.fields.append(field) }
                place.notes = unique(place.notes + finding.notes)
                byLocale[key] = place
            } else {
                localeOrder.append(key)
                byLocale[key] = Place(
                    location: finding.location, detail: finding.detail, fields: [field], locales: [finding.locale],
                    notes: unique(finding.notes))
            }
        }
        var merged: [PlaceKey: Place] = [:]
        var order: [PlaceKey] = []
        for key in localeOrder {
            guard let place = byLocale[key] else { continue }
            let placeKey = PlaceKey(location: place.location, detail: place.detail, fields: place.fields)
            if var existing = merged[placeKey] {
                existing.locales += place.locales
                existing.notes = unique(existing.notes + place.notes)
                merged[placeKey] = existing
            } else {
                order.append(placeKey)
                merged[placeKey] = place
            }
        }
        return order.compactMap { merged[$0] }
    }

    /// `a`, `a and b`, `a, b and c` (`conjunction` is `and` or `or`).
    static func list(_ items: [String], _ conjunction: String) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}

/// `items` without repeats, in their order.
private func unique<Item: Hashable>(_ items: [Item]) -> [Item] {
    var seen: Set<Item> = []
    return items.filter { seen.insert($0).inserted }
}

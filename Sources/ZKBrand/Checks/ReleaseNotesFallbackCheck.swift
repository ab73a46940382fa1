import ZKCore

/// Lint: a locale's release notes (the App Store's `release_notes`, Google Play's
/// `changelogs/<versionCode>`) come from `default/` instead of the locale's own folder — a
/// warning naming the locale and the text used — or, on the App Store, are missing altogether
/// while another locale has them — an error: App Store Connect asks an update's "What's New" of
/// every localization. (Google Play shows a language without a changelog the default
/// language's, so a missing Play changelog is no error.) A `default/` text is reported once,
/// naming every store and locale it fills.
enum ReleaseNotesFallbackCheck: Check {
    static let filledFromDefault = DiagnosticCode(
        "ZK5062", .warning, phase: .crossLink, summary: "a locale's release notes are filled in from default/",
        explanation: """
            A locale without its own `release_notes.txt` (or Play `changelogs/<versionCode>.txt`) \
            gets the text of `Brand/marketing/default/`, usually written in one language only: a \
            Russian listing would show English release notes. Write the locale's own file; the \
            warning is reported at the `default/` text used and names the locale.
            """,
        broken: DiagnosticExample([
            .init("zk-build.json", #"{ "locales": ["de", "ru"] }"#), BrandExampleFiles.ruTokens,
            .init("Brand/marketing/de/release_notes.txt", "Neu: Zahlen bis 100."),
            .init("Brand/marketing/default/release_notes.txt", "↓New: numbers up to 100."),
        ]),
        fixed: DiagnosticExample([
            .init("zk-build.json", #"{ "locales": ["de", "ru"] }"#), BrandExampleFiles.ruTokens,
            .init("Brand/marketing/de/release_notes.txt", "Neu: Zahlen bis 100."),
            .init("Brand/marketing/ru/release_notes.txt", "Новое: числа до 100."),
            .init("Brand/marketing/default/release_notes.txt", "New: numbers up to 100."),
        ]))

    static let missing = DiagnosticCode(
        "ZK5063", .error, phase: .crossLink, summary: "a locale lacks App Store release notes another locale has",
        explanation: """
            Another locale has App Store release notes and this one has neither its own nor one in \
            `default/`, or its file is empty. App Store Connect refuses an update whose "What's New" \
            is empty in one localization. Write the locale's file (or one in `default/` to share). \
            Google Play is not checked: it shows a language without a changelog the default \
            language's, and real Play trees translate changelogs for a few languages only.
            """,
        example: .edit(
            DiagnosticExample([
                .init("zk-build.json", #"{ "locales": ["de", "ru"] }"#), BrandExampleFiles.ruTokens,
                .init("Brand/marketing/de/release_notes.txt", "Neu: Zahlen bis 100."),
                .init("Brand/marketing/ru/release_notes.txt", "Новое: числа до 100."),
            ]),
            broken: #"↓"#, fixed: #"Новое: числа до 100."#))

    static let codes = [filledFromDefault, missing]

    /// Whether a field is a release note.
    static func isReleaseNote(_ field: StoreField) -> Bool {
        field.name == "release_notes" || field.name.hasCodePointPrefix("changelogs/")
    }

    static func run(_ input: ListingSetInput) -> [Diagnostic] {
        let (listings, marketingPath) = (input.listings, input.options.marketingPath)
        var diagnostics: [Diagnostic] = []
        // One warning per default/ text, naming every store's field and every locale it fills.
        var fromDefault = ListingPlaces<String>()
        let localized = listings.filter { $0.scope == .localized }
        for listing in localized {
            for field in listing.fields where isReleaseNote(field.rule) {
                if let rendered = field.rendered, !field.text.isEmpty {
                    if rendered.template.locale == "default" {
                        fromDefault.append(
                            rendered.template.file.location(ofOffset: 0), rendered.template.file.path,
                            store: listing.store, field: field.rule.label, locale: listing.locale)
                    }
                    continue
                }
                // Google Play shows a language without release notes those of the app's default
                // language; real Play trees translate changelogs for a few languages only.
                guard listing.store == .appStore else { continue }
                // Another locale's text of the same field, for the error and its note.
                let other = localized.lazy.compactMap { candidate -> (String, StoreListing.Field)? in
                    guard candidate.store == listing.store, candidate.locale != listing.locale,
                        let found = candidate.fields.first(where: {
                            $0.rule.name == field.rule.name && !$0.text.isEmpty
                        })
                    else { return nil }
                    return (candidate.locale, found)
                }.first
                guard let (otherLocale, otherField) = other else { continue }
                let expected = "\(marketingPath)/\(listing.locale)/\(field.rule.templates[0]).txt"
                // The empty file, else the locale's folder where it has texts, else the marketing
                // folder: never a file that does not exist.
                let localeFolder = "\(marketingPath)/\(listing.locale)"
                let hasFolder = listing.fields.contains {
                    $0.rendered?.template.file.path.hasCodePointPrefix(localeFolder + "/") == true
                }
                let at =
                    field.rendered?.template.file.location(ofOffset: 0)
                    ?? SourceLocation(path: hasFolder ? localeFolder : marketingPath)
                let notes =
                    otherField.rendered.map {
                        [Diagnostic.Note(otherNote(otherLocale), at: $0.template.file.location(ofOffset: 0))]
                    } ?? []
                diagnostics.append(
                    Diagnostic(
                        missing, missingMessage(field.rule, listing: listing, expected: expected), at: at, notes: notes)
                )
            }
        }
        let warnings = fromDefault.places.map { place in
            Diagnostic(filledFromDefault, defaultMessage(place), at: place.location)
        }
        return warnings + diagnostics
    }

    // MARK: Messages

    static func defaultMessage(_ place: ListingPlaces<String>.Place) -> String {
        let fields = place.fieldNames { "\($0.displayName) \($1)" }
        let locales = ListingPlaces<String>.list(place.locales.map { "'\($0)'" }, "and")
        let own = place.locales.count > 1 ? "the locales' own texts" : "the locale's own text"
        return "\(fields) of \(locales) are filled in from '\(place.detail)'; write \(own)"
    }

    static func missingMessage(_ field: StoreField, listing: StoreListing, expected: String) -> String {
        "locale '\(listing.locale)' has no \(listing.store.displayName) \(field.label) and no default/ text; add '\(expected)'"
    }

    static func otherNote(_ locale: String) -> String { "locale '\(locale)' has them here" }
}

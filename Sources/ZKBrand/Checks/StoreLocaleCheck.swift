import ZKCore

/// Lint: every configured locale needs a folder name the store knows (fastlane's lists: App
/// Store `de-DE`, `en-US`, `ru`, …; Google Play `de-DE`, `en-US`, `ru-RU`, …); without one
/// fastlane refuses the folder or the upload fails. Reported where the locale is written: in
/// the configuration's `locales` when the caller gives its place (`BrandOptions.localeLocations`),
/// else at the locale's app name (`app.name.<locale>` in the token file), else at the first
/// template of its folder; unlocated only when no file names it (a `--locale` option alone).
/// Reported once per locale, naming every store that lacks it.
enum StoreLocaleCheck: Check {
    public static let unsupportedStoreLocale = DiagnosticCode(
        "ZK5036", .error, summary: "a locale has no listing language in the store",
        explanation: """
            Store listings are written to one folder per listing language, named as fastlane names it \
            (deliver: `de-DE`, `en-US`, `ru`, …; supply: `de-DE`, `en-US`, `ru-RU`, `iw-IL`, …; the \
            lists are generated from fastlane's code). A configured locale the store does not know \
            cannot be uploaded; use one of its codes. Reported at the locale in zk-build.json when the \
            driver gives its place, else at the locale's `app.name.<locale>` token, else at its first \
            template.
            """,
        broken: DiagnosticExample([
            .init("zk-build.json", #"{ "locales": ["de", "de-AT"] }"#),
            .init(
                "Brand/brand.json",
                """
                { "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" }, ↓"de-AT": { "$value": "Zahlenkette" } } } }
                """),
        ]),
        fixed: DiagnosticExample([
            .init("zk-build.json", #"{ "locales": ["de", "en"] }"#),
            .init(
                "Brand/brand.json",
                """
                { "app": { "$type": "string", "name": { "de": { "$value": "Zahlenkette" }, "en": { "$value": "Zahlenkette" } } } }
                """),
        ]))

    static let codes = [unsupportedStoreLocale]

    static func run(_ input: ListingSetInput) -> [Diagnostic] {
        let (options, tokens) = (input.options, input.tokens.tokens.document)
        // One place per locale, naming every store that lacks it.
        var found = ListingPlaces<String>()
        for listing in input.listings where listing.folder == nil && listing.scope == .localized {
            let at = location(of: listing.locale, options: options, tokens: tokens, templates: input.templates)
            found.append(
                at, listing.locale, store: listing.store, locale: listing.locale,
                notes: [.init(codesNote(listing.store))])
        }
        return found.places.map { place in
            Diagnostic(
                unsupportedStoreLocale,
                message(place.detail, stores: place.fields.map(\.store), configuration: options.configurationName),
                at: place.location, notes: place.notes)
        }
    }

    /// Where a locale is written: the configuration, its app-name token, its first template.
    static func location(
        of locale: String, options: BrandOptions, tokens: TokenDocument, templates: [Template]
    ) -> SourceLocation? {
        if let configured = options.localeLocations[locale.codePoints] { return configured }
        if let name = tokens[BrandFactsBuilder.appNameGroup + "." + locale] { return tokens.location(name.keyPosition) }
        let first = templates.filter { $0.locale.hasSameCodePoints(as: locale) }.min {
            $0.file.path.precedesByCodePoints($1.file.path)
        }
        return first.map { $0.file.location(ofOffset: 0) }
    }

    // MARK: Messages

    static func message(_ locale: String, stores: [Store], configuration: String) -> String {
        let names = ListingPlaces<String>.list(stores.map(\.displayName), "or")
        return
            "locale '\(locale)' has no \(names) listing language; use one of \(stores.count > 1 ? "their" : "its") codes in the locales of \(configuration)"
    }

    static func codesNote(_ store: Store) -> String {
        "\(store.displayName) codes (fastlane): \(StoreLocales.folders(for: store).joined(separator: ", "))"
    }
}

import ZKCore

/// Lint: every configured locale needs a folder name the store knows (fastlane's lists: App
/// Store `de-DE`, `en-US`, `ru`, …; Google Play `de-DE`, `en-US`, `ru-RU`, …); without one
/// fastlane refuses the folder or the upload fails.
enum StoreLocaleCheck: DeclaresCodes {
    public static let unsupportedStoreLocale = DiagnosticCode(
        "ZK5036", .error, summary: "a locale has no listing language in the store",
        explanation: """
            Store listings are written to one folder per listing language, named as fastlane names it \
            (deliver: `de-DE`, `en-US`, `ru`, …; supply: `de-DE`, `en-US`, `ru-RU`, `iw-IL`, …; the \
            lists are generated from fastlane's code). A configured locale the store does not know \
            cannot be uploaded; use one of its codes.
            """)

    static let codes = [unsupportedStoreLocale]

    static func check(_ listing: StoreListing, configuration: String) -> Diagnostic? {
        guard listing.folder == nil, listing.scope == .localized else { return nil }
        return Diagnostic(
            StoreLocaleCheck.unsupportedStoreLocale,
            "locale '\(listing.locale)' has no \(listing.store.displayName) listing language; use one of its codes in the locales of \(configuration)",
            notes: [.init("\(listing.store.displayName) codes (fastlane): \(StoreLocales.folders(for: listing.store).joined(separator: ", "))")])
    }
}

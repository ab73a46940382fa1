import ZKCore

/// Lint: every configured locale needs a folder name the store knows (fastlane's lists: App
/// Store `de-DE`, `en-US`, `ru`, …; Google Play `de-DE`, `en-US`, `ru-RU`, …); without one
/// fastlane refuses the folder or the upload fails.
enum StoreLocaleCheck {
    static func check(_ listing: StoreListing, configuration: String) -> Diagnostic? {
        guard listing.folder == nil, listing.scope == .localized else { return nil }
        return Diagnostic(
            BrandCodes.unsupportedStoreLocale,
            "locale '\(listing.locale)' has no \(listing.store.displayName) listing language; use one of its codes in the locales of \(configuration)",
            notes: [.init("\(listing.store.displayName) codes (fastlane): \(StoreLocales.folders(for: listing.store).joined(separator: ", "))")])
    }
}

import ZKCore

/// Lint: every configured locale needs a folder name the store knows (App Store Connect: `de-DE`,
/// `en-US`, `ru`, …); without one fastlane refuses the folder.
enum StoreLocaleCheck {
    static func check(_ listing: StoreListing, configuration: String) -> Diagnostic? {
        guard listing.folder == nil else { return nil }
        return Diagnostic(
            BrandCodes.unsupportedStoreLocale,
            "locale '\(listing.locale)' has no \(StoreLimitCheck.storeName(listing.store)) listing language; use one of its codes in the locales of \(configuration)",
            notes: listing.store == .appStore ? [.init("App Store Connect codes: \(StoreLocales.appStoreFolders.joined(separator: ", "))")] : [])
    }
}

import ZKCore

/// Lint: a store text names another platform's devices or features, or another app store —
/// iPhone, iPad, iOS or Familienfreigabe in a Google Play text; BlackBerry or Windows Phone
/// (precheck's `other_platforms` list) on the App Store; the Amazon Appstore or Huawei
/// AppGallery in either. App Review guideline 2.3.10 and Play's metadata policy refuse
/// listings that name other platforms. The stores' own names are CrossStoreCheck's (an error). Reported at
/// the first word.
enum OtherPlatformCheck: Check {
    static let otherPlatform = DiagnosticCode(
        "ZK5068", .warning, summary: "a store text names another platform or app store",
        explanation: """
            On Google Play: iPhone, iPad, iPod, iOS, iPadOS, watchOS, Apple Watch, iMessage, \
            TestFlight, Game Center, Family Sharing (Familienfreigabe, Семейный доступ). On the App \
            Store: fastlane precheck's `other_platforms` list (Windows Phone, BlackBerry, Symbian, …; \
            its bare "google" is left out, since "Google Maps" or "Sign in with Google" name no \
            platform, and Android is the cross-store error). In both: other app stores (Amazon Appstore, Huawei \
            AppGallery, Galaxy Store, Microsoft Store, F-Droid, RuStore). Whole words, \
            case-insensitive, in NFC. Write a store-specific template (`full_description.txt` for Play).
            """,
        broken: DiagnosticExample([
            BrandExampleFiles.tokens,
            .init(
                "Brand/marketing/de/full_description.txt", "Zahlen lernen auf dem ↓iPad und mit der ↓Familienfreigabe."),
        ]),
        fixed: DiagnosticExample([
            BrandExampleFiles.tokens,
            .init("Brand/marketing/de/full_description.txt", "Zahlen lernen auf dem Tablet, für die ganze Familie."),
        ]))

    static let codes = [otherPlatform]

    static let otherStores = [
        "amazon appstore", "amazon app store", "huawei appgallery", "appgallery", "galaxy store", "microsoft store",
        "windows store",
        "f-droid", "rustore", "aptoide",
    ]

    static let names: [Store: PhraseScan] = [
        .play: PhraseScan(
            otherStores + [
                "iphone*", "ipad*", "ipod*", "ios", "ipados", "watchos", "apple watch", "imessage", "testflight",
                "game center",
                "family sharing", "familienfreigabe", "семейный доступ", "семейного доступа", "семейному доступу",
            ]),
        .appStore: PhraseScan(
            otherStores + FastlaneTables.precheckOtherPlatformWords.filter { $0 != "google" && $0 != "android" }),
    ]

    static let allowed = PhraseScan(FastlaneTables.precheckOtherPlatformAllowed)

    /// Across every listing: a template serving both stores (or every locale) is one place.
    static func run(_ input: ListingSetInput) -> [Diagnostic] {
        PhraseScan.places(in: input.listings) { listing, field in
            names[listing.store]?.matches(in: field.text, removing: allowed) ?? []
        }.map { Diagnostic(otherPlatform, message(for: $0), at: $0.location) }
    }

    // MARK: Messages

    static func message(for place: ListingPlaces<String>.Place) -> String {
        "\(place.subject) \(place.fields.count > 1 ? "name" : "names") '\(place.detail)' of another platform or store"
    }
}

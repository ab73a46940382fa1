import Foundation

/// Locale folder names as the stores (and fastlane) spell them.
public enum StoreLocales {
    // App Store Connect's localization codes, as fastlane deliver validates metadata folder names
    // (deliver's Languages list): de-DE, en-US, ru, …
    public static let appStoreFolders: [String] = [
        "ar-SA", "ca", "cs", "da", "de-DE", "el", "en-AU", "en-CA", "en-GB", "en-US", "es-ES", "es-MX", "fi",
        "fr-CA", "fr-FR", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nl-NL", "no", "pl", "pt-BR",
        "pt-PT", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant",
    ]

    /// A bare language's primary App Store storefront locale.
    static let appStoreDefaults: [String: String] = [
        "ar": "ar-SA", "de": "de-DE", "en": "en-US", "es": "es-ES", "fr": "fr-FR", "nl": "nl-NL", "pt": "pt-BR",
        "zh": "zh-Hans", "nb": "no",
    ]

    // Google Play's listing languages as fastlane supply names its folders (de-DE, en-US, ru-RU, …).
    static let playDefaults: [String: String] = [
        "de": "de-DE", "en": "en-US", "ru": "ru-RU", "fr": "fr-FR", "es": "es-ES", "it": "it-IT", "nl": "nl-NL",
        "pl": "pl-PL", "pt": "pt-BR", "ja": "ja-JP", "ko": "ko-KR", "tr": "tr-TR", "uk": "uk", "sv": "sv-SE",
        "da": "da-DK", "fi": "fi-FI", "cs": "cs-CZ",
    ]

    /// The store's folder for a project locale (`de` → `de-DE`, `ru` → `ru`), nil when the store has none.
    public static func folder(for locale: String, store: Store) -> String? {
        let normalized = locale.replacingOccurrences(of: "_", with: "-")
        switch store {
        case .appStore:
            if let exact = appStoreFolders.first(where: { $0.lowercased() == normalized.lowercased() }) { return exact }
            return appStoreDefaults[normalized.lowercased()]
        case .play:
            if normalized.contains("-") { return normalized }
            return playDefaults[normalized.lowercased()]
        }
    }

    /// The output folder of a store under the build folder.
    public static func outputRoot(for store: Store) -> String {
        switch store {
        case .appStore: "marketing"
        case .play: "marketing/android"
        }
    }
}

import Foundation
import ZKCore

/// Locale folder names as the stores (and fastlane) spell them. The lists are fastlane's own
/// (`FastlaneTables`, generated from its code); a project locale maps to a folder by exact
/// match (ignoring case, `_` read as `-`), then by an alias or the language's primary
/// storefront, then by the one folder of its language. Anything else has no folder.
public enum StoreLocales {
    public static var appStoreFolders: [String] { FastlaneTables.appStoreLanguages }
    public static var playFolders: [String] { FastlaneTables.playLanguages }

    /// A bare language (or an older code) → its App Store folder where the language has several or another name.
    static let appStoreDefaults: [String: String] = [
        "de": "de-DE", "en": "en-US", "es": "es-ES", "fr": "fr-FR", "nl": "nl-NL", "pt": "pt-BR", "zh": "zh-Hans",
        "nb": "no", "iw": "he", "zh-cn": "zh-Hans", "zh-tw": "zh-Hant",
    ]

    /// A bare language (or a newer code) → its Play folder where the language has several or another name.
    static let playDefaults: [String: String] = [
        "de": "de-DE", "en": "en-US", "es": "es-ES", "fr": "fr-FR", "pt": "pt-BR", "zh": "zh-CN", "ms": "ms",
        "he": "iw-IL", "he-il": "iw-IL", "nb": "no-NO", "no": "no-NO", "zh-hans": "zh-CN", "zh-hant": "zh-TW",
    ]

    /// Whether a folder of the store-text templates is a locale's (`de`, `en-US`, `pt_BR`), not
    /// `default/` or a store's own (`app-store/`, `play/`).
    public static func isLocaleFolder(_ name: String) -> Bool {
        guard name != "default", Store(rawValue: name) == nil else { return false }
        let parts = name.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return false }
        return parts.dropFirst().allSatisfy {
            (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    public static func folders(for store: Store) -> [String] {
        store == .appStore ? appStoreFolders : playFolders
    }

    /// The store's folder for a project locale (`de` → `de-DE`, `ru` → `ru` / `ru-RU`), nil when the store has none.
    public static func folder(for locale: String, store: Store) -> String? {
        let key = locale.replacingOccurrences(of: "_", with: "-").lowercased()
        let folders = folders(for: store)
        if let exact = folders.first(where: { $0.lowercased().hasSameCodePoints(as: key) }) { return exact }
        if let alias = (store == .appStore ? appStoreDefaults : playDefaults)[key] { return alias }
        guard !key.contains("-") else { return nil }
        let regional = folders.filter { $0.lowercased().hasCodePointPrefix(key + "-") }
        return regional.count == 1 ? regional[0] : nil
    }

    /// The output folder of a store under the build folder (fastlane's `metadata/` and `metadata/android/`).
    public static func outputRoot(for store: Store) -> String {
        switch store {
        case .appStore: "marketing"
        case .play: "marketing/android"
        }
    }
}

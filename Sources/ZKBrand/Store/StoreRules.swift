import Foundation
import ZKCore

/// The stores zk-marketing renders for.
public enum Store: String, Sendable, CaseIterable {
    /// App Store Connect, through fastlane `deliver`.
    case appStore = "app-store"
    /// Google Play, through fastlane `supply`.
    case play

    /// The store's name in messages.
    public var displayName: String { self == .appStore ? "App Store" : "Google Play" }
}

/// How a length limit is measured.
///
/// - `bytes`: UTF-8 bytes (App Store keywords: "up to 100 bytes").
/// - `characters`: UTF-16 code units, as the web forms of App Store Connect and Play Console
///   count them (`String.length`). A letter of any script, including Cyrillic and umlauts, is
///   one; an emoji or other character outside the Basic Multilingual Plane is two.
///
/// Both are counted on the text in Unicode Normalization Form C, as the stores store it: an `ä`
/// written decomposed (`a` + U+0308, as macOS file names and some editors write it) is one
/// character and two bytes, like the composed one, so an NFD text is not refused for marks a
/// reader does not see. A mark that has no composed form with its letter still counts.
public enum LengthUnit: String, Sendable, Hashable {
    case characters
    case bytes

    /// The length of `text` in this unit, in NFC.
    public func measure(_ text: String) -> Int {
        text.reduce(0) { $0 + width($1) }
    }

    /// The length of one character (grapheme cluster) in NFC in this unit. Composition never
    /// crosses a cluster's boundary, so the sum over the clusters is the length of the NFC text.
    func width(_ character: Character) -> Int {
        let composed = String(character).precomposedStringWithCanonicalMapping
        switch self {
        case .characters: return composed.utf16.count
        case .bytes: return composed.utf8.count
        }
    }

    /// `31 characters` / `101 bytes`.
    public func describe(_ count: Int) -> String {
        "\(count) \(self == .bytes ? (count == 1 ? "byte" : "bytes") : (count == 1 ? "character" : "characters"))"
    }
}

/// One field of a store listing: the file it is written to, the templates it is rendered from,
/// its length limits and where they are documented.
public struct StoreField: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case text
        case keywords
        case url
        /// An App Store category id (`EDUCATION`, `GAMES_FAMILY`).
        case category
        /// URLs separated by `, ` (App Clip invocation URLs).
        case urlList
    }

    /// Where the field lives in the store's tree.
    public enum Scope: Sendable, Hashable {
        /// `<language>/<name>.txt`, rendered for every locale.
        case localized
        /// `<name>.txt` at the root of the store's tree, rendered once from `marketing/<store>/`.
        case global
    }

    /// Output path without `.txt`, relative to the language folder (`changelogs/default`) or
    /// for a global field to the store's root (`review_information/notes`).
    public var name: String
    /// Template names tried in order, first in the locale's folder, then in `default/`.
    public var templates: [String]
    /// Maximum length of the rendered, trimmed text, in `unit`.
    public var limit: Int
    public var unit: LengthUnit
    /// Minimum length in `unit` when the field is written (1: not empty when present).
    public var minimum: Int
    /// Whether every locale must have it.
    public var required: Bool
    public var kind: Kind
    public var scope: Scope
    /// Where the limits come from.
    public var source: String

    public init(
        _ name: String, templates: [String]? = nil, limit: Int, unit: LengthUnit = .characters, minimum: Int = 1,
        required: Bool = false, kind: Kind = .text, scope: Scope = .localized, source: String
    ) {
        self.name = name
        self.templates = templates ?? [name]
        self.limit = limit
        self.unit = unit
        self.minimum = minimum
        self.required = required
        self.kind = kind
        self.scope = scope
        self.source = source
    }

    /// A human name for messages (`promotional text`).
    public var label: String { name.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "/", with: " ") }
}

/// The store rules as one table per store. Limits are measured on the rendered, trimmed text
/// in the field's unit (see `LengthUnit` for how a character is counted); 90 % of a limit is a
/// warning. Change a limit only together with its source.
public enum StoreRules {
    /// Share of the limit from which a field is reported as near it.
    public static let nearLimitShare = 0.9

    static let appInformation = "App Store Connect Help, Reference > App information"
    static let versionInformation = "App Store Connect Help, Reference > Platform version information"
    static let reviewInformation = "App Store Connect Help, Reference > App Review information"

    // Sources, App Store: App Store Connect Help, Reference > App information (name, subtitle,
    // privacy policy URL, Apple TV privacy policy, categories),
    // https://developer.apple.com/help/app-store-connect/reference/app-information; Reference >
    // Platform version information (promotional text 170 characters, description 4000
    // characters, keywords "up to 100 bytes", each keyword "greater than two characters",
    // what's new 4000 characters, support and marketing URL, copyright),
    // https://developer.apple.com/help/app-store-connect/reference/platform-version-information;
    // the name's minimum of two characters is from iTunes Connect's App Properties ("at least
    // two characters"). File names and folders are deliver's (UploadMetadata's
    // LOCALISED_VERSION_VALUES, LOCALISED_APP_VALUES, NON_LOCALISED_*_VALUES,
    // REVIEW_INFORMATION_VALUES). URL fields take 255 characters, the field length App Store
    // Connect accepts.
    public static let appStore: [StoreField] =
        [
            StoreField(
                "name", limit: 30, minimum: 2, required: true,
                source: "\(appInformation): name, 2 to 30 characters"),
            StoreField("subtitle", limit: 30, source: "\(appInformation): subtitle, up to 30 characters"),
            StoreField(
                "description", limit: 4000, required: true,
                source: "\(versionInformation): description, up to 4000 characters"),
            StoreField(
                "keywords", limit: 100, unit: .bytes, required: true, kind: .keywords,
                source: "\(versionInformation): keywords, up to 100 bytes of content"),
            StoreField(
                "promotional_text", limit: 170, source: "\(versionInformation): promotional text, up to 170 characters"),
            // What's new: required for updates only, so optional here.
            StoreField(
                "release_notes", limit: 4000,
                source: "\(versionInformation): what's new in this version, up to 4000 characters"),
            StoreField(
                "support_url", limit: 255, required: true, kind: .url,
                source: "\(versionInformation): support URL, up to 255 characters"),
            StoreField(
                "privacy_url", limit: 255, required: true, kind: .url,
                source: "\(appInformation): privacy policy URL, up to 255 characters"),
            StoreField(
                "marketing_url", limit: 255, kind: .url,
                source: "\(versionInformation): marketing URL, up to 255 characters"),
            StoreField(
                "apple_tv_privacy_policy", limit: 4000,
                source: "\(appInformation): privacy policy text for Apple TV, up to 4000 characters"),
            // Global fields, rendered from marketing/app-store/.
            StoreField(
                "copyright", limit: 255, scope: .global,
                source: "\(versionInformation): copyright, up to 255 characters"),
            StoreField(
                "primary_category", limit: 64, kind: .category, scope: .global,
                source: "\(appInformation): primary category"),
            StoreField(
                "secondary_category", limit: 64, kind: .category, scope: .global,
                source: "\(appInformation): secondary category"),
            StoreField(
                "primary_first_sub_category", limit: 64, kind: .category, scope: .global,
                source: "\(appInformation): subcategory"),
            StoreField(
                "primary_second_sub_category", limit: 64, kind: .category, scope: .global,
                source: "\(appInformation): subcategory"),
            StoreField(
                "secondary_first_sub_category", limit: 64, kind: .category, scope: .global,
                source: "\(appInformation): subcategory"),
            StoreField(
                "secondary_second_sub_category", limit: 64, kind: .category, scope: .global,
                source: "\(appInformation): subcategory"),
            StoreField(
                "review_information/first_name", limit: 255, scope: .global,
                source: "\(reviewInformation): contact first name"),
            StoreField(
                "review_information/last_name", limit: 255, scope: .global,
                source: "\(reviewInformation): contact last name"),
            StoreField(
                "review_information/phone_number", limit: 255, scope: .global,
                source: "\(reviewInformation): contact phone"),
            StoreField(
                "review_information/email_address", limit: 255, scope: .global,
                source: "\(reviewInformation): contact e-mail"),
            StoreField(
                "review_information/demo_user", limit: 255, scope: .global,
                source: "\(reviewInformation): demo account user name"),
            StoreField(
                "review_information/demo_password", limit: 255, scope: .global,
                source: "\(reviewInformation): demo account password"),
            StoreField(
                "review_information/notes", limit: 4000, scope: .global,
                source: "\(reviewInformation): notes, up to 4000 characters"),
            // App Clip review: deliver's APP_CLIP_REVIEW_INFORMATION_VALUES, the invocation URLs App
            // Review opens, comma-separated (deliver splits at ", ").
            StoreField(
                "app_clip_review_information/invocation_urls", limit: 4000, kind: .urlList, scope: .global,
                source:
                    "\(reviewInformation): App Clip invocation URLs (deliver's app_clip_review_information/invocation_urls.txt)"
            ),
        ] + traderFields

    static let traderSource =
        "App Store Connect Help, Manage trader status for the EU Digital Services Act; deliver's trade_representative_contact_information/ (fastlane 2.18 to 2.154)"

    /// The trader contact App Store Connect shows on EU product pages (Digital Services Act).
    /// deliver defined the folder and these file names (fastlane #9119) and stopped reading them
    /// in 2020 (#16640, the option is now "no longer used by App Store Connect"); trader status
    /// is entered in App Store Connect's Business section. zk-marketing renders and checks the
    /// block so the texts entered there have one checked source.
    public static let traderFields: [StoreField] = [
        ("trade_name", 255), ("first_name", 255), ("last_name", 255), ("address_line1", 255), ("address_line2", 255),
        ("address_line3", 255), ("city_name", 255), ("state", 255), ("country", 255), ("postal_code", 255),
        ("phone_number", 255), ("email_address", 255), ("is_displayed_on_app_store", 5),
    ].map { name, limit in
        StoreField(
            "\(traderFolder)/\(name)", limit: limit, scope: .global,
            source: "\(traderSource): \(name.replacingOccurrences(of: "_", with: " "))")
    }

    /// The folder of the trader block.
    public static let traderFolder = "trade_representative_contact_information"

    /// The trader fields the EU requires to be shown (name, address, phone, e-mail).
    public static let requiredTraderFields = [
        "trade_name", "address_line1", "city_name", "postal_code", "country", "phone_number", "email_address",
    ]

    static let playListing = "Play Console Help, Create and set up your app > store listing (answer 9859152)"

    // Sources, Google Play: Play Console Help, store listing: app name up to 30 characters,
    // short description up to 80, full description up to 4000
    // (https://support.google.com/googleplay/android-developer/answer/9859152); release notes
    // up to 500 characters per language (Prepare and roll out a release, answer 9859348).
    // File names are supply's (AVAILABLE_METADATA_FIELDS and changelogs/<versionCode>.txt,
    // changelogs/default.txt). Play-specific templates first; the App Store's as a fallback.
    public static let play: [StoreField] = [
        StoreField(
            "title", templates: ["title", "name"], limit: 30, required: true,
            source: "\(playListing): app name, up to 30 characters"),
        StoreField(
            "short_description", templates: ["short_description", "subtitle"], limit: 80, required: true,
            source: "\(playListing): short description, up to 80 characters"),
        StoreField(
            "full_description", templates: ["full_description", "description"], limit: 4000, required: true,
            source: "\(playListing): full description, up to 4000 characters"),
        StoreField("video", limit: 255, kind: .url, source: "\(playListing): promo video, a YouTube URL"),
        StoreField(
            "changelogs/default", templates: ["changelogs/default", "release_notes"], limit: 500,
            source:
                "Play Console Help, Prepare and roll out a release (answer 9859348): release notes, up to 500 characters per language"
        ),
    ]

    /// Rule for `changelogs/<versionCode>.txt`, a Play template named by a version code.
    static func versionChangelog(_ versionCode: String) -> StoreField {
        StoreField(
            "changelogs/\(versionCode)", limit: 500,
            source:
                "Play Console Help, Prepare and roll out a release (answer 9859348): release notes, up to 500 characters per language"
        )
    }

    public static func fields(for store: Store) -> [StoreField] {
        switch store {
        case .appStore: appStore
        case .play: play
        }
    }

    /// The folder under `marketing/` holding a store's global (non-localized) templates.
    public static func globalFolder(for store: Store) -> String { store.rawValue }

    /// Every template name either store reads, sorted (changelogs by version code besides).
    public static let allTemplateFields: [String] = Array(Set((appStore + play).flatMap(\.templates))).sorted()

    /// Whether a template name is a store field (`changelogs/<digits>` included).
    public static func isTemplateField(_ name: String) -> Bool {
        if allTemplateFields.containsCodePoints(name) { return true }
        guard name.hasCodePointPrefix("changelogs/") else { return false }
        let code = name.dropFirst("changelogs/".count)
        return !code.isEmpty && code.allSatisfy { $0.isASCII && $0.isNumber }
    }
}

import Foundation

/// The stores zk-marketing renders for.
public enum Store: String, Sendable, CaseIterable {
    /// App Store Connect, through fastlane `deliver`.
    case appStore = "app-store"
    /// Google Play, through fastlane `supply`.
    case play
}

/// One field of a store listing: the file it is written to, the templates it is rendered from,
/// its length limit and where that limit is documented.
public struct StoreField: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case text
        case keywords
        case url
    }

    /// Output file name without `.txt` (fastlane's name for the field).
    public var name: String
    /// Template names tried in order, first in the locale's folder, then in `default/`.
    public var templates: [String]
    /// Maximum length in characters of the rendered, trimmed text.
    public var limit: Int
    /// Whether every locale must have it.
    public var required: Bool
    public var kind: Kind
    /// Where the limit comes from.
    public var source: String

    /// A human name for messages (`promotional text`).
    public var label: String { name.replacingOccurrences(of: "_", with: " ") }
}

/// The store rules as one table per store. Limits are measured on the rendered, trimmed text in
/// characters; 90 % of a limit is a warning. Change a limit only together with its source.
public enum StoreRules {
    /// Share of the limit from which a field is reported as near it.
    public static let nearLimitShare = 0.9

    // Sources, App Store: App Store Connect Help, "Reference > App information" (name, subtitle,
    // privacy policy URL) and "Reference > Platform version information" (promotional text,
    // description, keywords, what's new, support URL, marketing URL),
    // https://developer.apple.com/help/app-store-connect/reference/app-information and
    // https://developer.apple.com/help/app-store-connect/reference/platform-version-information.
    // The URL limit of 255 characters is the field length App Store Connect accepts.
    public static let appStore: [StoreField] = [
        // App information: "Name … can't be longer than 30 characters".
        StoreField(name: "name", templates: ["name"], limit: 30, required: true, kind: .text,
                   source: "App Store Connect Help, App information: name, up to 30 characters"),
        // App information: "Subtitle … can't be longer than 30 characters" (optional).
        StoreField(name: "subtitle", templates: ["subtitle"], limit: 30, required: false, kind: .text,
                   source: "App Store Connect Help, App information: subtitle, up to 30 characters"),
        // Platform version information: description, up to 4000 characters (required).
        StoreField(name: "description", templates: ["description"], limit: 4000, required: true, kind: .text,
                   source: "App Store Connect Help, Platform version information: description, up to 4000 characters"),
        // Platform version information: keywords, up to 100 characters, separated by commas (required).
        StoreField(name: "keywords", templates: ["keywords"], limit: 100, required: true, kind: .keywords,
                   source: "App Store Connect Help, Platform version information: keywords, up to 100 characters"),
        // Platform version information: promotional text, up to 170 characters (optional).
        StoreField(name: "promotional_text", templates: ["promotional_text"], limit: 170, required: false, kind: .text,
                   source: "App Store Connect Help, Platform version information: promotional text, up to 170 characters"),
        // Platform version information: what's new in this version, up to 4000 characters
        // (required for updates only, so optional here).
        StoreField(name: "release_notes", templates: ["release_notes"], limit: 4000, required: false, kind: .text,
                   source: "App Store Connect Help, Platform version information: what's new, up to 4000 characters"),
        // Platform version information: support URL (required).
        StoreField(name: "support_url", templates: ["support_url"], limit: 255, required: true, kind: .url,
                   source: "App Store Connect Help, Platform version information: support URL, up to 255 characters"),
        // App information: privacy policy URL (required for every app).
        StoreField(name: "privacy_url", templates: ["privacy_url"], limit: 255, required: true, kind: .url,
                   source: "App Store Connect Help, App information: privacy policy URL, up to 255 characters"),
        // Platform version information: marketing URL (optional).
        StoreField(name: "marketing_url", templates: ["marketing_url"], limit: 255, required: false, kind: .url,
                   source: "App Store Connect Help, Platform version information: marketing URL, up to 255 characters"),
    ]

    // Sources, Google Play: Play Console Help, "Create and set up your app > Add preview assets /
    // store listing": app name up to 30 characters, short description up to 80, full description
    // up to 4000 (https://support.google.com/googleplay/android-developer/answer/9859152);
    // file names from fastlane supply's metadata layout (metadata/android/<locale>/).
    public static let play: [StoreField] = [
        StoreField(name: "title", templates: ["title", "name"], limit: 30, required: true, kind: .text,
                   source: "Play Console Help, store listing: app name, up to 30 characters"),
        StoreField(name: "short_description", templates: ["short_description", "subtitle"], limit: 80, required: true, kind: .text,
                   source: "Play Console Help, store listing: short description, up to 80 characters"),
        StoreField(name: "full_description", templates: ["full_description", "description"], limit: 4000, required: true, kind: .text,
                   source: "Play Console Help, store listing: full description, up to 4000 characters"),
    ]

    public static func fields(for store: Store) -> [StoreField] {
        switch store {
        case .appStore: appStore
        case .play: play
        }
    }

    /// Every template name either store reads, sorted.
    public static let allTemplateFields: [String] = Array(Set((appStore + play).flatMap(\.templates))).sorted()
}

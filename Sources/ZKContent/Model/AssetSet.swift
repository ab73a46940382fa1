import ZKCore

/// The kinds of folder an asset catalog holds, by extension.
public enum AssetSetKind: String, Sendable, Hashable, CaseIterable {
    case imageSet = "imageset"
    case colorSet = "colorset"
    case symbolSet = "symbolset"
    case dataSet = "dataset"
    case appIconSet = "appiconset"
    // Known to Xcode, inventoried by name only.
    case iconSet = "iconset"
    case launchImage = "launchimage"
    case imageStack = "imagestack"
    case brandAssets = "brandassets"
    case spriteAtlas = "spriteatlas"
    case textureSet = "textureset"
    case cubeTextureSet = "cubetextureset"
    case mipmapSet = "mipmapset"
    case arResourceGroup = "arresourcegroup"
    case complicationSet = "complicationset"
    case stickerPack = "stickerpack"
    case sticker = "sticker"
    case stickerSequence = "stickersequence"
    case iconComposer = "icon"
    case solidImageStack = "solidimagestack"
    case solidImageStackLayer = "solidimagestacklayer"
    case imageStackLayer = "imagestacklayer"
    case gameCenterDashboardImage = "gcdashboardimage"
    case gameCenterLeaderboard = "gcleaderboard"
    case gameCenterLeaderboardSet = "gcleaderboardset"
    case gameCenterAchievement = "gcachievement"
    case arReferenceImage = "arreferenceimage"
    case arObject = "arobject"
    /// A folder with any other extension: a set kind zk-content does not know (never a group).
    case other = "?"

    /// The sets whose `images`/`symbols` entries name image files to probe.
    static let imageKinds: [AssetSetKind] = [.imageSet, .appIconSet, .symbolSet, .launchImage, .iconSet, .sticker]

    /// The array of `Contents.json` that lists a set's files.
    var entriesKey: String {
        switch self {
        case .colorSet: return "colors"
        case .symbolSet: return "symbols"
        case .dataSet: return "data"
        default: return "images"
        }
    }

    /// For messages: `image set`, `app icon set`.
    public var displayName: String {
        switch self {
        case .imageSet: return "image set"
        case .colorSet: return "color set"
        case .symbolSet: return "symbol set"
        case .dataSet: return "data set"
        case .appIconSet: return "app icon set"
        default: return rawValue
        }
    }

    /// The kind of a folder by its extension; nil for a group (no extension). Xcode treats a
    /// folder with an extension as a set (or a container of sets), never as a group.
    static func of(folderName: Substring) -> AssetSetKind? {
        guard let dot = folderName.lastIndex(of: "."), dot != folderName.startIndex else { return nil }
        let suffix = folderName[folderName.index(after: dot)...]
        guard !suffix.isEmpty, suffix.allSatisfy({ $0.isLetter }) else { return nil }
        return AssetSetKind(rawValue: String(suffix)) ?? .other
    }
}

/// One entry of a set's `images`, `symbols`, `data` or `colors`: the file it names and the
/// traits that select it (idiom, scale, appearances, locale…). Every member is kept in `raw`,
/// including keys zk-content does not know.
public struct AssetEntry: Sendable {
    public var filename: Located<String>?
    public var idiom: String?
    public var scale: String?
    /// App icons: the point size (`60x60`, `83.5x83.5`, `1024x1024`).
    public var size: String?
    public var platform: String?
    public var locale: String?
    /// `luminosity: dark`, `contrast: high`, in the order written.
    public var appearances: [(appearance: String, value: String)]
    public var location: SourceLocation
    public var raw: JSONValue

    /// 1, 2 or 3 for `1x`…`3x`; nil for a single-scale (vector) entry.
    public var scaleFactor: Int? {
        guard let scale, scale.hasSuffix("x") else { return nil }
        return Int(scale.dropLast())
    }

    /// Every trait but the scale: entries with the same slot are the scales of one image.
    public var slot: String {
        var parts: [String] = []
        if let object = raw.object {
            for member in object.members where !["filename", "scale"].contains(member.key) {
                parts.append(member.key + "=" + AssetEntry.flatten(member.value))
            }
        }
        return parts.sorted().joined(separator: ";")
    }

    /// `dark`, `high contrast`, `dark, high contrast`, `any` — for messages.
    public var traitsText: String {
        var parts: [String] = []
        if let idiom, idiom != "universal" { parts.append(idiom) }
        parts += appearances.map { $0.appearance == "luminosity" ? $0.value : "\($0.value) \($0.appearance)" }
        if let locale { parts.append("locale \(locale)") }
        return parts.isEmpty ? "any appearance" : parts.joined(separator: ", ")
    }

    static func flatten(_ value: JSONValue) -> String {
        switch value.kind {
        case .string(let text): return text
        case .array(let items): return "[" + items.map(flatten).joined(separator: ",") + "]"
        case .object(let object):
            return "{" + object.members.map { $0.key + ":" + flatten($0.value) }.sorted().joined(separator: ",") + "}"
        default: return "\(value.kind)"
        }
    }

    init(_ value: JSONValue, path: String) {
        raw = value
        location = value.location(in: path)
        filename = ContentModel.string(value["filename"], path)
        idiom = value["idiom"]?.string
        scale = value["scale"]?.string
        size = value["size"]?.string
        platform = value["platform"]?.string
        locale = value["locale"]?.string
        appearances = (value["appearances"]?.array ?? []).compactMap { item in
            guard let appearance = item["appearance"]?.string, let value = item["value"]?.string else { return nil }
            return (appearance, value)
        }
    }
}

/// A set folder of a catalog (`friend_07.imageset`): its kind, the name Xcode gives it, the
/// namespacing groups above it, its entries and properties.
public struct AssetSet: Sendable {
    public var kind: AssetSetKind
    /// The folder name without its extension (`friend_07`).
    public var stem: String
    /// The name Xcode resolves: the stems of the namespacing groups above, then the stem
    /// (`Friends/friend_07`).
    public var name: String
    /// Project-relative `…/friend_07.imageset`.
    public var folder: String
    public var catalog: AssetCatalogSource
    /// The groups above that provide a namespace, outermost first.
    public var namespaces: [AssetGroup]
    /// Its `Contents.json` (nil when missing); the location of its top or of the folder.
    public var hasContents: Bool
    public var location: SourceLocation
    public var entriesLocation: SourceLocation?
    public var entries: [AssetEntry]
    /// `properties` (template-rendering-intent, preserves-vector-representation,
    /// compression-type, on-demand-resource-tags, localizable…), every key kept.
    public var properties: JSONObject?
    public var propertiesPath: String

    public var preservesVectorRepresentation: Bool { properties?["preserves-vector-representation"]?.bool == true }
    public var templateRenderingIntent: String? { properties?["template-rendering-intent"]?.string }
    public var compressionType: String? { properties?["compression-type"]?.string }
    public var onDemandResourceTags: [String] {
        properties?["on-demand-resource-tags"]?.array?.compactMap(\.string) ?? []
    }

    /// The asset-name category (`friend` of `friend_07`), if it has one of spec 6.4.3.
    public var category: String? { AssetNameCheck.category(of: stem) }
}

/// A folder of a catalog that is no set: a group, possibly providing a namespace.
public struct AssetGroup: Sendable {
    public var folder: String
    public var name: String
    public var providesNamespace: Bool
    /// The `provides-namespace` value in its `Contents.json`, or the folder.
    public var location: SourceLocation
}

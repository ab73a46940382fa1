/// What a file under `Content/` is, from its path relative to the content folder.
public enum ContentKind: String, Sendable, CaseIterable {
    case manifest, numbers, prompts, avatars, friends, stickers, decorations, game, dotPicture
    /// `schemas/*.schema.json`.
    case schema
    /// `Illustrations.xcassets/**/Contents.json`.
    case assetCatalog
    /// `dictionaries/**`: zk-dawg's inputs, skipped here.
    case dictionary
    /// Anything else: validated only when it names its schema with `$schema`.
    case other

    /// The kind of `relative` (a path inside the content folder).
    public static func of(_ relative: String) -> ContentKind {
        if relative.hasPrefix("dictionaries/") { return .dictionary }
        if relative.hasPrefix("schemas/") && relative.hasSuffix(".schema.json") { return .schema }
        let parts = relative.split(separator: "/")
        if parts.contains(where: { $0.hasSuffix(".xcassets") }) { return .assetCatalog }
        if parts.count == 2 && parts[0] == "games" { return .game }
        if parts.count == 2 && parts[0] == "dotpictures" { return .dotPicture }
        switch relative {
        case "manifest.json": return .manifest
        case "numbers.json": return .numbers
        case "prompts.json": return .prompts
        case "avatars.json": return .avatars
        case "friends.json": return .friends
        case "stickers.json": return .stickers
        case "decorations.json": return .decorations
        default: return .other
        }
    }

    /// The schema file (in `schemas/`) used when the file names none with `$schema`.
    public var defaultSchema: String? {
        switch self {
        case .manifest, .numbers, .prompts, .avatars, .friends, .stickers, .decorations: "\(rawValue).schema.json"
        case .game: "game.schema.json"
        case .dotPicture: "dotpicture.schema.json"
        case .schema, .assetCatalog, .dictionary, .other: nil
        }
    }

    /// The name used in messages (`a game file is an object`).
    public var displayName: String {
        switch self {
        case .dotPicture: "dot picture"
        case .assetCatalog: "asset catalog"
        case .other: "content"
        default: rawValue
        }
    }

    /// The name of one entry of the file (`avatar 'avatar.fuchs'`).
    public var entryName: String {
        switch self {
        case .numbers: "number"
        case .prompts: "prompt"
        case .avatars: "avatar"
        case .friends: "friend"
        case .stickers: "sticker"
        case .decorations: "decoration"
        default: displayName
        }
    }

    /// Whether the file is content the compiler writes to `build/content/`.
    public var isContent: Bool {
        switch self {
        case .schema, .assetCatalog, .dictionary: false
        default: true
        }
    }
}

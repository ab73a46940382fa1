/// What a file under `Content/` is, from its path relative to the content folder.
public enum ContentKind: String, Sendable, CaseIterable {
    case manifest, numbers, prompts, avatars, friends, stickers, decorations, game, dotPicture
    /// `schemas/*.schema.json`.
    case schema
    /// `Illustrations.xcassets/**/Contents.json`, and an Icon Composer document's `AppIcon.icon/icon.json`.
    case assetCatalog
    /// `dictionaries/**`: zk-dawg's inputs, skipped here.
    case dictionary
    /// Anything else: validated only when it names its schema with `$schema`.
    case other

    /// The kind of `relative` (a path inside the content folder), told from its bytes: a folder
    /// validates thousands of files, and this runs before they are read in parallel. Paths are
    /// bytes, so a name is matched byte for byte and `/` always separates parts, also when a
    /// combining mark follows it (`schemas/\u{301}x.schema.json` is in `schemas/`, where
    /// `String` would see the grapheme `/\u{301}` and no `/`).
    public static func of(_ relative: String) -> ContentKind {
        var path = relative
        return path.withUTF8(of(bytes:))
    }

    static func of(bytes path: UnsafeBufferPointer<UInt8>) -> ContentKind {
        func matches(_ name: StaticString, _ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
            let count = name.utf8CodeUnitCount
            guard start >= 0, start + count <= bytes.count else { return false }
            for index in 0..<count where bytes[start + index] != name.utf8Start[index] { return false }
            return true
        }
        func starts(_ prefix: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            matches(prefix, bytes, at: 0)
        }
        func ends(_ suffix: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            matches(suffix, bytes, at: bytes.count - suffix.utf8CodeUnitCount)
        }
        func equals(_ name: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            bytes.count == name.utf8CodeUnitCount && starts(name, bytes)
        }
        if starts("dictionaries/", path) { return .dictionary }
        if starts("schemas/", path) && ends(".schema.json", path) { return .schema }
        // The non-empty parts between slashes, in one pass and no array (this runs for every
        // file of a folder before any is read): how many, the first, any a catalog.
        var count = 0
        var first = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        var inCatalog = false
        var start = 0
        for index in 0...path.count where index == path.count || path[index] == UInt8(ascii: "/") {
            if index > start {
                let part = UnsafeBufferPointer(rebasing: path[start..<index])
                if count == 0 { first = part }
                count += 1
                // An Icon Composer document's `icon.json` is Xcode's, as a catalog's `Contents.json` is.
                if ends(".xcassets", part) || (part.count > 5 && ends(".icon", part)) { inCatalog = true }
            }
            start = index + 1
        }
        if inCatalog { return .assetCatalog }
        if count == 2 && equals("games", first) { return .game }
        if count == 2 && equals("dotpictures", first) { return .dotPicture }
        return named.first { equals($0.0, path) }?.1 ?? .other
    }

    /// The files of one kind each, by their whole path.
    private static let named: [(StaticString, ContentKind)] = [
        ("manifest.json", .manifest), ("numbers.json", .numbers), ("prompts.json", .prompts),
        ("avatars.json", .avatars), ("friends.json", .friends), ("stickers.json", .stickers),
        ("decorations.json", .decorations),
    ]

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

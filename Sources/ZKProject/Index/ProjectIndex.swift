import ZKCore

/// Everything the content defines and references, with locations: the plain data the content
/// stage hands to the strings and audio checks (they never import each other).
public struct ProjectIndex: Sendable, Codable, Hashable {
    /// A name used or defined at a place; `context` says by what (`game 'hoer_hin'`).
    public struct Entry: Sendable, Codable, Hashable {
        public var name: String
        public var location: SourceLocation
        public var context: String?

        public init(_ name: String, at location: SourceLocation, context: String? = nil) {
            self.name = name
            self.location = location
            self.context = context
        }
    }

    /// The content's source locale and required locales (from `Content/manifest.json`).
    public var sourceLocale: String
    public var locales: [String]
    /// Every string key the content references (number words, titles, prompts, names…).
    public var stringKeys: [Entry]
    /// Every audio ID the content references (`num.7`, `num.7.q`, `sfx.tap`, prompt IDs…).
    public var audioIDs: [Entry]
    /// Every asset name the content references.
    public var assetReferences: [Entry]
    /// Every asset the asset catalog defines.
    public var assets: [Entry]
    /// Every content ID defined (games, prompts, friends, stickers, decorations, dot pictures…).
    public var ids: [Entry]

    public init(
        sourceLocale: String = Conventions.sourceLocale, locales: [String] = Conventions.locales,
        stringKeys: [Entry] = [],
        audioIDs: [Entry] = [], assetReferences: [Entry] = [], assets: [Entry] = [], ids: [Entry] = []
    ) {
        self.sourceLocale = sourceLocale
        self.locales = locales
        self.stringKeys = stringKeys
        self.audioIDs = audioIDs
        self.assetReferences = assetReferences
        self.assets = assets
        self.ids = ids
    }
}

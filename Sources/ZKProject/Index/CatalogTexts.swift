import ZKCore

/// The current texts of a String Catalog, per key and locale, with locations: what the strings
/// stage hands to the audio checks (to find stale recordings and write recording scripts).
public struct CatalogTexts: Sendable, Codable, Hashable {
    public struct Text: Sendable, Codable, Hashable {
        public var value: String
        public var state: String
        public var location: SourceLocation

        public init(value: String, state: String, location: SourceLocation) {
            self.value = value
            self.state = state
            self.location = location
        }
    }

    public struct Entry: Sendable, Codable, Hashable {
        public var key: String
        public var comment: String?
        public var location: SourceLocation
        /// Locale → text of the plain string unit (plural forms are not spoken lines).
        public var texts: Keyed<Text>

        public init(key: String, comment: String?, location: SourceLocation, texts: Keyed<Text>) {
            self.key = key
            self.comment = comment
            self.location = location
            self.texts = texts
        }
    }

    /// Project-relative path of the catalog (`Strings/Content.xcstrings`).
    public var catalogPath: String
    public var sourceLanguage: String
    /// Key → entry; keys that differ only by Unicode normalisation are two entries.
    public var entries: Keyed<Entry>

    public init(catalogPath: String, sourceLanguage: String, entries: Keyed<Entry>) {
        self.catalogPath = catalogPath
        self.sourceLanguage = sourceLanguage
        self.entries = entries
    }
}

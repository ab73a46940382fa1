import ZKCore

/// What the app's Swift sources use of the String Catalogs, with locations: the plain data the
/// driver's swift stage hands to the strings checks, as the content stage hands them the
/// `ProjectIndex` (the tool modules never import each other).
public struct CodeIndex: Sendable, Codable, Hashable {
    /// One localized lookup in code: `Text("home.title")`, `String(localized: "…", table: "Content")`.
    public struct KeyUse: Sendable, Codable, Hashable {
        /// One piece of the key: literal text, or an interpolation and the placeholder Xcode
        /// writes for it (`%lld` for an integer that is visibly one, `%@` when the type is not
        /// visible; `SwiftKeyExtractor.placeholder`).
        public enum Piece: Sendable, Codable, Hashable {
            case text(String)
            case placeholder(String)
        }

        /// The key as Xcode extracts it (`"%lld stars"` for `"\(n) stars"`).
        public var key: String
        /// The key's pieces; a key without interpolation is one text piece.
        public var pieces: [Piece]
        /// The table (`table:`/`tableName:`), nil for the default `Localizable`.
        public var table: String?
        /// False when `table:` is not a literal: the catalog cannot be known, the use is not checked.
        public var tableIsKnown: Bool
        /// The call as written (`Text`, `String(localized:)`, `.navigationTitle`).
        public var call: String
        /// The string literal (its opening delimiter).
        public var location: SourceLocation

        public init(
            key: String, pieces: [Piece], table: String?, tableIsKnown: Bool = true, call: String,
            location: SourceLocation
        ) {
            self.key = key
            self.pieces = pieces
            self.table = table
            self.tableIsKnown = tableIsKnown
            self.call = call
            self.location = location
        }

        /// Whether the key has an interpolation.
        public var isInterpolated: Bool { pieces.contains { if case .placeholder = $0 { true } else { false } } }

        /// The table name, `Localizable` when none is given.
        public var tableName: String { table ?? CodeIndex.defaultTable }
    }

    /// The table of a lookup that names none.
    public static let defaultTable = "Localizable"

    /// Every localized lookup, in file and source order.
    public var keyUses: [KeyUse]
    /// Every string literal of the sources (decoded, interpolations as Xcode writes them),
    /// distinct and sorted: a catalog key that equals one of them is used, even through a call
    /// the extractor does not know (a view of the app taking a `LocalizedStringKey`).
    public var literals: [String]
    /// Every `Type.member` the sources write (`Localizable.homeTitle`), distinct and sorted: a
    /// catalog key whose generated accessor is written is used.
    public var memberAccesses: [String]
    /// The Swift files read, project-relative, sorted.
    public var files: [String]

    public init(keyUses: [KeyUse] = [], literals: [String] = [], memberAccesses: [String] = [], files: [String] = []) {
        self.keyUses = keyUses
        self.literals = literals
        self.memberAccesses = memberAccesses
        self.files = files
    }
}

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
    /// Every asset catalog name the sources look up (`Image("…")`, `UIColor(named: "…")`,
    /// `Image(.onboarding)`), in file and source order: the content stage checks them against the
    /// asset catalogs.
    public var assetUses: [AssetUse]
    /// Every identifier of the sources (members after a `.` included, backticks removed),
    /// distinct and sorted: an asset set whose generated symbol (`ImageResource.onboarding`,
    /// `Color.brandRed`, `.foregroundStyle(.brandRed)`) is written is used.
    public var identifiers: [String]
    /// The image files that lie loose in the source folders (outside asset catalogs), by name
    /// without extension and scale (`Resources/logo@2x.png` → `logo`), distinct and sorted:
    /// `UIImage(named: "logo")` finds them in the bundle.
    public var looseImages: [String]
    /// The names the sources declare as static members or enum cases, distinct and sorted:
    /// `Color(.brand)` is no generated symbol when `static let brand` is the app's own
    /// (`UIColor.brand`).
    public var declaredMembers: [String]

    public init(
        keyUses: [KeyUse] = [], literals: [String] = [], memberAccesses: [String] = [], files: [String] = [],
        assetUses: [AssetUse] = [], identifiers: [String] = [], looseImages: [String] = [],
        declaredMembers: [String] = []
    ) {
        self.declaredMembers = declaredMembers
        self.keyUses = keyUses
        self.literals = literals
        self.memberAccesses = memberAccesses
        self.files = files
        self.assetUses = assetUses
        self.identifiers = identifiers
        self.looseImages = looseImages
    }

    /// One lookup of an asset catalog's image or colour in code.
    public struct AssetUse: Sendable, Codable, Hashable {
        /// What the lookup finds: an image (image, symbol and app icon sets) or a colour set.
        public enum Kind: String, Sendable, Codable, Hashable {
            case image, color
        }

        /// The name as written: the literal's text (an interpolation as `%@`), or for a generated
        /// symbol (`Image(.onboarding)`) the symbol's name (`onboarding`).
        public var name: String
        /// The literal's pieces (an interpolation is a placeholder); one text piece for a symbol.
        public var pieces: [KeyUse.Piece]
        public var kind: Kind
        /// Whether the use names Xcode's generated `ImageResource`/`ColorResource` symbol rather
        /// than the set's name.
        public var isSymbol: Bool
        /// The call as written (`Image`, `UIImage(named:)`, `Image(.…)`).
        public var call: String
        /// The literal (its opening delimiter) or the symbol's name.
        public var location: SourceLocation

        public init(
            name: String, pieces: [KeyUse.Piece], kind: Kind, isSymbol: Bool = false, call: String,
            location: SourceLocation
        ) {
            self.name = name
            self.pieces = pieces
            self.kind = kind
            self.isSymbol = isSymbol
            self.call = call
            self.location = location
        }

        /// Whether the name is built at run time (an interpolated literal).
        public var isInterpolated: Bool { pieces.contains { if case .placeholder = $0 { true } else { false } } }

        /// Whether `candidate` is a name the use can produce: the text pieces in order, each
        /// interpolation standing for one or more characters.
        public func matches(_ candidate: String) -> Bool {
            Self.match(pieces[...], Substring(candidate))
        }

        private static func match(_ pieces: ArraySlice<KeyUse.Piece>, _ text: Substring) -> Bool {
            guard let first = pieces.first else { return text.isEmpty }
            switch first {
            case .text(let fixed):
                guard text.hasPrefix(fixed) else { return false }
                return match(pieces.dropFirst(), text.dropFirst(fixed.count))
            case .placeholder:
                guard !text.isEmpty else { return false }
                var index = text.index(after: text.startIndex)
                while true {
                    if match(pieces.dropFirst(), text[index...]) { return true }
                    guard index < text.endIndex else { return false }
                    index = text.index(after: index)
                }
            }
        }
    }
}

import ZKCore

/// One token of `brand.json`: an object with `$value`, found at a dotted path of group names.
public struct DesignToken: Sendable, Hashable {
    /// Dotted path from the root (`color.bead_red.light`).
    public var path: String
    /// `$type` written on the token itself.
    public var ownType: String?
    /// `$type` of the nearest enclosing group that sets one.
    public var inheritedType: String?
    /// The `$value` as written (a literal or an alias string).
    public var value: JSONValue
    /// The dotted path inside `{…}` when the value is an alias.
    public var aliasTarget: String?
    public var description: String?
    /// The `$deprecated` reason (`""` when it is just `true`), inherited from groups; nil when not deprecated.
    public var deprecation: String?
    /// Where the token's name is written.
    public var keyPosition: SourcePosition

    /// The last path component (`light`). Paths split at the `.` code point, never inside a name
    /// (names cannot hold one, `TokenNameCheck`), even when a name starts with a combining mark.
    public var name: String {
        guard let dot = path.unicodeScalars.lastIndex(of: ".") else { return path }
        return String(Substring(path.unicodeScalars[path.unicodeScalars.index(after: dot)...]))
    }

    /// The path of the enclosing group (`color.bead_red`), empty at the root.
    public var groupPath: String {
        guard let dot = path.unicodeScalars.lastIndex(of: ".") else { return "" }
        return String(Substring(path.unicodeScalars[..<dot]))
    }

    /// The type the token declares or inherits (aliases may instead take their target's).
    public var declaredType: String? { ownType ?? inheritedType }

    /// If `text` is an alias (`{group.token}`), the dotted path inside the braces.
    public static func aliasPath(in text: String) -> String? {
        guard text.count >= 3, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.isEmpty, !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }
}

/// A group of tokens: an object without `$value`.
public struct TokenGroup: Sendable, Hashable {
    public var path: String
    /// Names of the tokens and groups directly inside, in source order.
    public var memberNames: [String]
    public var keyPosition: SourcePosition?
    public var description: String?
}

/// The token tree of one `brand.json`, flattened: tokens in document order, groups by path.
/// Paths are looked up by code point, so look-alike names ("ñ" and "n\u{0303}") stay two tokens.
public struct TokenDocument: Sendable {
    public var file: SourceFile
    public var tokens: [DesignToken]
    /// Every group by its dotted path (the root is `""`).
    public private(set) var groups: [CodePointString: TokenGroup]
    /// The JSON tree after group extension, which `$ref` pointers walk.
    public var root: JSONValue
    /// Groups whose `$extends` failed (reported there); their tokens are not judged on what they lack.
    public var brokenGroups: Set<CodePointString> = []

    /// Groups and tokens whose `$type` names no type (reported there): their tokens' missing
    /// type is that one mistake, not one more per token (issue 52).
    public var mistypedOwners: Set<CodePointString> = []

    /// Whether the token's type is missing because its own or a group's `$type` was reported.
    public func hasReportedType(_ path: String) -> Bool {
        mistypedOwners.contains {
            $0.string.isEmpty || path.hasSameCodePoints(as: $0.string) || path.hasCodePointPrefix($0.string + ".")
        }
    }

    /// Whether the token lies in a group whose extension failed.
    public func inBrokenGroup(_ path: String) -> Bool {
        brokenGroups.contains { path.hasCodePointPrefix($0.string + ".") }
    }
    private var indexByPath: [CodePointString: Int]

    public init(
        file: SourceFile, tokens: [DesignToken], groups: [TokenGroup],
        root: JSONValue = JSONValue(.object(JSONObject()))
    ) {
        self.file = file
        self.tokens = tokens
        self.root = root
        var byPath: [CodePointString: TokenGroup] = [:]
        // A group written twice: the last, as JSON readers keep.
        for group in groups { byPath[group.path.codePoints] = group }
        self.groups = byPath
        var index: [CodePointString: Int] = [:]
        for (position, token) in tokens.enumerated() where index[token.path.codePoints] == nil {
            index[token.path.codePoints] = position
        }
        self.indexByPath = index
    }

    /// The token at exactly this path (code point by code point).
    public subscript(path: String) -> DesignToken? {
        indexByPath[path.codePoints].map { tokens[$0] }
    }

    /// The group at exactly this path (code point by code point).
    public func group(_ path: String) -> TokenGroup? { groups[path.codePoints] }

    /// Every token path, in code-point order (for suggestions).
    public var sortedPaths: [String] { tokens.map(\.path).sortedByCodePoints() }

    /// A location in the token file.
    public func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(path: file.path, start: position)
    }
}

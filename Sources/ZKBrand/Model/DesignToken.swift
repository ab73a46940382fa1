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

    /// The last path component (`light`).
    public var name: String { path.split(separator: ".").last.map(String.init) ?? path }

    /// The path of the enclosing group (`color.bead_red`), empty at the root.
    public var groupPath: String {
        guard let dot = path.lastIndex(of: ".") else { return "" }
        return String(path[..<dot])
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
public struct TokenDocument: Sendable {
    public var file: SourceFile
    public var tokens: [DesignToken]
    public var groups: [String: TokenGroup]
    /// The JSON tree after group extension, which `$ref` pointers walk.
    public var root: JSONValue
    /// Groups whose `$extends` failed (reported there); their tokens are not judged on what they lack.
    public var brokenGroups: Set<String> = []

    /// Whether the token lies in a group whose extension failed.
    public func inBrokenGroup(_ path: String) -> Bool {
        brokenGroups.contains { path.hasPrefix($0 + ".") }
    }
    private var indexByPath: [String: Int]

    public init(file: SourceFile, tokens: [DesignToken], groups: [String: TokenGroup], root: JSONValue = JSONValue(.object(JSONObject()))) {
        self.file = file
        self.tokens = tokens
        self.groups = groups
        self.root = root
        var index: [String: Int] = [:]
        for (position, token) in tokens.enumerated() where index[token.path] == nil {
            index[token.path] = position
        }
        self.indexByPath = index
    }

    public subscript(path: String) -> DesignToken? {
        indexByPath[path].map { tokens[$0] }
    }

    /// Every token path, sorted (for suggestions).
    public var sortedPaths: [String] { tokens.map(\.path).sorted() }

    /// A location in the token file.
    public func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(path: file.path, start: position)
    }
}

import ZKCore

/// A token with its alias chain followed to a literal value.
public struct ResolvedToken: Sendable, Hashable {
    public var token: DesignToken
    /// The declared type, or else the type of the alias target.
    public var type: String?
    /// The literal value at the end of the alias chain.
    public var value: JSONValue
    /// The token that holds the literal (the token itself when it is not an alias).
    public var source: DesignToken
    /// The resolved type of the direct alias target (nil for a literal).
    public var targetType: String?

    public var path: String { token.path }

    /// The value as text for templates and generated files: strings as they are, numbers in
    /// their shortest form, colours as hex; nil for values text cannot show.
    public var text: String? {
        switch value.kind {
        case .string(let string): return string
        case .number(let number): return JSONWriter.format(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .object:
            return type == "color" ? ColorValue.parse(value)?.hexString : nil
        default: return nil
        }
    }
}

/// Every token whose alias chain resolves, in document order, looked up by path (code point
/// by code point).
public struct ResolvedTokens: Sendable {
    public var document: TokenDocument
    public var ordered: [ResolvedToken]
    private var byPath: [CodePointString: ResolvedToken]

    public init(document: TokenDocument, ordered: [ResolvedToken]) {
        self.document = document
        self.ordered = ordered
        var map: [CodePointString: ResolvedToken] = [:]
        for token in ordered where map[token.path.codePoints] == nil { map[token.path.codePoints] = token }
        self.byPath = map
    }

    public subscript(path: String) -> ResolvedToken? { byPath[path.codePoints] }

    /// An empty set, for a project without a readable token file.
    public static func empty(path: String) -> ResolvedTokens {
        ResolvedTokens(
            document: TokenDocument(file: SourceFile(path: path, bytes: []), tokens: [], groups: []), ordered: [])
    }
}

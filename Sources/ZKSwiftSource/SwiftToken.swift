import ZKCore

/// One token of Swift source, as `SwiftLexer` reads it: enough of the language to find string
/// literals and the calls around them, with exact byte offsets (lines and columns come from the
/// file's `SourceFile`).
public struct SwiftToken: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A name, a keyword (`func`, `let`), a backticked name (without its backticks), or an
        /// attribute or directive with its sigil (`@State`, `#if`, `#Preview`).
        case identifier
        /// An integer literal (`42`, `0x2A`, `1_000`).
        case integer
        /// A floating-point literal (`1.5`, `2e3`).
        case float
        /// A string literal, decoded (`literal`).
        case string
        /// One punctuation character: `(` `)` `[` `]` `{` `}` `,` `:` `;` `.` (a `.` that starts
        /// or continues an operator is part of the operator).
        case punctuation
        /// An operator (`+`, `==`, `...`, `?`, `!`, `=`, `->`).
        case `operator`
    }

    public var kind: Kind
    /// The token as written (for a string literal, the whole literal with its delimiters).
    public var text: String
    /// Byte offsets of the token in the file: `start..<end`.
    public var start: Int
    public var end: Int
    /// The decoded literal of a string token.
    public var literal: SwiftStringLiteral?

    public init(_ kind: Kind, _ text: String, start: Int, end: Int, literal: SwiftStringLiteral? = nil) {
        self.kind = kind
        self.text = text
        self.start = start
        self.end = end
        self.literal = literal
    }

    /// Whether the token is the punctuation or operator `text`.
    public func isSymbol(_ symbol: String) -> Bool { (kind == .punctuation || kind == .operator) && text == symbol }
}

/// A decoded string literal: its text pieces (escapes resolved, a multi-line literal's indentation
/// removed) and the tokens of each interpolation `\(…)`, in order.
public struct SwiftStringLiteral: Sendable, Hashable {
    public enum Segment: Sendable, Hashable {
        case text(String)
        /// The tokens between `\(` and its `)`, and the byte offset of the backslash.
        case interpolation([SwiftToken], offset: Int)
    }

    public var segments: [Segment]
    /// `#"…"#` (with any number of `#`).
    public var isRaw: Bool
    /// `"""…"""`.
    public var isMultiline: Bool

    public init(segments: [Segment], isRaw: Bool = false, isMultiline: Bool = false) {
        self.segments = segments
        self.isRaw = isRaw
        self.isMultiline = isMultiline
    }

    /// Whether the literal has an interpolation.
    public var isInterpolated: Bool {
        segments.contains { if case .interpolation = $0 { true } else { false } }
    }

    /// The literal's text without interpolations (their places left out).
    public var plainText: String {
        segments.map { if case .text(let text) = $0 { text } else { "" } }.joined()
    }
}

/// What the lexer could not read: an unterminated literal or comment, at a byte offset. The rest
/// of the file after it is not analysed (said, never silently skipped).
public struct SwiftLexProblem: Sendable, Hashable {
    public var message: String
    public var offset: Int

    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
}

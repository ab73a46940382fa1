import ZKCore

/// A small hand-written Swift lexer: as much of the language as finding string literals and the
/// calls around them needs, over the file's bytes, with exact offsets.
///
/// - comments: `//…` and `/* … */`, nested block comments included;
/// - string literals: `"…"` with escapes (`\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'`, `\u{…}`),
///   raw strings (`#"…"#`, any number of `#`, escapes and interpolations `\#(…)` with as many),
///   multi-line strings (`"""`, the closing delimiter's indentation removed from every line, a
///   line ending in `\` joined to the next), interpolations `\(…)` holding any expression (nested
///   parentheses, strings and interpolations), each lexed into tokens;
/// - regex literals are skipped: extended `#/…/#`, and a bare `/…/` where an operand is expected
///   (after `=`, `(`, `,`, `return`; after a name, a literal or `)` a `/` is a division) that
///   closes on its line and neither starts nor ends with a space;
/// - names, backticked names, `@attributes`, `#directives`, numbers, punctuation and operators.
///
/// An unterminated literal or comment is a problem at its start; the lexer stops there, so the
/// rest of the file is reported as not analysed instead of misread.
public struct SwiftLexer {
    let bytes: [UInt8]
    var index = 0
    var problems: [SwiftLexProblem] = []
    /// Interpolations nest at most this deep (a hostile file cannot exhaust the stack).
    static let maximumDepth = 32

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Every token of `bytes` and what could not be read.
    public static func tokens(_ bytes: [UInt8]) -> (tokens: [SwiftToken], problems: [SwiftLexProblem]) {
        var lexer = SwiftLexer(bytes)
        let tokens = lexer.lex(untilCloseParen: false, depth: 0)
        return (tokens, lexer.problems)
    }

    /// Tokens from `index` to the end, or (inside an interpolation) to the `)` that closes it,
    /// which is consumed and not returned.
    mutating func lex(untilCloseParen: Bool, depth: Int) -> [SwiftToken] {
        var tokens: [SwiftToken] = []
        var parens = 0
        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00:
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                guard skipBlockComment() else {
                    problems.append(SwiftLexProblem("unterminated block comment", at: start))
                    index = bytes.count
                    return tokens
                }
            case UInt8(ascii: "\""):
                guard let token = lexString(hashes: 0, depth: depth) else { return tokens }
                tokens.append(token)
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == UInt8(ascii: "\"") {
                    guard let token = lexString(hashes: hashes, depth: depth) else { return tokens }
                    tokens.append(token)
                } else if peek(hashes) == UInt8(ascii: "/") {
                    guard skipExtendedRegex(hashes: hashes) else {
                        problems.append(SwiftLexProblem("unterminated regex literal", at: start))
                        index = bytes.count
                        return tokens
                    }
                } else if hashes == 1, let next = peek(1), Self.isIdentifierHead(next) {
                    index += 1
                    tokens.append(identifier(from: start))
                } else {
                    index += 1
                    tokens.append(token(.punctuation, from: start))
                }
            case UInt8(ascii: "@"):
                index += 1
                if let next = peek(0), Self.isIdentifierHead(next) {
                    tokens.append(identifier(from: start))
                } else {
                    tokens.append(token(.punctuation, from: start))
                }
            case UInt8(ascii: "`"):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A { index += 1 }
                let name = text(start + 1, index)
                if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
                tokens.append(SwiftToken(.identifier, name, start: start, end: index))
            case UInt8(ascii: "$"):
                index += 1
                while let next = peek(0), Self.isIdentifierBody(next) { index += 1 }
                tokens.append(token(.identifier, from: start))
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                tokens.append(number())
            case UInt8(ascii: "("):
                parens += 1
                index += 1
                tokens.append(token(.punctuation, from: start))
            case UInt8(ascii: ")"):
                index += 1
                if untilCloseParen, parens == 0 { return tokens }
                parens -= 1
                tokens.append(token(.punctuation, from: start))
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","),
                UInt8(ascii: ":"),
                UInt8(ascii: ";"):
                index += 1
                tokens.append(token(.punctuation, from: start))
            case UInt8(ascii: ".") where peek(1) != UInt8(ascii: "."):
                index += 1
                tokens.append(token(.punctuation, from: start))
            case UInt8(ascii: "/") where Self.expectsOperand(after: tokens.last) && bareRegexEnd() != nil:
                index = bareRegexEnd() ?? index + 1  // a bare regex literal (`/desc "([^"]+)"/`), skipped
            default:
                if Self.isIdentifierHead(byte) {
                    tokens.append(identifier(from: start))
                } else if Self.isOperator(byte) || byte == UInt8(ascii: ".") {
                    let dotted = byte == UInt8(ascii: ".")
                    index += 1
                    while let next = peek(0), Self.isOperator(next) || (dotted && next == UInt8(ascii: ".")) {
                        // `a+/* c */b`: a comment ends the operator.
                        if next == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") {
                            break
                        }
                        index += 1
                    }
                    tokens.append(token(.operator, from: start))
                } else {
                    index += 1
                    tokens.append(token(.punctuation, from: start))
                }
            }
        }
        if untilCloseParen { problems.append(SwiftLexProblem("unterminated string interpolation", at: bytes.count)) }
        return tokens
    }

    // MARK: - Strings

    /// The string literal at `index` (after `hashes` `#`), decoded; nil (with a problem) when it
    /// does not end, and then the lexer is at the end of the file.
    mutating func lexString(hashes: Int, depth: Int) -> SwiftToken? {
        let start = index
        let known = problems.count
        index += hashes
        let multiline =
            peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            && !closesOnItsLine(hashes: hashes)
        index += multiline ? 3 : 1
        let segments =
            multiline
            ? multilineSegments(hashes: hashes, depth: depth) : singleLineSegments(hashes: hashes, depth: depth)
        guard let segments else {
            // An inner problem (an interpolation that does not end) is the one reported.
            if problems.count == known { problems.append(SwiftLexProblem("unterminated string literal", at: start)) }
            index = bytes.count
            return nil
        }
        let literal = SwiftStringLiteral(segments: segments, isRaw: hashes > 0, isMultiline: multiline)
        return SwiftToken(.string, text(start, index), start: start, end: index, literal: literal)
    }

    /// Whether a raw literal that opens like a multi-line one (`#"""#`) is a one-line literal:
    /// as Swift's lexer decides, a quote followed by the `#` delimiter on the rest of the line
    /// (from the third quote on) closes it there. `index` is at the first quote.
    func closesOnItsLine(hashes: Int) -> Bool {
        guard hashes > 0 else { return false }
        var probe = index + 2
        while probe < bytes.count, bytes[probe] != UInt8(ascii: "\n"), bytes[probe] != UInt8(ascii: "\r") {
            if bytes[probe] == UInt8(ascii: "\"") {
                var count = 0
                while probe + 1 + count < bytes.count, bytes[probe + 1 + count] == UInt8(ascii: "#") { count += 1 }
                if count >= hashes { return true }
            }
            probe += 1
        }
        return false
    }

    /// The segments of a one-line literal up to its closing quote (consumed); nil at a line end.
    mutating func singleLineSegments(hashes: Int, depth: Int) -> [SwiftStringLiteral.Segment]? {
        var builder = SegmentBuilder()
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D { return nil }
            if byte == UInt8(ascii: "\""), hashesFollow(index + 1, hashes) {
                index += 1 + hashes
                return builder.finish()
            }
            if byte == UInt8(ascii: "\\"), hashesFollow(index + 1, hashes) {
                guard escape(hashes: hashes, depth: depth, into: &builder) else { return nil }
                continue
            }
            builder.text.append(byte)
            index += 1
        }
        return nil
    }

    /// The segments of a multi-line literal (the opening `"""` consumed): the closing delimiter's
    /// indentation is removed from each line, as the compiler removes it.
    mutating func multilineSegments(hashes: Int, depth: Int) -> [SwiftStringLiteral.Segment]? {
        // The content starts on the line after the opening delimiter.
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        guard index < bytes.count else { return nil }
        index += 1
        guard let indentation = closingIndentation(from: index, hashes: hashes) else { return nil }
        var builder = SegmentBuilder()
        var firstLine = true
        while index < bytes.count {
            // At a line start: the closing delimiter, or the indentation to drop.
            var whitespace = 0
            while let next = peek(whitespace), next == 0x20 || next == 0x09 { whitespace += 1 }
            if isClosingDelimiter(at: index + whitespace, hashes: hashes) {
                index += whitespace + 3 + hashes
                return builder.finish()
            }
            if !firstLine { builder.text.append(0x0A) }
            firstLine = false
            var skip = 0
            while skip < indentation.count, peek(skip) == indentation[skip] { skip += 1 }
            index += skip
            var continued = false
            while index < bytes.count, bytes[index] != 0x0A {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\"), hashesFollow(index + 1, hashes) {
                    // A backslash before the line break joins the next line.
                    var probe = index + 1 + hashes
                    while probe < bytes.count, bytes[probe] == 0x20 || bytes[probe] == 0x09 || bytes[probe] == 0x0D {
                        probe += 1
                    }
                    if probe < bytes.count, bytes[probe] == 0x0A {
                        index = probe
                        continued = true
                        break
                    }
                    guard escape(hashes: hashes, depth: depth, into: &builder) else { return nil }
                    continue
                }
                if byte == 0x0D, peek(1) == 0x0A {
                    index += 1
                    continue
                }
                builder.text.append(byte)
                index += 1
            }
            guard index < bytes.count else { return nil }
            index += 1
            if continued { firstLine = true }
        }
        return nil
    }

    /// The whitespace before the closing delimiter of the multi-line literal whose content starts
    /// at `offset`; nil when there is none.
    func closingIndentation(from offset: Int, hashes: Int) -> [UInt8]? {
        var lineStart = offset
        while lineStart < bytes.count {
            var probe = lineStart
            while probe < bytes.count, bytes[probe] == 0x20 || bytes[probe] == 0x09 { probe += 1 }
            if isClosingDelimiter(at: probe, hashes: hashes) { return Array(bytes[lineStart..<probe]) }
            while probe < bytes.count, bytes[probe] != 0x0A { probe += 1 }
            lineStart = probe + 1
        }
        return nil
    }

    func isClosingDelimiter(at offset: Int, hashes: Int) -> Bool {
        guard offset + 2 < bytes.count, bytes[offset] == UInt8(ascii: "\""), bytes[offset + 1] == UInt8(ascii: "\""),
            bytes[offset + 2] == UInt8(ascii: "\"")
        else { return false }
        return hashesFollow(offset + 3, hashes)
    }

    /// The escape at `index` (a backslash and the literal's `#`s): appended to the text, or an
    /// interpolation lexed into tokens. False when an interpolation does not end.
    mutating func escape(hashes: Int, depth: Int, into builder: inout SegmentBuilder) -> Bool {
        let backslash = index
        index += 1 + hashes
        guard let kind = peek(0) else { return false }
        index += 1
        switch kind {
        case UInt8(ascii: "("):
            guard depth < Self.maximumDepth else {
                problems.append(
                    SwiftLexProblem("string interpolations nest deeper than \(Self.maximumDepth) levels", at: backslash)
                )
                return false
            }
            let before = problems.count
            let inner = lex(untilCloseParen: true, depth: depth + 1)
            if problems.count > before { return false }
            builder.interpolation(inner, offset: backslash)
        case UInt8(ascii: "n"): builder.text.append(0x0A)
        case UInt8(ascii: "t"): builder.text.append(0x09)
        case UInt8(ascii: "r"): builder.text.append(0x0D)
        case UInt8(ascii: "0"): builder.text.append(0x00)
        case UInt8(ascii: "u") where peek(0) == UInt8(ascii: "{"):
            var probe = index + 1
            var value: UInt32 = 0
            while probe < bytes.count, let digit = Self.hexValue(bytes[probe]), probe - index <= 8 {
                value = value &* 16 &+ UInt32(digit)
                probe += 1
            }
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) {
                builder.text += Array(String(Character(scalar)).utf8)
                index = probe + 1
            } else {
                builder.text += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
            }
        default:
            // `\\`, `\"`, `\'`; anything else is a compile error, kept as written.
            builder.text.append(kind)
        }
        return true
    }

    /// Whether `hashes` `#` follow at `offset`.
    func hashesFollow(_ offset: Int, _ hashes: Int) -> Bool {
        guard hashes > 0 else { return true }
        guard offset + hashes <= bytes.count else { return false }
        for probe in offset..<(offset + hashes) where bytes[probe] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Collects the text bytes and interpolations of a literal.
    struct SegmentBuilder {
        var text: [UInt8] = []
        var segments: [SwiftStringLiteral.Segment] = []

        mutating func interpolation(_ tokens: [SwiftToken], offset: Int) {
            flush()
            segments.append(.interpolation(tokens, offset: offset))
        }

        mutating func flush() {
            guard !text.isEmpty else { return }
            segments.append(.text(String(decoding: text, as: UTF8.self)))
            text = []
        }

        mutating func finish() -> [SwiftStringLiteral.Segment] {
            flush()
            return segments
        }
    }

    // MARK: - Comments, regexes, names, numbers

    /// Skips a block comment at `index`, nested ones included; false when it does not end.
    mutating func skipBlockComment() -> Bool {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return true }
            } else {
                index += 1
            }
        }
        return false
    }

    /// Skips `#/…/#` (with `hashes` `#` on each side); false when it does not end.
    /// Whether an operand, not an operator, comes after `previous`: at the start, after an
    /// opening bracket, a separator, an operator or a keyword such as `return` (Swift reads a
    /// `/` there as the start of a regex literal).
    static func expectsOperand(after previous: SwiftToken?) -> Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .integer, .float, .string: return false
        case .identifier:
            return ["return", "case", "in", "try", "await", "throw", "where", "if", "guard", "while"]
                .contains(previous.text)
        case .punctuation: return ["(", "[", "{", ",", ":", ";"].contains(previous.text)
        case .operator: return !["?", "!"].contains(previous.text)
        }
    }

    /// The end (after the closing `/`) of the bare regex literal at `index`, if one is there: it
    /// does not start or end with a space or tab, and it closes on its line, past its escapes
    /// and character classes (`/[/]/`).
    func bareRegexEnd() -> Int? {
        guard let first = peek(1), first != 0x20, first != 0x09, first != 0x0A, first != 0x0D,
            first != UInt8(ascii: "/"), first != UInt8(ascii: "*")
        else { return nil }
        var probe = index + 1
        var classes = 0
        while probe < bytes.count, bytes[probe] != 0x0A, bytes[probe] != 0x0D {
            switch bytes[probe] {
            case UInt8(ascii: "\\"):
                probe += 2
                continue
            case UInt8(ascii: "["): classes += 1
            case UInt8(ascii: "]") where classes > 0: classes -= 1
            case UInt8(ascii: "/") where classes == 0:
                let last = bytes[probe - 1]
                return last == 0x20 || last == 0x09 ? nil : probe + 1
            default: break
            }
            probe += 1
        }
        return nil
    }

    mutating func skipExtendedRegex(hashes: Int) -> Bool {
        index += hashes + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "/"), hashesFollow(index + 1, hashes) {
                index += 1 + hashes
                return true
            }
            index += 1
        }
        return false
    }

    mutating func identifier(from start: Int) -> SwiftToken {
        while let next = peek(0), Self.isIdentifierBody(next) { index += 1 }
        return token(.identifier, from: start)
    }

    mutating func number() -> SwiftToken {
        let start = index
        let hex = peek(0) == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
        var isFloat = false
        func exponent(_ byte: UInt8) -> Bool {
            hex
                ? byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")
                : byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        }
        while let next = peek(0) {
            if Self.isIdentifierBody(next) {
                index += 1
                if exponent(next), index > start + 1 || !hex {
                    isFloat = true
                    if let sign = peek(0), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
                }
            } else if next == UInt8(ascii: "."), let after = peek(1),
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(after)
            {
                isFloat = true
                index += 1
            } else {
                break
            }
        }
        return token(isFloat ? .float : .integer, from: start)
    }

    // MARK: - Bytes

    func peek(_ ahead: Int) -> UInt8? {
        let probe = index + ahead
        return probe < bytes.count ? bytes[probe] : nil
    }

    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
    }

    func token(_ kind: SwiftToken.Kind, from start: Int) -> SwiftToken {
        SwiftToken(kind, text(start, index), start: start, end: index)
    }

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
            UInt8(ascii: "^"),
            UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default: false
        }
    }

    static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The outcome of reading one JSON file: the tree (nil after a fatal error) and every diagnostic.
public struct JSONParseResult: Sendable {
    public var value: JSONValue?
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public init(value: JSONValue?, diagnostics: [Diagnostic]) {
        self.value = value
        self.diagnostics = diagnostics
    }
}

/// A strict RFC 8259 reader that keeps the line and column of every value and key.
///
/// Unlike Foundation's decoder it reports duplicate keys (with a note at the first definition),
/// names what it expected at the exact place it failed, caps the nesting depth instead of
/// overflowing the stack, and works on bytes. A UTF-8 byte order mark is a warning; any other
/// encoding error is an error naming the byte offset.
public enum JSONReader {
    public static let defaultMaxDepth = 512

    /// Reads `file`. Never throws: every problem is a diagnostic.
    public static func read(_ file: SourceFile, maxDepth: Int = defaultMaxDepth) -> JSONParseResult {
        file.bytes.withUnsafeBufferPointer { buffer in
            guard let lexer = JSONLexer(buffer) else {
                let diagnostic = Diagnostic(
                    emptyFile, "file is empty; expected a JSON value",
                    at: SourceLocation(path: file.path, start: SourcePosition(line: 1, column: 1, offset: 0)))
                return JSONParseResult(value: nil, diagnostics: [diagnostic])
            }
            var parser = JSONParser(buffer: buffer, lexer: lexer, file: file, maxDepth: maxDepth)
            return parser.parseDocument()
        }
    }

    /// Reads JSON text held in memory (tests, examples).
    public static func read(text: String, path: String = "<input>") -> JSONParseResult {
        read(SourceFile(path: path, text: text))
    }
}

/// A fatal syntax error: where and what, turned into a diagnostic by the caller.
private struct JSONSyntaxError: Error {
    var code: DiagnosticCode
    var offset: Int
    var message: String
    var notes: [Diagnostic.Note] = []
}

private struct JSONParser: ~Copyable {
    static let linearDuplicateSearchLimit = 16
    let buffer: UnsafeBufferPointer<UInt8>
    let lexer: JSONLexer
    let file: SourceFile
    let maxDepth: Int
    var index = 0
    var depth = 0
    var line = 1
    var lineStart = 0
    /// Column cache: the scalar column at `columnOffset`, which only moves forward.
    var columnOffset = 0
    var columnValue = 1
    var diagnostics: [Diagnostic] = []
    var scratch: [UInt8] = []
    /// The members (elements) of the objects (arrays) being read, innermost last: each object
    /// and array is built here and moved out once, into an array of its exact size.
    var memberStack = MoveStack<JSONMember>()
    var elementStack = MoveStack<JSONValue>()
    /// Recently read short strings (keys, states, locales repeat thousands of times), so each
    /// is decoded once.
    var shortStrings = ShortStringCache()

    init(buffer: UnsafeBufferPointer<UInt8>, lexer: JSONLexer, file: SourceFile, maxDepth: Int) {
        self.buffer = buffer
        self.lexer = lexer
        self.file = file
        self.maxDepth = maxDepth
    }

    // MARK: Document

    mutating func parseDocument() -> JSONParseResult {
        if let encodingError = checkEncoding() {
            return JSONParseResult(value: nil, diagnostics: diagnostics + [encodingError])
        }
        do {
            skipWhitespace()
            if index >= buffer.count {
                throw JSONSyntaxError(
                    code: JSONReader.emptyFile, offset: index,
                    message: "file holds only whitespace; expected a JSON value")
            }
            let value = try parseValue()
            skipWhitespace()
            if index < buffer.count {
                throw JSONSyntaxError(
                    code: JSONReader.syntax, offset: index,
                    message: "unexpected \(describe(at: index)) after the JSON value; a file holds exactly one value")
            }
            return JSONParseResult(value: value, diagnostics: diagnostics)
        } catch let error as JSONSyntaxError {
            var message = error.message
            if error.code == JSONReader.syntax,
                let conflict = MergeConflict.firstMarker(in: buffer, atOrBefore: max(index, error.offset))
            {
                let diagnostic = Diagnostic(
                    error.code, MergeConflict.message(conflict.marker), at: file.location(ofOffset: conflict.offset))
                return JSONParseResult(value: nil, diagnostics: diagnostics + [diagnostic])
            }
            if error.code == JSONReader.syntax, looksLikeYAML(failedAt: error.offset) {
                message = "expected JSON: YAML is not read (\(message)); convert the file to JSON first"
            }
            let diagnostic = Diagnostic(
                error.code, message, at: file.location(ofOffset: error.offset), notes: error.notes)
            return JSONParseResult(value: nil, diagnostics: diagnostics + [diagnostic])
        } catch {
            let diagnostic = Diagnostic(JSONReader.syntax, "\(error)", at: file.location(ofOffset: index))
            return JSONParseResult(value: nil, diagnostics: diagnostics + [diagnostic])
        }
    }

    /// Whether a file that failed at `offset` reads as YAML: named `.yaml`/`.yml`, or failing in
    /// its first value, which starts as YAML does (`name: …`, `- item`, `---`, `%YAML`, a `#` comment).
    func looksLikeYAML(failedAt offset: Int) -> Bool {
        let lower = file.path.lowercased()
        if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") { return true }
        var start = 0
        while start < buffer.count, [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains(buffer[start]) { start += 1 }
        guard start < buffer.count, offset <= start + 64 else { return false }
        var end = start
        while end < buffer.count, buffer[end] != 0x0A { end += 1 }
        let line = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        if line.hasPrefix("---") || line.hasPrefix("%YAML") || line.hasPrefix("- ") || line.hasPrefix("# ") {
            return true
        }
        guard let first = line.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return line.contains(": ") || line.hasSuffix(":")
    }

    /// Skips a UTF-8 BOM with a warning; rejects UTF-16/32 and invalid UTF-8 with the byte offset.
    mutating func checkEncoding() -> Diagnostic? {
        if buffer.count >= 2, (buffer[0] == 0xFF && buffer[1] == 0xFE) || (buffer[0] == 0xFE && buffer[1] == 0xFF) {
            return Diagnostic(
                JSONReader.encoding,
                "file is encoded in UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8",
                at: file.location(ofOffset: 0))
        }
        if buffer.count >= 2, buffer[0] == 0 || buffer[1] == 0 {
            return Diagnostic(
                JSONReader.encoding, "file contains NUL bytes at its start, likely UTF-16 or UTF-32; save it as UTF-8",
                at: file.location(ofOffset: 0))
        }
        if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
            diagnostics.append(
                Diagnostic(
                    JSONReader.byteOrderMark, "file starts with a UTF-8 byte order mark",
                    at: file.location(ofOffset: 0, length: 3),
                    fixIt: .init(replacement: "", description: "remove the byte order mark")))
            index = 3
            lineStart = 3
            columnOffset = 3
        }
        if let bad = UTF8Validation.firstInvalidOffset(buffer, from: index) {
            return Diagnostic(
                JSONReader.encoding,
                "invalid UTF-8 byte 0x\(hex(buffer[bad])) at byte offset \(bad); JSON files must be UTF-8",
                at: file.location(ofOffset: bad))
        }
        return nil
    }

    // MARK: Values

    mutating func parseValue() throws -> JSONValue {
        guard index < buffer.count else {
            throw JSONSyntaxError(
                code: JSONReader.syntax, offset: index, message: "unexpected end of file; expected a JSON value")
        }
        let position = currentPosition()
        switch buffer[index] {
        case UInt8(ascii: "{"): return JSONValue(.object(try parseObject()), at: position)
        case UInt8(ascii: "["): return JSONValue(.array(try parseArray()), at: position)
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), at: position)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber()), at: position)
        case UInt8(ascii: "t"):
            try expectLiteral(.true)
            return JSONValue(.bool(true), at: position)
        case UInt8(ascii: "f"):
            try expectLiteral(.false)
            return JSONValue(.bool(false), at: position)
        case UInt8(ascii: "n"):
            try expectLiteral(.null)
            return JSONValue(.null, at: position)
        default:
            throw unexpectedValue()
        }
    }

    mutating func parseObject() throws -> JSONObject {
        let open = index
        try enterNesting()
        index += 1
        let base = memberStack.count
        var seen: [CodePointString: SourcePosition] = [:]
        skipWhitespace()
        if index < buffer.count, buffer[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return JSONObject([])
        }
        while true {
            guard index < buffer.count else {
                throw JSONSyntaxError(
                    code: JSONReader.syntax, offset: index, message: "unexpected end of file; expected a string key",
                    notes: [Diagnostic.Note("object opened here", at: file.location(ofOffset: open))])
            }
            guard buffer[index] == UInt8(ascii: "\"") else {
                throw expectedKey()
            }
            let keyPosition = currentPosition()
            let key = try parseString()
            // Keys are compared by code point ("ñ" and "n\u{0303}" are different keys). Small
            // objects (nearly all) are searched linearly; hashing every key costs more.
            let count = memberStack.count - base
            if count < Self.linearDuplicateSearchLimit && seen.isEmpty {
                if let first = (base..<memberStack.count).first(where: {
                    memberStack[$0].key.hasSameCodePoints(as: key)
                }) {
                    reportDuplicate(key, at: keyPosition, first: memberStack[first].keyPosition)
                }
                if count == Self.linearDuplicateSearchLimit - 1 {
                    for member in base..<memberStack.count where seen[CodePointString(memberStack[member].key)] == nil {
                        seen[CodePointString(memberStack[member].key)] = memberStack[member].keyPosition
                    }
                    if seen[CodePointString(key)] == nil { seen[CodePointString(key)] = keyPosition }
                }
            } else if let first = seen[CodePointString(key)] {
                reportDuplicate(key, at: keyPosition, first: first)
            } else {
                seen[CodePointString(key)] = keyPosition
            }
            skipWhitespace()
            guard index < buffer.count, buffer[index] == UInt8(ascii: ":") else {
                throw JSONSyntaxError(
                    code: JSONReader.syntax, offset: index,
                    message: index < buffer.count
                        ? "expected ':' after object key '\(key)', found \(describe(at: index))"
                        : "unexpected end of file; expected ':' after object key '\(key)'")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            memberStack.push(JSONMember(key: key, keyPosition: keyPosition, value: value))
            if try separatorOrEnd(of: .object, openedAt: open) { return JSONObject(memberStack.pop(from: base)) }
        }
    }

    mutating func parseArray() throws -> [JSONValue] {
        let open = index
        try enterNesting()
        index += 1
        let base = elementStack.count
        skipWhitespace()
        if index < buffer.count, buffer[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return []
        }
        while true {
            let element = try parseValue()
            elementStack.push(element)
            if try separatorOrEnd(of: .array, openedAt: open) { return elementStack.pop(from: base) }
        }
    }

    enum Container {
        case object, array

        var name: String { self == .object ? "object" : "array" }
        var closer: UInt8 { self == .object ? UInt8(ascii: "}") : UInt8(ascii: "]") }
        var expected: String { self == .object ? "',' or '}' after object member" : "',' or ']' after array element" }
    }

    /// After an element or member: true at the container's end (moved past it), false after a
    /// comma and the whitespace behind it (the next element follows).
    @inline(__always)
    mutating func separatorOrEnd(of container: Container, openedAt open: Int) throws -> Bool {
        let afterValue = index
        let lineAfterValue = line
        skipWhitespace()
        guard index < buffer.count else {
            throw JSONSyntaxError(
                code: JSONReader.syntax, offset: index,
                message: "unexpected end of file; expected \(container.expected)",
                notes: [Diagnostic.Note("\(container.name) opened here", at: file.location(ofOffset: open))])
        }
        switch buffer[index] {
        case UInt8(ascii: ","):
            let comma = index
            index += 1
            skipWhitespace()
            if index < buffer.count, buffer[index] == container.closer {
                throw JSONSyntaxError(
                    code: JSONReader.syntax, offset: comma,
                    message:
                        "trailing comma before '\(Character(Unicode.Scalar(container.closer)))' is not allowed in JSON")
            }
            return false
        case container.closer:
            index += 1
            depth -= 1
            return true
        default:
            throw missingSeparator(container.expected, afterValue: afterValue, lineAfterValue: lineAfterValue)
        }
    }

    /// A missing separator is reported where it belongs, right after the value (as clang reports
    /// a missing ';' after the expression), when the next token stands on a later line; on the
    /// same line, at the token.
    func missingSeparator(_ expected: String, afterValue: Int, lineAfterValue: Int) -> JSONSyntaxError {
        guard line > lineAfterValue else {
            return JSONSyntaxError(
                code: JSONReader.syntax, offset: index, message: "expected \(expected), found \(describe(at: index))")
        }
        return JSONSyntaxError(
            code: JSONReader.syntax, offset: afterValue,
            message: "expected \(expected); the next line starts with \(describe(at: index))")
    }

    mutating func enterNesting() throws {
        depth += 1
        if depth > maxDepth {
            throw JSONSyntaxError(
                code: JSONReader.nestingTooDeep, offset: index,
                message: "arrays and objects are nested deeper than \(maxDepth) levels")
        }
    }

    // MARK: Strings

    /// Parses a string starting at its opening quote. The buffer is valid UTF-8 (checked up front).
    mutating func parseString() throws -> String {
        let open = index
        do throws(JSONLexer.Fault) {
            if try lexer.plainString(&index) {
                return shortStrings.string(UnsafeBufferPointer(rebasing: buffer[(open + 1)..<(index - 1)]))
            }
            scratch.removeAll(keepingCapacity: true)
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[(open + 1)..<index]))
            try lexer.decodeEscapedRest(open: open, &index, into: &scratch)
            return String(decoding: scratch, as: UTF8.self)
        } catch {
            throw syntaxError(error, stringOpenedAt: open)
        }
    }

    /// The diagnostic of a lexical mistake (in a string opened at `open`, or a number).
    func syntaxError(_ fault: JSONLexer.Fault, stringOpenedAt open: Int = 0) -> JSONSyntaxError {
        switch fault {
        case .unterminatedString(let at):
            JSONSyntaxError(
                code: JSONReader.syntax, offset: at, message: "unterminated string; expected a closing '\"'")
        case .controlCharacter(let byte, let at): controlCharacter(byte, at: at, open: open)
        case .endInEscape(let at):
            JSONSyntaxError(
                code: JSONReader.syntax, offset: at, message: "unexpected end of file inside an escape sequence")
        case .invalidEscape(let kind, let at):
            JSONSyntaxError(
                code: JSONReader.invalidEscape, offset: at,
                message:
                    "invalid escape sequence '\\\(printable(kind))' in string; valid are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"
            )
        case .invalidUnicodeEscape(let at):
            JSONSyntaxError(
                code: JSONReader.invalidEscape, offset: at,
                message: "invalid '\\u' escape; expected four hexadecimal digits")
        case .loneSurrogate(let unit, let at): loneSurrogate(unit, at: at)
        case .digitAfterMinus(let at):
            JSONSyntaxError(code: JSONReader.syntax, offset: at, message: "expected a digit after '-'")
        case .leadingZero(let at):
            JSONSyntaxError(code: JSONReader.syntax, offset: at, message: "leading zeros are not allowed in numbers")
        case .digitAfterPoint(let at):
            JSONSyntaxError(code: JSONReader.syntax, offset: at, message: "expected a digit after the decimal point")
        case .digitInExponent(let at):
            JSONSyntaxError(code: JSONReader.syntax, offset: at, message: "expected a digit in the exponent")
        case .letterInNumber(let at):
            JSONSyntaxError(code: JSONReader.syntax, offset: at, message: "unexpected \(describe(at: at)) in number")
        }
    }

    func loneSurrogate(_ unit: UInt16, at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(
            code: JSONReader.invalidEscape, offset: offset,
            message:
                "lone surrogate '\\u\(hex(unit))' is not a Unicode scalar; a surrogate pair needs a high and a low half"
        )
    }

    func controlCharacter(_ byte: UInt8, at offset: Int, open: Int) -> JSONSyntaxError {
        if byte == 0x0A || byte == 0x0D {
            return JSONSyntaxError(
                code: JSONReader.syntax, offset: offset,
                message: "unescaped line break in string; write it as '\\n' or close the string",
                notes: [Diagnostic.Note("string starts here", at: file.location(ofOffset: open))])
        }
        return JSONSyntaxError(
            code: JSONReader.syntax, offset: offset,
            message: "control character U+00\(hex(byte)) must be escaped in a string")
    }

    // MARK: Numbers

    mutating func parseNumber() throws -> JSONNumber {
        let start = index
        let shape: JSONLexer.NumberShape
        do throws(JSONLexer.Fault) {
            shape = try lexer.number(&index)
        } catch {
            throw syntaxError(error)
        }
        let length = index - start
        if shape.isInteger && length <= 20 {
            var value: Int64 = 0
            var cursor = start
            let negative = buffer[cursor] == UInt8(ascii: "-")
            if negative { cursor += 1 }
            var overflow = false
            // Accumulated negatively, so that -2^63 fits.
            while cursor < index, !overflow {
                let (times, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.subtractingReportingOverflow(Int64(buffer[cursor] &- 0x30))
                overflow = o1 || o2
                value = sum
                cursor += 1
            }
            if !overflow {
                if negative { return .integer(value) }
                if value != Int64.min { return .integer(-value) }
            }
        }
        // Every other number is kept as written: exact, whatever its size or precision.
        let lexeme = shortStrings.string(UnsafeBufferPointer(rebasing: buffer[start..<index]))
        if shape.hasExponent || length > 300, !lexer.double(at: start, length: length).isFinite {
            diagnostics.append(
                Diagnostic(
                    JSONReader.numberOutOfRange,
                    "number '\(lexeme)' is beyond the range of 64-bit floating point; readers that use doubles turn it into infinity",
                    at: file.location(ofOffset: start)))
        }
        return .decimal(lexeme)
    }

    // MARK: Literals and whitespace

    mutating func expectLiteral(_ literal: JSONLexer.Literal) throws {
        if lexer.matches(literal, at: index) {
            index += literal.length
            return
        }
        let start = index
        var end = start
        while end < buffer.count, JSONLexer.isWordByte(buffer[end]), end - start < 32 { end += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<max(end, start + 1)]), as: UTF8.self)
        throw JSONSyntaxError(
            code: JSONReader.syntax, offset: start, message: "invalid literal '\(word)'; expected '\(literal.text)'")
    }

    @inline(__always)
    mutating func skipWhitespace() {
        var sawLineBreak = false
        while index < buffer.count {
            switch buffer[index] {
            case 0x20:
                index = lexer.endOfSpaces(from: index + 1)
            case 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
                sawLineBreak = true
            default:
                // Everything since the line break is ASCII whitespace, one column per byte.
                if sawLineBreak {
                    columnOffset = index
                    columnValue = index - lineStart + 1
                }
                return
            }
        }
    }

    /// The position of `index`; columns are counted incrementally since positions only move forward.
    @inline(__always)
    mutating func currentPosition() -> SourcePosition {
        if columnOffset < lineStart {
            columnOffset = lineStart
            columnValue = 1
        }
        var column = columnValue
        var cursor = columnOffset
        // A column per byte that does not continue a UTF-8 sequence (10xxxxxx), eight bytes at a time.
        if let base = buffer.baseAddress {
            while cursor + 8 <= index {
                let word = UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self)
                let continuation = word & ~(word << 1) & 0x8080_8080_8080_8080
                column &+= 8 &- continuation.nonzeroBitCount
                cursor += 8
            }
        }
        while cursor < index {
            column &+= Int(truncatingIfNeeded: (buffer[cursor] & 0xC0 != 0x80) ? 1 : 0)
            cursor += 1
        }
        columnOffset = index
        columnValue = column
        return SourcePosition(line: line, column: column, offset: index)
    }

    // MARK: Errors

    mutating func reportDuplicate(_ key: String, at position: SourcePosition, first: SourcePosition) {
        diagnostics.append(
            Diagnostic(
                JSONReader.duplicateKey, "duplicate key '\(key)' in object",
                at: SourceLocation(path: file.path, start: position),
                notes: [
                    Diagnostic.Note("'\(key)' first defined here", at: SourceLocation(path: file.path, start: first))
                ]))
    }

    func unexpectedValue() -> JSONSyntaxError { cannotStart("strings", expected: "a JSON value") }

    func expectedKey() -> JSONSyntaxError { cannotStart("object keys", expected: "a string key in double quotes") }

    /// What stands at `index` cannot start a value (or key): a comment and single quotes named as
    /// such, anything else as found.
    func cannotStart(_ quoted: String, expected: String) -> JSONSyntaxError {
        let message =
            switch buffer[index] {
            case UInt8(ascii: "/"): "comments are not allowed in JSON (expected JSON: JSONC is not read)"
            case UInt8(ascii: "'"): "\(quoted) must use double quotes, not single quotes"
            default: "expected \(expected), found \(describe(at: index))"
            }
        return JSONSyntaxError(code: JSONReader.syntax, offset: index, message: message)
    }

    /// `'x'` for a printable ASCII byte, `U+XXXX` (or the character) otherwise.
    func describe(at offset: Int) -> String {
        let byte = buffer[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return "U+00\(hex(byte))" }
        var end = offset + 1
        while end < buffer.count, buffer[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: UnsafeBufferPointer(rebasing: buffer[offset..<end]), as: UTF8.self))'"
    }

    func printable(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "U+00\(hex(byte))"
    }
}

/// A stack whose top elements are moved out into an array of their exact size, without copying
/// or reference counting; what the reader builds objects and arrays in. Not copyable: it owns
/// its storage and frees it (with whatever a syntax error left on it) when it goes away.
private struct MoveStack<Element>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 64
        storage = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Reads an element in place (`stack[i].key` copies the key alone).
    subscript(index: Int) -> Element {
        unsafeAddress { UnsafePointer(storage + index) }
    }

    mutating func push(_ element: consuming Element) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = larger
            capacity *= 2
        }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// The elements from `base` to the top, in order, removed from the stack.
    mutating func pop(from base: Int) -> [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(count - base)
        for index in base..<count { elements.append((storage + index).move()) }
        count = base
        return elements
    }
}

/// A small direct-mapped cache of strings of up to 15 UTF-8 bytes (which Swift stores inline),
/// keyed by their bytes: repeated keys and values are decoded once.
private struct ShortStringCache {
    private struct Slot {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count = -1
        var string = ""
    }

    private static let slotCount = 512
    private var slots = [Slot](repeating: Slot(), count: ShortStringCache.slotCount)

    /// The string of `bytes` (valid UTF-8).
    @inline(__always)
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count <= 15, let base = bytes.baseAddress else { return String(decoding: bytes, as: UTF8.self) }
        var low: UInt64 = 0
        var high: UInt64 = 0
        withUnsafeMutableBytes(of: &low) { word in
            word.copyMemory(from: UnsafeRawBufferPointer(start: base, count: min(8, bytes.count)))
        }
        if bytes.count > 8 {
            withUnsafeMutableBytes(of: &high) { word in
                word.copyMemory(from: UnsafeRawBufferPointer(start: base + 8, count: bytes.count - 8))
            }
        }
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(bytes.count)) &* 0xBF58_476D_1CE4_E5B9
        let slot = Int(truncatingIfNeeded: mixed >> 55)
        if slots[slot].count == bytes.count, slots[slot].low == low, slots[slot].high == high {
            return slots[slot].string
        }
        let string = String(decoding: bytes, as: UTF8.self)
        slots[slot] = Slot(low: low, high: high, count: bytes.count, string: string)
        return string
    }
}

func hex<T: BinaryInteger>(_ value: T) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    let width = MemoryLayout<T>.size * 2
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}

// MARK: The codes the reader reports

/// Lint: a JSON file that is not strict RFC 8259 UTF-8 JSON, or defines a key twice. The reader
/// (`JSONReader`, and `JSONTape`, which accepts exactly the files it reads cleanly) reports these.
extension JSONReader: DeclaresCodes {
    public static let codes: [DiagnosticCode] = [
        syntax, duplicateKey, encoding, byteOrderMark, nestingTooDeep, emptyFile, numberOutOfRange, invalidEscape,
    ]

    public static let syntax = DiagnosticCode(
        "ZK0101", .error, phase: .syntax, summary: "JSON syntax error",
        explanation: """
            The file is not valid JSON (RFC 8259). zk-build reads strictly: no trailing commas, no \
            comments, no single quotes, no leading zeros, no unescaped control characters in \
            strings, exactly one value per file. The message names what was expected at the place \
            reading stopped.
            """,
        broken: DiagnosticExample("Content/avatars.json", #"{ "avatars": ["fuchs", "igel"↓, ] }"#),
        fixed: DiagnosticExample("Content/avatars.json", #"{ "avatars": ["fuchs", "igel"] }"#))

    public static let duplicateKey = DiagnosticCode(
        "ZK0102", .error, phase: .structure, summary: "an object defines the same key twice",
        explanation: """
            RFC 8259 leaves duplicate keys undefined and most decoders keep only one of the values \
            silently (Foundation keeps the last). zk-build reports the second definition and notes \
            the first. Remove or rename one of them.
            """,
        broken: DiagnosticExample("Content/numbers.json", #"{ "value": 7, ↓"value": 8 }"#),
        fixed: DiagnosticExample("Content/numbers.json", #"{ "value": 7 }"#))

    public static let encoding = DiagnosticCode(
        "ZK0103", .error, phase: .syntax, summary: "the file is not valid UTF-8",
        explanation: """
            JSON exchanged between systems must be UTF-8 (RFC 8259 §8.1). The message names the \
            byte offset of the first invalid byte. Re-save the file as UTF-8; UTF-16 files are \
            recognised and named as such.
            """,
        broken: DiagnosticExample([
            .init("Content/avatars.json", bytes: Array(#"{ "name": "caf↓"#.utf8) + [0xE9] + Array(#"" }"#.utf8))
        ]),
        fixed: DiagnosticExample("Content/avatars.json", #"{ "name": "café" }"#))

    public static let byteOrderMark = DiagnosticCode(
        "ZK0104", .warning, phase: .syntax, summary: "the file starts with a UTF-8 byte order mark",
        explanation: """
            RFC 8259 forbids adding a byte order mark; parsers may ignore it, and zk-build does, \
            but some tools choke on it. Save the file as UTF-8 without BOM.
            """,
        broken: DiagnosticExample("Content/manifest.json", "↓\u{FEFF}{}"),
        fixed: DiagnosticExample("Content/manifest.json", "{}"))

    public static let nestingTooDeep = DiagnosticCode(
        "ZK0105", .error, phase: .syntax, summary: "arrays and objects are nested too deeply",
        explanation: """
            The reader stops at 512 levels of nesting instead of risking a stack overflow. No \
            content file needs more; flatten the structure.
            """,
        broken: DiagnosticExample(
            "Content/numbers.json", String(repeating: "[", count: 512) + "↓[" + String(repeating: "]", count: 513)),
        fixed: DiagnosticExample(
            "Content/numbers.json", String(repeating: "[", count: 512) + String(repeating: "]", count: 512)))

    public static let emptyFile = DiagnosticCode(
        "ZK0106", .error, phase: .syntax, summary: "the file is empty",
        explanation: """
            A JSON file must hold exactly one value. An empty file usually means an interrupted \
            write or an accidental truncation; restore it from version control.
            """,
        broken: DiagnosticExample("Content/stickers.json", "↓"),
        fixed: DiagnosticExample("Content/stickers.json", "{}"))

    public static let numberOutOfRange = DiagnosticCode(
        "ZK0107", .warning, phase: .syntax, summary: "a number is beyond the range of 64-bit floating point",
        explanation: """
            JSON numbers have no limit, and zk-build keeps every number exactly as written (schemas \
            compare them exactly). But most JSON readers, the app's included, read numbers as \
            64-bit doubles and turn this one into infinity. Use a smaller number or a string.
            """,
        broken: DiagnosticExample("Content/decorations.json", #"{ "price": ↓1e400 }"#),
        fixed: DiagnosticExample("Content/decorations.json", #"{ "price": 12 }"#))

    public static let invalidEscape = DiagnosticCode(
        "ZK0108", .error, phase: .syntax, summary: "a string has an invalid escape or a lone surrogate",
        explanation: """
            JSON strings know the escapes \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX. A \\uXXXX in \
            the surrogate range must be a high surrogate directly followed by a low one; a lone \
            half is not a character and cannot be stored as UTF-8.
            """,
        broken: DiagnosticExample("Content/prompts.json", #"{ "text": "Hör ↓\x hin" }"#),
        fixed: DiagnosticExample("Content/prompts.json", #"{ "text": "Hör hin" }"#))
}

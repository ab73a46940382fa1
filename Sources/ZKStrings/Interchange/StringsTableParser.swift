import ZKCore

/// Reads a `.strings` table (`"key" = "value";`, the old-style property list Xcode's
/// `Localizable.strings` and `InfoPlist.strings` are) with the place of every key:
///
///     /* Comment for the translator. */        block or `//` comments; the last one before an
///     "key" = "value with \"escapes\"\n";       entry is its comment
///     key_without_quotes = "value";            unquoted tokens: letters, digits, `_$+/:.-`
///     "key alone";                             the value is the key
///
/// Escapes as Foundation reads them: `\"`, `\\`, `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`,
/// `\UXXXX` (four hex digits; a surrogate pair is one character), octal `\NNN`, any other
/// character escaped stands for itself. UTF-8 (with or without a byte order mark) and UTF-16
/// (with a byte order mark, or little-endian without one, as old Xcode templates wrote).
enum StringsTableParser {
    struct Entry: Equatable {
        var key: String
        var value: String
        var comment: String?
        var position: SourcePosition
    }

    /// A syntax error: what was expected, at the place it was not found.
    struct Failure: Error, Equatable {
        var message: String
        var position: SourcePosition
    }

    static func parse(_ bytes: [UInt8]) -> Result<[Entry], Failure> {
        guard let (scalars, isUTF8) = decode(bytes) else {
            return .failure(
                Failure(
                    message: "the file is neither UTF-8 nor UTF-16",
                    position: SourcePosition(line: 1, column: 1, offset: 0)))
        }
        // Offsets are byte offsets in a UTF-8 file; a UTF-16 file's places have line and column only.
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var reader = Reader(scalars: scalars, offset: isUTF8 ? bom : -1)
        return Result { try reader.entries() }.mapError {
            let failure = $0 as? Failure ?? Failure(message: "\($0)", position: reader.position)
            // An unresolved merge: the marker is the cause, not the character found (UTF-8 only:
            // its byte offsets are the file's).
            guard isUTF8, failure.position.offset >= 0,
                let conflict = MergeConflict.firstMarker(in: bytes, atOrBefore: failure.position.offset)
            else { return failure }
            let line = bytes[..<conflict.offset].filter { $0 == 0x0A }.count + 1
            return Failure(
                message: MergeConflict.message(conflict.marker),
                position: SourcePosition(line: line, column: 1, offset: conflict.offset))
        }
    }

    /// The text's scalars, by its byte order mark (or zero bytes for UTF-16 without one).
    /// The scalars and whether the file is UTF-8.
    static func decode(_ bytes: [UInt8]) -> ([Unicode.Scalar], Bool)? {
        if bytes.starts(with: [0xFF, 0xFE]) {
            return utf16(bytes.dropFirst(2), littleEndian: true).map { ($0, false) }
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return utf16(bytes.dropFirst(2), littleEndian: false).map { ($0, false) }
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if body.count >= 2, body.count % 2 == 0, body[1] == 0, body[0] != 0 {
            return utf16(body[...], littleEndian: true).map { ($0, false) }
        }
        var scalars: [Unicode.Scalar] = []
        var decoder = UTF8()
        var iterator = body.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return (scalars, true)
            case .error: return nil
            }
        }
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> [Unicode.Scalar]? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        var scalars: [Unicode.Scalar] = []
        var decoder = UTF16()
        var iterator = units.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return scalars
            case .error: return nil
            }
        }
    }

    /// A cursor over the scalars that knows its line and column.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0
        var position = SourcePosition(line: 1, column: 1, offset: 0)
        var comment: String?
        /// The line the last comment ends on.
        var commentLine = 0

        /// `offset`: the byte offset of the first scalar, -1 where offsets are not known.
        init(scalars: [Unicode.Scalar], offset: Int) {
            self.scalars = scalars
            position = SourcePosition(line: 1, column: 1, offset: offset)
        }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func advance() {
            guard let scalar = current else { return }
            index += 1
            let offset = position.offset < 0 ? -1 : position.offset + scalar.utf8.count
            position =
                scalar == "\n"
                ? SourcePosition(line: position.line + 1, column: 1, offset: offset)
                : SourcePosition(line: position.line, column: position.column + 1, offset: offset)
        }

        mutating func entries() throws -> [Entry] {
            var result: [Entry] = []
            while true {
                try skipSpaceAndComments()
                guard current != nil else { return result }
                let start = position
                // A comment is the entry's when it ends on the line above it (or on its line).
                let entryComment = commentLine >= start.line - 1 ? comment : nil
                comment = nil
                let key = try token("a key")
                var end = position
                try skipSpaceAndComments()
                var value = key
                if current == "=" {
                    advance()
                    try skipSpaceAndComments()
                    value = try token("a value after '='")
                    end = position
                    try skipSpaceAndComments()
                }
                guard current == ";" else {
                    throw Failure(message: "expected ';' after the entry of '\(key)'", position: end)
                }
                advance()
                result.append(Entry(key: key, value: value, comment: entryComment, position: start))
                comment = nil
            }
        }

        mutating func skipSpaceAndComments() throws {
            while let scalar = current {
                if scalar.properties.isWhitespace {
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let start = position
                    advance()
                    advance()
                    var text = String.UnicodeScalarView()
                    while current != nil, !(current == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") {
                        text.append(scalars[index])
                        advance()
                    }
                    guard current != nil else { throw Failure(message: "unterminated comment", position: start) }
                    advance()
                    advance()
                    comment = String(text).trimmingSpaces
                    commentLine = position.line
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    var text = String.UnicodeScalarView()
                    advance()
                    advance()
                    while let next = current, next != "\n" {
                        text.append(next)
                        advance()
                    }
                    comment = String(text).trimmingSpaces
                    commentLine = position.line
                } else {
                    return
                }
            }
        }

        static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$+/:.-".unicodeScalars.contains(scalar)
        }

        mutating func token(_ what: String) throws -> String {
            guard let first = current else {
                throw Failure(message: "expected \(what), found the end of the file", position: position)
            }
            if first == "\"" { return try quoted() }
            guard Self.isUnquoted(first) else {
                throw Failure(message: "expected \(what), found '\(Character(first))'", position: position)
            }
            var text = String.UnicodeScalarView()
            while let scalar = current, Self.isUnquoted(scalar) {
                text.append(scalar)
                advance()
            }
            return String(text)
        }

        mutating func quoted() throws -> String {
            let start = position
            advance()
            var text = String.UnicodeScalarView()
            while let scalar = current {
                advance()
                switch scalar {
                case "\"": return String(text)
                case "\\": try escape(into: &text, start: start)
                default: text.append(scalar)
                }
            }
            throw Failure(message: "unterminated string", position: start)
        }

        mutating func escape(into text: inout String.UnicodeScalarView, start: SourcePosition) throws {
            guard let scalar = current else { throw Failure(message: "unterminated string", position: start) }
            advance()
            let simple: [Unicode.Scalar: Unicode.Scalar] = [
                "n": "\n", "t": "\t", "r": "\r", "a": "\u{07}", "b": "\u{08}", "f": "\u{0C}", "v": "\u{0B}",
            ]
            if let mapped = simple[scalar] {
                text.append(mapped)
            } else if scalar == "U" || scalar == "u" {
                let unit = hex(4)
                if (0xD800..<0xDC00).contains(unit), current == "\\", index + 1 < scalars.count,
                    scalars[index + 1] == "U" || scalars[index + 1] == "u"
                {
                    advance()
                    advance()
                    let low = hex(4)
                    let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    text.append(Unicode.Scalar(UInt32(value)) ?? "\u{FFFD}")
                } else {
                    text.append(Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}")
                }
            } else if ("0"..."7").contains(scalar) {
                var value = Int(scalar.value - 0x30)
                for _ in 0..<2 {
                    guard let next = current, ("0"..."7").contains(next) else { break }
                    value = value * 8 + Int(next.value - 0x30)
                    advance()
                }
                text.append(Unicode.Scalar(UInt32(value)) ?? "\u{FFFD}")
            } else {
                text.append(scalar)
            }
        }

        /// Up to `count` hex digits as a number.
        mutating func hex(_ count: Int) -> Int {
            var value = 0
            for _ in 0..<count {
                guard let scalar = current, let digit = Int(String(scalar), radix: 16) else { break }
                value = value * 16 + digit
                advance()
            }
            return value
        }
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    fileprivate var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}

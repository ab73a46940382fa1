#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lexical grammar of JSON (RFC 8259) on bytes, the one both readers share: the tree reader
/// (`JSONReader`, which names every mistake) and the tape (`JSONTape`, which only needs to know
/// that there is one). Each token function starts at an offset, moves it past the token and
/// returns what it read, or throws the `Fault` with the offset it belongs to; the reader turns a
/// fault into its diagnostic, the tape into nil. Nothing here allocates, except by appending
/// decoded bytes to the caller's buffer.
package struct JSONLexer {
    let base: UnsafePointer<UInt8>
    let count: Int

    /// A lexical mistake and the offset it is reported at.
    enum Fault: Error, Equatable {
        /// The file ends inside the string that opened at `at`.
        case unterminatedString(at: Int)
        /// A byte below U+0020 inside a string (a line break, a tab) at `at`.
        case controlCharacter(UInt8, at: Int)
        /// The file ends right after the backslash at `at`.
        case endInEscape(at: Int)
        /// `\` followed by the byte, at the backslash.
        case invalidEscape(UInt8, at: Int)
        /// `\u` not followed by four hexadecimal digits, at the backslash.
        case invalidUnicodeEscape(at: Int)
        /// A `\u` escape of half a surrogate pair without its other half, at the backslash.
        case loneSurrogate(UInt16, at: Int)
        case digitAfterMinus(at: Int)
        /// `0` followed by a digit, at the number's start.
        case leadingZero(at: Int)
        case digitAfterPoint(at: Int)
        case digitInExponent(at: Int)
        /// A letter or sign right after a number (`12a`, `1-2`), at that byte.
        case letterInNumber(at: Int)
    }

    /// What a number lexeme holds.
    struct NumberShape {
        /// No fraction and no exponent.
        var isInteger: Bool
        var hasExponent: Bool
    }

    /// `true`, `false` or `null`.
    enum Literal {
        case `true`, `false`, null

        var text: StaticString {
            switch self {
            case .true: "true"
            case .false: "false"
            case .null: "null"
            }
        }

        var length: Int { self == .false ? 5 : 4 }

        /// The literal's last four bytes as a little-endian word.
        var lastFour: UInt32 {
            switch self {
            case .true: 0x6575_7274  // "true"
            case .false: 0x6573_6C61  // "alse"
            case .null: 0x6C6C_756E  // "null"
            }
        }
    }

    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    /// Over the bytes of `buffer`; nil for an empty buffer (which holds no token).
    init?(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return nil }
        self.init(base: base, count: buffer.count)
    }

    // MARK: Whitespace

    /// The end of a run of spaces (indentation) from `start`, eight bytes at a time.
    @inline(__always)
    func endOfSpaces(from start: Int) -> Int {
        var cursor = start
        while cursor + 8 <= count {
            let other = UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
            if other != 0 { return cursor + other.trailingZeroBitCount >> 3 }
            cursor += 8
        }
        while cursor < count, base[cursor] == 0x20 { cursor += 1 }
        return cursor
    }

    // MARK: Strings

    /// The first offset from `start` holding a quote, a backslash or a control character (what
    /// ends a run of plain string bytes), or `count`; eight bytes at a time.
    @inline(__always)
    func endOfPlainRun(from start: Int) -> Int {
        var cursor = start
        while cursor + 8 <= count {
            let word = UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self)
            let special =
                bytesBelow0x20(word) | zeroBytes(word ^ 0x2222_2222_2222_2222) | zeroBytes(word ^ 0x5C5C_5C5C_5C5C_5C5C)
            if special != 0 { return cursor + special.trailingZeroBitCount >> 3 }
            cursor += 8
        }
        while cursor < count {
            let byte = base[cursor]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return cursor }
            cursor += 1
        }
        return cursor
    }

    /// Reads a string from its opening quote at `index` as far as it has no escape: true with
    /// `index` past the closing quote (the string's bytes are `open + 1 ..< index - 1`), false
    /// with `index` at the first backslash (decode the rest with `decodeEscapedRest`).
    @inline(__always)
    func plainString(_ index: inout Int) throws(Fault) -> Bool {
        let open = index
        index = endOfPlainRun(from: index + 1)
        guard index < count else { throw .unterminatedString(at: open) }
        let byte = base[index]
        if byte == UInt8(ascii: "\"") {
            index += 1
            return true
        }
        if byte == UInt8(ascii: "\\") { return false }
        throw .controlCharacter(byte, at: index)
    }

    /// Decodes the rest of the string that opened at `open`, from `index` to its closing quote,
    /// onto `output`; `index` ends past the quote.
    func decodeEscapedRest(open: Int, _ index: inout Int, into output: inout [UInt8]) throws(Fault) {
        while index < count {
            let run = endOfPlainRun(from: index)
            if run > index {
                output.append(contentsOf: UnsafeBufferPointer(start: base + index, count: run - index))
                index = run
                guard index < count else { break }
            }
            let byte = base[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return
            }
            if byte < 0x20 { throw .controlCharacter(byte, at: index) }
            try decodeEscape(&index, into: &output)
        }
        throw .unterminatedString(at: open)
    }

    /// Decodes the escape whose backslash is at `index` onto `output`, moving past it.
    func decodeEscape(_ index: inout Int, into output: inout [UInt8]) throws(Fault) {
        let start = index
        guard index + 1 < count else { throw .endInEscape(at: index) }
        let kind = base[index + 1]
        index += 2
        switch kind {
        case UInt8(ascii: "\""): output.append(0x22)
        case UInt8(ascii: "\\"): output.append(0x5C)
        case UInt8(ascii: "/"): output.append(0x2F)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            guard let unit = hex4(&index) else { throw .invalidUnicodeEscape(at: start) }
            var scalar = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit) {
                guard index + 1 < count, base[index] == UInt8(ascii: "\\"), base[index + 1] == UInt8(ascii: "u") else {
                    throw .loneSurrogate(unit, at: start)
                }
                let lowStart = index
                index += 2
                guard let low = hex4(&index) else { throw .invalidUnicodeEscape(at: lowStart) }
                guard (0xDC00...0xDFFF).contains(low) else { throw .loneSurrogate(unit, at: start) }
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw .loneSurrogate(unit, at: start)
            }
            appendUTF8(scalar, to: &output)
        default:
            throw .invalidEscape(kind, at: start)
        }
    }

    /// Four hexadecimal digits at `index` (moved past them), or nil.
    @inline(__always)
    func hex4(_ index: inout Int) -> UInt16? {
        guard index + 4 <= count else { return nil }
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let digit = JSONLexer.hexValue(base[index]) else { return nil }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    /// Appends a Unicode scalar value (not a surrogate: the caller has joined pairs) as UTF-8.
    func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            output.append(UInt8(truncatingIfNeeded: scalar))
        case ..<0x800:
            output.append(0xC0 | UInt8(truncatingIfNeeded: scalar >> 6))
            output.append(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
        case ..<0x10000:
            output.append(0xE0 | UInt8(truncatingIfNeeded: scalar >> 12))
            output.append(0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F))
            output.append(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
        default:
            output.append(0xF0 | UInt8(truncatingIfNeeded: scalar >> 18))
            output.append(0x80 | UInt8(truncatingIfNeeded: (scalar >> 12) & 0x3F))
            output.append(0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F))
            output.append(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
        }
    }

    // MARK: Numbers

    /// Reads a number lexeme from `index` (a `-` or a digit) and moves past it. The lexeme must
    /// end at a byte that cannot continue a word (`12a` and `1-2` are one mistake, not two values).
    @inline(__always)
    func number(_ index: inout Int) throws(Fault) -> NumberShape {
        let start = index
        var shape = NumberShape(isInteger: true, hasExponent: false)
        if base[index] == UInt8(ascii: "-") {
            index += 1
            guard index < count, isDigit(base[index]) else { throw .digitAfterMinus(at: index) }
        }
        if base[index] == UInt8(ascii: "0") {
            index += 1
            if index < count, isDigit(base[index]) { throw .leadingZero(at: start) }
        } else {
            index = endOfDigits(from: index)
        }
        if index < count, base[index] == UInt8(ascii: ".") {
            shape.isInteger = false
            index += 1
            guard index < count, isDigit(base[index]) else { throw .digitAfterPoint(at: index) }
            index = endOfDigits(from: index)
        }
        if index < count, base[index] | 0x20 == UInt8(ascii: "e") {
            shape.isInteger = false
            shape.hasExponent = true
            index += 1
            if index < count, base[index] == UInt8(ascii: "+") || base[index] == UInt8(ascii: "-") { index += 1 }
            guard index < count, isDigit(base[index]) else { throw .digitInExponent(at: index) }
            index = endOfDigits(from: index)
        }
        if index < count, JSONLexer.isWordByte(base[index]) { throw .letterInNumber(at: index) }
        return shape
    }

    @inline(__always)
    func endOfDigits(from start: Int) -> Int {
        var cursor = start
        while cursor < count, isDigit(base[cursor]) { cursor += 1 }
        return cursor
    }

    /// The number lexeme of `length` bytes at `start` as the nearest double (infinity beyond
    /// the double range, which both readers refuse to pass on silently).
    func double(at start: Int, length: Int) -> Double {
        Self.double(UnsafeBufferPointer(start: base + start, count: length))
    }

    /// The double nearest a number lexeme. Clinger's fast path when the digits fit 2^53 and
    /// the power of ten is at most 22 (both exact as doubles, so one multiplication or division
    /// rounds once, correctly), else `strtod` on a copy with its terminating zero.
    package static func double(_ lexeme: UnsafeBufferPointer<UInt8>) -> Double {
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var negative = false
        var index = 0
        var fraction = false
        while index < lexeme.count {
            let byte = lexeme[index]
            if byte == UInt8(ascii: "-") {
                negative = true
            } else if byte == UInt8(ascii: ".") {
                fraction = true
            } else if byte &- 0x30 < 10 {
                if mantissa != 0 || byte != 0x30 { digits &+= 1 }
                mantissa = mantissa &* 10 &+ UInt64(byte &- 0x30)
                if fraction { scale &-= 1 }
            } else {
                break  // an exponent: strtod
            }
            index &+= 1
        }
        if index == lexeme.count, digits <= 15, scale >= -22 {
            let value = scale == 0 ? Double(mantissa) : Double(mantissa) / powersOfTen[-scale]
            return negative ? -value : value
        }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: lexeme.count + 1) { text in
            for (offset, byte) in lexeme.enumerated() { text[offset] = CChar(bitPattern: byte) }
            text[lexeme.count] = 0
            return text.baseAddress.map { strtod($0, nil) } ?? .nan
        }
    }

    /// 10^0 through 10^22: every one exact as a double.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    // MARK: Literals

    /// Whether `literal` stands at `index`, not continued by a word byte (`nullx` is no `null`).
    @inline(__always)
    func matches(_ literal: Literal, at index: Int) -> Bool {
        let length = literal.length
        guard index + length <= count,
            base[index] == literal.firstByte,
            UnsafeRawPointer(base + index + length - 4).loadUnaligned(as: UInt32.self) == literal.lastFour
        else { return false }
        return index + length == count || !JSONLexer.isWordByte(base[index + length])
    }

    // MARK: Bytes

    /// A byte that continues a bare word (a letter, digit, `_`, `.`, `+`, `-` or any non-ASCII
    /// byte): after a number or literal it makes the token one mistake.
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 || byte == UInt8(ascii: "_") || byte >= 0x80
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - 0x30
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - 0x61 + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - 0x41 + 10
        default: nil
        }
    }
}

extension JSONLexer.Literal {
    var firstByte: UInt8 {
        switch self {
        case .true: UInt8(ascii: "t")
        case .false: UInt8(ascii: "f")
        case .null: UInt8(ascii: "n")
        }
    }
}

@inline(__always)
private func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

// Eight bytes at a time (the bytes of a little-endian word, first byte lowest): these masks
// set the high bit of each byte that is zero (below 0x20). Bytes above a true hit may be
// flagged falsely, never bytes below it, so the lowest flag is exact: the first such byte is
// byte `mask.trailingZeroBitCount / 8`, and a zero mask means there is none.

@inline(__always)
private func zeroBytes(_ word: UInt64) -> UInt64 {
    (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
}

@inline(__always)
private func bytesBelow0x20(_ word: UInt64) -> UInt64 {
    (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
}

import ZKCore

/// JSON equality as JSON Schema defines it for `enum`, `const` and `uniqueItems`: strings and
/// keys compare by code point (never by canonical equivalence: "ñ" is not "n\u{0303}"),
/// numbers by exact value (`1` equals `1.0`, `2^64` is not `2^64 + 1`), objects ignore member
/// order, positions are irrelevant.
enum JSONEquality {
    static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a.kind, b.kind) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x.hasSameCodePoints(as: y)
        case (.number(let x), .number(let y)):
            if case .integer(let i) = x, case .integer(let j) = y { return i == j }
            // Rounding is a function: different doubles come from different exact values.
            guard x.doubleValue == y.doubleValue else { return false }
            return x.decimal == y.decimal
        case (.array(let x), .array(let y)):
            guard x.count == y.count else { return false }
            for index in x.indices where !equal(x[index], y[index]) { return false }
            return true
        case (.object(let x), .object(let y)):
            guard x.members.count == y.members.count else { return false }
            for member in x.members {
                guard let other = y[member.key], equal(member.value, other) else { return false }
            }
            return true
        default:
            return false
        }
    }

    /// `equal` between a value of a tape and a tree (a schema's `enum` or `const`).
    static func equal(_ tape: JSONTape, _ a: Int, _ b: JSONValue) -> Bool {
        switch (tape.kind(a), b.kind) {
        case (.null, .null): return true
        case (.false, .bool(let flag)): return !flag
        case (.true, .bool(let flag)): return flag
        case (.string, .string(let text)): return tape.stringEquals(a, text)
        case (.number, .number(let y)):
            let x = tape.number(a)
            if case .integer(let i) = x, case .integer(let j) = y { return i == j }
            guard x.doubleValue == y.doubleValue else { return false }
            return x.decimal == y.decimal
        case (.array, .array), (.object, .object): return equal(tape.value(a), b)
        default: return false
        }
    }

    /// `equal` between two values of one tape (`uniqueItems`).
    static func equal(_ tape: JSONTape, _ a: Int, _ b: Int) -> Bool {
        switch (tape.kind(a), tape.kind(b)) {
        case (.string, .string): return tape.bytesEqual(a, b)
        case (.null, .null), (.false, .false), (.true, .true): return true
        case (.number, .number), (.array, .array), (.object, .object): return equal(tape, a, tape.value(b))
        default: return false
        }
    }

    /// A hash of the value at `index` that values `equal` share: strings by their bytes, numbers
    /// by their double (equal numbers round alike), arrays in order, objects whatever the
    /// order of their members. Recursion as deep as the tape's nesting (the reader's bound).
    static func hash(_ raw: JSONTape.Buffers, _ index: Int) -> Int {
        var hasher = Hasher()
        switch raw.kind(index) {
        case .null: hasher.combine(0)
        case .false: hasher.combine(1)
        case .true: hasher.combine(2)
        case .string:
            hasher.combine(3)
            hasher.combine(bytes: UnsafeRawBufferPointer(raw.bytes(index)))
        case .number:
            hasher.combine(4)
            let number: JSONNumber
            if raw.isIntegerLexeme(index), let value = Int64(String(decoding: raw.bytes(index), as: UTF8.self)) {
                number = .integer(value)
            } else {
                number = .decimal(String(decoding: raw.bytes(index), as: UTF8.self))
            }
            hasher.combine(number.doubleValue)
        case .array:
            hasher.combine(5)
            hasher.combine(raw.count(index))
            let end = raw.next(index)
            var child = raw.firstChild(index)
            while child < end {
                hasher.combine(hash(raw, child))
                child = raw.next(child)
            }
        case .object:
            hasher.combine(6)
            hasher.combine(raw.count(index))
            var members = 0
            let end = raw.next(index)
            var key = raw.firstChild(index)
            while key < end {
                let value = raw.next(key)
                var member = Hasher()
                member.combine(bytes: UnsafeRawBufferPointer(raw.bytes(key)))
                member.combine(hash(raw, value))
                members &+= member.finalize()
                key = raw.next(value)
            }
            hasher.combine(members)
        }
        return hasher.finalize()
    }

    /// The code points of `text` (`U+006E U+0303`), to tell look-alikes apart in messages.
    static func scalars(_ text: String) -> String {
        text.unicodeScalars.prefix(12).map { "U+" + hex4($0.value) }.joined(separator: " ")
            + (text.unicodeScalars.count > 12 ? " …" : "")
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A short rendering of a value for messages (`"gratis"`, `21`, `an object`).
    static func describe(_ value: JSONValue) -> String {
        switch value.kind {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(.decimal(let text)): return text
        case .number(let number): return JSONWriter.format(number)
        case .string(let text):
            let short =
                text.unicodeScalars.count > 60
                ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(57))) + "..." : text
            return "\"" + short + "\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// A literal of a schema's `enum`/`const`, in full when it is short.
    static func literal(_ value: JSONValue) -> String {
        let text = JSONWriter(style: .compact, sortKeys: false).string(value)
        return text.count > 60 ? describe(value) : text
    }
}

/// Writes `JSONValue` trees deterministically: compact, indented, or in Xcode's layout; members
/// in source order, sorted by code point, or in an order the caller gives (Xcode's key order for
/// String Catalogs); non-ASCII kept as UTF-8, numbers in their shortest round-trip form.
public struct JSONWriter: Sendable {
    public enum Style: Sendable {
        /// No insignificant whitespace.
        case compact
        /// Two-space indent, `"key": value`, `{}` and `[]` when empty; a final newline.
        case pretty
        /// Xcode's layout (String Catalogs): two-space indent, `"key" : value`, an empty object or
        /// array as its brackets around an empty line; no final newline.
        case xcode
    }

    /// The order members of an object are written in.
    public enum MemberOrder: Sendable {
        /// As in the tree.
        case source
        /// By the code points of their keys.
        case codePoints
        /// As the function orders them (it returns every member once).
        case custom(@Sendable ([JSONMember]) -> [JSONMember])
    }

    public var style: Style
    public var order: MemberOrder

    public init(style: Style = .pretty, sortKeys: Bool = false) {
        self.style = style
        self.order = sortKeys ? .codePoints : .source
    }

    public init(style: Style, order: MemberOrder) {
        self.style = style
        self.order = order
    }

    /// The UTF-8 text of `value`; pretty output ends with a newline.
    public func bytes(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1024)
        write(value, into: &out, indent: 0)
        if style == .pretty { out.append(0x0A) }
        return out
    }

    public func string(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    private func write(_ value: JSONValue, into out: inout [UInt8], indent: Int) {
        switch value.kind {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): out.append(contentsOf: JSONWriter.format(number).utf8)
        case .string(let text): JSONWriter.writeString(text, into: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            if elements.isEmpty { writeEmptyBody(into: &out, indent: indent) }
            for (position, element) in elements.enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                newline(into: &out, indent: indent + 1)
                write(element, into: &out, indent: indent + 1)
            }
            if !elements.isEmpty { newline(into: &out, indent: indent) }
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            if object.members.isEmpty { writeEmptyBody(into: &out, indent: indent) }
            for (position, member) in ordered(object.members).enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                newline(into: &out, indent: indent + 1)
                JSONWriter.writeString(member.key, into: &out)
                switch style {
                case .compact: out.append(UInt8(ascii: ":"))
                case .pretty: out.append(contentsOf: ": ".utf8)
                case .xcode: out.append(contentsOf: " : ".utf8)
                }
                write(member.value, into: &out, indent: indent + 1)
            }
            if !object.members.isEmpty { newline(into: &out, indent: indent) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private func ordered(_ members: [JSONMember]) -> [JSONMember] {
        switch order {
        case .source: return members
        case .codePoints:
            return members.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
        case .custom(let order): return order(members)
        }
    }

    /// Between the brackets of an empty object or array: nothing, or Xcode's empty line.
    private func writeEmptyBody(into out: inout [UInt8], indent: Int) {
        guard style == .xcode else { return }
        out.append(0x0A)
        newline(into: &out, indent: indent)
    }

    private func newline(into out: inout [UInt8], indent: Int) {
        guard style != .compact else { return }
        out.append(0x0A)
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    /// Integers exactly (also beyond 64 bits); other numbers in Swift's shortest round-trip form, integral doubles
    /// below 2^53 without a fraction (`2.0` → `2`), so equal numbers always print alike.
    public static func format(_ number: JSONNumber) -> String {
        switch number {
        case .integer(let value): return String(value)
        case .double(let value):
            if value.rounded() == value, abs(value) < 9.007_199_254_740_992e15 {
                return String(Int64(value))
            }
            return "\(value)"
        case .decimal(let text):
            guard let exact = JSONDecimal(text) else { return text }
            // Integers exactly at any size; fractions as the Double they read as, so that
            // numbers equal in the file print alike.
            if exact.isIntegral { return exact.text() }
            let value = exact.doubleValue
            return value.isFinite ? format(.double(value)) : exact.text()
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `text` as a JSON string literal (`writeString`): what a fix-it that replaces a JSON string writes.
    public static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        writeString(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as `\n`-style or `\u00XX`.
    public static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x08: out.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: out.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0..<0x20:
                // Lower-case hex digits, as RFC 8785 and Xcode write them.
                out.append(contentsOf: "\\u00".utf8)
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0x0F)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

/// Building trees to write, without positions.
extension JSONValue {
    public static func string(_ value: String) -> JSONValue { JSONValue(.string(value)) }
    public static func int(_ value: Int) -> JSONValue { JSONValue(.number(.integer(Int64(value)))) }
    public static func double(_ value: Double) -> JSONValue { JSONValue(.number(.double(value))) }
    public static func bool(_ value: Bool) -> JSONValue { JSONValue(.bool(value)) }
    public static var null: JSONValue { JSONValue(.null) }
    public static func array(_ values: [JSONValue]) -> JSONValue { JSONValue(.array(values)) }

    /// An object with members in the given order.
    public static func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
        object(members.map { ($0.key, $0.value) })
    }

    public static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        let zero = SourcePosition(line: 0, column: 0, offset: 0)
        return JSONValue(.object(JSONObject(members.map { JSONMember(key: $0.0, keyPosition: zero, value: $0.1) })))
    }

    /// The value if present, `null` otherwise.
    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    public static func optional(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }
}

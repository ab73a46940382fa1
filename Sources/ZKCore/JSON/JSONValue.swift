/// A JSON value read by `JSONReader`, with the position of its first character.
public struct JSONValue: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONValue])
        case object(JSONObject)
    }

    public var kind: Kind
    public var position: SourcePosition

    public init(_ kind: Kind, at position: SourcePosition = SourcePosition(line: 0, column: 0, offset: 0)) {
        self.kind = kind
        self.position = position
    }

    public var string: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    public var number: JSONNumber? {
        if case .number(let value) = kind { return value }
        return nil
    }

    /// The value as an integer, if it is a number with an exact integral value.
    public var int: Int? { number?.exactInt }

    public var double: Double? { number?.doubleValue }

    public var array: [JSONValue]? {
        if case .array(let value) = kind { return value }
        return nil
    }

    public var object: JSONObject? {
        if case .object(let value) = kind { return value }
        return nil
    }

    public var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    /// The member `key` of an object (the first, if the key is duplicated).
    public subscript(key: String) -> JSONValue? { object?[key] }

    /// The JSON type name used in messages and by JSON Schema (`integer` for integral numbers).
    public var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "boolean"
        case .number(let number): number.isIntegral ? "integer" : "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The location of this value in `path`.
    public func location(in path: String) -> SourceLocation {
        SourceLocation(path: path, start: position)
    }
}

/// A JSON number. The reader keeps every number exact: integers that fit 64 bits as `integer`,
/// every other number as written (`decimal`, the lexeme: `18446744073709551616`, `0.1`, `1e+20`),
/// so that nothing is rounded before a schema compares it. `double` is for values built in memory.
public enum JSONNumber: Sendable, Hashable {
    case integer(Int64)
    case double(Double)
    /// The number's text as it appears in the file (JSON number syntax).
    case decimal(String)

    public var doubleValue: Double {
        switch self {
        case .integer(let value): Double(value)
        case .double(let value): value
        case .decimal(let text): Double(text) ?? JSONDecimal(text)?.doubleValue ?? .nan
        }
    }

    /// The exact value (nil only for a `double` that is infinite or NaN).
    public var decimal: JSONDecimal? {
        switch self {
        case .integer(let value): JSONDecimal(value)
        case .double(let value): JSONDecimal(value)
        case .decimal(let text): JSONDecimal(text)
        }
    }

    /// Whether the value has no fractional part (JSON Schema's `integer`), however it was
    /// written and however large: `2.0`, `1e+20` and `2^64` are integral.
    public var isIntegral: Bool {
        switch self {
        case .integer: true
        case .double(let value): value.isFinite && value.rounded() == value
        case .decimal(let text): JSONDecimal(text)?.isIntegral ?? false
        }
    }

    /// The integral value when it fits an `Int`, also for `2.0` or `1e3`.
    public var exactInt: Int? {
        switch self {
        case .integer(let value): return Int(exactly: value)
        case .double(let value):
            guard value.isFinite, value.rounded() == value, abs(value) < 9.0e15 else { return nil }
            return Int(value)
        case .decimal(let text): return JSONDecimal(text)?.exactInt
        }
    }
}

/// A JSON object: its members in source order, duplicates included (the reader reports them).
public struct JSONObject: Sendable, Hashable {
    public var members: [JSONMember]

    public init(_ members: [JSONMember] = []) { self.members = members }

    /// The first member whose key has exactly the code points of `key` (JSON compares keys by
    /// code point: "ñ" and "n\u0303" are different keys).
    public subscript(key: String) -> JSONValue? {
        for member in members where member.key.hasSameCodePoints(as: key) { return member.value }
        return nil
    }

    public func member(_ key: String) -> JSONMember? {
        members.first { $0.key.hasSameCodePoints(as: key) }
    }

    public var keys: [String] { members.map(\.key) }
}

/// One `"key": value` pair, with the position of the key's opening quote.
public struct JSONMember: Sendable, Hashable {
    public var key: String
    public var keyPosition: SourcePosition
    public var value: JSONValue

    public init(key: String, keyPosition: SourcePosition, value: JSONValue) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

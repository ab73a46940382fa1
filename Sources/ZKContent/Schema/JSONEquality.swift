import ZKCore

/// JSON equality as JSON Schema defines it for `enum`, `const` and `uniqueItems`: numbers compare
/// by value (`1` equals `1.0`), objects ignore member order, positions are irrelevant.
enum JSONEquality {
    static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a.kind, b.kind) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.number(let x), .number(let y)):
            if case .integer(let i) = x, case .integer(let j) = y { return i == j }
            return x.doubleValue == y.doubleValue
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

    /// A short rendering of a value for messages (`"gratis"`, `21`, `an object`).
    static func describe(_ value: JSONValue) -> String {
        switch value.kind {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return JSONWriter.format(number)
        case .string(let text):
            let short = text.unicodeScalars.count > 60 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(57))) + "..." : text
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

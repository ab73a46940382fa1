import ZKCore

/// A JSON Pointer into the token file (RFC 6901), as `$ref` writes it: `#/colors/blue/$value/components/0`.
/// Only pointers into the same document (starting with `#`) are supported.
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    /// The unescaped reference tokens (`~1` → `/`, `~0` → `~`).
    public var tokens: [String]

    public init(tokens: [String]) { self.tokens = tokens }

    /// Parses `#/a/b`; nil for anything else (another file, no `#`).
    public init?(_ text: String) {
        guard text.hasCodePointPrefix("#") else { return nil }
        let body = String(text.unicodeScalars.dropFirst())
        if body.isEmpty {
            tokens = []
            return
        }
        guard body.hasCodePointPrefix("/") else { return nil }
        tokens = String(body.unicodeScalars.dropFirst()).components(separatedByScalar: "/").map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    public var description: String {
        "#"
            + tokens.map {
                "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
            }.joined()
    }

    /// The value at this pointer in `root`, walking objects by key and arrays by index.
    public func resolve(in root: JSONValue) -> JSONValue? {
        var current = root
        for token in tokens {
            if let object = current.object {
                guard let next = object[token] else { return nil }
                current = next
            } else if let array = current.array {
                guard let index = Int(token), index >= 0, index < array.count, String(index) == token else {
                    return nil
                }
                current = array[index]
            } else {
                return nil
            }
        }
        return current
    }
}

extension JSONValue {
    /// The `$ref` of a reference object (`{ "$ref": "#/…" }`, nothing else in it), nil otherwise.
    var referenceObject: (text: String, position: SourcePosition)? {
        guard let object, object.members.count == 1, let member = object.members.first, member.key == "$ref",
            let text = member.value.string
        else { return nil }
        return (text, member.value.position)
    }

    /// Whether this is a token object (has `$value`).
    var isTokenObject: Bool { object?["$value"] != nil }
}

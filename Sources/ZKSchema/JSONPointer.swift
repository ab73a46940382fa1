import ZKCore

/// JSON Pointers (RFC 6901): the instance paths of schema diagnostics (`/steps/mittel/range/max`)
/// and the fragments of `$ref` (`#/$defs/range`).
enum JSONPointer {
    /// One step into a JSON value.
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The pointer text of `components`; the empty pointer (the whole document) is `/`, as in messages.
    public static func string(_ components: [Component]) -> String {
        if components.isEmpty { return "/" }
        var out = ""
        for component in components {
            out.append("/")
            switch component {
            case .key(let key): out.append(escape(key))
            case .index(let index): out.append(String(index))
            }
        }
        return out
    }

    /// `~` → `~0`, `/` → `~1`.
    public static func escape(_ token: String) -> String {
        guard token.contains("~") || token.contains("/") else { return token }
        return token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// The reference tokens of a pointer (`/a~1b/0` → `["a/b", "0"]`); nil when it does not start with `/`.
    public static func tokens(_ pointer: String) -> [String]? {
        if pointer.isEmpty { return [] }
        guard pointer.hasPrefix("/") else { return nil }
        return pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(unescaped)
    }

    /// A token with `~1` read as `/` and then `~0` as `~` (RFC 6901, 4: `~01` is `~1`). By hand:
    /// Foundation's `replacingOccurrences` cost 11,000 instructions a token, most of a schema
    /// compile's pointers.
    static func unescaped(_ token: Substring) -> String {
        guard token.utf8.contains(UInt8(ascii: "~")) else { return String(token) }
        var bytes: [UInt8] = []
        var escape = false
        for byte in token.utf8 {
            if escape {
                switch byte {
                case UInt8(ascii: "1"): bytes.append(UInt8(ascii: "/"))
                case UInt8(ascii: "0"): bytes.append(UInt8(ascii: "~"))
                case UInt8(ascii: "~"):
                    bytes.append(UInt8(ascii: "~"))
                    continue
                default: bytes += [UInt8(ascii: "~"), byte]
                }
                escape = false
            } else if byte == UInt8(ascii: "~") {
                escape = true
            } else {
                bytes.append(byte)
            }
        }
        if escape { bytes.append(UInt8(ascii: "~")) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The value `pointer` designates inside `root`, if any.
    public static func resolve(_ pointer: String, in root: JSONValue) -> JSONValue? {
        guard let tokens = tokens(pointer) else { return nil }
        var current = root
        for token in tokens {
            switch current.kind {
            case .object(let object):
                guard let next = object[token] else { return nil }
                current = next
            case .array(let array):
                guard let index = Int(token), index >= 0, index < array.count, String(index) == token else {
                    return nil
                }
                current = array[index]
            default:
                return nil
            }
        }
        return current
    }

    /// Decodes `%XX` escapes of a URI fragment.
    public static func percentDecoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

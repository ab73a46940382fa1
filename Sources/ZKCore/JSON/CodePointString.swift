#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Swift's `String ==` and `String.hashValue` apply Unicode canonical equivalence: "ñ" (U+00F1)
// equals "n" + U+0303. JSON (RFC 8259 §8.3), JSON Schema and every identifier this toolchain
// reads compare strings code point by code point. These are the comparisons to use for JSON
// object keys, IDs, string keys and catalog keys.

extension String {
    /// Whether the two strings hold the same Unicode scalars (the same UTF-8 bytes): JSON's string
    /// equality, unlike `==`, which equates canonically equivalent strings.
    @inlinable
    public func hasSameCodePoints(as other: String) -> Bool {
        let a = utf8
        let b = other.utf8
        guard a.count == b.count else { return false }
        if let equal = a.withContiguousStorageIfAvailable({ x in
            b.withContiguousStorageIfAvailable { y in
                guard let p = x.baseAddress, let q = y.baseAddress else { return true }
                return memcmp(p, q, x.count) == 0
            }
        }), let equal {
            return equal
        }
        return a.elementsEqual(b)
    }

    /// Orders by Unicode scalar values (which is the order of the UTF-8 bytes), as RFC 8785 and
    /// deterministic outputs sort keys; `<` on `String` compares canonical forms instead.
    @inlinable
    public func precedesByCodePoints(_ other: String) -> Bool {
        utf8.lexicographicallyPrecedes(other.utf8)
    }
}

/// A string that compares and hashes by its code points (UTF-8 bytes): the key type of every
/// dictionary or set of JSON object keys, IDs and catalog keys, where `String` would merge
/// canonically equivalent look-alikes ("ñ" and "n\u{0303}").
public struct CodePointString: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let string: String

    @inlinable
    public init(_ string: String) { self.string = string }

    public init(stringLiteral value: String) { self.string = value }

    @inlinable
    public static func == (lhs: CodePointString, rhs: CodePointString) -> Bool {
        lhs.string.hasSameCodePoints(as: rhs.string)
    }

    @inlinable
    public func hash(into hasher: inout Hasher) {
        var copy = string
        copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    @inlinable
    public static func < (lhs: CodePointString, rhs: CodePointString) -> Bool {
        lhs.string.precedesByCodePoints(rhs.string)
    }

    public var description: String { string }
}

/// Encoded as the plain string; as a dictionary key it makes a JSON object (not an array).
extension CodePointString: Codable, CodingKeyRepresentable {
    public init(from decoder: any Decoder) throws {
        string = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(string)
    }

    public var codingKey: any CodingKey { Key(stringValue: string) }

    public init?<T: CodingKey>(codingKey: T) { string = codingKey.stringValue }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

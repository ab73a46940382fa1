import ZKCore

/// The string-key grammar of spec 6.5, the one rule every tool judges a key by (the catalogs'
/// key grammar, content's string keys, the audio grammar's spoken lines):
/// `<area>.<context>.<element>[.<qualifier>…]`, at least three segments separated by single dots,
/// each lower-case snake_case ASCII: `[a-z0-9]+` words joined by single underscores. A segment may
/// start with a digit, as the spec's own `number.7.word` does.
public enum KeyGrammar {
    /// One rule broken: where (the scalar offset in the key) and what, worded to follow the key
    /// (`key 'Game.title' has the upper-case letter 'G'; …`).
    public struct Violation: Sendable, Equatable {
        public var offset: Int
        public var message: String
    }

    /// The smallest number of segments a key has.
    public static let minimumSegments = 3

    /// Whether `key` follows the grammar, on its UTF-8 bytes (no description: `violation(in:)`
    /// says what this refuses).
    public static func isValid(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { isValid($0, minimumSegments: minimumSegments) }
    }

    /// Whether `segment` is one lower-case snake_case segment (`hoer_hin`, `7`, `2nd_stop`).
    public static func isSegment(_ segment: Substring) -> Bool {
        var segment = segment
        return segment.withUTF8 { isValid($0, minimumSegments: 1) && !$0.contains(UInt8(ascii: ".")) }
    }

    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>, minimumSegments: Int) -> Bool {
        var segments = 1
        var previous = UInt8(ascii: ".")
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                break
            case UInt8(ascii: "_"), UInt8(ascii: "."):
                if previous == UInt8(ascii: ".") || previous == UInt8(ascii: "_") { return false }
                if byte == UInt8(ascii: ".") { segments += 1 }
            default:
                return false
            }
            previous = byte
        }
        return segments >= minimumSegments && previous != UInt8(ascii: ".") && previous != UInt8(ascii: "_")
    }

    /// The first rule `key` breaks, nil for a valid key.
    public static func violation(in key: String) -> Violation? {
        let scalars = Array(key.unicodeScalars)
        if scalars.isEmpty { return Violation(offset: 0, message: "is empty; keys are <area>.<context>.<element>") }
        var segmentStart = 0
        var segments = 0
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "a"..."z", "0"..."9":
                continue
            case "A"..."Z":
                return Violation(
                    offset: index,
                    message: "has the upper-case letter '\(scalar)'; key segments are lower-case snake_case")
            case "_":
                let next = index + 1 < scalars.count ? scalars[index + 1] : "."
                if index == segmentStart || next == "." || next == "_" {
                    return Violation(
                        offset: index,
                        message: "has a misplaced '_'; underscores join words inside a segment (snake_case)")
                }
            case ".":
                if index == segmentStart {
                    return Violation(
                        offset: index, message: "has an empty segment; segments are separated by single dots")
                }
                segments += 1
                segmentStart = index + 1
            default:
                let shown = scalar == " " ? "a space" : "the character '\(scalar)'"
                return Violation(offset: index, message: "has \(shown); keys use only a–z, 0–9, '_' and '.'")
            }
        }
        if segmentStart == scalars.count { return Violation(offset: scalars.count - 1, message: "ends with a dot") }
        segments += 1
        guard segments < minimumSegments else { return nil }
        return Violation(
            offset: 0,
            message:
                "has \(segments) segment\(segments == 1 ? "" : "s"); keys are <area>.<context>.<element>[.<qualifier>…]"
        )
    }
}

/// One printf-style placeholder of a value (`%1$@`, `%lld`, `%.2f`, `%#@minutes@`, `%arg`).
public struct FormatSpecifier: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A conversion that consumes an argument.
        case argument
        /// `%#@name@`: a substitution, which consumes the argument its `argNum` names.
        case substitution(String)
        /// `%arg` inside a substitution: the substitution's own argument.
        case substitutionArgument
    }

    public var kind: Kind
    /// The placeholder as written.
    public var text: String
    /// The explicit position (`%2$@` → 2), nil when sequential.
    public var explicitPosition: Int?
    /// The length modifier (`ll`, `l`, `h`…) with `q` read as `ll`.
    public var length: String
    /// The conversion character (`@`, `d`, `f`…); empty for substitutions and `%arg`.
    public var conversion: String
    /// Offset of the `%` in Unicode scalars from the start of the value.
    public var scalarOffset: Int

    /// The argument type the placeholder reads, for comparison between languages: `%d` and `%i`
    /// are the same, `%x` and `%u` are the same, `%lld` differs from `%d` and from `%@`.
    public var typeName: String {
        switch conversion {
        case "@": return "object"
        case "d", "i", "D": return "\(length)int"
        case "u", "U", "x", "X", "o", "O": return "\(length)unsigned"
        case "f", "F", "e", "E", "g", "G", "a", "A": return length == "L" ? "long double" : "double"
        case "c", "C": return "character"
        case "s", "S": return "C string"
        case "p": return "pointer"
        default: return conversion
        }
    }

    /// Whether both placeholders read the same argument type (`typeName` is equal). Equal
    /// conversions and lengths settle it without building the names.
    public func readsSameType(as other: FormatSpecifier) -> Bool {
        if conversion == other.conversion, length == other.length { return true }
        return typeName == other.typeName
    }

    /// A reader's description of the type (`a 64-bit integer ('lld')`).
    public var typeDescription: String {
        switch conversion {
        case "@": return "an object ('@')"
        case "d", "i", "D", "u", "U", "x", "X", "o", "O":
            let bits = ["ll": "64-bit ", "q": "64-bit ", "l": "long ", "h": "16-bit ", "hh": "8-bit ", "z": "size ", "t": "pointer-difference ", "j": "intmax "][length] ?? ""
            let signed = ["d", "i", "D"].contains(conversion) ? "integer" : "unsigned integer"
            return "a \(bits)\(signed) ('\(length)\(conversion)')"
        case "f", "F", "e", "E", "g", "G", "a", "A": return "a floating-point number ('\(length)\(conversion)')"
        case "c", "C": return "a character ('\(conversion)')"
        case "s", "S": return "a C string ('\(conversion)')"
        case "p": return "a pointer ('p')"
        default: return "'\(conversion)'"
        }
    }
}

/// A problem found while reading placeholders (`%` at the end, an unknown conversion).
public struct FormatProblem: Sendable, Hashable {
    public var message: String
    public var scalarOffset: Int
}

/// Reads the placeholders of a value the way Foundation's `String(format:)` does.
public enum FormatParser {
    /// Every placeholder of `text` in order; `%%` is a literal percent sign.
    public static func parse(_ text: String, allowArg: Bool = false) -> (specifiers: [FormatSpecifier], problems: [FormatProblem]) {
        var text = text
        return text.withUTF8 { parse(bytes: $0, allowArg: allowArg) }
    }

    private static func isFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'"): true
        default: false
        }
    }

    private static func isLength(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "j"), UInt8(ascii: "t"): true
        default: false
        }
    }

    /// The conversion as a string, for the characters `isConversion` accepts (no decoding).
    private static func conversion(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "@"): "@"
        case UInt8(ascii: "d"): "d"
        case UInt8(ascii: "D"): "D"
        case UInt8(ascii: "i"): "i"
        case UInt8(ascii: "u"): "u"
        case UInt8(ascii: "U"): "U"
        case UInt8(ascii: "x"): "x"
        case UInt8(ascii: "X"): "X"
        case UInt8(ascii: "o"): "o"
        case UInt8(ascii: "O"): "O"
        case UInt8(ascii: "f"): "f"
        case UInt8(ascii: "F"): "F"
        case UInt8(ascii: "e"): "e"
        case UInt8(ascii: "E"): "E"
        case UInt8(ascii: "g"): "g"
        case UInt8(ascii: "G"): "G"
        case UInt8(ascii: "a"): "a"
        case UInt8(ascii: "A"): "A"
        case UInt8(ascii: "c"): "c"
        case UInt8(ascii: "C"): "C"
        case UInt8(ascii: "s"): "s"
        case UInt8(ascii: "S"): "S"
        case UInt8(ascii: "p"): "p"
        default: nil
        }
    }

    /// The length modifier as written (`q` read as `ll`); the common ones without decoding.
    private static func length(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        switch range.count {
        case 0: return ""
        case 1:
            switch bytes[range.lowerBound] {
            case UInt8(ascii: "l"): return "l"
            case UInt8(ascii: "q"): return "ll"
            case UInt8(ascii: "h"): return "h"
            default: break
            }
        case 2:
            if bytes[range.lowerBound] == UInt8(ascii: "l"), bytes[range.lowerBound + 1] == UInt8(ascii: "l") { return "ll" }
        default: break
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// `parse(_:allowArg:)` on the UTF-8 bytes of the value.
    static func parse(bytes: UnsafeBufferPointer<UInt8>, allowArg: Bool) -> (specifiers: [FormatSpecifier], problems: [FormatProblem]) {
        guard var index = bytes.firstIndex(of: UInt8(ascii: "%")) else { return ([], []) }
        var specifiers: [FormatSpecifier] = []
        var problems: [FormatProblem] = []
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        // Scalar offset of `index`: the scalars before the first `%`, then counted as the scan moves forward.
        var scalar = 0
        for byte in UnsafeBufferPointer(rebasing: bytes[..<index]) where byte & 0xC0 != 0x80 { scalar += 1 }
        func advance(to target: Int) {
            while index < target {
                if bytes[index] & 0xC0 != 0x80 { scalar += 1 }
                index += 1
            }
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                advance(to: index + 1)
                continue
            }
            let start = index, startScalar = scalar
            var cursor = index + 1
            if cursor >= bytes.count {
                problems.append(FormatProblem(message: "'%' at the end of the value starts no placeholder; write '%%' for a percent sign", scalarOffset: startScalar))
                advance(to: cursor)
                break
            }
            if bytes[cursor] == UInt8(ascii: "%") {
                advance(to: cursor + 1)
                continue
            }
            if allowArg, bytes.count - cursor >= 3, bytes[cursor] == UInt8(ascii: "a"), bytes[cursor + 1] == UInt8(ascii: "r"), bytes[cursor + 2] == UInt8(ascii: "g") {
                specifiers.append(FormatSpecifier(kind: .substitutionArgument, text: "%arg", explicitPosition: nil, length: "", conversion: "", scalarOffset: startScalar))
                advance(to: cursor + 3)
                continue
            }
            // Optional position `n$`.
            var position: Int?
            var probe = cursor, number = 0
            while probe < bytes.count, bytes[probe] >= 0x30, bytes[probe] <= 0x39 {
                number = number &* 10 &+ Int(bytes[probe] - 0x30)
                probe += 1
            }
            if probe > cursor, probe < bytes.count, bytes[probe] == UInt8(ascii: "$") {
                position = number
                cursor = probe + 1
            }
            // `%#@name@` substitutions (optionally positioned: `%1$#@name@`).
            if cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "#"), bytes[cursor + 1] == UInt8(ascii: "@") {
                var end = cursor + 2
                while end < bytes.count, bytes[end] != UInt8(ascii: "@") { end += 1 }
                if end < bytes.count {
                    specifiers.append(FormatSpecifier(
                        kind: .substitution(text((cursor + 2)..<end)), text: text(start..<(end + 1)), explicitPosition: position, length: "",
                        conversion: "", scalarOffset: startScalar))
                    advance(to: end + 1)
                    continue
                }
                problems.append(FormatProblem(message: "substitution '\(text(start..<bytes.count))' lacks its closing '@'", scalarOffset: startScalar))
                advance(to: bytes.count)
                break
            }
            while cursor < bytes.count, isFlag(bytes[cursor]) { cursor += 1 }
            while cursor < bytes.count, (bytes[cursor] >= 0x30 && bytes[cursor] <= 0x39) || bytes[cursor] == UInt8(ascii: "*") { cursor += 1 }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") {
                cursor += 1
                while cursor < bytes.count, (bytes[cursor] >= 0x30 && bytes[cursor] <= 0x39) || bytes[cursor] == UInt8(ascii: "*") { cursor += 1 }
            }
            let lengthStart = cursor
            while cursor < bytes.count, isLength(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, let conversion = conversion(bytes[cursor]) else {
                let shown = text(start..<min(bytes.count, cursor + 1))
                problems.append(FormatProblem(message: "'\(shown)' is not a valid placeholder; write '%%' for a percent sign", scalarOffset: startScalar))
                advance(to: min(bytes.count, cursor + 1))
                continue
            }
            specifiers.append(FormatSpecifier(
                kind: .argument, text: text(start..<(cursor + 1)), explicitPosition: position, length: length(bytes, lengthStart..<cursor),
                conversion: conversion, scalarOffset: startScalar))
            advance(to: cursor + 1)
        }
        return (specifiers, problems)
    }
}

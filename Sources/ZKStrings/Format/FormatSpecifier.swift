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
    private static let flags: Set<UInt8> = Set("-+ #0'".utf8)
    private static let lengths: Set<UInt8> = Set("hlqLzjt".utf8)
    private static let conversions: Set<UInt8> = Set("@dDiuUxXoOfFeEgGaAcCsSp".utf8)

    /// Every placeholder of `text` in order; `%%` is a literal percent sign.
    public static func parse(_ text: String, allowArg: Bool = false) -> (specifiers: [FormatSpecifier], problems: [FormatProblem]) {
        let bytes = Array(text.utf8)
        var specifiers: [FormatSpecifier] = []
        var problems: [FormatProblem] = []
        guard bytes.contains(UInt8(ascii: "%")) else { return ([], []) }
        var index = 0
        var scalar = 0
        // Scalar offsets of the bytes, computed lazily as the scan moves forward.
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
                number = number * 10 + Int(bytes[probe] - 0x30)
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
                    let name = String(decoding: bytes[(cursor + 2)..<end], as: UTF8.self)
                    let written = String(decoding: bytes[start...end], as: UTF8.self)
                    specifiers.append(FormatSpecifier(kind: .substitution(name), text: written, explicitPosition: position, length: "", conversion: "", scalarOffset: startScalar))
                    advance(to: end + 1)
                    continue
                }
                problems.append(FormatProblem(message: "substitution '\(String(decoding: bytes[start...], as: UTF8.self))' lacks its closing '@'", scalarOffset: startScalar))
                advance(to: bytes.count)
                break
            }
            while cursor < bytes.count, flags.contains(bytes[cursor]) { cursor += 1 }
            while cursor < bytes.count, (bytes[cursor] >= 0x30 && bytes[cursor] <= 0x39) || bytes[cursor] == UInt8(ascii: "*") { cursor += 1 }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") {
                cursor += 1
                while cursor < bytes.count, (bytes[cursor] >= 0x30 && bytes[cursor] <= 0x39) || bytes[cursor] == UInt8(ascii: "*") { cursor += 1 }
            }
            let lengthStart = cursor
            while cursor < bytes.count, lengths.contains(bytes[cursor]) { cursor += 1 }
            var length = String(decoding: bytes[lengthStart..<cursor], as: UTF8.self)
            if length == "q" { length = "ll" }
            guard cursor < bytes.count, conversions.contains(bytes[cursor]) else {
                let shown = String(decoding: bytes[start..<min(bytes.count, cursor + 1)], as: UTF8.self)
                problems.append(FormatProblem(message: "'\(shown)' is not a valid placeholder; write '%%' for a percent sign", scalarOffset: startScalar))
                advance(to: min(bytes.count, cursor + 1))
                continue
            }
            let written = String(decoding: bytes[start...cursor], as: UTF8.self)
            specifiers.append(FormatSpecifier(
                kind: .argument, text: written, explicitPosition: position, length: length,
                conversion: String(UnicodeScalar(bytes[cursor])), scalarOffset: startScalar))
            advance(to: cursor + 1)
        }
        return (specifiers, problems)
    }
}

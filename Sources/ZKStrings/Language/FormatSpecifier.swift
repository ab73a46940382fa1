import ZKCore

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
    public var typeName: String { Self.typeName(conversion: conversion, length: length) }

    /// A reader's description of the type (`a 64-bit integer ('lld')`).
    public var typeDescription: String { Self.typeDescription(conversion: conversion, length: length) }

    static func typeName(conversion: String, length: String) -> String {
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

    /// Equal type names; equal conversions and lengths settle it without building the names.
    static func sameType(
        _ conversion: String, _ length: String, _ otherConversion: String, _ otherLength: String
    ) -> Bool {
        if conversion == otherConversion, length == otherLength { return true }
        return typeName(conversion: conversion, length: length)
            == typeName(conversion: otherConversion, length: otherLength)
    }

    static func typeDescription(conversion: String, length: String) -> String {
        switch conversion {
        case "@": return "an object ('@')"
        case "d", "i", "D", "u", "U", "x", "X", "o", "O":
            let bits =
                [
                    "ll": "64-bit ", "q": "64-bit ", "l": "long ", "h": "16-bit ", "hh": "8-bit ", "z": "size ",
                    "t": "pointer-difference ", "j": "intmax ",
                ][length] ?? ""
            let signed = ["d", "i", "D"].contains(conversion) ? "integer" : "unsigned integer"
            return MessageText.withArticle("\(bits)\(signed) ('\(length)\(conversion)')")
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
///
/// Which values are format strings at all (the rule zk-strings follows, as Xcode does): a key is
/// formatted only when its source text — the source-language value, or the key itself where
/// Xcode writes no source localization — has at least one placeholder that takes an argument
/// (`%@`, `%d`, `%lld`, `%1$@`, `%.2f`, `%#@name@`, …) written without the space flag. SwiftUI
/// and `String(localized:)` show a key without arguments verbatim, and Xcode writes a literal
/// `%` as `%%` only in keys that have arguments, so in "70% for" or "Earn 30% from referrals"
/// the `%` is a percent sign, not `% f`. Such keys and their translations are not scanned and
/// not compared. In a format string every `%` starts a placeholder (`%%` is a percent sign),
/// as `String(format:)` reads it, the space flag included.
public enum FormatParser {
    /// Whether `text` is a format string by the rule above.
    public static func isFormatString(_ text: String) -> Bool {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return false }
        var text = text
        return text.withUTF8 { bytes in
            var found = false
            FormatScanner.scan(
                bytes, allowArg: false,
                token: { token in
                    if token.kind == .substitution || (token.kind == .argument && !token.spaceFlag) { found = true }
                }, problem: { _ in })
            return found
        }
    }

    /// Every placeholder of `text` in order; `%%` is a literal percent sign.
    public static func parse(
        _ text: String, allowArg: Bool = false
    ) -> (specifiers: [FormatSpecifier], problems: [FormatProblem]) {
        var text = text
        return text.withUTF8 { bytes in
            var specifiers: [FormatSpecifier] = []
            var problems: [FormatProblem] = []
            FormatScanner.scan(
                bytes, allowArg: allowArg, token: { specifiers.append($0.specifier(in: bytes)) },
                problem: { problems.append($0) })
            return (specifiers, problems)
        }
    }
}

/// One placeholder as the scanner finds it: offsets into the value's UTF-8 bytes and what it
/// reads. The checks compare tokens; `specifier(in:)` builds the `FormatSpecifier` (with its
/// strings) for what they report.
struct PlaceholderToken {
    enum Kind {
        case argument
        case substitution
        case substitutionArgument
    }

    var kind: Kind
    /// The placeholder as written: bytes `start ..< end` of the value.
    var start: Int
    var end: Int
    /// Offset of the `%` in Unicode scalars from the start of the value.
    var scalarOffset: Int
    var explicitPosition: Int?
    /// The length modifier (`argument`, `q` read as `ll`); empty otherwise.
    var length: String
    /// The conversion byte (`argument`); 0 otherwise.
    var conversion: UInt8
    /// The name's bytes (`substitution`).
    var nameStart = 0
    var nameEnd = 0
    /// The space flag was written (`% d`): in a value that is not otherwise a format string, this
    /// is a percent sign before a word ("70% for"), not a placeholder.
    var spaceFlag = false

    /// The conversion as a string (`@`, `lld`'s `d`), empty for substitutions and `%arg`.
    var conversionText: String { FormatScanner.conversion(conversion) ?? "" }

    func specifier(in bytes: UnsafeBufferPointer<UInt8>) -> FormatSpecifier {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        switch kind {
        case .argument:
            return FormatSpecifier(
                kind: .argument, text: text, explicitPosition: explicitPosition, length: length,
                conversion: conversionText, scalarOffset: scalarOffset)
        case .substitution:
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self)
            return FormatSpecifier(
                kind: .substitution(name), text: text, explicitPosition: explicitPosition, length: "", conversion: "",
                scalarOffset: scalarOffset)
        case .substitutionArgument:
            return FormatSpecifier(
                kind: .substitutionArgument, text: "%arg", explicitPosition: nil, length: "", conversion: "",
                scalarOffset: scalarOffset)
        }
    }
}

/// The placeholder scanner behind `FormatParser` and the placeholder checks: one pass over the
/// bytes, no strings made for what is well-formed (lengths are literals).
enum FormatScanner {
    private static func isFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"),
            UInt8(ascii: "'"):
            true
        default: false
        }
    }

    private static func isLength(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"),
            UInt8(ascii: "j"), UInt8(ascii: "t"):
            true
        default: false
        }
    }

    /// The conversion as a string, nil for a byte that is no conversion.
    static func conversion(_ byte: UInt8) -> String? {
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
            if bytes[range.lowerBound] == UInt8(ascii: "l"), bytes[range.lowerBound + 1] == UInt8(ascii: "l") {
                return "ll"
            }
        default: break
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Calls `token` for every placeholder of the value in order and `problem` for every
    /// malformed one; `%%` is a literal percent sign.
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, allowArg: Bool, token: (PlaceholderToken) -> Void,
        problem: (FormatProblem) -> Void
    ) {
        guard var index = bytes.firstIndex(of: UInt8(ascii: "%")) else { return }
        var scalars = ScalarCounter()
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                // On to the next `%`.
                guard let next = UnsafeBufferPointer(rebasing: bytes[index...]).firstIndex(of: UInt8(ascii: "%")) else {
                    break
                }
                index += next
                continue
            }
            let scalarOffset = scalars.offset(of: index, in: bytes)
            guard
                let next = placeholder(
                    bytes, at: index, scalarOffset: scalarOffset, allowArg: allowArg, token: token, problem: problem)
            else { break }
            index = next
        }
    }

    /// The scalar offset of a byte offset (a byte that starts a scalar counts one), counted
    /// forward from where the last one was asked.
    struct ScalarCounter {
        var scalar = 0
        var counted = 0

        @inline(__always)
        mutating func offset(of index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
            while counted < index {
                if bytes[counted] & 0xC0 != 0x80 { scalar += 1 }
                counted += 1
            }
            return scalar
        }
    }

    /// The placeholder (or `%%`) whose `%` is at `start`, reported; the offset after it, or nil
    /// when the rest of the value is not scanned.
    @inline(__always)
    private static func placeholder(
        _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, scalarOffset: Int, allowArg: Bool,
        token: (PlaceholderToken) -> Void, problem: (FormatProblem) -> Void
    ) -> Int? {
        var cursor = start + 1
        if cursor >= bytes.count {
            problem(
                FormatProblem(
                    message: "'%' at the end of the value starts no placeholder; write '%%' for a percent sign",
                    scalarOffset: scalarOffset))
            return nil
        }
        if bytes[cursor] == UInt8(ascii: "%") { return cursor + 1 }
        if allowArg, bytes.count - cursor >= 3, bytes[cursor] == UInt8(ascii: "a"),
            bytes[cursor + 1] == UInt8(ascii: "r"), bytes[cursor + 2] == UInt8(ascii: "g")
        {
            token(
                PlaceholderToken(
                    kind: .substitutionArgument, start: start, end: cursor + 3, scalarOffset: scalarOffset,
                    explicitPosition: nil, length: "", conversion: 0))
            return cursor + 3
        }
        // Optional position `n$`.
        var position: Int?
        var probe = cursor
        var number = 0
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
            return substitution(
                bytes, start: start, nameStart: cursor + 2, position: position, scalarOffset: scalarOffset,
                token: token, problem: problem)
        }
        return argument(
            bytes, start: start, cursor: cursor, position: position, scalarOffset: scalarOffset, token: token,
            problem: problem)
    }

    /// `%#@name@` (its name from `nameStart`); nil when it lacks its closing `@`, which ends the scan.
    @inline(__always)
    private static func substitution(
        _ bytes: UnsafeBufferPointer<UInt8>, start: Int, nameStart: Int, position: Int?, scalarOffset: Int,
        token: (PlaceholderToken) -> Void, problem: (FormatProblem) -> Void
    ) -> Int? {
        var end = nameStart
        while end < bytes.count, bytes[end] != UInt8(ascii: "@") { end += 1 }
        guard end < bytes.count else {
            problem(
                FormatProblem(
                    message: "substitution '\(text(bytes, start..<bytes.count))' lacks its closing '@'",
                    scalarOffset: scalarOffset))
            return nil
        }
        token(
            PlaceholderToken(
                kind: .substitution, start: start, end: end + 1, scalarOffset: scalarOffset,
                explicitPosition: position, length: "",
                conversion: 0, nameStart: nameStart, nameEnd: end))
        return end + 1
    }

    /// An argument placeholder from `cursor` (after `%` and any position): flags, width,
    /// precision, length and the conversion; the offset after it (or after the character that
    /// makes it invalid).
    @inline(__always)
    private static func argument(
        _ bytes: UnsafeBufferPointer<UInt8>, start: Int, cursor: Int, position: Int?, scalarOffset: Int,
        token: (PlaceholderToken) -> Void, problem: (FormatProblem) -> Void
    ) -> Int {
        var cursor = cursor
        var spaceFlag = false
        let flagsStart = cursor
        while cursor < bytes.count, isFlag(bytes[cursor]) {
            if bytes[cursor] == UInt8(ascii: " ") { spaceFlag = true }
            cursor += 1
        }
        let widthStart = cursor
        var width = 0
        while cursor < bytes.count,
            (bytes[cursor] >= 0x30 && bytes[cursor] <= 0x39) || bytes[cursor] == UInt8(ascii: "*")
        {
            width =
                bytes[cursor] == UInt8(ascii: "*") ? -1 : (width < 0 ? -1 : width &* 10 &+ Int(bytes[cursor] - 0x30))
            cursor += 1
        }
        // `%1@`: a position without its `$` reads as a field width, which an object ignores
        // (issue 52). Read as the argument it names, and reported once.
        if position == nil, widthStart == flagsStart, cursor > widthStart, width > 0, cursor < bytes.count,
            bytes[cursor] == UInt8(ascii: "@")
        {
            let written = text(bytes, start..<(cursor + 1))
            problem(
                FormatProblem(
                    message:
                        "'\(written)' reads an object with a field width of \(width), not argument \(width); write '%\(width)$@'",
                    scalarOffset: scalarOffset))
            token(
                PlaceholderToken(
                    kind: .argument, start: start, end: cursor + 1, scalarOffset: scalarOffset,
                    explicitPosition: width, length: "", conversion: bytes[cursor]))
            return cursor + 1
        }
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") {
            cursor += 1
            while cursor < bytes.count,
                (bytes[cursor] >= 0x30 && bytes[cursor] <= 0x39) || bytes[cursor] == UInt8(ascii: "*")
            { cursor += 1 }
        }
        let lengthStart = cursor
        while cursor < bytes.count, isLength(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count, conversion(bytes[cursor]) != nil else {
            // Up to the end of the character after the placeholder's start, never inside it.
            var end = min(bytes.count, cursor + 1)
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let shown = text(bytes, start..<end)
            problem(
                FormatProblem(
                    message: "'\(shown)' is not a valid placeholder; write '%%' for a percent sign",
                    scalarOffset: scalarOffset))
            return end
        }
        token(
            PlaceholderToken(
                kind: .argument, start: start, end: cursor + 1, scalarOffset: scalarOffset,
                explicitPosition: position,
                length: length(bytes, lengthStart..<cursor), conversion: bytes[cursor], spaceFlag: spaceFlag))
        return cursor + 1
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}

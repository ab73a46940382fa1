import ZKCore

/// Writes a catalog's JSON tree exactly as Xcode does, so a read–write round trip of an
/// Xcode-written `.xcstrings` file is byte-identical.
///
/// Xcode's format (from Xcode-written catalogs, Xcode 15–26):
///
///     {                                  two-space indent per level
///       "sourceLanguage" : "de",         `" : "` between key and value
///       "strings" : {                    members sorted in `XcodeKeyOrder` at every level
///         "empty.key" : {                an empty object is `{`, an empty line, `}`
///
///         },
///         "key" : { … }
///       },
///       "version" : "1.0"
///     }                                  no newline at the end of the file (one the file has is kept)
///
/// Strings are UTF-8 as they are (no `\uXXXX` for non-ASCII), `/` is not escaped; `"`, `\` and
/// control characters are (`\n`, `\t`, `\r`, `\b`, `\f`, else `\u00xx`).
public enum CatalogWriter {
    /// The catalog as Xcode writes it. `finalNewline`: end with a line feed, for a file that
    /// has one (editors and pre-commit hooks add it to Xcode's output; Xcode reads it as it is),
    /// so that rewriting such a file changes nothing else.
    public static func bytes(_ root: JSONValue, finalNewline: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        write(root, into: &out, indent: 0)
        if finalNewline { out.append(0x0A) }
        return out
    }

    /// The bytes to write for `root`, the new tree of `catalog`: its final newline kept as the file has it.
    public static func bytes(_ root: JSONValue, replacing catalog: StringCatalog) -> [UInt8] {
        bytes(root, finalNewline: catalog.file.bytes.last == 0x0A)
    }

    private static func write(_ value: JSONValue, into out: inout [UInt8], indent: Int) {
        switch value.kind {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): out.append(contentsOf: JSONWriter.format(number).utf8)
        case .string(let text): writeString(text, into: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            if elements.isEmpty {
                out.append(0x0A)
            }
            for (position, element) in elements.enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                newline(into: &out, indent: indent + 1)
                write(element, into: &out, indent: indent + 1)
            }
            newline(into: &out, indent: indent)
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            if object.members.isEmpty {
                out.append(0x0A)
            }
            let order = XcodeKeyOrder.sorted(object.members.map(\.key))
            // Members grouped by code points: look-alike keys ("ñ", "n\u{0303}") are two
            // members, each written once, in `XcodeKeyOrder` (code points break its ties).
            var byKey: [CodePointString: [JSONMember]] = [:]
            for member in object.members { byKey[CodePointString(member.key), default: []].append(member) }
            var first = true
            var previous: String?
            for key in order where !(previous.map { key.hasSameCodePoints(as: $0) } ?? false) {
                previous = key
                for member in byKey[CodePointString(key)] ?? [] {
                    if !first { out.append(UInt8(ascii: ",")) }
                    first = false
                    newline(into: &out, indent: indent + 1)
                    writeString(member.key, into: &out)
                    out.append(contentsOf: " : ".utf8)
                    write(member.value, into: &out, indent: indent + 1)
                }
            }
            newline(into: &out, indent: indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(into out: inout [UInt8], indent: Int) {
        out.append(0x0A)
        for _ in 0..<(indent * 2) { out.append(UInt8(ascii: " ")) }
    }

    /// Xcode escapes strings exactly as ZKCore's writer does (`\n`, `\"`, lower-case `\u00xx`).
    static func writeString(_ text: String, into out: inout [UInt8]) {
        JSONWriter.writeString(text, into: &out)
    }
}

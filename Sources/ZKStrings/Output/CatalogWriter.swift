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
        var out = writer.bytes(root)
        if finalNewline { out.append(0x0A) }
        return out
    }

    /// The bytes to write for `root`, the new tree of `catalog`: its final newline kept as the file has it.
    public static func bytes(_ root: JSONValue, replacing catalog: StringCatalog) -> [UInt8] {
        bytes(root, finalNewline: catalog.file.bytes.last == 0x0A)
    }

    /// ZKCore's writer in Xcode's layout and key order.
    static let writer = JSONWriter(style: .xcode, order: .custom(xcodeOrder))

    /// Members in `XcodeKeyOrder`, grouped by code points: look-alike keys ("ñ", "n\u{0303}") are
    /// two members, each written once, code points breaking the order's ties; a repeated key keeps
    /// its members in source order.
    @Sendable static func xcodeOrder(_ members: [JSONMember]) -> [JSONMember] {
        let order = XcodeKeyOrder.sorted(members.map(\.key))
        var byKey: [CodePointString: [JSONMember]] = [:]
        for member in members { byKey[CodePointString(member.key), default: []].append(member) }
        var result: [JSONMember] = []
        result.reserveCapacity(members.count)
        var previous: String?
        for key in order where !(previous.map { key.hasSameCodePoints(as: $0) } ?? false) {
            previous = key
            result += byKey[CodePointString(key)] ?? []
        }
        return result
    }
}

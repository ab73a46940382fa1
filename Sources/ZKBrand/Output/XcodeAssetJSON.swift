import ZKCore

/// JSON as Xcode writes an asset catalog's `Contents.json`: two-space indentation, `"key" : value`
/// (a space on both sides of the colon), keys sorted, every array and object on its own lines,
/// and a final line break. Byte for byte what Xcode itself writes for a colour set, e.g.
///
///     {
///       "colors" : [
///         {
///           "color" : {
///             "color-space" : "srgb",
///     …
///       "info" : {
///         "author" : "xcode",
///         "version" : 1
///       }
///     }
enum XcodeAssetJSON {
    static func bytes(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        write(value, indent: 0, into: &out)
        out.append(0x0A)
        return out
    }

    static func write(_ value: JSONValue, indent: Int, into out: inout [UInt8]) {
        let pad = Array(repeating: UInt8(ascii: " "), count: indent * 2)
        let inner = Array(repeating: UInt8(ascii: " "), count: (indent + 1) * 2)
        switch value.kind {
        case .object(let object):
            let members = object.members.sorted { $0.key < $1.key }
            guard !members.isEmpty else {
                out.append(contentsOf: "{\n\n".utf8 + pad + "}".utf8)
                return
            }
            out.append(contentsOf: "{\n".utf8)
            for (index, member) in members.enumerated() {
                out.append(contentsOf: inner)
                out.append(contentsOf: JSONWriter(style: .compact).bytes(.init(.string(member.key))))
                out.append(contentsOf: " : ".utf8)
                write(member.value, indent: indent + 1, into: &out)
                out.append(contentsOf: (index + 1 < members.count ? ",\n" : "\n").utf8)
            }
            out.append(contentsOf: pad)
            out.append(UInt8(ascii: "}"))
        case .array(let items):
            guard !items.isEmpty else {
                out.append(contentsOf: "[\n\n".utf8 + pad + "]".utf8)
                return
            }
            out.append(contentsOf: "[\n".utf8)
            for (index, item) in items.enumerated() {
                out.append(contentsOf: inner)
                write(item, indent: indent + 1, into: &out)
                out.append(contentsOf: (index + 1 < items.count ? ",\n" : "\n").utf8)
            }
            out.append(contentsOf: pad)
            out.append(UInt8(ascii: "]"))
        default:
            out.append(contentsOf: JSONWriter(style: .compact).bytes(value))
        }
    }
}

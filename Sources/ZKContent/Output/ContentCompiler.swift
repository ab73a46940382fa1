import Foundation
import ZKCore

/// The content compiler: each content file canonicalised (sorted keys, no insignificant
/// whitespace, numbers normalised, the editor-only root `$schema` dropped) plus `catalog.json`,
/// which holds all of them for the app to load in one read:
///
///     { "contentVersion": "1.0.0", "files": { "games/hoer_hin.json": { … }, … },
///       "formatVersion": 1, "inputHash": "xxh64:…", "schemaVersion": 1 }
///
/// `inputHash` is XXH64 over every input in path order (path, NUL, bytes, NUL for each JSON file
/// of the content folder, path and NUL for every other file), so equal inputs give equal bytes.
public enum ContentCompiler {
    public static let formatVersion = 1
    public static let catalogName = "catalog.json"

    /// One output file: its path relative to the output folder and its bytes.
    public struct Output: Sendable {
        public var path: String
        public var bytes: [UInt8]
    }

    /// The outputs for `input`, sorted by path, `catalog.json` last.
    public static func compile(_ input: ContentInput) -> [Output] {
        let writer = JSONWriter(style: .compact, sortKeys: true)
        var outputs: [Output] = []
        var members: [(String, JSONValue)] = []
        var manifest: JSONValue?
        for document in input.documents {
            let relative = input.relative(document.path)
            let kind = ContentKind.of(relative)
            guard kind.isContent, let value = document.parse.value else { continue }
            let canonical = strippingSchema(value)
            if kind == .manifest { manifest = canonical }
            outputs.append(Output(path: relative, bytes: writer.bytes(canonical)))
            members.append((relative, canonical))
        }
        var catalog: [(String, JSONValue)] = [
            ("formatVersion", .int(formatVersion)),
            ("inputHash", .string("xxh64:" + XXHash64.hex(inputHash(input)))),
            ("files", .object(members)),
        ]
        if let version = manifest?["contentVersion"] { catalog.append(("contentVersion", version)) }
        if let version = manifest?["schemaVersion"] { catalog.append(("schemaVersion", version)) }
        outputs.append(Output(path: catalogName, bytes: writer.bytes(.object(catalog))))
        return outputs
    }

    static func strippingSchema(_ value: JSONValue) -> JSONValue {
        guard let object = value.object, object["$schema"] != nil else { return value }
        return JSONValue(.object(JSONObject(object.members.filter { $0.key != "$schema" })), at: value.position)
    }

    static func inputHash(_ input: ContentInput) -> UInt64 {
        var bytes: [UInt8] = []
        // By code point: two names that differ only in normalisation are two inputs.
        let documents = Dictionary(
            input.documents.map { (CodePointString($0.path), $0) }, uniquingKeysWith: { first, _ in first })
        for path in input.files.union(documents.keys).sorted() {
            bytes.append(contentsOf: path.string.utf8)
            bytes.append(0)
            if let document = documents[path] {
                bytes.append(contentsOf: document.file.bytes)
                bytes.append(0)
            }
        }
        return XXHash64.hash(bytes)
    }
}

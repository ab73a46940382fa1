import Foundation
import ZKContent
import ZKCore
import ZKSchema

/// Discovery's JSON files that name their schema, and its Design Tokens files: found by their
/// first 4 KiB, read whole only when they declare a `$schema`.
extension ProjectDiscovery {
    /// A JSON file that names its schema (`"$schema": reference`).
    public struct DeclaredSchema: Sendable, Hashable {
        public var path: String
        public var reference: String
        /// Whether zk-build can read what it names without a `schemaMap`: a bundled metaschema, or
        /// a schema file of the repository.
        public var isLocal: Bool
    }

    /// The JSON files the `json-schema` stage checks: those naming a local schema, and those
    /// naming a remote one that `schemaMap` reads from a folder — except the files of the
    /// folders other stages read with their own checks (content, strings, audio manifests,
    /// brand, store texts): one mistake, one error.
    public func jsonFiles(_ configuration: ProjectConfiguration) -> [String] {
        let mappings = configuration.schemaMap.map { SchemaFileLoader.Mapping(prefix: $0.key, folder: $0.value) }
        let folders = [
            configuration.contentPath, configuration.stringsPath, configuration.audioManifestsPath,
            configuration.brandPath, configuration.marketingPath,
        ].compactMap { $0.map { $0 + "/" } }
        return declaredSchemas.filter { declared in
            !folders.contains { declared.path.hasPrefix($0) }
                && (declared.isLocal
                    || DeclaredSchemaFiles.isCheckable(declared.reference, in: declared.path, mappings: mappings) {
                        _ in false
                    })
        }.map(\.path)
    }

    /// The JSON files among `paths` (outside the content folder) whose first bytes name a
    /// `$schema`: those are read and parsed (the parse seeds the project's cache), the rest not.
    mutating func readDeclaredSchemas(_ paths: [String], root: String) {
        let content = contentFolder.map { $0 + "/" }
        let boundary = SymbolicLinkGuard.realPath(root) ?? root
        for path in paths where content.map({ !path.hasPrefix($0) }) ?? true {
            guard Self.mayDeclareSchema(root + "/" + path),
                case .success(let file) = FileReader.read(root + "/" + path, displayPath: path)
            else { continue }
            let result = JSONReader.read(file)
            guard let (reference, _) = DeclaredSchemaFiles.declared(result.value) else {
                // A file that names a `$schema` in its first bytes but does not parse is checked
                // all the same: its syntax errors are reported, never skipped in silence.
                if result.hasErrors {
                    parsed[path] = ParsedFile(file: file, result: result)
                    declaredSchemas.append(DeclaredSchema(path: path, reference: "", isLocal: true))
                }
                continue
            }
            parsed[path] = ParsedFile(file: file, result: result)
            // `isCheckable` refuses a path above the root; a link out of the repository is not followed.
            let isLocal = DeclaredSchemaFiles.isCheckable(reference, in: path, mappings: []) { schema in
                DirectoryWalker.exists(root + "/" + schema)
                    && SymbolicLinkGuard.escapingLink(in: schema, root: root, boundary: boundary) == nil
            }
            declaredSchemas.append(DeclaredSchema(path: path, reference: reference, isLocal: isLocal))
        }
    }

    /// Whether the first 4 KiB of the file hold `"$schema"` (a file that does not is not read whole).
    static func mayDeclareSchema(_ absolute: String) -> Bool { head(of: absolute, holds: #""$schema""#) }

    /// Whether the first 4 KiB of a token file name the Format Module 2025.10's schema.
    static func declaresTokenFormat(_ absolute: String) -> Bool {
        head(of: absolute, holds: "designtokens.org/schemas/2025.10/")
    }

    static func head(of absolute: String, holds text: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: absolute) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        return head.range(of: Data(text.utf8)) != nil
    }
}

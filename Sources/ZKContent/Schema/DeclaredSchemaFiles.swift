import ZKCore
import ZKSchema

/// JSON files outside the content folder that name their own schema with `$schema`: a schema
/// file of the repository (a path relative to the file, or a remote URI a `schemaMap` reads from
/// a folder) or a JSON Schema draft's metaschema (the file is itself a schema). Each is checked
/// as `zk-content validate --schema` checks it: every schema read against its draft's
/// metaschema, then the file against its schema, with unknown keywords left as annotations and
/// `format` as the draft says. A file naming a remote schema nothing maps is not read.
public enum DeclaredSchemaFiles {
    /// A JSON file read and parsed, with the `$schema` it declares.
    public struct File: Sendable {
        public var path: String
        public var parse: JSONParseResult

        public init(path: String, parse: JSONParseResult) {
            self.path = path
            self.parse = parse
        }
    }

    /// The `$schema` string at the top of a parsed document, with its value's position.
    public static func declared(_ value: JSONValue?) -> (text: String, position: SourcePosition?)? {
        guard let member = value?.object?.members.first(where: { $0.key == "$schema" }),
            let text = member.value.string
        else { return nil }
        return (text, member.value.position)
    }

    /// Whether discovery takes a file whose `$schema` is `reference`: a bundled metaschema, a
    /// file for which `exists` is true, or a URI `mappings` cover.
    public static func isCheckable(
        _ reference: String, in path: String, mappings: [SchemaFileLoader.Mapping], exists: (String) -> Bool
    ) -> Bool {
        switch SchemaReferenceTarget(reference, in: path, mappings: mappings) {
        case .metaschema: true
        case .file(let file, let uri): uri != nil || (!file.hasPrefix("../") && file != ".." && exists(file))
        case .remote: false
        }
    }

    /// The diagnostics of `files`: their schemas' against the metaschemas (each schema file once),
    /// then each file's against its schema. `absolute` turns a display path into one to read
    /// (nil: the path leaves the project and is not read); `exists` says whether a schema file
    /// is there.
    public static func check(
        _ files: [File], mappings: [SchemaFileLoader.Mapping], absolute: @escaping @Sendable (String) -> String?,
        jobs: Int
    ) -> (diagnostics: [Diagnostic], schemasRead: [String]) {
        var diagnostics: [Diagnostic] = []
        var schemasRead = Set<String>()
        var instances: [(file: File, tape: JSONTape, schema: String)] = []
        var schemaRoots: [String] = []
        for file in files {
            guard let value = file.parse.value, let (text, position) = declared(value) else { continue }
            switch SchemaReferenceTarget(text, in: file.path, mappings: mappings) {
            case .metaschema:
                schemaRoots.append(file.path)
            case .file(let schema, _):
                guard absolute(schema) != nil else {
                    diagnostics.append(notFound(text, file: file.path, at: position, reason: "leaves the project"))
                    continue
                }
                schemaRoots.append(schema)
                instances.append((file, JSONTape(value), schema))
            case .remote(let uri):
                diagnostics.append(
                    notFound(
                        text, file: file.path, at: position, reason: "is remote (\(uri)) and no schemaMap reads it"))
            }
        }
        var libraries: [String: SchemaLibrary] = [:]
        var reported = Set<Diagnostic>()
        for root in Set(schemaRoots).sorted() {
            let loaded = SchemaFileLoader.load(root, mappings: mappings) { absolute($0) ?? unreadable }
            guard loaded.documents.contains(where: { $0.path == root }) else { continue }
            schemasRead.formUnion(loaded.documents.map(\.path))
            let library = SchemaLibrary(documents: loaded.documents)
            let conformance = MetaschemaCheck.run(loaded.documents, problems: SchemaChecks.libraryChecks.run(library))
            // Shared schema files are loaded by each root that references them: one report each.
            let found = (loaded.diagnostics + conformance.diagnostics).filter { reported.insert($0).inserted }
            diagnostics += found
            libraries[root] = library
        }
        let compiled = libraries
        let checked = parallelMap(instances, jobs: jobs) { instance -> [Diagnostic] in
            guard let library = compiled[instance.schema]
            else {
                let declared = declared(instance.file.parse.value)
                return [
                    notFound(
                        declared?.text ?? instance.schema, file: instance.file.path, at: declared?.position,
                        reason: "cannot be read")
                ]
            }
            return SchemaViolationCheck.run(
                instance.tape, file: instance.file.path, schemaPath: instance.schema, kindName: "'\(instance.schema)'",
                library: library
            ).diagnostics
        }
        diagnostics += checked.flatMap { $0 }
        return (diagnostics.sorted(by: Diagnostic.reportOrder), schemasRead.sorted())
    }

    /// A path no file can have (a folder below a device): what a path that leaves the project is
    /// read as, so the reader reports it unreadable without touching anything outside.
    public static let unreadable = "/dev/null/outside-the-project"

    static func notFound(_ text: String, file: String, at position: SourcePosition?, reason: String) -> Diagnostic {
        Diagnostic(
            SchemaAssignment.schemaNotFound,
            "'$schema' names \"\(MessageText.escaped(text))\", which \(reason); the file is not validated",
            at: SourceLocation(path: file, start: position))
    }
}

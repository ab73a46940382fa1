import ZKContent
import ZKCore
import ZKSchema

/// Checks the JSON files outside the content folder that name their own schema with `$schema`
/// (`jsonFiles` in zk-build.json; without it, the files discovery found whose `$schema` is a
/// schema file of the repository, a URI `schemaMap` covers, or a JSON Schema metaschema): each
/// schema against its draft's metaschema, each file against its schema. Syntax errors are the
/// json-syntax stage's; a file that does not parse is left out here.
public struct JSONSchemaStage: Stage {
    public let name = "json-schema"
    public let dependencies: [String] = []
    public let version = "1"

    public init() {}

    static func mappings(_ project: Project) -> [SchemaFileLoader.Mapping] {
        project.configuration.schemaMap.sorted { $0.key < $1.key }.map {
            SchemaFileLoader.Mapping(prefix: $0.key, folder: $0.value)
        }
    }

    /// The files themselves and every schema file they reach (a changed schema reruns the stage).
    public func inputs(in project: Project) -> [String] {
        let files = (project.configuration.jsonFiles ?? []).filter(project.exists)
        var all = Set(files)
        let mappings = Self.mappings(project)
        for path in files {
            guard case .success(let (_, parse)) = project.readJSON(path),
                let (text, _) = DeclaredSchemaFiles.declared(parse.value),
                case .file(let schema, _) = SchemaReferenceTarget(text, in: path, mappings: mappings),
                Self.confined(project)(schema) != nil
            else { continue }
            let loaded = SchemaFileLoader.load(schema, mappings: mappings) {
                Self.confined(project)($0) ?? DeclaredSchemaFiles.unreadable
            }
            all.formUnion(loaded.documents.map(\.path).filter { !$0.hasPrefix("/") })
        }
        return all.sorted()
    }

    public func hasInputs(in project: Project) -> Bool { !(project.configuration.jsonFiles ?? []).isEmpty }

    public func run(_ context: StageContext) -> StageResult {
        let project = context.project
        let paths = (project.configuration.jsonFiles ?? []).filter(project.exists)
        let files = paths.compactMap { path -> DeclaredSchemaFiles.File? in
            guard case .success(let (_, parse)) = project.readJSON(path), !parse.hasErrors else { return nil }
            return DeclaredSchemaFiles.File(path: path, parse: parse)
        }
        // What the check read is what it reports as read: the schemas are not loaded a second time.
        let checked = DeclaredSchemaFiles.check(
            files, mappings: Self.mappings(project), absolute: Self.confined(project), jobs: context.jobs)
        let read = Set(paths + checked.schemasRead.filter { !$0.hasPrefix("/") })
        return StageResult(diagnostics: checked.diagnostics, filesRead: read.sorted())
    }

    /// A project-relative path made absolute, nil when it leaves the project (a `..` above the
    /// root, an absolute path, a symbolic link to a place outside the repository): a schema
    /// reference in a pull request never reads a file outside the project.
    static func confined(_ project: Project) -> @Sendable (String) -> String? {
        { path in
            guard ConfigurationLoader.isInsideProject(path), project.escapingLink(path) == nil else { return nil }
            return project.absolute(path)
        }
    }
}

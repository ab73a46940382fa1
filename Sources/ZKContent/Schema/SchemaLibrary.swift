import ZKCore

/// One schema file, parsed.
public struct SchemaDocument: Sendable {
    public var path: String
    public var root: JSONValue
    /// The root `$id`, if it has one.
    public var id: String?

    public init(path: String, root: JSONValue) {
        self.path = path
        self.root = root
        self.id = root["$id"]?.string
    }
}

/// How schemas are applied.
public struct SchemaOptions: Sendable, Hashable {
    /// `format` asserts (a string that is not a valid `date`, `email`, … fails) instead of being
    /// the annotation draft 2020-12 makes it by default.
    public var assertFormat: Bool

    public init(assertFormat: Bool = false) { self.assertFormat = assertFormat }
}

/// Every schema of the project, compiled: instances are validated against `root(ofSchemaAt:)`.
public struct SchemaLibrary: Sendable {
    let nodes: [SchemaNode]
    let rootByPath: [String: Int]
    let pathByID: [String: String]
    /// Per schema resource, its `$dynamicAnchor`s and their nodes.
    let dynamicAnchors: [[CodePointString: Int]]
    public let options: SchemaOptions
    /// Problems of the schemas themselves, located in the schema files.
    public let diagnostics: [Diagnostic]

    /// Compiles `documents` (in path order, so node numbering and reports are deterministic).
    public init(documents: [SchemaDocument], options: SchemaOptions = SchemaOptions()) {
        let sorted = documents.sorted { $0.path.precedesByCodePoints($1.path) }
        var compiler = SchemaCompiler(documents: sorted)
        var roots: [String: Int] = [:]
        var byID: [String: String] = [:]
        for document in sorted {
            roots[document.path] = compiler.node(document, pointer: "", value: document.root)
            if let id = document.id {
                let absolute = URIReference.withoutFragment(URIReference.resolve(id, against: document.path))
                if byID[absolute] == nil { byID[absolute] = document.path }
            }
        }
        dynamicAnchors = compiler.dynamicAnchorNodes()
        compiler.cutReferenceCycles()
        nodes = compiler.drafts.map(SchemaNode.init)
        rootByPath = roots
        pathByID = byID
        diagnostics = compiler.diagnostics
        self.options = options
    }

    /// Project-relative paths of the compiled schema files.
    public var schemaPaths: [String] { rootByPath.keys.sorted() }

    /// The schema file a `$schema` value names: an absolute URI (looked up by `$id`) or a path
    /// relative to the instance file.
    public func schemaPath(forReference reference: String, from instancePath: String) -> String? {
        if URIReference.hasScheme(reference) {
            return pathByID[URIReference.withoutFragment(URIReference.normalize(reference))]
        }
        let resolved = URIReference.resolve(reference, against: instancePath)
        return rootByPath[resolved] != nil ? resolved : nil
    }

    /// Validates `value` (the root of `file`) against the schema at `schemaPath`; every violation
    /// is a located diagnostic, the first being `wrongFileKind` when the root has the wrong type.
    /// `reachedBrokenSchema` tells whether validation passed through a part of the schema that
    /// has errors itself (then the file cannot be called valid).
    public func validate(_ value: JSONValue, file: String, schemaPath: String, kindName: String) -> (diagnostics: [Diagnostic], reachedBrokenSchema: Bool) {
        validate(JSONTape(value), file: file, schemaPath: schemaPath, kindName: kindName)
    }

    /// `validate` on a document read as a tape (`JSONTape.read`): what `zk-content validate` uses.
    /// Without `kindName` there is no `wrongFileKind`: a root of the wrong type is an ordinary violation.
    public func validate(_ tape: JSONTape, file: String, schemaPath: String, kindName: String? = nil) -> (diagnostics: [Diagnostic], reachedBrokenSchema: Bool) {
        guard let root = rootByPath[schemaPath] else { return ([], false) }
        var validator = SchemaValidator(library: self, tape: tape, file: file)
        if let kindName, let mismatch = validator.rootTypeMismatch(root, 0, kindName: kindName) { return ([mismatch], nodes[root].broken) }
        _ = validator.validate(root, 0, collect: true)
        return (validator.diagnostics, validator.reachedBroken)
    }

    /// Validates `value` (the root of `file`, any JSON) against the schema at `schemaPath`.
    public func validate(_ value: JSONValue, file: String, schemaPath: String) -> (diagnostics: [Diagnostic], reachedBrokenSchema: Bool) {
        validate(JSONTape(value), file: file, schemaPath: schemaPath)
    }

    /// Whether `value` is valid, without building any message (the benchmark's and tests' fast path).
    public func isValid(_ value: JSONValue, schemaPath: String) -> Bool {
        isValid(JSONTape(value), schemaPath: schemaPath)
    }

    public func isValid(_ tape: JSONTape, schemaPath: String) -> Bool {
        guard let root = rootByPath[schemaPath] else { return true }
        var validator = SchemaValidator(library: self, tape: tape, file: "")
        return validator.validate(root, 0, collect: false)
    }
}

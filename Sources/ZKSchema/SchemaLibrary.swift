import ZKCore

/// One schema document, parsed: the unit `SchemaLibrary` compiles.
public struct SchemaDocument: Sendable {
    /// The name the schema is known by: a project-relative path (`Audio-manifests/schemas/manifest.schema.json`),
    /// which relative `$ref`s resolve against, or a URI (`https://json-schema.org/draft/2020-12/schema`).
    /// Problems and violation notes name this path.
    public var path: String
    public var root: JSONValue
    /// The root `$id`, if it has one.
    public var id: String?
    /// The URI the document was retrieved for (a `--map`ped remote reference), if any: its
    /// base URI when it has no `$id`, and a name references find it by.
    public var uri: String?

    public init(path: String, root: JSONValue, uri: String? = nil) {
        self.path = path
        self.root = root
        self.uri = uri
        let draft4 = root["$schema"]?.string.flatMap(SchemaDraft.named(dialect:)) == .draft4
        self.id = root["$id"]?.string ?? (draft4 ? root["id"]?.string : nil)
    }

    /// Parses schema text (a schema bundled in the code, say) known by `path`; nil and the
    /// reader's located diagnostics (core codes) when it is not valid JSON.
    public static func parse(text: String, path: String) -> (document: SchemaDocument?, diagnostics: [Diagnostic]) {
        parse(SourceFile(path: path, bytes: Array(text.utf8)))
    }

    /// Parses a schema file already read (`FileReader.read`).
    public static func parse(_ file: SourceFile) -> (document: SchemaDocument?, diagnostics: [Diagnostic]) {
        let result = JSONReader.read(file)
        return (result.value.map { SchemaDocument(path: file.path, root: $0) }, result.diagnostics)
    }
}

/// How schemas are applied.
public struct SchemaOptions: Sendable, Hashable {
    /// `format` asserts (a string that is not a valid `date`, `email`, … fails) in every draft,
    /// not only where it does by default: drafts 4 to 7 (which define it as an assertion an
    /// implementation may offer to switch off; jsonschema-rs and check-jsonschema assert it) and
    /// a 2020-12 metaschema with the format-assertion vocabulary. In 2019-09 and 2020-12 it is
    /// otherwise an annotation.
    public var assertFormat: Bool
    /// `format` is an annotation everywhere, drafts 4 to 7 and the format-assertion vocabulary
    /// included (wins over `assertFormat`).
    public var annotateFormat: Bool
    /// The draft of a schema without `$schema` (and of what it embeds).
    public var defaultDraft: SchemaDraft
    /// A keyword the schema's draft does not define is an error (the node is broken), not an annotation.
    public var strictKeywords: Bool

    public init(
        assertFormat: Bool = false, annotateFormat: Bool = false, defaultDraft: SchemaDraft = .draft2020,
        strictKeywords: Bool = false
    ) {
        self.assertFormat = assertFormat
        self.annotateFormat = annotateFormat
        self.defaultDraft = defaultDraft
        self.strictKeywords = strictKeywords
    }
}

/// A set of schema documents, compiled once: instances are validated against the schema of one
/// document (`schemaPath`), any number of times, from any number of threads (it is immutable).
/// Threads share one library: the validator lends its nodes and patterns unretained, so no
/// reference count bounces between cores (a compiled copy per thread, which this once needed,
/// made a run of 10,000 files at `-j 2` slower: 195 against 176 ms, 357 against 317 ms of CPU).
///
/// Usage:
/// ```swift
/// let library = SchemaLibrary(documents: [document])          // compile; problems in `library.problems`
/// let result = library.validate(tape, file: "Audio-manifests/de.json", schemaPath: document.path)
/// diagnostics += result.violations.map { $0.diagnostic(MyChecks.manifestShape) }
/// ```
/// References (`$ref`, `$dynamicRef`, `$schema`) resolve among the given documents only, by `$id`
/// or by path relative to the referring document; nothing is fetched.
public struct SchemaLibrary: Sendable {
    let nodeTable: SchemaNodeTable
    var nodes: [SchemaNode] { nodeTable.nodes }
    let rootByPath: [String: Int]
    let pathByID: [String: String]
    /// Per schema resource, its `$dynamicAnchor`s and their nodes.
    var dynamicAnchors: [[CodePointString: Int]] { nodeTable.dynamicAnchors }
    public let options: SchemaOptions
    /// `schemaPath(forReference:from:)` answers by folder and reference: files of one folder
    /// that name the same schema resolve it once.
    private let referenceCache = ReferenceCache()
    /// Whether some node has a `$dynamicRef` (else validation keeps no dynamic scope).
    let usesDynamicReferences: Bool
    /// Per schema resource (a node's `resource`), its URI and root: the output formats' `absoluteKeywordLocation`.
    var resourceBases: [SchemaResourceBase] { nodeTable.resourceBases }
    /// Problems of the schemas themselves, located in the schema files, in the order found.
    public let problems: [SchemaProblem]
    /// The documents whose schema reaches (through any subschema or reference) a part with errors.
    let reachesBrokenPart: Set<String>

    /// Compiles `documents` (sorted by path first, so node numbering and reports are deterministic).
    /// A document whose path repeats an earlier one is ignored.
    public init(documents: [SchemaDocument], options: SchemaOptions = SchemaOptions()) {
        let sorted = (documents + Metaschema.bundled(referencedBy: documents)).sorted {
            $0.path.precedesByCodePoints($1.path)
        }
        var compiler = SchemaCompiler(documents: sorted, options: options)
        var roots: [String: Int] = [:]
        var byID: [String: String] = [:]
        for document in sorted {
            roots[document.path] = compiler.node(document, pointer: "", value: document.root)
            if let id = document.id {
                let absolute = URIReference.withoutFragment(
                    URIReference.resolve(id, against: document.uri ?? document.path))
                if byID[absolute] == nil { byID[absolute] = document.path }
            }
            if let uri = document.uri, byID[uri] == nil { byID[uri] = document.path }
        }
        let dynamicAnchors = compiler.dynamicAnchorNodes()
        var bases = Array(
            repeating: SchemaResourceBase(uri: "", document: "", pointer: ""), count: compiler.dynamicAnchors.count)
        for (uri, number) in compiler.resourceNumbers where number < bases.count {
            let root = compiler.resources[uri]
            bases[number] = SchemaResourceBase(
                uri: uri.string, document: root?.document ?? "", pointer: root?.pointer ?? "")
        }
        compiler.cutReferenceCycles()
        var drafts = compiler.drafts
        for target in compiler.drafts.flatMap({ [$0.ref, $0.dynamicRef].compactMap { $0 } }) {
            drafts[target].referenced = true
        }
        let nodes = drafts.map(SchemaNode.init)
        nodeTable = SchemaNodeTable(nodes, dynamicAnchors: dynamicAnchors, resourceBases: bases)
        usesDynamicReferences = nodes.contains { $0.dynamicRef != nil }
        reachesBrokenPart = Set(roots.filter { Self.reachesBroken(from: $0.value, compiler.drafts) }.map(\.key))
        rootByPath = roots
        pathByID = byID
        problems = compiler.problems
        self.options = options
    }

    /// Whether any node reachable from `root` is broken.
    private static func reachesBroken(from root: Int, _ drafts: [SchemaNodeDraft]) -> Bool {
        var seen: Set<Int> = [root]
        var queue = [root]
        while let next = queue.popLast() {
            if drafts[next].broken { return true }
            for target in drafts[next].allTargets where seen.insert(target).inserted { queue.append(target) }
        }
        return false
    }

    /// The paths of the compiled documents, sorted.
    public var schemaPaths: [String] { rootByPath.keys.sorted() }

    /// Whether a document of that path was compiled (what `validate` needs as `schemaPath`).
    public func hasSchema(at path: String) -> Bool { rootByPath[path] != nil }

    /// The schema document a `$schema` value names: an absolute URI (looked up by the documents'
    /// `$id`s) or a path relative to the instance file; nil when no document matches.
    public func schemaPath(forReference reference: String, from instancePath: String) -> String? {
        var memo = ReferenceMemo()
        return schemaPath(forReference: reference, from: instancePath, memo: &memo)
    }

    /// One worker's last answer of `schemaPath(forReference:from:memo:)`: the files of a folder,
    /// read in order, mostly name the same schema, and the answer is then read without the
    /// shared cache (its lock, the key built and hashed: about 4,000 instructions a file).
    public struct ReferenceMemo: Sendable {
        var folder: [UInt8] = []
        var reference = ""
        var found: String?
        var isSet = false

        public init() {}
    }

    /// `schemaPath(forReference:from:)`, answered from `memo` when the last reference was the same
    /// text named from the same folder (a relative reference resolves alike there), else from
    /// the library's cache, and kept in `memo`.
    public func schemaPath(
        forReference reference: String, from instancePath: String, memo: inout ReferenceMemo
    ) -> String? {
        // "", "#…" and "?…" resolve to the instance itself: only a path names a folder-wide answer.
        if reference.isEmpty || reference.hasPrefix("#") || reference.hasPrefix("?") {
            return resolveSchemaPath(forReference: reference, from: instancePath)
        }
        let end = instancePath.utf8.lastIndex(of: UInt8(ascii: "/")) ?? instancePath.startIndex
        let folder = instancePath.utf8[..<end]
        if memo.isSet, memo.reference == reference, memo.folder.elementsEqual(folder) { return memo.found }
        let key = CodePointString(String(instancePath[..<end]) + "\u{0}" + reference)
        let found: String?
        if let known = referenceCache.lookup(key) {
            found = known
        } else {
            found = resolveSchemaPath(forReference: reference, from: instancePath)
            referenceCache.store(key, found)
        }
        // A copy of its own: the cache's string is shared by the threads, and every file that
        // takes the answer from the memo retains and releases it.
        memo.folder = Array(folder)
        memo.reference = reference
        memo.found = found.map { String(decoding: Array($0.utf8), as: UTF8.self) }
        memo.isSet = true
        return memo.found
    }

    private func resolveSchemaPath(forReference reference: String, from instancePath: String) -> String? {
        if URIReference.hasScheme(reference) {
            return pathByID[URIReference.withoutFragment(URIReference.normalize(reference))]
        }
        let resolved = URIReference.resolve(reference, against: instancePath)
        return rootByPath[resolved] != nil ? resolved : nil
    }

    /// Validates `tape` (a document read with `JSONTape.read`, the fast reader) against the
    /// document at `schemaPath`, collecting every violation; `file` is the instance's display
    /// path, used in the violations' locations. An unknown `schemaPath` gives no violation.
    /// With `evaluationPaths`, each violation carries its output units (`SchemaViolation.evaluation`,
    /// what `SchemaOutput` renders as the specification's `basic` and `detailed` formats).
    public func validate(
        _ tape: JSONTape, file: String, schemaPath: String, evaluationPaths: Bool = false
    ) -> SchemaValidation {
        guard let root = rootByPath[schemaPath] else {
            return SchemaValidation(violations: [], reachedBrokenSchema: false)
        }
        return tape.withBuffers { raw in
            SchemaValidator.withValidator(
                library: self, tape: tape, raw: raw, file: file, evaluationPaths: evaluationPaths
            ) { validator in
                _ = validator.validate(root, 0, collect: true)
                return SchemaValidation(
                    violations: validator.violations,
                    reachedBrokenSchema: validator.reachedBroken || reachesBrokenPart.contains(schemaPath))
            }
        }
    }

    /// The `absoluteKeywordLocation` of the root of `schemaPath`'s schema: its resource's URI and `#`.
    public func rootLocation(schemaPath: String) -> String {
        guard let root = rootByPath[schemaPath], nodes[root].resource < resourceBases.count else {
            return schemaPath + "#"
        }
        let base = resourceBases[nodes[root].resource]
        return (base.uri.isEmpty ? schemaPath : base.uri) + "#"
    }

    /// `validate` on a parsed tree (`JSONReader.read`).
    public func validate(_ value: JSONValue, file: String, schemaPath: String) -> SchemaValidation {
        validate(JSONTape(value), file: file, schemaPath: schemaPath)
    }

    /// When the instance's root has a type the schema's root (through `$ref`s) never admits,
    /// what was found and expected; nil otherwise. Cheap: look before `validate` to report a
    /// file of the wrong kind alone.
    public func rootTypeMismatch(_ tape: JSONTape, file: String, schemaPath: String) -> SchemaRootTypeMismatch? {
        guard let root = rootByPath[schemaPath] else { return nil }
        let typed = nodeTable.typed(from: root)
        // No types, no mismatch; an object root that the types admit (the common case) needs no validator.
        guard let types = nodeTable.types(of: typed), !(tape.kind(0) == .object && types.contains(.object)) else {
            return nil
        }
        return tape.withBuffers { raw in
            SchemaValidator.withValidator(library: self, tape: tape, raw: raw, file: file) {
                $0.rootTypeMismatch(typed, 0)
            }
        }
    }

    /// Whether the root node of `schemaPath` has problems itself (an instance cannot be called valid against it).
    public func isBroken(schemaPath: String) -> Bool {
        rootByPath[schemaPath].map { nodes[$0].broken } ?? false
    }

    /// Whether some part of the schema at `schemaPath`, or of a schema it references, has errors
    /// (whether or not an instance reaches it): no instance is called valid against it.
    public func reachesBrokenSchema(schemaPath: String) -> Bool { reachesBrokenPart.contains(schemaPath) }

    /// Whether `tape` is valid, stopping at the first failure and building no message (the
    /// benchmark's fast path). Ignores `reachedBrokenSchema`. An unknown `schemaPath` is valid.
    public func isValid(_ tape: JSONTape, schemaPath: String) -> Bool {
        guard let root = rootByPath[schemaPath] else { return true }
        return tape.withBuffers { raw in
            SchemaValidator.withValidator(library: self, tape: tape, raw: raw, file: "") {
                $0.validate(root, 0, collect: false)
            }
        }
    }

    /// `isValid` on a parsed tree.
    public func isValid(_ value: JSONValue, schemaPath: String) -> Bool {
        isValid(JSONTape(value), schemaPath: schemaPath)
    }
}

/// A memo shared by the threads that validate with one library (a lock around a dictionary).
final class ReferenceCache: @unchecked Sendable {
    private var answers: [CodePointString: String?] = [:]
    private let lock = NSLockLike()

    /// The stored answer (itself nil when the reference names no schema), or nil when not stored.
    func lookup(_ key: CodePointString) -> String?? { lock.withLock { answers[key] } }

    func store(_ key: CodePointString, _ answer: String?) { lock.withLock { answers[key] = .some(answer) } }
}

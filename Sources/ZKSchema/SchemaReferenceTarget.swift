import ZKCore

/// Where a document's `$schema` points, for readers outside the schema engine (zk-build's
/// `json-schema` stage): a JSON Schema draft's metaschema, a file (a path relative to the
/// document, or a remote URI a mapping reads from a folder), or a remote URI nothing maps, which
/// is never fetched.
public enum SchemaReferenceTarget: Sendable, Hashable {
    /// The metaschema of a bundled draft: the document is itself a schema.
    case metaschema(SchemaDraft)
    /// A file to read, by display path (project-relative); `uri` when a mapping gave it.
    case file(String, uri: String?)
    /// A remote URI no mapping covers (`https://json.schemastore.org/package`).
    case remote(String)

    /// What `reference` (a `$schema` value of the document at `path`) names.
    public init(_ reference: String, in path: String, mappings: [SchemaFileLoader.Mapping] = []) {
        if let draft = SchemaDraft.named(dialect: reference) {
            self = .metaschema(draft)
            return
        }
        let target = URIReference.withoutFragment(reference)
        if URIReference.hasScheme(target), !target.hasPrefix("file:") {
            let uri = URIReference.normalize(target)
            if let file = mappings.lazy.compactMap({ $0.file(for: uri) }).first {
                self = .file(file, uri: uri)
            } else {
                self = .remote(uri)
            }
            return
        }
        let local = target.hasPrefix("file://") ? String(target.dropFirst(7)) : target
        self = .file(URIReference.resolve(local, against: path), uri: nil)
    }
}

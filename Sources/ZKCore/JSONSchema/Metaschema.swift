/// The draft 2020-12 metaschema (with its vocabulary metaschemas), bundled and compiled once:
/// whether a schema document is itself a valid draft 2020-12 schema, with every violation
/// located in the schema document (its key or value), as `SchemaLibrary.validate` locates them.
public enum Metaschema {
    /// The dialect the bundled metaschema describes.
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The bundled documents, each known by its `$id` (`https://json-schema.org/draft/2020-12/meta/core`, …).
    public static let documents: [SchemaDocument] = Draft202012Metaschemas.documents.compactMap {
        SchemaDocument.parse(text: $0.text, path: $0.id).document
    }

    /// The compiled metaschemas; their own `problems` are empty (a test pins it).
    public static let library = SchemaLibrary(documents: documents)

    /// The violations of `document` against the metaschema, located in `document.path`. Empty
    /// when the document names another dialect with `$schema` (the compiler reports that).
    public static func violations(of document: SchemaDocument) -> [SchemaViolation] {
        if let named = document.root["$schema"]?.string, URIReference.withoutFragment(named) != dialect { return [] }
        return library.validate(document.root, file: document.path, schemaPath: dialect).violations
    }
}

import ZKCore

/// The official metaschemas of drafts 4, 6, 7, 2019-09 and 2020-12 (with the vocabulary
/// metaschemas of the last two), bundled, each draft's compiled once when first needed: whether a schema document is itself
/// a valid schema of its draft, with every violation located in the schema document (its key or
/// value), as `SchemaLibrary.validate` locates them. Every `SchemaLibrary` whose documents
/// reference a bundled metaschema (`"$ref": "https://json-schema.org/draft/2020-12/schema"`)
/// gets that draft's metaschemas as documents.
public enum Metaschema {
    /// The dialect of the default draft's metaschema.
    public static let dialect = SchemaDraft.draft2020.dialect

    /// The bundled documents, each known by its `$id` without the empty fragment
    /// (`https://json-schema.org/draft/2020-12/meta/core`, `http://json-schema.org/draft-07/schema`, …).
    public static var documents: [SchemaDocument] { SchemaDraft.allCases.flatMap(documents(of:)) }

    /// The bundled documents of `draft`, parsed on first use: a run reads only the drafts it meets.
    static func documents(of draft: SchemaDraft) -> [SchemaDocument] { perDraft(draft).documents }

    /// The compiled metaschemas of `draft`, compiled on first use (each draft on its own: its
    /// metaschemas reference no other draft's); their own `problems` are empty (a test pins it).
    /// Their `format` keywords are annotations: draft 4's metaschema asks for an absolute `uri`
    /// in `id`, where the draft itself resolves relative ones.
    public static func library(of draft: SchemaDraft) -> SchemaLibrary { perDraft(draft).library }

    private static func perDraft(_ draft: SchemaDraft) -> Bundled {
        switch draft {
        case .draft4: Bundled.draft4
        case .draft6: Bundled.draft6
        case .draft7: Bundled.draft7
        case .draft2019: Bundled.draft2019
        case .draft2020: Bundled.draft2020
        }
    }

    /// One draft's bundled metaschemas, parsed and compiled once, when first asked for.
    private final class Bundled: Sendable {
        static let draft4 = Bundled(.draft4)
        static let draft6 = Bundled(.draft6)
        static let draft7 = Bundled(.draft7)
        static let draft2019 = Bundled(.draft2019)
        static let draft2020 = Bundled(.draft2020)

        let documents: [SchemaDocument]
        let library: SchemaLibrary

        private init(_ draft: SchemaDraft) {
            documents = BundledMetaschemas.documents.filter { draftOf(bundledPath: $0.id) == draft }.compactMap {
                SchemaDocument.parse(text: String(decoding: $0.bytes, as: UTF8.self), path: $0.id).document
            }
            library = SchemaLibrary(documents: documents, options: SchemaOptions(annotateFormat: true))
        }
    }

    private static func draftOf(bundledPath path: String) -> SchemaDraft? {
        SchemaDraft.allCases.first { draft in
            let folder = String(draft.dialect.dropLast("schema".count))
            return path.hasPrefix(folder)
        }
    }

    /// The bundled documents of the drafts whose metaschemas `documents` reference (by `$ref`,
    /// `$dynamicRef` or `$recursiveRef`) and do not define themselves.
    static func bundled(referencedBy documents: [SchemaDocument]) -> [SchemaDocument] {
        var given: Set<String> = []
        for document in documents {
            given.insert(document.path)
            if let id = document.id { given.insert(URIReference.withoutFragment(id)) }
        }
        var wanted: Set<SchemaDraft> = []
        for document in documents {
            for reference in SchemaFileLoader.references(in: document.root) where URIReference.hasScheme(reference) {
                let target = URIReference.withoutFragment(reference)
                guard !given.contains(target),
                    let draft = draftOf(bundledPath: target) ?? SchemaDraft.named(dialect: target),
                    BundledMetaschemas.documents.contains(where: { $0.id == target })
                else { continue }
                wanted.insert(draft)
            }
        }
        return SchemaDraft.allCases.filter(wanted.contains).flatMap(documents(of:)).filter { !given.contains($0.path) }
    }

    /// The draft whose metaschema validates `document`: the one its `$schema` names, else `defaultDraft`;
    /// nil when `$schema` names another dialect (a metaschema of the user's: the compiler reads it).
    public static func draft(of document: SchemaDocument, defaultDraft: SchemaDraft = .draft2020) -> SchemaDraft? {
        guard let named = document.root["$schema"]?.string else { return defaultDraft }
        return SchemaDraft.named(dialect: named)
    }

    /// The violations of `document` against its draft's metaschema, located in `document.path`.
    /// Empty when the document names another dialect with `$schema` (the compiler reports that).
    public static func violations(
        of document: SchemaDocument, defaultDraft: SchemaDraft = .draft2020
    ) -> [SchemaViolation] {
        guard let draft = draft(of: document, defaultDraft: defaultDraft) else { return [] }
        return library(of: draft).validate(document.root, file: document.path, schemaPath: draft.dialect).violations
    }
}

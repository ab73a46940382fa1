import ZKCore
import ZKSchema

/// Which schema validates a content file: the one its `$schema` names (a path relative to the
/// file, or a schema's `$id`), else the one of its kind in `Content/schemas/`.
enum SchemaAssignment {
    struct Problem: Error {
        var diagnostic: Diagnostic
    }

    /// The project-relative path of the schema of the file at `path` (read as `tape`, of `kind`,
    /// in the content folder `root`), or the diagnostic why there is none.
    static func schema(
        ofFile path: String, tape: JSONTape, kind: ContentKind, root: String, library: SchemaLibrary,
        memo: inout SchemaLibrary.ReferenceMemo
    ) -> Result<String, Problem> {
        if let reference = tape.member(0, named: "$schema"), tape.kind(reference) == .string {
            let text = tape.string(reference)
            let found = library.schemaPath(forReference: text, from: path, memo: &memo)
            guard let found else {
                let known = library.schemaPaths.map { ContentChecker.relativePath(from: path, to: $0) }
                var message = "'$schema' names \"\(text)\", which is not a schema of the project"
                if let near = EditDistance.nearest(to: text, in: known) { message += "; did you mean \"\(near)\"?" }
                return .failure(
                    Problem(
                        diagnostic: Diagnostic(
                            schemaNotFound, message, at: SourceLocation(path: path, start: tape.position(reference)))))
            }
            return .success(found)
        } else if let name = kind.defaultSchema, library.hasSchema(at: root + "/schemas/" + name) {
            return .success(root + "/schemas/" + name)
        } else {
            let expected = kind.defaultSchema.map { "; expected \(root)/schemas/\($0)" } ?? ""
            return .failure(
                Problem(
                    diagnostic: Diagnostic(
                        noSchema, "\(path) has no schema: it names none with '$schema'\(expected)",
                        at: SourceLocation(path: path, start: tape.position(0)))))
        }
    }
}

// MARK: Codes

/// Lint: a content file has no schema, or its `$schema` names one the project does not have.
extension SchemaAssignment: DeclaresCodes {
    static let codes: [DiagnosticCode] = [noSchema, schemaNotFound]
    private typealias File = DiagnosticExample.ExampleFile
    private static let exampleDialect = #""$schema": "https://json-schema.org/draft/2020-12/schema""#

    public static let noSchema = DiagnosticCode(
        "ZK2003", .warning, phase: .structure, summary: "a content file has no schema",
        explanation: """
            The file names no schema with `$schema` and its kind (by path) has no schema in \
            `Content/schemas/`, so its structure is not checked. Add `"$schema": "<relative path>"` \
            or move the file where its kind belongs.
            """,
        broken: DiagnosticExample("Content/extras.json", #"↓{ "id": "extra.one" }"#),
        fixed: DiagnosticExample([
            File("Content/schemas/extras.schema.json", #"{ \#(exampleDialect), "type": "object" }"#),
            File("Content/extras.json", #"{ "$schema": "schemas/extras.schema.json", "id": "extra.one" }"#),
        ]))

    public static let schemaNotFound = DiagnosticCode(
        "ZK2004", .error, phase: .crossLink, summary: "`$schema` names a schema that does not exist",
        explanation: """
            A content file's `$schema` is a path relative to the file (`../schemas/game.schema.json`) \
            or the `$id` URI of a schema in `Content/schemas/`. The named schema was not found, so \
            the file could not be validated. The same holds for a file of `jsonFiles` (zk-build's \
            `json-schema` stage): its `$schema` names a file that cannot be read, a path that leaves \
            the project (never read), or a remote URI that no `schemaMap` prefix maps to a folder \
            (never fetched).
            """,
        example: .edit(
            DiagnosticExample([
                File("Content/schemas/manifest.schema.json", #"{ \#(exampleDialect), "type": "object" }"#),
                File("Content/manifest.json", #"{ "$schema": "schemas/manifest.schema.json" }"#),
            ]),
            broken: #"↓"schemas/manifest.schema.jsn""#, fixed: #""schemas/manifest.schema.json""#))
}

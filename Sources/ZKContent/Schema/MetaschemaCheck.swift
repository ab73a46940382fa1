import ZKCore
import ZKSchema

/// Lint: a schema given to `zk-content validate --schema` (or one it references) is not a valid
/// schema of its draft: the official metaschema of the draft (its `$schema`, else `--draft`),
/// bundled in ZKCore, rejects it. Reported in the
/// schema file at the offending key or value, before any instance is validated against it.
package enum MetaschemaCheck: DeclaresCodes {
    package static let codes: [DiagnosticCode] = [schemaFailsMetaschema]

    /// The metaschema's findings on `documents` (the schema files read), and the compiler's
    /// `problems` left once those at the same places are dropped (one mistake, one error).
    package static func run(
        _ documents: [SchemaDocument], problems: [Diagnostic], defaultDraft: SchemaDraft = .draft2020
    ) -> (diagnostics: [Diagnostic], conforming: Bool) {
        var found: [Diagnostic] = []
        for document in documents {
            guard let draft = Metaschema.draft(of: document, defaultDraft: defaultDraft) else { continue }
            found += Metaschema.violations(of: document, defaultDraft: defaultDraft).map { .notConforming($0, draft) }
        }
        let places = Set(found.compactMap { $0.location?.description })
        let kept = problems.filter {
            $0.code != SchemaDefinitionCheck.invalidSchema.code || !places.contains($0.location?.description ?? "")
        }
        return (found + kept, found.isEmpty)
    }

    private typealias File = DiagnosticExample.ExampleFile
    private static let dialect = #""$schema": "https://json-schema.org/draft/2020-12/schema""#
    private static let command = ["zk-content", "validate", "--schema", "schemas/config.schema.json", "config.json"]

    static let schemaFailsMetaschema = DiagnosticCode(
        "ZK2014", .error, phase: .structure, summary: "a schema does not match its draft's metaschema",
        explanation: """
            `zk-content validate --schema SCHEMA` first validates SCHEMA (and every schema it \
            references by path or through `--map`) against the official metaschema of its draft \
            (the one its `$schema` names, else `--draft`, default 2020-12; drafts 4, 6, 7, \
            2019-09 and 2020-12 are bundled with the tool), as jsonschema-rs and check-jsonschema do. A schema the metaschema rejects (a \
            negative `minLength`, a `type` that names no type, `required` that is not an array of \
            strings) is reported at the offending value in the schema, and no file validated \
            against it is called valid. Fix the schema.
            """,
        example: .edit(
            DiagnosticExample(
                [
                    File(
                        "schemas/config.schema.json",
                        #"{ \#(dialect), "properties": { "name": { "type": "string", "minLength": 1 } } }"#),
                    File("config.json", #"{ "name": "zahlenkette" }"#),
                ], command: command),
            broken: #""minLength": ↓-1"#, fixed: #""minLength": 1"#))
}

extension Diagnostic {
    fileprivate static func notConforming(_ violation: SchemaViolation, _ draft: SchemaDraft) -> Diagnostic {
        Diagnostic(
            MetaschemaCheck.schemaFailsMetaschema,
            "the \(draft.displayName) metaschema rejects this schema: \(violation.message)",
            at: violation.location, notes: violation.notes)
    }
}

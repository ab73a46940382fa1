import ZKCore

/// Lint: a schema given to `zk-content validate --schema` (or one it references) is not a valid
/// draft 2020-12 schema: the official metaschema, bundled in ZKCore, rejects it. Reported in the
/// schema file at the offending key or value, before any instance is validated against it.
enum MetaschemaCheck: DeclaresCodes {
    static let codes: [DiagnosticCode] = [schemaFailsMetaschema]

    /// The metaschema's findings on `documents` (the schema files read), and the compiler's
    /// `problems` left once those at the same places are dropped (one mistake, one error).
    static func run(_ documents: [SchemaDocument], problems: [Diagnostic]) -> (diagnostics: [Diagnostic], conforming: Bool) {
        let violations = documents.flatMap(Metaschema.violations(of:))
        let places = Set(violations.map(\.location.description))
        let kept = problems.filter { $0.code != SchemaDefinitionCheck.invalidSchema.code || !places.contains($0.location?.description ?? "") }
        return (violations.map { .notConforming($0) } + kept, violations.isEmpty)
    }

    private typealias File = DiagnosticExample.ExampleFile
    private static let dialect = #""$schema": "https://json-schema.org/draft/2020-12/schema""#
    private static let command = ["zk-content", "validate", "--schema", "schemas/config.schema.json", "config.json"]

    static let schemaFailsMetaschema = DiagnosticCode(
        "ZK2014", .error, phase: .structure, summary: "a schema does not match the draft 2020-12 metaschema",
        explanation: """
            `zk-content validate --schema SCHEMA` first validates SCHEMA (and every schema it \
            references by path) against the official draft 2020-12 metaschema, bundled with the \
            tool, as jsonschema-rs and check-jsonschema do. A schema the metaschema rejects (a \
            negative `minLength`, a `type` that names no type, `required` that is not an array of \
            strings) is reported at the offending value in the schema, and no file validated \
            against it is called valid. Fix the schema.
            """,
        broken: DiagnosticExample([
            File("schemas/config.schema.json", #"{ \#(dialect), "properties": { "name": { "type": "string", "minLength": ↓-1 } } }"#),
            File("config.json", #"{ "name": "zahlenkette" }"#),
        ], command: command),
        fixed: DiagnosticExample([
            File("schemas/config.schema.json", #"{ \#(dialect), "properties": { "name": { "type": "string", "minLength": 1 } } }"#),
            File("config.json", #"{ "name": "zahlenkette" }"#),
        ], command: command))
}

private extension Diagnostic {
    static func notConforming(_ violation: SchemaViolation) -> Diagnostic {
        Diagnostic(
            MetaschemaCheck.schemaFailsMetaschema, "the draft 2020-12 metaschema rejects this schema: \(violation.message)",
            at: violation.location, notes: violation.notes)
    }
}

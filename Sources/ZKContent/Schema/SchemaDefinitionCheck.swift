import ZKCore
import ZKSchema

/// Lint: the schemas themselves: a keyword draft 2020-12 does not define, a reference that does
/// not resolve, a reference cycle that never reaches a value, a keyword value of the wrong form.
/// The schema engine (ZKCore's `SchemaLibrary`) finds the problems; this check names them.
enum SchemaDefinitionCheck: Check {
    static let codes: [DiagnosticCode] = [unsupportedKeyword, unresolvedReference, referenceCycle, invalidSchema]

    /// The problems of the compiled schemas, each under its code; keywords the draft does not
    /// define only under `strictKeywords` (else they are annotations, as the specification says).
    static func run(_ library: SchemaLibrary) -> [Diagnostic] {
        library.problems.filter { $0.kind != .unknownKeyword || library.options.strictKeywords }.map {
            $0.diagnostic(code(for: $0.kind))
        }
    }

    static func code(for kind: SchemaProblem.Kind) -> DiagnosticCode {
        switch kind {
        case .unknownKeyword: unsupportedKeyword
        case .unresolvedReference: unresolvedReference
        case .referenceCycle: referenceCycle
        case .invalidValue: invalidSchema
        }
    }

    private static let exampleDialect = #""$schema": "https://json-schema.org/draft/2020-12/schema""#

    static let unsupportedKeyword = DiagnosticCode(
        "ZK2010", .error, phase: .structure, summary: "a schema uses a keyword its draft does not define",
        explanation: """
            zk-content implements drafts 4, 6, 7, 2019-09 and 2020-12 (for 2020-12: the core, \
            applicator, validation, unevaluated, format-annotation, format-assertion, content and \
            meta-data vocabularies). The specification makes a keyword outside its draft an \
            annotation, without effect on validation; most often it is a misspelling (`requried`, \
            `multipelOf`) or a keyword of another draft (`dependencies` in 2020-12, which is \
            still applied there for compatibility, as the test suite's optional tests and \
            jsonschema-rs do; `prefixItems` in draft 7). The content folder's schemas (`zk-content check`, \
            `zk-build`) and `zk-content validate --schema … --strict-keywords` report it; plain \
            `validate --schema` keeps it as an annotation. Name extensions with an `x-` prefix \
            (`x-editor-hint`) to keep them without a diagnostic.
            """,
        broken: DiagnosticExample(
            "Content/schemas/decorations.schema.json", #"{ \#(exampleDialect), "type": "object", ↓"requried": ["id"] }"#
        ),
        fixed: DiagnosticExample(
            "Content/schemas/decorations.schema.json", #"{ \#(exampleDialect), "type": "object", "required": ["id"] }"#)
    )

    static let unresolvedReference = DiagnosticCode(
        "ZK2011", .error, phase: .crossLink, summary: "a schema `$ref` does not resolve",
        explanation: """
            `$ref` and `$dynamicRef` take a URI reference resolved against the base URI of the \
            schema (its `$id`, an enclosing `$id`, or the file's path): `#/$defs/<name>`, \
            `#<anchor>` (an `$anchor`), `<file>.schema.json#/$defs/<name>`, or the `$id` of another \
            schema of the project. zk-content never fetches a schema over the network. The target \
            file, anchor or the value at the pointer does not exist.
            """,
        example: .edit(
            DiagnosticExample(
                "Content/schemas/game.schema.json",
                ##"{ \##(exampleDialect), "$ref": "#/$defs/step", "$defs": { "step": { "type": "object" } } }"##),
            broken: ##"↓"#/$defs/stepp","##, fixed: ##""#/$defs/step","##))

    static let referenceCycle = DiagnosticCode(
        "ZK2012", .error, phase: .structure, summary: "schema `$ref`s form a cycle that never reaches a value",
        explanation: """
            A chain of `$ref` (and `allOf`/`anyOf`/`oneOf`) leads back to where it started without \
            descending into a property or an item, so validating any value would loop forever. \
            Recursion through `properties` or `items` is fine. The diagnostic points at the first \
            `$ref` of the loop and notes the rest.
            """,
        example: .edit(
            DiagnosticExample(
                "Content/schemas/game.schema.json",
                ##"{ \##(exampleDialect), "$defs": { "a": { "$ref": "#/$defs/b" }, "b": { "type": "object" } } }"##),
            broken: ##"↓"$ref": "#/$defs/b" }, "b": { "$ref": "#/$defs/a""##,
            fixed: ##""$ref": "#/$defs/b" }, "b": { "type": "object""##))

    static let invalidSchema = DiagnosticCode(
        "ZK2013", .error, phase: .structure, summary: "a schema keyword has a value of the wrong form",
        explanation: """
            A supported keyword carries a value its definition does not allow (`"minimum": "1"`, \
            `"items": [ … ]` in draft 2020-12, a pattern that is not a regular expression), or the \
            schema's `$schema` names a dialect that is neither one of drafts 4, 6, 7, 2019-09 and \
            2020-12 nor a metaschema among the schemas read (`--map` gives more).
            """,
        example: .edit(
            DiagnosticExample(
                "Content/schemas/decorations.schema.json",
                #"{ \#(exampleDialect), "properties": { "price": { "minimum": 1 } } }"#),
            broken: #""minimum": ↓"1""#, fixed: #""minimum": 1"#))
}

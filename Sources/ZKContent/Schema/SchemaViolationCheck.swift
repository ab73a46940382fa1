import ZKCore
import ZKSchema

/// Lint: a value of a content file violates its schema (ZK2001 at the value or key, with a note
/// at the keyword), or a file's root has a type its schema never admits (ZK2002, alone). The
/// schema engine (ZKCore's `SchemaLibrary`) finds the violations; this check names them. A
/// violation of the file's shape (`shapeKeywords`) breaks the file for what depends on it.
package enum SchemaViolationCheck: DeclaresCodes {
    package static let codes: [DiagnosticCode] = [schemaViolation, wrongFileKind]

    /// The diagnostics of `tape` (the content file `file`, of kind `kindName`) against the schema
    /// at `schemaPath`, whether the file passed (no violation, no broken schema part reached),
    /// and its violations (with their output units under `evaluationPaths`, for `--output`).
    static func run(
        _ tape: JSONTape, file: String, schemaPath: String, kindName: String, library: SchemaLibrary,
        evaluationPaths: Bool = false
    ) -> (diagnostics: [Diagnostic], valid: Bool, violations: [SchemaViolation]) {
        if let mismatch = library.rootTypeMismatch(tape, file: file, schemaPath: schemaPath) {
            return ([Diagnostic.wrongKind(mismatch, file: file, kindName: kindName).breakingFile()], false, [])
        }
        let result = library.validate(tape, file: file, schemaPath: schemaPath, evaluationPaths: evaluationPaths)
        let found = result.reported.map { $0.diagnostic(schemaViolation).breakingFile(isShape($0)) }
        return (found, result.isValid, result.violations)
    }

    /// Keywords that reject the shape of a file rather than one value in it: the content
    /// model cannot be read from such a file, so what depends on it is not checked (issue 31).
    /// A value's own rule (`pattern`, `enum`, `maximum`, …) leaves the file usable.
    static let shapeKeywords: Set<String> = [
        "type", "required", "additionalProperties", "unevaluatedProperties", "unevaluatedItems", "dependentRequired",
        "propertyNames", "minItems", "maxItems", "minProperties", "maxProperties",
        // A fixed value (`"wordKey": "number.0.word"`): anything else is not the file's model.
        "const",
    ]

    /// Whether the violation is one of the file's shape (a `false` schema forbids a member too).
    static func isShape(_ violation: SchemaViolation) -> Bool { violation.keyword.map(shapeKeywords.contains) ?? true }

    private typealias File = DiagnosticExample.ExampleFile
    private static let exampleDialect = #""$schema": "https://json-schema.org/draft/2020-12/schema""#

    package static let schemaViolation = DiagnosticCode(
        "ZK2001", .error, phase: .structure, summary: "a content value does not match its JSON Schema",
        explanation: """
            Every content file is validated against its schema (draft 2020-12): the one its \
            `$schema` names, else the one of its kind in `Content/schemas/`. The diagnostic points \
            at the offending value (or key), names its JSON path (`/steps/mittel/range/max`) and, \
            in a note, the schema keyword that rejects it. A misspelt property is one error at \
            the property, with a fix-it to the name the schema knows. When the file's shape is \
            wrong (a type, a required or forbidden property), what depends on the file is not \
            checked until it is fixed (a note counts what was skipped). Fix the value, or the schema if the content is right.
            """,
        example: .edit(
            DiagnosticExample([
                File(
                    "Content/schemas/decorations.schema.json",
                    #"{ \#(exampleDialect), "type": "object", "properties": { "decorations": { "type": "array", "items": { "type": "object", "properties": { "price": { "type": "integer", "minimum": 1 } } } } } }"#
                ),
                File("Content/decorations.json", #"{ "decorations": [ { "id": "deco.tulpen", "price": 2 } ] }"#),
            ]),
            broken: #""price": ↓"zwei""#, fixed: #""price": 2"#))

    static let wrongFileKind = DiagnosticCode(
        "ZK2002", .error, phase: .structure, summary: "a content file is valid JSON of the wrong kind",
        explanation: """
            The file's top-level value has a type its schema never admits (an array where the \
            schema describes an object): the file is probably a different kind of file, or an \
            older format. Only this diagnostic is reported for the file; fix its shape first.
            """,
        example: .edit(
            DiagnosticExample([
                File("Content/schemas/friends.schema.json", #"{ \#(exampleDialect), "type": "object" }"#),
                File("Content/friends.json", #"{ "friends": [ { "id": "friend.01", "number": 1 } ] }"#),
            ]),
            broken: #"↓[ { "id": "friend.01", "number": 1 } ]"#,
            fixed: #"{ "friends": [ { "id": "friend.01", "number": 1 } ] }"#))
}

extension Diagnostic {
    fileprivate static func wrongKind(_ mismatch: SchemaRootTypeMismatch, file: String, kindName: String) -> Diagnostic
    {
        Diagnostic(
            SchemaViolationCheck.wrongFileKind,
            "\(file) holds \(mismatch.found) at the top level, but \(MessageText.withArticle(kindName)) file is \(mismatch.expected.joined(separator: " or "))",
            at: mismatch.location,
            notes: [Diagnostic.Note("the root type is set by 'type' here", at: mismatch.typeLocation)])
    }
}

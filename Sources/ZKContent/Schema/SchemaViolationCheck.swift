import ZKCore

/// Lint: a value of a content file violates its schema (ZK2001 at the value or key, with a note
/// at the keyword), or a file's root has a type its schema never admits (ZK2002, alone). The
/// schema engine (ZKCore's `SchemaLibrary`) finds the violations; this check names them.
enum SchemaViolationCheck: DeclaresCodes {
    static let codes: [DiagnosticCode] = [schemaViolation, wrongFileKind]

    /// The diagnostics of `tape` (the content file `file`, of kind `kindName`) against the schema
    /// at `schemaPath`, and whether the file passed (no violation, no broken schema part reached).
    static func run(_ tape: JSONTape, file: String, schemaPath: String, kindName: String, library: SchemaLibrary) -> (diagnostics: [Diagnostic], valid: Bool) {
        if let mismatch = library.rootTypeMismatch(tape, file: file, schemaPath: schemaPath) {
            return ([.wrongKind(mismatch, file: file, kindName: kindName)], false)
        }
        let result = library.validate(tape, file: file, schemaPath: schemaPath)
        return (result.violations.map { $0.diagnostic(schemaViolation) }, result.isValid)
    }

    private typealias File = DiagnosticExample.ExampleFile
    private static let exampleDialect = #""$schema": "https://json-schema.org/draft/2020-12/schema""#

    static let schemaViolation = DiagnosticCode(
        "ZK2001", .error, phase: .structure, summary: "a content value does not match its JSON Schema",
        explanation: """
            Every content file is validated against its schema (draft 2020-12): the one its \
            `$schema` names, else the one of its kind in `Content/schemas/`. The diagnostic points \
            at the offending value (or key), names its JSON path (`/steps/mittel/range/max`) and, \
            in a note, the schema keyword that rejects it. Fix the value, or the schema if the \
            content is right.
            """,
        broken: DiagnosticExample([
            File("Content/schemas/decorations.schema.json", #"{ \#(exampleDialect), "type": "object", "properties": { "decorations": { "type": "array", "items": { "type": "object", "properties": { "price": { "type": "integer", "minimum": 1 } } } } } }"#),
            File("Content/decorations.json", #"{ "decorations": [ { "id": "deco.tulpen", "price": ↓"zwei" } ] }"#),
        ]),
        fixed: DiagnosticExample([
            File("Content/schemas/decorations.schema.json", #"{ \#(exampleDialect), "type": "object", "properties": { "decorations": { "type": "array", "items": { "type": "object", "properties": { "price": { "type": "integer", "minimum": 1 } } } } } }"#),
            File("Content/decorations.json", #"{ "decorations": [ { "id": "deco.tulpen", "price": 2 } ] }"#),
        ]))

    static let wrongFileKind = DiagnosticCode(
        "ZK2002", .error, phase: .structure, summary: "a content file is valid JSON of the wrong kind",
        explanation: """
            The file's top-level value has a type its schema never admits (an array where the \
            schema describes an object): the file is probably a different kind of file, or an \
            older format. Only this diagnostic is reported for the file; fix its shape first.
            """,
        broken: DiagnosticExample([
            File("Content/schemas/friends.schema.json", #"{ \#(exampleDialect), "type": "object" }"#),
            File("Content/friends.json", #"↓[ { "id": "friend.01", "number": 1 } ]"#),
        ]),
        fixed: DiagnosticExample([
            File("Content/schemas/friends.schema.json", #"{ \#(exampleDialect), "type": "object" }"#),
            File("Content/friends.json", #"{ "friends": [ { "id": "friend.01", "number": 1 } ] }"#),
        ]))
}

private extension Diagnostic {
    static func wrongKind(_ mismatch: SchemaRootTypeMismatch, file: String, kindName: String) -> Diagnostic {
        Diagnostic(
            SchemaViolationCheck.wrongFileKind,
            "\(file) holds \(mismatch.found) at the top level, but a \(kindName) file is \(mismatch.expected.joined(separator: " or "))",
            at: mismatch.location, notes: [Diagnostic.Note("the root type is set by 'type' here", at: mismatch.typeLocation)])
    }
}

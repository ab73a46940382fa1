import ZKCore

/// A problem of a schema document itself, found while compiling it, located in the schema file.
/// The engine knows no diagnostic codes: each tool maps `kind` to a code of its own
/// (`diagnostic(_:)`), so zk-content reports its schema codes and another tool its own.
public struct SchemaProblem: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A keyword draft 2020-12 does not define (not prefixed `x-`); it has no effect on validation.
        case unknownKeyword
        /// A `$ref` or `$dynamicRef` whose target (file, `$id`, anchor or pointer) no given document defines.
        case unresolvedReference
        /// In-place references (`$ref`, `allOf`, …) that loop without descending into the instance;
        /// the `$ref` that closes the loop is cut so validation terminates.
        case referenceCycle
        /// A keyword value of the wrong form (`"minimum": "1"`, a bad pattern), or a dialect other than 2020-12.
        case invalidValue
    }

    public var kind: Kind
    /// Lower case, no trailing period, naming the keyword and the value (`'minimum' must be a number, found string`).
    public var message: String
    /// The keyword's key or value in the schema file (`SchemaDocument.path`).
    public var location: SourceLocation
    /// Related places and hints (the rest of a reference loop, "did you mean" targets).
    public var notes: [Diagnostic.Note]

    public init(_ kind: Kind, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        self.kind = kind
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// The problem as a diagnostic of `code` (its default severity), with the same message, place and notes.
    public func diagnostic(_ code: DiagnosticCode) -> Diagnostic {
        Diagnostic(code, message, at: location, notes: notes)
    }
}

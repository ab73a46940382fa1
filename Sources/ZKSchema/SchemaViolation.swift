import ZKCore

/// One place where an instance does not match its schema. The engine knows no diagnostic codes:
/// each tool turns a violation into a diagnostic of its own code with `diagnostic(_:)`.
public struct SchemaViolation: Sendable, Hashable {
    /// The offending value in the instance file, or the key of an offending member (an
    /// unexpected property, a property name, a member whose presence requires another).
    public var location: SourceLocation
    /// The JSON pointer (RFC 6901) of that value in the instance: `/steps/leicht/range/max`,
    /// `/` for the root. For a key, the pointer of the object holding it.
    public var instancePointer: String
    /// The schema keyword that rejects the value (`type`, `required`, `additionalProperties`, …);
    /// nil when the schema is `false` or references nest too deeply.
    public var keyword: String?
    /// Where that keyword is written in its schema file (or the subschema, without a keyword).
    public var schemaLocation: SourceLocation
    /// The whole message, compiler style: lower case, no trailing period, naming the value, its
    /// pointer and the rule (`"zwei" at /price: expected integer, found string "zwei"` style).
    public var message: String
    /// Notes for the report, the schema keyword's place last (`'type' of s.schema.json is here`);
    /// before it, related places (the earlier of two equal items, each failing `anyOf` branch).
    public var notes: [Diagnostic.Note]
    /// The specification's output units from the root schema down to the failing keyword (the
    /// last): each subschema the evaluation passed through, with its `keywordLocation`,
    /// `absoluteKeywordLocation` and `instanceLocation`. Empty unless asked for
    /// (`SchemaLibrary.validate(_:file:schemaPath:evaluationPaths:)`, `SchemaOutput`).
    public var evaluation: [SchemaOutputUnit] = []
    /// A replacement of the offending key or value, when the fix is certain (a misspelt
    /// property name the schema knows: `"titelKey"` → `"titleKey"`).
    public var fixIt: Diagnostic.FixIt?
    /// The violation is another's mistake seen from a second keyword (the `required` property a
    /// misspelt key meant): in the output units, not among the diagnostics.
    public var restatesAnother = false

    public init(
        _ message: String, at location: SourceLocation, instancePointer: String, keyword: String?,
        schemaLocation: SourceLocation, notes: [Diagnostic.Note], fixIt: Diagnostic.FixIt? = nil
    ) {
        self.fixIt = fixIt
        self.message = message
        self.location = location
        self.instancePointer = instancePointer
        self.keyword = keyword
        self.schemaLocation = schemaLocation
        self.notes = notes
    }

    /// The violation as a diagnostic of `code` (its default severity), with the same message, place, notes and fix-it.
    public func diagnostic(_ code: DiagnosticCode) -> Diagnostic {
        Diagnostic(code, message, at: location, notes: notes, fixIt: fixIt)
    }
}

/// The outcome of validating one instance (`SchemaLibrary.validate`).
public struct SchemaValidation: Sendable, Hashable {
    /// Every violation, in the order the validator met them (tools sort their reports anyway).
    public var violations: [SchemaViolation]
    /// Validation passed through a part of the schema that has problems itself (an unresolved
    /// `$ref`, a bad keyword value, a cut cycle): the instance cannot be called valid.
    public var reachedBrokenSchema: Bool

    public init(violations: [SchemaViolation], reachedBrokenSchema: Bool) {
        self.violations = violations
        self.reachedBrokenSchema = reachedBrokenSchema
    }

    /// The violations a diagnostic is made of: each mistake once (`restatesAnother` left out).
    public var reported: [SchemaViolation] { violations.filter { !$0.restatesAnother } }

    /// No violation, and no broken part of the schema reached.
    public var isValid: Bool { violations.isEmpty && !reachedBrokenSchema }
}

/// An instance whose root has a type its schema's root never admits (an array where the schema
/// describes an object): a tool can report it alone, as "a file of the wrong kind".
public struct SchemaRootTypeMismatch: Sendable, Hashable {
    /// The root's type with its article: `an array`, `a string`, `an integer`.
    public var found: String
    /// The types the schema's root admits, each with its article, in the schema's order: `["an object"]`.
    public var expected: [String]
    /// The instance root (line 1 of the instance, where the value starts).
    public var location: SourceLocation
    /// The `type` keyword that sets the root type, in its schema file.
    public var typeLocation: SourceLocation
}

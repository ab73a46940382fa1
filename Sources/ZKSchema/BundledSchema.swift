import ZKCore

/// A JSON Schema that ships in the code (a string literal), compiled once: a reader validates a
/// document read with `JSONReader` against it, reports every violation with a code of its own at
/// the violating value (or key), and decodes what the schema accepts in a few typed lines.
///
/// Usage:
/// ```swift
/// static let schema = BundledSchema(name: "alphabet.schema.json", text: alphabetSchemaText)
/// let checked = schema.check(root, file: path) { _ in AlphabetFileCheck.alphabetField }
/// guard let accepted = checked.accepted else { return … }   // the root itself was rejected
/// let blanks = accepted["blanks"]?.int ?? 0                   // every value left has its shape
/// ```
public struct BundledSchema: Sendable {
    /// The name the schema is known by (its violations' schema locations name it; no file has it).
    public let name: String
    /// The schema itself, parsed (nil when the text is not JSON).
    public let root: JSONValue?
    let library: SchemaLibrary
    /// Problems of the text itself (not JSON, a bad keyword, an unresolved reference): a test of
    /// each bundled schema asserts there are none.
    public let problems: [String]

    public init(name: String, text: String) {
        let parsed = SchemaDocument.parse(text: text, path: name)
        self.name = name
        root = parsed.document?.root
        library = SchemaLibrary(
            documents: parsed.document.map { [$0] } ?? [], options: SchemaOptions(strictKeywords: true))
        problems =
            parsed.diagnostics.map(\.message) + library.problems.map(\.message)
            + (parsed.document == nil ? ["'\(name)' is not a JSON document"] : [])
    }

    /// What `check` found.
    public struct Checked: Sendable {
        /// One diagnostic per violation, in the order the validator met them.
        public var diagnostics: [Diagnostic]
        /// The document without the values the schema rejects (each array item or object member
        /// whose value violates a keyword of its own: a type, an enum, a bound); nil when the
        /// root itself is rejected. An unknown member, and an object that lacks a required one,
        /// stay: a decoder reads only what it knows, with its defaults for what is missing.
        public var accepted: JSONValue?
        /// No violation (and no broken part of the schema reached).
        public var isValid: Bool
    }

    /// Validates `value` (read from `file`, its display path); `code` names each violation's code.
    /// Each mistake is one diagnostic: the required property a misspelt key meant is left to the
    /// key's, unless `restated` (where the key's code is not an error, as an unknown key of
    /// alphabet.json, the missing property must still be one).
    public func check(
        _ value: JSONValue, file: String, restated: Bool = false, code: (SchemaViolation) -> DiagnosticCode
    ) -> Checked {
        check(value, file: file, restated: restated) { diagnostic($0, code($0), in: value) }
    }

    /// `check` in the reader's own words: `wording` makes each violation the reader's diagnostic
    /// (messages its users and tests know), nil keeps the engine's, with `code`.
    public func check(
        _ value: JSONValue, file: String, code: DiagnosticCode, wording: (SchemaViolation) -> Diagnostic?
    ) -> Checked {
        check(value, file: file) { wording($0) ?? diagnostic($0, code, in: value) }
    }

    private func check(
        _ value: JSONValue, file: String, restated: Bool = false, diagnose: (SchemaViolation) -> Diagnostic
    ) -> Checked {
        let result = library.validate(JSONTape(value), file: file, schemaPath: name, evaluationPaths: true)
        let reported = restated ? result.violations : result.reported
        let rejected = Set(
            reported.filter { !Self.keepingKeywords.contains($0.keyword ?? "") }.compactMap(\.location.start))
        return Checked(
            diagnostics: reported.map(diagnose), accepted: Self.pruned(value, rejected), isValid: result.isValid)
    }

    /// The keys and indices from the root to the violating value (for a rejected key, to the
    /// object that holds it, then the key): `/paths/build` → `["paths", "build"]`.
    public static func path(of violation: SchemaViolation, in instance: JSONValue) -> [String] {
        var path = JSONPointer.tokens(violation.instancePointer == "/" ? "" : violation.instancePointer) ?? []
        let holder = JSONPointer.resolve(
            violation.instancePointer == "/" ? "" : violation.instancePointer, in: instance)
        if let member = holder?.object?.members.first(where: { $0.keyPosition == violation.location.start }) {
            path.append(member.key)
        }
        return path
    }

    /// `check` with one code for every violation.
    public func check(_ value: JSONValue, file: String, code: DiagnosticCode) -> Checked {
        check(value, file: file) { _ in code }
    }

    /// Keywords whose violation leaves the value in `accepted`: those that reject a member by
    /// its key (located at the key), and a missing member (located at its object).
    static let keepingKeywords: Set<String> = [
        "additionalProperties", "unevaluatedProperties", "propertyNames", "dependentRequired", "required",
    ]

    /// The violation as a diagnostic of `code`: the engine's message, place and fix-it; notes
    /// that point into the bundled text (which no user has) keep their words without the place,
    /// the keyword's own note gives way to what the schema says there (the known properties of
    /// a forbidden one, the description of a missing one).
    func diagnostic(_ violation: SchemaViolation, _ code: DiagnosticCode, in instance: JSONValue) -> Diagnostic {
        var notes = violation.notes.dropLast().map { note in
            note.location?.path == name ? Diagnostic.Note(note.message) : note
        }
        let subschema = keywordSubschema(violation)
        switch violation.keyword {
        case "additionalProperties", "unevaluatedProperties":
            if let known = subschema?["properties"]?.object?.keys.filter({ $0 != "$schema" }), !known.isEmpty {
                notes.append(Diagnostic.Note("known keys: \(known.joined(separator: ", "))"))
            }
        case "required":
            let object = JSONPointer.resolve(
                violation.instancePointer == "/" ? "" : violation.instancePointer, in: instance)
            let missing = subschema?["required"]?.array?.compactMap(\.string).first { name in
                object?[name] == nil && violation.message.hasPrefix("missing required property '\(name)'")
            }
            if let missing, let description = subschema?["properties"]?[missing]?["description"]?.string {
                notes.append(Diagnostic.Note("'\(missing)': \(description)"))
            }
        default:
            break
        }
        return Diagnostic(code, violation.message, at: violation.location, notes: notes, fixIt: violation.fixIt)
    }

    /// The subschema (in the bundled text) whose keyword rejected the violation.
    public func keywordSubschema(_ violation: SchemaViolation) -> JSONValue? {
        guard let root, let absolute = violation.evaluation.last?.absoluteKeywordLocation,
            let hash = absolute.firstIndex(of: "#")
        else { return nil }
        let pointer = absolute[absolute.index(after: hash)...]
        guard let slash = pointer.lastIndex(of: "/") else { return nil }
        return JSONPointer.resolve(String(pointer[..<slash]), in: root)
    }

    /// `value` without the values that start at a `rejected` position.
    static func pruned(_ value: JSONValue, _ rejected: Set<SourcePosition>) -> JSONValue? {
        if rejected.contains(value.position) { return nil }
        if rejected.isEmpty { return value }
        switch value.kind {
        case .array(let items):
            return JSONValue(.array(items.compactMap { pruned($0, rejected) }), at: value.position)
        case .object(let object):
            let members = object.members.compactMap { member in
                pruned(member.value, rejected).map {
                    JSONMember(key: member.key, keyPosition: member.keyPosition, value: $0)
                }
            }
            return JSONValue(.object(JSONObject(members)), at: value.position)
        default:
            return value
        }
    }
}

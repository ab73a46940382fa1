import ZKCore

/// One compiled (sub)schema. Nodes live in `SchemaLibrary.nodes` and point at each other by
/// index, so recursive schemas (`$ref` back to an ancestor) need no cyclic references.
final class SchemaNode: Sendable {
    /// The JSON types a `type` keyword admits, as a bit set.
    struct Types: OptionSet, Sendable {
        let rawValue: UInt8
        static let null = Types(rawValue: 1)
        static let boolean = Types(rawValue: 2)
        static let integer = Types(rawValue: 4)
        static let number = Types(rawValue: 8)
        static let string = Types(rawValue: 16)
        static let array = Types(rawValue: 32)
        static let object = Types(rawValue: 64)

        static func named(_ name: String) -> Types? {
            switch name {
            case "null": .null
            case "boolean": .boolean
            case "integer": .integer
            case "number": [.number, .integer]
            case "string": .string
            case "array": .array
            case "object": .object
            default: nil
            }
        }
    }

    /// Where the schema is written: file, JSON pointer inside it, and the position of its value.
    let file: String
    let pointer: String
    let position: SourcePosition
    /// Key position of each keyword present, for notes (`note: 'maximum' defined here`).
    let keywordPositions: [String: SourcePosition]

    /// `false` (or a schema that can never match); `true` and `{}` are nodes without constraints.
    let alwaysFalse: Bool
    /// The schema here has an error (unsupported keyword, bad value, unresolved or cut `$ref`):
    /// an instance whose validation reaches it gets no "valid" verdict.
    let broken: Bool
    let types: Types?
    let typeNames: [String]
    let properties: [String: Int]
    let required: [String]
    let additionalProperties: Int?
    let prefixItems: [Int]
    let items: Int?
    let enumValues: [JSONValue]?
    let constValue: JSONValue?
    let pattern: SchemaPattern?
    let minimum: Double?
    let maximum: Double?
    let minItems: Int?
    let maxItems: Int?
    let uniqueItems: Bool
    let minLength: Int?
    let maxLength: Int?
    /// The target of `$ref`; nil when absent, unresolved or cut because it closes a cycle.
    let ref: Int?
    let refText: String?
    let allOf: [Int]
    let anyOf: [Int]
    let oneOf: [Int]

    init(_ draft: SchemaNodeDraft) {
        file = draft.file
        pointer = draft.pointer
        position = draft.position
        keywordPositions = draft.keywordPositions
        alwaysFalse = draft.alwaysFalse
        broken = draft.broken
        types = draft.types
        typeNames = draft.typeNames
        properties = draft.properties
        required = draft.required
        additionalProperties = draft.additionalProperties
        prefixItems = draft.prefixItems
        items = draft.items
        enumValues = draft.enumValues
        constValue = draft.constValue
        pattern = draft.pattern
        minimum = draft.minimum
        maximum = draft.maximum
        minItems = draft.minItems
        maxItems = draft.maxItems
        uniqueItems = draft.uniqueItems
        minLength = draft.minLength
        maxLength = draft.maxLength
        ref = draft.ref
        refText = draft.refText
        allOf = draft.allOf
        anyOf = draft.anyOf
        oneOf = draft.oneOf
    }

    /// The location of keyword `name` in its schema file (or of the schema itself).
    func location(of keyword: String) -> SourceLocation {
        SourceLocation(path: file, start: keywordPositions[keyword] ?? position)
    }
}

/// The mutable form of a node while the compiler fills it in.
struct SchemaNodeDraft {
    var file: String
    var pointer: String
    var position: SourcePosition
    var keywordPositions: [String: SourcePosition] = [:]
    var alwaysFalse = false
    var broken = false
    var types: SchemaNode.Types?
    var typeNames: [String] = []
    var properties: [String: Int] = [:]
    var required: [String] = []
    var additionalProperties: Int?
    var prefixItems: [Int] = []
    var items: Int?
    var enumValues: [JSONValue]?
    var constValue: JSONValue?
    var pattern: SchemaPattern?
    var minimum: Double?
    var maximum: Double?
    var minItems: Int?
    var maxItems: Int?
    var uniqueItems = false
    var minLength: Int?
    var maxLength: Int?
    var ref: Int?
    var refText: String?
    var allOf: [Int] = []
    var anyOf: [Int] = []
    var oneOf: [Int] = []

    init(file: String, pointer: String, position: SourcePosition) {
        self.file = file
        self.pointer = pointer
        self.position = position
    }

    /// The in-place applicators (`$ref`, `allOf`, `anyOf`, `oneOf`): edges of the cycle check.
    var inPlaceTargets: [Int] { (ref.map { [$0] } ?? []) + allOf + anyOf + oneOf }
}

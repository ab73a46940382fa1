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

    /// Which groups of keywords the node has, so validation skips the empty ones at once.
    struct Checks: OptionSet, Sendable {
        let rawValue: UInt8
        static let string = Checks(rawValue: 1)
        static let number = Checks(rawValue: 2)
        static let array = Checks(rawValue: 4)
        static let object = Checks(rawValue: 8)
        /// `$ref`, `$dynamicRef`, `allOf`, `anyOf`, `oneOf`, `not`, `if`, `dependentSchemas`.
        static let inPlace = Checks(rawValue: 16)
    }

    let checks: Checks

    /// Where the schema is written: file, JSON pointer inside it, and the position of its value.
    let file: String
    let pointer: String
    let position: SourcePosition
    /// Key position of each keyword present, for notes (`note: 'maximum' defined here`).
    let keywordPositions: [String: SourcePosition]
    /// The draft's own name of a keyword the engine reads in 2020-12's terms, where they differ:
    /// an array `items` is `prefixItems` here and `additionalItems` then `items`; draft 4 to 7's
    /// `dependencies` is `dependentRequired` and `dependentSchemas`. Messages use the draft's.
    let keywordNames: [String: String]
    /// The schema resource (`$id` scope) the node belongs to: the unit of the dynamic scope.
    let resource: Int
    let dynamicAnchor: String?

    /// `false` (or a schema that can never match); `true` and `{}` are nodes without constraints.
    let alwaysFalse: Bool
    /// The schema here has an error (bad value, unresolved or cut `$ref`): an instance whose
    /// validation reaches it gets no "valid" verdict.
    let broken: Bool
    /// `unevaluatedProperties` or `unevaluatedItems` is present: the node needs the annotations
    /// of its in-place subschemas.
    let needsAnnotations: Bool

    // Core
    let ref: Int?
    /// `ref` when the node holds nothing else: validation goes straight to the target (unless
    /// the dynamic scope is kept, where entering this node's resource matters).
    let forward: Int?
    /// Only string keywords, `type` at most `string`, nothing else: most nodes content visits
    /// (IDs, keys, asset names). A string value goes straight to the string keywords.
    let stringLeaf: Bool
    let refText: String?
    let dynamicRef: Int?
    let dynamicRefText: String?
    /// The anchor name of a `$dynamicRef` whose fragment is a plain name.
    let dynamicRefName: String?

    // Applicators
    let allOf: [Int]
    let anyOf: [Int]
    let oneOf: [Int]
    let not: Int?
    let ifSchema: Int?
    let thenSchema: Int?
    let elseSchema: Int?
    let dependentSchemas: [(key: String, node: Int)]
    let prefixItems: [Int]
    let items: Int?
    let contains: Int?
    let properties: [CodePointString: Int]
    /// `properties` by UTF-8 bytes, for lookups on the tape.
    let propertyTable: PropertyTable
    let patternProperties: [(pattern: SchemaPattern, node: Int)]
    let additionalProperties: Int?
    let propertyNames: Int?
    let unevaluatedItems: Int?
    let unevaluatedProperties: Int?

    // Validation
    let types: Types?
    let typeNames: [String]
    let enumValues: [JSONValue]?
    /// When every `enum` value is a string: their UTF-8 bytes end to end, and where each ends.
    /// A string instance is compared as bytes, reading no `JSONValue` (whose storage, shared by
    /// the threads that validate with this node, would have its reference count bounce).
    let enumStringBytes: [UInt8]?
    let enumStringEnds: [Int]
    let constValue: JSONValue?
    let multipleOf: NumberBound?
    let minimum: NumberBound?
    let maximum: NumberBound?
    let exclusiveMinimum: NumberBound?
    let exclusiveMaximum: NumberBound?
    let minLength: Int?
    let maxLength: Int?
    let pattern: SchemaPattern?
    /// `pattern` unretained (the node holds it): patterns are shared by every library that
    /// compiled the same source, so the hot path must not touch their reference counts.
    let patternReference: Unmanaged<SchemaPattern>?
    let minItems: Int?
    let maxItems: Int?
    let uniqueItems: Bool
    let minContains: Int?
    let maxContains: Int?
    let minProperties: Int?
    let maxProperties: Int?
    let required: [String]
    /// `required`'s names as UTF-8, one after the other, and where each ends: what the tape's
    /// keys are compared with.
    let requiredBytes: [UInt8]
    let requiredEnds: [Int]
    let dependentRequired: [(key: String, names: [String])]
    /// The format asserted here (nil where `format` is an annotation).
    let format: String?
    /// Draft 7's content assertions (`SchemaContent`): `base64`, `application/json`, or nil.
    let contentEncoding: String?
    let contentMediaType: String?
    /// Draft 4: `integer` admits only numbers written as integers (`1.0` is not one).
    let integersAsWritten: Bool
    /// Some reference names the node: the validator keeps its results per instance value (two
    /// references that meet again, below `allOf`, would otherwise double the work per level).
    let referenced: Bool

    init(_ draft: SchemaNodeDraft) {
        file = draft.file
        pointer = draft.pointer
        position = draft.position
        keywordPositions = draft.keywordPositions
        keywordNames = draft.keywordNames
        resource = draft.resource
        dynamicAnchor = draft.dynamicAnchor
        alwaysFalse = draft.alwaysFalse
        broken = draft.broken
        needsAnnotations = draft.unevaluatedItems != nil || draft.unevaluatedProperties != nil
        ref = draft.ref
        refText = draft.refText
        dynamicRef = draft.dynamicRef
        dynamicRefText = draft.dynamicRefText
        dynamicRefName = draft.dynamicRefName
        allOf = draft.allOf
        anyOf = draft.anyOf
        oneOf = draft.oneOf
        not = draft.not
        ifSchema = draft.ifSchema
        thenSchema = draft.thenSchema
        elseSchema = draft.elseSchema
        dependentSchemas = draft.dependentSchemas
        prefixItems = draft.prefixItems
        items = draft.items
        contains = draft.contains
        properties = draft.properties
        propertyTable = PropertyTable(draft.properties.map { ($0.key.string, $0.value) })
        patternProperties = draft.patternProperties
        additionalProperties = draft.additionalProperties
        propertyNames = draft.propertyNames
        unevaluatedItems = draft.unevaluatedItems
        unevaluatedProperties = draft.unevaluatedProperties
        types = draft.types
        typeNames = draft.typeNames
        enumValues = draft.enumValues
        let strings = draft.enumValues?.compactMap(\.string) ?? []
        if let values = draft.enumValues, !values.isEmpty, strings.count == values.count {
            enumStringBytes = strings.flatMap { Array($0.utf8) }
            enumStringEnds = strings.reduce(into: []) { ends, text in ends.append((ends.last ?? 0) + text.utf8.count) }
        } else {
            enumStringBytes = nil
            enumStringEnds = []
        }
        constValue = draft.constValue
        multipleOf = draft.multipleOf
        minimum = draft.minimum
        maximum = draft.maximum
        exclusiveMinimum = draft.exclusiveMinimum
        exclusiveMaximum = draft.exclusiveMaximum
        minLength = draft.minLength
        maxLength = draft.maxLength
        pattern = draft.pattern
        patternReference = draft.pattern.map { Unmanaged.passUnretained($0) }
        minItems = draft.minItems
        maxItems = draft.maxItems
        uniqueItems = draft.uniqueItems
        minContains = draft.minContains
        maxContains = draft.maxContains
        minProperties = draft.minProperties
        maxProperties = draft.maxProperties
        required = draft.required
        requiredBytes = draft.required.flatMap { Array($0.utf8) }
        requiredEnds = draft.required.reduce(into: []) { ends, name in ends.append((ends.last ?? 0) + name.utf8.count) }
        dependentRequired = draft.dependentRequired
        format = draft.format
        contentEncoding = draft.contentEncoding
        contentMediaType = draft.contentMediaType
        integersAsWritten = draft.integersAsWritten
        referenced = draft.referenced
        let checks = Self.checks(of: draft)
        self.checks = checks
        let refOnly =
            checks == [.inPlace] && draft.dynamicRef == nil && draft.allOf.isEmpty && draft.anyOf.isEmpty
            && draft.oneOf.isEmpty && draft.not == nil && draft.ifSchema == nil && draft.dependentSchemas.isEmpty
            && draft.types == nil && draft.enumValues == nil && draft.constValue == nil
            && !draft.alwaysFalse && !draft.broken && !needsAnnotations
        forward = refOnly ? draft.ref : nil
        stringLeaf =
            checks == [.string] && (draft.types == nil || draft.types == .string) && draft.enumValues == nil
            && draft.constValue == nil && !draft.alwaysFalse && !draft.broken && !needsAnnotations
    }

    /// The groups of keywords `draft` has.
    private static func checks(of draft: SchemaNodeDraft) -> Checks {
        var checks = Checks()
        if draft.minLength != nil || draft.maxLength != nil || draft.pattern != nil || draft.format != nil
            || draft.contentEncoding != nil || draft.contentMediaType != nil
        {
            checks.insert(.string)
        }
        if draft.minimum != nil || draft.maximum != nil || draft.exclusiveMinimum != nil
            || draft.exclusiveMaximum != nil || draft.multipleOf != nil
        {
            checks.insert(.number)
        }
        if draft.minItems != nil || draft.maxItems != nil || !draft.prefixItems.isEmpty || draft.items != nil
            || draft.contains != nil || draft.uniqueItems
        {
            checks.insert(.array)
        }
        if draft.minProperties != nil || draft.maxProperties != nil || !draft.required.isEmpty
            || !draft.dependentRequired.isEmpty
            || !draft.properties.isEmpty || !draft.patternProperties.isEmpty || draft.additionalProperties != nil
            || draft.propertyNames != nil
        {
            checks.insert(.object)
        }
        if draft.ref != nil || draft.dynamicRef != nil || !draft.allOf.isEmpty || !draft.anyOf.isEmpty
            || !draft.oneOf.isEmpty || draft.not != nil
            || draft.ifSchema != nil || !draft.dependentSchemas.isEmpty
        {
            checks.insert(.inPlace)
        }
        return checks
    }

    /// The draft's own name of keyword `name` (`additionalItems` for a draft 7 tuple's `items`).
    func keywordName(_ name: String) -> String { keywordNames[name] ?? name }

    /// The location of keyword `name` (as the draft names it) in its schema file (or of the schema itself).
    func location(of keyword: String) -> SourceLocation {
        SourceLocation(path: file, start: keywordPositions[keyword] ?? position)
    }
}

/// A library's nodes, and a table of unretained references to them that the validator reads
/// (`Unmanaged._withUnsafeGuaranteedRef` lends a node for a call without touching its reference
/// count); the table lives as long as the nodes it holds.
final class SchemaNodeTable: @unchecked Sendable {
    let nodes: [SchemaNode]
    let references: UnsafeMutableBufferPointer<Unmanaged<SchemaNode>>
    /// Per schema resource, its `$dynamicAnchor`s and their nodes.
    let dynamicAnchors: [[CodePointString: Int]]
    /// Per schema resource (a node's `resource`), its URI and root: the output formats' `absoluteKeywordLocation`.
    let resourceBases: [SchemaResourceBase]

    init(_ nodes: [SchemaNode], dynamicAnchors: [[CodePointString: Int]] = [], resourceBases: [SchemaResourceBase] = [])
    {
        self.nodes = nodes
        self.dynamicAnchors = dynamicAnchors
        self.resourceBases = resourceBases
        references = UnsafeMutableBufferPointer.allocate(capacity: nodes.count)
        _ = references.initialize(from: nodes.map { Unmanaged.passUnretained($0) })
    }

    deinit { references.deallocate() }

    /// The node whose `type` applies at `root`: `root`, or where its `$ref`s lead through nodes
    /// that say nothing of types (a cycle of them ends after as many hops as there are nodes).
    /// Read through the unretained nodes: this runs once a file, from every thread.
    func typed(from root: Int) -> Int {
        var index = root
        var hops = 0
        while hops < references.count,
            let next = references[index]._withUnsafeGuaranteedRef({ $0.types == nil ? $0.ref : nil })
        {
            index = next
            hops += 1
        }
        return index
    }

    /// The `type` of node `index`, nil when it has none.
    func types(of index: Int) -> SchemaNode.Types? { references[index]._withUnsafeGuaranteedRef { $0.types } }
}

/// A number a schema compares against (`minimum`, `multipleOf`, …): exact, with the nearest
/// double and the 64-bit integer (when there is one) for the fast paths.
struct NumberBound: Sendable {
    let exact: JSONDecimal
    let double: Double
    let integer: Int64?
    let text: String

    init?(_ number: JSONNumber) {
        guard let exact = number.decimal else { return nil }
        self.exact = exact
        double = number.doubleValue
        if case .integer(let value) = number {
            integer = value
        } else if let value = exact.exactInt {
            integer = Int64(value)
        } else {
            integer = nil
        }
        if case .decimal(let written) = number { text = written } else { text = JSONWriter.format(number) }
    }

    /// -1, 0 or 1 as `number` is below, equal to or above the bound, exactly.
    func compare(_ number: JSONNumber) -> Int {
        if case .integer(let value) = number, let integer {
            return value < integer ? -1 : (value == integer ? 0 : 1)
        }
        // Rounding to double is monotonic: different doubles order the exact values alike.
        let double = number.doubleValue
        if double < self.double { return -1 }
        if double > self.double { return 1 }
        guard let value = number.decimal else { return 0 }
        return value < exact ? -1 : (value == exact ? 0 : 1)
    }

    /// Whether `number` is an integer multiple of the bound, exactly.
    func divides(_ number: JSONNumber) -> Bool {
        if case .integer(let value) = number, let integer, integer != 0 {
            return value % integer == 0
        }
        if let value = number.decimal, let result = value.isMultiple(of: exact) { return result }
        let quotient = number.doubleValue / double
        return quotient.isFinite && quotient.rounded() == quotient
    }
}

/// The mutable form of a node while the compiler fills it in.
struct SchemaNodeDraft {
    var file: String
    var pointer: String
    var position: SourcePosition
    var keywordPositions: [String: SourcePosition] = [:]
    var keywordNames: [String: String] = [:]
    var resource = 0
    var dynamicAnchor: String?
    var alwaysFalse = false
    var broken = false
    var ref: Int?
    var refText: String?
    var dynamicRef: Int?
    var dynamicRefText: String?
    var dynamicRefName: String?
    var allOf: [Int] = []
    var anyOf: [Int] = []
    var oneOf: [Int] = []
    var not: Int?
    var ifSchema: Int?
    var thenSchema: Int?
    var elseSchema: Int?
    var dependentSchemas: [(key: String, node: Int)] = []
    var prefixItems: [Int] = []
    var items: Int?
    var contains: Int?
    var properties: [CodePointString: Int] = [:]
    var patternProperties: [(pattern: SchemaPattern, node: Int)] = []
    var additionalProperties: Int?
    var propertyNames: Int?
    var unevaluatedItems: Int?
    var unevaluatedProperties: Int?
    var types: SchemaNode.Types?
    var typeNames: [String] = []
    var enumValues: [JSONValue]?
    var constValue: JSONValue?
    var multipleOf: NumberBound?
    var minimum: NumberBound?
    var maximum: NumberBound?
    var exclusiveMinimum: NumberBound?
    var exclusiveMaximum: NumberBound?
    var minLength: Int?
    var maxLength: Int?
    var pattern: SchemaPattern?
    var minItems: Int?
    var maxItems: Int?
    var uniqueItems = false
    var minContains: Int?
    var maxContains: Int?
    var minProperties: Int?
    var maxProperties: Int?
    var required: [String] = []
    var dependentRequired: [(key: String, names: [String])] = []
    var format: String?
    var contentEncoding: String?
    var contentMediaType: String?
    var integersAsWritten = false
    /// Some `$ref` or `$dynamicRef` names this node (`SchemaLibrary` sets it once all are built).
    var referenced = false

    init(file: String, pointer: String, position: SourcePosition) {
        self.file = file
        self.pointer = pointer
        self.position = position
    }

    /// Every subschema and reference target.
    var allTargets: [Int] {
        var targets = inPlaceTargets + prefixItems + Array(properties.values) + patternProperties.map(\.node)
        for target in [items, contains, additionalProperties, propertyNames, unevaluatedItems, unevaluatedProperties] {
            if let target { targets.append(target) }
        }
        return targets
    }

    /// The applicators that apply to the same instance: the edges of the cycle check.
    var inPlaceTargets: [Int] {
        var targets = allOf + anyOf + oneOf + dependentSchemas.map(\.node)
        for target in [ref, dynamicRef, not, ifSchema, thenSchema, elseSchema] {
            if let target { targets.append(target) }
        }
        return targets
    }
}

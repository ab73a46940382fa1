import ZKCore

/// Validates one instance against compiled schema nodes. With `collect` it reports every
/// violation at the offending value (or key) with its JSON path and a note at the schema keyword;
/// without, it stops at the first failure and builds no message (used inside `anyOf`/`oneOf` and
/// by the fast path).
struct SchemaValidator {
    let nodes: [SchemaNode]
    let file: String
    var path: [JSONPointer.Component] = []
    var diagnostics: [Diagnostic] = []
    /// Set when validation entered a node whose schema has errors.
    var reachedBroken = false

    init(nodes: [SchemaNode], file: String) {
        self.nodes = nodes
        self.file = file
    }

    // MARK: The file's kind

    /// A ZK2002 when the document's root has a type the schema's root never admits.
    func rootTypeMismatch(_ root: Int, _ value: JSONValue, kindName: String) -> Diagnostic? {
        var index = root
        var seen: Set<Int> = []
        while nodes[index].types == nil, let next = nodes[index].ref, seen.insert(index).inserted { index = next }
        let node = nodes[index]
        guard let types = node.types, !types.contains(Self.typeBit(value)) else { return nil }
        let expected = node.typeNames.map(Self.article).joined(separator: " or ")
        return Diagnostic(
            ContentCodes.wrongFileKind,
            "\(file) holds \(Self.article(value.typeName)) at the top level, but a \(kindName) file is \(expected)",
            at: value.location(in: file),
            notes: [Diagnostic.Note("the root type is set by 'type' here", at: node.location(of: "type"))])
    }

    // MARK: Validation

    mutating func validate(_ index: Int, _ value: JSONValue, collect: Bool) -> Bool {
        let node = nodes[index]
        if node.broken { reachedBroken = true }
        if node.alwaysFalse {
            if collect { report("\(subject(value)) is not allowed here (its schema is 'false')", value, node, keyword: nil) }
            return false
        }
        var valid = true
        if let ref = node.ref, !validate(ref, value, collect: collect) {
            if !collect { return false }
            valid = false
        }
        if let types = node.types, !types.contains(Self.typeBit(value)) {
            if !collect { return false }
            let expected = node.typeNames.joined(separator: " or ")
            report("expected \(expected) at \(pointer), found \(Self.found(value))", value, node, keyword: "type")
            return false
        }
        if let values = node.enumValues, !values.contains(where: { JSONEquality.equal($0, value) }) {
            if !collect { return false }
            valid = false
            let listed = values.prefix(12).map(JSONEquality.literal).joined(separator: ", ") + (values.count > 12 ? ", …" : "")
            var message = "\(JSONEquality.describe(value)) at \(pointer) is not one of \(listed)"
            if let text = value.string, let near = EditDistance.nearest(to: text, in: values.compactMap(\.string)) {
                message += "; did you mean \"\(near)\"?"
            }
            report(message, value, node, keyword: "enum")
        }
        if let constant = node.constValue, !JSONEquality.equal(constant, value) {
            if !collect { return false }
            valid = false
            report("\(JSONEquality.describe(value)) at \(pointer) must be \(JSONEquality.literal(constant))", value, node, keyword: "const")
        }
        switch value.kind {
        case .string(let text):
            if !validateString(node, text, value, collect: collect) {
                if !collect { return false }
                valid = false
            }
        case .number(let number):
            if !validateNumber(node, number.doubleValue, value, collect: collect) {
                if !collect { return false }
                valid = false
            }
        case .array(let items):
            if !validateArray(node, items, value, collect: collect) {
                if !collect { return false }
                valid = false
            }
        case .object(let object):
            if !validateObject(node, object, value, collect: collect) {
                if !collect { return false }
                valid = false
            }
        default:
            break
        }
        for sub in node.allOf where !validate(sub, value, collect: collect) {
            if !collect { return false }
            valid = false
        }
        if !node.anyOf.isEmpty, !node.anyOf.contains(where: { validate($0, value, collect: false) }) {
            if !collect { return false }
            valid = false
            reportAlternatives("anyOf", node.anyOf, value, node)
        }
        if !node.oneOf.isEmpty {
            let matching = node.oneOf.indices.filter { validate(node.oneOf[$0], value, collect: false) }
            if matching.count != 1 {
                if !collect { return false }
                valid = false
                if matching.isEmpty {
                    reportAlternatives("oneOf", node.oneOf, value, node)
                } else {
                    let which = matching.map { "#\($0)" }.joined(separator: ", ")
                    report(
                        "\(subject(value)) matches \(matching.count) of the schemas of 'oneOf' (\(which)); exactly one must match",
                        value, node, keyword: "oneOf")
                }
            }
        }
        return valid
    }

    private mutating func validateString(_ node: SchemaNode, _ text: String, _ value: JSONValue, collect: Bool) -> Bool {
        var valid = true
        if node.minLength != nil || node.maxLength != nil {
            let length = text.unicodeScalars.count
            if let minimum = node.minLength, length < minimum {
                if !collect { return false }
                valid = false
                report("string at \(pointer) has \(length) characters; at least \(minimum) required", value, node, keyword: "minLength")
            }
            if let maximum = node.maxLength, length > maximum {
                if !collect { return false }
                valid = false
                report("string at \(pointer) has \(length) characters; at most \(maximum) allowed", value, node, keyword: "maxLength")
            }
        }
        if let pattern = node.pattern, !pattern.matches(text) {
            if !collect { return false }
            valid = false
            report("\(JSONEquality.describe(value)) at \(pointer) does not match the pattern \"\(pattern.source)\"", value, node, keyword: "pattern")
        }
        return valid
    }

    private mutating func validateNumber(_ node: SchemaNode, _ number: Double, _ value: JSONValue, collect: Bool) -> Bool {
        var valid = true
        if let minimum = node.minimum, number < minimum {
            if !collect { return false }
            valid = false
            report("\(JSONEquality.describe(value)) at \(pointer) is less than the minimum \(Self.format(minimum))", value, node, keyword: "minimum")
        }
        if let maximum = node.maximum, number > maximum {
            if !collect { return false }
            valid = false
            report("\(JSONEquality.describe(value)) at \(pointer) is greater than the maximum \(Self.format(maximum))", value, node, keyword: "maximum")
        }
        return valid
    }

    private mutating func validateArray(_ node: SchemaNode, _ items: [JSONValue], _ value: JSONValue, collect: Bool) -> Bool {
        var valid = true
        if let minimum = node.minItems, items.count < minimum {
            if !collect { return false }
            valid = false
            report("array at \(pointer) has \(items.count) item\(items.count == 1 ? "" : "s"); at least \(minimum) required", value, node, keyword: "minItems")
        }
        if let maximum = node.maxItems, items.count > maximum {
            if !collect { return false }
            valid = false
            report("array at \(pointer) has \(items.count) items; at most \(maximum) allowed", value, node, keyword: "maxItems")
        }
        for (position, item) in items.enumerated() {
            let schema = position < node.prefixItems.count ? node.prefixItems[position] : node.items
            guard let schema else { continue }
            path.append(.index(position))
            let ok = validate(schema, item, collect: collect)
            path.removeLast()
            if !ok {
                if !collect { return false }
                valid = false
            }
        }
        if node.uniqueItems, items.count > 1 {
            for later in 1..<items.count {
                guard let earlier = (0..<later).first(where: { JSONEquality.equal(items[$0], items[later]) }) else { continue }
                if !collect { return false }
                valid = false
                path.append(.index(later))
                report(
                    "item \(pointer) repeats item \(earlier) (\(JSONEquality.describe(items[later]))); the items must be unique",
                    items[later], node, keyword: "uniqueItems",
                    extra: [Diagnostic.Note("item \(earlier) is here", at: items[earlier].location(in: file))])
                path.removeLast()
            }
        }
        return valid
    }

    private mutating func validateObject(_ node: SchemaNode, _ object: JSONObject, _ value: JSONValue, collect: Bool) -> Bool {
        var valid = true
        for name in node.required where object[name] == nil {
            if !collect { return false }
            valid = false
            var message = "missing required property '\(name)' in the object at \(pointer)"
            let unknown = object.keys.filter { node.properties[$0] == nil }
            if let near = EditDistance.nearest(to: name, in: unknown) { message += "; '\(near)' is there, is it misspelt?" }
            report(message, value, node, keyword: "required")
        }
        for member in object.members {
            if let schema = node.properties[member.key] {
                path.append(.key(member.key))
                let ok = validate(schema, member.value, collect: collect)
                path.removeLast()
                if !ok {
                    if !collect { return false }
                    valid = false
                }
            } else if let extra = node.additionalProperties {
                if nodes[extra].alwaysFalse {
                    if !collect { return false }
                    valid = false
                    var message = "property '\(member.key)' is not allowed in the object at \(pointer)"
                    let known = node.properties.keys.filter { object[$0] == nil }
                    if let near = EditDistance.nearest(to: member.key, in: Array(known)) { message += "; did you mean '\(near)'?" }
                    path.append(.key(member.key))
                    diagnostics.append(Diagnostic(
                        ContentCodes.schemaViolation, message, at: SourceLocation(path: file, start: member.keyPosition),
                        notes: [Diagnostic.Note("'additionalProperties' forbids other properties here", at: node.location(of: "additionalProperties"))]))
                    path.removeLast()
                    continue
                }
                path.append(.key(member.key))
                let ok = validate(extra, member.value, collect: collect)
                path.removeLast()
                if !ok {
                    if !collect { return false }
                    valid = false
                }
            }
        }
        return valid
    }

    // MARK: Reporting

    private var pointer: String { JSONPointer.string(path) }

    private func subject(_ value: JSONValue) -> String {
        "\(JSONEquality.describe(value)) at \(pointer)"
    }

    private mutating func report(_ message: String, _ value: JSONValue, _ node: SchemaNode, keyword: String?, extra: [Diagnostic.Note] = []) {
        let noteText = keyword.map { "'\($0)' of \(node.file) is here" } ?? "the schema is here"
        diagnostics.append(Diagnostic(
            ContentCodes.schemaViolation, message, at: value.location(in: file),
            notes: extra + [Diagnostic.Note(noteText, at: keyword.map(node.location(of:)) ?? SourceLocation(path: node.file, start: node.position))]))
    }

    /// No alternative of `anyOf`/`oneOf` matched: one diagnostic at the value, a note per alternative.
    private mutating func reportAlternatives(_ keyword: String, _ alternatives: [Int], _ value: JSONValue, _ node: SchemaNode) {
        var notes: [Diagnostic.Note] = []
        for (position, alternative) in alternatives.enumerated() {
            let saved = diagnostics
            diagnostics = []
            _ = validate(alternative, value, collect: true)
            if let first = diagnostics.first {
                notes.append(Diagnostic.Note("#\(position): \(first.message)", at: first.notes.last?.location ?? first.location))
            }
            diagnostics = saved
        }
        diagnostics.append(Diagnostic(
            ContentCodes.schemaViolation,
            "\(subject(value)) matches none of the \(alternatives.count) schemas of '\(keyword)'",
            at: value.location(in: file), notes: notes))
    }

    static func typeBit(_ value: JSONValue) -> SchemaNode.Types {
        switch value.kind {
        case .null: .null
        case .bool: .boolean
        case .number(let number): number.exactInt != nil ? .integer : .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    static func found(_ value: JSONValue) -> String {
        switch value.kind {
        case .array, .object: article(value.typeName)
        default: "\(value.typeName) \(JSONEquality.describe(value))"
        }
    }

    static func article(_ name: String) -> String {
        ["array", "object", "integer"].contains(name) ? "an \(name)" : "a \(name)"
    }

    static func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}

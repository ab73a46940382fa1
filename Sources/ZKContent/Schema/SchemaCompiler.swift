import ZKCore

/// Turns schema documents into `SchemaNode`s: checks every keyword (an unsupported one is an
/// error at the keyword), resolves `$ref` to `$defs` and to other schema files, and cuts `$ref`
/// cycles that would make validation loop.
struct SchemaCompiler {
    /// Keywords with validation meaning that zk-content implements.
    static let validationKeywords: Set<String> = [
        "type", "properties", "required", "additionalProperties", "items", "prefixItems", "enum", "const",
        "pattern", "minimum", "maximum", "minItems", "maxItems", "uniqueItems", "minLength", "maxLength",
        "$ref", "oneOf", "anyOf", "allOf",
    ]
    /// Keywords without validation meaning: identification, definitions and annotations.
    static let annotationKeywords: Set<String> = [
        "$schema", "$id", "$defs", "$comment", "title", "description", "examples", "default", "deprecated",
        "readOnly", "writeOnly",
    ]
    static let dialect = "https://json-schema.org/draft/2020-12/schema"

    let documents: [String: SchemaDocument]
    let pathByID: [String: String]
    var drafts: [SchemaNodeDraft] = []
    var memo: [String: Int] = [:]
    var diagnostics: [Diagnostic] = []

    init(documents: [SchemaDocument]) {
        var byPath: [String: SchemaDocument] = [:]
        var byID: [String: String] = [:]
        for document in documents {
            byPath[document.path] = document
            if let id = document.id, byID[id] == nil { byID[id] = document.path }
        }
        self.documents = byPath
        self.pathByID = byID
    }

    // MARK: Nodes

    /// The node of the subschema at `pointer` in `document`, compiled once.
    mutating func node(_ document: SchemaDocument, pointer: String, value: JSONValue) -> Int {
        let key = document.path + "#" + pointer
        if let known = memo[key] { return known }
        let index = drafts.count
        memo[key] = index
        drafts.append(SchemaNodeDraft(file: document.path, pointer: pointer, position: value.position))
        let draft = build(document, pointer: pointer, value: value)
        drafts[index] = draft
        return index
    }

    private mutating func build(_ document: SchemaDocument, pointer: String, value: JSONValue) -> SchemaNodeDraft {
        var draft = SchemaNodeDraft(file: document.path, pointer: pointer, position: value.position)
        switch value.kind {
        case .bool(let flag):
            draft.alwaysFalse = !flag
            return draft
        case .object(let object):
            for member in object.members {
                draft.keywordPositions[member.key] = member.keyPosition
                keyword(member, in: document, pointer: pointer, isRoot: pointer.isEmpty, into: &draft)
            }
        default:
            invalid("a schema must be an object or a boolean, found \(value.typeName)", at: value.position, document)
            draft.broken = true
        }
        return draft
    }

    private mutating func keyword(
        _ member: JSONMember, in document: SchemaDocument, pointer: String, isRoot: Bool, into draft: inout SchemaNodeDraft
    ) {
        let before = diagnostics.count
        checkKeyword(member, in: document, pointer: pointer, isRoot: isRoot, into: &draft)
        // Errors inside subschemas are counted there; here only the keyword's own problems.
        if diagnostics[before...].contains(where: { $0.location?.path == document.path && ownPosition($0, member) }) {
            draft.broken = true
        }
    }

    /// Whether `diagnostic` is about `member` itself (its key or its immediate value).
    private func ownPosition(_ diagnostic: Diagnostic, _ member: JSONMember) -> Bool {
        guard let start = diagnostic.location?.start else { return false }
        if start.offset == member.keyPosition.offset || start.offset == member.value.position.offset { return true }
        if case .array(let items) = member.value.kind, ["type", "required", "enum"].contains(member.key) {
            return items.contains { $0.position.offset == start.offset }
        }
        return false
    }

    private mutating func checkKeyword(
        _ member: JSONMember, in document: SchemaDocument, pointer: String, isRoot: Bool, into draft: inout SchemaNodeDraft
    ) {
        let value = member.value
        let here = pointer + "/" + JSONPointer.escape(member.key)
        switch member.key {
        case "$schema":
            if isRoot, value.string != Self.dialect {
                invalid(
                    "schema dialect \(JSONEquality.describe(value)) is not supported; zk-content implements draft 2020-12 (\"\(Self.dialect)\")",
                    at: value.position, document)
            } else if !isRoot {
                invalid("'$schema' is only allowed at the root of a schema file", at: member.keyPosition, document)
            }
        case "$id":
            if !isRoot { invalid("'$id' is only supported at the root of a schema file", at: member.keyPosition, document) }
            else if value.string == nil { invalid("'$id' must be a string", at: value.position, document) }
        case "$comment", "title", "description":
            if value.string == nil { invalid("'\(member.key)' must be a string, found \(value.typeName)", at: value.position, document) }
        case "examples":
            if value.array == nil { invalid("'examples' must be an array, found \(value.typeName)", at: value.position, document) }
        case "default":
            break
        case "deprecated", "readOnly", "writeOnly":
            if value.bool == nil { invalid("'\(member.key)' must be true or false", at: value.position, document) }
        case "$defs":
            guard let defs = value.object else {
                invalid("'$defs' must be an object of schemas, found \(value.typeName)", at: value.position, document)
                return
            }
            for def in defs.members {
                _ = node(document, pointer: here + "/" + JSONPointer.escape(def.key), value: def.value)
            }
        case "type":
            var types = SchemaNode.Types()
            var names: [String] = []
            let list = value.array ?? [value]
            if list.isEmpty { invalid("'type' must name at least one type", at: value.position, document) }
            for entry in list {
                guard let name = entry.string, let type = SchemaNode.Types.named(name) else {
                    invalid(
                        "\(JSONEquality.describe(entry)) is not a JSON Schema type (null, boolean, integer, number, string, array, object)",
                        at: entry.position, document)
                    continue
                }
                types.formUnion(type)
                names.append(name)
            }
            draft.types = types
            draft.typeNames = names
        case "properties":
            guard let properties = value.object else {
                invalid("'properties' must be an object of schemas, found \(value.typeName)", at: value.position, document)
                return
            }
            for property in properties.members {
                draft.properties[property.key] = node(document, pointer: here + "/" + JSONPointer.escape(property.key), value: property.value)
            }
        case "required":
            guard let list = value.array, list.allSatisfy({ $0.string != nil }) else {
                invalid("'required' must be an array of property names", at: value.position, document)
                return
            }
            draft.required = list.compactMap(\.string)
        case "additionalProperties":
            draft.additionalProperties = node(document, pointer: here, value: value)
        case "items":
            if value.array != nil {
                invalid("in draft 2020-12 'items' takes a single schema; use 'prefixItems' for a tuple", at: value.position, document)
                return
            }
            draft.items = node(document, pointer: here, value: value)
        case "prefixItems", "allOf", "anyOf", "oneOf":
            guard let list = value.array, !list.isEmpty else {
                invalid("'\(member.key)' must be a non-empty array of schemas", at: value.position, document)
                return
            }
            let nodes = list.indices.map { node(document, pointer: here + "/\($0)", value: list[$0]) }
            switch member.key {
            case "prefixItems": draft.prefixItems = nodes
            case "allOf": draft.allOf = nodes
            case "anyOf": draft.anyOf = nodes
            default: draft.oneOf = nodes
            }
        case "enum":
            guard let list = value.array else {
                invalid("'enum' must be an array of values, found \(value.typeName)", at: value.position, document)
                return
            }
            draft.enumValues = list
        case "const":
            draft.constValue = value
        case "pattern":
            guard let source = value.string else {
                invalid("'pattern' must be a string, found \(value.typeName)", at: value.position, document)
                return
            }
            switch SchemaPattern.compile(source) {
            case .success(let pattern): draft.pattern = pattern
            case .failure(let error): invalid("pattern \(JSONEquality.describe(value)) is \(error.reason)", at: value.position, document)
            }
        case "minimum", "maximum":
            guard let number = value.double else {
                invalid("'\(member.key)' must be a number, found \(value.typeName)", at: value.position, document)
                return
            }
            if member.key == "minimum" { draft.minimum = number } else { draft.maximum = number }
        case "minItems", "maxItems", "minLength", "maxLength":
            guard let count = value.int, count >= 0 else {
                invalid("'\(member.key)' must be a non-negative integer, found \(JSONEquality.describe(value))", at: value.position, document)
                return
            }
            switch member.key {
            case "minItems": draft.minItems = count
            case "maxItems": draft.maxItems = count
            case "minLength": draft.minLength = count
            default: draft.maxLength = count
            }
        case "uniqueItems":
            guard let flag = value.bool else {
                invalid("'uniqueItems' must be true or false, found \(value.typeName)", at: value.position, document)
                return
            }
            draft.uniqueItems = flag
        case "$ref":
            guard let text = value.string else {
                invalid("'$ref' must be a string, found \(value.typeName)", at: value.position, document)
                return
            }
            draft.refText = text
            draft.ref = resolve(text, from: document, at: value.position)
        default:
            unsupported(member, document)
        }
    }

    // MARK: References

    /// The node `reference` names, compiled on demand; nil (and a ZK2011) when it does not resolve.
    mutating func resolve(_ reference: String, from document: SchemaDocument, at position: SourcePosition) -> Int? {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let resource = String(parts[0])
        let fragment = parts.count > 1 ? JSONPointer.percentDecoded(String(parts[1])) : ""
        var target = document
        if !resource.isEmpty {
            guard let found = findDocument(resource, from: document) else {
                let known = documents.keys.sorted().map(\.lastComponent)
                var message = "'$ref' target \"\(resource)\" is not a schema file of the project"
                if let near = EditDistance.nearest(to: resource.lastComponent, in: known) {
                    message += "; did you mean \"\(near)\"?"
                }
                diagnostics.append(Diagnostic(
                    ContentCodes.unresolvedReference, message, at: SourceLocation(path: document.path, start: position),
                    notes: [Diagnostic.Note("schema files are looked up by their '$id' and by path relative to \(document.path)")]))
                return nil
            }
            target = found
        }
        guard let tokens = JSONPointer.tokens(fragment) else {
            diagnostics.append(Diagnostic(
                ContentCodes.unresolvedReference,
                "'$ref' fragment \"#\(fragment)\" is not a JSON Pointer; anchors are not supported, use \"#/$defs/<name>\"",
                at: SourceLocation(path: document.path, start: position)))
            return nil
        }
        let pointer = tokens.map { "/" + JSONPointer.escape($0) }.joined()
        guard let value = JSONPointer.resolve(pointer, in: target.root) else {
            var notes: [Diagnostic.Note] = []
            if let defs = target.root["$defs"]?.object {
                let names = defs.keys
                let wanted = tokens.last ?? ""
                if let near = EditDistance.nearest(to: wanted, in: names), let def = defs.member(near) {
                    notes.append(Diagnostic.Note("did you mean '\(near)', defined here?", at: SourceLocation(path: target.path, start: def.keyPosition)))
                }
            }
            diagnostics.append(Diagnostic(
                ContentCodes.unresolvedReference,
                "'$ref' \"\(reference)\" points to nothing: \(target.path) has no value at \(pointer.isEmpty ? "/" : pointer)",
                at: SourceLocation(path: document.path, start: position), notes: notes))
            return nil
        }
        return node(target, pointer: pointer, value: value)
    }

    /// The schema document a URI reference names: by `$id` (resolved against the referring
    /// document's `$id`), else by file path relative to the referring file.
    func findDocument(_ resource: String, from document: SchemaDocument) -> SchemaDocument? {
        if let id = document.id {
            let absolute = URIReference.resolve(resource, against: id)
            if let path = pathByID[absolute], let found = documents[path] { return found }
        }
        if let path = pathByID[resource], let found = documents[path] { return found }
        let relative = URIReference.resolve(resource, against: document.path)
        return documents[relative]
    }

    // MARK: Cycles

    /// Finds loops of `$ref`/`allOf`/`anyOf`/`oneOf` that never descend into the instance, reports
    /// each once at a `$ref` on the loop, and cuts that `$ref` so validation terminates.
    mutating func cutReferenceCycles() {
        var state = Array(repeating: 0, count: drafts.count)  // 0 new, 1 on stack, 2 done
        var reported: Set<[Int]> = []
        for start in drafts.indices where state[start] == 0 {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = stack.last {
                let targets = drafts[top.node].inPlaceTargets
                if top.next >= targets.count {
                    state[top.node] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let target = targets[top.next]
                if state[target] == 1 {
                    guard let from = stack.firstIndex(where: { $0.node == target }) else { continue }
                    let loop = stack[from...].map(\.node)
                    let key = loop.sorted()
                    if reported.insert(key).inserted { reportCycle(loop) }
                } else if state[target] == 0 {
                    state[target] = 1
                    stack.append((target, 0))
                }
            }
        }
    }

    private mutating func reportCycle(_ loop: [Int]) {
        let refs = loop.filter { drafts[$0].ref != nil && loop.contains(drafts[$0].ref ?? -1) }
        let ordered = refs.sorted { a, b in
            let x = drafts[a], y = drafts[b]
            return (x.file, x.keywordPositions["$ref"]?.offset ?? 0) < (y.file, y.keywordPositions["$ref"]?.offset ?? 0)
        }
        guard let first = ordered.first else { return }
        let draft = drafts[first]
        let chain = loop.map { drafts[$0].file + "#" + (drafts[$0].pointer.isEmpty ? "/" : drafts[$0].pointer) }
        var notes = ordered.dropFirst().map { index in
            Diagnostic.Note(
                "the loop continues with '$ref' \"\(drafts[index].refText ?? "")\" here",
                at: SourceLocation(path: drafts[index].file, start: drafts[index].keywordPositions["$ref"] ?? drafts[index].position))
        }
        notes.append(Diagnostic.Note("loop: " + (chain + [chain[0]]).joined(separator: " -> ")))
        diagnostics.append(Diagnostic(
            ContentCodes.referenceCycle,
            "'$ref' \"\(draft.refText ?? "")\" closes a cycle that never reaches a value: validation would loop forever",
            at: SourceLocation(path: draft.file, start: draft.keywordPositions["$ref"] ?? draft.position), notes: notes))
        drafts[first].ref = nil
        drafts[first].broken = true
    }

    // MARK: Diagnostics

    private mutating func invalid(_ message: String, at position: SourcePosition, _ document: SchemaDocument) {
        diagnostics.append(Diagnostic(ContentCodes.invalidSchema, message, at: SourceLocation(path: document.path, start: position)))
    }

    private mutating func unsupported(_ member: JSONMember, _ document: SchemaDocument) {
        var message = "unsupported schema keyword '\(member.key)'"
        let known = Array(Self.validationKeywords) + Array(Self.annotationKeywords)
        if member.key == "definitions" {
            message += "; draft 2020-12 names it '$defs'"
        } else if let near = EditDistance.nearest(to: member.key, in: known) {
            message += "; did you mean '\(near)'?"
        }
        diagnostics.append(Diagnostic(
            ContentCodes.unsupportedKeyword, message, at: SourceLocation(path: document.path, start: member.keyPosition),
            notes: [Diagnostic.Note("zk-content implements: " + Self.validationKeywords.sorted().joined(separator: ", "))]))
    }
}

extension String {
    fileprivate var lastComponent: String {
        guard let slash = lastIndex(of: "/") else { return self }
        return String(self[index(after: slash)...])
    }
}

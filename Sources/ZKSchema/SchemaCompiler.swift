import ZKCore

/// Turns schema documents into `SchemaNode`s: drafts 4, 6, 7, 2019-09 and 2020-12, each schema
/// resource under the draft its `$schema` names (else the enclosing one's, else
/// `SchemaOptions.defaultDraft`). It checks every keyword's value (a wrong one is an error at
/// the keyword), finds the schema resources (`$id`, draft 4's `id`, embedded ones too), anchors
/// (`$anchor`, `$dynamicAnchor`, `$recursiveAnchor`, the plain-name `$id`s of drafts 4 to 7),
/// resolves `$ref`, `$dynamicRef` and `$recursiveRef` against them, and cuts reference cycles that
/// would make validation loop. Keywords the draft does not define are annotations (an
/// `unknownKeyword` problem each, an error only under `strictKeywords`). References leave the
/// given documents never: a URI no document defines is unresolved (no network).
struct SchemaCompiler {
    /// The validation vocabulary (switched off by a metaschema whose `$vocabulary` lacks it).
    static let validationVocabulary: Set<String> = [
        "type", "enum", "const", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
        "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxContains", "minContains",
        "maxProperties", "minProperties", "required", "dependentRequired",
    ]
    static let validationVocabularyURIs: Set<String> = [
        "https://json-schema.org/draft/2020-12/vocab/validation",
        "https://json-schema.org/draft/2019-09/vocab/validation",
    ]
    static let formatAssertionVocabularyURI = "https://json-schema.org/draft/2020-12/vocab/format-assertion"
    /// The anchor name `$recursiveAnchor: true` stands for (no `$dynamicAnchor` can be empty).
    static let recursiveAnchorName = ""

    /// The base URI and the draft in force at a place.
    struct Scope {
        var base: String
        var draft: SchemaDraft
    }

    /// A place holding a schema: a document and a JSON pointer inside it.
    struct Location: Hashable {
        var document: String
        var pointer: String

        // By code point: `/properties/ñ` and `/properties/n\u{0303}` are two places.
        static func == (a: Location, b: Location) -> Bool {
            a.document.hasSameCodePoints(as: b.document) && a.pointer.hasSameCodePoints(as: b.pointer)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(CodePointString(document))
            hasher.combine(CodePointString(pointer))
        }
    }

    let documents: [String: SchemaDocument]
    let options: SchemaOptions
    /// Every schema resource (absolute URI, no fragment) and where its root is.
    private(set) var resources: [CodePointString: Location] = [:]
    /// `uri#name` of every `$anchor`, `$dynamicAnchor` and plain-name `$id`.
    private(set) var anchors: [CodePointString: Location] = [:]
    /// The base URI and draft at each schema location the scan reached.
    private var scopeAt: [Location: Scope] = [:]
    /// The resources, numbered (a node's `resource`), and each one's dynamic anchors.
    private(set) var resourceNumbers: [CodePointString: Int] = [:]
    private(set) var dynamicAnchors: [[CodePointString: Location]] = []
    var drafts: [SchemaNodeDraft] = []
    var memo: [Location: Int] = [:]
    var problems: [SchemaProblem] = []

    init(documents: [SchemaDocument], options: SchemaOptions = SchemaOptions()) {
        var byPath: [String: SchemaDocument] = [:]
        for document in documents where byPath[document.path] == nil { byPath[document.path] = document }
        self.documents = byPath
        self.options = options
        // The documents' own identifiers first: a `$schema` may name a metaschema among them.
        for document in documents {
            let location = Location(document: document.path, pointer: "")
            register(resource: document.path, at: location)
            if let uri = document.uri { register(resource: uri, at: location) }
            for keyword in ["$id", "id"] {
                guard let id = document.root[keyword]?.string, !id.hasPrefix("#") else { continue }
                register(
                    resource: URIReference.withoutFragment(
                        URIReference.resolve(id, against: document.uri ?? document.path)), at: location)
                break
            }
        }
        for document in documents {
            let location = Location(document: document.path, pointer: "")
            scan(
                document.root, at: location,
                scope: Scope(base: document.uri ?? document.path, draft: options.defaultDraft))
        }
    }

    /// The document registered for `uri` (a `$id`), if any: how `$schema` finds a metaschema.
    func document(forURI uri: String) -> SchemaDocument? {
        resources[CodePointString(URIReference.withoutFragment(uri))].flatMap {
            $0.pointer.isEmpty ? documents[$0.document] : nil
        }
    }

    /// The draft of the dialect `uri` names: a known metaschema, or a metaschema among the
    /// documents (by its own `$schema`); nil when neither.
    func draft(forDialect uri: String, depth: Int = 0) -> SchemaDraft? {
        if let known = SchemaDraft.named(dialect: uri) { return known }
        guard depth < 8, let metaschema = document(forURI: uri), let next = metaschema.root["$schema"]?.string,
            !URIReference.withoutFragment(next).hasSameCodePoints(as: URIReference.withoutFragment(uri))
        else { return nil }
        return draft(forDialect: next, depth: depth + 1)
    }

    // MARK: Scanning for resources and anchors

    private mutating func register(resource uri: String, at location: Location) {
        let key = CodePointString(uri)
        if resources[key] == nil { resources[key] = location }
        if resourceNumbers[key] == nil {
            resourceNumbers[key] = dynamicAnchors.count
            dynamicAnchors.append([:])
        }
    }

    /// The scope inside `object` (at `location`), entered from `outer`: its `$schema` (at a
    /// resource root) sets the draft, its identifier the base; a plain-name `$id` of drafts 4
    /// to 7 is an anchor (returned, to register), and in those drafts an identifier beside `$ref` is ignored.
    private func innerScope(
        _ object: JSONObject, isDocumentRoot: Bool, outer: Scope
    ) -> (scope: Scope, isResource: Bool, anchor: String?) {
        var scope = outer
        if let dialect = object["$schema"]?.string, isDocumentRoot || object["$id"] != nil || object["id"] != nil,
            let named = draft(forDialect: dialect)
        {
            scope.draft = named
        }
        guard let id = object[scope.draft.idKeyword]?.string else { return (scope, false, nil) }
        if scope.draft.refOverridesSiblings, object["$ref"] != nil { return (scope, false, nil) }
        let absolute = URIReference.resolve(id, against: scope.base)
        var anchor: String?
        if scope.draft <= .draft7, let hash = absolute.firstIndex(of: "#"),
            absolute.index(after: hash) != absolute.endIndex
        {
            let fragment = String(absolute[absolute.index(after: hash)...])
            if !fragment.hasPrefix("/") { anchor = fragment }
        }
        if id.hasPrefix("#") { return (scope, false, anchor) }
        scope.base = URIReference.withoutFragment(absolute)
        return (scope, true, anchor)
    }

    private mutating func scan(_ value: JSONValue, at location: Location, scope outer: Scope) {
        guard let object = value.object else {
            scopeAt[location] = outer
            return
        }
        let (scope, isResource, idAnchor) = innerScope(object, isDocumentRoot: location.pointer.isEmpty, outer: outer)
        if isResource { register(resource: scope.base, at: location) }
        scopeAt[location] = scope
        let base = scope.base
        var names: [(keyword: String, name: String)] = []
        if let idAnchor { names.append(("$anchor", idAnchor)) }
        if scope.draft >= .draft2019, let anchor = object["$anchor"]?.string { names.append(("$anchor", anchor)) }
        if scope.draft == .draft2020, let anchor = object["$dynamicAnchor"]?.string {
            names.append(("$dynamicAnchor", anchor))
        }
        if scope.draft == .draft2019, object["$recursiveAnchor"]?.bool == true {
            names.append(("$recursiveAnchor", Self.recursiveAnchorName))
        }
        for (keyword, anchor) in names {
            let key = CodePointString(base + "#" + anchor)
            if keyword != "$recursiveAnchor", anchors[key] == nil { anchors[key] = location }
            if keyword != "$anchor", let number = resourceNumbers[CodePointString(base)],
                dynamicAnchors[number][CodePointString(anchor)] == nil
            {
                dynamicAnchors[number][CodePointString(anchor)] = location
            }
        }
        if scope.draft.refOverridesSiblings, object["$ref"] != nil { return }
        let keywords = scope.draft.keywords
        for member in object.members where keywords.contains(member.key) {
            let here = location.pointer + "/" + JSONPointer.escape(member.key)
            switch member.key {
            case "additionalProperties", "items", "additionalItems", "contains", "propertyNames", "not", "if", "then",
                "else",
                "unevaluatedItems", "unevaluatedProperties", "contentSchema":
                if let list = member.value.array {
                    for (index, element) in list.enumerated() {
                        scan(
                            element, at: Location(document: location.document, pointer: here + "/\(index)"),
                            scope: scope)
                    }
                } else {
                    scan(member.value, at: Location(document: location.document, pointer: here), scope: scope)
                }
            case "prefixItems", "allOf", "anyOf", "oneOf":
                for (index, element) in (member.value.array ?? []).enumerated() {
                    scan(element, at: Location(document: location.document, pointer: here + "/\(index)"), scope: scope)
                }
            case "properties", "patternProperties", "$defs", "definitions", "dependentSchemas", "dependencies":
                for inner in member.value.object?.members ?? []
                where inner.value.object != nil || inner.value.bool != nil {
                    scan(
                        inner.value,
                        at: Location(document: location.document, pointer: here + "/" + JSONPointer.escape(inner.key)),
                        scope: scope)
                }
            default:
                break
            }
        }
    }

    /// The base URI and draft of a location: from the scan, or (for a place only a JSON
    /// pointer reaches) the nearest scanned ancestor's, with every identifier on the way applied.
    private func scope(of location: Location) -> Scope {
        if let known = scopeAt[location] { return known }
        var pointer = location.pointer
        var suffix: [String] = []
        while !pointer.isEmpty, scopeAt[Location(document: location.document, pointer: pointer)] == nil {
            guard let slash = pointer.lastIndex(of: "/") else { break }
            suffix.insert(String(pointer[pointer.index(after: slash)...]), at: 0)
            pointer = String(pointer[..<slash])
        }
        var scope =
            scopeAt[Location(document: location.document, pointer: pointer)]
            ?? Scope(base: documents[location.document]?.uri ?? location.document, draft: options.defaultDraft)
        guard let document = documents[location.document], var current = JSONPointer.resolve(pointer, in: document.root)
        else { return scope }
        for token in suffix {
            guard let next = JSONPointer.resolve("/" + token, in: current) else { break }
            current = next
            if let object = current.object { scope = innerScope(object, isDocumentRoot: false, outer: scope).scope }
        }
        return scope
    }

    // MARK: Nodes

    /// The subschema at `pointer` in `document`, compiled once. A subschema met more than
    /// `maximumNesting` subschemas deep (a chain of 1,100 `$ref`s overflowed the stack) is
    /// numbered at once and built after the outermost one, from a queue: compiling recurses
    /// that deep at most, whatever the chain.
    mutating func node(_ document: SchemaDocument, pointer: String, value: JSONValue) -> Int {
        let location = Location(document: document.path, pointer: pointer)
        if let known = memo[location] { return known }
        let index = drafts.count
        memo[location] = index
        drafts.append(SchemaNodeDraft(file: document.path, pointer: pointer, position: value.position))
        if nesting >= Self.maximumNesting {
            queued.append(Queued(document: document, location: location, value: value, index: index))
            return index
        }
        nesting += 1
        drafts[index] = build(document, location: location, value: value)
        nesting -= 1
        guard nesting == 0 else { return index }
        var next = 0
        while next < queued.count {
            let item = queued[next]
            next += 1
            nesting += 1
            drafts[item.index] = build(item.document, location: item.location, value: item.value)
            nesting -= 1
        }
        queued.removeAll()
        return index
    }

    /// How deep `node` may recurse before it queues.
    static let maximumNesting = 48
    /// Subschemas being built, outermost first.
    private var nesting = 0
    /// Subschemas numbered but not built yet (`node`).
    private var queued: [Queued] = []

    private struct Queued {
        var document: SchemaDocument
        var location: Location
        var value: JSONValue
        var index: Int
    }

    private mutating func build(_ document: SchemaDocument, location: Location, value: JSONValue) -> SchemaNodeDraft {
        var draft = SchemaNodeDraft(file: document.path, pointer: location.pointer, position: value.position)
        let scope = scope(of: location)
        let base = scope.base
        draft.resource = resourceNumbers[CodePointString(base)] ?? 0
        switch value.kind {
        case .bool(let flag):
            draft.alwaysFalse = !flag
            return draft
        case .object(let object):
            let isResourceRoot = location.pointer.isEmpty || object[scope.draft.idKeyword] != nil
            let validation = validationVocabularyEnabled(base: base)
            var context = KeywordContext(
                document: document, pointer: location.pointer, base: base, draft: scope.draft,
                isResourceRoot: isResourceRoot, object: object)
            let keywords = scope.draft.keywords
            // Drafts 4 to 7: `$ref` replaces the schema it is in; its siblings are ignored.
            let onlyRef = scope.draft.refOverridesSiblings && object["$ref"] != nil
            for member in object.members {
                draft.keywordPositions[member.key] = member.keyPosition
                if onlyRef, member.key != "$ref" { continue }
                let before = problems.count
                if !keywords.contains(member.key) {
                    if !member.key.hasPrefix("x-") { unknown(member, document, scope.draft) }
                    // 2019-09 and 2020-12 split `dependencies` into `dependentRequired` and
                    // `dependentSchemas`; it is still applied (not one of the draft's keywords,
                    // so an error under --strict-keywords), as the suite's optional
                    // dependencies-compatibility tests and jsonschema-rs do.
                    if member.key == "dependencies", scope.draft >= .draft2019 {
                        keyword(member, &context, into: &draft)
                    }
                } else if !validation, Self.validationVocabulary.contains(member.key) {
                    continue
                } else {
                    keyword(member, &context, into: &draft)
                }
                if problems[before...].contains(where: {
                    ($0.kind != .unknownKeyword || options.strictKeywords) && $0.location.path == document.path
                        && ownPosition($0, member)
                }) {
                    draft.broken = true
                }
            }
            finishOlderDraft(&draft, context)
        default:
            invalid("a schema must be an object or a boolean, found \(value.typeName)", at: value.position, document)
            draft.broken = true
        }
        return draft
    }

    /// What the keywords of drafts before 2020-12 mean in 2020-12's terms: draft 4's boolean
    /// `exclusiveMaximum` and `exclusiveMinimum` make `maximum` and `minimum` exclusive; an
    /// array `items` is `prefixItems`, and `additionalItems` then the `items` after it.
    private func finishOlderDraft(_ draft: inout SchemaNodeDraft, _ context: KeywordContext) {
        if context.draft == .draft4 {
            if context.object["exclusiveMaximum"]?.bool == true, let bound = draft.maximum {
                draft.exclusiveMaximum = bound
                draft.maximum = nil
            }
            if context.object["exclusiveMinimum"]?.bool == true, let bound = draft.minimum {
                draft.exclusiveMinimum = bound
                draft.minimum = nil
            }
        }
        if context.itemsIsArray {
            draft.items = context.additionalItems
            draft.keywordNames["prefixItems"] = "items"
            draft.keywordNames["items"] = "additionalItems"
        }
    }

    /// The `$vocabulary` of the metaschema the resource's `$schema` names, when that is one of
    /// the documents (not a draft's own metaschema) and has one.
    private func metaschemaVocabulary(base: String) -> JSONObject? {
        guard let root = resources[CodePointString(base)], let document = documents[root.document],
            let uri = JSONPointer.resolve(root.pointer, in: document.root)?["$schema"]?.string,
            SchemaDraft.named(dialect: uri) == nil,
            let metaschema = self.document(forURI: uri)
        else { return nil }
        return metaschema.root["$vocabulary"]?.object
    }

    /// Whether the validation vocabulary applies: not when the resource's metaschema has a
    /// `$vocabulary` that leaves it out.
    private func validationVocabularyEnabled(base: String) -> Bool {
        guard let vocabulary = metaschemaVocabulary(base: base) else { return true }
        return vocabulary.keys.contains { Self.validationVocabularyURIs.contains($0) }
    }

    /// Whether `format` asserts at a place: `--assert-format`, drafts 4 to 7, or a metaschema
    /// with 2020-12's format-assertion vocabulary (true or false alike: the flag only says what
    /// an implementation that does not know the vocabulary should do); never with
    /// `annotateFormat`.
    private func formatAsserted(_ context: KeywordContext) -> Bool {
        if options.annotateFormat { return false }
        if options.assertFormat || context.draft <= .draft7 { return true }
        return metaschemaVocabulary(base: context.base)?.keys.contains(Self.formatAssertionVocabularyURI) ?? false
    }

    struct KeywordContext {
        var document: SchemaDocument
        var pointer: String
        var base: String
        var draft: SchemaDraft
        var isResourceRoot: Bool
        var object: JSONObject
        /// Drafts before 2020-12: `items` was an array (a tuple), and the node of `additionalItems`.
        var itemsIsArray = false
        var additionalItems: Int?
    }

    /// Whether `diagnostic` is about `member` itself (its key or its immediate value).
    private func ownPosition(_ problem: SchemaProblem, _ member: JSONMember) -> Bool {
        guard let start = problem.location.start else { return false }
        if start.offset == member.keyPosition.offset || start.offset == member.value.position.offset { return true }
        if case .array(let items) = member.value.kind, ["type", "required", "enum"].contains(member.key) {
            return items.contains { $0.position.offset == start.offset }
        }
        return false
    }

    private mutating func sub(_ context: KeywordContext, _ suffix: String, _ value: JSONValue) -> Int {
        node(context.document, pointer: context.pointer + suffix, value: value)
    }

    /// One keyword of a schema object, read into `draft`: one small reader per keyword (or per
    /// family of keywords that share a shape).
    private mutating func keyword(
        _ member: JSONMember, _ context: inout KeywordContext, into draft: inout SchemaNodeDraft
    ) {
        switch member.key {
        case "$schema": schemaKeyword(member, context)
        case "$id", "id": idKeyword(member, context)
        case "$recursiveAnchor": recursiveAnchorKeyword(member, context, into: &draft)
        case "$recursiveRef": recursiveRefKeyword(member, context, into: &draft)
        case "$anchor", "$dynamicAnchor": anchorKeyword(member, context, into: &draft)
        case "$vocabulary": vocabularyKeyword(member, context)
        case "$comment", "title", "description": stringKeyword(member, context)
        case "contentEncoding", "contentMediaType": contentKeyword(member, context, into: &draft)
        case "format": formatKeyword(member, context, into: &draft)
        case "examples": examplesKeyword(member, context)
        case "default": break
        case "contentSchema": _ = sub(context, Self.suffix(member), member.value)
        case "deprecated", "readOnly", "writeOnly": flagKeyword(member, context)
        case "$defs", "definitions": definitionsKeyword(member, context)
        case "$ref", "$dynamicRef": refKeyword(member, context, into: &draft)
        case "type": typeKeyword(member, context, into: &draft)
        case "properties", "patternProperties", "dependentSchemas": schemaMapKeyword(member, context, into: &draft)
        case "required": requiredKeyword(member, context, into: &draft)
        case "dependencies": dependenciesKeyword(member, context, into: &draft)
        case "additionalItems": context.additionalItems = sub(context, Self.suffix(member), member.value)
        case "dependentRequired": dependentRequiredKeyword(member, context, into: &draft)
        case "additionalProperties", "items", "contains", "propertyNames", "not", "if", "then", "else",
            "unevaluatedItems", "unevaluatedProperties":
            subschemaKeyword(member, &context, into: &draft)
        case "prefixItems", "allOf", "anyOf", "oneOf": schemaListKeyword(member, context, into: &draft)
        case "enum": enumKeyword(member, context, into: &draft)
        case "const": draft.constValue = member.value
        case "pattern": patternKeyword(member, context, into: &draft)
        case _ where context.draft == .draft4 && (member.key == "exclusiveMinimum" || member.key == "exclusiveMaximum"):
            if member.value.bool == nil {
                invalid("in draft 4 '\(member.key)' is true or false", at: member.value.position, context.document)
            }
        case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf":
            numberKeyword(member, context, into: &draft)
        case "minItems", "maxItems", "minLength", "maxLength", "minContains", "maxContains", "minProperties",
            "maxProperties":
            countKeyword(member, context, into: &draft)
        case "uniqueItems": uniqueItemsKeyword(member, context, into: &draft)
        default: break
        }
    }

    /// The pointer suffix of a keyword's value: `/` and the escaped key.
    private static func suffix(_ member: JSONMember) -> String { "/" + JSONPointer.escape(member.key) }

    // MARK: - Core keywords

    private mutating func schemaKeyword(_ member: JSONMember, _ context: KeywordContext) {
        let value = member.value
        if !context.isResourceRoot {
            if context.draft >= .draft2019 {
                invalid(
                    "'$schema' is only allowed at the root of a schema resource (with '$id')",
                    at: member.keyPosition, context.document)
            }
        } else if let uri = value.string {
            if self.draft(forDialect: uri) == nil {
                invalid(
                    "schema dialect \(JSONEquality.describe(value)) is not known: zk-content reads drafts 4, 6, 7, 2019-09 and 2020-12 "
                        + "(\"\(SchemaDraft.draft7.dialect)#\", \"\(SchemaDraft.draft2020.dialect)\", …) and metaschemas given with --map",
                    at: value.position, context.document)
            }
        } else {
            invalid("'$schema' must be a URI string", at: value.position, context.document)
        }
    }

    private mutating func idKeyword(_ member: JSONMember, _ context: KeywordContext) {
        let value = member.value
        guard let id = value.string else {
            return invalid("'\(member.key)' must be a string", at: value.position, context.document)
        }
        if context.draft >= .draft2019, let hash = id.firstIndex(of: "#"), id.index(after: hash) != id.endIndex {
            invalid(
                "'$id' \"\(id)\" must not have a fragment; name a place with '$anchor'", at: value.position,
                context.document)
        }
    }

    private mutating func recursiveAnchorKeyword(
        _ member: JSONMember, _ context: KeywordContext, into draft: inout SchemaNodeDraft
    ) {
        guard let flag = member.value.bool else {
            return invalid("'$recursiveAnchor' must be true or false", at: member.value.position, context.document)
        }
        if flag { draft.dynamicAnchor = Self.recursiveAnchorName }
    }

    private mutating func recursiveRefKeyword(
        _ member: JSONMember, _ context: KeywordContext, into draft: inout SchemaNodeDraft
    ) {
        let value = member.value
        let document = context.document
        guard let text = value.string else {
            return invalid("'$recursiveRef' must be a string, found \(value.typeName)", at: value.position, document)
        }
        let target = resolve(text, base: context.base, from: document, at: value.position, keyword: member.key)
        draft.dynamicRefText = text
        draft.dynamicRef = target
        draft.dynamicRefName = Self.recursiveAnchorName
        if target == nil { draft.broken = true }
    }

    private mutating func anchorKeyword(
        _ member: JSONMember, _ context: KeywordContext, into draft: inout SchemaNodeDraft
    ) {
        guard let name = member.value.string, Self.isAnchorName(name) else {
            return invalid(
                "'\(member.key)' must be a name (a letter or '_', then letters, digits, '-', '_', '.')",
                at: member.value.position, context.document)
        }
        if member.key == "$dynamicAnchor" { draft.dynamicAnchor = name }
    }

    private mutating func vocabularyKeyword(_ member: JSONMember, _ context: KeywordContext) {
        let value = member.value
        guard let vocabularies = value.object, vocabularies.members.allSatisfy({ $0.value.bool != nil }) else {
            return invalid(
                "'$vocabulary' must be an object of URIs to true or false", at: value.position, context.document)
        }
    }

    private mutating func definitionsKeyword(_ member: JSONMember, _ context: KeywordContext) {
        let value = member.value
        guard let defs = value.object else {
            return invalid(
                "'\(member.key)' must be an object of schemas, found \(value.typeName)", at: value.position,
                context.document)
        }
        let here = Self.suffix(member)
        for def in defs.members { _ = sub(context, here + "/" + JSONPointer.escape(def.key), def.value) }
    }

    private mutating func refKeyword(_ member: JSONMember, _ context: KeywordContext, into draft: inout SchemaNodeDraft)
    {
        let value = member.value
        let document = context.document
        guard let text = value.string else {
            return invalid("'\(member.key)' must be a string, found \(value.typeName)", at: value.position, document)
        }
        let target = resolve(text, base: context.base, from: document, at: value.position, keyword: member.key)
        if member.key == "$ref" {
            draft.refText = text
            draft.ref = target
        } else {
            draft.dynamicRefText = text
            draft.dynamicRef = target
            if let hash = text.firstIndex(of: "#") {
                let fragment = String(text[text.index(after: hash)...])
                if Self.isAnchorName(fragment) { draft.dynamicRefName = fragment }
            }
        }
        if target == nil { draft.broken = true }
    }

    // MARK: - Annotations

    // The annotation keywords (`title`, `description`, `$comment`, `examples`, `readOnly`, …)
    // have no effect on validation: a value of the wrong type is reported under strict keywords
    // (the content folder's schemas); otherwise the metaschema reports it where it reaches, and
    // where it does not (under a container the draft does not know, such as `$defs` in draft 7,
    // reached by `$ref`) it is ignored, as jsonschema-rs ignores it.

    private mutating func stringKeyword(_ member: JSONMember, _ context: KeywordContext) {
        let value = member.value
        if options.strictKeywords, value.string == nil {
            invalid("'\(member.key)' must be a string, found \(value.typeName)", at: value.position, context.document)
        }
    }

    private mutating func formatKeyword(
        _ member: JSONMember, _ context: KeywordContext, into draft: inout SchemaNodeDraft
    ) {
        let value = member.value
        guard let name = value.string else {
            return invalid("'format' must be a string, found \(value.typeName)", at: value.position, context.document)
        }
        if formatAsserted(context) { draft.format = name }
    }

    /// `contentEncoding` and `contentMediaType`: annotations, except in draft 7 (`SchemaContent`).
    private mutating func contentKeyword(
        _ member: JSONMember, _ context: KeywordContext, into draft: inout SchemaNodeDraft
    ) {
        stringKeyword(member, context)
        guard context.draft == .draft7, let text = member.value.string else { return }
        if member.key == "contentEncoding" {
            draft.contentEncoding = SchemaContent.encoding(text)
        } else {
            draft.contentMediaType = SchemaContent.mediaType(text)
        }
    }

    private mutating func examplesKeyword(_ member: JSONMember, _ context: KeywordContext) {
        let value = member.value
        if options.strictKeywords, value.array == nil {
            invalid("'examples' must be an array, found \(value.typeName)", at: value.position, context.document)
        }
    }

    private mutating func flagKeyword(_ member: JSONMember, _ context: KeywordContext) {
        if options.strictKeywords, member.value.bool == nil {
            invalid("'\(member.key)' must be true or false", at: member.value.position, context.document)
        }
    }

    // MARK: - Applicators

    private mutating func schemaMapKeyword(
        _ member: JSONMember, _ context: KeywordContext, into draft: inout SchemaNodeDraft
    ) {
        let value = member.value
        let document = context.document
        guard let map = value.object else {
            return invalid(
                "'\(member.key)' must be an object of schemas, found \(value.typeName)", at: value.position, document)
        }
        let here = Self.suffix(member)
        for entry in map.members {
            let target = sub(context, here + "/" + JSONPointer.escape(entry.key), entry.value)
            switch member.key {
            case "properties": draft.properties[CodePointString(entry.key)] = target
            case "dependentSchemas": draft.dependentSchemas.append((entry.key, target))
            default:
                switch SchemaPattern.compile(entry.key) {
                case .success(let pattern): draft.patternProperties.append((pattern, target))
                case .failure(let error):
                    invalid("pattern \"\(entry.key)\" is \(error.reason)", at: entry.keyPosition, document)
                }
            }
        }
    }

    private mutating func dependenciesKeyword(
        _ member: JSONMember, _ context: KeywordContext, into draft: inout SchemaNodeDraft
    ) {
        let value = member.value
        guard let map = value.object else {
            return invalid(
                "'dependencies' must be an object of schemas or arrays of property names", at: value.position,
                context.document)
        }
        let here = Self.suffix(member)
        for entry in map.members {
            if entry.value.array != nil {
                guard let names = stringList(entry.value) else {
                    invalid(
                        "'dependencies' of '\(entry.key)' must be an array of unique property names",
                        at: entry.value.position, context.document)
                    continue
                }
                draft.dependentRequired.append((entry.key, names))
                draft.keywordNames["dependentRequired"] = "dependencies"
            } else {
                draft.dependentSchemas.append(
                    (entry.key, sub(context, here + "/" + JSONPointer.escape(entry.key), entry.value)))
                draft.keywordNames["dependentSchemas"] = "dependencies"
            }
        }
    }

    /// The keywords whose value is one schema (and `items`, which before 2020-12 may be a tuple).
    private mutating func subschemaKeyword(
        _ member: JSONMember, _ context: inout KeywordContext, into draft: inout SchemaNodeDraft
    ) {
        let value = member.value
        let here = Self.suffix(member)
        if member.key == "items", let list = value.array {
            guard context.draft < .draft2020 else {
                return invalid(
                    "in draft 2020-12 'items' takes a single schema; use 'prefixItems' for a tuple",
                    at: value.position, context.document)
            }
            context.itemsIsArray = true
            draft.prefixItems = list.indices.map { sub(context, here + "/\($0)", list[$0]) }
            return
        }
        let target = sub(context, here, value)
        switch member.key {
        case "additionalProperties": draft.additionalProperties = target
        case "items": draft.items = target
        case "contains": draft.contains = target
        case "propertyNames": draft.propertyNames = target
        case "not": draft.not = target
        case "if": draft.ifSchema = target
        case "then": draft.thenSchema = target
        case "else": draft.elseSchema = target
        case "unevaluatedItems": draft.unevaluatedItems = target
        default: draft.unevaluatedProperties = target
        }
    }

    private mutating func schemaListKeyword(
        _ member: JSONMember, _ context: KeywordContext, into draft: inout SchemaNodeDraft
    ) {
        guard let list = member.value.array, !list.isEmpty else {
            return invalid(
                "'\(member.key)' must be a non-empty array of schemas", at: member.value.position, context.document)
        }
        let here = Self.suffix(member)
        let nodes = list.indices.map { sub(context, here + "/\($0)", list[$0]) }
        switch member.key {
        case "prefixItems": draft.prefixItems = nodes
        case "allOf": draft.allOf = nodes
        case "anyOf": draft.anyOf = nodes
        default: draft.oneOf = nodes
        }
    }

    // MARK: - Validation keywords

    private mutating func typeKeyword(
        _ member: JSONMember, _ context: KeywordContext, into draft: inout SchemaNodeDraft
    ) {
        let value = member.value
        var types = SchemaNode.Types()
        var names: [String] = []
        let list = value.array ?? [value]
        if list.isEmpty { invalid("'type' must name at least one type", at: value.position, context.document) }
        for entry in list {
            guard let name = entry.string, let type = SchemaNode.Types.named(name) else {
                invalid(
                    "\(JSONEquality.describe(entry)) is not a JSON Schema type (null, boolean, integer, number, string, array, object)",
                    at: entry.position, context.document)
                continue
            }
            types.formUnion(type)
            names.append(name)
        }
        // A `type` that names no type (`"strin"`, `[]`) is the schema's error (its metaschema says so), not every
        // instance's: it is left out rather than applied as "expected nothing".
        guard !names.isEmpty else { return }
        draft.types = types
        draft.typeNames = names
        draft.integersAsWritten = context.draft == .draft4
    }

    private mutating func requiredKeyword(
        _ member: JSONMember, _ context: KeywordContext, into draft: inout SchemaNodeDraft
    ) {
        guard let names = stringList(member.value) else {
            return invalid(
                "'required' must be an array of unique property names", at: member.value.position, context.document)
        }
        draft.required = names
    }

    private mutating func dependentRequiredKeyword(
        _ member: JSONMember, _ context: KeywordContext, into draft: inout SchemaNodeDraft
    ) {
        guard let map = member.value.object else {
            return invalid(
                "'dependentRequired' must be an object of arrays of property names", at: member.value.position,
                context.document)
        }
        for entry in map.members {
            guard let names = stringList(entry.value) else {
                invalid(
                    "'dependentRequired' of '\(entry.key)' must be an array of unique property names",
                    at: entry.value.position, context.document)
                continue
            }
            draft.dependentRequired.append((entry.key, names))
        }
    }

    private mutating func enumKeyword(
        _ member: JSONMember, _ context: KeywordContext, into draft: inout SchemaNodeDraft
    ) {
        let value = member.value
        guard let list = value.array else {
            return invalid(
                "'enum' must be an array of values, found \(value.typeName)", at: value.position, context.document)
        }
        draft.enumValues = list
    }

    private mutating func patternKeyword(
        _ member: JSONMember, _ context: KeywordContext, into draft: inout SchemaNodeDraft
    ) {
        let value = member.value
        guard let source = value.string else {
            return invalid("'pattern' must be a string, found \(value.typeName)", at: value.position, context.document)
        }
        switch SchemaPattern.compile(source) {
        case .success(let pattern): draft.pattern = pattern
        case .failure(let error):
            invalid("pattern \(JSONEquality.describe(value)) is \(error.reason)", at: value.position, context.document)
        }
    }

    private mutating func numberKeyword(
        _ member: JSONMember, _ context: KeywordContext, into draft: inout SchemaNodeDraft
    ) {
        let value = member.value
        guard let number = value.number, let bound = NumberBound(number) else {
            return invalid(
                "'\(member.key)' must be a number, found \(value.typeName)", at: value.position, context.document)
        }
        switch member.key {
        case "minimum": draft.minimum = bound
        case "maximum": draft.maximum = bound
        case "exclusiveMinimum": draft.exclusiveMinimum = bound
        case "exclusiveMaximum": draft.exclusiveMaximum = bound
        default:
            guard bound.exact > JSONDecimal(0) else {
                return invalid(
                    "'multipleOf' must be greater than 0, found \(bound.text)", at: value.position, context.document)
            }
            draft.multipleOf = bound
        }
    }

    private mutating func countKeyword(
        _ member: JSONMember, _ context: KeywordContext, into draft: inout SchemaNodeDraft
    ) {
        let value = member.value
        guard let count = value.int, count >= 0 else {
            return invalid(
                "'\(member.key)' must be a non-negative integer, found \(JSONEquality.describe(value))",
                at: value.position, context.document)
        }
        switch member.key {
        case "minItems": draft.minItems = count
        case "maxItems": draft.maxItems = count
        case "minLength": draft.minLength = count
        case "maxLength": draft.maxLength = count
        case "minContains": draft.minContains = count
        case "maxContains": draft.maxContains = count
        case "minProperties": draft.minProperties = count
        default: draft.maxProperties = count
        }
    }

    private mutating func uniqueItemsKeyword(
        _ member: JSONMember, _ context: KeywordContext, into draft: inout SchemaNodeDraft
    ) {
        let value = member.value
        guard let flag = value.bool else {
            return invalid(
                "'uniqueItems' must be true or false, found \(value.typeName)", at: value.position, context.document)
        }
        draft.uniqueItems = flag
    }

    private func stringList(_ value: JSONValue) -> [String]? {
        guard let list = value.array else { return nil }
        let names = list.compactMap(\.string)
        guard names.count == list.count, Set(names.map { CodePointString($0) }).count == names.count else { return nil }
        return names
    }

    static func isAnchorName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" || $0 == "."
        }
    }

    // MARK: References

    /// The node `reference` names (resolved against `base`), compiled on demand; nil (and a
    /// `unresolvedReference`) when it does not resolve.
    mutating func resolve(
        _ reference: String, base: String, from document: SchemaDocument, at position: SourcePosition, keyword: String
    ) -> Int? {
        let absolute = URIReference.resolve(reference, against: base)
        let resource = URIReference.withoutFragment(absolute)
        let fragment =
            absolute.firstIndex(of: "#").map {
                JSONPointer.percentDecoded(String(absolute[absolute.index(after: $0)...]))
            } ?? ""
        guard let root = resources[CodePointString(resource)], let rootDocument = documents[root.document] else {
            let known = documents.keys.sorted().map(\.lastComponent)
            var message = "'\(keyword)' target \"\(resource)\" is not a schema of the project"
            if let near = EditDistance.nearest(to: resource.lastComponent, in: known) {
                message += "; did you mean \"\(near)\"?"
            }
            problems.append(
                SchemaProblem(
                    .unresolvedReference, message, at: SourceLocation(path: document.path, start: position),
                    notes: [
                        Diagnostic.Note(
                            "schemas are looked up by their '$id' and by path relative to \(document.path); remote schemas are never fetched"
                        )
                    ]))
            return nil
        }
        if !fragment.isEmpty, !fragment.hasPrefix("/") {
            guard let anchor = anchors[CodePointString(resource + "#" + fragment)],
                let anchorDocument = documents[anchor.document],
                let value = JSONPointer.resolve(anchor.pointer, in: anchorDocument.root)
            else {
                problems.append(
                    SchemaProblem(
                        .unresolvedReference,
                        "'\(keyword)' \"\(reference)\" names the anchor '\(fragment)', which \(resource) does not define",
                        at: SourceLocation(path: document.path, start: position)))
                return nil
            }
            return node(anchorDocument, pointer: anchor.pointer, value: value)
        }
        let pointer = root.pointer + fragment
        guard let value = JSONPointer.resolve(pointer, in: rootDocument.root) else {
            var notes: [Diagnostic.Note] = []
            if let defs = JSONPointer.resolve(root.pointer, in: rootDocument.root)?["$defs"]?.object,
                let tokens = JSONPointer.tokens(fragment), let wanted = tokens.last,
                let near = EditDistance.nearest(to: wanted, in: defs.keys), let def = defs.member(near)
            {
                notes.append(
                    Diagnostic.Note(
                        "did you mean '\(near)', defined here?",
                        at: SourceLocation(path: rootDocument.path, start: def.keyPosition)))
            }
            problems.append(
                SchemaProblem(
                    .unresolvedReference,
                    "'\(keyword)' \"\(reference)\" points to nothing: \(rootDocument.path) has no value at \(pointer.isEmpty ? "/" : pointer)",
                    at: SourceLocation(path: document.path, start: position), notes: notes))
            return nil
        }
        return node(rootDocument, pointer: pointer, value: value)
    }

    /// The `$dynamicAnchor`s of each resource (by resource number), compiled.
    mutating func dynamicAnchorNodes() -> [[CodePointString: Int]] {
        var result: [[CodePointString: Int]] = []
        for anchors in dynamicAnchors {
            var nodes: [CodePointString: Int] = [:]
            for (name, location) in anchors {
                guard let document = documents[location.document],
                    let value = JSONPointer.resolve(location.pointer, in: document.root)
                else { continue }
                nodes[name] = node(document, pointer: location.pointer, value: value)
            }
            result.append(nodes)
        }
        return result
    }

    // MARK: Cycles

    /// Finds loops of in-place applicators (`$ref`, `allOf`, `not`, …) that never descend into
    /// the instance, reports each once at a `$ref` on the loop, and cuts that `$ref` so
    /// validation terminates.
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
            let x = drafts[a]
            let y = drafts[b]
            return (x.file, x.keywordPositions["$ref"]?.offset ?? 0) < (y.file, y.keywordPositions["$ref"]?.offset ?? 0)
        }
        guard let first = ordered.first else { return }
        let draft = drafts[first]
        let chain = loop.map { drafts[$0].file + "#" + (drafts[$0].pointer.isEmpty ? "/" : drafts[$0].pointer) }
        var notes = ordered.dropFirst().map { index in
            Diagnostic.Note(
                "the loop continues with '$ref' \"\(drafts[index].refText ?? "")\" here",
                at: SourceLocation(
                    path: drafts[index].file, start: drafts[index].keywordPositions["$ref"] ?? drafts[index].position))
        }
        notes.append(Diagnostic.Note("loop: " + (chain + [chain[0]]).joined(separator: " -> ")))
        problems.append(
            SchemaProblem(
                .referenceCycle,
                "'$ref' \"\(draft.refText ?? "")\" closes a cycle that never reaches a value: validation would loop forever",
                at: SourceLocation(path: draft.file, start: draft.keywordPositions["$ref"] ?? draft.position),
                notes: notes))
        drafts[first].ref = nil
        drafts[first].broken = true
    }

    // MARK: Diagnostics

    private mutating func invalid(_ message: String, at position: SourcePosition, _ document: SchemaDocument) {
        problems.append(SchemaProblem(.invalidValue, message, at: SourceLocation(path: document.path, start: position)))
    }

    private mutating func unknown(_ member: JSONMember, _ document: SchemaDocument, _ draft: SchemaDraft) {
        var message = "unknown schema keyword '\(member.key)'"
        let other = SchemaDraft.allCases.filter { $0 != draft && $0.keywords.contains(member.key) }
        if member.key == "dependencies", draft >= .draft2019 {
            message += "; \(draft.displayName) splits it into 'dependentRequired' and 'dependentSchemas'"
        } else if let first = other.first {
            message +=
                "; it belongs to \(other.count == 1 ? first.displayName : "drafts " + other.map(\.rawValue).joined(separator: ", "))"
        } else if let near = EditDistance.nearest(to: member.key, in: Array(draft.keywords)) {
            message += "; did you mean '\(near)'?"
        }
        problems.append(
            SchemaProblem(
                .unknownKeyword, message, at: SourceLocation(path: document.path, start: member.keyPosition),
                notes: [
                    Diagnostic.Note(
                        "\(draft.displayName) does not define it (without strict keywords it is an annotation, with no effect on validation); prefix extensions with 'x-'"
                    )
                ]))
    }
}

extension String {
    fileprivate var lastComponent: String {
        guard let slash = lastIndex(of: "/") else { return self }
        return String(self[index(after: slash)...])
    }
}

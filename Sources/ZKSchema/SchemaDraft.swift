import ZKCore

/// The JSON Schema drafts the engine implements: each schema resource is read under the draft
/// its `$schema` names (or the enclosing resource's, or `SchemaOptions.defaultDraft`), which
/// decides the keywords it has and what they mean.
public enum SchemaDraft: String, Sendable, CaseIterable, Comparable {
    case draft4 = "4"
    case draft6 = "6"
    case draft7 = "7"
    case draft2019 = "2019-09"
    case draft2020 = "2020-12"

    private var order: Int {
        switch self {
        case .draft4: 4
        case .draft6: 6
        case .draft7: 7
        case .draft2019: 2019
        case .draft2020: 2020
        }
    }

    public static func < (a: SchemaDraft, b: SchemaDraft) -> Bool { a.order < b.order }

    /// The dialect's metaschema URI, without the empty fragment (the bundled metaschema's path).
    public var dialect: String {
        switch self {
        case .draft4: "http://json-schema.org/draft-04/schema"
        case .draft6: "http://json-schema.org/draft-06/schema"
        case .draft7: "http://json-schema.org/draft-07/schema"
        case .draft2019: "https://json-schema.org/draft/2019-09/schema"
        case .draft2020: "https://json-schema.org/draft/2020-12/schema"
        }
    }

    /// How messages name it ("draft 7", "draft 2020-12").
    public var displayName: String { "draft \(rawValue)" }

    /// The draft whose metaschema `uri` is (`http` or `https`, with or without the empty fragment); nil for another URI.
    public static func named(dialect uri: String) -> SchemaDraft? {
        var text = uri
        if text.hasSuffix("#") { text.removeLast() }
        if text.hasPrefix("https://json-schema.org/draft-0") { text = "http://" + text.dropFirst(8) }
        if text.hasPrefix("http://json-schema.org/draft/20") { text = "https://" + text.dropFirst(7) }
        return allCases.first { $0.dialect == text }
    }

    /// The draft an option names: `4`, `6`, `7`, `2019-09`, `2020-12` (also `draft7`, `draft-07`).
    public static func named(option text: String) -> SchemaDraft? {
        var name = text.lowercased()
        if name.hasPrefix("draft") { name = String(name.dropFirst(5)) }
        if name.hasPrefix("-") { name = String(name.dropFirst()) }
        if name.hasPrefix("0") { name = String(name.dropFirst()) }
        return allCases.first { $0.rawValue == name }
    }

    /// The identifier keyword: `id` in draft 4, `$id` after.
    var idKeyword: String { self == .draft4 ? "id" : "$id" }

    /// Whether `$ref` replaces its siblings (drafts 4 to 7: they are ignored).
    var refOverridesSiblings: Bool { self <= .draft7 }

    /// The keywords the draft defines (all vocabularies); any other is an annotation.
    var keywords: Set<String> {
        switch self {
        case .draft4: Self.draft4Keywords
        case .draft6: Self.draft6Keywords
        case .draft7: Self.draft7Keywords
        case .draft2019: Self.draft2019Keywords
        case .draft2020: Self.draft2020Keywords
        }
    }

    private static let draft4Keywords: Set<String> = [
        "$schema", "id", "$ref", "title", "description", "default", "multipleOf", "maximum", "exclusiveMaximum",
        "minimum",
        "exclusiveMinimum", "maxLength", "minLength", "pattern", "additionalItems", "items", "maxItems", "minItems",
        "uniqueItems", "maxProperties", "minProperties", "required", "additionalProperties", "definitions",
        "properties",
        "patternProperties", "dependencies", "enum", "type", "format", "allOf", "anyOf", "oneOf", "not",
    ]
    private static let draft6Keywords = draft4Keywords.subtracting(["id"]).union([
        "$id", "const", "contains", "propertyNames", "examples",
    ])
    private static let draft7Keywords = draft6Keywords.union([
        "$comment", "if", "then", "else", "readOnly", "writeOnly", "contentMediaType", "contentEncoding",
    ])
    // `definitions` stays: the 2019-09 and 2020-12 metaschemas keep it as a place for subschemas.
    private static let draft2019Keywords = draft7Keywords.subtracting(["dependencies"]).union([
        "$anchor", "$defs", "$vocabulary", "$recursiveRef", "$recursiveAnchor", "dependentRequired", "dependentSchemas",
        "maxContains", "minContains", "unevaluatedItems", "unevaluatedProperties", "deprecated", "contentSchema",
    ])
    private static let draft2020Keywords = draft2019Keywords.subtracting(["$recursiveRef", "$recursiveAnchor"]).union([
        "$dynamicRef", "$dynamicAnchor", "prefixItems",
    ])
}

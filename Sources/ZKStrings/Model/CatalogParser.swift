import ZKCore

/// Turns a catalog's JSON tree into the positioned model. Every field of the wrong type and every
/// missing required field is a located `CatalogStructure` diagnostic (its messages are there);
/// unknown fields are left alone (they stay in the raw tree and survive a rewrite).
public enum CatalogParser {
    /// Catalog format versions seen in Xcode-written catalogs (Xcode 15 wrote 1.0; 16 and 26
    /// write 1.1, 1.2, 1.3 as catalogs gain features). Every `1.x` is read: minor versions add
    /// fields, which are kept as they are.
    public static let knownVersions = ["1.0", "1.1", "1.2", "1.3"]

    /// Whether zk-strings reads a catalog of `version`: major version 1, any minor (`1.0`, `1.7`).
    public static func isReadable(version: String) -> Bool {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == "1", !parts[1].isEmpty else { return false }
        return parts[1].allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Reads `file` with the positioned JSON reader and builds the model. Returns nil (with the
    /// syntax diagnostics) when the file is not JSON at all.
    public static func parse(_ file: SourceFile) -> (StringCatalog?, [Diagnostic]) {
        let parsed = JSONReader.read(file)
        guard let root = parsed.value else { return (nil, parsed.diagnostics) }
        let (catalog, diagnostics) = build(file, root)
        return (catalog, parsed.diagnostics + diagnostics)
    }

    /// Builds the model from an already parsed tree (the driver parses each file once).
    public static func build(_ file: SourceFile, _ root: JSONValue) -> (StringCatalog?, [Diagnostic]) {
        var builder = Builder(file: file)
        let catalog = builder.catalog(root)
        return (catalog, builder.diagnostics)
    }

    private struct Builder {
        let file: SourceFile
        var diagnostics: [Diagnostic] = []

        init(file: SourceFile) { self.file = file }

        func at(_ position: SourcePosition) -> SourceLocation { SourceLocation(path: file.path, start: position) }

        /// A value of the wrong type: `what` must be `expected`.
        mutating func wrongType(_ what: String, _ expected: String, _ value: JSONValue) {
            diagnostics.append(
                CatalogStructure.wrongType(what, expected: expected, found: value.typeName, at: at(value.position)))
        }

        mutating func catalog(_ root: JSONValue) -> StringCatalog? {
            guard let object = root.object else {
                diagnostics.append(CatalogStructure.notACatalog(found: root.typeName, at: at(root.position)))
                return nil
            }
            let sourceLanguage = requiredString(object, "sourceLanguage", at: root.position, example: "\"de\"")
            let version = requiredString(object, "version", at: root.position, example: "\"1.0\"")
            if let version, !CatalogParser.isReadable(version: version.text) {
                // A later major version may mean anything: the catalog is not read at all (its
                // checks, export and import skip it), the other catalogs are.
                diagnostics.append(
                    CatalogVersionCheck.diagnostic(
                        version.text, at: SourceLocation(path: file.path, start: version.position)))
                return nil
            }
            var entries: [CatalogEntry] = []
            if let strings = object["strings"] {
                if let members = strings.object?.members {
                    entries.reserveCapacity(members.count)
                    for member in members {
                        if let entry = entry(member, sourceLanguage: sourceLanguage?.text) { entries.append(entry) }
                    }
                } else {
                    wrongType("'strings'", "an object mapping keys to entries", strings)
                }
            } else {
                diagnostics.append(CatalogStructure.missingMember("strings", example: nil, at: at(root.position)))
            }
            return StringCatalog(
                file: file, root: root, sourceLanguage: sourceLanguage, version: version, entries: entries)
        }

        mutating func requiredString(
            _ object: JSONObject, _ name: String, at fallback: SourcePosition, example: String
        ) -> CatalogString? {
            guard let value = object[name] else {
                diagnostics.append(CatalogStructure.missingMember(name, example: example, at: at(fallback)))
                return nil
            }
            guard let text = value.string else {
                wrongType("'\(name)'", "a string such as \(example)", value)
                return nil
            }
            return CatalogString(text, at: value.position)
        }

        /// The member `name` of `members` as a string; nil when absent (`index` < 0) or not a string.
        mutating func optionalString(_ members: [JSONMember], _ index: Int, _ name: String) -> CatalogString? {
            guard index >= 0 else { return nil }
            let value = members[index].value
            guard case .string(let text) = value.kind else {
                wrongType("'\(name)'", "a string", value)
                return nil
            }
            return CatalogString(text, at: value.position)
        }

        // The fields of an object are found in one pass, by index (the first of duplicated
        // names, as `object[name]` finds); values are copied out only where they are read.

        mutating func entry(_ member: JSONMember, sourceLanguage: String?) -> CatalogEntry? {
            guard case .object(let object) = member.value.kind else {
                wrongType("entry of key '\(member.key)'", "an object", member.value)
                return nil
            }
            let fields = object.members
            var flagIndex = -1
            var localizationsIndex = -1
            var commentIndex = -1
            var extractionStateIndex = -1
            var generatedIndex = -1
            for index in fields.indices {
                switch fields[index].key {
                case "shouldTranslate": if flagIndex < 0 { flagIndex = index }
                case "isCommentAutoGenerated": if generatedIndex < 0 { generatedIndex = index }
                case "localizations": if localizationsIndex < 0 { localizationsIndex = index }
                case "comment": if commentIndex < 0 { commentIndex = index }
                case "extractionState": if extractionStateIndex < 0 { extractionStateIndex = index }
                default: break
                }
            }
            var shouldTranslate = true
            if flagIndex >= 0 {
                if case .bool(let value) = fields[flagIndex].value.kind {
                    shouldTranslate = value
                } else {
                    wrongType("'shouldTranslate'", "true or false", fields[flagIndex].value)
                }
            }
            var localizations: [Localization] = []
            if localizationsIndex >= 0 {
                if case .object(let items) = fields[localizationsIndex].value.kind {
                    localizations.reserveCapacity(items.members.count)
                    for item in items.members {
                        guard case .object(let body) = item.value.kind else {
                            wrongType("localization '\(item.key)' of key '\(member.key)'", "an object", item.value)
                            continue
                        }
                        let node = self.node(body)
                        var substitutionsIndex = -1
                        for index in body.members.indices where body.members[index].key == "substitutions" {
                            substitutionsIndex = index
                            break
                        }
                        let substitutions =
                            substitutionsIndex < 0 ? [] : self.substitutions(body.members[substitutionsIndex].value)
                        localizations.append(
                            Localization(
                                locale: item.key, localePosition: item.keyPosition, node: node,
                                substitutions: substitutions))
                    }
                } else {
                    let value = fields[localizationsIndex].value
                    wrongType("'localizations' of key '\(member.key)'", "an object", value)
                }
            }
            var generated = false
            if generatedIndex >= 0 {
                if case .bool(let value) = fields[generatedIndex].value.kind {
                    generated = value
                } else {
                    wrongType("'isCommentAutoGenerated'", "true or false", fields[generatedIndex].value)
                }
            }
            // Xcode writes no source-language localization for a key whose source text is the
            // key itself (most extracted keys): the key is the source value, translated.
            if let sourceLanguage, !localizations.contains(where: { $0.locale.hasSameCodePoints(as: sourceLanguage) }) {
                localizations.append(
                    Localization.implicit(key: member.key, at: member.keyPosition, locale: sourceLanguage))
            }
            return CatalogEntry(
                key: member.key, keyPosition: member.keyPosition,
                comment: optionalString(fields, commentIndex, "comment"),
                extractionState: optionalString(fields, extractionStateIndex, "extractionState"),
                shouldTranslate: shouldTranslate,
                isCommentAutoGenerated: generated, localizations: localizations)
        }

        mutating func node(_ object: JSONObject) -> VariationNode {
            var node = VariationNode()
            let fields = object.members
            var unitIndex = -1
            var variationsIndex = -1
            var setIndex = -1
            for index in fields.indices {
                switch fields[index].key {
                case "stringUnit": if unitIndex < 0 { unitIndex = index }
                case "variations": if variationsIndex < 0 { variationsIndex = index }
                case "stringSet": if setIndex < 0 { setIndex = index }
                default: break
                }
            }
            if setIndex >= 0 { node.stringSet = stringSet(fields[setIndex]) }
            if unitIndex >= 0 {
                let member = fields[unitIndex]
                if case .object(let body) = member.value.kind {
                    let unitFields = body.members
                    var stateIndex = -1
                    var valueIndex = -1
                    for index in unitFields.indices {
                        switch unitFields[index].key {
                        case "state": if stateIndex < 0 { stateIndex = index }
                        case "value": if valueIndex < 0 { valueIndex = index }
                        default: break
                        }
                    }
                    if valueIndex < 0 {
                        diagnostics.append(
                            CatalogStructure.missingField("value", of: "string unit", at: at(member.keyPosition)))
                    }
                    node.unit = StringUnit(
                        state: optionalString(unitFields, stateIndex, "state"),
                        value: optionalString(unitFields, valueIndex, "value"),
                        position: member.keyPosition)
                } else {
                    wrongType("'stringUnit'", "an object with 'state' and 'value'", member.value)
                }
            }
            if variationsIndex >= 0 {
                let member = fields[variationsIndex]
                if case .object(let selectors) = member.value.kind {
                    node.variations.reserveCapacity(selectors.members.count)
                    for selector in selectors.members {
                        guard case .object(let cases) = selector.value.kind else {
                            wrongType("variation '\(selector.key)'", "an object of cases", selector.value)
                            continue
                        }
                        var result: [VariationCase] = []
                        result.reserveCapacity(cases.members.count)
                        for item in cases.members {
                            guard case .object(let body) = item.value.kind else {
                                wrongType("variation case '\(selector.key).\(item.key)'", "an object", item.value)
                                continue
                            }
                            result.append(
                                VariationCase(name: item.key, namePosition: item.keyPosition, node: self.node(body)))
                        }
                        node.variations.append(
                            Variations(kind: selector.key, kindPosition: selector.keyPosition, cases: result))
                    }
                } else {
                    wrongType("'variations'", "an object such as { \"plural\" : { … } }", member.value)
                }
            }
            return node
        }

        /// A `stringSet`: `state` and `values`, an array of strings.
        mutating func stringSet(_ member: JSONMember) -> StringSetUnit? {
            guard case .object(let body) = member.value.kind else {
                wrongType("'stringSet'", "an object with 'state' and 'values'", member.value)
                return nil
            }
            var stateIndex = -1
            var valuesIndex = -1
            for index in body.members.indices {
                switch body.members[index].key {
                case "state": if stateIndex < 0 { stateIndex = index }
                case "values": if valuesIndex < 0 { valuesIndex = index }
                default: break
                }
            }
            var values: [CatalogString] = []
            if valuesIndex >= 0 {
                let list = body.members[valuesIndex].value
                if case .array(let elements) = list.kind {
                    for element in elements {
                        if case .string(let text) = element.kind {
                            values.append(CatalogString(text, at: element.position))
                        } else {
                            wrongType("'stringSet' values", "strings", element)
                        }
                    }
                } else {
                    wrongType("'values' of a string set", "an array of strings", list)
                }
            } else {
                diagnostics.append(
                    CatalogStructure.missingField("values", of: "string set", at: at(member.keyPosition)))
            }
            return StringSetUnit(
                state: optionalString(body.members, stateIndex, "state"), values: values, position: member.keyPosition)
        }

        /// The `substitutions` member of a localization.
        mutating func substitutions(_ value: JSONValue) -> [Substitution] {
            guard case .object(let object) = value.kind else {
                wrongType("'substitutions'", "an object mapping names to substitutions", value)
                return []
            }
            var result: [Substitution] = []
            for member in object.members {
                guard case .object(let body) = member.value.kind else {
                    wrongType("substitution '\(member.key)'", "an object", member.value)
                    continue
                }
                let fields = body.members
                var argNumIndex = -1
                var formatIndex = -1
                for index in fields.indices {
                    switch fields[index].key {
                    case "argNum": if argNumIndex < 0 { argNumIndex = index }
                    case "formatSpecifier": if formatIndex < 0 { formatIndex = index }
                    default: break
                    }
                }
                var argNum: Int?
                if argNumIndex >= 0 {
                    let number = fields[argNumIndex].value
                    if let value = number.int, value >= 1 {
                        argNum = value
                    } else {
                        wrongType("'argNum' of substitution '\(member.key)'", "a positive integer", number)
                    }
                }
                result.append(
                    Substitution(
                        name: member.key, namePosition: member.keyPosition, argNum: argNum,
                        formatSpecifier: optionalString(fields, formatIndex, "formatSpecifier"), node: node(body)))
            }
            return result
        }
    }
}

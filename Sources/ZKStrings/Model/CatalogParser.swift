import ZKCore

/// Turns a catalog's JSON tree into the positioned model. Every field of the wrong type and every
/// missing required field is a located ZK3001; unknown fields are left alone (they stay in the
/// raw tree and survive a rewrite).
public enum CatalogParser {
    /// Catalog format versions Xcode writes.
    public static let knownVersions = ["1.0", "1.1"]

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

        mutating func problem(_ message: String, _ position: SourcePosition) {
            diagnostics.append(Diagnostic(StringsCodes.catalogStructure, message, at: SourceLocation(path: file.path, start: position)))
        }

        mutating func catalog(_ root: JSONValue) -> StringCatalog? {
            guard let object = root.object else {
                problem("expected an object at the top of a string catalog, found \(root.typeName)", root.position)
                return nil
            }
            let sourceLanguage = requiredString(object, "sourceLanguage", at: root.position, example: "\"de\"")
            let version = requiredString(object, "version", at: root.position, example: "\"1.0\"")
            if let version, !CatalogParser.knownVersions.contains(version.text) {
                problem(
                    "unsupported catalog version '\(version.text)'; zk-strings reads versions \(CatalogParser.knownVersions.map { "'\($0)'" }.joined(separator: " and "))",
                    version.position)
            }
            var entries: [CatalogEntry] = []
            if let strings = object["strings"] {
                if let members = strings.object?.members {
                    entries.reserveCapacity(members.count)
                    for member in members {
                        if let entry = entry(member) { entries.append(entry) }
                    }
                } else {
                    problem("'strings' must be an object mapping keys to entries, found \(strings.typeName)", strings.position)
                }
            } else {
                problem("string catalog has no 'strings' member", root.position)
            }
            return StringCatalog(file: file, root: root, sourceLanguage: sourceLanguage, version: version, entries: entries)
        }

        mutating func requiredString(_ object: JSONObject, _ name: String, at fallback: SourcePosition, example: String) -> CatalogString? {
            guard let value = object[name] else {
                problem("string catalog has no '\(name)' member (Xcode writes \"\(name)\" : \(example))", fallback)
                return nil
            }
            guard let text = value.string else {
                problem("'\(name)' must be a string such as \(example), found \(value.typeName)", value.position)
                return nil
            }
            return CatalogString(text, at: value.position)
        }

        mutating func optionalString(_ object: JSONObject, _ name: String) -> CatalogString? {
            optionalString(object[name], name)
        }

        /// `value` (the member `name`, if present) as a string.
        mutating func optionalString(_ value: JSONValue?, _ name: String) -> CatalogString? {
            guard let value else { return nil }
            guard let text = value.string else {
                problem("'\(name)' must be a string, found \(value.typeName)", value.position)
                return nil
            }
            return CatalogString(text, at: value.position)
        }

        mutating func entry(_ member: JSONMember) -> CatalogEntry? {
            guard let object = member.value.object else {
                problem("entry of key '\(member.key)' must be an object, found \(member.value.typeName)", member.value.position)
                return nil
            }
            // One pass finds the fields (the first of duplicates, as `object[name]` does).
            var flagValue: JSONValue?, localizationsValue: JSONValue?, commentValue: JSONValue?, extractionStateValue: JSONValue?
            for field in object.members {
                switch field.key {
                case "shouldTranslate": if flagValue == nil { flagValue = field.value }
                case "localizations": if localizationsValue == nil { localizationsValue = field.value }
                case "comment": if commentValue == nil { commentValue = field.value }
                case "extractionState": if extractionStateValue == nil { extractionStateValue = field.value }
                default: break
                }
            }
            var shouldTranslate = true
            if let flag = flagValue {
                if let value = flag.bool { shouldTranslate = value } else {
                    problem("'shouldTranslate' must be true or false, found \(flag.typeName)", flag.position)
                }
            }
            var localizations: [Localization] = []
            if let value = localizationsValue {
                if let members = value.object?.members {
                    localizations.reserveCapacity(members.count)
                    for item in members {
                        guard let body = item.value.object else {
                            problem("localization '\(item.key)' of key '\(member.key)' must be an object, found \(item.value.typeName)", item.value.position)
                            continue
                        }
                        let node = self.node(body)
                        let substitutions = self.substitutions(body["substitutions"])
                        localizations.append(Localization(locale: item.key, localePosition: item.keyPosition, node: node, substitutions: substitutions))
                    }
                } else {
                    problem("'localizations' of key '\(member.key)' must be an object, found \(value.typeName)", value.position)
                }
            }
            return CatalogEntry(
                key: member.key, keyPosition: member.keyPosition, comment: optionalString(commentValue, "comment"),
                extractionState: optionalString(extractionStateValue, "extractionState"), shouldTranslate: shouldTranslate,
                localizations: localizations)
        }

        mutating func node(_ object: JSONObject) -> VariationNode {
            var node = VariationNode()
            var unitMember: JSONMember?, variationsMember: JSONMember?
            for field in object.members {
                switch field.key {
                case "stringUnit": if unitMember == nil { unitMember = field }
                case "variations": if variationsMember == nil { variationsMember = field }
                default: break
                }
            }
            if let member = unitMember {
                if let body = member.value.object {
                    var stateValue: JSONValue?, textValue: JSONValue?
                    for field in body.members {
                        switch field.key {
                        case "state": if stateValue == nil { stateValue = field.value }
                        case "value": if textValue == nil { textValue = field.value }
                        default: break
                        }
                    }
                    if textValue == nil { problem("string unit has no 'value'", member.keyPosition) }
                    node.unit = StringUnit(state: optionalString(stateValue, "state"), value: optionalString(textValue, "value"), position: member.keyPosition)
                } else {
                    problem("'stringUnit' must be an object with 'state' and 'value', found \(member.value.typeName)", member.value.position)
                }
            }
            if let member = variationsMember {
                if let selectors = member.value.object?.members {
                    node.variations.reserveCapacity(selectors.count)
                    for selector in selectors {
                        guard let cases = selector.value.object?.members else {
                            problem("variation '\(selector.key)' must be an object of cases, found \(selector.value.typeName)", selector.value.position)
                            continue
                        }
                        var result: [VariationCase] = []
                        result.reserveCapacity(cases.count)
                        for item in cases {
                            guard let body = item.value.object else {
                                problem("variation case '\(selector.key).\(item.key)' must be an object, found \(item.value.typeName)", item.value.position)
                                continue
                            }
                            result.append(VariationCase(name: item.key, namePosition: item.keyPosition, node: self.node(body)))
                        }
                        node.variations.append(Variations(kind: selector.key, kindPosition: selector.keyPosition, cases: result))
                    }
                } else {
                    problem("'variations' must be an object such as { \"plural\" : { … } }, found \(member.value.typeName)", member.value.position)
                }
            }
            return node
        }

        /// The `substitutions` member of a localization, if present.
        mutating func substitutions(_ value: JSONValue?) -> [Substitution] {
            guard let value else { return [] }
            guard let members = value.object?.members else {
                problem("'substitutions' must be an object mapping names to substitutions, found \(value.typeName)", value.position)
                return []
            }
            var result: [Substitution] = []
            for member in members {
                guard let body = member.value.object else {
                    problem("substitution '\(member.key)' must be an object, found \(member.value.typeName)", member.value.position)
                    continue
                }
                var argNum: Int?
                if let number = body["argNum"] {
                    if let value = number.int, value >= 1 { argNum = value } else {
                        problem("'argNum' of substitution '\(member.key)' must be a positive integer, found \(number.typeName)", number.position)
                    }
                }
                result.append(Substitution(
                    name: member.key, namePosition: member.keyPosition, argNum: argNum,
                    formatSpecifier: optionalString(body, "formatSpecifier"), node: node(body)))
            }
            return result
        }
    }
}

import ZKCore

/// Merges a translated XLIFF back into the catalogs. A unit whose `<source>` no longer matches
/// what the catalog would export now is refused (ZK3021, at the source text in the XLIFF); a
/// missing `<target>` is accepted and changes nothing; a unit or file naming nothing known is
/// skipped with ZK3022. The result is the new JSON tree of every catalog that changed.
public enum XLIFFImporter {
    public struct Outcome: Sendable {
        /// Catalog path → new tree, for the catalogs whose values changed.
        public var updated: [String: JSONValue] = [:]
        public var diagnostics: [Diagnostic] = []
        /// Units whose target was written into a catalog.
        public var applied = 0
    }

    public static func importXLIFF(_ file: SourceFile, into catalogs: [StringCatalog], locales: [String]) -> Outcome {
        var outcome = Outcome()
        let (parsed, failure) = XLIFFDocument.parse(file)
        if let failure { outcome.diagnostics.append(failure) }
        guard let document = parsed else { return outcome }
        for xliffFile in document.files {
            let location = SourceLocation(path: file.path, start: xliffFile.position)
            guard let catalog = catalogs.first(where: { $0.path == xliffFile.original })
                ?? catalogs.first(where: { $0.fileName == xliffFile.original.split(separator: "/").last.map(String.init) })
            else {
                outcome.diagnostics.append(Diagnostic(
                    StringsCodes.xliffUnknownUnit,
                    "XLIFF file original '\(xliffFile.original)' names no catalog (known: \(catalogs.map { "'\($0.path)'" }.joined(separator: ", ")))",
                    at: location))
                continue
            }
            guard let targetLocale = xliffFile.targetLanguage, !targetLocale.isEmpty else {
                outcome.diagnostics.append(Diagnostic(StringsCodes.xliffUnknownUnit, "XLIFF <file> for '\(catalog.path)' has no target-language; it is skipped", at: location))
                continue
            }
            if !locales.isEmpty, !locales.contains(targetLocale) {
                outcome.diagnostics.append(Diagnostic(
                    StringsCodes.xliffUnknownUnit, "target-language '\(targetLocale)' is not a project locale (\(locales.joined(separator: ", "))); the file is skipped",
                    at: location))
                continue
            }
            let sourceLocale = catalog.sourceLanguage?.text ?? "de"
            let expected = XLIFFUnitBuilder.units(catalog, sourceLocale: sourceLocale, targetLocale: targetLocale)
            var byID: [String: XLIFFUnit] = [:]
            for unit in expected { byID[unit.id] = unit }
            var root = outcome.updated[catalog.path] ?? catalog.root
            var changed = false
            for unit in xliffFile.units {
                let unitLocation = SourceLocation(path: file.path, start: unit.position)
                guard let current = byID[unit.id] else {
                    outcome.diagnostics.append(Diagnostic(
                        StringsCodes.xliffUnknownUnit,
                        "trans-unit '\(unit.id)' names no value of '\(catalog.path)' (deleted or renamed since the export); it is skipped",
                        at: unitLocation))
                    continue
                }
                if unit.source != current.source {
                    outcome.diagnostics.append(Diagnostic(
                        StringsCodes.xliffSourceChanged,
                        "source of trans-unit '\(unit.id)' is '\(unit.source ?? "")' but the catalog's '\(sourceLocale)' value is now '\(current.source)'; the translation is refused, export again",
                        at: SourceLocation(path: file.path, start: unit.sourcePosition ?? unit.position),
                        notes: [Diagnostic.Note("current source value of '\(current.key)'", at: catalog.entry(current.key).map { catalog.location($0.keyPosition) })]))
                    continue
                }
                guard let target = unit.target else { continue }
                let state = XLIFFUnitBuilder.catalogState(unit.targetState)
                if target == current.target, XLIFFUnitBuilder.xliffState(state) == current.targetState { continue }
                guard let entry = catalog.entry(current.key), let source = entry.localization(sourceLocale) else { continue }
                let metadata = metadata(entry.localization(targetLocale), source: source)
                let value = XLIFFUnitBuilder.catalogForm(target, path: current.path, substitutions: metadata)
                root = JSONTree.settingUnit(
                    in: root, key: current.key, locale: targetLocale, path: current.path, state: state, value: value,
                    substitution: current.path.first == "substitutions" ? source.substitution(current.path[1]) : nil)
                changed = true
                outcome.applied += 1
            }
            if changed { outcome.updated[catalog.path] = root }
        }
        return outcome
    }

    /// Substitution names, argument numbers and formats of the target localization, falling back to the source's.
    private static func metadata(_ target: Localization?, source: Localization) -> [(name: String, argNum: Int?, format: String?)] {
        var result: [(name: String, argNum: Int?, format: String?)] = []
        for substitution in (target?.substitutions ?? []) + source.substitutions where !result.contains(where: { $0.name == substitution.name }) {
            result.append((substitution.name, substitution.argNum, substitution.formatSpecifier?.text))
        }
        return result
    }
}

/// Edits of a catalog's raw JSON tree that keep every other member as it is.
enum JSONTree {
    static func member(_ value: JSONValue, _ key: String) -> JSONValue? { value.object?[key] }

    /// The object `value` with member `key` replaced by (or appended as) `newValue`.
    static func setting(_ value: JSONValue, _ key: String, to newValue: JSONValue) -> JSONValue {
        var members = value.object?.members ?? []
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = newValue
        } else {
            members.append(JSONMember(key: key, keyPosition: SourcePosition(line: 0, column: 0, offset: 0), value: newValue))
        }
        return JSONValue(.object(JSONObject(members)), at: value.position)
    }

    static let emptyObject = JSONValue.object([])

    /// Sets `stringUnit` {state, value} at `path` below `strings.<key>.localizations.<locale>`,
    /// creating what is missing (a substitution gets the source's `argNum` and `formatSpecifier`).
    static func settingUnit(
        in root: JSONValue, key: String, locale: String, path: [String], state: String, value: String, substitution: Substitution?
    ) -> JSONValue {
        let strings = member(root, "strings") ?? emptyObject
        let entry = member(strings, key) ?? emptyObject
        let localizations = member(entry, "localizations") ?? emptyObject
        let localization = member(localizations, locale) ?? emptyObject
        let updated = settingPath(localization, path[...], state: state, value: value, substitution: substitution)
        return setting(root, "strings", to: setting(strings, key, to: setting(entry, "localizations", to: setting(localizations, locale, to: updated))))
    }

    private static func settingPath(_ node: JSONValue, _ path: ArraySlice<String>, state: String, value: String, substitution: Substitution?) -> JSONValue {
        guard let first = path.first else {
            let unit = member(node, "stringUnit") ?? emptyObject
            let newUnit = setting(setting(unit, "state", to: .string(state)), "value", to: .string(value))
            return setting(node, "stringUnit", to: newUnit)
        }
        if first == "substitutions", path.count >= 2 {
            let name = path[path.startIndex + 1]
            let substitutions = member(node, "substitutions") ?? emptyObject
            var item = member(substitutions, name) ?? emptyObject
            if member(item, "argNum") == nil, let argNum = substitution?.argNum { item = setting(item, "argNum", to: .int(argNum)) }
            if member(item, "formatSpecifier") == nil, let format = substitution?.formatSpecifier?.text { item = setting(item, "formatSpecifier", to: .string(format)) }
            let updated = settingPath(item, path.dropFirst(2), state: state, value: value, substitution: substitution)
            return setting(node, "substitutions", to: setting(substitutions, name, to: updated))
        }
        guard path.count >= 2 else { return node }
        let caseName = path[path.startIndex + 1]
        let variations = member(node, "variations") ?? emptyObject
        let selector = member(variations, first) ?? emptyObject
        let item = member(selector, caseName) ?? emptyObject
        let updated = settingPath(item, path.dropFirst(2), state: state, value: value, substitution: substitution)
        return setting(node, "variations", to: setting(variations, first, to: setting(selector, caseName, to: updated)))
    }
}

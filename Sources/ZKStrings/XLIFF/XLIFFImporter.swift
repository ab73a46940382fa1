import ZKCore
import ZKProject

/// Merges a translated XLIFF back into the catalogs, all or nothing: any error (a malformed
/// file, a `target-language` that is not a locale that was asked for, a duplicated unit id, a
/// unit whose `<source>` no longer matches what the catalog would export now) refuses the whole
/// import and changes no catalog. A development-language file (`target-language` the catalog's
/// source language, or none, as Xcode exports the development language for copy editing)
/// updates the source values, and marks the translations of each changed one `needs_review`:
/// they translate the old text. A unit without
/// `<target>` and a target equal to the catalog's change nothing (Xcode exports the targets a
/// `translate="no"` key has, and they import like any other); a
/// unit or file naming nothing known is skipped (`XLIFFUnknownUnitCheck`); a file matching a
/// catalog by name only, in another folder, refuses the import (`XLIFFFileMatchCheck`). Xcode's own exports import: their
/// ids, sources and string sets are the ones `XLIFFUnitBuilder` builds.
public enum XLIFFImporter {
    public struct Outcome: Sendable {
        /// Catalog path → new tree, for the catalogs whose values changed (empty when refused).
        public var updated: [String: JSONValue] = [:]
        public var diagnostics: [Diagnostic] = []
        /// Units whose target was written into a catalog.
        public var applied = 0
        /// Units that matched a value of a catalog (written, already equal, or without target).
        public var matched = 0
        /// Units read from the file.
        public var units = 0
        /// Translations marked `needs_review` because a development-language file changed their source value.
        public var markedForReview = 0
        /// True when an error refused the import (nothing is to be written).
        public var refused: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Imports `file`. `locales` are the locales a file may target (empty: any); `locale`, when
    /// given, is the one locale it must target.
    public static func importXLIFF(
        _ file: SourceFile, into catalogs: [StringCatalog], locales: [String], locale: String? = nil
    ) -> Outcome {
        let (parsed, failure) = XLIFFDocument.parse(file)
        guard let document = parsed else {
            var outcome = Outcome()
            if let failure { outcome.diagnostics.append(failure) }
            return outcome
        }
        var outcome = importDocument(document, from: file, into: catalogs, locales: locales, locale: locale)
        if let failure { outcome.diagnostics.insert(failure, at: 0) }
        if outcome.refused {
            outcome.updated = [:]
            outcome.applied = 0
            outcome.markedForReview = 0
        }
        return outcome
    }

    /// Imports a parsed document (an XLIFF file, or a translator's CSV read into the same
    /// units), all or nothing.
    static func importDocument(
        _ document: XLIFFDocument, from file: SourceFile, into catalogs: [StringCatalog], locales: [String],
        locale: String?
    ) -> Outcome {
        var outcome = Outcome()
        for xliffFile in document.files {
            outcome.units += xliffFile.units.count
            importFile(xliffFile, from: file, into: catalogs, locales: locales, locale: locale, outcome: &outcome)
        }
        if outcome.refused {
            outcome.updated = [:]
            outcome.applied = 0
            outcome.markedForReview = 0
        }
        return outcome
    }

    private static func importFile(
        _ xliffFile: XLIFFDocument.File, from file: SourceFile, into catalogs: [StringCatalog], locales: [String],
        locale: String?,
        outcome: inout Outcome
    ) {
        let location = SourceLocation(path: file.path, start: xliffFile.position)
        guard let catalog = matchingCatalog(xliffFile, in: catalogs, at: location, outcome: &outcome),
            let languages = languages(
                xliffFile, of: catalog, locales: locales, locale: locale, at: location, outcome: &outcome)
        else { return }
        let (sourceLocale, targetLocale) = languages
        let expected = XLIFFUnitBuilder.units(catalog, sourceLocale: sourceLocale, targetLocale: targetLocale)
        // Unit ids are catalog keys: two that differ only by Unicode normalisation are two units.
        var byID: [CodePointString: XLIFFUnit] = [:]
        for unit in expected { byID[CodePointString(XLIFFExporter.readableID(unit.id))] = unit }
        var seen: [CodePointString: SourcePosition] = [:]
        var edits = CatalogEntryEdits(outcome.updated[catalog.path] ?? catalog.root)
        var changed = false
        for unit in xliffFile.units {
            let id = CodePointString(unit.id)
            if let first = seen[id] {
                outcome.diagnostics.append(
                    XLIFFDuplicateUnitCheck.duplicate(
                        unit.id, at: SourceLocation(path: file.path, start: unit.position),
                        first: SourceLocation(path: file.path, start: first)))
                continue
            }
            seen[id] = unit.position
            guard
                let current = currentUnit(
                    for: unit, byID[id], from: file, catalog, languages: languages, outcome: &outcome)
            else { continue }
            outcome.matched += 1
            if apply(unit, over: current, catalog, languages: languages, to: &edits) {
                changed = true
                outcome.applied += 1
                if targetLocale.hasSameCodePoints(as: sourceLocale), changesText(unit, current) {
                    var count = 0
                    edits.updateExisting(current.key) { entry in
                        let (marked, changed) = JSONTree.markingForReview(inEntry: entry, except: sourceLocale)
                        count = changed
                        return marked
                    }
                    outcome.markedForReview += count
                }
            }
        }
        if changed { outcome.updated[catalog.path] = edits.root }
    }

    /// The catalog a `<file>` names by its `original`, or nil with the reason it matches none.
    private static func matchingCatalog(
        _ xliffFile: XLIFFDocument.File, in catalogs: [StringCatalog], at location: SourceLocation,
        outcome: inout Outcome
    ) -> StringCatalog? {
        switch XLIFFFileMatchCheck.match(xliffFile.original, in: catalogs) {
        case .catalog(let found):
            return found
        case .ambiguous(let found):
            outcome.diagnostics.append(
                XLIFFFileMatchCheck.ambiguous(xliffFile.original, catalogs: found.map(\.path), at: location))
        case .otherFolder(let found):
            outcome.diagnostics.append(
                XLIFFFileMatchCheck.otherFolder(xliffFile.original, catalogs: found.map(\.path), at: location))
        case .none where XLIFFUnknownUnitCheck.isStringsTable(xliffFile.original):
            outcome.diagnostics.append(
                XLIFFUnknownUnitCheck.stringsTable(xliffFile.original, units: xliffFile.units.count, at: location))
        case .none:
            outcome.diagnostics.append(
                XLIFFUnknownUnitCheck.unknownFile(xliffFile.original, known: catalogs.map(\.path), at: location))
        }
        return nil
    }

    /// The catalog's source locale and the file's target locale, or nil with the reason the file
    /// may not be imported: a source language other than the catalog's, a target not asked for.
    /// A file without a target language is a development-language file: its target is the source.
    private static func languages(
        _ xliffFile: XLIFFDocument.File, of catalog: StringCatalog, locales: [String], locale: String?,
        at location: SourceLocation, outcome: inout Outcome
    ) -> (source: String, target: String)? {
        let sourceLocale = catalog.sourceLanguage?.text ?? Conventions.sourceLocale
        if let declared = xliffFile.sourceLanguage, !declared.isEmpty, !declared.hasSameCodePoints(as: sourceLocale) {
            outcome.diagnostics.append(
                XLIFFLanguageCheck.sourceDiffers(
                    declared, catalog: catalog.path, catalogSource: sourceLocale, at: location))
            return nil
        }
        let targetLocale = xliffFile.targetLanguage.flatMap { $0.isEmpty ? nil : $0 } ?? sourceLocale
        if let locale, !targetLocale.hasSameCodePoints(as: locale) {
            outcome.diagnostics.append(XLIFFLanguageCheck.notAsked(targetLocale, asked: [locale], at: location))
            return nil
        }
        // The source language is the project's whatever its locales list.
        if locale == nil, !locales.isEmpty, !targetLocale.hasSameCodePoints(as: sourceLocale),
            !locales.contains(where: { $0.hasSameCodePoints(as: targetLocale) })
        {
            outcome.diagnostics.append(XLIFFLanguageCheck.notAsked(targetLocale, asked: locales, at: location))
            return nil
        }
        return (sourceLocale, targetLocale)
    }

    /// Whether `unit`'s target (or string set) is another text than the catalog's (a state alone is not).
    private static func changesText(_ unit: XLIFFDocument.Unit, _ current: XLIFFUnit) -> Bool {
        if current.sourceSet != nil {
            guard let values = unit.targetSet ?? unit.target.map({ [$0] }) else { return false }
            return !values.hasSameCodePoints(as: current.targetSet ?? [])
        }
        guard let target = unit.target else { return false }
        return !target.hasSameCodePoints(as: current.target ?? "")
    }

    /// The unit the catalog would export now for `unit`'s id (`expected`, or built for an id the
    /// export leaves out), or nil with the reason it is not imported: unknown, inline markup, a
    /// source that changed.
    private static func currentUnit(
        for unit: XLIFFDocument.Unit, _ expected: XLIFFUnit?, from file: SourceFile, _ catalog: StringCatalog,
        languages: (source: String, target: String), outcome: inout Outcome
    ) -> XLIFFUnit? {
        let unitLocation = SourceLocation(path: file.path, start: unit.position)
        guard
            let current = expected
                ?? XLIFFUnitBuilder.unit(
                    forID: unit.id, catalog, sourceLocale: languages.source, targetLocale: languages.target)
        else {
            outcome.diagnostics.append(
                XLIFFUnknownUnitCheck.unknownUnit(unit.id, catalog: catalog.path, at: unitLocation))
            return nil
        }
        if let markup = unit.markup {
            outcome.diagnostics.append(
                XLIFFInlineMarkupCheck.refused(
                    unit.id, element: markup,
                    at: SourceLocation(path: file.path, start: unit.markupPosition ?? unit.position)))
            return nil
        }
        // Sources match by canonical equivalence on purpose: an editor that stored the
        // source in another normalisation did not change the text that was translated.
        let sourceMatches =
            current.sourceSet.map { $0 == (unit.sourceSet ?? unit.source.map { [$0] } ?? []) }
            ?? (unit.source == current.source)
        if !sourceMatches {
            outcome.diagnostics.append(
                XLIFFSourceCheck.sourceChanged(
                    unit.id, found: unit.sourceSet?.joined(separator: "', '") ?? unit.source ?? "",
                    locale: languages.source, current: current.source,
                    at: SourceLocation(path: file.path, start: unit.sourcePosition ?? unit.position),
                    key: current.key,
                    keyLocation: catalog.entry(current.key).map { catalog.location($0.keyPosition) }))
            return nil
        }
        return current
    }

    /// Writes `unit`'s target (or string set) into `root` where `current` says it goes; false
    /// when there is no target or it equals the catalog's (by code points, with the same state).
    private static func apply(
        _ unit: XLIFFDocument.Unit, over current: XLIFFUnit, _ catalog: StringCatalog,
        languages: (source: String, target: String), to edits: inout CatalogEntryEdits
    ) -> Bool {
        let (sourceLocale, targetLocale) = languages
        let xliffState =
            unit.targetState.map { XLIFFUnitBuilder.xliffState(XLIFFUnitBuilder.catalogState($0)) } ?? "translated"
        let state = XLIFFUnitBuilder.catalogState(unit.targetState)
        if current.sourceSet != nil {
            guard let values = unit.targetSet ?? unit.target.map({ [$0] }) else { return false }
            // Targets compare by code points: a translation that differs only by
            // normalisation is written as the translator wrote it.
            if let currentSet = current.targetSet, values.hasSameCodePoints(as: currentSet),
                xliffState == current.xliffTargetState
            {
                return false
            }
            edits.update(current.key) {
                JSONTree.settingStringSet(inEntry: $0, locale: targetLocale, state: state, values: values)
            }
        } else {
            guard let target = unit.target else { return false }
            if let currentTarget = current.target, target.hasSameCodePoints(as: currentTarget),
                xliffState == current.xliffTargetState
            {
                return false
            }
            guard let entry = catalog.entry(current.key), let source = entry.localization(sourceLocale) else {
                return false
            }
            let metadata = metadata(entry.localization(targetLocale), source: source)
            let value = XLIFFUnitBuilder.catalogForm(target, path: current.path, substitutions: metadata)
            let substitution = current.path.first == "substitutions" ? source.substitution(current.path[1]) : nil
            edits.update(current.key) {
                JSONTree.settingUnit(
                    inEntry: $0, locale: targetLocale, path: current.path, state: state, value: value,
                    substitution: substitution)
            }
        }
        return true
    }

    /// Substitution names, argument numbers and formats of the target localization, falling back to the source's.
    private static func metadata(
        _ target: Localization?, source: Localization
    ) -> [(name: String, argNum: Int?, format: String?)] {
        var result: [(name: String, argNum: Int?, format: String?)] = []
        for substitution in (target?.substitutions ?? []) + source.substitutions
        where !result.contains(where: { $0.name.hasSameCodePoints(as: substitution.name) }) {
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
        // By code points: setting "n\u{0303}" must not overwrite a member "ñ".
        if let index = members.firstIndex(where: { $0.key.hasSameCodePoints(as: key) }) {
            members[index].value = newValue
        } else {
            members.append(
                JSONMember(key: key, keyPosition: SourcePosition(line: 0, column: 0, offset: 0), value: newValue))
        }
        return JSONValue(.object(JSONObject(members)), at: value.position)
    }

    static let emptyObject = JSONValue.object([])

    /// The tree with every `translated` state of `key`'s localizations other than `sourceLocale`
    /// set to `needs_review` (string units at any depth, string sets), and how many
    /// localizations changed.
    static func markingForReview(inEntry entry: JSONValue, except sourceLocale: String) -> (JSONValue, Int) {
        guard let localizations = member(entry, "localizations"), let members = localizations.object?.members
        else { return (entry, 0) }
        var updated = localizations
        var count = 0
        for item in members where !item.key.hasSameCodePoints(as: sourceLocale) {
            let marked = reviewing(item.value)
            guard marked != item.value else { continue }
            updated = setting(updated, item.key, to: marked)
            count += 1
        }
        guard count > 0 else { return (entry, 0) }
        return (setting(entry, "localizations", to: updated), count)
    }

    /// `node` with each `stringUnit` or `stringSet` state `translated` below it set to `needs_review`.
    private static func reviewing(_ node: JSONValue) -> JSONValue {
        guard let members = node.object?.members else { return node }
        var result = node
        for item in members where item.value.object != nil {
            if item.key == "stringUnit" || item.key == "stringSet" {
                guard member(item.value, "state")?.string == "translated" else { continue }
                result = setting(result, item.key, to: setting(item.value, "state", to: .string("needs_review")))
            } else {
                let inner = reviewing(item.value)
                if inner != item.value { result = setting(result, item.key, to: inner) }
            }
        }
        return result
    }

    /// The localization `locale` of an entry, changed by `change`, put back into the entry.
    private static func updatingLocalization(
        inEntry entry: JSONValue, locale: String, _ change: (JSONValue) -> JSONValue
    ) -> JSONValue {
        let localizations = member(entry, "localizations") ?? emptyObject
        let localization = member(localizations, locale) ?? emptyObject
        let updated = change(localization)
        return setting(entry, "localizations", to: setting(localizations, locale, to: updated))
    }

    /// Sets `stringUnit` {state, value} at `path` below an entry's `localizations.<locale>`,
    /// creating what is missing (a substitution gets the source's `argNum` and `formatSpecifier`).
    static func settingUnit(
        inEntry entry: JSONValue, locale: String, path: [String], state: String, value: String,
        substitution: Substitution?
    ) -> JSONValue {
        updatingLocalization(inEntry: entry, locale: locale) {
            settingPath($0, path[...], state: state, value: value, substitution: substitution)
        }
    }

    /// Sets `stringSet` {state, values} of an entry's `localizations.<locale>`.
    static func settingStringSet(
        inEntry entry: JSONValue, locale: String, state: String, values: [String]
    ) -> JSONValue {
        updatingLocalization(inEntry: entry, locale: locale) { localization in
            let set = member(localization, "stringSet") ?? emptyObject
            let newSet = setting(
                setting(set, "state", to: .string(state)), "values", to: .array(values.map { .string($0) }))
            return setting(localization, "stringSet", to: newSet)
        }
    }

    private static func settingPath(
        _ node: JSONValue, _ path: ArraySlice<String>, state: String, value: String, substitution: Substitution?
    ) -> JSONValue {
        guard let first = path.first else {
            let unit = member(node, "stringUnit") ?? emptyObject
            let newUnit = setting(setting(unit, "state", to: .string(state)), "value", to: .string(value))
            return setting(node, "stringUnit", to: newUnit)
        }
        if first == "substitutions", path.count >= 2 {
            let name = path[path.startIndex + 1]
            let substitutions = member(node, "substitutions") ?? emptyObject
            var item = member(substitutions, name) ?? emptyObject
            if member(item, "argNum") == nil, let argNum = substitution?.argNum {
                item = setting(item, "argNum", to: .int(argNum))
            }
            if member(item, "formatSpecifier") == nil, let format = substitution?.formatSpecifier?.text {
                item = setting(item, "formatSpecifier", to: .string(format))
            }
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

/// Edits of many entries of a catalog's `strings` object, made in place and put back into the
/// tree once: an import of 20,000 changed units copied the whole catalog per unit (20 s; 100,000
/// past 600 s). Entries are found by key through an index (the first of a repeated key, as
/// `JSONObject`'s subscript finds it); an entry that is not there is appended.
struct CatalogEntryEdits {
    private var base: JSONValue
    private var members: [JSONMember]
    private var positions: [CodePointString: Int] = [:]
    private var edited = false

    init(_ root: JSONValue) {
        base = root
        members = JSONTree.member(root, "strings")?.object?.members ?? []
        for (index, member) in members.enumerated() where positions[CodePointString(member.key)] == nil {
            positions[CodePointString(member.key)] = index
        }
    }

    /// The entry of `key` changed by `change` (from an empty object when there is none).
    mutating func update(_ key: String, _ change: (JSONValue) -> JSONValue) {
        edited = true
        if let index = positions[CodePointString(key)] {
            members[index].value = change(members[index].value)
        } else {
            positions[CodePointString(key)] = members.count
            members.append(
                JSONMember(
                    key: key, keyPosition: SourcePosition(line: 0, column: 0, offset: 0),
                    value: change(JSONTree.emptyObject)))
        }
    }

    /// The entry of `key` changed by `change`, when there is one.
    mutating func updateExisting(_ key: String, _ change: (JSONValue) -> JSONValue) {
        guard let index = positions[CodePointString(key)] else { return }
        edited = true
        members[index].value = change(members[index].value)
    }

    /// The entry of `key`, if any.
    func entry(_ key: String) -> JSONValue? { positions[CodePointString(key)].map { members[$0].value } }

    /// The tree with the edits (the given one when there were none).
    var root: JSONValue {
        guard edited else { return base }
        let strings = JSONTree.member(base, "strings")
        return JSONTree.setting(
            base, "strings",
            to: JSONValue(.object(JSONObject(members)), at: strings?.position ?? base.position))
    }
}

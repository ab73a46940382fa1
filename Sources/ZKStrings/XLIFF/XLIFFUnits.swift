import Foundation
import ZKCore

/// One translation unit as Xcode's `-exportLocalizations` shapes it for a String Catalog:
/// `key` for the plain value, `key|==|plural.few`, `key|==|device.iphone.plural.one`,
/// `key|==|substitutions.minutes.plural.few` for variations and substitutions.
struct XLIFFUnit: Sendable, Hashable {
    var id: String
    var key: String
    /// Variation path below the localization (`["plural", "few"]`, `["substitutions", "minutes", "plural", "one"]`).
    var path: [String]
    /// The source text as exported (`%arg` written positionally, `%#@x@` with its argument number).
    var source: String
    /// The target text as exported, nil when the target locale has no value yet.
    var target: String?
    var targetState: String?
    var note: String?

    static let separator = "|==|"
}

/// Builds the units of one catalog for one target locale; export and import share it, so the
/// import compares exactly what the export wrote.
enum XLIFFUnitBuilder {
    static func units(_ catalog: StringCatalog, sourceLocale: String, targetLocale: String) -> [XLIFFUnit] {
        var units: [XLIFFUnit] = []
        let entries = XcodeKeyOrder.sorted(catalog.entries.map(\.key)).compactMap { catalog.entry($0) }
        for entry in entries where entry.shouldTranslate {
            guard let source = entry.localization(sourceLocale) else { continue }
            let target = entry.localization(targetLocale)
            let note = entry.comment?.text
            for leaf in expandedLeaves(source.node, prefix: [], targetLocale: targetLocale) {
                let targetLeaf = target.flatMap { leafUnit(at: leaf.path, in: $0.node, prefix: []) }
                units.append(unit(entry.key, leaf.path, leaf.unit, targetLeaf, source: source, target: target, note: note))
            }
            for substitution in source.substitutions {
                let prefix = ["substitutions", substitution.name]
                for leaf in expandedLeaves(substitution.node, prefix: prefix, targetLocale: targetLocale) {
                    let targetLeaf = target?.substitution(substitution.name).flatMap { leafUnit(at: leaf.path, in: $0.node, prefix: prefix) }
                    units.append(unit(entry.key, leaf.path, leaf.unit, targetLeaf, source: source, target: target, note: note))
                }
            }
        }
        return units
    }

    private static func unit(
        _ key: String, _ path: [String], _ sourceUnit: StringUnit, _ targetUnit: StringUnit?, source: Localization,
        target: Localization?, note: String?
    ) -> XLIFFUnit {
        let id = path.isEmpty ? key : key + XLIFFUnit.separator + path.joined(separator: ".")
        let sourceText = exportForm(sourceUnit.value?.text ?? "", path: path, localization: source)
        let targetText = targetUnit?.value.map { exportForm($0.text, path: path, localization: target ?? source) }
        return XLIFFUnit(
            id: id, key: key, path: path, source: sourceText, target: targetText,
            targetState: targetText == nil ? nil : xliffState(targetUnit?.state?.text), note: note)
    }

    /// The source leaves, with the plural categories of the target locale added (their source
    /// text is the source's `other` form), as Xcode exports them.
    static func expandedLeaves(_ node: VariationNode, prefix: [String], targetLocale: String) -> [Leaf] {
        var result: [Leaf] = []
        expand(node, prefix, targetLocale, into: &result)
        return result
    }

    private static func expand(_ node: VariationNode, _ path: [String], _ targetLocale: String, into result: inout [Leaf]) {
        if let unit = node.unit { result.append(Leaf(path: path, unit: unit)) }
        for selector in node.variations {
            var names = selector.cases.map(\.name)
            if selector.kind == "plural" {
                for category in PluralRules.categories(for: targetLocale) ?? [] where !names.contains(category) { names.append(category) }
                names = names.filter { $0 == "zero" || $0 == "other" || (PluralRules.categories(for: targetLocale)?.contains($0) ?? true) }
            }
            for name in XcodeKeyOrder.sorted(names) {
                guard let item = selector.case(name) ?? selector.case("other") else { continue }
                expand(item.node, path + [selector.kind, name], targetLocale, into: &result)
            }
        }
    }

    static func leafUnit(at path: [String], in node: VariationNode, prefix: [String]) -> StringUnit? {
        var rest = Array(path.dropFirst(prefix.count))
        var current = node
        while rest.count >= 2 {
            guard let selector = current.variations.first(where: { $0.kind == rest[0] }), let item = selector.case(rest[1]) else { return nil }
            current = item.node
            rest.removeFirst(2)
        }
        return rest.isEmpty ? current.unit : nil
    }

    /// The value as Xcode exports it: `%arg` becomes `%<argNum>$<formatSpecifier>`, and
    /// `%#@name@` gains its argument number (`%2$#@minutes@`).
    static func exportForm(_ value: String, path: [String], localization: Localization) -> String {
        guard value.contains("%") else { return value }
        let substitution = path.first == "substitutions" && path.count >= 2 ? localization.substitution(path[1]) : nil
        let (specifiers, _) = FormatParser.parse(value, allowArg: substitution != nil)
        guard !specifiers.isEmpty else { return value }
        var scalars = Array(value.unicodeScalars)
        for specifier in specifiers.reversed() {
            let replacement: String
            switch specifier.kind {
            case .argument: continue
            case .substitutionArgument:
                guard let substitution, let format = substitution.formatSpecifier?.text else { continue }
                replacement = "%\(substitution.argNum ?? 1)$\(format)"
            case .substitution(let name):
                guard specifier.explicitPosition == nil, let argNum = localization.substitution(name)?.argNum else { continue }
                replacement = "%\(argNum)$#@\(name)@"
            }
            let range = specifier.scalarOffset..<(specifier.scalarOffset + specifier.text.unicodeScalars.count)
            scalars.replaceSubrange(range, with: Array(replacement.unicodeScalars))
        }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }

    /// The catalog form of an imported text: the inverse of `exportForm` for the given substitution metadata.
    static func catalogForm(_ text: String, path: [String], substitutions: [(name: String, argNum: Int?, format: String?)]) -> String {
        guard text.contains("%") else { return text }
        var result = text
        if path.first == "substitutions", path.count >= 2, let own = substitutions.first(where: { $0.name == path[1] }), let format = own.format {
            result = result.replacingOccurrences(of: "%\(own.argNum ?? 1)$\(format)", with: "%arg")
        }
        for substitution in substitutions {
            guard let argNum = substitution.argNum else { continue }
            result = result.replacingOccurrences(of: "%\(argNum)$#@\(substitution.name)@", with: "%#@\(substitution.name)@")
        }
        return result
    }

    /// Catalog state → XLIFF 1.2 `state` attribute.
    static func xliffState(_ state: String?) -> String {
        switch state {
        case "needs_review": "needs-review-translation"
        case "new": "new"
        default: "translated"
        }
    }

    /// XLIFF 1.2 `state` attribute → catalog state.
    static func catalogState(_ state: String?) -> String {
        switch state {
        case "new", "needs-translation": "new"
        case "needs-review-translation", "needs-review-l10n", "needs-review-adaptation", "needs-adaptation", "needs-l10n": "needs_review"
        default: "translated"
        }
    }
}

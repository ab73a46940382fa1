import ZKCore

/// Plural categories: a plural variation defines every CLDR cardinal category of its locale
/// (ru: one, few, many, other; de, en: one, other), also inside substitutions. A category the
/// locale never selects (`few` in German) is dead text and a warning; `zero` is allowed anywhere.
enum PluralCategoriesCheck: CatalogCheck {
    static func run(_ catalog: StringCatalog, _ options: StringsCheckOptions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entry in catalog.entries {
            for localization in entry.localizations {
                var selectors: [(String, Variations)] = []
                collect(localization.node, "", into: &selectors)
                for substitution in localization.substitutions {
                    collect(substitution.node, "substitution '\(substitution.name)' ", into: &selectors)
                }
                for (context, plural) in selectors {
                    diagnostics += check(plural, context: context, key: entry.key, locale: localization.locale, catalog: catalog)
                }
            }
        }
        return diagnostics
    }

    private static func collect(_ node: VariationNode, _ context: String, into result: inout [(String, Variations)]) {
        for selector in node.variations {
            if selector.kind == "plural" { result.append((context, selector)) }
            for item in selector.cases { collect(item.node, context, into: &result) }
        }
    }

    private static func check(_ plural: Variations, context: String, key: String, locale: String, catalog: StringCatalog) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let known = PluralRules.categories(for: locale)
        let required = known ?? ["other"]
        let present = plural.cases.map(\.name)
        let definedNote = Diagnostic.Note(
            present.isEmpty ? "no category is defined" : "\(list(PluralRules.cldrSorted(present))) defined here",
            at: plural.cases.first.map { catalog.location($0.namePosition) })
        for category in required where !present.contains(category) {
            diagnostics.append(Diagnostic(
                StringsCodes.pluralCategoryMissing,
                "'\(locale)' plural variation of \(context)'\(key)' lacks the '\(category)' category",
                at: catalog.location(plural.kindPosition), notes: [definedNote]))
        }
        for item in plural.cases where item.name != "zero" && !required.contains(item.name) {
            let isCategory = PluralRules.allCategories.contains(item.name)
            if isCategory, known == nil { continue }
            let message = isCategory
                ? "'\(locale)' never selects the plural category '\(item.name)' (\(locale) uses \(required.joined(separator: ", "))); the text is never shown"
                : "'\(item.name)' is not a CLDR plural category (expected one of \(PluralRules.allCategories.joined(separator: ", ")))"
            diagnostics.append(Diagnostic(StringsCodes.pluralCategoryUnused, message, at: catalog.location(item.namePosition)))
        }
        return diagnostics
    }

    /// `'one', 'many' and 'other'`.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}

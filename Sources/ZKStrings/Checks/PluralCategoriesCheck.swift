import ZKCore

/// Plural categories: a plural variation defines every CLDR cardinal category of its locale
/// (ru: one, few, many, other; de, en: one, other), also inside substitutions. A category the
/// locale never selects (`few` in German) is dead text and a warning; `zero` is allowed anywhere.
enum PluralCategoriesCheck: CatalogCheck {
    static func check(_ entry: CatalogEntry, _ context: CatalogCheckContext, into diagnostics: inout [Diagnostic]) {
        // Plain values (nearly all) have no variations and no substitutions: nothing to look at.
        for localization in entry.localizations where !localization.node.variations.isEmpty || !localization.substitutions.isEmpty {
            var rules = LocaleRules(locale: localization.locale)
            walk(localization.node, substitution: nil, entry: entry, rules: &rules, context: context, into: &diagnostics)
            for substitution in localization.substitutions {
                walk(substitution.node, substitution: substitution.name, entry: entry, rules: &rules, context: context, into: &diagnostics)
            }
        }
    }

    /// A locale and its CLDR categories, looked up at the first plural variation.
    private struct LocaleRules {
        let locale: String
        private var looked = false
        private var categories: [String]?
        private(set) var allowed: [String]?

        init(locale: String) { self.locale = locale }

        /// The categories of the locale; nil for a language the table does not know.
        mutating func known() -> [String]? {
            if !looked {
                categories = PluralRules.categories(for: locale)
                allowed = PluralRules.allowedCategories(for: locale)
                looked = true
            }
            return categories
        }
    }

    /// Checks every plural selector below `node`, in source order (a selector before the
    /// selectors nested in its cases).
    private static func walk(
        _ node: VariationNode, substitution: String?, entry: CatalogEntry, rules: inout LocaleRules, context: CatalogCheckContext,
        into diagnostics: inout [Diagnostic]
    ) {
        for selector in node.variations {
            if selector.kind == "plural" {
                let known = rules.known()
                check(
                    selector, substitution: substitution, key: entry.key, locale: rules.locale, known: known, allowed: rules.allowed,
                    catalog: context.catalog, into: &diagnostics)
            }
            for item in selector.cases {
                walk(item.node, substitution: substitution, entry: entry, rules: &rules, context: context, into: &diagnostics)
            }
        }
    }

    private static func check(
        _ plural: Variations, substitution: String?, key: String, locale: String, known: [String]?, allowed: [String]?, catalog: StringCatalog,
        into diagnostics: inout [Diagnostic]
    ) {
        let required = known ?? ["other"]
        // Messages are built only for what is reported.
        func context() -> String { substitution.map { "substitution '\($0)' of " } ?? "" }
        func definedNote() -> Diagnostic.Note {
            let present = plural.cases.map(\.name)
            return Diagnostic.Note(
                present.isEmpty ? "no category is defined" : "\(list(PluralRules.cldrSorted(present))) defined here",
                at: plural.cases.first.map { catalog.location($0.namePosition) })
        }
        for category in required where !plural.cases.contains(where: { $0.name == category }) {
            diagnostics.append(Diagnostic(
                StringsCodes.pluralCategoryMissing,
                "'\(locale)' plural variation of \(context())'\(key)' lacks the '\(category)' category",
                at: catalog.location(plural.kindPosition), notes: [definedNote()]))
        }
        let permitted = allowed ?? ["zero", "other"]
        for item in plural.cases where !permitted.contains(item.name) {
            let isCategory = PluralRules.allCategories.contains(item.name)
            if isCategory, known == nil { continue }
            let message = isCategory
                ? "'\(locale)' never selects the plural category '\(item.name)' (\(locale) uses \(required.joined(separator: ", "))); the text is never shown"
                : "'\(item.name)' is not a CLDR plural category (expected one of \(PluralRules.allCategories.joined(separator: ", ")))"
            diagnostics.append(Diagnostic(StringsCodes.pluralCategoryUnused, message, at: catalog.location(item.namePosition)))
        }
    }

    /// `'one', 'many' and 'other'`.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}

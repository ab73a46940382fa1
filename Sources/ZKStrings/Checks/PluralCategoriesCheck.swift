import ZKCore

/// Plural categories: a plural variation defines every CLDR cardinal category of its locale
/// (ru: one, few, many, other; de, en: one, other), also inside substitutions. A category the
/// locale never selects (`few` in German) is dead text and a warning; `zero` is allowed anywhere.
enum PluralCategoriesCheck: Check {
    static let pluralCategoryMissing = DiagnosticCode(
        "ZK3005", .error, summary: "a plural variation lacks a CLDR category of its locale",
        explanation: """
            A plural variation must define every CLDR cardinal category a whole count selects \
            in its locale (CLDR's plurals.xml, every locale): ru, uk, pl one, few, many, other; \
            cs one, few, other; de, en, fr, es, it, pt one, other; ja, zh, ko other. A missing \
            Russian `few` ships «2 звёзд» instead of «2 звезды». Checked in `variations` and \
            inside substitutions. `zero` is optional except where CLDR selects it (ar, cy, lv).
            """,
        example: .edit(
            starCount, broken: #"↓"plural" : {"#,
            fixed:
                #""plural" : {\#n          "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld звезды" } },"#
        ))

    static let pluralCategoryUnused = DiagnosticCode(
        "ZK3006", .warning, summary: "a plural variation defines a category its locale never selects",
        explanation: """
            German never selects `few`, so a German `few` form is never shown: usually a \
            Russian form pasted into the wrong locale. Names that are not CLDR categories at all \
            are reported too. `zero` is allowed in every locale (Apple uses it for an exact 0).
            """,
        example: .edit(
            starCount,
            broken:
                #"↓"few" : { "stringUnit" : { "state" : "translated", "value" : "%lld Sterne" } }, "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Stern" } }"#,
            fixed: #""one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Stern" } }"#))

    /// The examples' catalog: the star balance, with every category each locale selects.
    static let starCount = DiagnosticExample(
        CheckExamples.path,
        CheckExamples.catalog(
            key: "child.home.star_count", comment: "Star balance on the home screen (S-05).",
            [
                CheckExamples.starsDe, CheckExamples.starsEn,
                CheckExamples.plural(
                    "ru",
                    [("few", "%lld звезды"), ("many", "%lld звёзд"), ("one", "%lld звезда"), ("other", "%lld звезды")],
                    last: true),
            ].joined(separator: "\n")))

    static let codes = [pluralCategoryMissing, pluralCategoryUnused]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        // Plain values (nearly all) have no variations and no substitutions: nothing to look at.
        for localization in entry.localizations
        where !localization.node.variations.isEmpty || !localization.substitutions.isEmpty {
            var rules = LocaleRules(locale: localization.locale)
            walk(
                localization.node, substitution: nil, entry: entry, rules: &rules, context: context, into: &diagnostics)
            for substitution in localization.substitutions {
                walk(
                    substitution.node, substitution: substitution.name, entry: entry, rules: &rules, context: context,
                    into: &diagnostics)
            }
        }
        return diagnostics
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
        _ node: VariationNode, substitution: String?, entry: CatalogEntry, rules: inout LocaleRules,
        context: CatalogCheckContext,
        into diagnostics: inout [Diagnostic]
    ) {
        for selector in node.variations {
            if selector.kind == "plural" {
                let known = rules.known()
                check(
                    selector, substitution: substitution, key: entry.key, locale: rules.locale, known: known,
                    allowed: rules.allowed,
                    catalog: context.catalog, into: &diagnostics)
            }
            for item in selector.cases {
                walk(
                    item.node, substitution: substitution, entry: entry, rules: &rules, context: context,
                    into: &diagnostics)
            }
        }
    }

    private static func check(
        _ plural: Variations, substitution: String?, key: String, locale: String, known: [String]?, allowed: [String]?,
        catalog: StringCatalog,
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
            diagnostics.append(
                missingCategory(
                    category, locale: locale, of: context() + "'\(key)'", at: catalog.location(plural.kindPosition),
                    note: definedNote()))
        }
        let permitted = allowed ?? ["zero", "other"]
        for item in plural.cases where !permitted.contains(item.name) {
            let isCategory = PluralRules.allCategories.contains(item.name)
            if isCategory, known == nil { continue }
            let location = catalog.location(item.namePosition)
            diagnostics.append(
                isCategory
                    ? neverSelected(item.name, locale: locale, uses: required, at: location)
                    : notACategory(item.name, at: location))
        }
    }

    /// `'one', 'many' and 'other'`.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }

    /// `what`: `'key'` or `substitution 'name' of 'key'`.
    static func missingCategory(
        _ category: String, locale: String, of what: String, at location: SourceLocation, note: Diagnostic.Note
    ) -> Diagnostic {
        Diagnostic(
            pluralCategoryMissing, "'\(locale)' plural variation of \(what) lacks the '\(category)' category",
            at: location, notes: [note])
    }

    static func neverSelected(
        _ category: String, locale: String, uses: [String], at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            pluralCategoryUnused,
            "'\(locale)' never selects the plural category '\(category)' (\(locale) uses \(uses.joined(separator: ", "))); the text is never shown",
            at: location)
    }

    static func notACategory(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            pluralCategoryUnused,
            "'\(name)' is not a CLDR plural category (expected one of \(PluralRules.allCategories.joined(separator: ", ")))",
            at: location)
    }
}

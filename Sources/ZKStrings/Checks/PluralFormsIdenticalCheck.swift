import ZKCore

/// Lint: every form of a translation's plural variation is the same text (`one` and `other`
/// both `%lld Sterne`) where its source's forms differ: the plural was copied, not made. Not
/// reported for a language whose counts all take one form (CLDR's `other` alone: Chinese,
/// Japanese, Korean, Vietnamese, Thai, Indonesian) or that keeps the noun singular after a
/// number (Turkish, Hungarian, Azerbaijani, Georgian, Armenian, Kazakh, Kyrgyz, Uzbek,
/// Turkmen, Basque).
enum PluralFormsIdenticalCheck: Check {
    static let allForms = DiagnosticCode(
        "ZK3109", .warning, group: .zahlenkette,
        summary: "a translation's plural forms are all the same text where its source's differ",
        explanation: """
            A plural variation whose forms are all one text (`one` and `other` both \
            `%lld Sterne`) shows the plural for one item (`1 Sterne`), or the singular for \
            many: the form was copied to every case and never made. Reported when the \
            source's forms differ and the locale has more than one CLDR category for whole \
            numbers. Languages where every count takes one form (Chinese, Japanese, Korean, \
            Vietnamese, Thai, Indonesian: CLDR's `other` alone) and languages that keep the \
            noun singular after a number (Turkish `%lld gönderi`, Hungarian, Azerbaijani, \
            Georgian, Armenian, Kazakh, Kyrgyz, Uzbek, Turkmen, Basque) are not compared. A \
            noun that does not change (Norwegian `innlegg`, German `Follower`) is a true \
            exception: leave its warning in the baseline. The place reported is the first \
            form. Translation QA, a warning. Off by default: on 44 public apps 45 of 52 \
            findings were right. Turn it on with `"severities": { "ZK3109": "warning" }`.
            """,
        example: .edit(
            DiagnosticExample(
                CheckExamples.path,
                CheckExamples.catalog(
                    key: "stars.count", comment: "Stars earned, on the results screen.",
                    [
                        CheckExamples.starsDe,
                        CheckExamples.plural("en", [("one", "%lld star"), ("other", "%lld stars")], last: true),
                    ].joined(separator: "\n"))),
            broken: #""one" : { "stringUnit" : { "state" : "translated", "value" : ↓"%lld stars" } }"#,
            fixed: #""one" : { "stringUnit" : { "state" : "translated", "value" : "%lld star" } }"#))

    static let codes = [allForms]

    /// Languages that keep the noun singular after a number (`5 gönderi`, `5 bejegyzés`).
    static let singularAfterNumbers: Set<String> = ["tr", "hu", "az", "ka", "hy", "kk", "ky", "uz", "tk", "eu"]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        guard entry.needsTranslation, let source = entry.localization(context.sourceLocale) else { return diagnostics }
        let sourceGroups = pluralGroups(source.allLeaves)
        guard !sourceGroups.isEmpty else { return diagnostics }
        for localization in entry.localizations where !localization.locale.hasSameCodePoints(as: context.sourceLocale) {
            let language = QAText.language(localization.locale)
            guard !singularAfterNumbers.contains(language),
                (PluralRules.categories(for: localization.locale)?.count ?? 0) > 1
            else { continue }
            for group in pluralGroups(localization.allLeaves) {
                let values = group.leaves.compactMap(\.unit.value)
                guard values.count > 1, values.count == group.leaves.count, let first = values.first,
                    !first.text.isEmpty, values.allSatisfy({ $0.text.hasSameCodePoints(as: first.text) }),
                    let sourceGroup = sourceGroups.first(where: { $0.prefix.hasSameCodePoints(as: group.prefix) })
                else { continue }
                let sourceTexts = sourceGroup.leaves.compactMap { $0.unit.value?.text }
                guard Set(sourceTexts.map { CodePointString($0) }).count > 1 else { continue }
                diagnostics.append(
                    same(
                        describe(key: entry.key, locale: localization.locale, prefix: group.prefix),
                        cases: group.leaves.compactMap(\.path.last), text: first.text,
                        at: context.catalog.location(first.position)))
            }
        }
        return diagnostics
    }

    /// The leaves of each plural variation, by the path that leads to it (`[]`, or
    /// `["substitutions", "count"]`), in the order of the file.
    static func pluralGroups(_ leaves: [Leaf]) -> [(prefix: [String], leaves: [Leaf])] {
        var groups: [(prefix: [String], leaves: [Leaf])] = []
        for leaf in leaves where leaf.path.count >= 2 && leaf.path[leaf.path.count - 2] == "plural" {
            let prefix = Array(leaf.path.dropLast(2))
            if let index = groups.firstIndex(where: { $0.prefix.hasSameCodePoints(as: prefix) }) {
                groups[index].leaves.append(leaf)
            } else {
                groups.append((prefix, [leaf]))
            }
        }
        return groups
    }

    /// `'de' plural of 'x'`, `'de' plural of 'x' in 'substitutions.count'`.
    static func describe(key: String, locale: String, prefix: [String]) -> String {
        "'\(locale)' plural of '\(key)'" + (prefix.isEmpty ? "" : " in '\(prefix.joined(separator: "."))'")
    }

    static func same(_ value: String, cases: [String], text: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            allForms,
            "\(value): the plural forms \(cases.quotedList(orElse: "none")) are all '\(MessageText.escaped(text))'; the source's forms differ",
            at: location)
    }
}

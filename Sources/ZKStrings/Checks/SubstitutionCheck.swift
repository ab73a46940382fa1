import ZKCore

/// Substitutions: every `%#@name@` refers to a substitution the localization defines (else the
/// app prints the raw text, an error), and every defined substitution is referenced somewhere
/// (else its plural forms are dead, a warning, as Xcode reports it).
enum SubstitutionCheck: DeclaresCodes {
    static let substitutionUnreferenced = DiagnosticCode(
        "ZK3008", .warning, summary: "a substitution is never referenced",
        explanation: """
            A substitution (`"substitutions" : { "minutes" : … }`) is used through `%#@minutes@` \
            in the localization's value. One that nothing references is dead text (Xcode warns \
            about it too): reference it or delete it.
            """,
        broken: DiagnosticExample(CheckExamples.path, CheckExamples.catalog(key: "parent.dashboard.week_minutes", comment: "Minutes played this week on the dashboard (S-18).", [
            CheckExamples.minutesDe, CheckExamples.minutesEn,
            CheckExamples.substitutionUnit("ru", "Занятия на этой неделе: %lld", marker: "↓", cases: CheckExamples.minutesRuCases, last: true),
        ].joined(separator: "\n"))),
        fixed: DiagnosticExample(CheckExamples.path, CheckExamples.catalog(key: "parent.dashboard.week_minutes", comment: "Minutes played this week on the dashboard (S-18).", [
            CheckExamples.minutesDe, CheckExamples.minutesEn, CheckExamples.substitutionUnit("ru", "Занятия на этой неделе: %#@minutes@", cases: CheckExamples.minutesRuCases, last: true),
        ].joined(separator: "\n"))))

    static let substitutionUndefined = DiagnosticCode(
        "ZK3009", .error, summary: "a value references a substitution that is not defined",
        explanation: """
            `%#@name@` is replaced by the substitution `name` of the same localization. If the \
            localization does not define it, the app shows the raw `%#@name@`. Define the \
            substitution (with `argNum`, `formatSpecifier` and its plural forms) or fix the name.
            """,
        broken: DiagnosticExample(CheckExamples.path, CheckExamples.catalog(key: "parent.dashboard.week_minutes", comment: "Minutes played this week on the dashboard (S-18).", [
            CheckExamples.minutesDe, CheckExamples.minutesEn,
            CheckExamples.substitutionUnit("ru", "Занятия на этой неделе: ↓%#@minuten@", cases: CheckExamples.minutesRuCases, last: true),
        ].joined(separator: "\n"))),
        fixed: DiagnosticExample(CheckExamples.path, CheckExamples.catalog(key: "parent.dashboard.week_minutes", comment: "Minutes played this week on the dashboard (S-18).", [
            CheckExamples.minutesDe, CheckExamples.minutesEn, CheckExamples.substitutionUnit("ru", "Занятия на этой неделе: %#@minutes@", cases: CheckExamples.minutesRuCases, last: true),
        ].joined(separator: "\n"))))

    static let codes = [substitutionUnreferenced, substitutionUndefined]

    /// `placeholders` holds the entry's resolved placeholders.
    static func check(_ entry: CatalogEntry, _ placeholders: EntryPlaceholders, _ context: CatalogCheckContext, into diagnostics: inout [Diagnostic]) {
        let catalog = context.catalog
        for (index, localization) in entry.localizations.enumerated() {
            let references = placeholders.references[placeholders.referenceRanges[index]]
            if references.isEmpty, localization.substitutions.isEmpty { continue }
            for reference in references where localization.substitution(reference.name) == nil {
                guard let string = reference.site.value(in: entry) else { continue }
                let text = reference.site.text(in: entry)
                let defined = localization.substitutions.map { "'\($0.name)'" }
                diagnostics.append(Diagnostic(
                    SubstitutionCheck.substitutionUndefined,
                    "'\(text)' in the '\(localization.locale)' value of '\(entry.key)' refers to the substitution '\(reference.name)', which this localization does not define",
                    at: catalog.location(of: string, scalarOffset: reference.site.scalarOffset, length: text.unicodeScalars.count),
                    notes: [Diagnostic.Note(
                        defined.isEmpty ? "'\(localization.locale)' defines no substitutions" : "'\(localization.locale)' defines \(defined.joined(separator: ", "))",
                        at: catalog.location(localization.localePosition))]))
            }
            for substitution in localization.substitutions where !references.contains(where: { $0.name.hasSameCodePoints(as: substitution.name) }) {
                diagnostics.append(Diagnostic(
                    SubstitutionCheck.substitutionUnreferenced,
                    "substitution '\(substitution.name)' of the '\(localization.locale)' value of '\(entry.key)' is never referenced; write '%#@\(substitution.name)@' in the value or delete it",
                    at: catalog.location(substitution.namePosition)))
            }
        }
    }
}

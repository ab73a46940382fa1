import ZKCore

/// Substitutions: every `%#@name@` refers to a substitution the localization defines (else the
/// app prints the raw text, an error), and every defined substitution is referenced somewhere
/// (else its plural forms are dead, a warning, as Xcode reports it).
enum SubstitutionCheck: Check {
    static let substitutionUnreferenced = DiagnosticCode(
        "ZK3008", .warning, summary: "a substitution is never referenced",
        explanation: """
            A substitution (`"substitutions" : { "minutes" : … }`) is used through `%#@minutes@` \
            in the localization's value. One that nothing references is dead text (Xcode warns \
            about it too): reference it or delete it.
            """,
        example: .edit(
            weekMinutes,
            broken: #""Занятия на этой неделе: %lld" },\#n          "substitutions" : { ↓"minutes""#,
            fixed: #""Занятия на этой неделе: %#@minutes@" },\#n          "substitutions" : { "minutes""#))

    static let substitutionUndefined = DiagnosticCode(
        "ZK3009", .error, summary: "a value references a substitution that is not defined",
        explanation: """
            `%#@name@` is replaced by the substitution `name` of the same localization. If the \
            localization does not define it, the app shows the raw `%#@name@`. Define the \
            substitution (with `argNum`, `formatSpecifier` and its plural forms) or fix the name.
            """,
        example: .edit(
            weekMinutes, broken: "Занятия на этой неделе: ↓%#@minuten@", fixed: "Занятия на этой неделе: %#@minutes@"))

    /// The examples' catalog: the minutes played this week, through the substitution `minutes`.
    static let weekMinutes = DiagnosticExample(
        CheckExamples.path,
        CheckExamples.catalog(
            key: "parent.dashboard.week_minutes", comment: "Minutes played this week on the dashboard (S-18).",
            [
                CheckExamples.minutesDe, CheckExamples.minutesEn,
                CheckExamples.substitutionUnit(
                    "ru", "Занятия на этой неделе: %#@minutes@", cases: CheckExamples.minutesRuCases, last: true),
            ].joined(separator: "\n")))

    static let codes = [substitutionUnreferenced, substitutionUndefined]

    /// `placeholders` holds the entry's resolved placeholders.
    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context, placeholders) = (key.entry, key.context, key.placeholders)
        var diagnostics: [Diagnostic] = []
        let catalog = context.catalog
        for (index, localization) in entry.localizations.enumerated() {
            let references = placeholders.references[placeholders.referenceRanges[index]]
            if references.isEmpty, localization.substitutions.isEmpty { continue }
            for reference in references where localization.substitution(reference.name) == nil {
                guard let string = reference.site.value(in: entry) else { continue }
                let text = reference.site.text(in: entry)
                diagnostics.append(
                    undefined(
                        reference.name, written: text, locale: localization.locale, key: entry.key,
                        at: catalog.location(
                            of: string, scalarOffset: reference.site.scalarOffset, length: text.unicodeScalars.count),
                        defined: localization.substitutions.map(\.name),
                        localization: catalog.location(localization.localePosition)))
            }
            for substitution in localization.substitutions
            where !references.contains(where: { $0.name.hasSameCodePoints(as: substitution.name) }) {
                diagnostics.append(
                    unreferenced(
                        substitution.name, locale: localization.locale, key: entry.key,
                        at: catalog.location(substitution.namePosition)))
            }
        }
        return diagnostics
    }

    /// `written`: the reference as the value writes it (`%#@minuten@`); `defined`: the names the localization defines.
    static func undefined(
        _ name: String, written: String, locale: String, key: String, at location: SourceLocation, defined: [String],
        localization: SourceLocation
    ) -> Diagnostic {
        let names = defined.map { "'\($0)'" }.joined(separator: ", ")
        return Diagnostic(
            substitutionUndefined,
            "'\(written)' in the '\(locale)' value of '\(key)' refers to the substitution '\(name)', which this localization does not define",
            at: location,
            notes: [
                Diagnostic.Note(
                    defined.isEmpty ? "'\(locale)' defines no substitutions" : "'\(locale)' defines \(names)",
                    at: localization)
            ])
    }

    static func unreferenced(_ name: String, locale: String, key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            substitutionUnreferenced,
            "substitution '\(name)' of the '\(locale)' value of '\(key)' is never referenced; write '%#@\(name)@' in the value or delete it",
            at: location)
    }
}

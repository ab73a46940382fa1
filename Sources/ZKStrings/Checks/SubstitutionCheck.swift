import ZKCore

/// Substitutions: every `%#@name@` refers to a substitution the localization defines (else the
/// app prints the raw text, an error), and every defined substitution is referenced somewhere
/// (else its plural forms are dead, a warning, as Xcode reports it).
enum SubstitutionCheck: CatalogCheck {
    static func run(_ catalog: StringCatalog, _ options: StringsCheckOptions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entry in catalog.entries {
            for localization in entry.localizations {
                let references = ArgumentResolver.resolve(localization).references
                let referenced = Set(references.map(\.name))
                for reference in references where localization.substitution(reference.name) == nil {
                    let defined = localization.substitutions.map { "'\($0.name)'" }
                    diagnostics.append(Diagnostic(
                        StringsCodes.substitutionUndefined,
                        "'\(reference.specifier.text)' in the '\(localization.locale)' value of '\(entry.key)' refers to the substitution '\(reference.name)', which this localization does not define",
                        at: catalog.location(of: reference.string, scalarOffset: reference.specifier.scalarOffset, length: reference.specifier.text.unicodeScalars.count),
                        notes: [Diagnostic.Note(
                            defined.isEmpty ? "'\(localization.locale)' defines no substitutions" : "'\(localization.locale)' defines \(defined.joined(separator: ", "))",
                            at: catalog.location(localization.localePosition))]))
                }
                for substitution in localization.substitutions where !referenced.contains(substitution.name) {
                    diagnostics.append(Diagnostic(
                        StringsCodes.substitutionUnreferenced,
                        "substitution '\(substitution.name)' of the '\(localization.locale)' value of '\(entry.key)' is never referenced; write '%#@\(substitution.name)@' in the value or delete it",
                        at: catalog.location(substitution.namePosition)))
                }
            }
        }
        return diagnostics
    }
}

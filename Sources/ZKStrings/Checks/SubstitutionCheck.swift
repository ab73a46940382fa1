import ZKCore

/// Substitutions: every `%#@name@` refers to a substitution the localization defines (else the
/// app prints the raw text, an error), and every defined substitution is referenced somewhere
/// (else its plural forms are dead, a warning, as Xcode reports it).
enum SubstitutionCheck {
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
                    StringsCodes.substitutionUndefined,
                    "'\(text)' in the '\(localization.locale)' value of '\(entry.key)' refers to the substitution '\(reference.name)', which this localization does not define",
                    at: catalog.location(of: string, scalarOffset: reference.site.scalarOffset, length: text.unicodeScalars.count),
                    notes: [Diagnostic.Note(
                        defined.isEmpty ? "'\(localization.locale)' defines no substitutions" : "'\(localization.locale)' defines \(defined.joined(separator: ", "))",
                        at: catalog.location(localization.localePosition))]))
            }
            for substitution in localization.substitutions where !references.contains(where: { $0.name == substitution.name }) {
                diagnostics.append(Diagnostic(
                    StringsCodes.substitutionUnreferenced,
                    "substitution '\(substitution.name)' of the '\(localization.locale)' value of '\(entry.key)' is never referenced; write '%#@\(substitution.name)@' in the value or delete it",
                    at: catalog.location(substitution.namePosition)))
            }
        }
    }
}

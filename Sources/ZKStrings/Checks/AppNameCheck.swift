import ZKCore

/// App name (spec 6.5 rule 6): the app name is never written into a value; strings that mention
/// it take a placeholder filled with `Brand.appName`, so a rename touches the brand tokens only.
/// The names come from the brand tokens (or `--app-name`); without them the check reads nothing.
enum AppNameCheck: CatalogCheck {
    static func run(_ catalog: StringCatalog, _ options: StringsCheckOptions) -> [Diagnostic] {
        var names: [(String, BrandFacts.Name)] = []
        for name in options.appNames where !name.value.isEmpty && !names.contains(where: { $0.0 == name.value }) {
            names.append((name.value, name))
        }
        guard !names.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for entry in catalog.entries {
            for localization in entry.localizations {
                for leaf in localization.allLeaves {
                    guard let value = leaf.unit.value else { continue }
                    for (text, fact) in names {
                        for offset in occurrences(of: text, in: value.text) {
                            diagnostics.append(Diagnostic(
                                StringsCodes.appNameLiteral,
                                "\(StringCatalog.describe(key: entry.key, locale: localization.locale, leaf: leaf)) writes the app name '\(text)' literally; take it through a placeholder ('%1$@') filled with Brand.appName",
                                at: catalog.location(of: value, scalarOffset: offset, length: text.unicodeScalars.count),
                                notes: [Diagnostic.Note("the app name is defined by the brand tokens here", at: fact.location)]))
                        }
                    }
                }
            }
        }
        return diagnostics
    }

    /// Scalar offsets of every occurrence of `needle` in `text`.
    static func occurrences(of needle: String, in text: String) -> [Int] {
        let haystack = Array(text.unicodeScalars), pattern = Array(needle.unicodeScalars)
        guard !pattern.isEmpty, haystack.count >= pattern.count else { return [] }
        var result: [Int] = []
        var index = 0
        while index + pattern.count <= haystack.count {
            if haystack[index] == pattern[0], Array(haystack[index..<(index + pattern.count)]) == pattern {
                result.append(index)
                index += pattern.count
            } else {
                index += 1
            }
        }
        return result
    }
}

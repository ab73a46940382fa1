import ZKCore

/// Translation state: a string unit in state `new` or `needs_review` is not finished. A warning
/// by default, an error with `--strict` (or `"strict": true` in zk-build.json).
enum TranslationStateCheck: CatalogCheck {
    static let unfinished: Set<String> = ["new", "needs_review"]

    static func run(_ catalog: StringCatalog, _ options: StringsCheckOptions) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entry in catalog.entries where entry.shouldTranslate {
            for localization in entry.localizations {
                for leaf in localization.allLeaves {
                    guard let state = leaf.unit.state, unfinished.contains(state.text) else { continue }
                    var diagnostic = Diagnostic(
                        StringsCodes.unfinishedState,
                        "\(StringCatalog.describe(key: entry.key, locale: localization.locale, leaf: leaf)) is in state '\(state.text)'; finish the translation and mark it 'translated'",
                        at: catalog.location(state.position))
                    if options.strict { diagnostic.severity = .error }
                    diagnostics.append(diagnostic)
                }
            }
        }
        return diagnostics
    }
}

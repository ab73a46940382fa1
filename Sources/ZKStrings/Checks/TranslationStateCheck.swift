import ZKCore

/// Translation state: a string unit in state `new` or `needs_review` is not finished. A warning
/// by default, an error with `--strict` (or `"strict": true` in zk-build.json). Other states
/// (`translated`, `stale`, an empty or missing state) are not reported; keys that need no
/// translation (`shouldTranslate: false`, stale keys, the empty key) are skipped.
enum TranslationStateCheck: CatalogCheck {
    /// Whether a state means the translation is unfinished (`new`, `needs_review`).
    static func isUnfinished(_ state: String) -> Bool { state == "new" || state == "needs_review" }

    static func check(_ entry: CatalogEntry, _ context: CatalogCheckContext, into diagnostics: inout [Diagnostic]) {
        guard entry.needsTranslation else { return }
        for localization in entry.localizations {
            if let set = localization.node.stringSet, let state = set.state, isUnfinished(state.text) {
                var diagnostic = Diagnostic(
                    StringsCodes.unfinishedState,
                    "'\(localization.locale)' string set of '\(entry.key)' is in state '\(state.text)'; finish the translation and mark it 'translated'",
                    at: context.catalog.location(state.position))
                if context.options.strict { diagnostic.severity = .error }
                diagnostics.append(diagnostic)
            }
            for leaf in localization.allLeaves {
                guard let state = leaf.unit.state, isUnfinished(state.text) else { continue }
                var diagnostic = Diagnostic(
                    StringsCodes.unfinishedState,
                    "\(StringCatalog.describe(key: entry.key, locale: localization.locale, leaf: leaf)) is in state '\(state.text)'; finish the translation and mark it 'translated'",
                    at: context.catalog.location(state.position))
                if context.options.strict { diagnostic.severity = .error }
                diagnostics.append(diagnostic)
            }
        }
    }
}

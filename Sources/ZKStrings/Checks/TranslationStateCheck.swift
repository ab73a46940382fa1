import ZKCore

/// Translation state: a string unit in state `new` or `needs_review` is not finished. A warning
/// by default, an error with `--strict` (or `"strict": true` in zk-build.json). Other states
/// (`translated`, `stale`, an empty or missing state) are not reported; keys that need no
/// translation (`shouldTranslate: false`, stale keys, the empty key, a key with nothing to translate such as
/// `"%@"` or `"•"`) and the source language are skipped.
enum TranslationStateCheck: Check {
    static let unfinishedState = DiagnosticCode(
        "ZK3003", .warning, summary: "a translation is in state 'new' or 'needs_review'",
        explanation: """
            Xcode marks a string unit `new` when it was added untranslated and `needs_review` \
            when its source changed. Such text ships but has not been checked. A warning by \
            default; an error with `--strict` (or `"strict" : true` in zk-build.json). A key \
            with nothing to translate (no letter outside its placeholders: `"%@"`, `"•"`) is \
            not reported.
            """,
        broken: DiagnosticExample(
            CheckExamples.path,
            CheckExamples.catalog(
                [
                    CheckExamples.unit("de", "Hör hin"), CheckExamples.unit("en", "Listen"),
                    "        \"ru\" : { \"stringUnit\" : { \"state\" : ↓\"needs_review\", \"value\" : \"Слушай\" } }",
                ].joined(separator: "\n"))),
        fixed: DiagnosticExample(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)))

    static let codes = [unfinishedState]

    /// Whether a state means the translation is unfinished (`new`, `needs_review`).
    static func isUnfinished(_ state: String) -> Bool { state == "new" || state == "needs_review" }

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        guard entry.needsTranslation, entry.hasTextToTranslate(context.sourceLocale) else { return diagnostics }
        // The source language is not translated: Xcode writes the values it extracts from a
        // storyboard or an Info.plist as `new` there, and they are the developer's text.
        for localization in entry.localizations where !localization.locale.hasSameCodePoints(as: context.sourceLocale) {
            if let set = localization.node.stringSet, let state = set.state, isUnfinished(state.text) {
                diagnostics.append(
                    unfinished(
                        "'\(localization.locale)' string set of '\(entry.key)'", state: state.text,
                        strict: context.options.strict,
                        at: context.catalog.location(state.position)))
            }
            for leaf in localization.allLeaves {
                guard let state = leaf.unit.state, isUnfinished(state.text) else { continue }
                diagnostics.append(
                    unfinished(
                        StringCatalog.describe(key: entry.key, locale: localization.locale, leaf: leaf),
                        state: state.text, strict: context.options.strict,
                        at: context.catalog.location(state.position)))
            }
        }
        return diagnostics
    }

    /// `strict`: the finding is an error (`--strict`), else the code's warning.
    static func unfinished(_ value: String, state: String, strict: Bool, at location: SourceLocation) -> Diagnostic {
        var diagnostic = Diagnostic(
            unfinishedState, "\(value) is in state '\(state)'; finish the translation and mark it 'translated'",
            at: location)
        if strict { diagnostic.severity = .error }
        return diagnostic
    }
}

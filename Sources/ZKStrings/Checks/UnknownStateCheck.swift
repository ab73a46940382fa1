import ZKCore

/// Lint: a string unit's `state` is none of the states Xcode writes (`translated`, `new`,
/// `needs_review`, `stale`); a typo such as `translatd` would otherwise pass every check.
enum UnknownStateCheck: Check {
    static let knownStates = ["translated", "new", "needs_review", "stale"]

    static let unknownState = DiagnosticCode(
        "ZK3025", .error, summary: "a string unit's state is not one Xcode knows",
        explanation: """
            Xcode writes a string unit's `state` as `translated`, `new`, `needs_review` or `stale`. \
            Any other word is a typo (Xcode would drop or rewrite it), and zk-strings cannot tell \
            whether the translation is finished. Write one of the four states.
            """,
        broken: DiagnosticExample(
            CheckExamples.path,
            CheckExamples.catalog(
                [
                    CheckExamples.unit("de", "Hör hin"), CheckExamples.unit("en", "Listen"),
                    "        \"ru\" : { \"stringUnit\" : { \"state\" : ↓\"translatd\", \"value\" : \"Слушай\" } }",
                ].joined(separator: "\n"))),
        fixed: DiagnosticExample(CheckExamples.path, CheckExamples.catalog(CheckExamples.hoerHin)))

    static let codes = [unknownState]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        for localization in entry.localizations {
            for leaf in localization.allLeaves {
                // An empty state is what Xcode writes for a unit it has not classified yet.
                guard let state = leaf.unit.state, !state.text.isEmpty, !knownStates.contains(state.text) else {
                    continue
                }
                let near = EditDistance.nearest(to: state.text, in: knownStates)
                diagnostics.append(
                    unknown(
                        state.text, near: near,
                        of: StringCatalog.describe(key: entry.key, locale: localization.locale, leaf: leaf),
                        at: context.catalog.location(state.position)))
            }
        }
        return diagnostics
    }

    /// `near`: the known state it is closest to, if any; `value` as `StringCatalog.describe` names it.
    static func unknown(_ state: String, near: String?, of value: String, at location: SourceLocation) -> Diagnostic {
        let suggestion = near.map { "; did you mean '\($0)'?" } ?? ""
        return Diagnostic(
            unknownState, "\(value) has unknown state '\(MessageText.escaped(state))'\(suggestion)", at: location,
            notes: [Diagnostic.Note("known states: \(knownStates.joined(separator: ", "))")],
            fixIt: near.map { Diagnostic.FixIt(replacement: JSONWriter.quoted($0), description: "use '\($0)'") })
    }
}

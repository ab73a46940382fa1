import ZKCore

/// Lint: a string unit's `state` is none of the states Xcode writes (`translated`, `new`,
/// `needs_review`, `stale`) nor one the project counts as translated (`strings.translatedStates`);
/// a typo such as `translatd` would otherwise pass every check. One finding per catalog and
/// state, at its first unit: a team whose workflow writes its own state (`machine_translated`)
/// writes it on thousands of units, and one line says it.
enum UnknownStateCheck: Check {
    static let knownStates = ["translated", "new", "needs_review", "stale"]

    static let unknownState = DiagnosticCode(
        "ZK3025", .error, summary: "a string unit's state is not one Xcode knows",
        explanation: """
            Xcode writes a string unit's `state` as `translated`, `new`, `needs_review` or `stale`. \
            Any other word is a typo (Xcode would drop or rewrite it), and zk-strings cannot tell \
            whether the translation is finished. Write one of the four states. A state the \
            team's own workflow writes on purpose (a translation service's `machine_translated`) \
            is listed in zk-build.json as counting as translated: \
            `"strings": { "translatedStates": ["machine_translated"] }`. Reported once per \
            catalog and state, at its first string unit, with how many units have it.
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

    /// The units of one unknown state: the first (where it is reported) and how many there are.
    struct Occurrences {
        var first: (value: String, position: SourcePosition)
        var count = 1
        var locales: [String]
    }

    static func run(_ input: CatalogInput) -> [Diagnostic] {
        let (catalog, accepted) = (input.catalog, Set(input.options.settings.translatedStates))
        var found: [String: Occurrences] = [:]
        var order: [String] = []
        for entry in catalog.entries {
            for localization in entry.localizations {
                for leaf in localization.allLeaves {
                    // An empty state is what Xcode writes for a unit it has not classified yet.
                    guard let state = leaf.unit.state, !state.text.isEmpty, !knownStates.contains(state.text),
                        !accepted.contains(state.text)
                    else { continue }
                    if found[state.text] == nil {
                        order.append(state.text)
                        found[state.text] = Occurrences(
                            first: (
                                StringCatalog.describe(key: entry.key, locale: localization.locale, leaf: leaf),
                                state.position
                            ),
                            locales: [localization.locale])
                    } else {
                        found[state.text]?.count += 1
                        if found[state.text]?.locales.contains(localization.locale) == false {
                            found[state.text]?.locales.append(localization.locale)
                        }
                    }
                }
            }
        }
        return order.compactMap { state in
            found[state].map { occurrences in
                unknown(
                    state, near: EditDistance.nearest(to: state, in: knownStates), of: occurrences.first.value,
                    others: occurrences.count - 1, locales: occurrences.locales,
                    at: catalog.location(occurrences.first.position))
            }
        }
    }

    /// `near`: the known state it is closest to, if any; `value` as `StringCatalog.describe` names
    /// the first unit; `others`: how many more units of the catalog have the state.
    static func unknown(
        _ state: String, near: String?, of value: String, others: Int = 0, locales: [String] = [],
        at location: SourceLocation
    ) -> Diagnostic {
        let suggestion = near.map { "; did you mean '\($0)'?" } ?? ""
        let escaped = MessageText.escaped(state)
        let more =
            others == 0
            ? ""
            : ", and so have \(others) more string units of this catalog (in \(locales.map { "'\($0)'" }.joined(separator: ", ")))"
        var notes = [Diagnostic.Note("known states: \(knownStates.joined(separator: ", "))")]
        if others > 0 {
            notes.append(
                Diagnostic.Note(
                    "if the team's workflow writes '\(escaped)' on purpose, count it as translated: \"strings\": { \"translatedStates\": [\"\(escaped)\"] } in zk-build.json"
                ))
        }
        return Diagnostic(
            unknownState, "\(value) has unknown state '\(escaped)'\(more)\(suggestion)", at: location, notes: notes,
            fixIt: near.map { Diagnostic.FixIt(replacement: JSONWriter.quoted($0), description: "use '\($0)'") })
    }
}

import ZKCore

/// Lint: a locale the team is still translating, with a minimum (`"strings": { "localesInProgress":
/// { "ja": 80 } }`), is judged per catalog: its missing translations are not reported key by key
/// (`CoverageCheck` leaves them here), and a catalog in which fewer keys than the minimum have a
/// value is one error at its `sourceLanguage`, with a note at the setting.
enum LocaleProgressCheck: Check {
    static let belowMinimum = DiagnosticCode(
        "ZK3120", .error, summary: "a locale in progress is below its minimum coverage in a catalog",
        explanation: """
            A team that adds a language translates it over weeks; until it ships, a missing \
            translation in it is expected, and thousands of errors would hide the ones that \
            matter. zk-build.json lists such a locale with the share of keys that must already have \
            a value: `"strings": { "localesInProgress": { "ja": 80 } }`. Its gaps are then not \
            reported key by key; each catalog that requires the locale and has a value for fewer \
            keys than the minimum (counted as coverage counts them: keys with nothing to translate, \
            stale keys and `shouldTranslate: false` left out) is one error, at its \
            `sourceLanguage`. Translate more, or lower the minimum. `"fr": "warning"` instead \
            keeps every gap as a warning at its key.
            """,
        broken: DiagnosticExample([
            .init("zk-build.json", config),
            .init(
                CheckExamples.path,
                CoverageCheck.twoKeys
                    .replacingOccurrences(of: #""Listen" } },"#, with: #""Listen" } }"#)
                    .replacingOccurrences(
                        of: #"\#n        "ru" : { "stringUnit" : { "state" : "translated", "value" : "Слушай" } }"#,
                        with: ""
                    )
                    .replacingOccurrences(of: #""sourceLanguage" : "de""#, with: #""sourceLanguage" : ↓"de""#)),
        ]),
        fixed: DiagnosticExample([.init("zk-build.json", config), .init(CheckExamples.path, CoverageCheck.twoKeys)]))

    static let config = #"{ "strings": { "localesInProgress": { "ru": 80 } } }"#

    static let codes = [belowMinimum]

    static func run(_ input: CatalogInput) -> [Diagnostic] {
        let policies = input.options.settings.localesInProgress.filter { $0.minimum != nil }
        guard !policies.isEmpty else { return [] }
        let context = CatalogCheckContext(input.catalog, input.options)
        var diagnostics: [Diagnostic] = []
        for locale in context.requiredLocales {
            guard let policy = input.options.settings.progress(of: locale), let minimum = policy.minimum else {
                continue
            }
            var counted = 0
            var covered = 0
            for entry in input.catalog.entries {
                let state = context.coverage(entry, locale)
                guard state.isCounted else { continue }
                counted += 1
                if state != .missing { covered += 1 }
            }
            guard counted > 0, covered * 100 < minimum * counted else { continue }
            let place = input.catalog.sourceLanguage.map { input.catalog.location($0.position) }
            diagnostics.append(
                Diagnostic(
                    belowMinimum,
                    "'\(locale)' has a value for \(covered) of \(plural(counted, "key")) (\(covered * 100 / counted) %) in this catalog, under the minimum of \(minimum) % zk-build.json sets",
                    at: place ?? SourceLocation(path: input.catalog.path, line: 1, column: 1),
                    notes: [
                        Diagnostic.Note(
                            "'\(locale)' is in progress with a minimum of \(minimum) %", at: policy.location)
                    ]))
        }
        return diagnostics
    }
}

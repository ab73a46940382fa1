import ZKCore

/// Coverage: every key that is to be translated has a localization with a value in every
/// required locale. Keys marked `shouldTranslate: false`, stale keys, the empty key and keys with
/// nothing to translate (`CatalogEntry.hasTextToTranslate`: `"%@"`, `"•"`, `"(%lld)"`) are excluded; the source locale is covered by the key itself where Xcode writes no source
/// localization (the implicit source value).
///
/// Lint: `key 'x' has no 'ru' translation` at the key, with a note naming the locales it has.
enum CoverageCheck: Check {
    static let localeMissing = DiagnosticCode(
        "ZK3002", .error, summary: "a key has no translation in a required locale",
        explanation: """
            Every key that is to be translated needs a value in every required locale: the \
            `locales` of zk-build.json, the profile's (`de`, `en`, `ru` for `zahlenkette`), else \
            every locale the catalog already holds a value in. A missing translation shows the \
            source text or the raw key to a child. Keys with `"shouldTranslate" : false` are \
            excluded, and so are keys with nothing to translate: no letter outside their \
            placeholders (`" "`, `"%@"`, `"#"`, `"•"`, `"(%lld)"`), which read the same in every \
            language. Reported at the key. A locale the team is still translating is listed in \
            zk-build.json: `"strings": { "localesInProgress": { "fr": "warning" } }` makes its gaps \
            warnings, and a percentage (`"ja": 80`) replaces them with one minimum per catalog.
            """,
        broken: DiagnosticExample(
            CheckExamples.path,
            twoKeys.replacingOccurrences(of: #""Listen" } },"#, with: #""Listen" } }"#)
                .replacingOccurrences(
                    of: #"\#n        "ru" : { "stringUnit" : { "state" : "translated", "value" : "Слушай" } }"#,
                    with: ""
                )
                .replacingOccurrences(of: #""game.hoer_hin.title" : {"#, with: #"↓"game.hoer_hin.title" : {"#)),
        fixed: DiagnosticExample(CheckExamples.path, twoKeys))

    /// Two keys, one of them in `ru`: the example reproduces as printed, also without a
    /// profile (whose locales are then the catalog's own: `de`, `en`, `ru`).
    static let twoKeys = """
        {
          "sourceLanguage" : "de",
          "strings" : {
            "game.hoer_hin.subtitle" : {
              "comment" : "Subtitle of the game Hör hin on the game picker (S-06).",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Finde die Zahl" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Find the number" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "Найди число" } }
              }
            },
            "game.hoer_hin.title" : {
              "comment" : "Title of the game Hör hin on the game picker (S-06).",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Hör hin" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Listen" } },
                "ru" : { "stringUnit" : { "state" : "translated", "value" : "Слушай" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static let codes = [localeMissing]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        guard entry.needsTranslation else { return diagnostics }
        let required = context.requiredLocales
        // Nearly every key is complete: look before building the list of locales it has.
        guard required.contains(where: { context.coverage(entry, $0) == .missing }) else { return diagnostics }
        let present = entry.localizations.map(\.locale).filter { context.coverage(entry, $0) != .missing }
        // A regional source language (`en_US`) hiding a required `en` is one error at the catalog's
        // `sourceLanguage`, not one per key.
        let hidden = RegionalSourceLanguageCheck.hiddenLocale(source: context.sourceLocale, required: required)
        let settings = context.options.settings
        for locale in required where context.coverage(entry, locale) == .missing && locale != hidden {
            // A locale in progress with a minimum is judged per catalog (`LocaleProgressCheck`).
            let progress = settings.progress(of: locale)
            guard progress?.minimum == nil else { continue }
            let location = context.catalog.location(entry.keyPosition)
            var diagnostic =
                locale.hasSameCodePoints(as: context.sourceLocale) && entry.localization(locale)?.isImplicit == true
                ? missingSource(entry.key, locale, present: present, at: location)
                : missing(entry.key, locale, present: present, at: location)
            if let progress {
                diagnostic.severity = min(diagnostic.severity, .warning)
                diagnostic.notes.append(
                    Diagnostic.Note(
                        "'\(locale)' is in progress: zk-build.json makes its gaps warnings", at: progress.location))
            }
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }

    /// `present`: the locales the key has a value in.
    static func missing(_ key: String, _ locale: String, present: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            localeMissing, "key '\(key)' has no '\(locale)' translation", at: location,
            notes: [
                Diagnostic.Note(
                    present.isEmpty
                        ? "the key has no translation at all"
                        : "translated into \(present.map { "'\($0)'" }.joined(separator: ", "))")
            ])
    }

    /// The source value of an identifier key is missing: the key itself would be shown.
    static func missingSource(
        _ key: String, _ locale: String, present: [String], at location: SourceLocation
    ) -> Diagnostic {
        var diagnostic = missing(key, locale, present: present, at: location)
        diagnostic.message =
            "key '\(key)' has no '\(locale)' source value; the key names a text and is not one, so '\(key)' itself would be shown"
        return diagnostic
    }
}

import ZKCore

/// Lint: a translation marked translated is still the source language: in a locale of another
/// script, Latin text made only of the source's words (ja `Search pantry`); in any other
/// language, the source text unchanged when it is short prose (`Search pantry` in `de`). The
/// source may be implicit: Xcode writes no `en` entry for an extracted key, the key is the
/// text. Long prose copied unchanged is `IdenticalToSourceCheck`'s.
enum UntranslatedTextCheck: Check {
    static let untranslated = DiagnosticCode(
        "ZK3111", .warning, summary: "a translation marked translated is still in the source language",
        explanation: """
            A value in state `translated` that is still the source language was copied, not \
            translated: Xcode counts it as done. Two shapes are reported. In a locale of \
            another script (`ja`, `zh`, `ko`, `ru`, `ar`, …), a value written in Latin letters \
            only whose words all come from the source (`Search pantry`, `Search the pantry`). \
            In a locale of another language with the same script (`de`, `fr`), the source \
            text unchanged. Both only when the value reads as text to translate: two words or \
            more of two letters, one of them a lower-case word of three letters or more \
            (`Face ID`, `Apple Watch`, `OK`, `user/tap` are names and stay). The source may be \
            implicit: for a key Xcode extracted, the catalog has no source-language entry \
            and the key is the text. Longer prose copied unchanged is \
            \(IdenticalToSourceCheck.identical.code)'s, and a value in `new` or \
            `needs_review` is the state checks'. Translation QA: a warning by default.
            """,
        example: .edit(
            DiagnosticExample(
                CheckExamples.path,
                CheckExamples.catalog(
                    key: "Hör gut zu", comment: "Hint on the listening screen.",
                    [
                        CheckExamples.unit("en", "Listen carefully"),
                        CheckExamples.unit("ru", "Слушай внимательно", last: true),
                    ]
                    .joined(separator: "\n"))),
            broken: #"↓"Hör gut zu" } }"#, fixed: #""Listen carefully" } }"#))

    static let codes = [untranslated]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        let sourceLanguage = QAText.language(context.sourceLocale)
        context.forEachTranslation(entry) { pair in
            let state = pair.leaf.unit.state?.text
            guard state == nil || state == "translated", QAText.language(pair.locale) != sourceLanguage,
                let scripts = ScriptCheck.scripts(pair.locale)
            else { return }
            let isFormat = FormatParser.isFormatString(pair.source.text)
            let value = QAText.masked(pair.value.text, isFormat: isFormat)
            guard readsAsText(value) else { return }
            let identical = pair.value.text.hasSameCodePoints(as: pair.source.text)
            if identical, isLongProse(pair) { return }
            if scripts.contains(.latin) {
                guard identical else { return }
            } else {
                guard isLatinOnly(value),
                    words(value).isSubset(of: words(QAText.masked(pair.source.text, isFormat: isFormat)))
                else { return }
            }
            diagnostics.append(
                left(
                    pair.name, source: context.sourceLocale,
                    implicit: pair.leaf.path.isEmpty && isImplicit(entry, context),
                    at: context.catalog.location(pair.value.position),
                    sourceAt: context.catalog.location(pair.source.position)))
        }
        return diagnostics
    }

    /// What `IdenticalToSourceCheck` reports: a copy of a long text that reads as prose.
    static func isLongProse(_ pair: TranslationPair) -> Bool {
        pair.leaf.unit.state?.text == "translated" && pair.source.text.count > IdenticalToSourceCheck.minimumLength
            && IdenticalToSourceCheck.isProse(pair.source.text)
    }

    static func isImplicit(_ entry: CatalogEntry, _ context: CatalogCheckContext) -> Bool {
        entry.localization(context.sourceLocale)?.isImplicit == true
    }

    /// Two words or more of two letters or more (outside links, addresses and `a/b` paths), one
    /// of them all lower case and three letters or more; no copyright sign.
    static func readsAsText(_ scalars: [Unicode.Scalar]) -> Bool {
        guard !scalars.contains("©") else { return false }
        var count = 0
        var lowercase = false
        for token in String(String.UnicodeScalarView(scalars)).split(whereSeparator: { $0.isWhitespace }) {
            if token.contains("://") || token.hasPrefix("www.") || token.contains("@") || token.contains("/") {
                continue
            }
            let letters = token.unicodeScalars.filter { $0.properties.isAlphabetic }
            guard letters.count >= 2 else { continue }
            count += 1
            if letters.count >= 3, letters.allSatisfy({ $0.properties.isLowercase }) { lowercase = true }
        }
        return count >= 2 && lowercase
    }

    /// Whether every letter is a Latin one.
    static func isLatinOnly(_ scalars: [Unicode.Scalar]) -> Bool {
        scalars.allSatisfy { !$0.properties.isAlphabetic || ScriptCheck.Script($0) == .latin }
    }

    /// The words of a text, lower-cased.
    static func words(_ scalars: [Unicode.Scalar]) -> Set<String> {
        Set(ScriptCheck.words(scalars).map { $0.lowercased() })
    }

    static func left(
        _ value: String, source: String, implicit: Bool, at location: SourceLocation, sourceAt: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            untranslated,
            "\(value) is still in the source language '\(source)' but marked translated; translate it",
            at: location,
            notes: [
                Diagnostic.Note(
                    implicit
                        ? "the source text is the key (the catalog has no '\(source)' entry)"
                        : "the source text is here",
                    at: sourceAt)
            ])
    }
}

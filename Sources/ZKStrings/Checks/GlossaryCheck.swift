import Foundation
import ZKCore

/// Lint: the project's terminology. `strings.glossary` in zk-build.json gives, for a source
/// term, the translation each locale must use; a translation whose source has the term and
/// which lacks the required translation is reported at the value, with a note at the entry.
enum GlossaryCheck: Check {
    static let termNotUsed = DiagnosticCode(
        "ZK3051", .warning, summary: "a translation does not use the glossary's translation of a term",
        explanation: """
            A glossary keeps one name for one thing across the app: what the game calls \
            "Punkte" must be "points" everywhere in English, never "score" on one screen and \
            "points" on the next. `"strings": { "glossary": { "Punkte": { "en": "points", \
            "ru": "очк" } } }` in zk-build.json requires, wherever the source text has the term \
            (a whole word, case-blind), that the locale's translation contains the given text \
            (case-blind, anywhere: give a stem for a language that inflects, `очк` for очки, \
            очков). Use the glossary's word, or change the glossary. Translation QA: a \
            warning by default; only with a glossary.
            """,
        example: .edit(
            DiagnosticExample([
                .init(
                    "zk-build.json", #"{ "strings": { "glossary": { "Punkte": { "en": "points", "ru": "очк" } } } }"#),
                .init(
                    CheckExamples.path,
                    CheckExamples.qa(
                        key: "game.zahlenjagd.score", comment: "Score line after a round of Zahlenjagd (S-07).",
                        CheckExamples.unit("de", "Du hast 5 Punkte!"), CheckExamples.unit("en", "You have 5 points!"),
                        CheckExamples.unit("ru", "У тебя 5 очков!", last: true))),
            ]),
            broken: #"↓"Your score is 5!""#, fixed: #""You have 5 points!""#))

    static let codes = [termNotUsed]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        let glossary = context.options.settings.glossary
        guard !glossary.isEmpty else { return diagnostics }
        context.forEachTranslation(entry) { pair in
            let source = pair.source.text.lowercased()
            let value = pair.value.text.lowercased()
            for term in glossary where applies(term.locale, to: pair.locale) {
                guard containsWord(term.term.lowercased(), in: source), !value.contains(term.translation.lowercased())
                else { continue }
                diagnostics.append(notUsed(pair.name, term, at: context.catalog.location(pair.value.position)))
            }
        }
        return diagnostics
    }

    /// Whether the glossary's locale (`en`, `pt-BR`) is the value's: the same, or the
    /// language of a regional locale (`en` for `en-GB`).
    static func applies(_ glossaryLocale: String, to locale: String) -> Bool {
        if glossaryLocale.lowercased() == locale.lowercased() { return true }
        return !glossaryLocale.contains("-") && !glossaryLocale.contains("_")
            && QAText.language(locale) == glossaryLocale.lowercased()
    }

    /// Whether `word` occurs in `text` with no letter or digit right before or after it.
    static func containsWord(_ word: String, in text: String) -> Bool {
        guard !word.isEmpty else { return false }
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: word, range: searchRange) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !isWordCharacter(before), !isWordCharacter(after) { return true }
            searchRange = text.index(after: found.lowerBound)..<text.endIndex
        }
        return false
    }

    static func isWordCharacter(_ character: Character?) -> Bool {
        character.map { $0.isLetter || $0.isNumber } ?? false
    }

    static func notUsed(
        _ value: String, _ term: StringsSettings.GlossaryTerm, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            termNotUsed,
            "\(value) does not use '\(MessageText.escaped(term.translation))', the glossary's '\(term.locale)' translation of '\(MessageText.escaped(term.term))'",
            at: location, notes: [Diagnostic.Note("the glossary gives it here", at: term.location)])
    }
}

import Foundation
import ZKCore

/// Lint: a value is longer than the budget `strings.lengthBudgets` of zk-build.json gives its
/// key, or else its translator comment states ("max. 20 characters", "at most 12 chars",
/// "≤ 30 Zeichen"). Counted in characters as a user sees them (grapheme clusters),
/// placeholders as written.
enum LengthBudgetCheck: Check {
    static let overBudget = DiagnosticCode(
        "ZK3049", .warning, summary: "a value is longer than the length budget of its comment",
        explanation: """
            A translator comment that states a length budget (`max. 20 characters`, `at most \
            12 chars`, `≤ 30 Zeichen`, `maximum length: 16`) is a promise of the layout: a \
            longer value is cut off or wraps on the device. A budget can also be given by key \
            in zk-build.json, `"strings": { "lengthBudgets": { "home.title": 20, "onboarding.*": \
            40 } }` (a trailing `*` covers a prefix); it wins over the comment's. Every locale is held to it, \
            counted in characters as a user sees them. Shorten the value, or change the \
            budget with the designer. Translation QA: a warning by default.
            """,
        example: .edit(
            DiagnosticExample(
                CheckExamples.path,
                CheckExamples.qa(
                    comment: "Title on the game picker (S-06), max. 10 characters.",
                    CheckExamples.unit("de", "Hör hin"), CheckExamples.unit("en", "Listen"),
                    CheckExamples.unit("ru", "Слушай", last: true))),
            broken: #"↓"Listen carefully""#, fixed: #""Listen""#))

    static let codes = [overBudget]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        guard entry.needsTranslation else { return diagnostics }
        let budget: Int
        let stated: SourceLocation
        let source: String
        if let configured = context.options.settings.lengthBudget(of: entry.key) {
            (budget, stated, source) = (configured.characters, configured.location, "zk-build.json")
        } else if let comment = entry.comment?.text, let fromComment = Self.budget(comment) {
            (budget, stated, source) = (
                fromComment, context.catalog.location(entry.comment?.position ?? entry.keyPosition), "its comment"
            )
        } else {
            return diagnostics
        }
        for localization in entry.localizations {
            for leaf in localization.allLeaves {
                guard let value = leaf.unit.value else { continue }
                let length = value.text.count
                guard length > budget else { continue }
                let position = localization.isImplicit ? entry.keyPosition : value.position
                diagnostics.append(
                    over(
                        StringCatalog.describe(key: entry.key, locale: localization.locale, leaf: leaf), length: length,
                        budget: budget,
                        at: context.catalog.location(position), statedIn: source, stated: stated))
            }
        }
        return diagnostics
    }

    /// The budget a comment states: a number after `max`, `maximum`, `max.`, `at most`, `up to`,
    /// `höchstens`, `maximal`, `≤` (with `length`, `:` between), or before `characters max`,
    /// `chars max`, `character limit`. Nil when it states none.
    static func budget(_ comment: String) -> Int? {
        let text = comment.lowercased()
        guard
            text.contains("max") || text.contains("at most") || text.contains("up to") || text.contains("höchstens")
                || text.contains("≤")
                || text.contains("limit") || text.contains("не более")
        else { return nil }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "(" || $0 == ")" || $0 == ";" })
            .map { $0.trimmingCharacters(in: [".", ":"]) }
        let lead: Set<String> = ["max", "maximum", "maximal", "höchstens", "≤", "most", "to", "более"]
        let filler: Set<String> = ["length", "len", "characters", "chars", "of", "zeichen", "символов"]
        let unit: Set<String> = ["characters", "character", "chars", "char", "zeichen", "символов", "символа"]
        for (index, word) in words.enumerated() {
            // `≤30`, `max20`: the number written against its lead.
            for prefix in ["≤", "max"] where word.hasPrefix(prefix) {
                if let number = Int(word.dropFirst(prefix.count)), number > 0 { return number }
            }
            guard lead.contains(word) else { continue }
            if word == "most", index == 0 || words[index - 1] != "at" { continue }
            if word == "to", index == 0 || words[index - 1] != "up" { continue }
            if word == "более", index == 0 || words[index - 1] != "не" { continue }
            var next = index + 1
            while next < words.count, filler.contains(words[next]) { next += 1 }
            if next < words.count, let number = Int(words[next]), number > 0 {
                // A count of something else ("up to 3 players") is no length budget.
                if word == "to" || word == "most" || word == "более" || word == "höchstens" {
                    guard next + 1 < words.count, unit.contains(words[next + 1]) else { continue }
                }
                return number
            }
        }
        // `20 characters max`, `20-character limit`.
        for (index, word) in words.enumerated() {
            let number = Int(word) ?? Int(word.split(separator: "-").first ?? "")
            guard let number, number > 0, index + 1 < words.count else { continue }
            let next = words[index + 1]
            let hyphenated = word.hasSuffix("-character") || word.hasSuffix("-char")
            if (unit.contains(next) && index + 2 < words.count
                && (words[index + 2] == "max" || words[index + 2] == "maximum" || words[index + 2] == "limit"))
                || (hyphenated && next == "limit")
            {
                return number
            }
        }
        return nil
    }

    static func over(
        _ value: String, length: Int, budget: Int, at location: SourceLocation, statedIn source: String,
        stated: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            overBudget, "\(value) is \(length) characters long; \(source) allows \(budget)", at: location,
            notes: [Diagnostic.Note("the budget is stated here", at: stated)])
    }
}

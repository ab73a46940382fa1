import ZKCore
import ZKProject

/// Key grammar (spec 6.5, `KeyGrammar`: the one rule content's key check applies too):
/// `<area>.<context>.<element>[.<qualifier>…]`, each segment lower-case snake_case ASCII
/// (`[a-z0-9]+` joined by single underscores). Reported at the first character that breaks the
/// grammar, with the lower-cased key as a fix-it where that is the repair.
enum KeyGrammarCheck: Check {
    static let keyGrammar = DiagnosticCode(
        "ZK3012", .error, group: .zahlenkette, summary: "a key does not follow the key grammar",
        explanation: """
            Keys follow spec 6.5: `<area>.<context>.<element>[.<qualifier>…]`, each segment \
            lower-case snake_case ASCII (`game.hoer_hin.title`, `number.7.word`). Keys describe \
            meaning and place, never the German wording. Reported at the first character that \
            breaks the grammar. A Zahlenkette convention: another app's catalog (keys that are \
            English source texts, as Xcode extracts them) turns it off with \
            `"strings": { "keyGrammar": false }` in zk-build.json.
            """,
        broken: DiagnosticExample(CheckExamples.path, CheckExamples.catalog(key: "↓Game.Title", CheckExamples.hoerHin)),
        fixed: DiagnosticExample(
            CheckExamples.path, CheckExamples.catalog(key: "game.hoer_hin.title", CheckExamples.hoerHin)))

    static let codes = [keyGrammar]

    static func run(_ key: CatalogKey) -> [Diagnostic] {
        let (entry, context) = (key.entry, key.context)
        var diagnostics: [Diagnostic] = []
        guard context.options.settings.keyGrammar, !KeyGrammar.isValid(entry.key),
            let violation = KeyGrammar.violation(in: entry.key)
        else { return diagnostics }
        // The key's first character is one byte after its opening quote.
        let string = CatalogString(entry.key, at: entry.keyPosition)
        var fixIt: Diagnostic.FixIt?
        let lowered = entry.key.lowercased()
        if lowered != entry.key, KeyGrammar.isValid(lowered) {
            fixIt = Diagnostic.FixIt(
                replacement: JSONWriter.quoted(lowered), description: "rename the key to '\(lowered)'")
        }
        diagnostics.append(
            violates(
                entry.key, violation.message, at: context.catalog.location(of: string, scalarOffset: violation.offset),
                fixIt: fixIt))
        return diagnostics
    }

    /// `violation`: what `KeyGrammar.violation(in:)` says is wrong (`has the upper-case letter 'G'; …`).
    static func violates(
        _ key: String, _ violation: String, at location: SourceLocation, fixIt: Diagnostic.FixIt?
    ) -> Diagnostic {
        Diagnostic(keyGrammar, "key '\(key)' \(violation)", at: location, fixIt: fixIt)
    }
}

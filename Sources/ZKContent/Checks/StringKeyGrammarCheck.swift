import ZKCore
import ZKProject

/// Lint: every string key content references follows `<area>.<context>.<element>[.<qualifier>…]`
/// with lower-case snake_case segments (spec 6.5; `KeyGrammar`, the rule the catalogs' key check applies).
enum StringKeyGrammarCheck: Check {
    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        context.references.stringKeys.compactMap { reference in
            guard let violation = KeyGrammar.violation(in: reference.name) else { return nil }
            return .badKey(reference, violation.message)
        }
    }
}

extension StringKeyGrammarCheck {
    static let codes = [stringKeyGrammar]

    public static let stringKeyGrammar = DiagnosticCode(
        "ZK2030", .error, group: .zahlenkette, summary: "a string key does not follow the key grammar",
        explanation: """
            String keys are `<area>.<context>.<element>[.<qualifier>…]`, at least three segments, \
            each lower-case snake_case ASCII (spec 6.5): `game.hoer_hin.title`, `number.7.word`.
            """,
        example: .edit(
            DiagnosticExample(
                "Content/avatars.json", #"{ "avatars": [ { "id": "avatar.fuchs", "nameKey": "avatar.fuchs.name" } ] }"#),
            broken: #"↓"avatar.Fuchs.name""#, fixed: #""avatar.fuchs.name""#))
}

extension Diagnostic {
    fileprivate static func badKey(_ reference: ContentReferences.Reference, _ problem: String) -> Diagnostic {
        Diagnostic(
            StringKeyGrammarCheck.stringKeyGrammar,
            "string key '\(reference.name)' in '\(reference.field)' of \(reference.context) \(problem)",
            at: reference.location,
            notes: [
                Diagnostic.Note("keys follow <area>.<context>.<element>[.<qualifier>...], e.g. 'game.hoer_hin.title'")
            ])
    }
}

import ZKCore

/// Lint: every string key content references follows `<area>.<context>.<element>[.<qualifier>…]`
/// with lower-case snake_case segments (spec 6.5).
enum StringKeyGrammarCheck: Check {
    /// Why `key` breaks the grammar, or nil.
    static func problem(_ key: String) -> String? {
        let segments = key.split(separator: ".", omittingEmptySubsequences: false)
        if let bad = segments.first(where: { !Grammar.isSnakeSegment($0) }) {
            return bad.isEmpty ? "has an empty segment" : "has segment '\(bad)', which is not lower-case snake_case"
        }
        if segments.count < 3 {
            return "has \(segments.count) segment\(segments.count == 1 ? "" : "s"); at least 3 are required"
        }
        if let first = segments[0].unicodeScalars.first, !("a"..."z").contains(first) {
            return "starts with '\(segments[0])'; the area segment must start with a letter"
        }
        return nil
    }

    static func run(_ context: ContentCheckContext) -> [Diagnostic] {
        context.references.stringKeys.compactMap { reference in
            guard let problem = problem(reference.name) else { return nil }
            return .badKey(reference, problem)
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

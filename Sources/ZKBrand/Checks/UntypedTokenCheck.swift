import ZKCore

/// Lint: every token needs a type, set on the token, inherited from a group, or taken from its
/// alias target; without one, zk-build cannot tell how to render or generate it.
enum UntypedTokenCheck: Check {
    public static let untypedToken = DiagnosticCode(
        "ZK5007", .error, phase: .structure, summary: "a token has no type",
        explanation: """
            A token's type comes from its own `$type`, the nearest group that sets one, or its alias \
            target. Without any, zk-build cannot tell how to render or generate it. Set `$type` on the \
            token or its group.
            """,
        broken: BrandExampleFiles.example(
            BrandExampleFiles.File("Brand/brand.json", ##"{ "misc": { ↓"launch_year": { "$value": 2025 } } }"##)),
        fixed: BrandExampleFiles.example(
            BrandExampleFiles.File(
                "Brand/brand.json", ##"{ "misc": { "launch_year": { "$type": "number", "$value": 2025 } } }"##)))

    static let codes = [untypedToken]

    static func run(_ resolved: ResolvedTokens) -> [Diagnostic] {
        resolved.ordered.compactMap { entry in
            guard entry.type == nil, !resolved.document.inBrokenGroup(entry.path) else { return nil }
            return Diagnostic(
                untypedToken, message(entry.path), at: resolved.document.location(entry.token.keyPosition))
        }
    }

    // MARK: Messages

    static func message(_ path: String) -> String {
        "token '\(path)' has no type; add '$type' to it or to its group (e.g. \"$type\": \"string\")"
    }
}

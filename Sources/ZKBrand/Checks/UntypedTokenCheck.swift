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
            guard entry.type == nil, !resolved.document.inBrokenGroup(entry.path),
                !resolved.document.hasReportedType(entry.path)
            else { return nil }
            return Diagnostic(
                untypedToken, message(entry.path, value: entry.token.value),
                at: resolved.document.location(entry.token.keyPosition))
        }
    }

    /// The type the value reads as, for the advice: never "string" for a colour (issue 52).
    static func likelyType(_ value: JSONValue) -> String? {
        if ColorValue.parse(value) != nil { return "color" }
        if value.number != nil { return "number" }
        if let text = value.string { return DesignToken.aliasPath(in: text) == nil ? "string" : nil }
        return nil
    }

    // MARK: Messages

    static func message(_ path: String, value: JSONValue) -> String {
        let example = likelyType(value).map { " (its value reads as \"$type\": \"\($0)\")" } ?? ""
        return "token '\(path)' has no type; add '$type' to it or to its group\(example)"
    }
}

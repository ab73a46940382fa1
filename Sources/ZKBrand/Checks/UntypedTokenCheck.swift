import ZKCore

/// Lint: every token needs a type, set on the token, inherited from a group, or taken from its
/// alias target; without one, zk-build cannot tell how to render or generate it.
enum UntypedTokenCheck {
    static func check(_ resolved: ResolvedTokens) -> [Diagnostic] {
        resolved.ordered.compactMap { entry in
            guard entry.type == nil, !resolved.document.inBrokenGroup(entry.path) else { return nil }
            return Diagnostic(
                BrandCodes.untypedToken,
                "token '\(entry.path)' has no type; add '$type' to it or to its group (e.g. \"$type\": \"string\")",
                at: resolved.document.location(entry.token.keyPosition))
        }
    }
}

import ZKCore

/// Lint: an alias or a template placeholder that refers to a token marked `$deprecated` is a
/// warning naming the reason the token file gives (usually what to use instead).
enum DeprecatedTokenCheck: DeclaresCodes {
    public static let deprecatedToken = DiagnosticCode(
        "ZK5012", .warning, summary: "an alias or placeholder uses a deprecated token",
        explanation: """
            The token is marked `$deprecated` (with a reason, usually what to use instead). Aliases \
            and templates should move to the replacement before the token is removed.
            """,
        broken: BrandExampleFiles.example(
            BrandExampleFiles.File(
                "Brand/brand.json",
                """
                { "url": { "$type": "string",
                    "help": { "$value": "https://zahlenkette.app/hilfe", "$deprecated": "use url.support" },
                    "support": { "$value": ↓"{url.help}" } } }
                """)),
        fixed: BrandExampleFiles.example(
            BrandExampleFiles.File(
                "Brand/brand.json",
                """
                { "url": { "$type": "string",
                    "help": { "$value": "https://zahlenkette.app/hilfe", "$deprecated": "use url.support" },
                    "support": { "$value": "https://zahlenkette.app/hilfe" } } }
                """)))

    static let codes = [deprecatedToken]

    static func alias(_ alias: DesignToken, target: DesignToken, document: TokenDocument) -> Diagnostic? {
        guard alias.deprecation == nil, let reason = target.deprecation else { return nil }
        return Diagnostic(
            DeprecatedTokenCheck.deprecatedToken,
            "'\(alias.path)' refers to deprecated token '\(target.path)'\(suffix(reason))",
            at: document.location(alias.value.position),
            notes: [.init("'\(target.path)' marked deprecated here", at: document.location(target.keyPosition))])
    }

    static func placeholder(
        _ path: String, token: DesignToken, at location: SourceLocation, document: TokenDocument
    ) -> Diagnostic? {
        guard let reason = token.deprecation else { return nil }
        return Diagnostic(
            DeprecatedTokenCheck.deprecatedToken,
            "placeholder '{{\(path)}}' uses deprecated token '\(path)'\(suffix(reason))",
            at: location, notes: [.init("'\(path)' marked deprecated here", at: document.location(token.keyPosition))])
    }

    static func suffix(_ reason: String) -> String { reason.isEmpty ? "" : ": \(reason)" }
}

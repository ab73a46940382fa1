import ZKCore

/// Lint: a `.strings` or `.stringsdict` table that `zk-strings migrate` reads is malformed (found
/// by `StringsTableParser` and `StringsDictReader`, reported with the message below); nothing is
/// written.
enum StringsTableSyntaxCheck: DeclaresCodes {
    static let malformedTable = DiagnosticCode(
        "ZK3061", .error, phase: .syntax, summary: "a .strings or .stringsdict table to migrate is malformed",
        explanation: """
            `zk-strings migrate` reads each `<locale>.lproj/<Table>.strings` as Foundation does \
            (`"key" = "value";`, comments, escapes, UTF-8 or UTF-16) and each `.stringsdict` as a \
            property list of plural rules. A string that is not closed, an entry without its `;`, \
            a file in another encoding, or a `.stringsdict` entry that is no \
            `NSStringPluralRuleType` rule stops the migration: no catalog is written. Fix the \
            table (the place is the one Foundation would stop at too) and migrate again.
            """,
        broken: DiagnosticExample(
            [
                DiagnosticExample.ExampleFile(
                    "App/en.lproj/Localizable.strings",
                    """
                    /* The button that starts a game. */
                    "Start" = "Start"↓
                    "Settings" = "Settings";
                    """)
            ], command: ["zk-strings", "migrate", "App"]),
        fixed: DiagnosticExample(
            [
                DiagnosticExample.ExampleFile(
                    "App/en.lproj/Localizable.strings",
                    """
                    /* The button that starts a game. */
                    "Start" = "Start";
                    "Settings" = "Settings";
                    """)
            ], command: ["zk-strings", "migrate", "App"]))

    static let codes = [malformedTable]

    static func malformed(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(malformedTable, "\(message); nothing is migrated", at: location)
    }
}

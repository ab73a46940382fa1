import ZKCore

/// Lint: a catalog is not in Xcode's own formatting (`zk-strings format --check`, see
/// `StringsTool.formattingDiagnostic`).
enum XcodeFormattingCheck: DeclaresCodes {
    static let notXcodeFormatted = DiagnosticCode(
        "ZK3017", .warning, summary: "a catalog is not in Xcode's formatting (zk-strings format --check)",
        explanation: """
            Xcode rewrites a catalog in its own formatting whenever it touches it: members sorted \
            the way Finder sorts names (`number.2` before `number.10`, case-insensitive, `_` \
            before `.`), `" : "` separators, empty objects over two lines, no final newline. A \
            catalog written by another tool (Python's `json.dumps`) gets a noisy diff on the \
            first Xcode save. `zk-strings format` rewrites it the way Xcode would; with `--check` \
            it reports this as an error (exit 1) and writes nothing.
            """)

    static let codes = [notXcodeFormatted]
}

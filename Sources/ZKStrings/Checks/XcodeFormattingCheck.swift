import ZKCore

/// Lint: a catalog is not in Xcode's own formatting (`zk-strings format --check`), reported once
/// per catalog at the first byte where the file differs from what Xcode would write.
package enum XcodeFormattingCheck: DeclaresCodes {
    static let notXcodeFormatted = DiagnosticCode(
        "ZK3017", .warning, summary: "a catalog is not in Xcode's formatting (zk-strings format --check)",
        explanation: """
            Xcode rewrites a catalog in its own formatting whenever it touches it: members sorted \
            the way Finder sorts names (`number.2` before `number.10`, case-insensitive, `_` \
            before `.`), `" : "` separators, empty objects over two lines, no final newline. A \
            catalog written by another tool (Python's `json.dumps`) gets a noisy diff on the \
            first Xcode save. `zk-strings format` rewrites it the way Xcode would; with `--check` \
            it reports this as an error (exit 1) and writes nothing.
            """,
        // Python's `json.dumps(catalog, indent=2, ensure_ascii=False)`: `": "` where Xcode writes `" : "`.
        broken: DiagnosticExample(
            CheckExamples.path,
            """
            {
              "sourceLanguage"↓: "de",
              "strings": {
                "game.hoer_hin.title": {
                  "comment": "Title of the game Hör hin on the game picker (S-06).",
                  "localizations": {
                    "de": { "stringUnit": { "state": "translated", "value": "Hör hin" } }
                  }
                }
              },
              "version": "1.0"
            }
            """, command: command),
        fixed: DiagnosticExample(
            CheckExamples.path,
            """
            {
              "sourceLanguage" : "de",
              "strings" : {
                "game.hoer_hin.title" : {
                  "comment" : "Title of the game Hör hin on the game picker (S-06).",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Hör hin"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """, command: command))

    package static let codes = [notXcodeFormatted]

    /// The command of the examples.
    static let command = ["zk-strings", "format", "--check"]

    /// The diagnostic for `catalog`, nil when the file is already exactly what Xcode would write.
    package static func check(_ catalog: StringCatalog) -> Diagnostic? {
        let expected = CatalogWriter.bytes(catalog.root, replacing: catalog)
        let actual = catalog.file.bytes
        guard expected != actual else { return nil }
        var offset = 0
        while offset < expected.count, offset < actual.count, expected[offset] == actual[offset] { offset += 1 }
        return notFormatted(catalog.path, at: catalog.file.location(ofOffset: offset))
    }

    static func notFormatted(_ path: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            notXcodeFormatted,
            "'\(path)' is not in Xcode's formatting from here on; run 'zk-strings format' to rewrite it", at: location)
    }
}

import ZKCore

/// Lint: a build did not write every output it was asked for, because stages failed (their
/// errors, a failed stage they depend on, an output they could not write). One line names every
/// such stage and why, without `--verbose`: a note when errors in the run already explain it, an
/// error otherwise (an output that cannot be written although `severities` ignores its errors),
/// so that exit 0 always means every requested output was written.
enum HeldBackOutputs: DeclaresCodes {
    static let heldBack = DiagnosticCode(
        "ZK0054", .note, summary: "a build held back the outputs of failed stages",
        explanation: """
            A stage writes its artifacts only when it and every stage it depends on succeeded; \
            otherwise the previous artifacts stay and nothing of the stage is written but its \
            reports and the typed API made from inputs that parsed (the accessors of String \
            Catalogs that all parsed, the asset constants). This line \
            names each stage held back and why: its own errors, a failed stage it needs, or \
            errors that `severities` ignores but without which the stage cannot make its output \
            (a word list whose lines cannot be read). In that last case it is an error: a build \
            exits 0 only when every output it was asked for was written. Fix the errors named, or \
            run `zk-build check` when no outputs are wanted.
            """,
        broken: DiagnosticExample(
            [
                .init("Content/dictionaries/en/alphabet.json", AtomicFileWriter.exampleAlphabet),
                .init("Content/dictionaries/en/words.txt", "at\nt4t\n"),
            ],
            command: ["zk-build", "build"], unlocated: ["build"]),
        fixed: DiagnosticExample(
            [
                .init("Content/dictionaries/en/alphabet.json", AtomicFileWriter.exampleAlphabet),
                .init("Content/dictionaries/en/words.txt", "at\ntat\n"),
            ],
            command: ["zk-build", "build"]))

    static let codes = [heldBack]

    /// One stage that wrote nothing, and why.
    struct Stage {
        var name: String
        /// Its own errors after `severities`.
        var errors: Int
        /// Its errors that `severities` ignores or lowers.
        var setAside: Int
        /// The failed stages it depends on.
        var failedDependencies: [String]

        var reason: String {
            if errors > 0 { return plural(errors, "error") }
            if let first = failedDependencies.first { return "'\(first)' failed" }
            if setAside > 0 { return plural(setAside, "ignored error") }
            return "its outputs could not be written"
        }
    }

    /// The summary line, nil when nothing was held back; an error when `explained` is false.
    static func summary(_ stages: [Stage], buildPath: String, explained: Bool) -> Diagnostic? {
        guard !stages.isEmpty else { return nil }
        let list = stages.map { "\($0.name) (\($0.reason))" }.joined(separator: ", ")
        return Diagnostic(
            explained ? .note : .error, code: heldBack.code, message(list, explained: explained),
            at: SourceLocation(path: buildPath))
    }

    static func message(_ list: String, explained: Bool) -> String {
        "held back: \(list); "
            + (explained
                ? "their previous outputs are unchanged (reports and typed API excepted)"
                : "their outputs were not written, so this build fails")
    }
}

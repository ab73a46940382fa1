/// Lint: a file has more errors than `--error-limit` (20 by default, as clang's `-ferror-limit`);
/// the first ones are shown, then a note "N more errors in FILE" at the first one left out.
public enum ErrorLimit: DeclaresCodes {
    /// Errors shown per file unless `--error-limit` says otherwise.
    public static let defaultLimit = 20

    public static let moreErrors = DiagnosticCode(
        "ZK0011", .note, phase: .summary,
        summary: "a file has more errors than the error limit; the rest are not shown",
        explanation: """
            Every tool shows at most 20 errors per file (`--error-limit N` changes it, 0 shows all), \
            causes first: the first errors of a file are the ones to fix, and what follows is often \
            their consequence. The note stands at the first error left out and counts the rest; the \
            summary line and the exit code count every error.
            """,
        example: .edit(
            DiagnosticExample(
                "zk-build.json", #"{ "locales": ["de"], "paths": {} }"#,
                command: ["zk-build", "check", "--error-limit", "1"]),
            broken: #""lokales": ["de"], ↓"pahts":"#, fixed: #""locales": ["de"], "paths":"#))

    public static let codes = [moreErrors]

    /// Keeps the first `limit` errors of each file (in the given order) and replaces the rest with
    /// one note per file; warnings, notes and diagnostics without a file are kept. 0 means no limit.
    public static func apply(_ diagnostics: [Diagnostic], limit: Int) -> [Diagnostic] {
        guard limit > 0 else { return diagnostics }
        var errorsSeen: [String: Int] = [:]
        var firstOmitted: [String: SourceLocation] = [:]
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard diagnostic.severity == .error, let location = diagnostic.location else {
                kept.append(diagnostic)
                continue
            }
            let seen = errorsSeen[location.path, default: 0]
            errorsSeen[location.path] = seen + 1
            if seen < limit {
                kept.append(diagnostic)
            } else if firstOmitted[location.path] == nil {
                firstOmitted[location.path] = location
            }
        }
        for (path, location) in firstOmitted.sorted(by: { $0.key < $1.key }) {
            let omitted = errorsSeen[path, default: 0] - limit
            kept.append(Diagnostic(moreErrors, moreErrorsMessage(omitted, path: path, limit: limit), at: location))
        }
        return kept
    }

    static func moreErrorsMessage(_ count: Int, path: String, limit: Int) -> String {
        "\(plural(count, "more error")) in \(path) (the first \(limit) are shown; --error-limit 0 shows all)"
    }
}

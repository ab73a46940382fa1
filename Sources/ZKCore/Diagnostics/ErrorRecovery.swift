/// Lint: one mistake, one error. A file with a syntax-phase error (it cannot be read as JSON, is
/// not UTF-8, cannot be opened) is broken: every later-phase diagnostic about its contents is
/// dropped, and the cross-links of every scope that read a broken file are not reported (their
/// targets may simply be in the unreadable part). One note says what was skipped and why.
public enum ErrorRecovery: DeclaresCodes {
    public static let skippedAfterBrokenInput = DiagnosticCode(
        "ZK0010", .note, phase: .summary, summary: "checks that depend on a broken file were skipped",
        explanation: """
            After a syntax error zk-build knows the file is broken, the way a compiler knows a \
            declaration is invalid: it reports the syntax error, stays silent about the file's \
            contents and does not report the cross-links that need it (a game naming a prompt of \
            the broken prompts.json, a locale whose manifest does not parse). The note stands at the \
            first syntax error and counts what was skipped. Fix the syntax error and run again: the \
            skipped checks run then.
            """,
        broken: DiagnosticExample([
            .init("Content/manifest.json", #"{ "schemaVersion": 1 }"#),
            .init("Audio-manifests/ru.json", "{ \"locale\": \"ru\" ↓\"entries\": [] }"),
        ]),
        fixed: DiagnosticExample([
            .init("Content/manifest.json", #"{ "schemaVersion": 1 }"#),
            .init("Audio-manifests/ru.json", #"{ "locale": "ru", "entries": [] }"#),
        ]))

    public static let codes = [skippedAfterBrokenInput]

    /// The diagnostics of one stage (or of a whole tool run) and the files it read; nil when
    /// unknown (then any broken file taints the scope).
    public struct Scope: Sendable {
        public var diagnostics: [Diagnostic]
        public var reads: Set<String>?

        public init(_ diagnostics: [Diagnostic], reads: Set<String>?) {
            self.diagnostics = diagnostics
            self.reads = reads
        }
    }

    /// The broken files of a run: path → the first syntax-phase error in it, or the error saying
    /// that a file the project needs is missing (`RequiredFileCheck`: a missing upstream input).
    public static func brokenFiles(_ diagnostics: [Diagnostic], triage: DiagnosticTriage) -> [String: SourceLocation] {
        var broken: [String: SourceLocation] = [:]
        for diagnostic in triage.ordered(diagnostics) where diagnostic.severity == .error {
            guard triage.phase(of: diagnostic) == .syntax || RequiredFileCheck.isMissingRequiredFile(diagnostic),
                let location = diagnostic.location, broken[location.path] == nil
            else { continue }
            broken[location.path] = location
        }
        return broken
    }

    /// The diagnostics of every scope with the consequences of broken files removed, plus one
    /// ZK0010 note when anything was removed. A scope is tainted by the broken files it read
    /// and by those its own diagnostics name (a missing file is reported, not read).
    public static func silenceConsequences(_ scopes: [Scope], triage: DiagnosticTriage) -> [Diagnostic] {
        let broken = brokenFiles(scopes.flatMap(\.diagnostics), triage: triage)
        guard !broken.isEmpty else { return scopes.flatMap(\.diagnostics) }
        var kept: [Diagnostic] = []
        var skipped = 0
        var causes = Set<String>()
        for scope in scopes {
            let tainting = scope.reads.map { reads in
                let named = Set(scope.diagnostics.compactMap { $0.location?.path })
                return broken.keys.filter { reads.contains($0) || named.contains($0) }
            } ?? Array(broken.keys)
            for diagnostic in scope.diagnostics {
                let phase = triage.phase(of: diagnostic)
                if phase == .syntax || phase == .summary || (diagnostic.location.map { broken[$0.path] == $0 } ?? false) {
                    kept.append(diagnostic)
                } else if let path = diagnostic.location?.path, broken[path] != nil {
                    skipped += 1
                    causes.insert(path)
                } else if phase == .crossLink, !tainting.isEmpty {
                    skipped += 1
                    causes.formUnion(tainting)
                } else {
                    kept.append(diagnostic)
                }
            }
        }
        let ordered = causes.sorted()
        // The note stands at the first cause with a position (a syntax error), else the first.
        guard skipped > 0, let first = ordered.first(where: { broken[$0]?.start != nil }) ?? ordered.first, let location = broken[first]
        else { return kept }
        let missing = Set(ordered.filter { broken[$0]?.start == nil })
        kept.append(Diagnostic(skippedAfterBrokenInput, skippedMessage(skipped, causes: ordered, missing: missing), at: location))
        return kept
    }

    static func skippedMessage(_ count: Int, causes: [String], missing: Set<String>) -> String {
        let named = causes.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        let others = causes.count > 3 ? " and \(plural(causes.count - 3, "other file"))" : ""
        let depend = count == 1 ? "depends" : "depend"
        let fix = causes.count == 1 ? "fix it" : "fix them"
        let state = missing.isEmpty ? "cannot be read" : missing.count == causes.count ? (causes.count == 1 ? "is missing" : "are missing") : "are missing or cannot be read"
        return "skipped \(plural(count, "diagnostic")) that \(depend) on \(named)\(others), which \(state); \(fix) and run again"
    }
}

/// What every report does to a run's diagnostics before rendering: silences the consequences of
/// broken files, escapes control characters in messages, orders causes before consequences and
/// applies the per-file error limit. `ToolMain` calls it for every tool and the driver.
public struct DiagnosticTriage: Sendable {
    public var registry: CodeRegistry

    public init(registry: CodeRegistry) { self.registry = registry }

    /// The phase of a diagnostic's code (`check` for a code the registry does not know).
    public func phase(of diagnostic: Diagnostic) -> DiagnosticPhase {
        registry[diagnostic.code]?.phase ?? .check
    }

    /// The report order: phase (syntax, structure, checks, cross-links, run notes), then errors
    /// before warnings before notes within a phase (an unused asset is the consequence of the
    /// misspelt reference, not the other way round), then file, line, column, code and message,
    /// so output never depends on the order stages finished.
    public func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { (phase(of: $0), $0) }
            .sorted { a, b in
                if a.0 != b.0 { return a.0 < b.0 }
                if a.1.severity != b.1.severity { return a.1.severity > b.1.severity }
                return Diagnostic.reportOrder(a.1, b.1)
            }
            .map(\.1)
    }

    /// The order of `--format github`: GitHub shows only the first 10 error and 10 warning
    /// annotations of a step, so errors come first, then warnings, then notices, each in report order.
    public func mostImportantFirst(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let ordered = ordered(diagnostics)
        return [Severity.error, .warning, .note].flatMap { severity in ordered.filter { $0.severity == severity } }
    }

    /// What a run reports and what its summary counts.
    public struct Outcome: Sendable {
        /// The diagnostics to render, in report order, at most `errorLimit` errors per file.
        public var shown: [Diagnostic]
        /// Every diagnostic after recovery (before the limit): the summary and the exit code count these.
        public var counted: [Diagnostic]
    }

    /// Recovery (unless the caller already applied it per stage), escaping, order and limit.
    public func arrange(_ diagnostics: [Diagnostic], errorLimit: Int, recover: Bool) -> Outcome {
        var all = recover ? ErrorRecovery.silenceConsequences([ErrorRecovery.Scope(diagnostics, reads: nil)], triage: self) : diagnostics
        all = all.map(MessageText.escapingControlCharacters)
        let ordered = ordered(all)
        let limited = ErrorLimit.apply(ordered, limit: errorLimit)
        return Outcome(shown: self.ordered(limited), counted: ordered)
    }
}

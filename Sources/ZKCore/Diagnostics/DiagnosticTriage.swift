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
    /// A run note that stands at another diagnostic's place (the skipped-checks note at the syntax error whose
    /// consequences it skipped) comes right after the first diagnostic there, beside its cause.
    public func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let sorted = diagnostics.map { (phase(of: $0), $0) }
            .sorted { a, b in
                if a.0 != b.0 { return a.0 < b.0 }
                if a.1.severity != b.1.severity { return a.1.severity > b.1.severity }
                return Diagnostic.reportOrder(a.1, b.1)
            }
        func place(_ diagnostic: Diagnostic) -> String? {
            guard let location = diagnostic.location, let start = location.start else { return nil }
            return "\(location.path)\u{0}\(start.line):\(start.column)"
        }
        let places = Set(sorted.filter { $0.0 != .summary }.compactMap { place($0.1) })
        var attached: [String: [Diagnostic]] = [:]
        var rest: [Diagnostic] = []
        for (phase, diagnostic) in sorted {
            if phase == .summary, let key = place(diagnostic), places.contains(key) {
                attached[key, default: []].append(diagnostic)
            } else {
                rest.append(diagnostic)
            }
        }
        guard !attached.isEmpty else { return rest }
        var out: [Diagnostic] = []
        for diagnostic in rest {
            out.append(diagnostic)
            if let key = place(diagnostic), let notes = attached.removeValue(forKey: key) { out += notes }
        }
        return out
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
        var all =
            recover
            ? ErrorRecovery.silenceConsequences([ErrorRecovery.Scope(diagnostics, reads: nil)], triage: self)
            : diagnostics
        all = all.map(MessageText.escapingControlCharacters)
        let ordered = ordered(all)
        let limited = ErrorLimit.apply(ordered, limit: errorLimit)
        return Outcome(shown: self.ordered(limited), counted: ordered)
    }
}

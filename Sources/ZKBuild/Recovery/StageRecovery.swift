import ZKCore

/// Error recovery across stages: a stage whose own inputs, or the inputs of a stage it depends
/// on, include a broken or missing file reports no cross-links, because its upstream products
/// (the index, the catalog texts, the app names) are incomplete. ZKCore's
/// `ErrorRecovery` does the silencing and writes the one note.
enum StageRecovery {
    /// One stage's part of a run: its name, the stages it depends on, the files it read and what it found.
    struct StageReport {
        var name: String
        var dependencies: [String]
        var filesRead: [String]
        var diagnostics: [Diagnostic]
    }

    static func silenceConsequences(_ reports: [StageReport], registry: CodeRegistry) -> [Diagnostic] {
        let byName = Dictionary(reports.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // A stage's product depends on its own inputs: what it read, and what it reported (a
        // missing file is named, not read). A stage depends on its own and its direct upstream's.
        func own(_ name: String) -> Set<String> {
            guard let report = byName[name] else { return [] }
            return Set(report.filesRead).union(report.diagnostics.compactMap { $0.location?.path })
        }
        let scopes = reports.map { report in
            ErrorRecovery.Scope(
                report.diagnostics, reads: report.dependencies.reduce(own(report.name)) { $0.union(own($1)) })
        }
        return ErrorRecovery.silenceConsequences(scopes, triage: DiagnosticTriage(registry: registry))
    }
}

import ZKCore

/// Error recovery across stages: a stage whose own inputs, or the inputs of a stage it depends
/// on (transitively), include a broken file reports no cross-links, because its upstream
/// products (the index, the catalog texts, the app names) are incomplete. ZKCore's
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
        func reads(_ name: String, _ visiting: Set<String>) -> Set<String> {
            guard let report = byName[name], !visiting.contains(name) else { return [] }
            var all = Set(report.filesRead)
            for dependency in report.dependencies { all.formUnion(reads(dependency, visiting.union([name]))) }
            return all
        }
        let scopes = reports.map { ErrorRecovery.Scope($0.diagnostics, reads: reads($0.name, [])) }
        return ErrorRecovery.silenceConsequences(scopes, triage: DiagnosticTriage(registry: registry))
    }
}

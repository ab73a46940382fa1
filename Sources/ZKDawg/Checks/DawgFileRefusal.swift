import ZKCore

/// The code of a `.dawg` the reader refuses (ZK1020), which `zk-dawg verify`, `query`, `dump` and
/// `diff` report (DawgCommand, in ZKDawgCLI); declared here, with the module's other codes, so that
/// the registries (`zk-build explain`) know it without the command line.
public enum DawgFileRefusal: DeclaresCodes {
    public static let codes = [corruptDictionary]

    public static let corruptDictionary = DiagnosticCode(
        "ZK1020", .error, phase: .syntax, summary: "a dictionary file is truncated, corrupted or of another version",
        explanation: """
            The reader validates a .dawg file completely before answering any query: magic, \
            version, every size and offset against the file length, the CRC-32C checksums of \
            header and payload, edge targets, labels and word counts. The message says what was \
            found and what was expected. Rebuild the file with `zk-dawg build`.
            """,
        broken: DawgExamples.verify(DawgExamples.corrupted(DawgExamples.dictionary)),
        fixed: DawgExamples.verify(DawgExamples.dictionary))
}

extension DawgFileRefusal {
    /// A dictionary file the reader refused, at its path.
    package static func corrupt(_ description: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(corruptDictionary, description, at: location)
    }
}

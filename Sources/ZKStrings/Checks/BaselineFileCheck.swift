import ZKCore

/// Lint: the baseline file of `--baseline` cannot be used (reported by `Baseline.read`).
enum BaselineFileCheck: DeclaresCodes {
    static let baselineInvalid = DiagnosticCode(
        "ZK3030", .error, phase: .structure, summary: "the baseline file cannot be used",
        explanation: """
            `--baseline FILE` names a JSON file of known findings written by \
            `zk-strings check --write-baseline FILE`: `{ "version" : 1, "findings" : [ { "code", \
            "path", "message" } ] }`. Findings it lists are not reported again; only new ones \
            fail. A file that is not JSON of that shape is refused.
            """)

    /// Every zk-strings code.

    static let codes = [baselineInvalid]
}

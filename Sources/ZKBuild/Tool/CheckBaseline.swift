import ZKCore
import ZKStrings

/// `zk-build check --write-baseline FILE` records every finding of every stage (after the
/// profile and `severities`, as the command line reports them) as known; `--baseline FILE`
/// reports only the findings the file does not list, so a project with thousands of findings
/// adopts the checks at once and fails only on a new mistake. The fingerprints (code, file,
/// message: no line, so edits elsewhere keep a finding matched) and the file are zk-strings'
/// (`Baseline`, ZKCore); a file that cannot be used is its error.
enum CheckBaseline {
    static let baseline = OptionSpec(
        "baseline", value: "file", help: "Known findings: report only findings the file does not list.")
    static let writeBaseline = OptionSpec(
        "write-baseline", value: "file", help: "Record the current findings as the baseline and exit cleanly.")

    /// The check's result with the baseline written (no finding reported) or applied.
    static func apply(
        _ result: ToolResult, _ context: ToolContext, standardError: @Sendable (String) -> Void
    ) -> ToolResult {
        var result = result
        if let path = context.arguments.value(writeBaseline.long) {
            let recorded = Baseline(recording: result.diagnostics)
            do throws(AtomicFileWriter.WriteError) {
                try AtomicFileWriter.write(recorded.bytes, to: context.absolute(path))
            } catch {
                result.diagnostics = [
                    Diagnostic(
                        AtomicFileWriter.writeFailed, "cannot write '\(path)': \(error.reason)",
                        at: SourceLocation(path: path))
                ]
                return result
            }
            if !context.quiet { standardError("recorded \(recorded.findings.count) finding(s) in '\(path)'\n") }
            result.diagnostics = []
            return result
        }
        guard let path = context.arguments.value(baseline.long) else { return result }
        switch context.read(path).flatMap(Baseline.read) {
        case .success(let known):
            let (new, absorbed) = known.filter(result.diagnostics)
            result.diagnostics = new
            if context.verbose { standardError("baseline '\(path)' absorbed \(absorbed) known finding(s)\n") }
        case .failure(let error):
            result.diagnostics.append(error.diagnostic)
        }
        return result
    }
}

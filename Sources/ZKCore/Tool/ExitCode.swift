/// Process exit codes shared by every tool.
public enum ExitCode: Int32, Sendable {
    /// No errors (warnings allowed).
    case success = 0
    /// Errors were found in the input.
    case errors = 1
    /// The command line was wrong.
    case usage = 2
    /// Reading or writing failed, or zk-build itself failed.
    case failure = 3

    /// Codes whose errors mean an I/O or internal failure rather than a finding in the input.
    public static let failureCodes: Set<String> = [
        FileReader.unreadableFile.code, AtomicFileWriter.writeFailed.code, InternalError.internalError.code,
        FileLock.busy.code,
        SymbolicLinkGuard.linkInOutputPath.code,
    ]

    /// The exit code for a finished run.
    public static func forDiagnostics(_ diagnostics: [Diagnostic]) -> ExitCode {
        let errors = diagnostics.filter { $0.severity == .error }
        if errors.contains(where: { failureCodes.contains($0.code) }) { return .failure }
        return errors.isEmpty ? .success : .errors
    }
}

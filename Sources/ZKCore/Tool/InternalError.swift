/// Lint: zk-build itself went wrong, not the input: a command threw an error it did not turn into
/// a diagnostic (`ToolMain` reports it), or the driver found its own stage graph unusable (a
/// duplicate stage, a dependency on no stage, a cycle). The run exits with code 3.
public enum InternalError: DeclaresCodes {
    public static let internalError = DiagnosticCode(
        "ZK0009", .error, summary: "an internal error in zk-build",
        explanation: """
            Something went wrong that is not a problem of your input. The run exits with code 3. \
            Please report it with the command line and the input that caused it.
            """)

    public static let codes = [internalError]

    /// The diagnostic for an error a command threw without a diagnostic of its own.
    public static func thrown(_ error: any Error) -> Diagnostic {
        Diagnostic(internalError, thrownMessage(error))
    }

    static func thrownMessage(_ error: any Error) -> String { "internal error: \(error)" }
}

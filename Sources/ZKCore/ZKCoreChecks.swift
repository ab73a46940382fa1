/// ZKCore's one list of what declares codes (`ZK0xxx` of the file layer, the JSON reader, the
/// configuration and the run itself); every tool's registry includes it, so
/// `explain`, the SARIF rules and the example harness are derived from it.
///
/// ZKCore runs no check of its own: every type here is a reporter. `RequiredFileCheck` and
/// `ConfigurationValueCheck` declare codes that the checks and readers of other modules report
/// (a stage's missing file, every reader of zk-build.json), so that one code has one home.
public enum ZKCoreChecks {
    /// Codes reported by the file layer, the JSON reader and the run itself, and the shared codes
    /// of the other modules' checks (the project index and the Swift reader keep their own lists:
    /// `ZKProjectChecks`, `ZKSwiftSourceChecks`).
    public static var reporters: [any DeclaresCodes.Type] {
        [
            FileReader.self, RequiredFileCheck.self, AtomicFileWriter.self, InternalError.self, ErrorRecovery.self,
            ErrorLimit.self, ConfigurationValueCheck.self, FileLock.self, DirectoryWalker.self,
            JSONReader.self, SymbolicLinkGuard.self,
        ]
    }

    /// Computed: metatypes of a non-`Sendable` protocol cannot be a `let` in Swift 6 mode.
    public static var all: [any DeclaresCodes.Type] { reporters }

    /// Every core code, in code order.
    public static var codes: [DiagnosticCode] { all.flatMap { $0.codes }.sorted { $0.code < $1.code } }
}

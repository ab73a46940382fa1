/// ZKCore's one list of what declares codes (`ZK0xxx` of the file layer, the JSON reader, the
/// configuration, the project index and the run itself); every tool's registry includes it, so
/// `explain`, the SARIF rules and the example harness are derived from it.
public enum ZKCoreChecks {
    /// Computed: metatypes of a non-`Sendable` protocol cannot be a `let` in Swift 6 mode.
    public static var all: [any DeclaresCodes.Type] {
        [
            FileReader.self, RequiredFileCheck.self, AtomicFileWriter.self, InternalError.self, ErrorRecovery.self,
            ErrorLimit.self,
            ConfigurationValueCheck.self, ProjectIndex.self, FileLock.self, DirectoryWalker.self, JSONReader.self,
            SymbolicLinkGuard.self,
            SwiftKeyExtractor.self,
        ]
    }

    /// Every core code, in code order.
    public static var codes: [DiagnosticCode] { all.flatMap { $0.codes }.sorted { $0.code < $1.code } }
}

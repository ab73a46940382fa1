/// The declarations of the codes the file layer reports itself (the build lock, the directory
/// walk); every tool that links them lists them in its registry.
public enum IOChecks {
    public static var all: [any DeclaresCodes.Type] { [FileLock.self, DirectoryWalker.self] }

    /// Their codes, for a `CodeRegistry`.
    public static var codes: [DiagnosticCode] { all.flatMap { $0.codes } }
}

/// The declarations of the codes of the file layer (reading, atomic writing, the build lock, the
/// directory walk); `CoreCodes.all` includes them, so every tool's registry does.
public enum IOChecks {
    public static var all: [any DeclaresCodes.Type] { [FileReader.self, AtomicFileWriter.self, FileLock.self, DirectoryWalker.self] }

    /// Their codes, for a `CodeRegistry`.
    public static var codes: [DiagnosticCode] { all.flatMap { $0.codes } }
}

import ZKCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A word list's path and bytes. The line table that locates a diagnostic (`SourceFile`) is made
/// only when a diagnostic needs it: a clean list of a million lines never pays for one.
public final class WordListSource {
    public let path: String
    public let bytes: [UInt8]
    private var located: SourceFile?

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(_ file: SourceFile) {
        path = file.path
        bytes = file.bytes
        located = file
    }

    /// The list as a `SourceFile` (made on first use).
    public var file: SourceFile {
        if let located { return located }
        let file = SourceFile(path: path, bytes: bytes)
        located = file
        return file
    }

    /// The `SourceFile` if a diagnostic has needed one.
    public var fileIfLocated: SourceFile? { located }

    /// Reads `absolutePath` (named `displayPath`) like `FileReader.read`, with the same
    /// diagnostics (ZK0001 unreadable, ZK0002 not a regular file, ZK0005 too large), in one
    /// read of the exact size and without a line table.
    public static func read(_ absolutePath: String, displayPath: String) -> Result<WordListSource, DiagnosticError> {
        func failure(_ code: DiagnosticCode, _ message: String) -> Result<WordListSource, DiagnosticError> {
            .failure(DiagnosticError(Diagnostic(code, message, at: SourceLocation(path: displayPath))))
        }
        func reason() -> String { String(cString: strerror(errno)).lowercased() }
        let descriptor = open(absolutePath, O_RDONLY)
        guard descriptor >= 0 else {
            if errno == EISDIR { return failure(CoreCodes.notAFile, "expected a file, but '\(displayPath)' is a directory") }
            return failure(CoreCodes.unreadableFile, "cannot read '\(displayPath)': \(reason())")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return failure(CoreCodes.unreadableFile, "cannot read '\(displayPath)': \(reason())") }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            let kind = (info.st_mode & S_IFMT) == S_IFDIR ? "a directory" : "not a regular file"
            return failure(CoreCodes.notAFile, "expected a file, but '\(displayPath)' is \(kind)")
        }
        let size = Int(info.st_size)
        guard size <= FileReader.sizeLimit else {
            return failure(
                CoreCodes.fileTooLarge, "'\(displayPath)' is \(size / (1 << 20)) MiB, above the input limit of \(FileReader.sizeLimit >> 20) MiB")
        }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let got = Glibc.read(descriptor, buffer.baseAddress.map { $0 + count }, size - count)
                if got < 0, errno == EINTR { continue }
                if got <= 0 {
                    failed = got < 0
                    break
                }
                count += got
            }
        }
        if failed { return failure(CoreCodes.unreadableFile, "cannot read '\(displayPath)': \(reason())") }
        return .success(WordListSource(path: displayPath, bytes: bytes))
    }
}
